import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface PageWeight {
  path: string;
  js: { files: number; raw: number; gzip: number };
  css: { files: number; raw: number; gzip: number };
  /** URLs of every script the page downloaded, to check that no admin code is among them. */
  scriptUrls: string[];
  /** Which of the asked `markers` (strings a library's code contains) any downloaded script contains. */
  markers: string[];
}

export interface MeasureOptions {
  /** Wait for <html data-app-ready> (the host's pages); false for a plain page. */
  appPage?: boolean;
  /** A signed-in browser state (cookies, local storage) to visit with, e.g. for admin routes. */
  storageState?: Awaited<ReturnType<import('playwright-core').BrowserContext['storageState']>>;
  /** A selector that shows the page is there (after the app is ready), e.g. an admin screen's layout. */
  readySelector?: string;
  markers?: readonly string[];
}

/**
 * What a cold visit downloads: every script and stylesheet response until the app is ready and the
 * network is idle, sized raw and gzip -9 (the bytes are deterministic for a build; timings stay in the
 * benchmark). A prerendered page starts its scripts after the first paint, so "network idle" alone can
 * come before them on a busy machine: an app page is measured once <html data-app-ready> is set.
 */
export async function measurePage(browser: Browser, baseUrl: string, path: string, options: MeasureOptions = {}): Promise<PageWeight> {
  const context = await browser.newContext(options.storageState ? { storageState: options.storageState } : {});
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const weight: PageWeight = { path, js: { files: 0, raw: 0, gzip: 0 }, css: { files: 0, raw: 0, gzip: 0 }, scriptUrls: [], markers: [] };
  const markers = new Set<string>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then(
        (body) => {
          const bucket = type === 'script' ? weight.js : weight.css;
          bucket.files += 1;
          bucket.raw += body.length;
          bucket.gzip += gzipSync(body, { level: 9 }).length;
          if (type === 'script') {
            weight.scriptUrls.push(response.url());
            for (const marker of options.markers ?? []) if (body.includes(marker)) markers.add(marker);
          }
        },
        () => undefined,
      ),
    );
  });
  await page.goto(baseUrl + path, { waitUntil: 'load' });
  if (options.appPage ?? true) await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  if (options.readySelector) await page.locator(options.readySelector).first().waitFor();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  weight.markers = [...markers];
  await context.close();
  return weight;
}
