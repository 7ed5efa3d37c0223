import { pickTranslated } from './format';
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

/** Spec 2.1 table as data: first path segment per page and language ('' for home). */
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

const BLOG_SEGMENT = 'blog';

export type ParsedPath =
  | { locale: Locale; page: PageKey; slug?: undefined }
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

/** '/', '/sluzby', '/en/services', '/de/leistungen', '/en' (home), with optional '#hash'. */
export function getHref(page: PageKey, locale: Locale, options?: { hash?: string }): string {
  const segment = ROUTE_SEGMENTS[page][locale];
  const path = `${localePrefix(locale)}${segment ? `/${segment}` : ''}` || '/';
  return `${path}${hashSuffix(options?.hash)}`;
}

/** '/blog/<slug>', '/en/blog/<slug>', '/de/blog/<slug>'. */
export function getBlogPostHref(slug: string, locale: Locale): string {
  return `${localePrefix(locale)}/${BLOG_SEGMENT}/${encodeURIComponent(slug)}`;
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

export function parsePath(pathname: string): ParsedPath {
  const { locale, rest } = splitLocale(pathSegments(pathname));
  const [first, second, ...extra] = rest;
  if (first === undefined) return { locale, page: 'home' };
  if (first === BLOG_SEGMENT && second !== undefined && extra.length === 0) {
    const slug = decodeSegment(second);
    return slug ? { locale, page: 'blogPost', slug } : { locale, page: null };
  }
  if (second !== undefined) return { locale, page: null };
  return { locale, page: pageForSegment(first, locale) ?? null };
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
  return getHref(parsed.page ?? 'home', target);
}
