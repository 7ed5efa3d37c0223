import type { Browser, Page } from 'playwright-core';

export interface DemoAccount {
  email: string;
  password: string;
}

export const DEMO_EDITOR: DemoAccount = { email: 'editor@example.com', password: 'editor1234' };
export const DEMO_ADMIN: DemoAccount = { email: 'admin@example.com', password: 'admin1234' };

/** A new desktop-sized context signed in through /auth, on the admin dashboard. */
export async function signedInAdminPage(browser: Browser, hostUrl: string, account: DemoAccount = DEMO_EDITOR): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(`${hostUrl}/auth`);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel(/^Heslo/).first().fill(account.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await page.waitForURL(`${hostUrl}/admin`);
  return page;
}
