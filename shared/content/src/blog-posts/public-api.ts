import { publicFunctions, publicSelect, type PublicFunctionClient, type ReadClient } from '@app/supabase';
import type { PublicBlogPostRow } from './blog-post-rows';
import { SUMMARY_COLUMNS } from './public-list-api';

export type PublicBlogPostLookup =
  | { status: 'found'; post: PublicBlogPostRow }
  | { status: 'not-found' }
  | { status: 'error'; message: string; code?: string };

const TEXT_COLUMNS = 'content_cs, content_en, content_de';
const DETAIL_TAIL_COLUMNS =
  'author_id, meta_title_cs, meta_title_en, meta_title_de, og_image_url_cs, og_image_url_en, og_image_url_de, cover:media_assets(width, height, alt_cs, alt_en, alt_de, variants, og_image_path)';
const DETAIL_COLUMNS = `${SUMMARY_COLUMNS}, ${TEXT_COLUMNS}, ${DETAIL_TAIL_COLUMNS}`;

/** Rows per request when reading every post: hosted Supabase answers at most 1,000 rows (its default max_rows). */
const PAGE_ROWS = 1000;
/** Posts whose texts one request reads (their ids go into the URL). */
const TEXT_BATCH = 100;

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
