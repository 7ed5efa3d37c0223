/**
 * Lean delivery of the blog list beyond its first page: page 2, a category and a category's page 2 in each
 * language stay within the byte budget (the publisher prerenders them once the list is long enough).
 */
import { LOCALES, getBlogListHref, type Locale } from '@app/i18n';
import { eventually } from './support/eventually';
import { useStackAndBrowser } from './support/stack-fixture';
import { measurePage } from '../../scripts/lib/page-weight';
import { PUBLIC_PAGE_BUDGET } from '../../scripts/lib/budgets';

const running = useStackAndBrowser({ publisher: true, publisherPollMs: 60_000 });

jest.setTimeout(300_000);

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const AUTOMATION: Record<Locale, string> = { cs: 'automatizace', en: 'automation', de: 'automatisierung' };

beforeAll(async () => {
  // Older than the seeded posts, so the seeded ones keep the first page; 14 more fill a second page of the list and of Automatizace.
  await running.stack.backend.db.query(
    `insert into public.blog_posts (title_cs, slug_cs, excerpt_cs, content_cs, category_cs, title_en, slug_en, title_de, slug_de, published, created_at)
     select 'Článek ' || n, 'clanek-' || n, 'Perex ' || n, '<p>Text ' || n || '</p>', 'Automatizace', 'Article ' || n, 'article-' || n,
            'Artikel ' || n, 'artikel-' || n, true, timestamptz '2026-01-01 09:00:00+01' - n * interval '1 minute'
     from generate_series(1, 14) as n`,
  );
}, 60_000);

test('page 2, a category and its page 2 in every language stay within the JS and CSS budget', async () => {
  const paths = LOCALES.flatMap((locale) => [
    getBlogListHref(locale, { page: 2 }),
    getBlogListHref(locale, { category: AUTOMATION[locale] }),
    getBlogListHref(locale, { category: AUTOMATION[locale], page: 2 }),
  ]);
  await eventually(
    async () => {
      for (const path of paths) expect({ path, status: (await fetch(running.stack.hostUrl + path)).status }).toEqual({ path, status: 200 });
    },
    { timeout: 180_000, interval: 1_000 },
  );
  const overBudget: string[] = [];
  for (const path of paths) {
    const weight = await measurePage(running.browser, running.stack.hostUrl, path);
    expect(weight.js.files).toBeGreaterThan(0);
    if (kb(weight.js.gzip) > PUBLIC_PAGE_BUDGET.jsGzipKb) overBudget.push(`${path}: JS ${kb(weight.js.gzip)} KB gz`);
    if (kb(weight.css.gzip) > PUBLIC_PAGE_BUDGET.cssGzipKb) overBudget.push(`${path}: CSS ${kb(weight.css.gzip)} KB gz`);
  }
  expect(overBudget).toEqual([]);
});
