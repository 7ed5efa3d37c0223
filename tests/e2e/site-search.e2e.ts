/**
 * Site search on the public site, in Chromium against the production build: the header's dialog and the
 * results pages (/hledat, /en/search, /de/suche) over the seeded content, each language only its own texts;
 * the keyboard; the query in the URL; noindex; a post published or unpublished with SQL is found or gone at
 * once; axe; and the dialog's code and texts cost a page nothing until the visitor opens it.
 */
import { JSDOM } from 'jsdom';
import type { Locator, Page } from 'playwright-core';
import { getHref, getMessages, type Locale } from '@app/i18n';
import { searchSite } from '@app/content';
import { createTestClient } from '@app/local-backend';
import type { ReadClient } from '@app/supabase';
import { seriousViolations } from './support/axe';
import { collectPageErrors, gotoApp } from './support/chromium';
import { useStackAndBrowser } from './support/stack-fixture';
import { eventually } from './support/eventually';

/** A published or unpublished post is found, or no longer found, within this. */
const LIVE_WITHIN = { timeout: 15_000, interval: 200 };
const SETTLE = { timeout: 10_000, interval: 50 };

// The site as `npm start` runs it: the publisher also hands the services' and FAQ texts to the search index.
const running = useStackAndBrowser({ publisher: true, publisherPollMs: 60_000 });

const cs = getMessages('cs');
const en = getMessages('en');
const de = getMessages('de');
const nothingFound = (locale: Locale, query: string) => getMessages(locale).search.noResultsTitle.replace('{query}', query);

/** Paths of another language's pages. */
const LANGUAGE_PREFIX = /^\/(en|de)([/?#]|$)/;
const pathIn = (locale: 'en' | 'de') => new RegExp(`^/${locale}([/?#]|$)`);

interface ShownResult {
  id: string;
  href: string | null;
  selected: string | null;
  kind: string;
  title: string;
  marks: string[];
  path: string;
}

async function newPage(width = 1280): Promise<{ page: Page; errors: string[] }> {
  const page = await running.browser.newPage({ viewport: { width, height: width < 600 ? 812 : 900 } });
  return { page, errors: collectPageErrors(page) };
}

const headerSearchButton = (page: Page, locale: Locale): Locator =>
  page.locator('.site-header__actions').getByRole('button', { name: getMessages(locale).nav.search, exact: true });

const searchDialog = (page: Page, locale: Locale): Locator => page.getByRole('dialog', { name: getMessages(locale).search.dialogLabel });

const searchField = (scope: Locator, locale: Locale): Locator => scope.getByRole('combobox', { name: getMessages(locale).search.inputLabel });

async function openWithButton(page: Page, locale: Locale): Promise<Locator> {
  await headerSearchButton(page, locale).click();
  const dialog = searchDialog(page, locale);
  await dialog.waitFor();
  return dialog;
}

/**
 * The results once the search for what the field holds has answered: the live region says the count or
 * that nothing was found (not "searching…"), and the list is not the previous query's. `status` pins the
 * expected announcement when an earlier search's answer is still on screen.
 */
async function settledResults(scope: Locator, locale: Locale, status?: string): Promise<{ status: string; results: ShownResult[] }> {
  const texts = getMessages(locale).search;
  let announced = '';
  await eventually(async () => {
    announced = (await scope.locator('.site-search__status').textContent()) ?? '';
    if (status === undefined) {
      expect(announced).not.toBe('');
      expect(announced).not.toBe(texts.searching);
    } else {
      expect(announced).toBe(status);
    }
    expect(await scope.locator('[role="listbox"][data-stale]').count()).toBe(0);
  }, SETTLE);
  const results = await scope.getByRole('option').evaluateAll((options) =>
    options.map((option) => ({
      id: option.id,
      href: option.getAttribute('href'),
      selected: option.getAttribute('aria-selected'),
      kind: option.querySelector('.search-result__kind')?.textContent ?? '',
      title: option.querySelector('.search-result__title')?.textContent ?? '',
      marks: [...option.querySelectorAll('.search-result__snippet mark')].map((mark) => mark.textContent ?? ''),
      path: option.querySelector('.search-result__path')?.textContent ?? '',
    })),
  );
  return { status: announced, results };
}

const isFocused = (locator: Locator): Promise<boolean> => locator.evaluate((element) => element === document.activeElement);

async function fetchText(path: string): Promise<string> {
  const response = await fetch(`${running.stack.hostUrl}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

test('Czech without diacritics: the header button opens the dialog and finds the texts with them, marked, counted, all Czech', async () => {
  const { page, errors } = await newPage();
  await gotoApp(page, `${running.stack.hostUrl}/`);
  const button = headerSearchButton(page, 'cs');
  expect(await button.getAttribute('aria-haspopup')).toBe('dialog');
  const dialog = await openWithButton(page, 'cs');
  const field = searchField(dialog, 'cs');
  await eventually(async () => expect(await isFocused(field)).toBe(true), SETTLE);

  await field.pressSequentially('prepisovani faktur');
  const { status, results } = await settledResults(dialog, 'cs');
  expect(results).toHaveLength(3);
  expect(status).toBe('3 výsledky');
  expect(results.map((result) => result.title)).toContain('Fakturace bez přepisování ve strojírenské výrobě');
  const post = results.find((result) => result.path === '/blog/jak-automatizace-faktur-setri-cas');
  expect(post).toMatchObject({ kind: cs.search.kinds.post, title: 'Jak automatizace zpracování faktur šetří až 80 % času' });
  expect(post!.marks.map((mark) => mark.toLowerCase())).toEqual(expect.arrayContaining(['přepisování', 'faktur']));
  for (const result of results) {
    expect(result.marks.length).toBeGreaterThan(0);
    expect(result.href).toBe(result.path);
    expect(result.path).not.toMatch(LANGUAGE_PREFIX);
  }
  expect(await field.getAttribute('aria-expanded')).toBe('true');
  expect(errors).toEqual([]);
  await page.close();
});

test('English and German stem: "retyped" finds "Retyping", "Automatisierungen" finds "Automatisierung", only in their own language', async () => {
  const { page, errors } = await newPage();
  await gotoApp(page, `${running.stack.hostUrl}/en`);
  let dialog = await openWithButton(page, 'en');
  await searchField(dialog, 'en').fill('retyped');
  const english = await settledResults(dialog, 'en');
  expect(english.status).toBe(`${english.results.length} results`);
  expect(english.results.length).toBeGreaterThan(1);
  const englishPost = english.results.find((result) => result.path === '/en/blog/how-invoice-automation-saves-time');
  expect(englishPost).toMatchObject({ kind: en.search.kinds.post, title: 'How invoice automation saves up to 80% of processing time' });
  expect(englishPost!.marks).toContain('Retyping');
  for (const result of english.results) expect(result.path).toMatch(pathIn('en'));

  await gotoApp(page, `${running.stack.hostUrl}/de`);
  dialog = await openWithButton(page, 'de');
  await searchField(dialog, 'de').fill('Automatisierungen');
  const german = await settledResults(dialog, 'de');
  expect(german.status).toBe(`${german.results.length} Ergebnisse`);
  const germanPost = german.results.find((result) => result.path === '/de/blog/wie-rechnungsautomatisierung-zeit-spart');
  expect(germanPost).toMatchObject({ kind: de.search.kinds.post, title: 'Wie die Automatisierung der Rechnungsverarbeitung bis zu 80 % Zeit spart' });
  expect(germanPost!.marks).toContain('Automatisierung');
  for (const result of german.results) expect(result.path).toMatch(pathIn('de'));

  await searchField(dialog, 'de').fill('Rechnungen');
  const invoices = await settledResults(dialog, 'de', '7 Ergebnisse');
  expect(invoices.results.map((result) => result.title)).toContain('Rechnungen und Buchhaltung');
  for (const result of invoices.results) expect(result.path).toMatch(pathIn('de'));
  expect(errors).toEqual([]);
  await page.close();
});

test('each language only its own texts: an English word on the Czech site and a Czech one on the English site find nothing', async () => {
  const { page, errors } = await newPage();
  await gotoApp(page, `${running.stack.hostUrl}/`);
  let dialog = await openWithButton(page, 'cs');
  await searchField(dialog, 'cs').fill('retyping');
  await settledResults(dialog, 'cs', nothingFound('cs', 'retyping'));
  expect(await dialog.getByRole('option').count()).toBe(0);
  expect(await dialog.getByRole('listbox').count()).toBe(0);
  expect(await searchField(dialog, 'cs').getAttribute('aria-expanded')).toBe('false');
  await dialog.getByText(cs.search.noResultsText).waitFor();
  expect(await dialog.getByRole('link', { name: cs.search.toBlog }).getAttribute('href')).toBe(getHref('blog', 'cs'));
  expect(await dialog.getByRole('link', { name: cs.search.toContact }).getAttribute('href')).toMatch(/^\/kontakt\?/);

  // The no-result state's link leads on and closes the dialog.
  await dialog.getByRole('link', { name: cs.search.toBlog }).click();
  await page.waitForURL(`${running.stack.hostUrl}/blog`);
  await dialog.waitFor({ state: 'detached' });

  await gotoApp(page, `${running.stack.hostUrl}/en`);
  dialog = await openWithButton(page, 'en');
  await searchField(dialog, 'en').fill('prepisovani faktur');
  await settledResults(dialog, 'en', nothingFound('en', 'prepisovani faktur'));
  expect(await dialog.getByRole('option').count()).toBe(0);
  expect(errors).toEqual([]);
  await page.close();
});

test('keyboard: / opens the dialog with the field focused, arrows choose, Enter opens, Escape closes back to the button, Enter alone opens the results page', async () => {
  const { page, errors } = await newPage();
  await gotoApp(page, `${running.stack.hostUrl}/kontakt`);
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await page.keyboard.press('/');
  let dialog = searchDialog(page, 'cs');
  await dialog.waitFor();
  let field = searchField(dialog, 'cs');
  await eventually(async () => expect(await isFocused(field)).toBe(true), SETTLE);
  expect(await field.inputValue()).toBe('');

  await page.keyboard.type('prepisovani faktur');
  const { results } = await settledResults(dialog, 'cs', '3 výsledky');
  expect(results.every((result) => result.selected === 'false')).toBe(true);
  expect(await field.getAttribute('aria-activedescendant')).toBeNull();

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await eventually(async () => expect(await field.getAttribute('aria-activedescendant')).toBe(results[1]!.id), SETTLE);
  expect(await dialog.locator(`[id="${results[1]!.id}"]`).getAttribute('aria-selected')).toBe('true');
  await page.keyboard.press('ArrowUp');
  await eventually(async () => expect(await field.getAttribute('aria-activedescendant')).toBe(results[0]!.id), SETTLE);
  const selected = await dialog.getByRole('option').evaluateAll((options) => options.map((option) => option.getAttribute('aria-selected')));
  expect(selected).toEqual(['true', 'false', 'false']);
  expect(await isFocused(field)).toBe(true);

  await page.keyboard.press('Enter');
  await page.waitForURL((url) => `${url.pathname}${url.hash}` === results[0]!.path);
  await dialog.waitFor({ state: 'detached' });

  // Escape closes, and the focus is back on the button that opened the dialog.
  const button = headerSearchButton(page, 'cs');
  dialog = await openWithButton(page, 'cs');
  field = searchField(dialog, 'cs');
  await eventually(async () => expect(await isFocused(field)).toBe(true), SETTLE);
  await page.keyboard.type('faktur');
  await settledResults(dialog, 'cs');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await eventually(async () => expect(await isFocused(button)).toBe(true), SETTLE);

  // Enter with no result chosen: the results page for the query, with the same results.
  dialog = await openWithButton(page, 'cs');
  field = searchField(dialog, 'cs');
  await eventually(async () => expect(await isFocused(field)).toBe(true), SETTLE);
  await page.keyboard.type('prepisovani faktur');
  const inDialog = await settledResults(dialog, 'cs', '3 výsledky');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/hledat' && url.searchParams.get('q') === 'prepisovani faktur');
  await dialog.waitFor({ state: 'detached' });
  const resultsPage = page.locator('main .site-search');
  await eventually(async () => expect(await searchField(resultsPage, 'cs').inputValue()).toBe('prepisovani faktur'), SETTLE);
  const onPage = await settledResults(resultsPage, 'cs', '3 výsledky');
  const shown = (list: ShownResult[]) => list.map(({ kind, title, path, marks }) => ({ kind, title, path, marks }));
  expect(shown(onPage.results)).toEqual(shown(inDialog.results));
  expect(errors).toEqual([]);
  await page.close();
});

test('the results page keeps the query in its URL: opened directly, typed into without new history entries, reloaded; noindex, not in the sitemap', async () => {
  const { page, errors } = await newPage();
  await gotoApp(page, `${running.stack.hostUrl}/en/search?q=invoice`);
  const panel = page.locator('main .site-search');
  const field = searchField(panel, 'en');
  // The prerendered page has an empty field; the query from the URL fills it as the page hydrates.
  await eventually(async () => expect(await field.inputValue()).toBe('invoice'), SETTLE);
  const first = await settledResults(panel, 'en');
  expect(first.results.length).toBeGreaterThan(4);
  expect(first.status).toBe(`${first.results.length} results`);
  for (const result of first.results) expect(result.path).toMatch(pathIn('en'));
  await page.getByRole('heading', { level: 1, name: en.search.title }).waitFor();

  const historyLength = await page.evaluate(() => window.history.length);
  await field.press('End');
  await field.pressSequentially(' autom');
  await eventually(async () => expect(new URL(page.url()).searchParams.get('q')).toBe('invoice autom'), SETTLE);
  expect(await page.evaluate(() => window.location.search)).toBe('?q=invoice+autom');
  expect(await page.evaluate(() => window.history.length)).toBe(historyLength);
  const narrowed = await settledResults(panel, 'en', '4 results');
  expect(narrowed.results.map((result) => result.path)).toContain('/en/blog/how-invoice-automation-saves-time');

  await page.reload();
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await eventually(async () => expect(await searchField(page.locator('main .site-search'), 'en').inputValue()).toBe('invoice autom'), SETTLE);
  const reloaded = await settledResults(page.locator('main .site-search'), 'en', '4 results');
  expect(reloaded.results.map((result) => result.path)).toEqual(narrowed.results.map((result) => result.path));

  // Cleared, the URL drops the query.
  await searchField(page.locator('main .site-search'), 'en').fill('');
  await eventually(async () => expect(new URL(page.url()).search).toBe(''), SETTLE);
  await page.getByRole('heading', { level: 2, name: en.search.emptyTitle }).waitFor();
  expect(errors).toEqual([]);
  await page.close();

  const sitemap = await fetchText('/sitemap.xml');
  for (const locale of ['cs', 'en', 'de'] as const) {
    const path = getHref('search', locale);
    expect(path).toBe({ cs: '/hledat', en: '/en/search', de: '/de/suche' }[locale]);
    const document = new JSDOM(await fetchText(path)).window.document;
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/\bnoindex\b/);
    expect(document.documentElement.lang).toBe(locale);
    expect(sitemap).not.toContain(`${running.stack.hostUrl}${path}<`);
    expect(sitemap).not.toContain(`${running.stack.hostUrl}${path}?`);
  }
});

test('a typo: "Rechnugn" finds nothing, "Meinten Sie Rechnung?" searches for the word instead, in the dialog and on the results page', async () => {
  const { page, errors } = await newPage();
  await gotoApp(page, `${running.stack.hostUrl}/de`);
  const dialog = await openWithButton(page, 'de');
  const field = searchField(dialog, 'de');
  await field.pressSequentially('Rechnugn');
  await settledResults(dialog, 'de', nothingFound('de', 'Rechnugn'));
  const offer = dialog.getByRole('button', { name: 'Rechnung', exact: true });
  await offer.waitFor();
  expect(await dialog.locator('.site-search__suggestion').textContent()).toBe(de.search.didYouMean.replace('{suggestion}', 'Rechnung'));
  await offer.click();
  expect(await field.inputValue()).toBe('Rechnung');
  await eventually(async () => expect(await isFocused(field)).toBe(true), SETTLE);
  // Until the corrected search has started, the status still says the typo found nothing.
  await eventually(async () => expect(await dialog.locator('.site-search__status').textContent()).not.toBe(nothingFound('de', 'Rechnugn')), SETTLE);
  const corrected = await settledResults(dialog, 'de');
  expect(corrected.results.length).toBeGreaterThan(0);
  expect(corrected.results.map((result) => result.title)).toContain('Rechnungen und Buchhaltung');
  for (const result of corrected.results) expect(result.path).toMatch(pathIn('de'));

  await gotoApp(page, `${running.stack.hostUrl}/de/suche?q=Rechnugn`);
  const panel = page.locator('main .site-search');
  await settledResults(panel, 'de', nothingFound('de', 'Rechnugn'));
  await panel.getByRole('button', { name: 'Rechnung', exact: true }).click();
  await eventually(async () => expect(new URL(page.url()).searchParams.get('q')).toBe('Rechnung'), SETTLE);
  await eventually(async () => expect(await panel.locator('.site-search__status').textContent()).not.toBe(nothingFound('de', 'Rechnugn')), SETTLE);
  expect((await settledResults(panel, 'de')).results.length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
  await page.close();
});

test('live: a post published with SQL is found within seconds, and gone again once unpublished', async () => {
  // A word no seeded text has, different on a retry (letters only, so it stays one word).
  const word = `kvasnicovnik${Date.now().toString(36).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;
  const visitor = createTestClient(running.stack.backend) as unknown as ReadClient;
  expect(await searchSite(visitor, word, 'cs')).toEqual([]);

  const { rows } = await running.stack.backend.db.query<{ id: string }>(
    `insert into public.blog_posts (title_cs, slug_cs, excerpt_cs, content_cs, published)
     values ($1, $2, $3, $4, true) returning id::text as id`,
    [`Článek o ${word}u`, `clanek-${word}`, `Perex o ${word}ovi.`, `<p>Text o slově ${word}.</p>`],
  );
  const postId = rows[0]!.id;
  await eventually(async () => {
    expect((await searchSite(visitor, word, 'cs')).map((result) => result.path)).toEqual([`/blog/clanek-${word}`]);
  }, LIVE_WITHIN);

  const { page, errors } = await newPage();
  await gotoApp(page, `${running.stack.hostUrl}${getHref('search', 'cs', { query: { q: word } })}`);
  const panel = page.locator('main .site-search');
  const found = await settledResults(panel, 'cs', '1 výsledek');
  expect(found.results).toMatchObject([{ title: `Článek o ${word}u`, path: `/blog/clanek-${word}`, kind: cs.search.kinds.post }]);
  expect(found.results[0]!.marks.length).toBeGreaterThan(0);
  // Only the language with its own text finds it.
  expect(await searchSite(visitor, word, 'en')).toEqual([]);

  await running.stack.backend.db.query('update public.blog_posts set published = false where id = $1', [postId]);
  await eventually(async () => expect(await searchSite(visitor, word, 'cs')).toEqual([]), LIVE_WITHIN);
  await page.reload();
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await settledResults(page.locator('main .site-search'), 'cs', nothingFound('cs', word));
  expect(await page.getByRole('option').count()).toBe(0);
  expect(errors).toEqual([]);
  await page.close();
});

test('axe finds nothing serious in the open dialog and on the results page, at 1280 and 375 px, with results and without', async () => {
  for (const width of [1280, 375]) {
    const { page } = await newPage(width);
    await gotoApp(page, `${running.stack.hostUrl}/`);
    let dialog: Locator;
    if (width < 600) {
      // On a phone the search is in the menu.
      await page.getByRole('button', { name: cs.nav.openMenu }).click();
      await page.locator('.mobile-menu').getByRole('button', { name: cs.nav.search }).click();
      dialog = searchDialog(page, 'cs');
      await dialog.waitFor();
    } else {
      dialog = await openWithButton(page, 'cs');
    }
    await searchField(dialog, 'cs').fill('faktur');
    const { results } = await settledResults(dialog, 'cs');
    expect(results.length).toBeGreaterThan(1);
    expect({ width, where: 'dialog', violations: await seriousViolations(page) }).toEqual({ width, where: 'dialog', violations: [] });

    if (width < 600) {
      await searchField(dialog, 'cs').fill('retyping');
      await settledResults(dialog, 'cs', nothingFound('cs', 'retyping'));
      expect({ width, where: 'no results', violations: await seriousViolations(page) }).toEqual({ width, where: 'no results', violations: [] });
    }

    await gotoApp(page, `${running.stack.hostUrl}/hledat?q=faktur`);
    await settledResults(page.locator('main .site-search'), 'cs');
    expect({ width, where: 'results page', violations: await seriousViolations(page) }).toEqual({ width, where: 'results page', violations: [] });
    await page.close();
  }
});

test('a cold page load fetches nothing of the search; the first click loads the dialog and its texts', async () => {
  const { page, errors } = await newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const searchCode = (paths: string[]) => paths.filter((path) => /^\/(site-search|page-search|messages-search-[a-z]+)\.[0-9a-f]+\.(js|css)$/.test(path));

  await page.goto(`${running.stack.hostUrl}/sluzby`, { waitUntil: 'networkidle' });
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  expect(requested.some((path) => /^\/main\.[0-9a-f]+\.js$/.test(path))).toBe(true);
  expect(searchCode(requested)).toEqual([]);
  expect(requested.some((path) => path.includes('/rpc/search_site'))).toBe(false);

  const dialog = await openWithButton(page, 'cs');
  await searchField(dialog, 'cs').waitFor();
  const loaded = searchCode(requested);
  expect(loaded).toEqual(expect.arrayContaining([expect.stringMatching(/^\/site-search\.[0-9a-f]+\.js$/), expect.stringMatching(/^\/messages-search-cs\.[0-9a-f]+\.js$/)]));
  expect(loaded.some((path) => path.startsWith('/page-search.'))).toBe(false);
  expect(errors).toEqual([]);
  await page.close();
});
