import { pickTranslated } from './translated';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from './locales';

export type PageKey =
  | 'home'
  | 'services'
  | 'modules'
  | 'references'
  | 'pricing'
  | 'blog'
  | 'contact'
  | 'privacy'
  | 'terms';

export const PAGE_KEYS: readonly PageKey[] = [
  'home',
  'services',
  'modules',
  'references',
  'pricing',
  'blog',
  'contact',
  'privacy',
  'terms',
];

/** The route table as data: first path segment per page and language ('' for home). */
export const ROUTE_SEGMENTS: Record<PageKey, Record<Locale, string>> = {
  home: { cs: '', en: '', de: '' },
  services: { cs: 'sluzby', en: 'services', de: 'leistungen' },
  modules: { cs: 'moduly', en: 'modules', de: 'module' },
  references: { cs: 'reference', en: 'customers', de: 'referenzen' },
  pricing: { cs: 'cenik', en: 'pricing', de: 'preise' },
  blog: { cs: 'blog', en: 'blog', de: 'blog' },
  contact: { cs: 'kontakt', en: 'contact', de: 'kontakt' },
  privacy: { cs: 'gdpr', en: 'privacy', de: 'datenschutz' },
  terms: { cs: 'obchodni-podminky', en: 'terms', de: 'agb' },
};

/**
 * Pages opened from links in e-mails (the newsletter's confirmation and unsubscribe links): prerendered
 * in every language like the others, but `noindex`, outside the sitemap and the navigation. Their paths
 * have two segments under the language prefix.
 */
export type EmailLinkPageKey = 'newsletterConfirm' | 'newsletterUnsubscribe';

export const EMAIL_LINK_PAGE_KEYS: readonly EmailLinkPageKey[] = ['newsletterConfirm', 'newsletterUnsubscribe'];

export const EMAIL_LINK_SEGMENTS: Record<EmailLinkPageKey, Record<Locale, string>> = {
  newsletterConfirm: { cs: 'newsletter/potvrzeni', en: 'newsletter/confirm', de: 'newsletter/bestaetigen' },
  newsletterUnsubscribe: { cs: 'newsletter/odhlaseni', en: 'newsletter/unsubscribe', de: 'newsletter/abmelden' },
};

/**
 * Every page that is prerendered in every language but kept `noindex`, outside the sitemap and the
 * navigation: the pages e-mails link to, and the search results (one page per query is not content).
 */
export type UnlistedPageKey = EmailLinkPageKey | 'search';

export const UNLISTED_PAGE_KEYS: readonly UnlistedPageKey[] = [...EMAIL_LINK_PAGE_KEYS, 'search'];

const UNLISTED_PAGE_SEGMENTS: Record<UnlistedPageKey, Record<Locale, string>> = {
  ...EMAIL_LINK_SEGMENTS,
  search: { cs: 'hledat', en: 'search', de: 'suche' },
};

const BLOG_SEGMENT = 'blog';

/** The segments of the blog list's own pages: `/blog/strana/2`, `/en/blog/category/analyses/page/2`. */
export const BLOG_LIST_SEGMENTS: Record<'page' | 'category', Record<Locale, string>> = {
  page: { cs: 'strana', en: 'page', de: 'seite' },
  category: { cs: 'kategorie', en: 'category', de: 'kategorie' },
};

/**
 * One page of the blog list: `category` is the category's slug in the URL's language (null: every post),
 * `page` counts from 1 (page 1 is the list's own URL, without the page segments).
 */
export interface BlogListLocation {
  category: string | null;
  page: number;
}

export type ParsedPath =
  | { locale: Locale; page: PageKey; slug?: undefined; list?: BlogListLocation }
  | { locale: Locale; page: UnlistedPageKey; slug?: undefined }
  | { locale: Locale; page: 'blogPost'; slug: string }
  | { locale: Locale; page: null };

function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

function hashSuffix(hash: string | undefined): string {
  if (!hash) return '';
  const bare = hash.startsWith('#') ? hash.slice(1) : hash;
  return bare ? `#${bare}` : '';
}

function querySuffix(query: Record<string, string | null | undefined> | undefined): string {
  const entries = Object.entries(query ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '');
  return entries.length > 0 ? `?${new URLSearchParams(entries).toString()}` : '';
}

function isUnlistedPage(page: PageKey | UnlistedPageKey): page is UnlistedPageKey {
  return (UNLISTED_PAGE_KEYS as readonly string[]).includes(page);
}

/**
 * '/', '/sluzby', '/en/services', '/de/leistungen', '/en' (home), '/de/newsletter/abmelden', '/hledat', with an optional
 * query (empty values left out) and '#hash'.
 */
export function getHref(
  page: PageKey | UnlistedPageKey,
  locale: Locale,
  options?: { hash?: string; query?: Record<string, string | null | undefined> },
): string {
  const segment = isUnlistedPage(page) ? UNLISTED_PAGE_SEGMENTS[page][locale] : ROUTE_SEGMENTS[page][locale];
  const path = `${localePrefix(locale)}${segment ? `/${segment}` : ''}` || '/';
  return `${path}${querySuffix(options?.query)}${hashSuffix(options?.hash)}`;
}

/** '/blog/<slug>', '/en/blog/<slug>', '/de/blog/<slug>'. */
export function getBlogPostHref(slug: string, locale: Locale): string {
  return `${localePrefix(locale)}/${BLOG_SEGMENT}/${encodeURIComponent(slug)}`;
}

/**
 * A page of the blog list: '/blog', '/blog/strana/2', '/en/blog/category/analyses', '/de/blog/kategorie/analysen/seite/3'.
 * Page 1 has no page segments, so it has one URL only.
 */
export function getBlogListHref(locale: Locale, location: Partial<BlogListLocation> = {}): string {
  const page = Math.max(1, Math.floor(location.page ?? 1));
  const category = location.category ? `/${BLOG_LIST_SEGMENTS.category[locale]}/${encodeURIComponent(location.category)}` : '';
  const pageSuffix = page > 1 ? `/${BLOG_LIST_SEGMENTS.page[locale]}/${page}` : '';
  return `${localePrefix(locale)}/${BLOG_SEGMENT}${category}${pageSuffix}`;
}

/**
 * The React Router patterns of the blog list's pages beyond '/blog' in one language (`:page`, `:category`);
 * the page reads its location with parsePath.
 */
export function blogListRoutePatterns(locale: Locale): string[] {
  const base = `${localePrefix(locale)}/${BLOG_SEGMENT}`;
  const page = `${BLOG_LIST_SEGMENTS.page[locale]}/:page`;
  const category = `${BLOG_LIST_SEGMENTS.category[locale]}/:category`;
  return [`${base}/${page}`, `${base}/${category}`, `${base}/${category}/${page}`];
}

/** A page in every language with the same query (a link's token, a search), so switching the language keeps it. */
export function pageAlternates(
  page: PageKey | UnlistedPageKey,
  query: Record<string, string | null | undefined>,
): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, getHref(page, locale, { query })])) as Record<Locale, string>;
}

/**
 * A post's page in every language: its own slug there, else its Czech one (the site shows a post without
 * that language's text in Czech under that language's prefix, so that page exists too).
 */
export function blogPostAlternates(slugs: Partial<Record<`slug_${Locale}`, string | null>>): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, getBlogPostHref(pickTranslated(slugs, 'slug', locale), locale)])) as Record<Locale, string>;
}

function pathSegments(pathname: string): string[] {
  const withoutQueryOrHash = pathname.split(/[?#]/, 1)[0] ?? '';
  return withoutQueryOrHash.split('/').filter((segment) => segment !== '');
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function splitLocale(segments: string[]): { locale: Locale; rest: string[] } {
  const [first, ...rest] = segments;
  if (first !== undefined && first !== DEFAULT_LOCALE && isLocale(first)) {
    return { locale: first, rest };
  }
  return { locale: DEFAULT_LOCALE, rest: segments };
}

function pageForSegment(segment: string, locale: Locale): PageKey | undefined {
  return PAGE_KEYS.find((page) => page !== 'home' && ROUTE_SEGMENTS[page][locale] === segment);
}

function unlistedPageFor(segments: string, locale: Locale): UnlistedPageKey | undefined {
  return UNLISTED_PAGE_KEYS.find((page) => UNLISTED_PAGE_SEGMENTS[page][locale] === segments);
}

/** '2' → 2; '1' (page 1 is the list's own URL), '0', '02', '2x' → null. */
function listPageNumber(segment: string): number | null {
  return /^[1-9]\d{0,5}$/.test(segment) && segment !== '1' ? Number(segment) : null;
}

/** The segments after 'blog' of a list page ([page, N], [category, slug], [category, slug, page, N]), else null. */
function parseBlogList(segments: string[], locale: Locale): BlogListLocation | null {
  const [first, second, third, fourth, ...extra] = segments;
  if (first === undefined || second === undefined || extra.length > 0) return null;
  const pageOf = (label: string | undefined, value: string | undefined): number | null =>
    label === BLOG_LIST_SEGMENTS.page[locale] && value !== undefined ? listPageNumber(value) : null;
  if (third === undefined) {
    if (first === BLOG_LIST_SEGMENTS.category[locale]) {
      const category = decodeSegment(second);
      return category ? { category, page: 1 } : null;
    }
    const page = pageOf(first, second);
    return page === null ? null : { category: null, page };
  }
  if (first !== BLOG_LIST_SEGMENTS.category[locale]) return null;
  const category = decodeSegment(second);
  const page = pageOf(third, fourth);
  return category && page !== null ? { category, page } : null;
}

export function parsePath(pathname: string): ParsedPath {
  const { locale, rest } = splitLocale(pathSegments(pathname));
  const [first, second, ...extra] = rest;
  if (first === undefined) return { locale, page: 'home' };
  if (first === BLOG_SEGMENT && extra.length > 0) {
    const list = parseBlogList([second ?? '', ...extra], locale);
    return list ? { locale, page: 'blog', list } : { locale, page: null };
  }
  if (first === BLOG_SEGMENT && second !== undefined && extra.length === 0) {
    const slug = decodeSegment(second);
    return slug ? { locale, page: 'blogPost', slug } : { locale, page: null };
  }
  if (second !== undefined) {
    return { locale, page: (extra.length === 0 ? unlistedPageFor(`${first}/${second}`, locale) : undefined) ?? null };
  }
  return { locale, page: pageForSegment(first, locale) ?? unlistedPageFor(first, locale) ?? null };
}

/** Language from the URL prefix, Czech when there is none. */
export function localeFromPath(pathname: string): Locale {
  return splitLocale(pathSegments(pathname)).locale;
}

/**
 * Same page in another language by the route table: the translated segment; unknown paths go to that
 * language's home. A post's slug differs per language, so without its row (blogPostAlternates) only a
 * Czech slug is known to open in every language (the site redirects it to the language's own); an English
 * or German one leads to the target language's blog list.
 */
export function switchLocalePath(pathname: string, target: Locale): string {
  const parsed = parsePath(pathname);
  if (parsed.page === 'blogPost') {
    return parsed.locale === DEFAULT_LOCALE || parsed.locale === target ? getBlogPostHref(parsed.slug, target) : getHref('blog', target);
  }
  // A category's slug differs per language (the list page passes its own alternates): without it, the whole list.
  if (parsed.page === 'blog' && parsed.list) {
    return getBlogListHref(target, parsed.list.category === null ? { page: parsed.list.page } : parsed.locale === target ? parsed.list : {});
  }
  return getHref(parsed.page ?? 'home', target);
}
