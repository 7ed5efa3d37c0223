import './newsletter-box.css';
import { useState, type FormEvent } from 'react';
import { isEmailAddress, PublicInsertError, TOO_MANY_SUBMISSIONS } from '@app/content';
import { TextField } from '../../components/form-field';
import { HoneypotField } from '../../components/honeypot-field';
import { useMessages } from '../../components/locale/locale-context';

/** PostgreSQL's check_violation: the database refused the address. */
const CHECK_VIOLATION = '23514';

const EMAIL_FIELD_ID = 'newsletter-email';
const HONEYPOT_FIELD_ID = 'newsletter-website';

/** A field's value as the page holds it, or null without the field (or a page: the server). */
function fieldValue(id: string): string | null {
  if (typeof document === 'undefined') return null;
  const field = document.getElementById(id);
  return field instanceof HTMLInputElement ? field.value : null;
}

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
  const { common, blogList } = useMessages();
  const { newsletter } = blogList;
  // The box hydrates when the visitor first touches it (see the blog page), often while they or their
  // browser's autofill type: the address field is the browser's own (uncontrolled, read when sent), so
  // nothing typed before or during hydration is lost.
  const [honeypot, setHoneypot] = useState(() => fieldValue(HONEYPOT_FIELD_ID) ?? '');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<'tooMany' | 'other' | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const address = fieldValue(EMAIL_FIELD_ID) ?? '';
    const trap = fieldValue(HONEYPOT_FIELD_ID) ?? honeypot;
    setFailure(null);
    if (!isEmailAddress(address)) {
      setError(newsletter.invalidEmail);
      document.getElementById(EMAIL_FIELD_ID)?.focus();
      return;
    }
    setError(null);
    setSending(true);
    try {
      await subscribe(address.trim(), trap);
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
                  onChange={() => {
                    if (error) setError(null);
                  }}
                />
                <HoneypotField id={HONEYPOT_FIELD_ID} label={common.honeypotLabel} value={honeypot} onChange={setHoneypot} />
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
