import { LOCALES, PAGE_KEYS, getHref } from '@app/i18n';

/** Every public page in every language: 9 pages × 3 languages. */
export function publicPaths(): string[] {
  return LOCALES.flatMap((locale) => PAGE_KEYS.map((page) => getHref(page, locale)));
}
