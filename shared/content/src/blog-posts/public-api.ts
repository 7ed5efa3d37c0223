import type { ReadClient } from '@app/supabase';
import type { PublicBlogPostRow } from './blog-post-rows';
import { SUMMARY_COLUMNS } from './public-list-api';

export type PublicBlogPostLookup =
  | { status: 'found'; post: PublicBlogPostRow }
  | { status: 'not-found' }
  | { status: 'error'; message: string; code?: string };

const DETAIL_COLUMNS = `${SUMMARY_COLUMNS}, content_cs, content_en, content_de, author_id, meta_title_cs, meta_title_en, meta_title_de, og_image_url_cs, og_image_url_en, og_image_url_de, cover:media_assets(width, height, alt_cs, alt_en, alt_de)`;

/** PostgREST's answer to `.single()` when no row (or more than one) matched. */
const NO_SINGLE_ROW = 'PGRST116';

/** The author's public name (blog_post_author_name); null when there is none or it cannot be read. */
async function authorNameOf(client: ReadClient, postId: string): Promise<string | null> {
  const { data, error } = await client.rpc('blog_post_author_name', { post_id: postId });
  return error || typeof data !== 'string' ? null : data;
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
    if (translated.data) return { status: 'found', post: { ...translated.data, author_name: await authorNameOf(client, translated.data.id) } };
  }
  const { data, error } = await client.from('blog_posts').select(DETAIL_COLUMNS).eq('slug_cs', slug).single();
  if (error) {
    return error.code === NO_SINGLE_ROW
      ? { status: 'not-found' }
      : { status: 'error', message: error.message, code: error.code };
  }
  return { status: 'found', post: { ...data, author_name: await authorNameOf(client, data.id) } };
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

/**
 * Where an old slug of the URL's language moved: the post's current slug in that language, or null when the
 * slug was never a readable post's (or the read failed: the page then says the post was not found).
 */
export async function fetchMovedBlogPostSlug(client: ReadClient, oldSlug: string, locale: 'cs' | 'en' | 'de'): Promise<string | null> {
  const moved = await client.from('blog_post_slug_redirects').select('post_id').eq('locale', locale).eq('old_slug', oldSlug).maybeSingle();
  if (moved.error || !moved.data) return null;
  const post = await client.from('blog_posts').select('slug_cs, slug_en, slug_de').eq('id', moved.data.post_id).maybeSingle();
  if (post.error || !post.data) return null;
  const translated = locale === 'cs' ? null : post.data[locale === 'en' ? 'slug_en' : 'slug_de'];
  return translated || post.data.slug_cs;
}
