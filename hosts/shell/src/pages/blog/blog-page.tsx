import './blog-page.css';
import type { Locale } from '@app/i18n';
import {
  blogPostPublicData,
  blogPostSummary,
  filterBlogPostsByCategory,
  subscribeToNewsletter,
} from '@app/content';
import { getPublicClient } from '@app/supabase';
import { formTokenSlot, useFormToken } from '../../components/form-token';
import { useLocale, useMessages } from '../../components/locale/locale-context';
import { PageIntro } from '../../components/page-intro';
import { usePublicData } from '../../components/use-public-data';
import { useDocumentMeta } from '../../hooks/use-document-meta';
import { useScrollToHash } from '../../hooks/use-scroll-to-hash';
import { blogFeedLink } from '../../seo';
import { blogCategoryOptions } from './blog-categories';
import { BlogPostCard } from './blog-post-card';
import { useCategoryFilter } from './category-filter-url';
import { NewsletterBox } from './newsletter-box';

const newsletterToken = formTokenSlot();

async function subscribe(email: string, honeypot: string, locale: Locale): Promise<void> {
  const client = await getPublicClient();
  // Where this visit came from (kept in memory for the visit), as the contact form sends it.
  const attribution = import('../../features/analytics/visit').then((module) => module.visitAttribution(), () => null);
  try {
    await subscribeToNewsletter(client, email, { locale, honeypot, formToken: await newsletterToken.take(), attribution: await attribution });
  } finally {
    newsletterToken.renew();
  }
}

function CategoryFilter({ selected, onSelect }: { selected: string | null; onSelect: (category: string | null) => void }) {
  const locale = useLocale();
  const { blog } = useMessages();
  const options = [{ key: null, label: blog.allCategories }, ...blogCategoryOptions(locale)];
  return (
    <nav className="blog-sidebar-box" aria-labelledby="blog-categories-title">
      <h2 className="title title--2 blog-sidebar-box__title blog-categories__title" id="blog-categories-title">
        {blog.categoriesTitle}
      </h2>
      <ul className="blog-categories">
        {options.map((option) => {
          const active = option.key === selected;
          return (
            <li key={option.key ?? 'all'}>
              <button
                type="button"
                className={`button button--sm button--full blog-category ${active ? 'button--filled' : 'blog-category--idle'}`}
                aria-pressed={active}
                onClick={() => onSelect(option.key)}
              >
                {option.label}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function BlogPage() {
  const locale = useLocale();
  const messages = useMessages();
  const { blog } = messages;
  useDocumentMeta({ ...messages.meta.blog, locale, feed: blogFeedLink(locale) });
  useScrollToHash();
  useFormToken(newsletterToken);
  const [category, setCategory] = useCategoryFilter();
  const rows = usePublicData(blogPostPublicData.key, blogPostPublicData.read);
  const posts = rows.status === 'ready' ? rows.data.map((row) => blogPostSummary(row, locale)) : [];
  const shown = filterBlogPostsByCategory(posts, category);

  return (
    <>
      <PageIntro title={blog.title} intro={blog.subtitle} />
      <div className="site-container blog-page">
        <div className="blog-layout">
          <section aria-label={blog.title} aria-busy={rows.status === 'loading'}>
            {rows.status === 'loading' ? (
              <p role="status" className="text blog-status">
                {blog.loading}
              </p>
            ) : (
              <>
                <p role="status" className="text text--sm blog-status blog-status--count">
                  {shown.length > 0 ? blog.postCount(shown.length) : ''}
                </p>
                {shown.length > 0 ? (
                  <div className="blog-list">
                    {shown.map((post) => (
                      <BlogPostCard key={post.id} post={post} />
                    ))}
                  </div>
                ) : (
                  <div className="blog-empty">
                    <p className="text blog-status">{category !== null && posts.length > 0 ? blog.emptyCategory : blog.empty}</p>
                  </div>
                )}
              </>
            )}
          </section>
          <aside className="blog-sidebar">
            <CategoryFilter selected={category} onSelect={setCategory} />
            <NewsletterBox subscribe={(email, honeypot) => subscribe(email, honeypot, locale)} />
          </aside>
        </div>
      </div>
    </>
  );
}
