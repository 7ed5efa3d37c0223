import { postPublishedAt, type PublicBlogPostSummaryRow } from './blog-post-rows';

/**
 * When a post last changed as the public sees it: its last edit, or its going live if that came later (the
 * sitemap's lastmod, the feed's date). A module of its own: the public post page does not need it.
 */
export function postLastPublicChange(post: Pick<PublicBlogPostSummaryRow, 'publish_at' | 'created_at' | 'updated_at'>): string {
  const published = postPublishedAt(post);
  return Date.parse(published) > Date.parse(post.updated_at) ? published : post.updated_at;
}
