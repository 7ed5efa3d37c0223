import { Link } from 'react-router-dom';
import { Button, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatDate, getBlogPostHref, type Locale, type Messages } from '@app/i18n';
import type { BlogPostSummary } from '@app/content';
import { CalendarIcon, ClockIcon } from '../../components/inline-icons';
import { Tag } from '../../components/tag';

/** One post of the blog list (spec 2.9): category, featured badge, title, excerpt, date, read time, "Číst více". */
export function BlogPostCard({ post, locale, blog }: { post: BlogPostSummary; locale: Locale; blog: Messages['blog'] }) {
  const headingId = `post-${post.id}`;
  return (
    <article className={post.featured ? 'blog-card blog-card--featured' : 'blog-card'} aria-labelledby={headingId} data-testid="blog-post">
      <Group gap="xs">
        {post.category && <Tag tone="category">{post.category}</Tag>}
        {post.featured && <Tag tone="featured">{blog.featured}</Tag>}
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
