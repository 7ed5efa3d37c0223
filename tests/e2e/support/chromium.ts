import fs from 'node:fs';
import { chromium, type Browser, type Page, type Request } from 'playwright-core';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * Debian's Chromium, the full browser (`npx playwright install` cannot download browsers here): what
 * Lighthouse measures in the benchmark.
 */
export function chromiumPath(): string {
  return installedBrowser(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', 'chromium', 'CHROMIUM_PATH');
}

/**
 * The same Chromium build as its headless shell (Debian's `chromium-headless-shell`, the one Playwright's
 * own headless Chromium is), which the browser tests drive: the same engine without the browser's own
 * window and UI processes, at about 40% less CPU per test on this machine.
 */
export function headlessShellPath(): string {
  return installedBrowser(process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell', 'chromium-headless-shell', 'CHROMIUM_HEADLESS_SHELL_PATH');
}

function installedBrowser(candidate: string, debianPackage: string, variable: string): string {
  if (!fs.existsSync(candidate)) {
    throw new Error(
      `${debianPackage} not found at ${candidate}. Install Debian's build with \`apt-get update && apt-get install -y ${debianPackage}\` ` +
        `(or set ${variable}). \`npx playwright install\` cannot download browsers here.`,
    );
  }
  return candidate;
}

/**
 * Chromium for a test file. Its contexts (and `newPage`'s) prefer reduced motion unless a test asks for
 * motion (`reducedMotion: 'no-preference'`): a page's endless animations (the home page's pulsing dot, the
 * carousel) repaint every frame for as long as it stays open, which cost the run more CPU than any check of
 * them; the tests of motion ask for it.
 */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: headlessShellPath(), args: CHROMIUM_FLAGS });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options) => newContext({ reducedMotion: 'reduce', ...options });
  return browser;
}

const collectedErrors = new WeakMap<Page, string[]>();

/**
 * Console errors and failed page scripts, collected so a test can assert there were none. Collected once
 * per page: a fixture that opened the page (`signedInAdminPage`) starts it before the first load, and the
 * test's own call gets the same list.
 */
export function collectPageErrors(page: Page): string[] {
  const collected = collectedErrors.get(page);
  if (collected) return collected;
  const errors: string[] = [];
  collectedErrors.set(page, errors);
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Scrolls a deferred home-page section (app/deferred-section.tsx) into view and waits until it has
 * hydrated: before that it is server HTML that does not respond yet.
 */
export async function hydrateSection(page: Page, name: string): Promise<void> {
  const section = page.locator(`[data-deferred-section="${name}"]`);
  await section.scrollIntoViewIfNeeded();
  await page.locator(`[data-deferred-section="${name}"][data-ready]`).waitFor({ state: 'attached' });
}

/**
 * Opens a URL of the app and waits until React has taken over the page: a prerendered page shows its
 * content before its scripts run (they start after the first paint), and a click before hydration does nothing.
 */
export async function gotoApp(page: Page, url: string, options?: Parameters<Page['goto']>[1]): Promise<void> {
  await page.goto(url, options);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/**
 * Goes to `path` as the app's own links do (the router's client-side navigation: no page load, so none of
 * the scripts are fetched and run again) and waits until the screen stands: on another route a main heading
 * that is not the previous screen's, and no request in flight for 500 ms (what 'networkidle' waits for
 * after a load).
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  const inFlight = new Set<Request>();
  const started = (request: Request) => inFlight.add(request);
  const ended = (request: Request) => inFlight.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const target = new URL(path, page.url());
    const otherRoute = target.pathname !== new URL(page.url()).pathname;
    await page.evaluate(
      ({ href, markPrevious }) => {
        if (markPrevious) for (const heading of document.querySelectorAll('main h1')) heading.setAttribute('data-previous-screen', '');
        window.history.pushState(null, '', href);
        window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      },
      { href: target.href, markPrevious: otherRoute },
    );
    await page.waitForURL(target.href);
    await page.locator(otherRoute ? 'main h1:not([data-previous-screen])' : 'main h1').first().waitFor();
    for (let quietSince = Date.now(); Date.now() - quietSince < 500; ) {
      if (inFlight.size > 0) quietSince = Date.now();
      await page.waitForTimeout(50);
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
