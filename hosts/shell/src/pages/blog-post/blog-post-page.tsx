import './blog-post-page.css';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { formatDate, getHref, getMessages, type Locale } from '@app/i18n';
import { blogPostView, fetchBlogPostBySlug, type BlogPostView } from '@app/content';
import { getViewerReadClient } from '@app/supabase';
import { notify } from '@app/ui';
import { ArrowLeftIcon, CalendarIcon, ClockIcon, ShareIcon } from '../../components/inline-icons';
import { Tag } from '../../components/tag';
import { useDocumentMeta } from '../../hooks/use-document-meta';
import { PostContent } from './post-content';
import { sharePost } from './share-post';

type PostState = { status: 'loading' } | { status: 'found'; post: BlogPostView } | { status: 'not-found' };

/** Reads the post as the viewer (staff see drafts through row-level security; visitors do not). */
function usePost(slug: string, locale: Locale): PostState {
  const [state, setState] = useState<PostState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    const { blogPost } = getMessages(locale);
    const failed = (error: unknown) => {
      console.error('Loading the blog post failed:', error);
      notify({ kind: 'error', title: blogPost.loadErrorTitle, message: blogPost.loadErrorMessage });
      if (current) setState({ status: 'not-found' });
    };
    getViewerReadClient()
      .then((client) => fetchBlogPostBySlug(client, slug, locale))
      .then((lookup) => {
        if (!current) return;
        if (lookup.status === 'found') setState({ status: 'found', post: blogPostView(lookup.post, locale) });
        else if (lookup.status === 'not-found') setState({ status: 'not-found' });
        else failed(new Error(`${lookup.code ?? ''} ${lookup.message}`.trim()));
      }, failed);
    return () => {
      current = false;
    };
  }, [slug, locale]);
  return state;
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
  useDocumentMeta({
    title: post ? `${post.title} | ${messages.meta.siteName}` : messages.meta.blogPost.title,
    description: post?.excerpt || messages.meta.blogPost.description,
    locale,
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

  const { post: shown } = state;
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
          <PostContent html={shown.contentHtml} loadingLabel={blogPost.loading} />
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
