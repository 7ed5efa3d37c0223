import { EMAIL_LINK_PAGE_KEYS, LOCALES, PAGE_KEYS, getHref } from '@app/i18n';

/** Every public page in every language: 9 pages × 3 languages. */
export function publicPaths(): string[] {
  return LOCALES.flatMap((locale) => PAGE_KEYS.map((page) => getHref(page, locale)));
}

/** The pages e-mails link to (newsletter confirmation and unsubscribe) in every language: 2 × 3, noindex. */
export function emailLinkPaths(): string[] {
  return LOCALES.flatMap((locale) => EMAIL_LINK_PAGE_KEYS.map((page) => getHref(page, locale)));
}
