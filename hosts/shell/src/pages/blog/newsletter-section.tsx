import type { Locale } from '@app/i18n';
import { subscribeToNewsletter } from '@app/content';
import { getPublicClient } from '@app/supabase';
import { useLocale } from '../../components/locale/locale-context';
import { NewsletterBox } from './newsletter-box';
import { newsletterToken } from './newsletter-token';

async function subscribe(email: string, honeypot: string, locale: Locale): Promise<void> {
  const client = await getPublicClient();
  try {
    await subscribeToNewsletter(client, email, { locale, honeypot, formToken: await newsletterToken.take() });
  } finally {
    newsletterToken.renew();
  }
}

/** The newsletter box wired to the database (a chunk of its own: see the blog page). */
export function NewsletterSection() {
  const locale = useLocale();
  return <NewsletterBox subscribe={(email, honeypot) => subscribe(email, honeypot, locale)} />;
}
