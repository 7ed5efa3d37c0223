import { pickTranslated, readTimeMinutes, type Locale } from '@app/i18n';
import type { PublicBlogPostRow, PublicBlogPostSummaryRow } from './public-api';

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
}

export interface BlogPostView extends BlogPostSummary {
  contentHtml: string;
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
  };
}

export function blogPostView(row: PublicBlogPostRow, locale: Locale): BlogPostView {
  return { ...blogPostSummary(row, locale), contentHtml: pickTranslated(row, 'content', locale) };
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
