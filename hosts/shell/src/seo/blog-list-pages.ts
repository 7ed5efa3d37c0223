import { filterBlogPostsByCategory, slugify, type ContentLists } from '@app/content';
import { BLOG_LIST_SEGMENTS, LOCALES, getBlogListHref, getMessages, type Locale } from '@app/i18n';
import type { PermanentRedirect } from './app-shell-rules';

/**
 * Posts per page of the blog list: divisible by the grid's one, two and three columns, and small enough that
 * a page (its cards and the rows it embeds for hydration) stays far below 100 KB at any number of posts.
 */
export const BLOG_PAGE_SIZE = 12;

/**
 * The four fixed categories, as category_cs stores them, with their segment in each language's URLs: the
 * category's name in that language's catalog as a slug (a test holds them to the catalogs). Written out, so
 * that a page links to a category in every language without loading the other languages' catalogs.
 */
const BLOG_CATEGORY_SLUGS: Readonly<Record<string, Record<Locale, string>>> = {
  Digitalizace: { cs: 'digitalizace', en: 'digitalization', de: 'digitalisierung' },
  Implementace: { cs: 'implementace', en: 'implementation', de: 'implementierung' },
  Analýzy: { cs: 'analyzy', en: 'analyses', de: 'analysen' },
  Automatizace: { cs: 'automatizace', en: 'automation', de: 'automatisierung' },
};

export const BLOG_CATEGORY_KEYS: readonly string[] = Object.keys(BLOG_CATEGORY_SLUGS);

/** A category's label in a language whose catalog is loaded (its key when the catalog has none). */
export function blogCategoryName(key: string, locale: Locale): string {
  const index = BLOG_CATEGORY_KEYS.indexOf(key);
  return getMessages(locale).blog.categories[index] ?? key;
}

/** A category's segment in a language's URLs ('analyzy', 'analyses', 'analysen'); a key of none of the four as a slug. */
export function blogCategorySlug(key: string, locale: Locale): string {
  return BLOG_CATEGORY_SLUGS[key]?.[locale] ?? slugify(key);
}

/**
 * The category (its Czech key) a URL names, or null when none of the four. The Czech slug is understood in
 * every language too, so a link keeps working after it was carried to another language.
 */
export function blogCategoryFromSlug(value: string, locale: Locale): string | null {
  const wanted = slugify(value);
  return BLOG_CATEGORY_KEYS.find((key) => blogCategorySlug(key, locale) === wanted || slugify(key) === wanted) ?? null;
}

/** One page of the list: the category by its Czech key (null: every post), the page from 1. */
export interface BlogListPage {
  categoryKey: string | null;
  page: number;
}

/** How many pages `total` posts fill (an empty list still has its first page). */
export function blogPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
}

/** The first and last index (inclusive, from 0) of a page's posts, as a range query takes them. */
export function blogPageRange(page: number): [number, number] {
  const from = (Math.max(1, page) - 1) * BLOG_PAGE_SIZE;
  return [from, from + BLOG_PAGE_SIZE - 1];
}

/** A page's posts out of the whole list. */
export function blogPageSlice<Post>(posts: readonly Post[], page: number): Post[] {
  const [from, to] = blogPageRange(page);
  return posts.slice(from, to + 1);
}

/** The URL of a list page in a language. */
export function blogListPagePath({ categoryKey, page }: BlogListPage, locale: Locale): string {
  return getBlogListHref(locale, { category: categoryKey === null ? null : blogCategorySlug(categoryKey, locale), page });
}

/** The same list page in every language (its canonical and hreflang alternates). */
export function blogListPageAlternates(listPage: BlogListPage): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, blogListPagePath(listPage, locale)])) as Record<Locale, string>;
}

/** The key under which a list page's posts and total are embedded (the same in every language). */
export function blogListDataKey({ categoryKey, page }: BlogListPage): string {
  return `blog list:${categoryKey ?? ''}:${page}`;
}

/** What a list page embeds: its posts and how many the whole list (or category) has. */
export interface BlogListPageData<Row> {
  rows: Row[];
  total: number;
}

type Categorized = { category_cs: string | null };

/** The posts of one category (null: all), in the list's order. */
export function postsOfCategory<Row extends Categorized>(rows: readonly Row[], categoryKey: string | null): Row[] {
  if (categoryKey === null) return [...rows];
  const keyed = rows.map((row) => ({ row, categoryKey: row.category_cs ?? '' }));
  return filterBlogPostsByCategory(keyed, categoryKey).map(({ row }) => row);
}

/** Every list page the posts fill: the whole list's and each category's, each with its data. */
export function blogListPages<Row extends Categorized>(rows: readonly Row[]): { listPage: BlogListPage; data: BlogListPageData<Row> }[] {
  return [null, ...BLOG_CATEGORY_KEYS].flatMap((categoryKey) => {
    const posts = postsOfCategory(rows, categoryKey);
    return Array.from({ length: blogPageCount(posts.length) }, (_, index) => {
      const page = index + 1;
      return { listPage: { categoryKey, page }, data: { rows: blogPageSlice(posts, page), total: posts.length } };
    });
  });
}

/**
 * The prerendered list pages beyond each language's '/blog' (which is a page of the route table): every
 * further page of the whole list, and every page of each category.
 */
export function blogListPaths(rows: readonly Categorized[]): string[] {
  return blogListPages(rows)
    .filter(({ listPage }) => listPage.categoryKey !== null || listPage.page > 1)
    .flatMap(({ listPage }) => LOCALES.map((locale) => blogListPagePath(listPage, locale)));
}

/** The list pages the site's content fills beyond the route table's (the blog's, see blogListPaths), for the publisher. */
export function contentListPaths(content: Pick<ContentLists, 'blogPosts'>): string[] {
  return blogListPaths(content.blogPosts ?? []);
}

/** '/blog/strana/1' and its kin answer with a 301 to the list's own URL, so page 1 has one address. */
export function blogFirstPageRedirects(): PermanentRedirect[] {
  return [null, ...BLOG_CATEGORY_KEYS].flatMap((categoryKey) =>
    LOCALES.map((locale) => {
      const to = blogListPagePath({ categoryKey, page: 1 }, locale);
      return { from: `${to}/${BLOG_LIST_SEGMENTS.page[locale]}/1`, to };
    }),
  );
}
