import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { getHref, getMessages, type Locale, type Messages } from '@app/i18n';
import {
  CONTACT_ENQUIRY_LIMITS,
  firstInvalidContactField,
  validateContactEnquiry,
  type ContactEnquiryErrors,
  type ContactEnquiryField,
  type ContactEnquiryInput,
  type ContactEnquiryProblem,
} from '@app/content';
import { notify } from '@app/ui';
import { Field, FieldError, TextField, errorAttributes } from '../../components/form-field';

/** Spec 9: the sending state lasts at least this long, so the visitor sees the message go. */
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

export interface ContactFormProps {
  locale: Locale;
  /** Stores the enquiry; rejects when it was not stored. */
  sendEnquiry: (enquiry: ContactEnquiryInput) => Promise<void>;
}

/**
 * The contact form (spec 2.8, 5): a small controlled form instead of Formik, to keep the public bundle lean.
 * Messages appear beside their fields after a submit attempt, focus moves to the first invalid field,
 * a failed send keeps everything the visitor wrote.
 */
export function ContactForm({ locale, sendEnquiry }: ContactFormProps) {
  const { contact } = getMessages(locale);
  const { form, validation, toast } = contact;
  const [values, setValues] = useState<ContactEnquiryInput>(EMPTY_ENQUIRY);
  const [errors, setErrors] = useState<ContactEnquiryErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

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
    const firstInvalid = firstInvalidContactField(found);
    if (firstInvalid) {
      focusField(firstInvalid);
      return;
    }
    setSending(true);
    try {
      await Promise.all([sendEnquiry(values), delay(MIN_SENDING_MS)]);
      notify({ kind: 'success', title: toast.successTitle, message: toast.successMessage });
      setValues(EMPTY_ENQUIRY);
      setErrors({});
      setAttempted(false);
    } catch (error) {
      console.error('Sending the contact enquiry failed:', error);
      notify({ kind: 'error', title: toast.errorTitle, message: toast.errorMessage });
    } finally {
      setSending(false);
    }
  };

  const errorOf = (field: ContactEnquiryField) => problemText(field, errors[field], validation);

  const messageError = errorOf('message');
  const consentError = errorOf('gdprConsent');

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-describedby="contact-required-note">
      <div className="stack">
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
