import '@mantine/core/styles/Input.css';
import './blog-page.css';
import { useState } from 'react';
import { Button, Container, Text, Title } from '@mantine/core';
import { getMessages, type Locale } from '@app/i18n';
import {
  blogPostSummary,
  fetchPublishedBlogPosts,
  filterBlogPostsByCategory,
  subscribeToNewsletter,
} from '@app/content';
import { getPublicClient } from '@app/supabase';
import { PageIntro } from '../../components/page-intro';
import { PUBLIC_DATA_KEYS, usePublicData } from '../../components/use-public-data';
import { useDocumentMeta } from '../../hooks/use-document-meta';
import { blogCategoryOptions } from './blog-categories';
import { BlogPostCard } from './blog-post-card';
import { NewsletterBox } from './newsletter-box';

async function subscribe(email: string): Promise<void> {
  await subscribeToNewsletter(await getPublicClient(), email);
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
  const rows = usePublicData(PUBLIC_DATA_KEYS.blogPosts, fetchPublishedBlogPosts);
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
                      <BlogPostCard key={post.id} post={post} locale={locale} blog={blog} />
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
