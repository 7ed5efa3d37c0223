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

export function sitemapXml(entries: readonly SitemapEntry[], siteUrl: string): string {
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

/**
 * URLs per sitemap file once the site is split. The protocol allows 50,000, but a post's entry with its
 * four alternates is about 700 bytes: 1,000 keep each file near 0.7 MB, quick for a crawler to fetch and
 * for the publisher to rewrite when a post changes.
 */
export const SITEMAP_URL_LIMIT = 1000;

/** The sitemap crawlers are told about (robots.txt): the one file, or the index of the files once split. */
export const SITEMAP_FILE = 'sitemap.xml';

function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));
}

const newest = (entries: readonly SitemapEntry[]) =>
  entries.reduce<string | undefined>((latest, { lastmod }) => (lastmod && (!latest || lastmod > latest) ? lastmod : latest), undefined);

/** A sitemaps.org index of child sitemaps (file names relative to the site's root), each with its newest lastmod. */
export function sitemapIndexXml(children: readonly { file: string; lastmod?: string }[], siteUrl: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...children.map(({ file, lastmod }) =>
      [
        '  <sitemap>',
        `    <loc>${escapeMarkup(absoluteUrl(siteUrl, `/${file}`))}</loc>`,
        ...(lastmod ? [`    <lastmod>${escapeMarkup(lastmod)}</lastmod>`] : []),
        '  </sitemap>',
      ].join('\n'),
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/**
 * The sitemap files, by name: up to SITEMAP_URL_LIMIT URLs, one sitemap.xml as ever; beyond, sitemap.xml is an
 * index of sitemap-pages.xml (the site's pages) and sitemap-posts-1.xml, -2, … (the posts, at most the limit
 * each). Pass the posts oldest first: a new post then changes only the last file.
 */
export function sitemapFiles(pages: readonly SitemapEntry[], posts: readonly SitemapEntry[], siteUrl: string): Map<string, string> {
  if (pages.length + posts.length <= SITEMAP_URL_LIMIT) return new Map([[SITEMAP_FILE, sitemapXml([...pages, ...posts], siteUrl)]]);
  const children = [
    ...chunks(pages, SITEMAP_URL_LIMIT).map((entries, index) => ({ file: index === 0 ? 'sitemap-pages.xml' : `sitemap-pages-${index + 1}.xml`, entries })),
    ...chunks(posts, SITEMAP_URL_LIMIT).map((entries, index) => ({ file: `sitemap-posts-${index + 1}.xml`, entries })),
  ];
  return new Map([
    [SITEMAP_FILE, sitemapIndexXml(children.map(({ file, entries }) => ({ file, lastmod: newest(entries) })), siteUrl)],
    ...children.map(({ file, entries }): [string, string] => [file, sitemapXml(entries, siteUrl)]),
  ]);
}

/** Whether a file in the site's root is one of the sitemap files (those a smaller site no longer has are removed). */
export function isSitemapFile(file: string): boolean {
  return /^sitemap(-[a-z]+(-\d+)?)?\.xml$/.test(file);
}
