import './blog-page.css';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { parsePath } from '@app/i18n';
import { blogPostSummary, fetchPublishedBlogPostPageWithoutClient } from '@app/content';
import { deferredSection } from '../../components/deferred-section';
import { useFormToken } from '../../components/form-token';
import { useLocale, useMessages } from '../../components/locale/locale-context';
import { PageIntro } from '../../components/page-intro';
import { usePublicRead } from '../../components/use-public-data';
import { useDocumentMeta } from '../../hooks/use-document-meta';
import { useScrollToHash } from '../../hooks/use-scroll-to-hash';
// The seo files themselves, not its index: through the index, the blog post page's structured data
// (which shares a chunk with this page) came along, 1 KB gz over the page's JavaScript budget.
import {
  blogCategoryFromSlug,
  blogCategoryName,
  blogListDataKey,
  blogListPageAlternates,
  blogListPagePath,
  blogPageCount,
  blogPageRange,
  type BlogListPage,
} from '../../seo/blog-list-pages';
import { blogFeedLink } from '../../seo/feed';
import { blogCategoryOptions } from './blog-categories';
import { BlogPostCard } from './blog-post-card';
import { BlogPagination } from './blog-pagination';
import { useCategoryQueryRedirect } from './category-filter-url';
import { newsletterToken } from './newsletter-token';

/**
 * The newsletter box hydrates at the visitor's first interaction with it (its prerendered form shows at
 * once): its form code stays out of the list's first load, which the JavaScript budget has no room for.
 */
const Newsletter = deferredSection(
  'blog-newsletter',
  () => import(/* webpackChunkName: "blog-newsletter" */ './newsletter-section').then((module) => module.NewsletterSection),
  'interaction',
);

/** The list page the visit arrived on (prerendered; its newsletter box waits for the visitor). */
const arrivalPath = typeof window === 'undefined' ? null : window.location.pathname;

/** The categories as links to their own pages (the whole list first); the shown one is marked. */
function CategoryLinks({ selected }: { selected: string | null }) {
  const locale = useLocale();
  const { blogList } = useMessages();
  const options = [{ key: null, label: blogList.allCategories }, ...blogCategoryOptions(locale)];
  return (
    <nav className="blog-sidebar-box" aria-labelledby="blog-categories-title">
      <h2 className="title title--2 blog-sidebar-box__title blog-categories__title" id="blog-categories-title">
        {blogList.categoriesTitle}
      </h2>
      <ul className="blog-categories">
        {options.map((option) => {
          const active = option.key === selected;
          return (
            <li key={option.key ?? 'all'}>
              <Link
                className={`button button--sm button--full blog-category ${active ? 'button--filled' : 'blog-category--idle'}`}
                to={blogListPagePath({ categoryKey: option.key, page: 1 }, locale)}
                aria-current={active ? 'page' : undefined}
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The list page the URL names: its category (Czech key; unknown when the slug names none) and number. */
function useListPage(): { listPage: BlogListPage; unknownCategory: boolean } {
  const locale = useLocale();
  const { pathname } = useLocation();
  const parsed = parsePath(pathname);
  const list = parsed.page === 'blog' ? parsed.list : undefined;
  const categoryKey = list?.category ? blogCategoryFromSlug(list.category, locale) : null;
  return { listPage: { categoryKey, page: list?.page ?? 1 }, unknownCategory: Boolean(list?.category) && categoryKey === null };
}

export function BlogPage() {
  const locale = useLocale();
  const messages = useMessages();
  const { blogList } = messages;
  useFormToken(newsletterToken);
  useCategoryQueryRedirect();
  const { listPage, unknownCategory } = useListPage();
  const { pathname } = useLocation();
  // Another list page reached in the browser: the location reaches the newsletter box, which must hydrate
  // first, so its code is needed now (asked for while rendering: the navigation waits for it).
  if (arrivalPath !== null && pathname !== arrivalPath) void Newsletter.preload();
  const { categoryKey, page } = listPage;
  // One request per page shown (its posts and the list's total), stable for the page's key.
  const read = useMemo(() => () => fetchPublishedBlogPostPageWithoutClient({ categoryKey, range: blogPageRange(page) }), [categoryKey, page]);
  const result = usePublicRead(blogListDataKey(listPage), read);
  useScrollToHash(result.status !== 'loading');
  const total = result.status === 'ready' ? result.data.total : 0;
  const pageCount = blogPageCount(total);
  const posts = result.status === 'ready' ? result.data.rows.map((row) => blogPostSummary(row, locale)) : [];
  const hrefOf = (number: number) => blogListPagePath({ categoryKey, page: number }, locale);

  const categoryTitle = categoryKey === null ? messages.meta.blog.title : `${blogCategoryName(categoryKey, locale)} – ${messages.meta.blog.title}`;
  useDocumentMeta({
    ...messages.meta.blog,
    title: page > 1 ? blogList.pagination.pageTitle(categoryTitle, page) : categoryTitle,
    locale,
    feed: blogFeedLink(locale),
    alternates: blogListPageAlternates(listPage),
    prev: page > 1 ? hrefOf(page - 1) : undefined,
    next: result.status === 'ready' && page < pageCount ? hrefOf(page + 1) : undefined,
  });

  return (
    <>
      <PageIntro title={blogList.title} intro={blogList.subtitle} />
      <div className="site-container blog-page">
        <div className="blog-layout">
          <section aria-label={blogList.title} aria-busy={result.status === 'loading'}>
            {result.status === 'loading' ? (
              <p role="status" className="text blog-status">
                {blogList.loading}
              </p>
            ) : (
              <>
                <p role="status" className="text text--sm blog-status blog-status--count">
                  {posts.length > 0 ? blogList.postCount(total) : ''}
                </p>
                {posts.length > 0 ? (
                  <div className="blog-list">
                    {posts.map((post) => (
                      <BlogPostCard key={post.id} post={post} />
                    ))}
                  </div>
                ) : (
                  <div className="blog-empty">
                    <p className="text blog-status">{categoryKey !== null || unknownCategory ? blogList.emptyCategory : blogList.empty}</p>
                  </div>
                )}
                <BlogPagination current={page} count={pageCount} hrefOf={hrefOf} />
              </>
            )}
          </section>
          <aside className="blog-sidebar">
            <CategoryLinks selected={categoryKey} />
            <Newsletter.Component />
          </aside>
        </div>
      </div>
    </>
  );
}
