/**
 * Users and settings in the back office: an admin adds a role, invites a user (one e-mail from the outbox,
 * delivered by the mail worker, naming the inviter, the role and the site) who accepts through the captured
 * e-mail (setting a password that meets the policy) and signs in with the invited role, sees a refused
 * invitation explained in Czech, edits a profile, sends a
 * password reset that works, cannot delete an admin but can delete another account; settings save contact
 * info and switch maintenance mode while an empty password field keeps the stored password.
 */
import type { Page } from 'playwright-core';
import { collectPageErrors } from './support/chromium';
import { eventually } from './support/eventually';
import { answerConfirmation } from './support/confirm-dialog';
import { useStackAndBrowser } from './support/stack-fixture';
import { DEMO_ADMIN, signedInAdminPage } from './support/admin-session';

// Each test drives a browser through several screens of production builds on a shared, slow machine.
jest.setTimeout(120_000);

const running = useStackAndBrowser({ mail: true, mailPollMs: 500 });

async function newPage(): Promise<Page> {
  const context = await running.browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${running.stack.hostUrl}/auth`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Heslo/).fill(password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await page.waitForURL(`${running.stack.hostUrl}/admin`);
}

/** The users screen as the demo admin: signed in through the form once, later tests reuse the session. */
async function adminOnUsers(): Promise<Page> {
  const page = await signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_ADMIN, '/admin/users');
  await page.getByRole('heading', { name: 'Uživatelé' }).waitFor();
  return page;
}

async function rowAction(page: Page, email: string, action: string) {
  await page.getByRole('button', { name: `Další akce: ${email}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The newest captured recovery link sent to an address. */
async function recoveryLinkFor(email: string): Promise<string> {
  const response = await fetch(`${running.stack.backend.url}/mail/v1/messages?to=${encodeURIComponent(email)}`);
  const messages = (await response.json()) as { links: string[] }[];
  for (const message of messages) {
    const link = message.links.find((candidate) => candidate.includes('type=recovery'));
    if (link) return link;
  }
  throw new Error(`No recovery e-mail for ${email}`);
}

async function openLink(link: string): Promise<Page> {
  const page = await newPage();
  await page.goto(link);
  await page.waitForURL((url) => url.pathname === '/auth/update-password');
  return page;
}

async function submitNewPassword(page: Page, password: string) {
  await page.getByLabel(/^Nové heslo/).fill(password);
  await page.getByLabel(/^Potvrzení hesla/).fill(password);
  await page.getByRole('button', { name: 'Změnit heslo' }).click();
}

async function setPasswordThroughLink(link: string, password: string) {
  const page = await openLink(link);
  await submitNewPassword(page, password);
  await page.getByText('Heslo bylo úspěšně změněno.').waitFor();
  await page.waitForURL(`${running.stack.hostUrl}/admin`);
  await page.context().close();
}

async function rpc(name: string, body: object = {}): Promise<unknown> {
  const response = await fetch(`${running.stack.backend.url}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: running.stack.backend.anonKey,
      Authorization: `Bearer ${running.stack.backend.anonKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return response.json();
}

test('the users table shows name, short id, e-mail, roles and registration date', async () => {
  const page = await adminOnUsers();
  const errors = collectPageErrors(page);
  const ids = await running.stack.backend.db.query<{ id: string }>("select id from auth.users where email = 'editor@example.com'");
  const editorRow = page.getByRole('row', { name: /editor@example\.com/ });
  await editorRow.waitFor();
  // Read once for both: the short id is there and, in the same text, the full id is not.
  await eventually(async () => {
    const text = await editorRow.textContent();
    expect(text).toContain(ids.rows[0]!.id.slice(0, 8));
    expect(text).not.toContain(ids.rows[0]!.id);
  });
  await editorRow.getByText('Editor', { exact: true }).waitFor();
  await eventually(async () => expect(await editorRow.textContent()).toMatch(/\d{1,2}\. \d{1,2}\. \d{4}/));
  expect(errors).toEqual([]);
  await page.context().close();
});

test('an admin adds a role to a user', async () => {
  const page = await adminOnUsers();
  await rowAction(page, 'user@example.com', 'Přidat roli');
  await choose(page, 'Role', 'Editor');
  await page.getByRole('button', { name: 'Přidat roli' }).click();
  await page.getByText('Role byla přidána uživateli.').waitFor();
  await page.getByRole('row', { name: /user@example\.com/ }).getByText('Editor', { exact: true }).waitFor();
  await page.context().close();
});

/** The one invitation e-mail the worker delivered to an address, and its link. */
async function invitationFor(email: string): Promise<{ subject: string; text: string; link: string }> {
  let found: { subject: string; text: string; link: string } | null = null;
  await eventually(
    async () => {
      const response = await fetch(`${running.stack.backend.url}/mail/v1/messages?to=${encodeURIComponent(email)}`);
      const messages = (await response.json()) as { subject: string; text: string; links: string[] }[];
      const invitations = messages.filter((message) => message.links.some((link) => link.includes('/invitation?token=')));
      expect(invitations).toHaveLength(1);
      const [message] = invitations;
      found = { subject: message!.subject, text: message!.text, link: message!.links.find((link) => link.includes('/invitation?token='))! };
    },
    { timeout: 20_000 },
  );
  return found!;
}

test('an invited user gets one e-mail naming inviter, role and site, and the role only by accepting through its link, where they set a password that meets the policy', async () => {
  const page = await adminOnUsers();
  await page.getByRole('button', { name: 'Pozvat uživatele' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pozvat uživatele' });
  await dialog.getByLabel('E-mail').fill('nova.editorka@example.com');
  await dialog.getByLabel('Jméno').fill('Nová Editorka');
  await choose(page, 'Role', 'Editor');
  await dialog.getByRole('button', { name: 'Pozvat' }).click();
  await page.getByText('Pozvánka pro nova.editorka@example.com odchází e-mailem (platí 7 dní).', { exact: false }).waitFor();

  const mail = await invitationFor('nova.editorka@example.com');
  expect(mail.subject).toBe('Pozvánka do administrace webu BizAuto s.r.o.');
  expect(mail.text).toContain('Alena Adminová vás zve do administrace webu BizAuto s.r.o. s rolí Editor.');
  expect(mail.link.startsWith(running.stack.mailWorker!.url)).toBe(true);

  // Not granted yet: once the e-mail went out the row shows the invitation waiting, not the role.
  await eventually(
    async () => {
      await page.reload();
      await page.getByRole('row', { name: /nova\.editorka@example\.com/ }).getByText('Pozvánka: Editor', { exact: true }).waitFor({ timeout: 2000 });
    },
    { timeout: 20_000 },
  );
  const row = page.getByRole('row', { name: /nova\.editorka@example\.com/ });
  expect(await row.textContent()).toContain('Nová Editorka');
  expect(await row.getByText('Editor', { exact: true }).count()).toBe(0);
  await page.getByText('admin@example.com').first().waitFor();

  const invitation = await openLink(mail.link);
  await invitation.getByRole('heading', { name: 'Přijetí pozvánky' }).waitFor();
  await submitNewPassword(invitation, 'editorka1');
  await invitation.getByText('Heslo musí mít alespoň 10 znaků.').waitFor();
  await submitNewPassword(invitation, 'editorka-heslo');
  await invitation.getByText('Heslo musí obsahovat malé písmeno, velké písmeno a číslici.').waitFor();
  await submitNewPassword(invitation, 'Editorka-Heslo-1');
  await invitation.getByText('Heslo bylo nastaveno a pozvánka přijata.').waitFor();
  await invitation.waitForURL(`${running.stack.hostUrl}/admin`);
  await invitation.getByTestId('dashboard-tiles').getByRole('link', { name: /^Reference/ }).waitFor();
  await invitation.context().close();

  // Used once: the same link now says the invitation is no longer valid.
  const reused = await openLink(mail.link);
  await reused.getByText('Pozvánka je neplatná, už byla přijata, nebo vypršela.', { exact: false }).waitFor();
  await reused.context().close();

  await page.reload();
  const accepted = page.getByRole('row', { name: /nova\.editorka@example\.com/ });
  await accepted.getByText('Editor', { exact: true }).waitFor();
  expect(await accepted.getByText('Pozvánka: Editor').count()).toBe(0);

  // A refused invitation says in Czech what failed, and the dialog keeps what was typed.
  await page.getByRole('button', { name: 'Pozvat uživatele' }).click();
  await dialog.getByLabel('E-mail').fill('nova.editorka@example.com');
  await dialog.getByLabel('Jméno').fill('Nová Editorka');
  await choose(page, 'Role', 'Editor');
  await dialog.getByRole('button', { name: 'Pozvat' }).click();
  await page.getByText('Pozvánku se nepodařilo odeslat').waitFor();
  await page.getByText('Uživatel s tímto e-mailem už tuto roli má, pozvánku nepotřebuje.').waitFor();
  expect(await dialog.getByLabel('E-mail').inputValue()).toBe('nova.editorka@example.com');
  await page.context().close();

  const invited = await newPage();
  await signIn(invited, 'nova.editorka@example.com', 'Editorka-Heslo-1');
  await invited.getByText('Vítejte, Nová Editorka').waitFor();
  await invited.getByTestId('dashboard-tiles').getByRole('link', { name: /^Reference/ }).waitFor();
  await invited.getByTestId('dashboard-tiles').getByRole('link', { name: /^Uživatelé/ }).waitFor({ state: 'detached' });
  await invited.context().close();
});

test('an admin edits a profile; a password change is checked and sent as a set-password e-mail', async () => {
  const page = await adminOnUsers();
  const before = (await (await fetch(`${running.stack.backend.url}/mail/v1/messages?to=user@example.com`)).json()) as unknown[];
  await page.getByRole('row', { name: /user@example\.com/ }).getByRole('button', { name: 'Upravit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upravit profil' });
  await dialog.getByLabel('Jméno').fill('Uživatel Testovací');
  await dialog.getByLabel('Nové heslo (volitelné)').fill('12345');
  await dialog.getByLabel('Potvrzení hesla').fill('54321');
  await dialog.getByRole('button', { name: 'Uložit' }).click();
  await dialog.getByText('Heslo musí mít alespoň 10 znaků.').waitFor();
  await dialog.getByText('Hesla se neshodují.').waitFor();

  await dialog.getByLabel('Nové heslo (volitelné)').fill('Nove-Heslo-7');
  await dialog.getByLabel('Potvrzení hesla').fill('Nove-Heslo-7');
  await dialog.getByRole('button', { name: 'Uložit' }).click();
  await page.getByText('Profil byl aktualizován. Uživateli byl odeslán e-mail', { exact: false }).waitFor();
  await page.getByRole('row', { name: /Uživatel Testovací/ }).waitFor();
  const after = (await (await fetch(`${running.stack.backend.url}/mail/v1/messages?to=user@example.com`)).json()) as unknown[];
  expect(after.length).toBe(before.length + 1);
  await page.context().close();
});

test('a password reset from the users screen lets the user sign in with a new password', async () => {
  const page = await adminOnUsers();
  await rowAction(page, 'user@example.com', 'Reset hesla');
  await page.getByText('Email pro reset hesla byl odeslán.').waitFor();
  await page.context().close();

  await setPasswordThroughLink(await recoveryLinkFor('user@example.com'), 'Obnovene-Heslo-1');
  const user = await newPage();
  await signIn(user, 'user@example.com', 'Obnovene-Heslo-1');
  const { rows } = await running.stack.backend.db.query<{ full_name: string }>(
    "select p.full_name from public.profiles p join auth.users u on u.id = p.user_id where u.email = 'user@example.com'",
  );
  await user.getByText(`Vítejte, ${rows[0]!.full_name}`).waitFor();
  await user.context().close();
});

test('an admin cannot be deleted; another account can', async () => {
  const page = await adminOnUsers();
  await rowAction(page, 'admin@example.com', 'Smazat');
  await page.getByText('Nelze smazat').waitFor();
  await page.getByText('Administrátora nelze odstranit ze systému.').waitFor();
  expect(await page.getByRole('dialog').count()).toBe(0);
  const admins = await running.stack.backend.db.query("select 1 from auth.users where email = 'admin@example.com'");
  expect(admins.rows).toHaveLength(1);

  const signUp = await fetch(`${running.stack.backend.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: running.stack.backend.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'odejde@example.com', password: 'Odejde-Heslo-1', data: { full_name: 'Odejde Brzy' } }),
  });
  expect(signUp.status).toBe(200);
  await page.reload();
  await page.getByRole('row', { name: /odejde@example\.com/ }).waitFor();

  await rowAction(page, 'odejde@example.com', 'Smazat');
  await answerConfirmation(page, 'Opravdu chcete odstranit uživatele odejde@example.com?');
  await page.getByText('Uživatel byl odstraněn.').waitFor();
  await page.getByRole('row', { name: /odejde@example\.com/ }).waitFor({ state: 'detached' });
  await page.context().close();
});

test('settings save contact info and switch maintenance mode; an empty password keeps the stored one', async () => {
  const page = await newPage();
  const errors = collectPageErrors(page);
  await signIn(page, 'admin@example.com', 'admin1234');
  await page.goto(`${running.stack.hostUrl}/admin/settings`);
  await page.getByRole('heading', { name: 'Nastavení' }).waitFor();
  await expect(page.getByLabel('Heslo pro přístup').inputValue()).resolves.toBe('');

  await page.getByLabel('Firma').fill('BizAuto Test s.r.o.');
  await page.getByLabel('Telefon').fill('+420 777 000 999');
  await page.getByLabel('Zapnout režim údržby').check();
  await page.getByLabel('Zpráva pro návštěvníky').fill('Probíhá plánovaná údržba.');
  await page.getByRole('button', { name: 'Uložit nastavení' }).click();
  await page.getByText('Nastavení byla uložena.').last().waitFor();

  await expect(rpc('get_maintenance_settings_public')).resolves.toEqual({ enabled: true, message: 'Probíhá plánovaná údržba.' });
  await expect(rpc('validate_maintenance_password', { password: 'udrzba123' })).resolves.toBe(true);
  const contact = await running.stack.backend.db.query<{ value: { company: string; phone: string } }>(
    "select setting_value as value from public.site_settings where setting_key = 'contact_info'",
  );
  expect(contact.rows[0]?.value).toMatchObject({ company: 'BizAuto Test s.r.o.', phone: '+420 777 000 999' });

  await page.reload();
  await page.getByRole('heading', { name: 'Nastavení' }).waitFor();
  await eventually(async () => expect(await page.getByLabel('Firma').inputValue()).toBe('BizAuto Test s.r.o.'));
  await eventually(async () => expect(await page.getByLabel('Zapnout režim údržby').isChecked()).toBe(true));
  await expect(page.getByLabel('Heslo pro přístup').inputValue()).resolves.toBe('');

  await page.getByLabel('Heslo pro přístup').fill('nove-udrzba');
  await page.getByRole('button', { name: 'Uložit nastavení' }).click();
  await page.getByText('Nastavení byla uložena.').last().waitFor();
  await expect(rpc('validate_maintenance_password', { password: 'nove-udrzba' })).resolves.toBe(true);
  await expect(rpc('validate_maintenance_password', { password: 'udrzba123' })).resolves.toBe(false);

  await page.getByLabel('Zapnout režim údržby').uncheck();
  await page.getByRole('button', { name: 'Uložit nastavení' }).click();
  await page.getByText('Nastavení byla uložena.').last().waitFor();
  await expect(rpc('get_maintenance_settings_public')).resolves.toEqual({ enabled: false, message: 'Probíhá plánovaná údržba.' });
  expect(errors).toEqual([]);
  await page.context().close();
});
