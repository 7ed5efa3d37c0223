import { render, screen } from '@app/ui/testing';
import { MemoryRouter } from 'react-router-dom';
import { blogPostView, type PublicBlogPostRow } from '@app/content';
import { LocaleProvider } from '../../components/locale/locale-context';
import { PostArticle } from './post-article';

const row = {
  id: 'p3',
  title_cs: 'Implementace nového systému za čtyři týdny',
  title_en: 'Implementing a new system in four weeks',
  title_de: null,
  slug_cs: 'implementace-systemu',
  slug_en: 'system-implementation',
  slug_de: null,
  excerpt_cs: 'Jak na to',
  excerpt_en: 'How it works',
  excerpt_de: null,
  category_cs: 'Implementace',
  category_en: 'Implementation',
  category_de: null,
  content_cs: '<p>Obsah článku</p>',
  content_en: '<p>Article content</p>',
  content_de: null,
  published: true,
  featured: false,
  read_time: 5,
  created_at: '2026-09-02T07:00:00Z',
  publish_at: null,
  updated_at: '2026-09-02T07:00:00Z',
  image_url: '/images/cover.png',
  cover: { width: 1200, height: 630, alt_cs: 'Tým u tabule', alt_en: 'A team at a whiteboard', alt_de: null },
} as unknown as PublicBlogPostRow;

function renderArticle(locale: 'cs' | 'en' | 'de') {
  render(
    <MemoryRouter>
      <LocaleProvider locale={locale}>
        <PostArticle post={blogPostView(row, locale)} prebuilt />
      </LocaleProvider>
    </MemoryRouter>,
  );
}

test('a post without a German version, on the German page: Czech texts marked lang="cs", a German note, the German category', () => {
  renderArticle('de');
  expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'cs');
  expect(screen.getByTestId('post-content')).toHaveAttribute('lang', 'cs');
  expect(screen.getByRole('img', { name: 'Tým u tabule' })).toHaveAttribute('lang', 'cs');
  expect(document.querySelector('.post-language-note')).toHaveTextContent('Dieser Artikel ist nur auf Tschechisch und Englisch verfügbar.');
  expect(screen.getByRole('link', { name: 'Englisch' })).toHaveAttribute('href', '/en/blog/system-implementation');
  expect(screen.getByText('Implementierung')).not.toHaveAttribute('lang');
  expect(screen.getByText('02.09.2026')).toHaveAttribute('datetime', '2026-09-02T07:00:00Z');
});

test('the translated post has neither lang marks nor the note', () => {
  renderArticle('en');
  expect(screen.getByRole('heading', { level: 1, name: 'Implementing a new system in four weeks' })).not.toHaveAttribute('lang');
  expect(screen.getByTestId('post-content')).not.toHaveAttribute('lang');
  expect(screen.queryByText(/only available/)).not.toBeInTheDocument();
  expect(screen.getByText('Implementation')).toBeInTheDocument();
});
