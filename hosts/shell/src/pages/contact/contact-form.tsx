import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { getHref, type Messages } from '@app/i18n';
import {
  CONTACT_ENQUIRY_LIMITS,
  ENQUIRY_INTENTS,
  PublicInsertError,
  TOO_MANY_SUBMISSIONS,
  firstInvalidContactField,
  isEnquiryIntent,
  validateContactEnquiry,
  type ContactEnquiryErrors,
  type ContactEnquiryField,
  type ContactEnquiryInput,
  type ContactEnquiryProblem,
} from '@app/content';
import { CheckIcon } from '../../components/icons';
import type { ContactOrigin } from '../../components/contact-link';
import { Field, FieldError, TextField, errorAttributes } from '../../components/form-field';
import { HoneypotField } from '../../components/honeypot-field';
import { useLocale, useMessages } from '../../components/locale/locale-context';

/** The sending state ("Odesílám...") lasts at least this long, so the visitor sees the message go. */
export const MIN_SENDING_MS = 1000;

const EMPTY_ENQUIRY: ContactEnquiryInput = { name: '', email: '', phone: '', company: '', message: '', gdprConsent: false };

export const CONTACT_FIELD_IDS: Record<ContactEnquiryField, string> = {
  name: 'contact-name',
  email: 'contact-email',
  phone: 'contact-phone',
  company: 'contact-company',
  message: 'contact-message',
  gdprConsent: 'contact-consent',
};

export const CONTACT_INTEREST_ID = 'contact-interest';
const HONEYPOT_ID = 'contact-website';

function problemText(field: ContactEnquiryField, problem: ContactEnquiryProblem | undefined, validation: Messages['contact']['validation']) {
  switch (problem) {
    case undefined:
      return undefined;
    case 'required':
      return validation.required;
    case 'invalidEmail':
      return validation.invalidEmail;
    case 'consentRequired':
      return validation.consentRequired;
    case 'tooLong':
      return validation.tooLong(field === 'gdprConsent' ? 0 : CONTACT_ENQUIRY_LIMITS[field]);
  }
}

function delay(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Mantine's check mark, drawn over the native checkbox once it is checked. */
function CheckMark() {
  return (
    <svg className="contact-consent__mark" viewBox="0 0 10 7" fill="none" aria-hidden="true" focusable="false">
      <path
        d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** "O co máte zájem": preselected from the link the visitor followed, and theirs to change. */
function InterestSelect({ origin, onChange }: { origin: ContactOrigin; onChange: (origin: ContactOrigin) => void }) {
  const { form } = useMessages().contact;
  return (
    <div className="field">
      <label className="field__label" htmlFor={CONTACT_INTEREST_ID}>
        {form.interest}
      </label>
      <select
        id={CONTACT_INTEREST_ID}
        name="interest"
        className="field__input field__input--select"
        value={origin.intent ?? ''}
        onChange={(event) => {
          const intent = event.currentTarget.value;
          onChange({ ...origin, intent: isEnquiryIntent(intent) ? intent : null });
        }}
      >
        <option value="">{form.interestNone}</option>
        {ENQUIRY_INTENTS.map((intent) => (
          <option key={intent} value={intent}>
            {intent === 'plan' && origin.planName ? form.planNamed(origin.planName) : form.interests[intent]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** What replaces the form once the enquiry is stored: it stays until the visitor asks for a new form. */
function SentPanel({ onSendAnother }: { onSendAnother: () => void }) {
  const { outcome } = useMessages().contact;
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => panelRef.current?.focus(), []);
  return (
    <div ref={panelRef} className="contact-sent" role="status" tabIndex={-1} aria-labelledby="contact-sent-title">
      <span className="contact-sent__icon" aria-hidden="true">
        <CheckIcon size={28} />
      </span>
      <h3 className="title title--3 contact-sent__title" id="contact-sent-title">
        {outcome.successTitle}
      </h3>
      <p className="text contact-soft-ink">{outcome.successMessage}</p>
      <button type="button" className="button button--outline" onClick={onSendAnother}>
        {outcome.sendAnother}
      </button>
    </div>
  );
}

export interface ContactFormProps {
  /** Why the visitor came (from the link, or the select): sent with the enquiry. */
  origin: ContactOrigin;
  onOriginChange: (origin: ContactOrigin) => void;
  /** Stores the enquiry; rejects when it was not stored (PublicInsertError with the database's code). */
  sendEnquiry: (enquiry: ContactEnquiryInput, extra: { origin: ContactOrigin; honeypot: string }) => Promise<void>;
}

/**
 * The contact form: a small controlled form instead of Formik, to keep the public bundle lean.
 * Messages appear beside their fields after a submit attempt, focus moves to the first invalid field,
 * a failed send keeps everything the visitor wrote and says why above the button; a sent enquiry replaces
 * the form with a panel that stays.
 */
export function ContactForm({ origin, onOriginChange, sendEnquiry }: ContactFormProps) {
  const locale = useLocale();
  const messages = useMessages();
  const { form, validation, outcome } = messages.contact;
  const [values, setValues] = useState<ContactEnquiryInput>(EMPTY_ENQUIRY);
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<ContactEnquiryErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<'tooMany' | 'other' | null>(null);
  const [sent, setSent] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusAfterReset = useRef(false);

  useEffect(() => {
    if (sent || !focusAfterReset.current) return;
    focusAfterReset.current = false;
    document.getElementById(CONTACT_FIELD_IDS.message)?.focus();
  }, [sent]);

  const update = <Field extends ContactEnquiryField>(field: Field, value: ContactEnquiryInput[Field]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) setErrors(validateContactEnquiry(next));
  };

  const focusField = (field: ContactEnquiryField) => {
    formRef.current?.querySelector<HTMLElement>(`#${CONTACT_FIELD_IDS[field]}`)?.focus();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const found = validateContactEnquiry(values);
    setAttempted(true);
    setErrors(found);
    setFailure(null);
    const firstInvalid = firstInvalidContactField(found);
    if (firstInvalid) {
      focusField(firstInvalid);
      return;
    }
    setSending(true);
    try {
      await Promise.all([sendEnquiry(values, { origin, honeypot }), delay(MIN_SENDING_MS)]);
      setSent(true);
    } catch (error) {
      console.error('Sending the contact enquiry failed:', error);
      setFailure(error instanceof PublicInsertError && error.code === TOO_MANY_SUBMISSIONS ? 'tooMany' : 'other');
    } finally {
      setSending(false);
    }
  };

  /** A new form for the same visitor: their contact details stay, the message and the consent start over. */
  const sendAnother = () => {
    setValues({ ...values, message: '', gdprConsent: false });
    setHoneypot('');
    setErrors({});
    setAttempted(false);
    focusAfterReset.current = true;
    setSent(false);
  };

  if (sent) return <SentPanel onSendAnother={sendAnother} />;

  const errorOf = (field: ContactEnquiryField) => problemText(field, errors[field], validation);

  const messageError = errorOf('message');
  const consentError = errorOf('gdprConsent');

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-describedby="contact-required-note">
      <div className="stack">
        <InterestSelect origin={origin} onChange={onOriginChange} />
        <div className="contact-form-grid">
          <TextField
            id={CONTACT_FIELD_IDS.name}
            name="name"
            label={form.name}
            placeholder={form.namePlaceholder}
            autoComplete="name"
            required
            value={values.name}
            onChange={(event) => update('name', event.currentTarget.value)}
            error={errorOf('name')}
          />
          <TextField
            id={CONTACT_FIELD_IDS.email}
            name="email"
            type="email"
            label={form.email}
            placeholder={form.emailPlaceholder}
            autoComplete="email"
            required
            value={values.email}
            onChange={(event) => update('email', event.currentTarget.value)}
            error={errorOf('email')}
          />
          <TextField
            id={CONTACT_FIELD_IDS.phone}
            name="phone"
            type="tel"
            label={form.phone}
            placeholder={form.phonePlaceholder}
            autoComplete="tel"
            value={values.phone}
            onChange={(event) => update('phone', event.currentTarget.value)}
            error={errorOf('phone')}
          />
          <TextField
            id={CONTACT_FIELD_IDS.company}
            name="company"
            label={form.company}
            placeholder={form.companyPlaceholder}
            autoComplete="organization"
            value={values.company}
            onChange={(event) => update('company', event.currentTarget.value)}
            error={errorOf('company')}
          />
        </div>
        <Field fieldId={CONTACT_FIELD_IDS.message} label={form.message} error={messageError}>
          <textarea
            id={CONTACT_FIELD_IDS.message}
            name="message"
            className="field__input field__input--multiline"
            placeholder={form.messagePlaceholder}
            required
            rows={6}
            value={values.message}
            onChange={(event) => update('message', event.currentTarget.value)}
            {...errorAttributes(CONTACT_FIELD_IDS.message, messageError)}
          />
        </Field>
        <HoneypotField id={HONEYPOT_ID} label={messages.common.honeypotLabel} value={honeypot} onChange={setHoneypot} />
        <div className={consentError ? 'contact-consent contact-consent--invalid' : 'contact-consent'}>
          <div className="contact-consent__box">
            <input
              id={CONTACT_FIELD_IDS.gdprConsent}
              name="gdprConsent"
              type="checkbox"
              className="contact-consent__input"
              required
              checked={values.gdprConsent}
              onChange={(event) => update('gdprConsent', event.currentTarget.checked)}
              {...errorAttributes(CONTACT_FIELD_IDS.gdprConsent, consentError)}
            />
            <CheckMark />
          </div>
          <div className="contact-consent__text">
            <label className="contact-consent__label" htmlFor={CONTACT_FIELD_IDS.gdprConsent}>
              {form.consent.beforeLink}
              <Link to={getHref('privacy', locale)} className="link contact-consent-link">
                {form.consent.link}
              </Link>
              {form.consent.afterLink}
            </label>
            <FieldError fieldId={CONTACT_FIELD_IDS.gdprConsent} error={consentError} className="field__error contact-consent__error" />
          </div>
        </div>
        {failure && (
          <p className="form-alert" role="alert">
            {failure === 'tooMany' ? (
              messages.common.tooManyAttempts
            ) : (
              <>
                <strong className="form-alert__title">{outcome.errorTitle}</strong> {outcome.errorMessage}
              </>
            )}
          </p>
        )}
        <div className="group group--between">
          <p className="text text--sm contact-muted" id="contact-required-note">
            {form.requiredNote}
          </p>
          <button type="submit" className="button button--filled" disabled={sending}>
            {sending ? form.sending : form.submit}
          </button>
        </div>
        <span className="visually-hidden" role="status" aria-live="polite">
          {sending ? form.sending : ''}
        </span>
      </div>
    </form>
  );
}
