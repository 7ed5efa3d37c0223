import { slugify } from '@app/content';
import { LOCALES, getMessages } from '@app/i18n';
import {
  BLOG_CATEGORY_KEYS,
  BLOG_PAGE_SIZE,
  blogCategoryFromSlug,
  blogCategorySlug,
  blogFirstPageRedirects,
  blogListDataKey,
  blogListPageAlternates,
  blogListPages,
  blogListPaths,
  blogPageCount,
  blogPageRange,
  blogPageSlice,
} from './blog-list-pages';

const posts = (count: number, category: string | null = 'Analýzy') =>
  Array.from({ length: count }, (_, index) => ({ id: `p${index}`, category_cs: category }));

test('pages of twelve: page count, range and slice', () => {
  expect(BLOG_PAGE_SIZE).toBe(12);
  expect([0, 1, 12, 13, 24, 2000].map(blogPageCount)).toEqual([1, 1, 1, 2, 2, 167]);
  expect(blogPageRange(1)).toEqual([0, 11]);
  expect(blogPageRange(3)).toEqual([24, 35]);
  const list = posts(30);
  expect(blogPageSlice(list, 3).map((post) => post.id)).toEqual(['p24', 'p25', 'p26', 'p27', 'p28', 'p29']);
  expect(blogPageSlice(list, 4)).toEqual([]);
});

test("a category's slug is its name in the language's catalog as a slug; the Czech slug is understood everywhere", () => {
  for (const locale of LOCALES) {
    expect(BLOG_CATEGORY_KEYS.map((key) => blogCategorySlug(key, locale))).toEqual(getMessages(locale).blog.categories.map(slugify));
  }
  expect(['cs', 'en', 'de'].map((locale) => blogCategorySlug('Analýzy', locale as 'cs'))).toEqual(['analyzy', 'analyses', 'analysen']);
  expect(blogCategoryFromSlug('analysen', 'de')).toBe('Analýzy');
  expect(blogCategoryFromSlug('analyzy', 'en')).toBe('Analýzy');
  expect(blogCategoryFromSlug('analysen', 'en')).toBeNull();
});

test('a list page in every language, and one data key for all three', () => {
  expect(blogListPageAlternates({ categoryKey: 'Implementace', page: 2 })).toEqual({
    cs: '/blog/kategorie/implementace/strana/2',
    en: '/en/blog/category/implementation/page/2',
    de: '/de/blog/kategorie/implementierung/seite/2',
  });
  expect(blogListDataKey({ categoryKey: null, page: 2 })).not.toBe(blogListDataKey({ categoryKey: 'Analýzy', page: 2 }));
});

test("the pages of the whole list and of each category, each with its posts and the list's total", () => {
  const rows = [...posts(25, 'Analýzy'), ...posts(2, 'Jiná kategorie'), ...posts(1, ' automatizace ')];
  const pages = blogListPages(rows);
  const summary = pages.map(({ listPage, data }) => [listPage.categoryKey, listPage.page, data.rows.length, data.total]);
  expect(summary).toEqual([
    [null, 1, 12, 28],
    [null, 2, 12, 28],
    [null, 3, 4, 28],
    ['Digitalizace', 1, 0, 0],
    ['Implementace', 1, 0, 0],
    ['Analýzy', 1, 12, 25],
    ['Analýzy', 2, 12, 25],
    ['Analýzy', 3, 1, 25],
    ['Automatizace', 1, 1, 1],
  ]);
});

test("the prerendered list paths: every page but the list's own first, in each language", () => {
  const paths = blogListPaths(posts(13, 'Analýzy'));
  expect(paths).toEqual(
    expect.arrayContaining(['/blog/strana/2', '/en/blog/page/2', '/de/blog/seite/2', '/blog/kategorie/analyzy/strana/2', '/en/blog/category/digitalization']),
  );
  expect(paths).not.toContain('/blog');
  expect(paths).not.toContain('/blog/strana/3');
  // 1 further page of the whole list, 4 category first pages, 1 further Analýzy page; × 3 languages.
  expect(paths).toHaveLength(6 * 3);
});

test('page 1 under its page segment redirects to the list', () => {
  expect(blogFirstPageRedirects()).toEqual(
    expect.arrayContaining([
      { from: '/blog/strana/1', to: '/blog' },
      { from: '/en/blog/page/1', to: '/en/blog' },
      { from: '/de/blog/kategorie/analysen/seite/1', to: '/de/blog/kategorie/analysen' },
    ]),
  );
});
