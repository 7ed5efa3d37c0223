/**
 * The blog's categories have pages of their own (/blog/kategorie/…, /en/blog/category/…, /de/blog/kategorie/…):
 * choosing one is a link and a history entry Back undoes; an old filter link with the query
 * (/blog?kategorie=…) still opens the category, replaced by its page once the prerendered list has hydrated.
 */
import type { Page } from 'playwright-core';
import { getMessages } from '@app/i18n';
import { useStackAndBrowser } from './support/stack-fixture';
import { seriousViolations } from './support/axe';
import { collectPageErrors, gotoApp } from './support/chromium';
import { eventually } from './support/eventually';

const running = useStackAndBrowser();

jest.setTimeout(90_000);

const TITLES_CS = {
  automation: 'Jak automatizace zpracování faktur šetří až 80 % času',
  digitalization: 'Digitalizace firmy krok za krokem: od papíru k datům',
  implementation: 'Implementace nového systému za čtyři týdny: jak na to',
};

async function newPage(width = 1280): Promise<Page> {
  const context = await running.browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

const url = (page: Page) => {
  const { pathname, search } = new URL(page.url());
  return pathname + search;
};
const postTitles = async (page: Page) =>
  (await page.locator('[data-testid="blog-post"] h2').allTextContents()).map((title) => title.replace(/\s+/g, ' ').trim());
const current = (page: Page, name: string) => page.getByRole('link', { name, exact: true }).getAttribute('aria-current');

async function expectList(page: Page, titles: string[]): Promise<void> {
  await eventually(async () => expect(await postTitles(page)).toEqual(titles));
}

test('choosing a category opens its page as a new history entry; Back and Forward restore the lists', async () => {
  const page = await newPage();
  const errors = collectPageErrors(page);
  await gotoApp(page, `${running.stack.hostUrl}/blog`);
  await expectList(page, [TITLES_CS.automation, TITLES_CS.digitalization, TITLES_CS.implementation]);

  await page.getByRole('link', { name: 'Implementace', exact: true }).click();
  await eventually(() => expect(url(page)).toBe('/blog/kategorie/implementace'));
  await expectList(page, [TITLES_CS.implementation]);
  expect(await current(page, 'Implementace')).toBe('page');

  await page.getByRole('link', { name: 'Analýzy', exact: true }).click();
  await eventually(() => expect(url(page)).toBe('/blog/kategorie/analyzy'));
  await page.getByText('V této kategorii zatím nejsou žádné články.').waitFor();

  await page.goBack();
  await eventually(() => expect(url(page)).toBe('/blog/kategorie/implementace'));
  await expectList(page, [TITLES_CS.implementation]);
  expect(await current(page, 'Implementace')).toBe('page');
  expect(await current(page, 'Analýzy')).toBeNull();

  await page.goBack();
  await eventually(() => expect(url(page)).toBe('/blog'));
  await expectList(page, [TITLES_CS.automation, TITLES_CS.digitalization, TITLES_CS.implementation]);
  expect(await current(page, 'Všechny články')).toBe('page');

  await page.goForward();
  await eventually(() => expect(url(page)).toBe('/blog/kategorie/implementace'));
  await expectList(page, [TITLES_CS.implementation]);
  expect(errors).toEqual([]);
  await page.context().close();
});

test("an old filter link opens the category's page: the prerendered list hydrates without a mismatch, then moves there", async () => {
  const page = await newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${running.stack.hostUrl}/blog?kategorie=digitalizace&utm_source=newsletter`);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await eventually(() => expect(url(page)).toBe('/blog/kategorie/digitalizace?utm_source=newsletter'));
  await expectList(page, [TITLES_CS.digitalization]);
  expect(await current(page, 'Digitalizace')).toBe('page');
  await page.getByText('1 článek').waitFor();
  // The old link was replaced, not stacked: Back leaves the blog.
  await page.goBack();
  expect(new URL(page.url()).pathname).not.toMatch(/^\/blog/);
  await page.goForward();
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  // A reload is a first load of the prerendered category page.
  const response = await page.reload();
  const html = (await response?.text()) ?? '';
  expect(html).toContain(TITLES_CS.digitalization);
  expect(html).not.toContain(TITLES_CS.automation);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await expectList(page, [TITLES_CS.digitalization]);
  // React reports a hydration mismatch as a console error.
  expect(errors).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();
});

test('English and German name the category in their language; old links in either still lead there', async () => {
  const page = await newPage(375);
  const errors = collectPageErrors(page);
  const en = getMessages('en').blogList;
  await gotoApp(page, `${running.stack.hostUrl}/en/blog`);
  await page.getByRole('link', { name: 'Implementation', exact: true }).click();
  await eventually(() => expect(url(page)).toBe('/en/blog/category/implementation'));
  await expectList(page, ['Implementing a new system in four weeks: how it works']);

  await gotoApp(page, `${running.stack.hostUrl}/en/blog?category=analyses`);
  await eventually(() => expect(url(page)).toBe('/en/blog/category/analyses'));
  await page.getByText(en.emptyCategory).waitFor();
  expect(await current(page, 'Analyses')).toBe('page');

  const de = getMessages('de').blogList;
  await gotoApp(page, `${running.stack.hostUrl}/de/blog?kategorie=automatisierung`);
  await eventually(() => expect(url(page)).toBe('/de/blog/kategorie/automatisierung'));
  await expectList(page, ['Wie die Automatisierung der Rechnungsverarbeitung bis zu 80 % Zeit spart']);
  expect(await current(page, 'Automatisierung')).toBe('page');
  // A link that carried the Czech name over to German still finds the category.
  await gotoApp(page, `${running.stack.hostUrl}/de/blog?kategorie=implementace`);
  await eventually(() => expect(url(page)).toBe('/de/blog/kategorie/implementierung'));
  await expectList(page, [TITLES_CS.implementation]);
  await page.getByRole('link', { name: de.allCategories, exact: true }).click();
  await eventually(() => expect(url(page)).toBe('/de/blog'));
  // An unknown category in the query shows the whole list.
  await gotoApp(page, `${running.stack.hostUrl}/de/blog?kategorie=gibt-es-nicht`);
  await eventually(async () => expect(await postTitles(page)).toHaveLength(3));
  expect(await current(page, de.allCategories)).toBe('page');
  expect(errors).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();
});
