import { LOCALES, blogPostAlternates, pickTranslated, readTimeMinutes, translatedLocale, type Locale } from '@app/i18n';
import { postPublishedAt, type PublicBlogPostSummaryRow } from './blog-post-rows';
import { ownLanguage } from './own-language';

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

/** The languages of a post's texts by field: the summary's, and a post page's content too. */
type TextLanguages = BlogPostSummary['lang'] & { content?: Locale };

/**
 * When some of the shown texts are not in the visitor's language (the Czech fallback): the languages the
 * post can be read in, for the note that says so; null when every shown text is the visitor's.
 */
export function postFallbackLanguages<Field extends keyof TextLanguages>(
  post: { lang: Pick<TextLanguages, Field>; languages: readonly Locale[] },
  locale: Locale,
  shown: readonly Field[],
): Locale[] | null {
  if (shown.every((field) => post.lang[field] === locale)) return null;
  return post.languages.filter((language) => language !== locale);
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
