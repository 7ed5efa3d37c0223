import { LOCALES, blogPostAlternates, pickTranslated, readTimeMinutes, translatedLocale, type Locale } from '@app/i18n';
import { postPublishedAt, type PublicBlogPostRow, type PublicBlogPostSummaryRow } from './blog-post-rows';

/** A post of the blog list in the visitor's language. */
export interface BlogPostSummary {
  id: string;
  /** The slug for the visitor's language (the Czech one when the translation has none). */
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  /** The Czech category: what the sidebar filter matches on. */
  categoryKey: string;
  featured: boolean;
  published: boolean;
  readTimeMinutes: number;
  createdAt: string;
  /** When it went live: publish_at when scheduled, else created_at. The date the site shows. */
  publishedAt: string;
  updatedAt: string;
  /** Meta description of this language (no fallback to another language's), else ''. */
  metaDescription: string;
  /** The language each text above is really in: the visitor's, or Czech where it is the fallback. */
  lang: { title: Locale; excerpt: Locale; category: Locale };
  /** The languages the post is written in: Czech, and English or German where it has a title in them. */
  languages: Locale[];
  /** The post's page in each language (blogPostAlternates). */
  alternates: Record<Locale, string>;
}

/** The cover image as the post page draws it; width and height when known (a library image). */
export interface PostCover {
  src: string;
  alt: string;
  /** The alt text's language when it is not the visitor's (the Czech fallback). */
  lang?: Locale;
  width?: number;
  height?: number;
  /** Its resized copies as stored (media_assets.variants; parseMediaVariants reads them where the picture is drawn), else null. */
  variants: unknown;
  /** The cover as the server drew it (`<picture>`), on a prerendered page: the browser keeps it as it is. */
  markup?: string;
}

export interface BlogPostView extends BlogPostSummary {
  contentHtml: string;
  lang: BlogPostSummary['lang'] & { content: Locale };
  cover: PostCover | null;
  /** Meta title of this language, else ''. */
  metaTitle: string;
  /**
   * The image shared on social networks: this language's Open Graph image, else the cover's 1200 × 630
   * variant (a library image), else the cover image, else ''.
   */
  shareImage: string;
  authorName: string | null;
}

/** A column of exactly this language (SEO fields fall back to the page's own texts, not to Czech ones). */
function ownLanguage(row: Record<string, unknown>, field: string, locale: Locale): string {
  const value = row[`${field}_${locale}`];
  return typeof value === 'string' ? value.trim() : '';
}

/** The post in the visitor's language, each field falling back to Czech; read time 5 when empty. */
export function blogPostSummary(row: PublicBlogPostSummaryRow, locale: Locale): BlogPostSummary {
  return {
    id: row.id,
    slug: pickTranslated(row, 'slug', locale),
    title: pickTranslated(row, 'title', locale),
    excerpt: pickTranslated(row, 'excerpt', locale),
    category: pickTranslated(row, 'category', locale),
    categoryKey: row.category_cs ?? '',
    featured: row.featured,
    published: row.published,
    readTimeMinutes: readTimeMinutes(row.read_time),
    createdAt: row.created_at,
    publishedAt: postPublishedAt(row),
    updatedAt: row.updated_at,
    metaDescription: ownLanguage(row, 'meta_description', locale),
    lang: {
      title: translatedLocale(row, 'title', locale),
      excerpt: translatedLocale(row, 'excerpt', locale),
      category: translatedLocale(row, 'category', locale),
    },
    languages: LOCALES.filter((language) => language === 'cs' || ownLanguage(row, 'title', language) !== ''),
    alternates: blogPostAlternates(row),
  };
}

export function blogPostView(row: PublicBlogPostRow, locale: Locale): BlogPostView {
  const summary = blogPostSummary(row, locale);
  return {
    ...summary,
    contentHtml: pickTranslated(row, 'content', locale),
    lang: { ...summary.lang, content: translatedLocale(row, 'content', locale) },
    cover: postCover(row, locale),
    metaTitle: ownLanguage(row, 'meta_title', locale),
    shareImage: ownLanguage(row, 'og_image_url', locale) || coverShareImage(row),
    authorName: row.author_name ?? null,
  };
}

/**
 * When some of the shown texts are not in the visitor's language (the Czech fallback): the languages the
 * post can be read in, for the note that says so; null when every shown text is the visitor's.
 */
export function postFallbackLanguages<Field extends keyof BlogPostView['lang']>(
  post: { lang: Pick<BlogPostView['lang'], Field>; languages: readonly Locale[] },
  locale: Locale,
  shown: readonly Field[],
): Locale[] | null {
  if (shown.every((field) => post.lang[field] === locale)) return null;
  return post.languages.filter((language) => language !== locale);
}

/** The cover: the post's image URL, with its library image's alt text (this language's, else Czech) and size. */
function postCover(row: PublicBlogPostRow, locale: Locale): PostCover | null {
  const src = (row.image_url ?? '').trim();
  if (!src) return null;
  const media = row.cover;
  if (!media) return { src, alt: '', variants: null };
  const own = locale === 'cs' ? media.alt_cs : media[`alt_${locale}`];
  const cover: PostCover = { src, alt: own || media.alt_cs, width: media.width, height: media.height, variants: media.variants ?? null };
  const markup = row.cover_markup?.[locale];
  if (markup) cover.markup = markup;
  if (!own && media.alt_cs) cover.lang = 'cs';
  return cover;
}

function coverShareImage(row: PublicBlogPostRow): string {
  const src = (row.image_url ?? '').trim();
  const og = row.cover?.og_image_path;
  // The worker puts the 1200 × 630 copy beside the original, in its folder.
  return src && og ? `${src.slice(0, src.lastIndexOf('/') + 1)}${og.slice(og.lastIndexOf('/') + 1)}` : src;
}

function normalizedCategory(value: string): string {
  return value.trim().toLocaleLowerCase('cs');
}

/** The posts of one Czech category (letter case and surrounding spaces ignored); null keeps them all. */
export function filterBlogPostsByCategory<Post extends Pick<BlogPostSummary, 'categoryKey'>>(
  posts: readonly Post[],
  categoryKey: string | null,
): Post[] {
  if (categoryKey === null) return [...posts];
  const wanted = normalizedCategory(categoryKey);
  return posts.filter((post) => normalizedCategory(post.categoryKey) === wanted);
}
