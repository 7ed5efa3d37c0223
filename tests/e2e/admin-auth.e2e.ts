/**
 * Sign-in and access to the back office: signed-out visitors go to /auth, a wrong
 * password keeps the form, the right one opens /admin, a signed-in visitor of /auth goes on to /admin, an
 * account without a staff role gets the no-access page, and editors never reach users or settings.
 */
import type { Page } from 'playwright-core';
import { collectPageErrors } from './support/chromium';
import { eventually } from './support/eventually';
import { useStackAndBrowser } from './support/stack-fixture';

// Each test drives a browser through several screens of production builds on a shared, slow machine.
jest.setTimeout(120_000);

const running = useStackAndBrowser();

async function newPage(): Promise<Page> {
  const context = await running.browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

async function fillSignIn(page: Page, email: string, password: string) {
  await page.goto(`${running.stack.hostUrl}/auth`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Heslo/).fill(password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
}

test('every admin route sends a signed-out visitor to /auth, remembering where they were going', async () => {
  const page = await newPage();
  await page.goto(`${running.stack.hostUrl}/admin`);
  await page.waitForURL(`${running.stack.hostUrl}/auth`);
  for (const path of ['/admin/references/new', '/admin/pricing', '/admin/users', '/admin/settings', '/admin/enquiries']) {
    await page.goto(`${running.stack.hostUrl}${path}`);
    await page.waitForURL(`${running.stack.hostUrl}/auth?next=${encodeURIComponent(path)}`);
    await page.getByRole('heading', { name: 'Přihlášení' }).waitFor();
  }
  await page.getByText('Přihlaste se do administrace').waitFor();
  await page.context().close();
});

test("the sales e-mail's link: signed out, /admin/enquiries?hledat=… leads through /auth back to that search", async () => {
  const page = await newPage();
  await page.goto(`${running.stack.hostUrl}/admin/enquiries?hledat=x`);
  await page.waitForURL((url) => url.pathname === '/auth');
  await page.getByLabel('E-mail').fill('editor@example.com');
  await page.getByLabel(/^Heslo/).fill('editor1234');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await page.waitForURL(`${running.stack.hostUrl}/admin/enquiries?hledat=x`);
  await page.getByRole('heading', { name: 'Poptávky', level: 1 }).waitFor();
  expect(await page.getByRole('search').getByLabel('Hledat').inputValue()).toBe('x');
  await page.context().close();
});

test('a return target on another site is ignored: signing in opens the dashboard', async () => {
  const page = await newPage();
  await page.goto(`${running.stack.hostUrl}/auth?next=${encodeURIComponent('//example.org/admin')}`);
  await page.getByLabel('E-mail').fill('editor@example.com');
  await page.getByLabel(/^Heslo/).fill('editor1234');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await page.waitForURL(`${running.stack.hostUrl}/admin`);
  await page.getByText('Vítejte, Erik Editor').waitFor();
  await page.context().close();
});

test('a wrong password shows the error toast and keeps the form; the right one opens the dashboard', async () => {
  const page = await newPage();
  const errors = collectPageErrors(page);
  await fillSignIn(page, 'admin@example.com', 'spatne-heslo');
  await page.getByText('Chyba při přihlášení').waitFor();
  await page.getByText('Invalid login credentials').waitFor();
  expect(new URL(page.url()).pathname).toBe('/auth');
  await eventually(async () => expect(await page.getByLabel('E-mail').inputValue()).toBe('admin@example.com'));
  await eventually(async () => expect(await page.getByLabel(/^Heslo/).inputValue()).toBe('spatne-heslo'));

  await page.getByLabel(/^Heslo/).fill('admin1234');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await page.waitForURL(`${running.stack.hostUrl}/admin`);
  await page.getByText('Vítejte, Alena Adminová').waitFor();

  await page.goto(`${running.stack.hostUrl}/auth`);
  await page.waitForURL(`${running.stack.hostUrl}/admin`);
  await page.getByText('Vítejte, Alena Adminová').waitFor();

  await page.getByRole('button', { name: 'Odhlásit se' }).click();
  await page.getByText('Byli jste úspěšně odhlášeni.').waitFor();
  await page.waitForURL(`${running.stack.hostUrl}/`);
  expect(errors.filter((error) => !error.includes('400'))).toEqual([]);
  await page.context().close();
});

test('the sign-in form checks the e-mail and the password length before calling the service', async () => {
  const page = await newPage();
  await page.goto(`${running.stack.hostUrl}/auth`);
  await expect(page.getByLabel('E-mail').getAttribute('type')).resolves.toBe('email');
  await page.getByLabel('E-mail').fill('admin.example.com');
  await page.getByLabel(/^Heslo/).fill('12345');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await page.getByText('Neplatný e-mail').waitFor();
  await page.getByText('Heslo musí mít alespoň 6 znaků.').waitFor();
  await page.context().close();
});

test('an account without a staff role sees the no-access page', async () => {
  const page = await newPage();
  await fillSignIn(page, 'user@example.com', 'user12345');
  await page.waitForURL(`${running.stack.hostUrl}/admin`);
  await page.getByRole('heading', { name: 'Nemáte oprávnění' }).waitFor();
  await page.getByText('Přehled', { exact: true }).waitFor({ state: 'detached' });
  await page.goto(`${running.stack.hostUrl}/admin/references`);
  await page.getByRole('heading', { name: 'Nemáte oprávnění' }).waitFor();
  await page.getByRole('heading', { name: 'Reference' }).waitFor({ state: 'detached' });
  await page.context().close();
});

test('an editor works with content and enquiries but cannot reach users or settings', async () => {
  const page = await newPage();
  await fillSignIn(page, 'editor@example.com', 'editor1234');
  await page.waitForURL(`${running.stack.hostUrl}/admin`);
  await page.getByText('Vítejte, Erik Editor').waitFor();
  for (const tile of ['Reference', 'Ceník', 'Poptávky']) {
    await page.getByTestId('dashboard-tiles').getByRole('link', { name: new RegExp(`^${tile}`) }).waitFor();
  }
  await page.getByTestId('dashboard-tiles').getByRole('link', { name: /^Uživatelé/ }).waitFor({ state: 'detached' });
  await page.getByTestId('dashboard-tiles').getByRole('link', { name: /^Nastavení/ }).waitFor({ state: 'detached' });

  for (const path of ['/admin/users', '/admin/settings']) {
    await page.goto(`${running.stack.hostUrl}${path}`);
    await page.getByText('Tuto část administrace mohou používat jen administrátoři.').waitFor();
  }
  await page.goto(`${running.stack.hostUrl}/admin/enquiries`);
  await page.getByRole('heading', { name: 'Poptávky' }).waitFor();
  await page.goto(`${running.stack.hostUrl}/admin/references`);
  await page.getByRole('heading', { name: 'Reference' }).waitFor();
  await page.context().close();
});

test('an admin reaches users and settings', async () => {
  const page = await newPage();
  await fillSignIn(page, 'admin@example.com', 'admin1234');
  await page.waitForURL(`${running.stack.hostUrl}/admin`);
  await page.getByTestId('dashboard-tiles').getByRole('link', { name: /^Uživatelé/ }).click();
  await page.getByRole('heading', { name: 'Uživatelé' }).waitFor();
  await page.getByRole('row', { name: /editor@example\.com/ }).waitFor();
  expect(await page.title()).toBe('Uživatelé · Administrace');
  await page.goto(`${running.stack.hostUrl}/admin`);
  await page.getByTestId('dashboard-tiles').getByRole('link', { name: /^Nastavení/ }).click();
  await page.getByRole('heading', { name: 'Nastavení' }).waitFor();
  expect(await page.title()).toBe('Nastavení · Administrace');
  await page.context().close();
});

test('a forgotten password is reset through the e-mailed link', async () => {
  const page = await newPage();
  await page.goto(`${running.stack.hostUrl}/auth`);
  await page.getByRole('button', { name: 'Zapomenuté heslo?' }).click();
  await page.getByLabel('E-mail').fill('editor@example.com');
  await page.getByRole('button', { name: 'Poslat odkaz' }).click();
  await page.getByText('Pokud u nás máte účet, poslali jsme vám e-mail s odkazem pro změnu hesla.').waitFor();

  const response = await fetch(`${running.stack.backend.url}/mail/v1/messages?to=editor@example.com`);
  const [mail] = (await response.json()) as { links: string[] }[];
  const link = mail?.links.find((candidate) => candidate.includes('type=recovery'));
  expect(link).toBeDefined();

  await page.goto(link!);
  await page.waitForURL(`${running.stack.hostUrl}/auth/update-password`);
  await page.getByLabel(/^Nové heslo/).fill('Nove-Heslo-1');
  await page.getByLabel(/^Potvrzení hesla/).fill('Nove-Heslo-1');
  await page.getByRole('button', { name: 'Změnit heslo' }).click();
  await page.getByText('Heslo bylo úspěšně změněno.').waitFor();
  await page.waitForURL(`${running.stack.hostUrl}/admin`);
  await page.context().close();

  const again = await newPage();
  await fillSignIn(again, 'editor@example.com', 'Nove-Heslo-1');
  await again.waitForURL(`${running.stack.hostUrl}/admin`);
  await again.getByText('Vítejte, Erik Editor').waitFor();
  await again.context().close();
});

test('an invalid or expired link says so', async () => {
  const page = await newPage();
  await page.goto(`${running.stack.hostUrl}/auth/update-password#error=access_denied&error_code=otp_expired`);
  await page.getByText('Odkaz pro změnu hesla je neplatný nebo vypršel.').waitFor();
  await page.goto(`${running.stack.hostUrl}/auth/update-password`);
  await page.getByText('Odkaz pro změnu hesla je neplatný nebo vypršel.').waitFor();
  await page.context().close();
});

// Last in this file: it spends this client's sign-in budget (supabase/config.toml [auth.rate_limit]).
test('past the sign-in rate limit the form says, in Czech, to try again later', async () => {
  let status = 0;
  for (let attempt = 0; attempt < 40 && status !== 429; attempt += 1) {
    const response = await fetch(`${running.stack.backend.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: running.stack.backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'spatne-heslo' }),
    });
    status = response.status;
  }
  expect(status).toBe(429);
  const page = await newPage();
  await fillSignIn(page, 'admin@example.com', 'admin1234');
  await page.getByText('Chyba při přihlášení').waitFor();
  await page.getByText('Příliš mnoho pokusů. Zkuste to později.').waitFor();
  expect(page.url()).toBe(`${running.stack.hostUrl}/auth`);
  await expect(page.getByLabel('E-mail').inputValue()).resolves.toBe('admin@example.com');
  await page.context().close();
});
