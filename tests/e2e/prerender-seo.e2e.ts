/**
 * Prerendered pages in the browser: every public URL and post hydrates without a console error or warning
 * in the production build, and the Czech ones in a development build (whose React names a mismatch in full;
 * the production build's error #418 fails the first test in any language), then refreshes the data built into it. What the HTML itself holds,
 * as a crawler reads it: tests/http/prerendered-pages.test.ts.
 */
import { JSDOM } from 'jsdom';
import type { Page } from 'playwright-core';
import { DEFAULT_LOCALE, LOCALES, PAGE_KEYS, getBlogPostHref, getHref, type Locale } from '@app/i18n';
import { buildPrerenderedDevelopmentHost } from './support/development-build';
import { useStackAndBrowser } from './support/stack-fixture';
import { startStack } from '../../scripts/lib/stack';
import { gotoApp } from './support/chromium';

const PUBLIC_PAGES = LOCALES.flatMap((locale) => PAGE_KEYS.map((page) => ({ locale, page, path: getHref(page, locale) })));

interface PublishedPost {
  slug_cs: string;
}

const running = useStackAndBrowser();
let posts: PublishedPost[];

jest.setTimeout(240_000);

beforeAll(async () => {
  const published = await running.stack.backend.db.query<PublishedPost>(
    'select slug_cs from public.blog_posts where published order by created_at desc',
  );
  posts = published.rows;
}, 120_000);

/** The page as a crawler without JavaScript sees it. */
async function staticDocument(path: string): Promise<Document> {
  const response = await fetch(`${running.stack.hostUrl}${path}`);
  expect({ path, status: response.status }).toEqual({ path, status: 200 });
  return new JSDOM(await response.text()).window.document;
}

/** Opens a URL and collects every console error and warning until the app is interactive and idle. */
async function hydrate(page: Page, url: string): Promise<{ problems: string[]; h1: string }> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await gotoApp(page, url, { waitUntil: 'networkidle' });
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  const h1 = (await page.locator('main h1').first().textContent())?.trim() ?? '';
  return { problems, h1 };
}

async function expectCleanHydration(hostUrl: string, locales: readonly Locale[]) {
  const context = await running.browser.newContext();
  const pages = PUBLIC_PAGES.filter(({ locale }) => locales.includes(locale));
  const paths = [...pages.map(({ path }) => path), ...posts.map((post) => getBlogPostHref(post.slug_cs, 'cs'))];
  for (const path of paths) {
    const prerendered = (await staticDocument(path)).querySelector('main h1')?.textContent?.trim();
    const page = await context.newPage();
    const { problems, h1 } = await hydrate(page, `${hostUrl}${path}`);
    expect({ path, problems }).toEqual({ path, problems: [] });
    expect({ path, h1 }).toEqual({ path, h1: prerendered });
    await page.close();
  }
  await context.close();
}

describe('hydration', () => {
  test('the production build hydrates every public URL and post without console errors or warnings', async () => {
    await expectCleanHydration(running.stack.hostUrl, LOCALES);
  });

  test('the development build (full React diagnostics) hydrates every Czech public URL and post without warnings', async () => {
    const developmentStack = await startStack({ hostRoot: await buildPrerenderedDevelopmentHost() });
    try {
      await expectCleanHydration(developmentStack.hostUrl, [DEFAULT_LOCALE]);
    } finally {
      await developmentStack.stop();
    }
  });
});

describe('data after the build', () => {
  test('a module renamed in the back office shows after hydration although the HTML holds the build-time name', async () => {
    const [module] = (
      await running.stack.backend.db.query<{ id: string; name_cs: string }>(
        'select id, name_cs from public.modules where active order by display_order limit 1',
      )
    ).rows;
    expect(module).toBeDefined();
    const renamed = `${module?.name_cs} (přejmenováno)`;
    await running.stack.backend.db.query('update public.modules set name_cs = $1 where id = $2', [renamed, module?.id]);
    try {
      expect((await staticDocument('/moduly')).querySelector('main')?.textContent).toContain(module?.name_cs);
      const page = await running.browser.newPage();
      await gotoApp(page, `${running.stack.hostUrl}/moduly`);
      await page.getByRole('heading', { level: 2, name: renamed }).waitFor();
      await page.close();
    } finally {
      await running.stack.backend.db.query('update public.modules set name_cs = $1 where id = $2', [module?.name_cs, module?.id]);
    }
  });

  test('a post published after the build opens (rendered in the browser) and joins the blog list', async () => {
    await running.stack.backend.db.query(
      `insert into public.blog_posts (title_cs, slug_cs, excerpt_cs, content_cs, category_cs, published)
       values ('Novinka po sestavení', 'novinka-po-sestaveni', 'Vyšlo po buildu.', '<p>Obsah nového článku.</p>', 'Automatizace', true)`,
    );
    try {
      const page = await running.browser.newPage();
      await gotoApp(page, `${running.stack.hostUrl}/blog/novinka-po-sestaveni`);
      await page.getByRole('heading', { level: 1, name: 'Novinka po sestavení' }).waitFor();
      await page.getByText('Obsah nového článku.').waitFor();
      await gotoApp(page, `${running.stack.hostUrl}/blog`);
      await page.getByRole('heading', { name: 'Novinka po sestavení' }).waitFor();
      await page.close();
    } finally {
      await running.stack.backend.db.query("delete from public.blog_posts where slug_cs = 'novinka-po-sestaveni'");
    }
  });
});
