import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Anchor, Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput, Textarea, VisuallyHidden } from '@mantine/core';
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

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-describedby="contact-required-note">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            id={CONTACT_FIELD_IDS.name}
            label={form.name}
            placeholder={form.namePlaceholder}
            autoComplete="name"
            required
            withAsterisk={false}
            value={values.name}
            onChange={(event) => update('name', event.currentTarget.value)}
            error={errorOf('name')}
          />
          <TextInput
            id={CONTACT_FIELD_IDS.email}
            type="email"
            label={form.email}
            placeholder={form.emailPlaceholder}
            autoComplete="email"
            required
            withAsterisk={false}
            value={values.email}
            onChange={(event) => update('email', event.currentTarget.value)}
            error={errorOf('email')}
          />
          <TextInput
            id={CONTACT_FIELD_IDS.phone}
            type="tel"
            label={form.phone}
            placeholder={form.phonePlaceholder}
            autoComplete="tel"
            value={values.phone}
            onChange={(event) => update('phone', event.currentTarget.value)}
            error={errorOf('phone')}
          />
          <TextInput
            id={CONTACT_FIELD_IDS.company}
            label={form.company}
            placeholder={form.companyPlaceholder}
            autoComplete="organization"
            value={values.company}
            onChange={(event) => update('company', event.currentTarget.value)}
            error={errorOf('company')}
          />
        </SimpleGrid>
        <Textarea
          id={CONTACT_FIELD_IDS.message}
          label={form.message}
          placeholder={form.messagePlaceholder}
          required
          withAsterisk={false}
          rows={6}
          resize="vertical"
          value={values.message}
          onChange={(event) => update('message', event.currentTarget.value)}
          error={errorOf('message')}
        />
        <Checkbox
          id={CONTACT_FIELD_IDS.gdprConsent}
          required
          checked={values.gdprConsent}
          onChange={(event) => update('gdprConsent', event.currentTarget.checked)}
          error={errorOf('gdprConsent')}
          label={
            <>
              {form.consent.beforeLink}
              <Anchor component={Link} to={getHref('privacy', locale)} inherit underline="always" className="contact-consent-link">
                {form.consent.link}
              </Anchor>
              {form.consent.afterLink}
            </>
          }
        />
        <Group justify="space-between" align="center" gap="md">
          <Text size="sm" c="gray.7" id="contact-required-note">
            {form.requiredNote}
          </Text>
          <Button type="submit" size="md" disabled={sending}>
            {sending ? form.sending : form.submit}
          </Button>
        </Group>
        <VisuallyHidden role="status" aria-live="polite">
          {sending ? form.sending : ''}
        </VisuallyHidden>
      </Stack>
    </form>
  );
}
