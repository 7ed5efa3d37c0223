import { publicFunctions, publicSelect, type PublicFunctionClient, type ReadClient } from '@app/supabase';
import type { PublicBlogPostRow } from './blog-post-rows';
import { SUMMARY_COLUMNS } from './public-list-api';

export type PublicBlogPostLookup =
  | { status: 'found'; post: PublicBlogPostRow }
  | { status: 'not-found' }
  | { status: 'error'; message: string; code?: string };

/** A post's texts, and the rest its page shows beyond the blog list's columns (the publisher reads them apart). */
export const TEXT_COLUMNS = 'content_cs, content_en, content_de';
export const DETAIL_TAIL_COLUMNS =
  'author_id, meta_title_cs, meta_title_en, meta_title_de, og_image_url_cs, og_image_url_en, og_image_url_de, cover:media_assets(width, height, alt_cs, alt_en, alt_de, variants, og_image_path)';
const DETAIL_COLUMNS = `${SUMMARY_COLUMNS}, ${TEXT_COLUMNS}, ${DETAIL_TAIL_COLUMNS}`;

/** The author's public name (blog_post_author_name); null when there is none or it cannot be read. */
async function authorNameOf(client: ReadClient | PublicFunctionClient, postId: string): Promise<string | null> {
  const { data, error } = await client.rpc('blog_post_author_name', { post_id: postId });
  return error || typeof data !== 'string' ? null : data;
}

type SlugColumn = 'slug_cs' | 'slug_en' | 'slug_de';
type PostRowAnswer = { data: Omit<PublicBlogPostRow, 'author_name'> | null; error: { message: string; code?: string } | null };

/** What a post's lookup reads with: the post whose slug column holds a value, and the database's functions. */
interface PostReads {
  postBy(column: SlugColumn, slug: string): PromiseLike<PostRowAnswer>;
  functions: ReadClient | PublicFunctionClient;
}

async function lookUpPost({ postBy, functions }: PostReads, slug: string, locale: 'cs' | 'en' | 'de'): Promise<PublicBlogPostLookup> {
  const columns: SlugColumn[] = locale === 'cs' ? ['slug_cs'] : [locale === 'en' ? 'slug_en' : 'slug_de', 'slug_cs'];
  for (const column of columns) {
    const { data, error } = await postBy(column, slug);
    if (error) return { status: 'error', message: error.message, code: error.code };
    if (data) return { status: 'found', post: { ...data, author_name: await authorNameOf(functions, data.id) } };
  }
  return { status: 'not-found' };
}

/**
 * One post by the slug in the URL: for English and German the language's slug first, then the Czech one.
 * Not filtered by `published`: row-level security shows drafts to signed-in staff only, so pass the
 * viewer's client (getViewerReadClient) to let staff preview.
 */
export function fetchBlogPostBySlug(client: ReadClient, slug: string, locale: 'cs' | 'en' | 'de'): Promise<PublicBlogPostLookup> {
  return lookUpPost(
    { postBy: (column, value) => client.from('blog_posts').select(DETAIL_COLUMNS).eq(column, value).limit(1).maybeSingle(), functions: client },
    slug,
    locale,
  );
}

/**
 * The same lookup as fetchBlogPostBySlug for a visitor (anon), with plain requests: a post page downloads no
 * REST client (postgrest-js).
 */
export function fetchBlogPostBySlugWithoutClient(slug: string, locale: 'cs' | 'en' | 'de'): Promise<PublicBlogPostLookup> {
  const postBy = async (column: SlugColumn, value: string): Promise<PostRowAnswer> => {
    const { data, error } = await publicSelect<Omit<PublicBlogPostRow, 'author_name'>>('blog_posts', DETAIL_COLUMNS).eq(column, value).limit(1);
    return { data: data?.[0] ?? null, error };
  };
  return lookUpPost({ postBy, functions: publicFunctions }, slug, locale);
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
