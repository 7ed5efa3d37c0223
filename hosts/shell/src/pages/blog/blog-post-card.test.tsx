import { render, screen } from '@app/ui/testing';
import { MemoryRouter } from 'react-router-dom';
import { getMessages } from '@app/i18n';
import type { BlogPostSummary } from '@app/content';
import { BlogPostCard } from './blog-post-card';

const post: BlogPostSummary = {
  id: 'p1',
  slug: 'implementation-in-four-weeks',
  title: 'Implementation in four weeks',
  excerpt: 'How it works',
  category: 'Implementation',
  categoryKey: 'Implementace',
  featured: true,
  published: true,
  readTimeMinutes: 5,
  createdAt: '2026-08-30T07:00:00Z',
  // Scheduled for a later day than it was written: the card shows the publication date.
  publishedAt: '2026-09-02T07:00:00Z',
  updatedAt: '2026-09-02T07:00:00Z',
  metaDescription: '',
};

test('shows category, featured badge, Czech-format date, read time and links "read more" to the post', () => {
  render(
    <MemoryRouter>
      <BlogPostCard post={post} locale="en" blog={getMessages('en').blog} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Implementation in four weeks' })).toBeInTheDocument();
  expect(screen.getByText('Implementation')).toBeInTheDocument();
  expect(screen.getByText(getMessages('en').blog.featured)).toBeInTheDocument();
  expect(screen.getByText('2. 9. 2026')).toHaveAttribute('datetime', '2026-09-02T07:00:00Z');
  expect(screen.getByText(getMessages('en').blog.readTime(5))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Read more/ })).toHaveAttribute('href', '/en/blog/implementation-in-four-weeks');
});

test('a post that is not featured has no badge', () => {
  render(
    <MemoryRouter>
      <BlogPostCard post={{ ...post, featured: false }} locale="cs" blog={getMessages('cs').blog} />
    </MemoryRouter>,
  );
  expect(screen.queryByText('Doporučujeme')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Číst více/ })).toHaveAttribute('href', '/blog/implementation-in-four-weeks');
});
