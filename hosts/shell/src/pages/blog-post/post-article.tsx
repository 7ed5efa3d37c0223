import { Link } from 'react-router-dom';
import { formatDate, getHref } from '@app/i18n';
import { postFallbackLanguages, type BlogPostView } from '@app/content';
import { contactHref } from '../../components/contact-link';
import { ArrowLeftIcon, CalendarIcon, ClockIcon, ShareIcon } from '../../components/inline-icons';
import { useLocale, useMessages } from '../../components/locale/locale-context';
import { Tag } from '../../components/tag';
import { CategoryTag, PostLanguageNote, langOf } from '../blog/post-language-note';
import { PostContent } from './post-content';
import { PostCover } from './post-cover';
import { sharePost } from './share-post';

export function BackToBlog({ label }: { label: string }) {
  const locale = useLocale();
  return (
    <Link to={getHref('blog', locale)} className="post-back-link">
      <ArrowLeftIcon size={16} />
      {label}
    </Link>
  );
}

/**
 * A post as the public page shows it: the article with its sanitized content, the consultation box and
 * the way back. The public post page and the back office's preview of unsaved text both render this.
 * `prebuilt`: the HTML was sanitized at build time already.
 */
export function PostArticle({ post: shown, prebuilt }: { post: BlogPostView; prebuilt?: boolean }) {
  const locale = useLocale();
  const { blogPost, blog } = useMessages();
  const onlyIn = postFallbackLanguages(shown, locale, ['title', 'content']);
  return (
    <div className="site-container site-container--md post-page">
      <article className="post-article" aria-labelledby="post-title">
        <div className="stack post-stack">
          <BackToBlog label={blogPost.backToBlog} />
          <div className="group post-tags">
            <CategoryTag post={shown} />
            {!shown.published && <Tag tone="draft">{blogPost.draftBadge}</Tag>}
          </div>
          {onlyIn && <PostLanguageNote languages={onlyIn} alternates={shown.alternates} />}
          <h1 className="title title--1 post-title" id="post-title" lang={langOf(shown.lang.title, locale)}>
            {shown.title}
          </h1>
          <div className="post-meta">
            <span>
              <CalendarIcon size={16} />
              <time dateTime={shown.publishedAt}>{formatDate(shown.publishedAt, locale)}</time>
            </span>
            <span>
              <ClockIcon size={16} />
              {blog.readTime(shown.readTimeMinutes)}
            </span>
            <button
              type="button"
              className="button button--subtle post-button--icon post-share"
              onClick={() => void sharePost({ title: shown.title, url: window.location.href, texts: blogPost })}
            >
              <span className="button__icon" aria-hidden="true">
                <ShareIcon size={16} />
              </span>
              {blogPost.share}
            </button>
          </div>
          {shown.cover && <PostCover cover={shown.cover} />}
          <PostContent
            key={shown.id}
            html={shown.contentHtml}
            lang={langOf(shown.lang.content, locale)}
            sanitizedHtml={prebuilt ? shown.contentHtml : undefined}
            loadingLabel={blogPost.loading}
          />
        </div>
      </article>
      <section className="post-consultation post-article" aria-labelledby="post-consultation-title">
        <div className="stack stack--sm">
          <h2 className="title title--2 post-consultation__title" id="post-consultation-title">
            {blogPost.consultation.title}
          </h2>
          <p className="text post-consultation__text">{blogPost.consultation.text}</p>
          <div className="group post-consultation__actions">
            <Link to={contactHref(locale, 'consultation')} className="button button--filled button--sm">
              {blogPost.consultation.contactButton}
            </Link>
            <Link to={getHref('services', locale)} className="button button--outline button--sm">
              {blogPost.consultation.servicesButton}
            </Link>
          </div>
        </div>
      </section>
      <div className="group group--center post-all-articles">
        <Link to={getHref('blog', locale)} className="button button--default button--sm post-button--icon">
          <span className="button__icon" aria-hidden="true">
            <ArrowLeftIcon size={16} />
          </span>
          {blogPost.allArticles}
        </Link>
      </div>
    </div>
  );
}
