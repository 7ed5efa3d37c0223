import { LOCALES, blogPostAlternates, getHref, type Locale } from '@app/i18n';
import type { PublicPages } from './publish-watch';

/** A public page showing a record, in one language ("EN" → /en/blog/slug). */
export interface PublicLink {
  label: string;
  /** The language's name, for the link's accessible name ("anglicky"). */
  language: string;
  href: string;
}

const LABEL: Record<Locale, { label: string; language: string }> = {
  cs: { label: 'CZ', language: 'česky' },
  en: { label: 'EN', language: 'anglicky' },
  de: { label: 'DE', language: 'německy' },
};

/**
 * The record's pages in every language: the site's page (modules, pricing, references, contact), or a post's
 * page, which the site shows in each language while the post is public (its own slug there, else the Czech one).
 */
export function publicLinks(pages: PublicPages): PublicLink[] {
  if (!pages) return [];
  const hrefs = 'page' in pages ? (Object.fromEntries(LOCALES.map((locale) => [locale, getHref(pages.page, locale)])) as Record<Locale, string>) : blogPostAlternates(pages.blogPost);
  return LOCALES.map((locale) => ({ ...LABEL[locale], href: hrefs[locale] }));
}
