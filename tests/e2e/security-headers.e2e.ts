/**
 * The Content-Security-Policy lets every page work: no `securitypolicyviolation` on any public URL, /auth or
 * any admin screen. (The headers themselves: tests/http/security-headers.test.ts.)
 */
import type { BrowserContext, Page } from 'playwright-core';
import { publicPaths } from '../../scripts/lib/public-urls';
import { DEMO_ADMIN, signedInAdminPage } from './support/admin-session';
import { gotoApp, navigateInApp } from './support/chromium';
import { useStackAndBrowser } from './support/stack-fixture';

jest.setTimeout(240_000);

const running = useStackAndBrowser();

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records every CSP violation of every document the context opens, from before its first script. */
async function watchViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
}

async function violationsOf(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => window.__cspViolations ?? []);
}

test('no public page, blog post, not-found page or /auth breaks the policy', async () => {
  const { rows } = await running.stack.backend.db.query<{ slug: string }>('select slug_cs as slug from public.blog_posts where published limit 1');
  const context = await running.browser.newContext({ viewport: { width: 1280, height: 900 } });
  await watchViolations(context);
  const page = await context.newPage();
  const violations: Record<string, string[]> = {};
  for (const pathname of [...publicPaths(), `/blog/${rows[0]!.slug}`, '/no-such-page', '/auth']) {
    await gotoApp(page, `${running.stack.hostUrl}${pathname}`);
    // Scroll so the lazily hydrated sections and images load too.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const found = await violationsOf(page);
    if (found.length > 0) violations[pathname] = found;
  }
  expect(violations).toEqual({});
  await context.close();
});

test('no admin screen breaks the policy (the remote loads from its own origin)', async () => {
  const ids = await running.stack.backend.db.query<{ post: string; module: string; reference: string; plan: string }>(
    `select (select id::text from public.blog_posts limit 1) as post, (select id::text from public.modules limit 1) as module,
            (select id::text from public."references" limit 1) as reference, (select id::text from public.pricing_plans limit 1) as plan`,
  );
  const { post, module, reference, plan } = ids.rows[0]!;
  const page = await signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_ADMIN);
  await watchViolations(page.context());
  const screens = [
    '/admin',
    '/admin/blog',
    '/admin/blog/new',
    `/admin/blog/${post}`,
    '/admin/modules',
    '/admin/modules/new',
    `/admin/modules/edit/${module}`,
    '/admin/references',
    '/admin/references/new',
    `/admin/references/${reference}`,
    '/admin/pricing',
    '/admin/pricing/new',
    `/admin/pricing/${plan}`,
    '/admin/image-generator',
    '/admin/enquiries',
    '/admin/users',
    '/admin/settings',
  ];
  const violations: Record<string, string[]> = {};
  // The first screen loads as a page (the host's shell and the remote's entry from its origin); the others
  // through the app's own navigation, which loads each screen's code and data as a link in the app does.
  for (const [index, screen] of screens.entries()) {
    const before = index === 0 ? 0 : (await violationsOf(page)).length;
    if (index === 0) await gotoApp(page, `${running.stack.hostUrl}${screen}`);
    else await navigateInApp(page, screen);
    await page.locator('main').first().waitFor();
    const found = (await violationsOf(page)).slice(before);
    if (found.length > 0) violations[screen] = found;
  }
  expect(violations).toEqual({});
  await page.context().close();
});
