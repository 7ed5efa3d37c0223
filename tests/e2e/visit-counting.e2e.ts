/**
 * Cookieless visit counting and lead attribution in Chromium against production builds and the local
 * backend: a visit that lands on a blog post from a campaign link, moves on by two client-side navigations
 * to the contact form and sends an enquiry is counted as three page views of one visitor, and the enquiry
 * carries its landing page and campaign; with Global Privacy Control nothing is counted and the enquiry still
 * arrives. The back office's "Návštěvnost" then counts that visit: one visitor, three page views and one
 * enquiry for the campaign, axe-clean at 1280 and 375 px (screenshots in .tmp/screenshots/visit-dashboard).
 *
 * Automated browsers are not counted (navigator.webdriver in the page, HeadlessChrome in the user agent on
 * the server), so these visits opt in as docs/analytics.md describes: `window.__countAutomatedVisits = true`
 * before the page runs, and an ordinary browser's user agent.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { getMessages } from '@app/i18n';
import { repoRoot } from '../../scripts/lib/paths';
import { seriousViolations } from './support/axe';
import { DEMO_ADMIN, signedInAdminPage } from './support/admin-session';
import { gotoApp } from './support/chromium';
import { eventually } from './support/eventually';
import { useStackAndBrowser } from './support/stack-fixture';

jest.setTimeout(120_000);

const running = useStackAndBrowser();

const ORDINARY_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** The time a person typing takes at least; the database finds anything faster doubtful. */
const PERSON_PACE_MS = 3_200;

beforeEach(async () => {
  await running.stack.backend.db.query('delete from private.throttle_hits');
  await running.stack.backend.db.query('delete from private.page_view_inbox');
  await running.stack.backend.db.query('delete from private.page_views');
  await running.stack.backend.db.query('delete from private.page_view_days');
  await running.stack.backend.db.query('delete from private.landing_days');
  await running.stack.backend.db.query('delete from private.page_view_day_totals');
  await running.stack.backend.db.query('delete from private.page_view_rollups');
});

const SCREENSHOTS = path.join(repoRoot, '.tmp', 'screenshots', 'visit-dashboard');

/** A browser context whose visits are counted, as a visitor's would be; with `gpc`, one sending Global Privacy Control. */
async function countedVisitorPage({ gpc = false } = {}): Promise<Page> {
  const context = await running.browser.newContext({ viewport: { width: 1280, height: 900 }, userAgent: ORDINARY_CHROME });
  await context.addInitScript((sendGpc: boolean) => {
    window.__countAutomatedVisits = true;
    if (sendGpc) Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true });
  }, gpc);
  return context.newPage();
}

async function publishedEnglishPostPath(): Promise<string> {
  const { rows } = await running.stack.backend.db.query<{ slug_en: string }>(
    "select slug_en from public.blog_posts where published and coalesce(slug_en, '') <> '' order by created_at limit 1",
  );
  return `/en/blog/${rows[0]!.slug_en}`;
}

/** From the landing post through the pricing page to the contact form, by the site's own links (no page load). */
async function walkToContactAndSendEnquiry(page: Page, message: string): Promise<void> {
  const postPath = await publishedEnglishPostPath();
  await gotoApp(page, `${running.stack.hostUrl}${postPath}?utm_source=newsletter&utm_campaign=spring`);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.locator('header a[href="/en/pricing"]').first().click();
  await page.waitForURL('**/en/pricing');
  await page.locator('header a[href^="/en/contact"]').first().click();
  await page.waitForURL('**/en/contact**');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  const opened = Date.now();
  const { form, outcome } = getMessages('en').contact;
  await page.getByLabel(form.name).fill('Jana Nováková');
  await page.getByLabel(form.email).fill('jana.novakova@example.com');
  await page.getByLabel(form.message).fill(message);
  await page.getByRole('checkbox').check();
  await page.waitForTimeout(Math.max(0, PERSON_PACE_MS - (Date.now() - opened)));
  await page.getByRole('button', { name: form.submit }).click();
  await page.getByRole('status').filter({ hasText: outcome.successTitle }).waitFor();
}

async function enquiryAttribution(message: string) {
  const { rows } = await running.stack.backend.db.query<Record<string, unknown>>(
    'select landing_path, referrer_domain, utm_source, utm_medium, utm_campaign, is_spam from public.contact_enquiries where message = $1',
    [message],
  );
  return rows;
}

test('a visit from a campaign link: three page views of one visitor, and the enquiry carries its landing page and campaign', async () => {
  const page = await countedVisitorPage();
  const message = `Attribution ${Date.now()}`;
  await walkToContactAndSendEnquiry(page, message);
  const postPath = await publishedEnglishPostPath();

  await eventually(async () => {
    await running.stack.backend.db.query('select private.roll_up_new_page_views()');
    const { rows } = await running.stack.backend.db.query<Record<string, unknown>>(
      'select visitor_key, page_key, locale, path, is_landing, referrer_domain, utm_source, utm_campaign, device from private.page_views order by id',
    );
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((row) => row.visitor_key)).size).toBe(1);
    expect(rows.map(({ visitor_key: _key, ...view }) => view)).toEqual([
      { page_key: 'blogPost', locale: 'en', path: postPath, is_landing: true, referrer_domain: null, utm_source: 'newsletter', utm_campaign: 'spring', device: 'desktop' },
      { page_key: 'pricing', locale: 'en', path: '/en/pricing', is_landing: false, referrer_domain: null, utm_source: null, utm_campaign: null, device: 'desktop' },
      { page_key: 'contact', locale: 'en', path: '/en/contact', is_landing: false, referrer_domain: null, utm_source: null, utm_campaign: null, device: 'desktop' },
    ]);
  });
  expect(await enquiryAttribution(message)).toEqual([
    { landing_path: postPath, referrer_domain: null, utm_source: 'newsletter', utm_medium: null, utm_campaign: 'spring', is_spam: false },
  ]);
  await page.context().close();

  // The inbox shows where the enquiry came from.
  const admin = await signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_ADMIN);
  await admin.goto(`${running.stack.hostUrl}/admin/enquiries?hledat=${encodeURIComponent(message)}`);
  const row = admin.getByTestId('enquiry-row').filter({ hasText: message });
  await row.waitFor();
  expect(await row.getByTestId('enquiry-landing').innerText()).toBe(`Vstupní stránka: ${postPath}`);
  expect(await row.getByTestId('enquiry-source').innerText()).toBe('Zdroj: newsletter');
  expect(await row.getByTestId('enquiry-campaign').innerText()).toBe('Kampaň: spring');

  // "Návštěvnost" counts the visit: one visitor, three views, the enquiry under its campaign and landing post.
  await admin.goto(`${running.stack.hostUrl}/admin/visits`);
  await admin.getByRole('heading', { name: 'Návštěvnost', level: 1 }).waitFor();
  await admin.getByTestId('total-visitors').waitFor();
  expect(await admin.getByTestId('total-visitors').innerText()).toBe('1');
  expect(await admin.getByTestId('total-views').innerText()).toBe('3');
  const campaign = admin.getByTestId('campaign-row').filter({ hasText: 'spring' });
  expect(await campaign.getByTestId('enquiries').innerText()).toBe('1');
  expect(await campaign.innerText()).toContain('newsletter');
  const landing = admin.getByTestId('post-row').filter({ hasText: postPath });
  expect(await landing.getByTestId('enquiries').innerText()).toBe('1');
  await admin.locator('.recharts-surface').first().waitFor();
  mkdirSync(SCREENSHOTS, { recursive: true });
  expect(await seriousViolations(admin)).toEqual([]);
  await admin.screenshot({ path: path.join(SCREENSHOTS, 'dashboard-1280.png'), fullPage: true });

  await admin.setViewportSize({ width: 375, height: 800 });
  await admin.getByTestId('total-visitors').waitFor();
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(admin)).toEqual([]);
  await admin.screenshot({ path: path.join(SCREENSHOTS, 'dashboard-375.png'), fullPage: true });
  await admin.context().close();
});

test('with Global Privacy Control nothing is counted or attributed, and the enquiry still arrives', async () => {
  const page = await countedVisitorPage({ gpc: true });
  const beacons: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rpc/record_page_view')) beacons.push(request.url());
  });
  const message = `Privacy signal ${Date.now()}`;
  await walkToContactAndSendEnquiry(page, message);

  expect(await enquiryAttribution(message)).toEqual([
    { landing_path: null, referrer_domain: null, utm_source: null, utm_medium: null, utm_campaign: null, is_spam: false },
  ]);
  expect(beacons).toEqual([]);
  await running.stack.backend.db.query('select private.roll_up_new_page_views()');
  const { rows } = await running.stack.backend.db.query<{ n: number }>('select count(*)::int as n from private.page_views');
  expect(rows[0]!.n).toBe(0);
  await page.context().close();

  const admin = await signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_ADMIN);
  await admin.goto(`${running.stack.hostUrl}/admin/visits`);
  await admin.getByTestId('total-enquiries').waitFor();
  expect(await admin.getByTestId('total-visitors').innerText()).toBe('0');
  expect(await admin.getByTestId('total-views').innerText()).toBe('0');
  await admin.context().close();
});
