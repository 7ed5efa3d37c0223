/**
 * Publishing you can see, in Chromium with the real publisher: after a save the back office shows
 * "Čeká na zveřejnění" and then "Živě na webu za 0,4 s" with the post's page in each language (the links
 * work), or "Zveřejnění selhalo" with the reason while the publisher cannot render, and back once it can
 * ("Zkusit znovu" queues a new publish). The header shows the site's state; both fit at 1280 and 375 px.
 * Screenshots go to .tmp/screenshots/publish-status.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { repoRoot } from '../../scripts/lib/paths';
import { signInThroughForm } from '../../scripts/lib/admin-routes';
import { eventually } from './support/eventually';
import { seriousViolations } from './support/axe';
import { DEMO_EDITOR, signedInAdminPage } from './support/admin-session';
import { useStackAndBrowser } from './support/stack-fixture';

const SCREENSHOTS = path.join(repoRoot, '.tmp', 'screenshots', 'publish-status');
const LIVE_WITHIN = { timeout: 15_000, interval: 200 };

// A long poll interval: what arrives within seconds arrives through the webhook (and the publisher's own retries).
const running = useStackAndBrowser({ publisher: true, publisherPollMs: 60_000 });

beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));

const status = (page: Page): Locator => page.getByTestId('publish-status');
const siteState = (page: Page): Locator => page.getByTestId('site-publish-state');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) });

async function servedHtml(href: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${running.stack.hostUrl}${href}`);
  return { status: response.status, body: await response.text() };
}

async function linksOf(locator: Locator): Promise<{ text: string; href: string }[]> {
  return locator.getByRole('link').evaluateAll((links) => links.map((link) => ({ text: link.textContent ?? '', href: link.getAttribute('href') ?? '' })));
}

/** The page has no horizontal scroll (nothing wider than the viewport). */
async function fitsWidth(page: Page): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
}

test('a published post: "Živě na webu" with the time from save to live and working links in each language; the header says when the site was published', async () => {
  const page = await signedInAdminPage(running.browser, running.stack.hostUrl);
  // The publisher rendered once at start: the header knows the last publish.
  await eventually(async () => expect(await siteState(page).getAttribute('aria-label')).toMatch(/^Web zveřejněn (právě teď|před \d+ min)$/), LIVE_WITHIN);

  const title = 'Stav zveřejnění v administraci';
  const slug = 'stav-zverejneni-v-administraci';
  await page.goto(`${running.stack.hostUrl}/admin/blog/new`);
  await page.getByLabel('Název (CZ)').fill(title);
  await eventually(async () => expect(await page.getByLabel('URL slug (CZ)').inputValue()).toBe(slug));
  await page.getByLabel('Perex (CZ)').fill('Perex článku, který má být hned živě.');
  await page.getByLabel('Název (EN)').fill('Publishing status in the back office');
  await eventually(async () => expect(await page.getByLabel('URL slug (EN)').inputValue()).toBe('publishing-status-in-the-back-office'));
  await page.getByRole('switch', { name: 'Publikováno' }).check({ force: true });
  await page.getByRole('button', { name: 'Uložit' }).first().click();

  // In the post, now at its own address, the save is followed until it is live.
  await page.waitForURL(/\/admin\/blog\/[0-9a-f-]{36}$/);
  await status(page).waitFor();
  await page.locator('[data-testid="publish-status"][data-state="live"]').waitFor({ timeout: LIVE_WITHIN.timeout });
  const heading = (await status(page).locator('.mantine-Alert-title').textContent()) ?? '';
  expect(heading).toMatch(/^Živě na webu za \d+,\d s$/);
  const seconds = Number(heading.match(/za (\d+,\d) s/)![1]!.replace(',', '.'));
  expect(seconds).toBeLessThan(10);
  expect(await linksOf(status(page))).toEqual([
    { text: 'CZ', href: `/blog/${slug}` },
    { text: 'EN', href: '/en/blog/publishing-status-in-the-back-office' },
    // No German text: the German page shows the Czech version under the Czech slug.
    { text: 'DE', href: `/de/blog/${slug}` },
  ]);
  await shot(page, 'live-1280');
  expect(await seriousViolations(page)).toEqual([]);

  // Each link is the live page; the English one opens in a new tab.
  for (const { href } of await linksOf(status(page))) {
    const served = await servedHtml(href);
    expect([href, served.status]).toEqual([href, 200]);
    expect(served.body).toContain(href.startsWith('/en/') ? 'Publishing status in the back office' : title);
  }
  const [tab] = await Promise.all([page.context().waitForEvent('page'), status(page).getByRole('link', { name: /^EN:/ }).click()]);
  const opened = await tab.waitForEvent('load').then(() => tab);
  expect(new URL(opened.url()).pathname).toBe('/en/blog/publishing-status-in-the-back-office');
  await opened.getByRole('heading', { level: 1, name: 'Publishing status in the back office' }).waitFor();
  await opened.close();

  // The header read the state again when the save went live.
  await eventually(async () => expect(await siteState(page).getAttribute('aria-label')).toBe('Web zveřejněn právě teď'), LIVE_WITHIN);
  expect(await siteState(page).getAttribute('data-tone')).toBe('live');

  // Closing the status stops following it.
  await status(page).getByRole('button', { name: 'Zavřít stav zveřejnění' }).click();
  await status(page).waitFor({ state: 'detached' });
  await page.context().close();
}, 120_000);

test('while the publisher cannot render, the saved change shows "Zveřejnění selhalo" with the reason (in the header too); "Zkusit znovu" queues a new publish, and after the fix the change is live', async () => {
  const { rows } = await running.stack.backend.db.query<{ id: string }>(
    "insert into public.blog_posts (title_cs, slug_cs, excerpt_cs, published) values ('Před výpadkem ceníku', 'pred-vypadkem-ceniku', 'Perex', true) returning id::text as id",
  );
  const id = rows[0]!.id;
  await eventually(async () => expect((await servedHtml('/blog/pred-vypadkem-ceniku')).status).toBe(200), LIVE_WITHIN);

  const page = await signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_EDITOR, `/admin/blog/${id}`);
  await eventually(async () => expect(await page.getByLabel('Název (CZ)').inputValue()).toBe('Před výpadkem ceníku'));

  // The pricing read fails in the middle of every render (after the posts were read).
  await running.stack.backend.db.query('revoke select on public.pricing_plans from anon');
  try {
    await page.getByLabel('Název (CZ)').fill('Po výpadku ceníku');
    await page.getByRole('button', { name: 'Uložit' }).first().click();
    await page.locator('[data-testid="publish-status"][data-state="failed"]').waitFor({ timeout: LIVE_WITHIN.timeout });
    await expect(status(page).locator('.mantine-Alert-title').textContent()).resolves.toBe('Zveřejnění selhalo');
    expect(await status(page).textContent()).toMatch(/pricing/);
    // The last good page stays served meanwhile.
    expect((await servedHtml('/blog/pred-vypadkem-ceniku')).body).toContain('Před výpadkem ceníku');

    await eventually(async () => expect(await siteState(page).getAttribute('aria-label')).toBe('Zveřejnění selhalo'), LIVE_WITHIN);
    expect(await siteState(page).getAttribute('title')).toMatch(/pricing/);
    await siteState(page).click();
    const details = page.getByTestId('site-publish-details');
    await details.waitFor();
    expect(await details.textContent()).toMatch(/pricing/);
    await shot(page, 'failed-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });

    // "Zkusit znovu" while still broken: a new publish is queued and tried, and fails again.
    const retriesBefore = await manualRetries();
    await status(page).getByRole('button', { name: 'Zkusit znovu' }).click();
    await eventually(async () => expect(await manualRetries()).toBe(retriesBefore + 1));
    await page.locator('[data-testid="publish-status"][data-state="failed"]').waitFor({ timeout: LIVE_WITHIN.timeout });
  } finally {
    await running.stack.backend.db.query('grant select on public.pricing_plans to anon');
  }

  // Fixed: asked again (the publisher's own retries would get there too), the change goes live.
  const retry = status(page).getByRole('button', { name: 'Zkusit znovu' });
  if (await retry.isVisible()) await retry.click().catch(() => undefined);
  await page.locator('[data-testid="publish-status"][data-state="live"]').waitFor({ timeout: LIVE_WITHIN.timeout });
  expect(await status(page).locator('.mantine-Alert-title').textContent()).toMatch(/^Živě na webu za \d+,\d s$/);
  const served = await servedHtml('/blog/pred-vypadkem-ceniku');
  expect(served.status).toBe(200);
  expect(served.body).toContain('Po výpadku ceníku');
  await eventually(async () => expect(await siteState(page).getAttribute('data-tone')).toBe('live'), LIVE_WITHIN);
  await page.context().close();
}, 120_000);

async function manualRetries(): Promise<number> {
  const { rows } = await running.stack.backend.db.query<{ n: number }>("select count(*)::int as n from private.publish_events where table_name = 'manual' and operation = 'RETRY'");
  return rows[0]!.n;
}

test('on a phone (375 px): the status of a module save and the header badge fit, the details open from the badge', async () => {
  const context = await running.browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signInThroughForm(page, running.stack.hostUrl, DEMO_EDITOR);
  await siteState(page).waitFor();
  await fitsWidth(page);
  // On a phone the badge is a dot; its text is its accessible name.
  expect(await siteState(page).getAttribute('aria-label')).toMatch(/^Web zveřejněn/);
  await expect(siteState(page).locator('.admin-site-state__label').isVisible()).resolves.toBe(false);

  const { rows } = await running.stack.backend.db.query<{ id: string }>("select id::text as id from public.modules where active order by display_order limit 1");
  await page.goto(`${running.stack.hostUrl}/admin/modules/edit/${rows[0]!.id}`);
  const description = page.getByLabel('Popis (CZ)');
  await eventually(async () => expect(await description.inputValue()).not.toBe(''));
  const text = `Popis upravený na telefonu ${Date.now()}.`;
  await description.fill(text);
  await page.getByRole('button', { name: 'Uložit změny' }).click();
  await page.locator('[data-testid="publish-status"][data-state="live"]').waitFor({ timeout: LIVE_WITHIN.timeout });
  expect(await linksOf(status(page))).toEqual([
    { text: 'CZ', href: '/moduly' },
    { text: 'EN', href: '/en/modules' },
    { text: 'DE', href: '/de/module' },
  ]);
  expect((await servedHtml('/moduly')).body).toContain(text);
  await fitsWidth(page);
  // Scrolled down the list, the status stays in view under the header.
  await page.evaluate('window.scrollTo(0, 700)');
  await eventually(async () => expect(await page.evaluate('window.scrollY')).toBeGreaterThan(0));
  const box = (await status(page).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(box.y).toBeGreaterThanOrEqual(60);
  expect(box.y + box.height).toBeLessThanOrEqual(812);
  await shot(page, 'live-375');

  await siteState(page).click();
  const details = page.getByTestId('site-publish-details');
  await details.waitFor();
  const detailsBox = (await details.boundingBox())!;
  expect(detailsBox.x).toBeGreaterThanOrEqual(0);
  expect(detailsBox.x + detailsBox.width).toBeLessThanOrEqual(375);
  expect(await details.textContent()).toMatch(/Naposledy zveřejněno \d+\. \d+\. \d{4} \d+:\d{2}/);
  await shot(page, 'details-375');
  await context.close();
}, 120_000);
