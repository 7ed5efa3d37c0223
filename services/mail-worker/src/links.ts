import type { Locale } from '@app/i18n';

/**
 * The public site's newsletter pages per language (the link in the confirmation e-mail opens the first,
 * the unsubscribe link the second; each reads `?token=`).
 */
export const NEWSLETTER_PATHS: Record<'confirm' | 'unsubscribe', Record<Locale, string>> = {
  confirm: { cs: '/newsletter/potvrzeni', en: '/en/newsletter/confirm', de: '/de/newsletter/bestaetigen' },
  unsubscribe: { cs: '/newsletter/odhlaseni', en: '/en/newsletter/unsubscribe', de: '/de/newsletter/abmelden' },
};

/** Where the worker answers one-click unsubscribes (RFC 8058): POST, no API key, the signed token in the query. */
export const ONE_CLICK_PATH = '/newsletter/unsubscribe';

const trimSlash = (url: string) => url.replace(/\/+$/, '');

export function newsletterPageUrl(siteUrl: string, page: 'confirm' | 'unsubscribe', locale: Locale, token: string): string {
  return `${trimSlash(siteUrl)}${NEWSLETTER_PATHS[page][locale]}?token=${encodeURIComponent(token)}`;
}

/** The one-click unsubscribe URL of List-Unsubscribe, on the worker's public URL; `lang` picks the page a GET is sent on to. */
export function oneClickUnsubscribeUrl(workerPublicUrl: string, token: string, locale: Locale): string {
  return `${trimSlash(workerPublicUrl)}${ONE_CLICK_PATH}?token=${encodeURIComponent(token)}&lang=${locale}`;
}

/**
 * The back office's enquiry list searched for the visitor's address: it opens with that enquiry (and any
 * earlier one from the same person) on top. The list keeps its search in `?hledat=`.
 */
export function adminEnquiryUrl(adminUrl: string, email: string): string {
  return `${trimSlash(adminUrl)}/enquiries?hledat=${encodeURIComponent(email)}`;
}
