/**
 * The blog's category filter lives in the URL (/blog?kategorie=…, /en/blog?category=…, /de/blog?kategorie=…):
 * choosing a category is a history entry Back undoes, and a shared link opens the list filtered, also when
 * the page arrives prerendered unfiltered and hydrates.
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
const pressed = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).getAttribute('aria-pressed');

async function expectList(page: Page, titles: string[]): Promise<void> {
  await eventually(async () => expect(await postTitles(page)).toEqual(titles));
}

test('choosing a category puts it in the URL as a new history entry; Back and Forward restore the filters', async () => {
  const page = await newPage();
  const errors = collectPageErrors(page);
  await gotoApp(page, `${running.stack.hostUrl}/blog`);
  await expectList(page, [TITLES_CS.automation, TITLES_CS.digitalization, TITLES_CS.implementation]);

  await page.getByRole('button', { name: 'Implementace', exact: true }).click();
  await eventually(() => expect(url(page)).toBe('/blog?kategorie=implementace'));
  await expectList(page, [TITLES_CS.implementation]);
  expect(await pressed(page, 'Implementace')).toBe('true');

  await page.getByRole('button', { name: 'Analýzy', exact: true }).click();
  await eventually(() => expect(url(page)).toBe('/blog?kategorie=analyzy'));
  await page.getByText('V této kategorii zatím nejsou žádné články.').waitFor();

  await page.goBack();
  await eventually(() => expect(url(page)).toBe('/blog?kategorie=implementace'));
  await expectList(page, [TITLES_CS.implementation]);
  expect(await pressed(page, 'Implementace')).toBe('true');
  expect(await pressed(page, 'Analýzy')).toBe('false');

  await page.goBack();
  await eventually(() => expect(url(page)).toBe('/blog'));
  await expectList(page, [TITLES_CS.automation, TITLES_CS.digitalization, TITLES_CS.implementation]);
  expect(await pressed(page, 'Všechny články')).toBe('true');

  await page.goForward();
  await eventually(() => expect(url(page)).toBe('/blog?kategorie=implementace'));
  await expectList(page, [TITLES_CS.implementation]);

  // "All articles" drops the parameter rather than writing an empty one.
  await page.getByRole('button', { name: 'Všechny články', exact: true }).click();
  await eventually(() => expect(url(page)).toBe('/blog'));
  await expectList(page, [TITLES_CS.automation, TITLES_CS.digitalization, TITLES_CS.implementation]);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('a shared link opens the list filtered: the prerendered unfiltered page hydrates without a mismatch, then filters', async () => {
  const page = await newPage();
  const errors = collectPageErrors(page);
  const response = await page.goto(`${running.stack.hostUrl}/blog?kategorie=digitalizace&utm_source=newsletter`);
  // The first load is the prerendered /blog: every post, no filter chosen.
  const html = (await response?.text()) ?? '';
  for (const title of Object.values(TITLES_CS)) expect(html).toContain(title);
  expect(html).toMatch(/aria-pressed="true"[^>]*>Všechny články/);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await expectList(page, [TITLES_CS.digitalization]);
  expect(await pressed(page, 'Digitalizace')).toBe('true');
  await page.getByText('1 článek').waitFor();
  // Choosing another keeps the rest of the query.
  await page.getByRole('button', { name: 'Automatizace', exact: true }).click();
  await eventually(() => expect(url(page)).toBe('/blog?kategorie=automatizace&utm_source=newsletter'));
  await expectList(page, [TITLES_CS.automation]);
  // A reload is a first load again.
  await page.reload();
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await expectList(page, [TITLES_CS.automation]);
  // React reports a hydration mismatch as a console error.
  expect(errors).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();
});

test('English and German name the parameter and the category in their language', async () => {
  const page = await newPage(375);
  const errors = collectPageErrors(page);
  const en = getMessages('en').blog;
  await gotoApp(page, `${running.stack.hostUrl}/en/blog`);
  await page.getByRole('button', { name: 'Implementation', exact: true }).click();
  await eventually(() => expect(url(page)).toBe('/en/blog?category=implementation'));
  await expectList(page, ['Implementing a new system in four weeks: how it works']);

  await gotoApp(page, `${running.stack.hostUrl}/en/blog?category=analyses`);
  await page.getByText(en.emptyCategory).waitFor();
  expect(await pressed(page, 'Analyses')).toBe('true');

  const de = getMessages('de').blog;
  await gotoApp(page, `${running.stack.hostUrl}/de/blog?kategorie=automatisierung`);
  await expectList(page, ['Wie die Automatisierung der Rechnungsverarbeitung bis zu 80 % Zeit spart']);
  expect(await pressed(page, 'Automatisierung')).toBe('true');
  // A link that carried the Czech name over to German still filters.
  await gotoApp(page, `${running.stack.hostUrl}/de/blog?kategorie=implementace`);
  await expectList(page, [TITLES_CS.implementation]);
  await page.getByRole('button', { name: de.allCategories, exact: true }).click();
  await eventually(() => expect(url(page)).toBe('/de/blog'));
  await page.goBack();
  await eventually(() => expect(url(page)).toBe('/de/blog?kategorie=implementace'));
  await expectList(page, [TITLES_CS.implementation]);
  // An unknown category shows the whole list.
  await gotoApp(page, `${running.stack.hostUrl}/de/blog?kategorie=gibt-es-nicht`);
  await eventually(async () => expect(await postTitles(page)).toHaveLength(3));
  expect(await pressed(page, de.allCategories)).toBe('true');
  expect(errors).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();
});
