import type { Database, ReadClient } from '@app/supabase';

export * from './blog-post-display';

type BlogPostTableRow = Database['public']['Tables']['blog_posts']['Row'];

/** A post of the public blog list (every language's columns; the page picks per field). */
export type PublicBlogPostSummaryRow = Pick<
  BlogPostTableRow,
  | 'id'
  | 'title_cs'
  | 'title_en'
  | 'title_de'
  | 'slug_cs'
  | 'slug_en'
  | 'slug_de'
  | 'excerpt_cs'
  | 'excerpt_en'
  | 'excerpt_de'
  | 'category_cs'
  | 'category_en'
  | 'category_de'
  | 'published'
  | 'featured'
  | 'read_time'
  | 'created_at'
>;

/** A post as its detail page reads it. */
export type PublicBlogPostRow = PublicBlogPostSummaryRow &
  Pick<BlogPostTableRow, 'content_cs' | 'content_en' | 'content_de' | 'author_id'>;

export type PublicBlogPostLookup =
  | { status: 'found'; post: PublicBlogPostRow }
  | { status: 'not-found' }
  | { status: 'error'; message: string; code?: string };

const SUMMARY_COLUMNS =
  'id, title_cs, title_en, title_de, slug_cs, slug_en, slug_de, excerpt_cs, excerpt_en, excerpt_de, category_cs, category_en, category_de, published, featured, read_time, created_at';
const DETAIL_COLUMNS =
  'id, title_cs, title_en, title_de, slug_cs, slug_en, slug_de, excerpt_cs, excerpt_en, excerpt_de, category_cs, category_en, category_de, published, featured, read_time, created_at, content_cs, content_en, content_de, author_id';

/** PostgREST's answer to `.single()` when no row (or more than one) matched. */
const NO_SINGLE_ROW = 'PGRST116';

/** Published posts, newest first. Throws on a failed request. */
export async function fetchPublishedBlogPosts(client: ReadClient): Promise<PublicBlogPostSummaryRow[]> {
  const { data, error } = await client
    .from('blog_posts')
    .select(SUMMARY_COLUMNS)
    .eq('published', true)
    .order('created_at', { ascending: false });
  if (error) throw new Error(`blog_posts: ${error.message}`, { cause: error });
  return data;
}

/**
 * One post by the slug in the URL: for English and German the language's slug first, then the Czech one.
 * Not filtered by `published`: row-level security shows drafts to signed-in staff only, so pass the
 * viewer's client (getViewerReadClient) to let staff preview. PGRST116 (no single row) means not found.
 */
export async function fetchBlogPostBySlug(
  client: ReadClient,
  slug: string,
  locale: 'cs' | 'en' | 'de',
): Promise<PublicBlogPostLookup> {
  if (locale !== 'cs') {
    const slugColumn = locale === 'en' ? 'slug_en' : 'slug_de';
    const translated = await client.from('blog_posts').select(DETAIL_COLUMNS).eq(slugColumn, slug).limit(1).maybeSingle();
    if (translated.error) return { status: 'error', message: translated.error.message, code: translated.error.code };
    if (translated.data) return { status: 'found', post: translated.data };
  }
  const { data, error } = await client.from('blog_posts').select(DETAIL_COLUMNS).eq('slug_cs', slug).single();
  if (error) {
    return error.code === NO_SINGLE_ROW
      ? { status: 'not-found' }
      : { status: 'error', message: error.message, code: error.code };
  }
  return { status: 'found', post: data };
}
