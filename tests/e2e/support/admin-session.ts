import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { ADMIN_READY_SELECTOR, DEMO_EDITOR, signInThroughForm, type DemoAccount } from '../../../scripts/lib/admin-routes';
import { collectPageErrors } from './chromium';

export { DEMO_ADMIN, DEMO_EDITOR, type DemoAccount } from '../../../scripts/lib/admin-routes';

type SessionState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The session of each account on each stack, from its first sign-in through the form (a sign-in costs a password hash). */
const sessions = new Map<string, SessionState>();

const DESKTOP = { width: 1280, height: 900 };

/**
 * A new desktop-sized context signed in as `account`, on the admin screen `path` (the dashboard unless
 * given: a test that starts elsewhere loads only that screen). The first time per stack and account it
 * signs in through /auth as a person does; later contexts start with that session (as a person opening
 * another tab would), and sign in through the form again if the session has ended meanwhile. `device`
 * replaces the desktop window (e.g. a phone's viewport, touch and mobile layout).
 */
export async function signedInAdminPage(
  browser: Browser,
  hostUrl: string,
  account: DemoAccount = DEMO_EDITOR,
  path = '/admin',
  device: BrowserContextOptions = { viewport: DESKTOP },
): Promise<Page> {
  const key = `${hostUrl} ${account.email}`;
  const session = sessions.get(key);
  if (session) {
    const page = await (await browser.newContext({ ...device, storageState: session })).newPage();
    collectPageErrors(page);
    await page.goto(`${hostUrl}${path}`);
    const landed = await Promise.race([
      page.locator(ADMIN_READY_SELECTOR).first().waitFor().then(
        () => 'admin' as const,
        () => 'auth' as const,
      ),
      page.waitForURL((url) => url.pathname === '/auth').then(
        () => 'auth' as const,
        () => 'auth' as const,
      ),
    ]);
    if (landed === 'admin') return page;
    sessions.delete(key);
    await page.context().close();
  }
  const page = await (await browser.newContext(device)).newPage();
  collectPageErrors(page);
  await signInThroughForm(page, hostUrl, account);
  sessions.set(key, await page.context().storageState());
  if (path !== '/admin') await page.goto(`${hostUrl}${path}`);
  return page;
}
