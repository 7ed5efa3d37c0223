import { Link } from 'react-router-dom';
import { formatDate, getBlogPostHref, type Locale, type Messages } from '@app/i18n';
import type { BlogPostSummary } from '@app/content';
import { CalendarIcon, ClockIcon } from '../../components/inline-icons';
import { Tag } from '../../components/tag';

/** One post of the blog list (spec 2.9): category, featured badge, title, excerpt, date, read time, "Číst více". */
export function BlogPostCard({ post, locale, blog }: { post: BlogPostSummary; locale: Locale; blog: Messages['blog'] }) {
  const headingId = `post-${post.id}`;
  return (
    <article className={post.featured ? 'blog-card blog-card--featured' : 'blog-card'} aria-labelledby={headingId} data-testid="blog-post">
      <div className="group blog-card__tags">
        {post.category && <Tag tone="category">{post.category}</Tag>}
        {post.featured && <Tag tone="featured">{blog.featured}</Tag>}
      </div>
      <h2 className="title title--2 blog-card__title" id={headingId}>
        {post.title}
      </h2>
      {post.excerpt && <p className="text blog-card__excerpt">{post.excerpt}</p>}
      <div className="blog-card__meta">
        <span>
          <CalendarIcon size={16} />
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
        </span>
        <span>
          <ClockIcon size={16} />
          {blog.readTime(post.readTimeMinutes)}
        </span>
      </div>
      <Link to={getBlogPostHref(post.slug, locale)} className="button button--light button--sm blog-card__read-more">
        {blog.readMore}
        <span className="visually-hidden">{`: ${post.title}`}</span>
      </Link>
    </article>
  );
}
