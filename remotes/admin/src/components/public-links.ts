import { LOCALES, blogPostAlternates, getHref, type Locale, type PageKey } from '@app/i18n';
import type { PublicLink } from './publish-watch';

const LABEL: Record<Locale, { label: string; language: string }> = {
  cs: { label: 'CZ', language: 'česky' },
  en: { label: 'EN', language: 'anglicky' },
  de: { label: 'DE', language: 'německy' },
};

const linksTo = (hrefs: Record<Locale, string>): PublicLink[] => LOCALES.map((locale) => ({ ...LABEL[locale], href: hrefs[locale] }));

/** A page of the public site in every language (the modules, pricing, references or contact page). */
export function pageLinks(page: PageKey): PublicLink[] {
  return linksTo(Object.fromEntries(LOCALES.map((locale) => [locale, getHref(page, locale)])) as Record<Locale, string>);
}

/** A post's page in every language: the site shows a public post in each (its own slug there, else the Czech one). */
export function blogPostLinks(slugs: Partial<Record<`slug_${Locale}`, string | null>>): PublicLink[] {
  return linksTo(blogPostAlternates(slugs));
}
