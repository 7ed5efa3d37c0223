import type { Locale } from './locales';

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
