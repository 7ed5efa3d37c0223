/**
 * The admin shell and accessibility: every admin screen has the navigation (sidebar at 1280 px,
 * a drawer behind the menu button at 375 px) with its section marked, and axe-core finds no serious or
 * critical violation on it at either width; dialogs and the editor toolbar work by keyboard alone.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { useStackAndBrowser } from './support/stack-fixture';
import { seriousViolations } from './support/axe';
import { navigateInApp } from './support/chromium';
import { ADMIN_READY_SELECTOR, ADMIN_ROUTES, signedInState } from '../../scripts/lib/admin-routes';

const running = useStackAndBrowser();
// One sign-in for the file: each test opens its own context with that session.
let storageState: Awaited<ReturnType<BrowserContext['storageState']>>;

beforeAll(async () => {
  storageState = await signedInState(running.browser, running.stack.hostUrl);
}, 120_000);

jest.setTimeout(400_000);

const SECTION_OF: Record<string, string> = {
  '/admin': 'Přehled',
  '/admin/blog': 'Blog',
  '/admin/modules': 'Moduly',
  '/admin/references': 'Reference',
  '/admin/pricing': 'Ceník',
  '/admin/enquiries': 'Poptávky',
  '/admin/visits': 'Návštěvnost',
  '/admin/media': 'Média',
  '/admin/image-generator': 'AI Obrázky',
  '/admin/users': 'Uživatelé',
  '/admin/settings': 'Nastavení',
  '/admin/personal-data': 'Osobní údaje',
};

const sectionOf = (route: string) => SECTION_OF[route] ?? SECTION_OF[route.replace(/\/new$/, '')]!;

async function openScreen(page: Page, route: string) {
  await page.goto(running.stack.hostUrl + route);
  await page.locator(ADMIN_READY_SELECTOR).first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** The first screen loads as a page; every later one through the app's own navigation, as its links go. */
async function showScreen(page: Page, route: string, first: boolean) {
  if (first) await openScreen(page, route);
  else await navigateInApp(page, route);
}

test('1280 px: every admin screen has the sidebar with its section marked and no serious axe violation', async () => {
  const context = await running.browser.newContext({ storageState, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const found: string[] = [];
  for (const [index, route] of ADMIN_ROUTES.entries()) {
    await showScreen(page, route, index === 0);
    const navigation = page.getByRole('navigation', { name: 'Administrace', exact: true });
    expect(await navigation.isVisible()).toBe(true);
    expect(await navigation.locator('[aria-current="page"]').allInnerTexts()).toEqual([sectionOf(route)]);
    expect(await page.getByRole('button', { name: 'Otevřít navigaci' }).isVisible()).toBe(false);
    found.push(...(await seriousViolations(page)).map((violation) => `${route}: ${violation}`));
  }
  expect(found).toEqual([]);
  await context.close();
});

test('375 px: the navigation is a drawer behind the menu button on every screen; Escape closes it; choosing a section goes there', async () => {
  const context = await running.browser.newContext({ storageState, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  const found: string[] = [];
  for (const [index, route] of ADMIN_ROUTES.entries()) {
    await showScreen(page, route, index === 0);
    expect(await page.getByRole('navigation', { name: 'Administrace', exact: true }).isVisible()).toBe(false);
    found.push(...(await seriousViolations(page)).map((violation) => `${route} (375 px): ${violation}`));
    const menuButton = page.getByRole('button', { name: 'Otevřít navigaci' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Navigace' });
    await drawer.waitFor();
    expect(await drawer.locator('[aria-current="page"]').allInnerTexts()).toEqual([sectionOf(route)]);
    found.push(...(await seriousViolations(page)).map((violation) => `${route} (drawer): ${violation}`));
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
  }
  expect(found).toEqual([]);

  await page.getByRole('button', { name: 'Otevřít navigaci' }).click();
  await page.getByRole('dialog', { name: 'Navigace' }).getByRole('link', { name: 'Reference' }).click();
  await page.waitForURL(`${running.stack.hostUrl}/admin/references`);
  await page.getByRole('dialog', { name: 'Navigace' }).waitFor({ state: 'hidden' });
  await context.close();
});

test('keyboard alone: the invitation dialog opens, takes input and closes with Escape; the editor toolbar formats text', async () => {
  const context = await running.browser.newContext({ storageState, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();

  await openScreen(page, '/admin/users');
  await page.getByRole('button', { name: 'Pozvat uživatele' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  // Focus is inside the dialog (trapped there), so typing fills its fields.
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });

  await openScreen(page, '/admin/blog/new');
  const editor = page.locator('.ProseMirror').first();
  await editor.click();
  await page.keyboard.type('Tučné slovo');
  await page.keyboard.press('Shift+Home');
  // Into the toolbar by keyboard: Shift+Tab from the editor reaches its last control; find Bold by tabbing back.
  const bold = page.getByRole('button', { name: 'Tučně' }).first();
  for (let step = 0; step < 40 && !(await bold.evaluate((element) => element === document.activeElement)); step += 1) {
    await page.keyboard.press('Shift+Tab');
  }
  expect(await bold.evaluate((element) => element === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
  expect(await editor.locator('strong').innerText()).toBe('Tučné slovo');
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});
