/**
 * The host and the remote send security headers (the builds' `_headers`, applied by the
 * local static servers), and the Content-Security-Policy lets every page work: no `securitypolicyviolation`
 * on any public URL, /auth or any admin screen.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { headersFor, parseHeadersFile } from '@app/security-headers';
import { publicPaths } from '../../scripts/lib/public-urls';
import { adminDist, hostDist } from '../../scripts/lib/paths';
import { DEMO_ADMIN, signedInAdminPage } from './support/admin-session';
import { gotoApp } from './support/chromium';
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

test('the builds write _headers: the host policy allows its inline loader by hash, the remote sends nosniff and CORS', () => {
  const hostRules = parseHeadersFile(readFileSync(path.join(hostDist, '_headers'), 'utf8'));
  const hostHeaders = headersFor(hostRules, '/');
  expect(hostHeaders['Content-Security-Policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
  expect(hostHeaders['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  expect(hostHeaders['Content-Security-Policy']).toContain("object-src 'none'");
  expect(hostHeaders).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' });
  const remoteHeaders = headersFor(parseHeadersFile(readFileSync(path.join(adminDist, '_headers'), 'utf8')), '/remoteEntry.js');
  expect(remoteHeaders).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'Access-Control-Allow-Origin': '*' });
});

test('the local servers send the headers: the host with the origins it is configured with, the remote its own', async () => {
  const page = await fetch(`${running.stack.hostUrl}/en/pricing`);
  const policy = page.headers.get('content-security-policy') ?? '';
  expect(policy).toContain(`connect-src 'self' ${running.stack.backend.url}`);
  expect(policy).toContain(new URL(running.stack.adminUrl).origin);
  expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  expect(page.headers.get('permissions-policy')).toContain('camera=()');
  const manifest = await fetch(`${running.stack.adminUrl}/mf-manifest.json`);
  expect(manifest.headers.get('x-content-type-options')).toBe('nosniff');
  expect(manifest.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
  expect((await fetch(`${running.stack.hostUrl}/_headers`)).status).toBe(404);
});

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
  for (const screen of screens) {
    await gotoApp(page, `${running.stack.hostUrl}${screen}`);
    await page.locator('main').first().waitFor();
    const found = await violationsOf(page);
    if (found.length > 0) violations[screen] = found;
  }
  expect(violations).toEqual({});
  await page.context().close();
});
