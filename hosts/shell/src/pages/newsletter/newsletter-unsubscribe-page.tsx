import './newsletter-page.css';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { getHref } from '@app/i18n';
import { unsubscribeFromNewsletter } from '@app/content';
import { getPublicClient } from '@app/supabase';
import { useLocale, useMessages } from '../../components/locale/locale-context';
import { useDocumentMeta } from '../../hooks/use-document-meta';
import { isInvalidLink, linkAlternates, tokenOf, useLinkToken } from './link-token';

type UnsubscribeState = 'ready' | 'working' | 'done' | 'invalid' | 'failed';

/**
 * /newsletter/odhlaseni?token=…: the unsubscribe link of every newsletter e-mail. Nothing happens until
 * the visitor presses the button, so mail scanners that open links do not unsubscribe anyone; no sign-in.
 */
export function NewsletterUnsubscribePage() {
  const locale = useLocale();
  const texts = useMessages().newsletterPages.unsubscribe;
  const token = useLinkToken();
  const { search } = useLocation();
  useDocumentMeta({ ...texts.meta, locale, noindex: true, alternates: linkAlternates('newsletterUnsubscribe', token) });
  const [state, setState] = useState<UnsubscribeState>('ready');

  const unsubscribe = async () => {
    // From the URL itself: a press made before hydration is replayed before the token's state is set.
    const linkToken = tokenOf(search);
    if (state === 'working') return;
    if (!linkToken) {
      setState('invalid');
      return;
    }
    setState('working');
    try {
      await unsubscribeFromNewsletter(await getPublicClient(), linkToken);
      setState('done');
    } catch (error) {
      console.error('Unsubscribing from the newsletter failed:', error);
      setState(isInvalidLink(error) ? 'invalid' : 'failed');
    }
  };

  const blogHref = getHref('blog', locale);
  const invalid = token === null || state === 'invalid';
  return (
    <div className="site-container site-container--sm newsletter-page">
      <div className="newsletter-page__card">
        <h1 className="title title--2">{texts.title}</h1>
        <div className="newsletter-page__result" role="status">
          {state === 'done' ? (
            <>
              <h2 className="title title--3">{texts.doneTitle}</h2>
              <p className="text newsletter-page__text">{texts.doneText}</p>
              <p className="text newsletter-page__text">{texts.againText}</p>
              <Link to={blogHref} className="button button--outline">
                {texts.toBlog}
              </Link>
            </>
          ) : invalid ? (
            <>
              <h2 className="title title--3">{texts.invalidTitle}</h2>
              <p className="text newsletter-page__text">{texts.invalidText}</p>
              <Link to={getHref('contact', locale, { hash: 'nabidka' })} className="button button--outline">
                {texts.contact}
              </Link>
            </>
          ) : null}
        </div>
        {!invalid && state !== 'done' && (
          <>
            <p className="text newsletter-page__text">{texts.text}</p>
            {state === 'failed' && (
              <p className="form-alert" role="alert">
                {texts.failedText}
              </p>
            )}
            <button type="button" className="button button--filled" disabled={state === 'working'} onClick={() => void unsubscribe()}>
              {state === 'working' ? texts.working : texts.button}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
