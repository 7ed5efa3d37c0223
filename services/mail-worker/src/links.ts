import { getHref, type Locale } from '@app/i18n';

/** The public site's pages the newsletter's links open (route table of @app/i18n); each reads `?token=`. */
const NEWSLETTER_PAGES = { confirm: 'newsletterConfirm', unsubscribe: 'newsletterUnsubscribe' } as const;

/** Where the worker answers one-click unsubscribes (RFC 8058): POST, no API key, the signed token in the query. */
export const ONE_CLICK_PATH = '/newsletter/unsubscribe';

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** E.g. https://www.example.cz/de/newsletter/bestaetigen?token=… */
export function newsletterPageUrl(siteUrl: string, page: 'confirm' | 'unsubscribe', locale: Locale, token: string): string {
  return `${trimSlash(siteUrl)}${getHref(NEWSLETTER_PAGES[page], locale, { query: { token } })}`;
}

/** The home page of the visitor's language (https://www.example.cz/de), the site an e-mail signs off with. */
export function siteHomeUrl(siteUrl: string, locale: Locale): string {
  const path = getHref('home', locale);
  return `${trimSlash(siteUrl)}${path === '/' ? '' : path}`;
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

/** Where the worker answers a click on an invitation link (GET, the invitation's one-time token in the query). */
export const INVITATION_PATH = '/invitation';

/** The link of the invitation e-mail, on the worker's public URL: valid as long as the invitation, not the auth service's hour. */
export function invitationLinkUrl(workerPublicUrl: string, token: string): string {
  return `${trimSlash(workerPublicUrl)}${INVITATION_PATH}?token=${encodeURIComponent(token)}`;
}
