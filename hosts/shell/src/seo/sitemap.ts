import { DEFAULT_LOCALE, LOCALES, PAGE_KEYS, getHref, type Locale } from '@app/i18n';
import { escapeMarkup } from './escape';
import { absoluteUrl } from './urls';

export interface SitemapEntry {
  path: string;
  alternates?: Record<Locale, string>;
  /** W3C datetime, e.g. '2026-01-31' or an ISO timestamp. */
  lastmod?: string;
}

function alternateLinks(alternates: Record<Locale, string>, siteUrl: string): string[] {
  const link = (hreflang: string, path: string) =>
    `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(absoluteUrl(siteUrl, path))}"/>`;
  return [...LOCALES.map((locale) => link(locale, alternates[locale])), link('x-default', alternates[DEFAULT_LOCALE])];
}

function urlElement(entry: SitemapEntry, siteUrl: string): string {
  return [
    '  <url>',
    `    <loc>${escapeMarkup(absoluteUrl(siteUrl, entry.path))}</loc>`,
    ...(entry.lastmod ? [`    <lastmod>${escapeMarkup(entry.lastmod)}</lastmod>`] : []),
    ...(entry.alternates ? alternateLinks(entry.alternates, siteUrl) : []),
    '  </url>',
  ].join('\n');
}

export function sitemapXml(entries: SitemapEntry[], siteUrl: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries.map((entry) => urlElement(entry, siteUrl)),
    '</urlset>',
    '',
  ].join('\n');
}

/** Every public page in every language (9 × 3), each listing its translations. */
export function publicSitemapEntries(): SitemapEntry[] {
  return PAGE_KEYS.flatMap((page) => {
    const alternates = Object.fromEntries(LOCALES.map((locale) => [locale, getHref(page, locale)])) as Record<
      Locale,
      string
    >;
    return LOCALES.map((locale) => ({ path: alternates[locale], alternates }));
  });
}
