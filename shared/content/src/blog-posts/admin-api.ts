import { basedOn } from '../revisions/save-conflict';
import type { AppSupabaseClient, Database } from '@app/supabase';

export { SLUG_PATTERN, slugify } from './slug';

/** A blog_posts row as the back office edits it (migration 20261122000200_blog_posts.sql). */
export type AdminBlogPost = Database['public']['Tables']['blog_posts']['Row'];

/** One row of the admin list (spec 7: id, title_cs, slug_cs, category_cs, published, featured, created_at; and publish_at). */
export type AdminBlogPostSummary = Pick<
  AdminBlogPost,
  'id' | 'title_cs' | 'slug_cs' | 'category_cs' | 'published' | 'featured' | 'created_at' | 'publish_at'
>;

/** What the editor saves; author_id is set by the save functions. */
export type BlogPostDraft = Omit<AdminBlogPost, 'id' | 'author_id' | 'created_at' | 'updated_at'>;

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

/** Every post, drafts included (staff only by RLS), newest first. */
export async function adminListBlogPosts(client: AppSupabaseClient): Promise<AdminBlogPostSummary[]> {
  const { data, error } = await blogPosts(client).select(SUMMARY_COLUMNS).order('created_at', { ascending: false });
  if (error) throw error;
  return data ?? [];
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
