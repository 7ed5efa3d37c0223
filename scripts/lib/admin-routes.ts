import type { Browser, BrowserContext, Page } from 'playwright-core';

/** Every admin screen, as the route-weight test and the benchmark measure them (signed in as the demo admin). */
export const ADMIN_ROUTES = [
  '/admin',
  '/admin/blog',
  '/admin/blog/new',
  '/admin/modules',
  '/admin/modules/new',
  '/admin/references',
  '/admin/references/new',
  '/admin/pricing',
  '/admin/pricing/new',
  '/admin/enquiries',
  '/admin/visits',
  '/admin/media',
  '/admin/image-generator',
  '/admin/users',
  '/admin/settings',
  '/admin/personal-data',
] as const;

/** The admin routes that edit rich text: the only ones that may download the editor. */
export const RICH_TEXT_ROUTES: readonly string[] = ['/admin/blog/new'];

/** A string only the rich-text editor's code (ProseMirror, under Tiptap) contains. */
export const RICH_TEXT_MARKER = 'ProseMirror-focused';

/**
 * The screen is there: its heading in the main area. The layout (and its build line) shows while the
 * route's own code still downloads, so waiting for the layout alone can measure or check a screen
 * before its code arrived.
 */
export const ADMIN_READY_SELECTOR = 'main h1';

export interface DemoAccount {
  email: string;
  password: string;
}

/** The seeded demo accounts (docs/contract.md). */
export const DEMO_EDITOR: DemoAccount = { email: 'editor@example.com', password: 'editor1234' };
export const DEMO_ADMIN: DemoAccount = { email: 'admin@example.com', password: 'admin1234' };

/** Signs in through the /auth form, as a person does, and waits for the admin dashboard. */
export async function signInThroughForm(page: Page, hostUrl: string, account: DemoAccount): Promise<void> {
  await page.goto(`${hostUrl}/auth`);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel(/^Heslo/).first().fill(account.password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await page.waitForURL(`${hostUrl}/admin`);
}

/** Signs in through /auth in a fresh context and returns its storage state (the session in local storage). */
export async function signedInState(
  browser: Browser,
  hostUrl: string,
  account: DemoAccount = DEMO_ADMIN,
): Promise<Awaited<ReturnType<BrowserContext['storageState']>>> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signInThroughForm(page, hostUrl, account);
    await page.locator(ADMIN_READY_SELECTOR).first().waitFor();
    return await context.storageState();
  } finally {
    await context.close();
  }
}
