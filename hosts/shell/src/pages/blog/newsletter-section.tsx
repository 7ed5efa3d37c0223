import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { Locale } from '@app/i18n';
import { subscribeToNewsletter } from '@app/content';
import { getPublicClient } from '@app/supabase';
import { useLocale } from '../../components/locale/locale-context';
import { NEWSLETTER_BOX_ID, NewsletterBox } from './newsletter-box';
import { newsletterToken } from './newsletter-token';

async function subscribe(email: string, honeypot: string, locale: Locale): Promise<void> {
  const client = await getPublicClient();
  // Where this visit came from (kept in memory for the visit), as the contact form sends it.
  const attribution = import('../../features/analytics/visit').then((module) => module.visitAttribution(), () => null);
  try {
    await subscribeToNewsletter(client, email, { locale, honeypot, formToken: await newsletterToken.take(), attribution: await attribution });
  } finally {
    newsletterToken.renew();
  }
}

/** The newsletter box wired to the database (a chunk of its own: see the blog page). */
export function NewsletterSection() {
  const locale = useLocale();
  const { hash } = useLocation();
  // A client-side visit to /blog#newsletter (the newsletter pages' "sign up again") renders the box once its
  // code has arrived, after the page's own scroll to the anchor: bring it into view then.
  useEffect(() => {
    if (hash !== `#${NEWSLETTER_BOX_ID}`) return;
    const box = document.getElementById(NEWSLETTER_BOX_ID);
    const top = box?.getBoundingClientRect().top;
    if (box && top !== undefined && (top < 0 || top >= window.innerHeight)) box.scrollIntoView({ block: 'start' });
  }, [hash]);
  return <NewsletterBox subscribe={(email, honeypot) => subscribe(email, honeypot, locale)} />;
}
