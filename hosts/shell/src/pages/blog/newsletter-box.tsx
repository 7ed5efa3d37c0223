import './newsletter-box.css';
import { useState, type FormEvent } from 'react';
import { isEmailAddress, PublicInsertError, TOO_MANY_SUBMISSIONS } from '@app/content';
import { TextField } from '../../components/form-field';
import { HoneypotField } from '../../components/honeypot-field';
import { useMessages } from '../../components/locale/locale-context';

/** PostgreSQL's check_violation: the database refused the address. */
const CHECK_VIOLATION = '23514';

const EMAIL_FIELD_ID = 'newsletter-email';

/** The box's anchor: the newsletter pages' "sign up again" links lead here (/blog#newsletter). */
export const NEWSLETTER_BOX_ID = 'newsletter';

export interface NewsletterBoxProps {
  /** Stores the address (with the honeypot's value); rejects when it was not stored. */
  subscribe: (email: string, honeypot: string) => Promise<void>;
}

/**
 * The blog's newsletter sign-up. Double opt-in: the answer asks the visitor to confirm in the e-mail, the
 * same for any address (it never tells who is subscribed already); what went wrong shows in the box.
 */
export function NewsletterBox({ subscribe }: NewsletterBoxProps) {
  const { common, blog } = useMessages();
  const { newsletter } = blog;
  const [email, setEmail] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<'tooMany' | 'other' | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    if (!isEmailAddress(email)) {
      setError(newsletter.invalidEmail);
      document.getElementById(EMAIL_FIELD_ID)?.focus();
      return;
    }
    setError(null);
    setSending(true);
    try {
      await subscribe(email.trim(), honeypot);
      setDone(true);
    } catch (problem) {
      console.error('Newsletter sign-up failed:', problem);
      if (problem instanceof PublicInsertError && problem.code === CHECK_VIOLATION) {
        setError(newsletter.invalidEmail);
      } else {
        setFailure(problem instanceof PublicInsertError && problem.code === TOO_MANY_SUBMISSIONS ? 'tooMany' : 'other');
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <section id={NEWSLETTER_BOX_ID} className="blog-sidebar-box blog-newsletter" aria-labelledby="newsletter-title">
      <div className="stack stack--sm">
        <h2 className="title title--2 blog-sidebar-box__title" id="newsletter-title">
          {newsletter.title}
        </h2>
        {done ? (
          <div className="blog-newsletter__done" role="status">
            <p className="text text--sm blog-newsletter__done-title">{newsletter.successTitle}</p>
            <p className="text text--sm blog-sidebar-box__text">{newsletter.successMessage}</p>
          </div>
        ) : (
          <>
            <p className="text text--sm blog-sidebar-box__text">{newsletter.text}</p>
            <form onSubmit={handleSubmit} noValidate>
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
                <HoneypotField id="newsletter-website" label={common.honeypotLabel} value={honeypot} onChange={setHoneypot} />
                {failure && (
                  <p className="form-alert" role="alert">
                    {failure === 'tooMany' ? (
                      common.tooManyAttempts
                    ) : (
                      <>
                        <strong className="form-alert__title">{newsletter.errorTitle}</strong> {newsletter.errorMessage}
                      </>
                    )}
                  </p>
                )}
                <button type="submit" className="button button--filled button--sm button--full" disabled={sending}>
                  {sending ? newsletter.subscribing : newsletter.button}
                </button>
              </div>
            </form>
          </>
        )}
      </div>
    </section>
  );
}
