import { LOCALES, switchLocalePath, type Locale } from '@app/i18n';

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:\/\//i;

/** Joins the configured public base URL and a root-relative path; absolute URLs pass through unchanged. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (ABSOLUTE_URL.test(path)) return path;
  const origin = siteUrl.replace(/\/+$/, '');
  return `${origin}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The same page in every language, with the translated first segment. */
export function alternatePaths(path: string): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, switchLocalePath(path, locale)])) as Record<
    Locale,
    string
  >;
}
