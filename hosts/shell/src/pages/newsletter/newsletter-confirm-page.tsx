import './newsletter-page.css';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { getHref } from '@app/i18n';
import { confirmNewsletterSubscription } from '@app/content';
import { getPublicClient } from '@app/supabase';
import { useLocale, useMessages } from '../../components/locale/locale-context';
import { useDocumentMeta } from '../../hooks/use-document-meta';
import { isInvalidLink, linkAlternates, useLinkToken } from './link-token';

type ConfirmState = 'confirming' | 'confirmed' | 'invalid' | 'failed';

/**
 * /newsletter/potvrzeni?token=…: the link from the double opt-in e-mail confirms the subscription as the
 * page opens (opening the link is the confirmation the e-mail asks for), then says how it went.
 */
export function NewsletterConfirmPage() {
  const locale = useLocale();
  const { newsletterPages, common } = useMessages();
  const texts = newsletterPages.confirm;
  const token = useLinkToken();
  useDocumentMeta({ ...texts.meta, locale, noindex: true, alternates: linkAlternates('newsletterConfirm', token) });
  const [state, setState] = useState<ConfirmState>('confirming');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (token === undefined) return;
    if (token === null) {
      setState('invalid');
      return;
    }
    let current = true;
    setState('confirming');
    getPublicClient()
      .then((client) => confirmNewsletterSubscription(client, token))
      .then(
        () => current && setState('confirmed'),
        (error: unknown) => {
          console.error('Confirming the newsletter subscription failed:', error);
          if (current) setState(isInvalidLink(error) ? 'invalid' : 'failed');
        },
      );
    return () => {
      current = false;
    };
  }, [token, attempt]);

  const blogHref = getHref('blog', locale);
  return (
    <div className="site-container site-container--sm newsletter-page">
      <div className="newsletter-page__card">
        <h1 className="title title--2">{texts.title}</h1>
        <div className="newsletter-page__result" role="status">
          {state === 'confirming' && <p className="text newsletter-page__text">{texts.confirming}</p>}
          {state === 'confirmed' && (
            <>
              <h2 className="title title--3">{texts.confirmedTitle}</h2>
              <p className="text newsletter-page__text">{texts.confirmedText}</p>
              <Link to={blogHref} className="button button--filled">
                {texts.toBlog}
              </Link>
            </>
          )}
          {state === 'invalid' && (
            <>
              <h2 className="title title--3">{texts.invalidTitle}</h2>
              <p className="text newsletter-page__text">{texts.invalidText}</p>
              <Link to={getHref('blog', locale, { hash: 'newsletter' })} className="button button--filled">
                {texts.signUpAgain}
              </Link>
            </>
          )}
          {state === 'failed' && (
            <>
              <h2 className="title title--3">{texts.failedTitle}</h2>
              <p className="text newsletter-page__text">{texts.failedText}</p>
              <div className="newsletter-page__actions">
                <button type="button" className="button button--filled" onClick={() => setAttempt((count) => count + 1)}>
                  {common.retry}
                </button>
                <Link to={blogHref} className="button button--outline">
                  {texts.toBlog}
                </Link>
              </div>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
