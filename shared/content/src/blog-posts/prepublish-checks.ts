/**
 * Checks before publishing a post, per language, as pure functions of the post (as saved or as typed) and
 * of what the site holds around it (PrepublishContext, read by loadPrepublishContext). The editor shows
 * them beside its publish switch and the preview above the previewed page; the texts are Czech (both are
 * staff only). Only the translations rule can be enforced, by the database (publishing_rules()); the
 * others are warnings.
 */
import { DEFAULT_LOCALE, LOCALES, PAGE_KEYS, getBlogPostHref, parsePath, pickTranslated, type Locale, type PageKey } from '@app/i18n';
import type { Database } from '@app/supabase';
import { mediaPathOfUrl } from '../media/media-files';
import type { TranslationLanguage } from '../revisions/translation-status';
import { LANGUAGE_NOUN } from './missing-translations';

type BlogPostRow = Database['public']['Tables']['blog_posts']['Row'];
type LanguageColumns<Field extends string> = `${Field}_${Locale}`;

/** What the checks read of a post: its texts in every language, its cover and the languages falling back to Czech. */
export type PrepublishPost = Pick<
  BlogPostRow,
  | LanguageColumns<'title' | 'slug' | 'excerpt' | 'content' | 'meta_title' | 'meta_description'>
  | 'image_url'
  | 'cover_media_id'
  | 'fallback_languages'
>;

/** A library image the post shows, as the checks need it. */
export interface PrepublishMedia {
  id: string;
  path: string;
  file_name: string;
  size_bytes: number;
  /** The original's width (px). */
  width: number;
  /** Whether its resized copies are made (media_assets.variants_status): pending, ready or failed (variants_error says why). */
  variants_status: string;
  variants_error: string | null;
  alt_cs: string;
  alt_en: string | null;
  alt_de: string | null;
}

/** What the site holds that the checks compare the post with. */
export interface PrepublishContext {
  /** The library images the post shows (by path in the bucket, or its cover's id). */
  media: readonly PrepublishMedia[];
  /** Published posts (their slugs) that links of the post may name. */
  posts: readonly Pick<BlogPostRow, 'slug_cs' | 'slug_en' | 'slug_de'>[];
  /** Former slugs of published posts: the site redirects them. */
  redirects: readonly { locale: string; old_slug: string }[];
  /** The element ids the registered types' records set on the pages the links name (a module's section), by page. */
  pageAnchors: Partial<Record<PageKey, readonly string[]>>;
  /** Origins whose absolute links are the site's own (the page's origin, the site's URL). */
  siteOrigins: readonly string[];
  /** Nastavení "Vyžadovat úplné překlady": the database refuses to publish a post without its EN or DE version. */
  requireCompleteTranslations: boolean;
}

export type PrepublishRule = 'translation' | 'image-alt' | 'meta-title' | 'meta-description' | 'internal-link' | 'image-size' | 'image-variants';

export interface PrepublishIssue {
  rule: PrepublishRule;
  /** 'blocking': the database will refuse to publish; 'warning': the post can be published as it is. */
  severity: 'warning' | 'blocking';
  /** Czech, as the back office shows it. */
  message: string;
}

export interface PrepublishLanguageReport {
  language: Locale;
  issues: PrepublishIssue[];
  /** English and German: the translation is incomplete, so the page shows Czech texts in its place. */
  translationIncomplete: boolean;
  /** English and German: the editor chose to publish it with the Czech version as the fallback. */
  fallsBack: boolean;
}

export type PrepublishReport = Record<Locale, PrepublishLanguageReport>;

export const PAGE_TITLE_MAX = 60;
export const META_DESCRIPTION_RANGE = { min: 50, max: 160 } as const;
/**
 * A cover narrower than this is blurred where it is drawn widest (the post's column on a high-density
 * display) and as the shared 1200 × 630 image. Weight no longer matters: the site serves resized copies.
 */
export const COVER_MIN_WIDTH = 1200;


// ============================================================================
// HTML: the images and links of the rich text (the editor's own markup)
// ============================================================================

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : match;
    }
    return ENTITIES[entity.toLowerCase()] ?? match;
  });
}

/** The attributes of every `<tag …>` in the HTML (names lower case, values decoded; a bare attribute is ''). */
export function htmlElements(html: string | null | undefined, tag: string): Record<string, string>[] {
  const elements: Record<string, string>[] = [];
  const tagPattern = new RegExp(`<${tag}(?=[\\s/>])((?:[^>"']|"[^"]*"|'[^']*')*)>`, 'gi');
  for (const [, attributes = ''] of (html ?? '').matchAll(tagPattern)) {
    const element: Record<string, string> = {};
    for (const [, name, doubleQuoted, singleQuoted, bare] of attributes.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
      element[name!.toLowerCase()] = decodeEntities(doubleQuoted ?? singleQuoted ?? bare ?? '');
    }
    elements.push(element);
  }
  return elements;
}

/** The path of a library image from its URL; null for any other image (or a URL that does not decode). */
function mediaPathOf(src: string | null | undefined): string | null {
  try {
    return mediaPathOfUrl(src);
  } catch {
    return null;
  }
}

/** An image's name as the checks mention it: its library file name, else the last part of its URL. */
function imageName(src: string, media: PrepublishMedia | undefined): string {
  if (media) return media.file_name;
  const last = src.split(/[?#]/, 1)[0]!.split('/').filter(Boolean).pop() ?? src;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

// ============================================================================
// The rules, one function each
// ============================================================================

/** The database's rule (private.blog_translation_complete): title, slug, excerpt and content with text in it. */
export function translationComplete(post: PrepublishPost, language: Locale): boolean {
  return translationGaps(post, language).length === 0;
}

const TRANSLATED_FIELDS = [
  ['title', 'název'],
  ['slug', 'URL slug'],
  ['excerpt', 'perex'],
  ['content', 'obsah'],
] as const;

// btrim as the database trims: spaces only.
const spaceTrimmed = (value: string | null | undefined) => (value ?? '').replace(/^ +| +$/g, '');

/** The Czech names of the fields a language lacks for a complete translation. */
export function translationGaps(post: PrepublishPost, language: Locale): string[] {
  return TRANSLATED_FIELDS.filter(([field]) => {
    const value = post[`${field}_${language}`];
    return spaceTrimmed(field === 'content' ? (value ?? '').replace(/<[^>]*>/g, '') : value) === '';
  }).map(([, name]) => name);
}

/** The English or German version's issue: missing (blocking while complete translations are required) unless it falls back to Czech. */
export function translationIssue(post: PrepublishPost, language: TranslationLanguage, requireComplete: boolean): PrepublishIssue | null {
  const gaps = translationGaps(post, language);
  if (gaps.length === 0 || post.fallback_languages.includes(language)) return null;
  const noun = LANGUAGE_NOUN[language].version;
  const message =
    gaps.length === TRANSLATED_FIELDS.length
      ? `Chybí ${noun}; návštěvníci uvidí českou.`
      : `Neúplná ${noun} (chybí ${new Intl.ListFormat('cs', { type: 'conjunction' }).format(gaps)}); návštěvníci uvidí místo chybějícího český text.`;
  return { rule: 'translation', severity: requireComplete ? 'blocking' : 'warning', message };
}

/** The `src` of each image in the HTML without alternative text (none, or only spaces). */
export function imagesWithoutAlt(html: string | null | undefined): string[] {
  return htmlElements(html, 'img')
    .filter((image) => (image.alt ?? '').trim() === '')
    .map((image) => image.src ?? '');
}

/** Whether the language's own text of a field is there (else the page shows the Czech one). */
function ownText(post: PrepublishPost, field: 'title' | 'excerpt' | 'content' | 'meta_title' | 'meta_description', language: Locale): string {
  return (post[`${field}_${language}`] ?? '').trim();
}

/**
 * The page title: the meta title, else the post's title (the page adds the site's name to it). Over 60
 * characters search results cut it. Checked where the language has its own text.
 */
export function pageTitleIssue(post: PrepublishPost, language: Locale): PrepublishIssue | null {
  const metaTitle = ownText(post, 'meta_title', language);
  const text = metaTitle || ownText(post, 'title', language);
  const length = [...text].length;
  if (length <= PAGE_TITLE_MAX) return null;
  const subject = metaTitle ? 'Meta titulek' : 'Název (bez meta titulku je titulkem stránky)';
  return { rule: 'meta-title', severity: 'warning', message: `${subject} má ${length} znaků, doporučeno nejvýše ${PAGE_TITLE_MAX}.` };
}

/**
 * The meta description: its own, else the excerpt (as the page uses them); search results show 50 to 160
 * characters.
 */
export function metaDescriptionIssue(post: PrepublishPost, language: Locale): PrepublishIssue | null {
  const description = ownText(post, 'meta_description', language);
  const excerpt = ownText(post, 'excerpt', language);
  // Without its own description or excerpt a translation's page shows the Czech excerpt, checked under Czech.
  if (language !== DEFAULT_LOCALE && !description && !excerpt) return null;
  const text = description || excerpt;
  const length = [...text].length;
  const { min, max } = META_DESCRIPTION_RANGE;
  if (length >= min && length <= max) return null;
  const message = !text
    ? `Chybí meta popis i perex; doporučeno ${min}–${max} znaků.`
    : `${description ? 'Meta popis' : 'Perex (bez meta popisu je popisem stránky)'} má ${length} znaků, doporučeno ${min}–${max}.`;
  return { rule: 'meta-description', severity: 'warning', message };
}

/** A link of the post as a path of the site with its hash, or null for another site, an e-mail, a phone or the page itself. */
export function internalLinkTarget(href: string, pageUrl: string, siteOrigins: readonly string[]): { path: string; hash: string } | null {
  const trimmed = href.trim();
  if (trimmed === '' || trimmed.startsWith('#')) return null;
  const base = 'http://stranka.invalid';
  let url: URL;
  try {
    url = new URL(trimmed, `${base}${pageUrl}`);
  } catch {
    return null;
  }
  const own = url.origin === base || siteOrigins.some((origin) => origin.replace(/\/+$/, '') === url.origin);
  if (!own || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  return { path: url.pathname, hash: decodeURIComponent(url.hash.slice(1)) };
}

const isPageKey = (page: string | null): page is PageKey => (PAGE_KEYS as readonly (string | null)[]).includes(page);

/** Files (images, feeds, documents in storage) are not pages: the checks leave them to the browser. */
function isFilePath(path: string): boolean {
  return path.startsWith('/storage/') || /\.[a-z0-9]{1,8}$/i.test(path.split('/').pop() ?? '');
}

/** Whether a path (and hash) of the site leads to a page: the route table, a published post, a record's section of a page. */
export function internalPathExists(target: { path: string; hash: string }, context: Pick<PrepublishContext, 'posts' | 'redirects' | 'pageAnchors'>, own: PrepublishPost): boolean {
  if (isFilePath(target.path)) return true;
  const parsed = parsePath(target.path);
  if (parsed.page === null) return false;
  if (parsed.page === 'blogPost') {
    const { locale, slug } = parsed;
    // A post's page in a language uses its slug there, else its Czech one; the Czech slug opens in every language.
    const leadsThere = (post: Pick<BlogPostRow, 'slug_cs' | 'slug_en' | 'slug_de'>) => pickTranslated(post, 'slug', locale) === slug || post.slug_cs === slug;
    return leadsThere(own) || context.posts.some(leadsThere) || context.redirects.some((redirect) => redirect.locale === locale && redirect.old_slug === slug);
  }
  const anchors = isPageKey(parsed.page) ? context.pageAnchors[parsed.page] : undefined;
  if (anchors && target.hash) return anchors.includes(target.hash);
  return true;
}

/** The hrefs of the HTML's links to pages of the site that do not exist (pageUrl: where the post is, for relative links). */
export function brokenInternalLinks(html: string | null | undefined, pageUrl: string, context: Pick<PrepublishContext, 'posts' | 'redirects' | 'pageAnchors' | 'siteOrigins'>, own: PrepublishPost): string[] {
  return htmlElements(html, 'a').flatMap((link) => {
    const href = link.href ?? '';
    const target = internalLinkTarget(href, pageUrl, context.siteOrigins);
    return target && !internalPathExists(target, context, own) ? [href.trim()] : [];
  });
}

/** "2,4 MB" */
export function formatMegabytes(bytes: number): string {
  return `${new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`;
}

/** The library images among the sources whose resized copies could not be made (the page shows the original). */
export function unprocessedImages(sources: readonly string[], media: readonly PrepublishMedia[]): PrepublishMedia[] {
  const found = sources.flatMap((src) => {
    const path = mediaPathOf(src);
    const asset = path ? media.find((candidate) => candidate.path === path) : undefined;
    return asset && asset.variants_status === 'failed' ? [asset] : [];
  });
  return [...new Set(found)];
}

const pixels = (value: number) => `${new Intl.NumberFormat('cs-CZ').format(value)} px`;

/** The cover's library image: the one chosen in the library, else the library image at its URL. */
function coverMedia(post: PrepublishPost, media: readonly PrepublishMedia[]): PrepublishMedia | undefined {
  if (post.cover_media_id) return media.find((asset) => asset.id === post.cover_media_id);
  const path = mediaPathOf(post.image_url);
  return path ? media.find((asset) => asset.path === path) : undefined;
}

/**
 * The cover's alternative text. The public page takes it from the library image chosen as the cover
 * (cover_media_id): in the language, else the Czech one. A cover typed as a URL has none in any language
 * (said once, under Czech).
 */
export function coverAltIssue(post: PrepublishPost, media: readonly PrepublishMedia[], language: Locale): PrepublishIssue | null {
  if (!(post.image_url ?? '').trim()) return null;
  const chosen = post.cover_media_id ? media.find((asset) => asset.id === post.cover_media_id) : undefined;
  if (!post.cover_media_id || !chosen) {
    // An unknown id (the list could not say) is not reported: the library requires a Czech alt text.
    if (post.cover_media_id) return null;
    return language === DEFAULT_LOCALE
      ? { rule: 'image-alt', severity: 'warning', message: 'Obrázek článku nemá alternativní text v žádném jazyce: vyberte ho z knihovny médií, kde se popisuje.' }
      : null;
  }
  // A language without its own title shows a Czech page: the Czech alt text belongs there.
  if (language === 'cs' || !ownText(post, 'title', language) || (chosen[`alt_${language}`] ?? '').trim()) return null;
  return {
    rule: 'image-alt',
    severity: 'warning',
    message: `Obrázek článku „${chosen.file_name}“ nemá alternativní text ${LANGUAGE_NOUN[language].in} (použije se český); doplňte ho v knihovně médií.`,
  };
}

// ============================================================================
// The report
// ============================================================================

/**
 * Every check per language. A language without its own content (the Czech one shown instead) is checked
 * for the translation only: the Czech checks cover what it shows. The cover's size is reported under
 * Czech: the same image is on every language's page.
 */
export function prepublishChecks(post: PrepublishPost, context: PrepublishContext): PrepublishReport {
  const report = {} as PrepublishReport;
  for (const language of LOCALES) {
    const issues: PrepublishIssue[] = [];
    const translation = language === 'cs' ? null : translationIssue(post, language, context.requireCompleteTranslations);
    if (translation) issues.push(translation);

    const cover = coverAltIssue(post, context.media, language);
    if (cover) issues.push(cover);
    const content = ownText(post, 'content', language) ? post[`content_${language}`] : null;
    const mediaAt = (src: string) => {
      const path = mediaPathOf(src);
      return path ? context.media.find((asset) => asset.path === path) : undefined;
    };
    for (const src of imagesWithoutAlt(content)) {
      issues.push({ rule: 'image-alt', severity: 'warning', message: `Obrázek „${imageName(src, mediaAt(src))}“ v obsahu nemá alternativní text.` });
    }

    const title = pageTitleIssue(post, language);
    if (title) issues.push(title);
    const description = metaDescriptionIssue(post, language);
    if (description) issues.push(description);

    const pageUrl = getBlogPostHref(pickTranslated(post, 'slug', language) || 'clanek', language);
    for (const href of brokenInternalLinks(content, pageUrl, context, post)) {
      issues.push({ rule: 'internal-link', severity: 'warning', message: `Odkaz „${href}“ nevede na žádnou stránku webu.` });
    }

    const contentImages = htmlElements(content, 'img').map((image) => image.src ?? '');
    const coverImage = language === DEFAULT_LOCALE ? coverMedia(post, context.media) : undefined;
    if (coverImage && coverImage.width < COVER_MIN_WIDTH) {
      issues.push({
        rule: 'image-size',
        severity: 'warning',
        message: `Titulní obrázek „${coverImage.file_name}“ je široký jen ${pixels(coverImage.width)}, na velkých displejích a při sdílení bude neostrý; doporučeno aspoň ${pixels(COVER_MIN_WIDTH)}.`,
      });
    }
    const unprocessed = unprocessedImages(contentImages, context.media);
    if (coverImage && coverImage.variants_status === 'failed' && !unprocessed.includes(coverImage)) unprocessed.unshift(coverImage);
    for (const asset of unprocessed) {
      issues.push({
        rule: 'image-variants',
        severity: 'warning',
        message: `Obrázek „${asset.file_name}“ nemá zmenšené verze pro mobily, stránka načte celý soubor (${formatMegabytes(asset.size_bytes)}): ${asset.variants_error ?? 'zpracování selhalo'}`,
      });
    }

    const incomplete = language !== DEFAULT_LOCALE && !translationComplete(post, language);
    report[language] = {
      language,
      issues,
      translationIncomplete: incomplete,
      fallsBack: incomplete && post.fallback_languages.includes(language),
    };
  }
  return report;
}

/** How many issues the report has, and whether one of them stops the database from publishing. */
export function prepublishSummary(report: PrepublishReport): { count: number; blocking: boolean } {
  const issues = LOCALES.flatMap((language) => report[language].issues);
  return { count: issues.length, blocking: issues.some((issue) => issue.severity === 'blocking') };
}

// ============================================================================
// What to read from the database for a post
// ============================================================================

/** What loadPrepublishContext looks up for a post: the library images it shows, the posts its links name and the pages they name an element of. */
export interface PrepublishLookups {
  mediaPaths: string[];
  coverMediaId: string | null;
  postSlugs: string[];
  anchoredPages: PageKey[];
}

export function prepublishLookups(post: PrepublishPost, siteOrigins: readonly string[]): PrepublishLookups {
  const mediaPaths = new Set<string>();
  const postSlugs = new Set<string>();
  const anchoredPages = new Set<PageKey>();
  const coverPath = mediaPathOf(post.image_url);
  if (coverPath) mediaPaths.add(coverPath);
  for (const language of LOCALES) {
    const html = post[`content_${language}`];
    for (const image of htmlElements(html, 'img')) {
      const path = mediaPathOf(image.src);
      if (path) mediaPaths.add(path);
    }
    const pageUrl = getBlogPostHref(pickTranslated(post, 'slug', language) || 'clanek', language);
    for (const link of htmlElements(html, 'a')) {
      const target = internalLinkTarget(link.href ?? '', pageUrl, siteOrigins);
      if (!target) continue;
      const parsed = parsePath(target.path);
      if (parsed.page === 'blogPost') postSlugs.add(parsed.slug);
      if (isPageKey(parsed.page) && target.hash) anchoredPages.add(parsed.page);
    }
  }
  return { mediaPaths: [...mediaPaths].sort(), coverMediaId: post.cover_media_id || null, postSlugs: [...postSlugs].sort(), anchoredPages: [...anchoredPages].sort() };
}

/** The lookups as one key: the context is read again only when it changes. */
export function prepublishLookupsKey(lookups: PrepublishLookups): string {
  return JSON.stringify(lookups);
}
