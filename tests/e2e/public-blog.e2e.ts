/**
 * The blog list and post detail in Chromium against production builds and the local backend: list order and
 * featured badge, the category filter, the newsletter, post detail in three languages, share, not-found,
 * load errors, drafts (hidden from visitors, shown to the signed-in editor) and sanitized content.
 */
import type { Browser, Page } from 'playwright-core';
import { getMessages, type Locale } from '@app/i18n';
import { collectPageErrors, gotoApp, launchChromium } from './support/chromium';
import { eventually } from './support/eventually';
import { startStack, type Stack } from '../../scripts/lib/stack';

// testTimeout in a jest project entry is ignored; browser tests need more than the default 5 s.
jest.setTimeout(60_000);

let stack: Stack;
let browser: Browser;

const FEATURED_SLUG = 'jak-automatizace-faktur-setri-cas';
const DRAFT_SLUG = 'analyza-schvalovacich-procesu-2026';
const DRAFT_TITLE = 'Co ukazují data: analýza schvalovacích procesů v roce 2026';
const PUBLISHED_TITLES_CS = [
  'Jak automatizace zpracování faktur šetří až 80 % času',
  'Digitalizace firmy krok za krokem: od papíru k datům',
  'Implementace nového systému za čtyři týdny: jak na to',
];

beforeAll(async () => {
  stack = await startStack();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function newPage(): Promise<Page> {
  return (await browser.newContext()).newPage();
}

const postCards = (page: Page) => page.locator('[data-testid="blog-post"]');
const postTitles = (page: Page) => postCards(page).locator('h2').allTextContents();
const normalized = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

test('the list shows published posts newest first, the featured one badged, with date and read time', async () => {
  const page = await newPage();
  const errors = collectPageErrors(page);
  await gotoApp(page, `${stack.hostUrl}/blog`);
  await postCards(page).first().waitFor();
  // The prerendered list shows build-time rows until the fresh read replaces them.
  await eventually(async () => {
    const titles = await postTitles(page);
    expect(titles.map(normalized)).toEqual(PUBLISHED_TITLES_CS);
    expect(titles).not.toContain(DRAFT_TITLE);
  });
  const featured = postCards(page).first();
  await featured.getByText('Doporučujeme').waitFor();
  await eventually(async () => expect(await featured.evaluate((element) => element.classList.contains('blog-card--featured'))).toBe(true));
  await postCards(page).nth(1).getByText('Doporučujeme').waitFor({ state: 'detached' });
  await featured.getByText('Automatizace', { exact: true }).waitFor();
  await eventually(async () => expect(await featured.locator('time').textContent()).toBe('14. 10. 2026'));
  await featured.getByText('6 min čtení').waitFor();
  await postCards(page).nth(2).getByText('5 min čtení').waitFor();
  await eventually(async () => expect(await featured.getByRole('link', { name: /Číst více/ }).getAttribute('href')).toBe(`/blog/${FEATURED_SLUG}`));
  expect(errors).toEqual([]);
  await page.context().close();
});

test('the sidebar categories are links to their pages, the shown one marked', async () => {
  const page = await newPage();
  await gotoApp(page, `${stack.hostUrl}/blog`);
  await postCards(page).first().waitFor();
  const implementation = page.getByRole('link', { name: 'Implementace', exact: true });
  await implementation.click();
  await eventually(() => expect(new URL(page.url()).pathname).toBe('/blog/kategorie/implementace'));
  await eventually(async () => expect(await implementation.getAttribute('aria-current')).toBe('page'));
  await eventually(async () => expect((await postTitles(page)).map(normalized)).toEqual([PUBLISHED_TITLES_CS[2]]));
  await page.getByText('1 článek').waitFor();
  await page.getByRole('link', { name: 'Analýzy', exact: true }).click();
  await page.getByText('V této kategorii zatím nejsou žádné články.').waitFor();
  await postCards(page).first().waitFor({ state: 'detached' });
  await page.getByRole('link', { name: 'Všechny články', exact: true }).click();
  await postCards(page).nth(2).waitFor();
  await eventually(async () => expect(await postCards(page).count()).toBe(3));
  await eventually(async () => expect(await implementation.getAttribute('aria-current')).toBeNull());
  await page.context().close();
});

test('English and German lists use the translated fields and slugs, falling back to Czech', async () => {
  const page = await newPage();
  await gotoApp(page, `${stack.hostUrl}/en/blog`);
  await postCards(page).first().waitFor();
  await page.getByRole('link', { name: 'Implementation', exact: true }).click();
  await postCards(page).nth(1).waitFor({ state: 'detached' });
  await eventually(async () => expect(await postTitles(page)).toEqual(['Implementing a new system in four weeks: how it works']));
  await gotoApp(page, `${stack.hostUrl}/de/blog`);
  await postCards(page).first().waitFor();
  await eventually(async () => {
    const titles = (await postTitles(page)).map(normalized);
    expect(titles[0]).toBe('Wie die Automatisierung der Rechnungsverarbeitung bis zu 80 % Zeit spart');
    expect(titles[2]).toBe(PUBLISHED_TITLES_CS[2]);
  });
  await eventually(async () =>
    expect(await postCards(page).first().locator('.blog-card__read-more').getAttribute('href')).toBe('/de/blog/wie-rechnungsautomatisierung-zeit-spart'),
  );
  await eventually(async () =>
    expect(await postCards(page).nth(2).locator('.blog-card__read-more').getAttribute('href')).toBe('/de/blog/implementace-systemu-za-ctyri-tydny'),
  );
  await page.context().close();
});

test('the newsletter refuses a bad address and stores a good one, pending confirmation', async () => {
  const page = await newPage();
  const email = `ctenar-${Date.now()}@example.com`;
  await gotoApp(page, `${stack.hostUrl}/blog`);
  await page.getByLabel('E-mail').fill('spatna-adresa');
  await page.getByRole('button', { name: 'Odebírat' }).click();
  await page.getByText('Zadejte platnou e-mailovou adresu.').waitFor();
  await page.getByLabel('E-mail').fill(email);
  // A person takes a few seconds; the database drops a sign-up sent sooner after the form was started.
  await page.waitForTimeout(3_000);
  await page.getByRole('button', { name: 'Odebírat' }).click();
  await page.getByRole('status').getByText('Zkontrolujte svůj e-mail').waitFor();
  const { rows } = await stack.backend.db.query('select status from public.newsletter_subscribers where email = $1', [email]);
  expect(rows).toEqual([{ status: 'pending' }]);
  await page.context().close();
});

const DETAIL: Record<Locale, { path: string; title: string }> = {
  cs: { path: `/blog/${FEATURED_SLUG}`, title: PUBLISHED_TITLES_CS[0]! },
  en: { path: '/en/blog/how-invoice-automation-saves-time', title: 'How invoice automation saves up to 80% of processing time' },
  de: { path: `/de/blog/${FEATURED_SLUG}`, title: 'Wie die Automatisierung der Rechnungsverarbeitung bis zu 80 % Zeit spart' },
};

/** The featured post's date as each language writes it (no Czech format on the English and German pages). */
const POST_DATE: Record<Locale, string> = { cs: '14. 10. 2026', en: '14 October 2026', de: '14.10.2026' };

test.each(Object.entries(DETAIL) as [Locale, (typeof DETAIL)[Locale]][])('post detail in %s', async (locale, { path, title }) => {
  const { blogPost } = getMessages(locale);
  const page = await newPage();
  const errors = collectPageErrors(page);
  await gotoApp(page, `${stack.hostUrl}${path}`);
  const heading = page.getByRole('heading', { level: 1 });
  await heading.waitFor();
  await eventually(async () => expect(normalized(await heading.textContent())).toBe(title));
  await page.locator('[data-testid="post-content"] h2').first().waitFor();
  await page.getByText(blogPost.draftBadge).waitFor({ state: 'detached' });
  await eventually(async () => expect(await page.locator('time').first().textContent()).toBe(POST_DATE[locale]));
  await page.getByRole('link', { name: blogPost.consultation.contactButton }).waitFor();
  await page.getByRole('link', { name: blogPost.consultation.servicesButton }).waitFor();
  await page.getByRole('link', { name: blogPost.allArticles }).click();
  await page.waitForURL(`${stack.hostUrl}${locale === 'cs' ? '' : `/${locale}`}/blog`);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('the share button copies the link when the Web Share API is missing', async () => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  await context.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  const page = await context.newPage();
  await gotoApp(page, `${stack.hostUrl}/blog/${FEATURED_SLUG}`);
  await page.getByRole('button', { name: 'Sdílet' }).click();
  await page.getByText('Odkaz zkopírován').waitFor();
  await eventually(async () => expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${stack.hostUrl}/blog/${FEATURED_SLUG}`));
  await context.close();
});

test('an unknown post shows "Článek nenalezen" with a way back', async () => {
  const page = await newPage();
  await gotoApp(page, `${stack.hostUrl}/blog/tento-clanek-neexistuje`);
  await page.getByRole('heading', { name: 'Článek nenalezen' }).waitFor();
  await page.getByRole('link', { name: 'Zpět na blog' }).last().click();
  await page.waitForURL(`${stack.hostUrl}/blog`);
  await page.context().close();
});

test('a failed load shows the destructive toast and then the not-found view', async () => {
  const context = await browser.newContext();
  await context.route('**/rest/v1/blog_posts*', (route) =>
    route.fulfill({ status: 500, json: { code: 'XX000', message: 'server exploded', details: null, hint: null } }),
  );
  const page = await context.newPage();
  await gotoApp(page, `${stack.hostUrl}/blog/${FEATURED_SLUG}`);
  await page.getByText('Chyba při načítání').waitFor();
  await page.getByText('Nepodařilo se načíst článek').waitFor();
  await page.getByRole('heading', { name: 'Článek nenalezen' }).waitFor();
  await gotoApp(page, `${stack.hostUrl}/blog`);
  await page.getByText('Zatím tu nejsou žádné články.').waitFor();
  await context.close();
});

test('a draft is hidden from visitors and shown with its badge to the signed-in editor', async () => {
  const visitor = await newPage();
  await gotoApp(visitor, `${stack.hostUrl}/blog/${DRAFT_SLUG}`);
  await visitor.getByRole('heading', { name: 'Článek nenalezen' }).waitFor();
  await visitor.context().close();

  const editor = await newPage();
  await gotoApp(editor, `${stack.hostUrl}/auth`);
  await editor.getByLabel(/e-mail/i).fill('editor@example.com');
  await editor.getByLabel(/^Heslo/).fill('editor1234');
  await editor.getByRole('button', { name: 'Přihlásit se' }).click();
  await editor.waitForURL(`${stack.hostUrl}/admin`);
  await gotoApp(editor, `${stack.hostUrl}/blog/${DRAFT_SLUG}`);
  await editor.getByRole('heading', { level: 1, name: DRAFT_TITLE }).waitFor();
  await editor.getByText('Koncept - Nepublikováno').waitFor();
  await gotoApp(editor, `${stack.hostUrl}/blog`);
  await postCards(editor).first().waitFor();
  expect(await postTitles(editor)).not.toContain(DRAFT_TITLE);
  await editor.context().close();
});

test('script, event-handler and javascript: payloads in a post run nothing', async () => {
  const slug = `xss-${Date.now()}`;
  const content =
    '<p>Bezpečný text</p><script>window.__xss = "script"</script>' +
    '<img src="/does-not-exist.png" onerror="window.__xss = \'onerror\'">' +
    '<a id="evil-link" href="javascript:window.__xss=\'link\'">klikni</a>' +
    '<svg><animate onbegin="window.__xss = \'svg\'" attributeName="x" dur="1s"></animate></svg>' +
    '<iframe srcdoc="<script>parent.__xss = \'iframe\'</script>"></iframe>' +
    '<details open ontoggle="window.__xss = \'toggle\'"><summary>x</summary></details>';
  await stack.backend.db.query(
    `insert into public.blog_posts (slug_cs, title_cs, content_cs, category_cs, published) values ($1, 'Zkouška obsahu', $2, 'Digitalizace', true)`,
    [slug, content],
  );
  const page = await newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await gotoApp(page, `${stack.hostUrl}/blog/${slug}`);
  await page.getByText('Bezpečný text').waitFor();
  const body = page.locator('[data-testid="post-content"]');
  await body.locator('script, iframe').first().waitFor({ state: 'detached' });
  await body.locator('[onerror], [onbegin], [ontoggle]').first().waitFor({ state: 'detached' });
  await expect(body.locator('a').first().getAttribute('href')).resolves.toBeNull();
  await body.getByText('klikni').click();
  await page.waitForTimeout(1200);
  await expect(page.evaluate(() => (window as { __xss?: string }).__xss)).resolves.toBeUndefined();
  expect(dialogs).toEqual([]);
  await page.context().close();
});

describe('with more posts than one page holds', () => {
  const GENERATED = 25;
  const titleOf = (n: number) => `Stránkovaný článek ${n}`;

  beforeAll(async () => {
    // Newer than every other post (those the tests above wrote too), number 1 the newest; all in Analýzy, so
    // that category has pages too.
    await stack.backend.db.query(
      `insert into public.blog_posts (title_cs, slug_cs, excerpt_cs, category_cs, published, created_at)
       select 'Stránkovaný článek ' || n, 'strankovany-clanek-' || n, 'Perex', 'Analýzy', true, now() + interval '1 day' - n * interval '1 minute'
       from generate_series(1, ${GENERATED}) as n`,
    );
  });

  afterAll(async () => {
    await stack.backend.db.query("delete from public.blog_posts where slug_cs like 'strankovany-clanek-%'");
  });

  test.each([375, 1280])('at %i px, after hydration, page 2 and a category open in place, each reading only its page', async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const { pagination } = getMessages('cs').blogList;
    await gotoApp(page, `${stack.hostUrl}/blog`);
    // The prerendered list predates these posts: the fresh read brings them and the pages.
    await eventually(async () => expect((await postTitles(page))[0]).toBe(titleOf(1)));
    const nav = page.getByRole('navigation', { name: pagination.label });
    await nav.getByRole('link', { name: pagination.page(3) }).waitFor();
    await page.evaluate(() => Object.assign(window, { __samePage: true }));

    const pageRead = page.waitForRequest((request) => request.url().includes('/rest/v1/blog_posts') && request.url().includes('offset=12'));
    await nav.getByRole('link', { name: pagination.page(2) }).click();
    await eventually(() => expect(new URL(page.url()).pathname).toBe('/blog/strana/2'));
    const read = new URL((await pageRead).url());
    expect([read.searchParams.get('offset'), read.searchParams.get('limit')]).toEqual(['12', '12']);
    await eventually(async () => expect(await postTitles(page)).toEqual(Array.from({ length: 12 }, (_, index) => titleOf(13 + index))));
    expect(await nav.getByRole('link', { name: pagination.page(2) }).getAttribute('aria-current')).toBe('page');
    await eventually(async () => expect(await page.title()).toContain(pagination.pageTitle('', 2).trim()));
    await nav.getByRole('link', { name: pagination.previousLabel }).waitFor();
    await nav.getByRole('link', { name: pagination.nextLabel }).waitFor();
    // Nothing wider than the screen, the pagination included.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await page.getByRole('link', { name: 'Analýzy', exact: true }).click();
    await eventually(() => expect(new URL(page.url()).pathname).toBe('/blog/kategorie/analyzy'));
    await eventually(async () => expect(await postTitles(page)).toEqual(Array.from({ length: 12 }, (_, index) => titleOf(1 + index))));
    await page.getByText(getMessages('cs').blogList.postCount(GENERATED)).waitFor();
    await nav.getByRole('link', { name: pagination.nextLabel }).click();
    await eventually(() => expect(new URL(page.url()).pathname).toBe('/blog/kategorie/analyzy/strana/2'));
    await eventually(async () => expect((await postTitles(page))[0]).toBe(titleOf(13)));
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
