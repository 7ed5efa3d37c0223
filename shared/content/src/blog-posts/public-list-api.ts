/** The public blog list's reads (apart from the single post's, so the list page's code carries only these). */
import { publicSelect, type PublicSelectAnswer, type ReadClient } from '@app/supabase';
import { asListRequest, pageOf, type ListPage } from '../list-query';
import type { PublicBlogPostSummaryRow } from './blog-post-rows';

/** The columns of a post in the public list (a post's page reads these and its content). */
export const SUMMARY_COLUMNS =
  'id, title_cs, title_en, title_de, slug_cs, slug_en, slug_de, excerpt_cs, excerpt_en, excerpt_de, category_cs, category_en, category_de, published, featured, read_time, created_at, publish_at, updated_at, image_url, meta_description_cs, meta_description_en, meta_description_de';

/**
 * Published posts that are due (row-level security hides scheduled ones until their time), newest
 * publication first (listed_at: publish_at, else created_at). Throws on a failed request.
 */
export async function fetchPublishedBlogPosts(client: ReadClient): Promise<PublicBlogPostSummaryRow[]> {
  const { data, error } = await client
    .from('blog_posts')
    .select(SUMMARY_COLUMNS)
    .eq('published', true)
    .order('listed_at', { ascending: false })
    .order('id', { ascending: true });
  if (error) throw new Error(`blog_posts: ${error.message}`, { cause: error });
  return data;
}

export interface PublishedBlogPostPageQuery {
  /** A Czech category (category_cs, letter case ignored); null: every post. */
  categoryKey: string | null;
  /** The first and last index of the page's posts (from 0, inclusive). */
  range: [number, number];
}

/** What the list page's read needs of a select: the read client's, or the plain one public pages send. */
interface PostPageRequest extends PromiseLike<PublicSelectAnswer<PublicBlogPostSummaryRow>> {
  eq(column: string, value: boolean): PostPageRequest;
  ilike(column: string, pattern: string): PostPageRequest;
  order(column: string, options: { ascending: boolean }): PostPageRequest;
  range(from: number, to: number): PostPageRequest;
}

async function readPostPage(select: PostPageRequest, { categoryKey, range: [from, to] }: PublishedBlogPostPageQuery): Promise<ListPage<PublicBlogPostSummaryRow>> {
  let request = select.eq('published', true);
  if (categoryKey !== null) request = request.ilike('category_cs', categoryKey.trim());
  const page = request.order('listed_at', { ascending: false }).order('id', { ascending: true }).range(from, to);
  try {
    return await pageOf(page);
  } catch (error) {
    throw new Error(`blog_posts: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/**
 * One page of the public list in the same order as fetchPublishedBlogPosts, with the number of posts in the
 * whole list (or category): one range request with an exact count. A page past the end is empty.
 */
export function fetchPublishedBlogPostPage(client: ReadClient, query: PublishedBlogPostPageQuery): Promise<ListPage<PublicBlogPostSummaryRow>> {
  return readPostPage(asListRequest<PublicBlogPostSummaryRow>(client.from('blog_posts').select(SUMMARY_COLUMNS, { count: 'exact' })), query);
}

/** The same page as fetchPublishedBlogPostPage with one plain GET: the list page downloads no REST client (postgrest-js). */
export function fetchPublishedBlogPostPageWithoutClient(query: PublishedBlogPostPageQuery): Promise<ListPage<PublicBlogPostSummaryRow>> {
  return readPostPage(publicSelect<PublicBlogPostSummaryRow>('blog_posts', SUMMARY_COLUMNS, { count: 'exact' }), query);
}
