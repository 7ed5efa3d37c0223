import { useState, type FormEvent } from 'react';
import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { getMessages, type Locale } from '@app/i18n';
import { isValidContactEmail, PublicInsertError } from '@app/content';
import { notify } from '@app/ui';

/** PostgreSQL's check_violation: the database refused the address. */
const CHECK_VIOLATION = '23514';

export interface NewsletterBoxProps {
  locale: Locale;
  /** Stores the address; rejects when it was not stored. */
  subscribe: (email: string) => Promise<void>;
}

export function NewsletterBox({ locale, subscribe }: NewsletterBoxProps) {
  const { newsletter } = getMessages(locale).blog;
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (!isValidContactEmail(email)) {
      setError(newsletter.invalidEmail);
      document.getElementById('newsletter-email')?.focus();
      return;
    }
    setError(null);
    setSending(true);
    try {
      await subscribe(email.trim());
      notify({ kind: 'success', title: newsletter.successTitle, message: newsletter.successMessage });
      setEmail('');
    } catch (failure) {
      console.error('Newsletter sign-up failed:', failure);
      if (failure instanceof PublicInsertError && failure.code === CHECK_VIOLATION) {
        setError(newsletter.invalidEmail);
      } else {
        notify({ kind: 'error', title: newsletter.errorTitle, message: newsletter.errorMessage });
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="blog-sidebar-box" aria-labelledby="newsletter-title">
      <Stack gap="sm">
        <Title order={2} fz={18} id="newsletter-title">
          {newsletter.title}
        </Title>
        <Text size="sm" c="gray.7">
          {newsletter.text}
        </Text>
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="sm">
            <TextInput
              id="newsletter-email"
              type="email"
              label={newsletter.emailLabel}
              placeholder={newsletter.placeholder}
              autoComplete="email"
              value={email}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                if (error) setError(null);
              }}
              error={error}
            />
            <Button type="submit" disabled={sending} fullWidth>
              {sending ? newsletter.subscribing : newsletter.button}
            </Button>
          </Stack>
        </form>
      </Stack>
    </section>
  );
}
