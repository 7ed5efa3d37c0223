import { useState, type FormEvent } from 'react';
import { getMessages, type Locale } from '@app/i18n';
import { isValidContactEmail, PublicInsertError } from '@app/content';
import { notify } from '@app/ui';
import { TextField } from '../../components/form-field';

/** PostgreSQL's check_violation: the database refused the address. */
const CHECK_VIOLATION = '23514';

const EMAIL_FIELD_ID = 'newsletter-email';

export interface NewsletterBoxProps {
  locale: Locale;
  /** Stores the address; rejects when it was not stored. */
  subscribe: (email: string) => Promise<void>;
  /** The visitor started filling the box in (the form's pace is checked from here). */
  onStart?: () => void;
}

export function NewsletterBox({ locale, subscribe, onStart }: NewsletterBoxProps) {
  const { newsletter } = getMessages(locale).blog;
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (!isValidContactEmail(email)) {
      setError(newsletter.invalidEmail);
      document.getElementById(EMAIL_FIELD_ID)?.focus();
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
      <div className="stack stack--sm">
        <h2 className="title title--2 blog-sidebar-box__title" id="newsletter-title">
          {newsletter.title}
        </h2>
        <p className="text text--sm blog-sidebar-box__text">{newsletter.text}</p>
        <form onSubmit={handleSubmit} onFocus={onStart} noValidate>
          <div className="stack stack--sm">
            <TextField
              id={EMAIL_FIELD_ID}
              label={newsletter.emailLabel}
              error={error ?? undefined}
              type="email"
              placeholder={newsletter.placeholder}
              autoComplete="email"
              value={email}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                if (error) setError(null);
              }}
            />
            <button type="submit" className="button button--filled button--sm button--full" disabled={sending}>
              {sending ? newsletter.subscribing : newsletter.button}
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}
