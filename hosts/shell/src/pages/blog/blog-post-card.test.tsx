import { render, screen, within } from '@app/ui/testing';
import { MemoryRouter } from 'react-router-dom';
import { getMessages, type Locale } from '@app/i18n';
import type { BlogPostSummary } from '@app/content';
import { LocaleProvider } from '../../components/locale/locale-context';
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
  lang: { title: 'en', excerpt: 'en', category: 'en' },
  languages: ['cs', 'en'],
  alternates: { cs: '/blog/implementace', en: '/en/blog/implementation-in-four-weeks', de: '/de/blog/implementace' },
};

/** The same post on the German list, which has no German text: Czech title and excerpt. */
const czechOnGerman: BlogPostSummary = {
  ...post,
  slug: 'implementace',
  title: 'Implementace za čtyři týdny',
  excerpt: 'Jak na to',
  category: 'Implementace',
  lang: { title: 'cs', excerpt: 'cs', category: 'cs' },
};

/** The card on the list of `locale`'s tree. */
function renderCard(card: BlogPostSummary, locale: Locale) {
  render(
    <MemoryRouter>
      <LocaleProvider locale={locale}>
        <BlogPostCard post={card} />
      </LocaleProvider>
    </MemoryRouter>,
  );
}

test('shows category, featured badge, the date in the page language, read time and links "read more" to the post', () => {
  renderCard(post, 'en');
  expect(screen.getByRole('heading', { level: 2, name: 'Implementation in four weeks' })).toBeInTheDocument();
  expect(screen.getByText('Implementation')).toBeInTheDocument();
  expect(screen.getByText(getMessages('en').blogList.featured)).toBeInTheDocument();
  expect(screen.getByText('2 September 2026')).toHaveAttribute('datetime', '2026-09-02T07:00:00Z');
  expect(screen.getByText(getMessages('en').blog.readTime(5))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Read more/ })).toHaveAttribute('href', '/en/blog/implementation-in-four-weeks');
});

test('a post that is not featured has no badge; the Czech list writes the date the Czech way', () => {
  renderCard({ ...post, featured: false }, 'cs');
  expect(screen.getByText('2. 9. 2026')).toBeInTheDocument();
  expect(screen.queryByText('Doporučujeme')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Číst více/ })).toHaveAttribute('href', '/blog/implementation-in-four-weeks');
});

test('a post shown in Czech on another language list marks its texts as Czech and says where it can be read', () => {
  renderCard(czechOnGerman, 'de');
  const heading = screen.getByRole('heading', { level: 2, name: 'Implementace za čtyři týdny' });
  expect(heading).toHaveAttribute('lang', 'cs');
  expect(screen.getByText('Jak na to')).toHaveAttribute('lang', 'cs');
  const note = document.querySelector('.post-language-note');
  expect(note).toHaveTextContent('Dieser Artikel ist nur auf Tschechisch und Englisch verfügbar.');
  expect(note).not.toHaveAttribute('lang');
  // Each language a link to the post in it, for a reader who reads one of them.
  expect(within(note as HTMLElement).getByRole('link', { name: 'Englisch' })).toHaveAttribute('href', '/en/blog/implementation-in-four-weeks');
  expect(within(note as HTMLElement).getByRole('link', { name: 'Englisch' })).toHaveAttribute('hreflang', 'en');
  expect(within(note as HTMLElement).getByRole('link', { name: 'Tschechisch' })).toHaveAttribute('href', '/blog/implementace');
  // The badge names the category as the German filter does, in German.
  const badge = screen.getByText('Implementierung');
  expect(badge).not.toHaveAttribute('lang');
  expect(screen.queryByText('Implementace')).not.toBeInTheDocument();
  const readMore = screen.getByRole('link', { name: /^Weiterlesen\s?: Implementace za čtyři týdny$/ });
  expect(readMore.querySelector('[lang="cs"]')?.textContent).toBe('Implementace za čtyři týdny');
});

test('a translated post carries no lang of its own and no note', () => {
  renderCard(post, 'en');
  expect(screen.getByRole('heading', { level: 2 })).not.toHaveAttribute('lang');
  expect(document.querySelector('[lang]')).toBeNull();
  expect(screen.queryByText(/only available/)).not.toBeInTheDocument();
});

test('a category outside the four keeps the text it has, marked with its language when that is Czech', () => {
  renderCard({ ...czechOnGerman, category: 'Případové studie', categoryKey: 'Případové studie' }, 'de');
  expect(screen.getByText('Případové studie')).toHaveAttribute('lang', 'cs');
});
