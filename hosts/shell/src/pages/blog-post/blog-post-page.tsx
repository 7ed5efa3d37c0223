import './blog-post-page.css';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { formatDate, getHref, getMessages, type Locale } from '@app/i18n';
import { blogPostView, fetchBlogPostBySlug, type BlogPostView } from '@app/content';
import { getViewerReadClient } from '@app/supabase';
import { notify } from '@app/ui';
import { ArrowLeftIcon, CalendarIcon, ClockIcon, ShareIcon } from '../../components/inline-icons';
import { Tag } from '../../components/tag';
import { useDocumentMeta } from '../../hooks/use-document-meta';
import { getRenderContext, readInitialData } from '../../app/render-context';
import { blogPostingJsonLd } from '../../seo';
import { PostContent } from './post-content';
import { sharePost } from './share-post';

/** `prebuilt`: the row came from the build, its HTML already sanitized there. */
type PostState = { status: 'loading' } | { status: 'found'; post: BlogPostView; prebuilt?: boolean } | { status: 'not-found' };
type PostRow = Extract<Awaited<ReturnType<typeof fetchBlogPostBySlug>>, { status: 'found' }>['post'];

/** The key under which a prerendered post page carries its post (the row as the public reads it). */
export function postDataKey(slug: string, locale: Locale): string {
  return `post:${locale}:${slug}`;
}

/**
 * Reads the post as the viewer (staff see drafts through row-level security; visitors do not). A
 * prerendered post starts from its build-time row and is read again after hydration.
 */
function usePost(slug: string, locale: Locale): PostState {
  const [state, setState] = useState<{ key: string; post: PostState }>(() => {
    const key = postDataKey(slug, locale);
    const row = readInitialData<PostRow>(key);
    return { key, post: row ? { status: 'found', post: blogPostView(row, locale), prebuilt: true } : { status: 'loading' } };
  });
  const key = postDataKey(slug, locale);
  useEffect(() => {
    let current = true;
    const show = (post: PostState) => {
      if (current) setState({ key, post });
    };
    const { blogPost } = getMessages(locale);
    const failed = (error: unknown) => {
      console.error('Loading the blog post failed:', error);
      notify({ kind: 'error', title: blogPost.loadErrorTitle, message: blogPost.loadErrorMessage });
      show({ status: 'not-found' });
    };
    getViewerReadClient()
      .then((client) => fetchBlogPostBySlug(client, slug, locale))
      .then((lookup) => {
        if (lookup.status === 'found') show({ status: 'found', post: blogPostView(lookup.post, locale) });
        else if (lookup.status === 'not-found') show({ status: 'not-found' });
        else failed(new Error(`${lookup.code ?? ''} ${lookup.message}`.trim()));
      }, failed);
    return () => {
      current = false;
    };
  }, [key, slug, locale]);
  // Another post (a link from this one) shows its loading text until it is read, not the previous post.
  return state.key === key ? state.post : { status: 'loading' };
}

function BackToBlog({ locale, label }: { locale: Locale; label: string }) {
  return (
    <Anchor component={Link} to={getHref('blog', locale)} fw={600} style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
      <ArrowLeftIcon size={16} />
      {label}
    </Anchor>
  );
}

export function BlogPostPage({ locale }: { locale: Locale }) {
  const messages = getMessages(locale);
  const { blogPost, blog } = messages;
  const { slug = '' } = useParams();
  const state = usePost(slug, locale);
  const post = state.status === 'found' ? state.post : null;
  const { pathname } = useLocation();
  const description = post?.excerpt || messages.meta.blogPost.description;
  useDocumentMeta({
    title: post ? `${post.title} | ${messages.meta.siteName}` : messages.meta.blogPost.title,
    description,
    locale,
    type: post ? 'article' : 'website',
    noindex: state.status === 'not-found' || (post !== null && !post.published),
    jsonLd: post
      ? [blogPostingJsonLd({ title: post.title, description, path: pathname, datePublished: post.createdAt, locale }, getRenderContext().siteUrl)]
      : [],
  });

  if (state.status === 'loading') {
    return (
      <Container size="md" py={{ base: 48, sm: 80 }}>
        <Stack gap="lg" className="post-article">
          <BackToBlog locale={locale} label={blogPost.backToBlog} />
          <Text role="status" c="gray.7">
            {blogPost.loading}
          </Text>
        </Stack>
      </Container>
    );
  }

  if (state.status === 'not-found') {
    return (
      <Container size="sm" py={96}>
        <Stack align="center" gap="md" className="post-not-found">
          <Title order={1}>{blogPost.notFoundTitle}</Title>
          <Text c="gray.7">{blogPost.notFoundText}</Text>
          <Button component={Link} to={getHref('blog', locale)} leftSection={<ArrowLeftIcon size={16} />}>
            {blogPost.backToBlog}
          </Button>
        </Stack>
      </Container>
    );
  }

  const { post: shown, prebuilt } = state;
  return (
    <Container size="md" py={{ base: 48, sm: 80 }}>
      <article className="post-article" aria-labelledby="post-title">
        <Stack gap="lg">
          <BackToBlog locale={locale} label={blogPost.backToBlog} />
          <Group gap="xs">
            {shown.category && <Tag tone="category">{shown.category}</Tag>}
            {!shown.published && <Tag tone="draft">{blogPost.draftBadge}</Tag>}
          </Group>
          <Title order={1} id="post-title" fz={{ base: 28, sm: 42 }} lh={1.2}>
            {shown.title}
          </Title>
          <div className="post-meta">
            <span>
              <CalendarIcon size={16} />
              <time dateTime={shown.createdAt}>{formatDate(shown.createdAt)}</time>
            </span>
            <span>
              <ClockIcon size={16} />
              {blog.readTime(shown.readTimeMinutes)}
            </span>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<ShareIcon size={16} />}
              onClick={() => void sharePost({ title: shown.title, url: window.location.href, texts: blogPost })}
            >
              {blogPost.share}
            </Button>
          </div>
          <PostContent
            key={shown.id}
            html={shown.contentHtml}
            sanitizedHtml={prebuilt ? shown.contentHtml : undefined}
            loadingLabel={blogPost.loading}
          />
        </Stack>
      </article>
      <section className="post-consultation post-article" aria-labelledby="post-consultation-title">
        <Stack gap="sm">
          <Title order={2} fz={22} id="post-consultation-title">
            {blogPost.consultation.title}
          </Title>
          <Text c="gray.8">{blogPost.consultation.text}</Text>
          <Group gap="sm" mt="xs">
            <Button component={Link} to={getHref('contact', locale)}>
              {blogPost.consultation.contactButton}
            </Button>
            <Button component={Link} to={getHref('services', locale)} variant="outline">
              {blogPost.consultation.servicesButton}
            </Button>
          </Group>
        </Stack>
      </section>
      <Group justify="center" mt="xl">
        <Button component={Link} to={getHref('blog', locale)} variant="default" leftSection={<ArrowLeftIcon size={16} />}>
          {blogPost.allArticles}
        </Button>
      </Group>
    </Container>
  );
}
