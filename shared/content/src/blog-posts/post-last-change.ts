import type { PublicBlogPostSummaryRow } from './blog-post-rows';

/**
 * When a post last changed as the public sees it: its last edit, or its going live (postPublishedAt,
 * restated here so the public pages' chunks keep theirs inlined) if that came later: the sitemap's lastmod,
 * the feed's date.
 */
export function postLastPublicChange(post: Pick<PublicBlogPostSummaryRow, 'publish_at' | 'created_at' | 'updated_at'>): string {
  const published = post.publish_at ?? post.created_at;
  return Date.parse(published) > Date.parse(post.updated_at) ? published : post.updated_at;
}
