import './blog-post-page.css';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { getBlogPostHref, getHref, getMessages, type Locale } from '@app/i18n';
import { blogPostView, fetchBlogPostBySlug, fetchBlogPostBySlugWithoutClient, fetchMovedBlogPostSlug } from '@app/content';
import { getViewerReadClient, hasStoredSession } from '@app/supabase';
import { ArrowLeftIcon } from '../../components/inline-icons';
import { useLocale, useMessages } from '../../components/locale/locale-context';
import { useDocumentMeta } from '../../hooks/use-document-meta';
import { useInitialData, useRenderContext } from '../../components/render-context/render-context';
import { blogFeedLink, blogPostingJsonLd } from '../../seo';
import { BackToBlog, PostArticle } from './post-article';
import { notifyLater } from './notify-later';
import { freshPostState, type PostRow, type PostState } from './post-state';

/** The key under which a prerendered post page carries its post (the row as the public reads it). */
export function postDataKey(slug: string, locale: Locale): string {
  return `post:${locale}:${slug}`;
}

/**
 * Reads the post as the viewer (staff see drafts through row-level security; visitors do not). A
 * prerendered post starts from its build-time row and is read again after hydration.
 */
function usePost(slug: string, locale: Locale): PostState {
  const key = postDataKey(slug, locale);
  const row = useInitialData<PostRow>(key);
  const [state, setState] = useState<{ key: string; post: PostState }>(() => ({
    key,
    post: row ? { status: 'found', post: blogPostView(row, locale), prebuilt: true } : { status: 'loading' },
  }));
  useEffect(() => {
    let current = true;
    const show = (post: PostState) => {
      if (current) setState({ key, post });
    };
    const { blogPost } = getMessages(locale);
    const failed = (error: unknown) => {
      console.error('Loading the blog post failed:', error);
      notifyLater({ kind: 'error', title: blogPost.loadErrorTitle, message: blogPost.loadErrorMessage });
      show({ status: 'not-found' });
    };
    // A visitor's read needs no REST client; signed-in staff read as themselves (drafts, for the preview).
    const reading = hasStoredSession() ? getViewerReadClient().then((client) => fetchBlogPostBySlug(client, slug, locale)) : fetchBlogPostBySlugWithoutClient(slug, locale);
    reading
      .then(async (lookup) => {
        if (lookup.status === 'found') show(freshPostState(lookup.post, row, locale));
        else if (lookup.status === 'error') failed(new Error(`${lookup.code ?? ''} ${lookup.message}`.trim()));
        else {
          // A link to the post's old URL (inside the site, or before the server's 301 existed) lands on its new one.
          const movedTo = await fetchMovedBlogPostSlug(await getViewerReadClient(), slug, locale);
          show(movedTo ? { status: 'moved', to: getBlogPostHref(movedTo, locale) } : { status: 'not-found' });
        }
      })
      .catch(failed);
    return () => {
      current = false;
    };
    // The build-time row belongs to the key (the page's data for this post): it changes only with it.
  }, [key, slug, locale]);
  // Another post (a link from this one) shows its loading text until it is read, not the previous post.
  return state.key === key ? state.post : { status: 'loading' };
}

export function BlogPostPage() {
  const locale = useLocale();
  const messages = useMessages();
  const { blogPost } = messages;
  const { slug = '' } = useParams();
  const state = usePost(slug, locale);
  const { siteUrl } = useRenderContext();
  const post = state.status === 'found' ? state.post : null;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const movedTo = state.status === 'moved' ? state.to : null;
  useEffect(() => {
    if (movedTo) void navigate(movedTo, { replace: true });
  }, [movedTo, navigate]);
  const description = post?.metaDescription || post?.excerpt || messages.meta.blogPost.description;
  useDocumentMeta({
    title: post ? post.metaTitle || `${post.title} | ${messages.meta.siteName}` : messages.meta.blogPost.title,
    description,
    locale,
    type: post ? 'article' : 'website',
    noindex: state.status === 'not-found' || (post !== null && !post.published),
    alternates: post?.alternates,
    image: post?.shareImage || undefined,
    imageSize: post?.shareImageSize ?? undefined,
    publishedTime: post?.publishedAt,
    modifiedTime: post?.updatedAt,
    feed: blogFeedLink(locale),
    jsonLd: post
      ? [
          blogPostingJsonLd(
            {
              title: post.metaTitle || post.title,
              description,
              path: pathname,
              datePublished: post.publishedAt,
              dateModified: post.updatedAt,
              image: post.shareImage || null,
              authorName: post.authorName ?? undefined,
              locale,
            },
            siteUrl,
          ),
        ]
      : [],
  });

  if (state.status === 'loading' || state.status === 'moved') {
    return (
      <div className="site-container site-container--md post-page">
        <div className="stack post-stack post-article">
          <BackToBlog label={blogPost.backToBlog} />
          <p role="status" className="text post-muted">
            {blogPost.loading}
          </p>
        </div>
      </div>
    );
  }

  if (state.status === 'not-found') {
    return (
      <div className="site-container site-container--sm post-not-found-page">
        <div className="stack post-not-found">
          <h1 className="title title--1">{blogPost.notFoundTitle}</h1>
          <p className="text post-muted">{blogPost.notFoundText}</p>
          <Link to={getHref('blog', locale)} className="button button--filled button--sm post-button--icon">
            <span className="button__icon" aria-hidden="true">
              <ArrowLeftIcon size={16} />
            </span>
            {blogPost.backToBlog}
          </Link>
        </div>
      </div>
    );
  }

  return <PostArticle post={state.post} prebuilt={state.prebuilt} />;
}
