import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Input.css';
import './blog-page.css';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge, Button, Container, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatDate, getBlogPostHref, getMessages, type Locale, type Messages } from '@app/i18n';
import {
  blogPostSummary,
  fetchPublishedBlogPosts,
  filterBlogPostsByCategory,
  subscribeToNewsletter,
  type BlogPostSummary,
} from '@app/content';
import { getPublicClient } from '@app/supabase';
import { CalendarIcon, ClockIcon } from '../../components/inline-icons';
import { PageIntro } from '../../components/page-intro';
import { usePublicData } from '../../components/use-public-data';
import { useDocumentMeta } from '../../hooks/use-document-meta';
import { blogCategoryOptions } from './blog-categories';
import { NewsletterBox } from './newsletter-box';

async function subscribe(email: string): Promise<void> {
  await subscribeToNewsletter(await getPublicClient(), email);
}

function PostCard({ post, locale, blog }: { post: BlogPostSummary; locale: Locale; blog: Messages['blog'] }) {
  const headingId = `post-${post.id}`;
  return (
    <article className={post.featured ? 'blog-card blog-card--featured' : 'blog-card'} aria-labelledby={headingId} data-testid="blog-post">
      <Group gap="xs">
        {post.category && (
          <Badge variant="light" color="brand.8">
            {post.category}
          </Badge>
        )}
        {post.featured && <Badge color="orange.9">{blog.featured}</Badge>}
      </Group>
      <Title order={2} fz={24} id={headingId}>
        {post.title}
      </Title>
      {post.excerpt && <Text c="gray.8">{post.excerpt}</Text>}
      <div className="blog-card__meta">
        <span>
          <CalendarIcon size={16} />
          <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
        </span>
        <span>
          <ClockIcon size={16} />
          {blog.readTime(post.readTimeMinutes)}
        </span>
      </div>
      <Button component={Link} to={getBlogPostHref(post.slug, locale)} variant="light" w="fit-content">
        {blog.readMore}
        <VisuallyHidden>{`: ${post.title}`}</VisuallyHidden>
      </Button>
    </article>
  );
}

function CategoryFilter({
  locale,
  selected,
  onSelect,
}: {
  locale: Locale;
  selected: string | null;
  onSelect: (category: string | null) => void;
}) {
  const { blog } = getMessages(locale);
  const options = [{ key: null, label: blog.allCategories }, ...blogCategoryOptions(locale)];
  return (
    <nav className="blog-sidebar-box" aria-labelledby="blog-categories-title">
      <Title order={2} fz={18} id="blog-categories-title" mb="sm">
        {blog.categoriesTitle}
      </Title>
      <ul className="blog-categories">
        {options.map((option) => {
          const active = option.key === selected;
          return (
            <li key={option.key ?? 'all'}>
              <Button
                variant={active ? 'filled' : 'subtle'}
                color={active ? 'brand.8' : 'dark'}
                justify="flex-start"
                fullWidth
                aria-pressed={active}
                onClick={() => onSelect(option.key)}
              >
                {option.label}
              </Button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function BlogPage({ locale }: { locale: Locale }) {
  const messages = getMessages(locale);
  const { blog } = messages;
  useDocumentMeta({ ...messages.meta.blog, locale });
  const [category, setCategory] = useState<string | null>(null);
  const rows = usePublicData('blog posts', fetchPublishedBlogPosts);
  const posts = rows.status === 'ready' ? rows.data.map((row) => blogPostSummary(row, locale)) : [];
  const shown = filterBlogPostsByCategory(posts, category);

  return (
    <>
      <PageIntro title={blog.title} intro={blog.subtitle} />
      <Container size="lg" pb={96}>
        <div className="blog-layout">
          <section aria-label={blog.title} aria-busy={rows.status === 'loading'}>
            {rows.status === 'loading' ? (
              <Text role="status" c="gray.7">
                {blog.loading}
              </Text>
            ) : (
              <>
                <Text role="status" size="sm" c="gray.7" mb="md">
                  {shown.length > 0 ? blog.postCount(shown.length) : ''}
                </Text>
                {shown.length > 0 ? (
                  <div className="blog-list">
                    {shown.map((post) => (
                      <PostCard key={post.id} post={post} locale={locale} blog={blog} />
                    ))}
                  </div>
                ) : (
                  <div className="blog-empty">
                    <Text c="gray.7">{category !== null && posts.length > 0 ? blog.emptyCategory : blog.empty}</Text>
                  </div>
                )}
              </>
            )}
          </section>
          <aside className="blog-sidebar">
            <CategoryFilter locale={locale} selected={category} onSelect={setCategory} />
            <NewsletterBox locale={locale} subscribe={subscribe} />
          </aside>
        </div>
      </Container>
    </>
  );
}
