import { LOCALES, PAGE_KEYS, UNLISTED_PAGE_KEYS, getHref } from '@app/i18n';

/** Every public page in every language: 9 pages × 3 languages. */
export function publicPaths(): string[] {
  return LOCALES.flatMap((locale) => PAGE_KEYS.map((page) => getHref(page, locale)));
}

/** The noindex pages outside the sitemap (newsletter confirmation and unsubscribe, search) in every language: 3 × 3. */
export function unlistedPaths(): string[] {
  return LOCALES.flatMap((locale) => UNLISTED_PAGE_KEYS.map((page) => getHref(page, locale)));
}
