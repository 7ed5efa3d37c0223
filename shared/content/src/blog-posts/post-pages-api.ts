/**
 * The reads of every public post for its own page (the publisher's, `post-pages-reader.ts`): a module apart
 * from the page's own queries, so the public post page's chunk does not carry them.
 */
import type { ReadClient } from '@app/supabase';
import type { PublicBlogPostRow } from './blog-post-rows';
import { DETAIL_TAIL_COLUMNS, TEXT_COLUMNS } from './public-api';
import { SUMMARY_COLUMNS } from './public-list-api';

/** Rows per request when reading every post: hosted Supabase answers at most 1,000 rows (its default max_rows). */
const PAGE_ROWS = 1000;
/** Posts whose texts one request reads (their ids go into the URL). */
const TEXT_BATCH = 100;

/** A public post as its page reads it, but without its texts (content_*) and its author's name. */
export type PublicBlogPostWithoutText = Omit<PublicBlogPostRow, 'content_cs' | 'content_en' | 'content_de' | 'author_name'>;
/** A post's texts in every language. */
export type PublicBlogPostText = Pick<PublicBlogPostRow, 'id' | 'content_cs' | 'content_en' | 'content_de'>;

/**
 * Every public post with all that its page shows except the texts and the author's name, in the order of
 * the blog list (fetchPublishedBlogPosts'), in as many requests as the API's row limit needs. For rendering the whole site: the texts,
 * the bulk of a post, are read only for the posts that changed (fetchBlogPostTexts). Throws on a failed request.
 */
export async function fetchPublicBlogPostsWithoutText(client: ReadClient): Promise<PublicBlogPostWithoutText[]> {
  const rows: PublicBlogPostWithoutText[] = [];
  for (let from = 0; ; from += PAGE_ROWS) {
    const { data, error } = await client
      .from('blog_posts')
      .select(`${SUMMARY_COLUMNS}, ${DETAIL_TAIL_COLUMNS}`)
      .eq('published', true)
      .order('listed_at', { ascending: false })
      .order('id', { ascending: true })
      .range(from, from + PAGE_ROWS - 1);
    if (error) throw new Error(`blog_posts: ${error.message}`, { cause: error });
    rows.push(...data);
    if (data.length < PAGE_ROWS) break;
  }
  return rows;
}

/** The texts of the posts with `ids` that the client may read, by id. Throws on a failed request. */
export async function fetchBlogPostTexts(client: ReadClient, ids: readonly string[]): Promise<Map<string, PublicBlogPostText>> {
  const texts = new Map<string, PublicBlogPostText>();
  for (let start = 0; start < ids.length; start += TEXT_BATCH) {
    const { data, error } = await client
      .from('blog_posts')
      .select(`id, ${TEXT_COLUMNS}`)
      .in('id', ids.slice(start, start + TEXT_BATCH));
    if (error) throw new Error(`blog_posts: ${error.message}`, { cause: error });
    for (const row of data) texts.set(row.id, row);
  }
  return texts;
}

/** The public names of the authors of the posts with `ids`, by post id (null when none or not public). Throws on a failed request. */
export async function fetchBlogPostAuthorNames(client: ReadClient, ids: readonly string[]): Promise<Map<string, string | null>> {
  const names = new Map<string, string | null>();
  if (ids.length === 0) return names;
  const { data, error } = await client.rpc('blog_post_author_names', { post_ids: [...ids] });
  if (error) throw new Error(`blog_post_author_names: ${error.message}`, { cause: error });
  for (const row of data) names.set(row.post_id, row.author_name ?? null);
  return names;
}

/** An old URL slug of a post (blog_post_slug_redirects) and the post it belongs to. */
export interface BlogSlugRedirectRow {
  locale: 'cs' | 'en' | 'de';
  old_slug: string;
  post_id: string;
}

/** Every old slug the client may read (those of public posts, for visitors). Throws on a failed request. */
export async function fetchBlogSlugRedirects(client: ReadClient): Promise<BlogSlugRedirectRow[]> {
  const { data, error } = await client.from('blog_post_slug_redirects').select('locale, old_slug, post_id').order('created_at');
  if (error) throw new Error(`blog_post_slug_redirects: ${error.message}`, { cause: error });
  return data as BlogSlugRedirectRow[];
}

