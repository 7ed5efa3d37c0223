import type { Browser, Page } from 'playwright-core';
import { DEMO_EDITOR, signInThroughForm, type DemoAccount } from '../../../scripts/lib/admin-routes';

export { DEMO_ADMIN, DEMO_EDITOR, type DemoAccount } from '../../../scripts/lib/admin-routes';

/** A new desktop-sized context signed in through /auth, on the admin dashboard. */
export async function signedInAdminPage(browser: Browser, hostUrl: string, account: DemoAccount = DEMO_EDITOR): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInThroughForm(page, hostUrl, account);
  return page;
}
