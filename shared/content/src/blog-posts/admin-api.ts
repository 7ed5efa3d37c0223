import { basedOn } from '../revisions/save-conflict';
import { adminRecordsMissingTranslation, missingTranslationFilter } from '../revisions/translation-status';
import { asListRequest, everyRowQuery, readAllPages, readListPage, type ListPage, type ListQuery, type ListSpec } from '../list-query';
import type { AppSupabaseClient, Database } from '@app/supabase';

export { SLUG_PATTERN, slugify } from './slug';

/** A blog_posts row as the back office edits it (migration 20261122000200_blog_posts.sql). */
export type AdminBlogPost = Database['public']['Tables']['blog_posts']['Row'];

/** One row of the admin list (id, title_cs, slug_cs, category_cs, published, featured, created_at; and publish_at). */
export type AdminBlogPostSummary = Pick<
  AdminBlogPost,
  'id' | 'title_cs' | 'slug_cs' | 'category_cs' | 'published' | 'featured' | 'created_at' | 'publish_at'
>;

/** What the editor saves; author_id is set by the save functions, listed_at by the database. */
export type BlogPostDraft = Omit<AdminBlogPost, 'id' | 'author_id' | 'created_at' | 'updated_at' | 'listed_at'>;

const SUMMARY_COLUMNS = 'id, title_cs, slug_cs, category_cs, published, featured, created_at, publish_at';

export type BlogPostStatus = { kind: 'draft' } | { kind: 'published' } | { kind: 'scheduled'; at: string };

/** Draft, public, or published but waiting for its publish_at (not public until then: row-level security). */
export function blogPostStatus(post: Pick<AdminBlogPost, 'published' | 'publish_at'>, now = new Date()): BlogPostStatus {
  if (!post.published) return { kind: 'draft' };
  if (post.publish_at && new Date(post.publish_at).getTime() > now.getTime()) return { kind: 'scheduled', at: post.publish_at };
  return { kind: 'published' };
}

function blogPosts(client: AppSupabaseClient) {
  return client.from('blog_posts');
}

/** The blog list: search in titles and slugs; sort by title, status or date (newest first by default). */
export const BLOG_LIST_SPEC: ListSpec = {
  searchColumns: ['title_cs', 'slug_cs', 'title_en', 'category_cs'],
  sortable: ['title_cs', 'category_cs', 'published', 'created_at'],
  defaultSort: { column: 'created_at', direction: 'desc' },
};

/**
 * One page of posts. Filters: `stav` publikovano | koncept | naplanovano (published and waiting for its
 * publish_at), `kategorie` (Czech category), `doporucene=ano`, `chybi=en|de` (translation missing).
 */
export async function adminBlogPostsPage(client: AppSupabaseClient, query: ListQuery, now = new Date()): Promise<ListPage<AdminBlogPostSummary>> {
  let request = asListRequest<AdminBlogPostSummary>(blogPosts(client).select(SUMMARY_COLUMNS, { count: 'exact' }));
  const at = now.toISOString();
  const { stav, kategorie, doporucene } = query.filters;
  if (stav === 'koncept') request = request.eq('published', false);
  if (stav === 'publikovano') request = request.eq('published', true).or(`publish_at.is.null,publish_at.lte.${at}`);
  if (stav === 'naplanovano') request = request.eq('published', true).gt('publish_at', at);
  if (kategorie) request = request.eq('category_cs', kategorie);
  if (doporucene === 'ano') request = request.eq('featured', true);
  const missing = missingTranslationFilter(query.filters);
  if (missing) request = request.in('id', await adminRecordsMissingTranslation(client, 'blog_posts', missing));
  return readListPage(request, query, BLOG_LIST_SPEC);
}

export type BlogCategoryColumn = 'category_cs' | 'category_en' | 'category_de';

/** A value in a PostgREST `in.(...)` list, quoted so commas, parentheses and quotes in it stay part of it. */
export function inListValue(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** Rows the database hands out per request at most (max_rows of supabase/config.toml). */
const DISTINCT_ROUND = 1000;

/**
 * The distinct values a category column holds, sorted the Czech way. PostgREST has no DISTINCT: each round
 * asks only for rows with a value not seen yet, so however many posts share a category the answer needs
 * about one request per thousand rows of new categories (one, as a rule), never a read of every post.
 */
export async function adminBlogCategories(client: AppSupabaseClient, column: BlogCategoryColumn = 'category_cs'): Promise<string[]> {
  const seen = new Set<string>();
  for (;;) {
    let request = blogPosts(client).select(column).not(column, 'is', null).neq(column, '');
    if (seen.size > 0) request = request.not(column, 'in', `(${[...seen].map(inListValue).join(',')})`);
    const { data, error } = await request.limit(DISTINCT_ROUND);
    if (error) throw error;
    const rows = data ?? [];
    for (const row of rows) {
      const value: unknown = new Map(Object.entries(row)).get(column);
      if (typeof value === 'string' && value) seen.add(value);
    }
    if (rows.length < DISTINCT_ROUND) break;
  }
  return [...seen].sort((a, b) => a.localeCompare(b, 'cs'));
}

/** The categories posts use in each language: what the editor's category fields offer. */
export async function adminBlogCategoryOptions(client: AppSupabaseClient): Promise<Record<BlogCategoryColumn, string[]>> {
  const [cs, en, de] = await Promise.all([
    adminBlogCategories(client, 'category_cs'),
    adminBlogCategories(client, 'category_en'),
    adminBlogCategories(client, 'category_de'),
  ]);
  return { category_cs: cs, category_en: en, category_de: de };
}

/** Every post, drafts included (staff only by RLS), newest first. */
export function adminListBlogPosts(client: AppSupabaseClient): Promise<AdminBlogPostSummary[]> {
  return readAllPages(adminBlogPostsPage, client, everyRowQuery(BLOG_LIST_SPEC));
}

export async function adminGetBlogPost(client: AppSupabaseClient, id: string): Promise<AdminBlogPost> {
  const { data, error } = await blogPosts(client).select('*').eq('id', id).single();
  if (error) throw error;
  return data;
}

export async function adminCreateBlogPost(
  client: AppSupabaseClient,
  draft: BlogPostDraft,
  authorId: string,
): Promise<AdminBlogPost> {
  const { data, error } = await blogPosts(client)
    .insert({ ...draft, author_id: authorId })
    .select('*')
    .single();
  if (error) throw error;
  return data;
}

export async function adminUpdateBlogPost(
  client: AppSupabaseClient,
  id: string,
  draft: BlogPostDraft,
  authorId: string,
  baseVersion?: string,
): Promise<AdminBlogPost> {
  const { data, error } = await blogPosts(client)
    .update(basedOn({ ...draft, author_id: authorId }, baseVersion))
    .eq('id', id)
    .select('*')
    .single();
  if (error) throw error;
  return data;
}

/** Deletes one post; a post that RLS hides or that is already gone is reported as an error. */
export async function adminDeleteBlogPost(client: AppSupabaseClient, id: string): Promise<void> {
  const { data, error } = await blogPosts(client).delete().eq('id', id).select('id');
  if (error) throw error;
  if (!data?.length) throw new Error('Článek se nepodařilo smazat: nebyl nalezen nebo k němu nemáte oprávnění.');
}
