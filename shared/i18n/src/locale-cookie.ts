import { isLocale, type Locale } from './locales';

export const LOCALE_COOKIE = 'locale' as const;

export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The Set-Cookie / document.cookie string: `locale=en; Path=/; Max-Age=31536000; SameSite=Lax`. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/** Writes the cookie in the browser (no-op on the server). */
export function persistLocale(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.cookie = localeCookie(locale);
}

/** The stored language from a Cookie header or document.cookie, null when absent or not a language. */
export function readLocaleCookie(cookieHeader: string | null | undefined): Locale | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() !== LOCALE_COOKIE) continue;
    const value = pair.slice(separator + 1).trim();
    return isLocale(value) ? value : null;
  }
  return null;
}
