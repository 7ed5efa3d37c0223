import { Link } from 'react-router-dom';
import { formatDate, getBlogPostHref } from '@app/i18n';
import { postFallbackLanguages, type BlogPostSummary } from '@app/content';
import { CalendarIcon, ClockIcon } from '../../components/inline-icons';
import { useLocale, useMessages } from '../../components/locale/locale-context';
import { Tag } from '../../components/tag';
import { CategoryTag, PostLanguageNote, langOf } from './post-language-note';

/**
 * One post of the blog list: category, featured badge, title, excerpt, date, read time, "Číst více".
 * A text shown in Czech because the page's language has none carries lang="cs", and the card says so.
 */
export function BlogPostCard({ post }: { post: BlogPostSummary }) {
  const locale = useLocale();
  const { blog, blogList } = useMessages();
  const headingId = `post-${post.id}`;
  const onlyIn = postFallbackLanguages(post, locale, ['title', 'excerpt']);
  const titleLang = langOf(post.lang.title, locale);
  return (
    <article className={post.featured ? 'blog-card blog-card--featured' : 'blog-card'} aria-labelledby={headingId} data-testid="blog-post">
      <div className="group blog-card__tags">
        <CategoryTag post={post} />
        {post.featured && <Tag tone="featured">{blogList.featured}</Tag>}
      </div>
      {onlyIn && <PostLanguageNote languages={onlyIn} alternates={post.alternates} />}
      <h2 className="title title--2 blog-card__title" id={headingId} lang={titleLang}>
        {post.title}
      </h2>
      {post.excerpt && (
        <p className="text blog-card__excerpt" lang={langOf(post.lang.excerpt, locale)}>
          {post.excerpt}
        </p>
      )}
      <div className="blog-card__meta">
        <span>
          <CalendarIcon size={16} />
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, locale)}</time>
        </span>
        <span>
          <ClockIcon size={16} />
          {blog.readTime(post.readTimeMinutes)}
        </span>
      </div>
      <Link to={getBlogPostHref(post.slug, locale)} className="button button--light button--sm blog-card__read-more">
        {blogList.readMore}
        <span className="visually-hidden">
          {': '}
          <span lang={titleLang}>{post.title}</span>
        </span>
      </Link>
    </article>
  );
}
