import { blogPostView, type BlogPostView, type fetchBlogPostBySlug } from '@app/content';
import type { Locale } from '@app/i18n';

/** `prebuilt`: the post's HTML is the build's, already sanitized there. */
export type PostState =
  | { status: 'loading' }
  | { status: 'found'; post: BlogPostView; prebuilt?: boolean }
  | { status: 'not-found' }
  /** The slug is an old one of a post that was renamed: its current URL. */
  | { status: 'moved'; to: string };
export type PostRow = Extract<Awaited<ReturnType<typeof fetchBlogPostBySlug>>, { status: 'found' }>['post'];

/**
 * The post as read after the first render. When it is still the revision the build sanitized (same row, same
 * updated_at, which every update stamps), the page keeps the build's HTML, so the visit needs no sanitizer;
 * a post changed or published since is sanitized in the browser.
 */
export function freshPostState(fresh: PostRow, built: PostRow | undefined, locale: Locale): PostState {
  const post = blogPostView(fresh, locale);
  if (!built || built.id !== fresh.id || built.updated_at !== fresh.updated_at) return { status: 'found', post };
  const builtView = blogPostView(built, locale);
  // The server's drawing of the cover too: the browser loads no image code for a prerendered post.
  return { status: 'found', post: { ...post, contentHtml: builtView.contentHtml, cover: builtView.cover }, prebuilt: true };
}
