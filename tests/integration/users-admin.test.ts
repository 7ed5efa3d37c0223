import { createTestClient, startTestBackend, type CapturedMail, type RunningBackend } from '@app/local-backend';
import { startMailWorker, type MailWorker } from '@app/mail-worker';
import type { AppSupabaseClient, Database } from '@app/supabase';
import { authErrorMessage } from '@app/session';
import {
  acceptInvitation,
  adminAddUserRole,
  adminDeleteUser,
  adminInviteUser,
  adminListUsers,
  adminSendPasswordReset,
  adminUpdateUserProfile,
  INVITATION_TOKEN_PARAM,
  type AdminUser,
} from '@app/content';

let backend: RunningBackend;
let worker: MailWorker;
const workerLog: string[] = [];
const SITE_URL = 'http://localhost:8080';
const redirectTo = `${SITE_URL}/auth/update-password`;

async function signedIn(email: string, password: string): Promise<AppSupabaseClient> {
  const client = createTestClient<Database>(backend);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

async function userByEmail(admin: AppSupabaseClient, email: string): Promise<AdminUser> {
  const user = (await adminListUsers(admin)).find((candidate) => candidate.email === email);
  if (!user) throw new Error(`${email} is not listed`);
  return user;
}

async function mailTo(email: string): Promise<CapturedMail[]> {
  const response = await fetch(`${backend.url}/mail/v1/messages?to=${encodeURIComponent(email)}`);
  return (await response.json()) as CapturedMail[];
}

/** Follows the redirects of an e-mailed link as a browser would, up to the site's page (not fetched). */
async function landingOf(link: string): Promise<URL> {
  let target = new URL(link);
  while (target.origin !== SITE_URL) {
    const response = await fetch(target, { redirect: 'manual' });
    const location = response.headers.get('location');
    if (!location) throw new Error(`${target.href} answered ${response.status} without a redirect: ${await response.text()}`);
    target = new URL(location, target);
  }
  return target;
}

/** Opens an e-mailed link as a browser would: the client signed in from the fragment, and the page URL it lands on. */
async function followLink(link: string): Promise<{ client: AppSupabaseClient; landing: URL }> {
  const landing = await landingOf(link);
  const fragment = new URLSearchParams(landing.hash.slice(1));
  const client = createTestClient<Database>(backend);
  const { error } = await client.auth.setSession({
    access_token: fragment.get('access_token') ?? '',
    refresh_token: fragment.get('refresh_token') ?? '',
  });
  if (error) throw error;
  return { client, landing };
}

/** The invitation e-mail to an address, once the worker has delivered it (there must be exactly one). */
async function invitationMail(email: string): Promise<CapturedMail & { link: string }> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    await worker.deliver();
    const mails = (await mailTo(email)).filter((message) => message.links.some((link) => link.startsWith(`${worker.publicUrl}/invitation?token=`)));
    if (mails.length > 1) throw new Error(`${mails.length} invitation e-mails to ${email}`);
    const mail = mails[0];
    const link = mail?.links.find((candidate) => candidate.startsWith(`${worker.publicUrl}/invitation?token=`));
    if (mail && link) return { ...mail, link };
    if (Date.now() > deadline) throw new Error(`no invitation e-mail to ${email}\n${workerLog.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const invalidInvitation = (landing: URL) => new URLSearchParams(landing.hash.slice(1)).get('error_code') === 'invitation_invalid';

async function latestLink(email: string, type: 'signup' | 'recovery'): Promise<string> {
  const link = (await mailTo(email)).flatMap((message) => message.links).find((candidate) => candidate.includes(`type=${type}`));
  if (!link) throw new Error(`no ${type} link for ${email}`);
  return link;
}

async function canSignIn(email: string, password: string): Promise<boolean> {
  const { error } = await createTestClient(backend).auth.signInWithPassword({ email, password });
  return error === null;
}

beforeAll(async () => {
  backend = await startTestBackend({ siteUrl: SITE_URL });
  worker = await startMailWorker({
    supabaseUrl: backend.url,
    serviceRoleKey: backend.serviceRoleKey,
    smtp: { host: '127.0.0.1', port: backend.smtpPort },
    port: 0,
    webhookSecret: 'integration-test-webhook-secret',
    siteUrl: SITE_URL,
    pollIntervalMs: 300,
    retentionIntervalMs: 0,
    log: (message) => workerLog.push(message),
  });
  const { error } = await createTestClient(backend, { key: backend.serviceRoleKey }).rpc('mail_settings_configure', {
    webhook_url: worker.webhookUrl,
    webhook_secret: '',
    site_url: SITE_URL,
    admin_url: `${SITE_URL}/admin`,
  });
  if (error) throw error;
}, 120_000);

afterAll(async () => {
  await worker?.stop();
  await backend?.stop();
});

test('admin_list_users lists every account for an admin and is refused for an editor', async () => {
  const admin = await signedIn('admin@example.com', 'admin1234');
  const users = await adminListUsers(admin);
  expect(users.map((user) => user.email)).toEqual(expect.arrayContaining(['admin@example.com', 'editor@example.com', 'user@example.com']));
  expect(users.find((user) => user.email === 'admin@example.com')).toMatchObject({ roles: expect.arrayContaining(['admin']) });
  const times = users.map((user) => Date.parse(user.created_at));
  expect([...times].sort((a, b) => b - a)).toEqual(times);

  const editor = await signedIn('editor@example.com', 'editor1234');
  await expect(adminListUsers(editor)).rejects.toMatchObject({ code: '42501' });
});

test('an admin adds a role, and a repeated role is refused', async () => {
  const admin = await signedIn('admin@example.com', 'admin1234');
  const user = await userByEmail(admin, 'user@example.com');
  await adminAddUserRole(admin, user.id, 'editor');
  expect((await userByEmail(admin, 'user@example.com')).roles).toContain('editor');
  await expect(adminAddUserRole(admin, user.id, 'editor')).rejects.toMatchObject({ code: '23505' });

  const editor = await signedIn('editor@example.com', 'editor1234');
  await expect(adminAddUserRole(editor, user.id, 'admin')).rejects.toMatchObject({ code: '42501' });
});

test('an admin edits a profile name and role; an editor cannot', async () => {
  const admin = await signedIn('admin@example.com', 'admin1234');
  const editorAccount = await userByEmail(admin, 'editor@example.com');
  await adminUpdateUserProfile(admin, editorAccount.id, { fullName: '  Eva Editorová ', role: 'user' });
  expect(await userByEmail(admin, 'editor@example.com')).toMatchObject({ full_name: 'Eva Editorová', profile_role: 'user' });

  const editor = await signedIn('editor@example.com', 'editor1234');
  await expect(adminUpdateUserProfile(editor, editorAccount.id, { fullName: 'Eva', role: 'admin' })).rejects.toMatchObject({
    code: '42501',
  });
});

test('an invitation is one e-mail naming the inviter, the role and the site; its link signs the invitee in; accepting grants the role; the admin stays signed in', async () => {
  const admin = await signedIn('admin@example.com', 'admin1234');
  const id = await adminInviteUser(admin, { email: ' Nova.Editorka@Example.com ', fullName: 'Nová Editorka', role: 'editor' });
  expect(id).toMatch(/^[0-9a-f-]{36}$/);

  const invited = 'nova.editorka@example.com';
  const mail = await invitationMail(invited);
  expect(mail.subject).toBe('Pozvánka do administrace webu BizAuto s.r.o.');
  expect(mail.text).toContain('Dobrý den, Nová Editorka,');
  expect(mail.text).toContain('Alena Adminová vás zve do administrace webu BizAuto s.r.o. s rolí Editor.');
  const { rows } = await backend.db.query<{ expires_at: Date; created_at: Date }>('select expires_at, created_at from public.invitations where id = $1', [id]);
  expect(rows[0]!.expires_at.getTime() - rows[0]!.created_at.getTime()).toBe(7 * 24 * 3600 * 1000);
  expect(mail.text).toMatch(/Odkaz platí do \d{1,2}\. \d{1,2}\. \d{4} \d{2}:\d{2} a pozvánku jím přijmete jednou\./);
  expect(mail.html).toContain('Přijmout pozvánku');
  // Only that e-mail: the auth service sent no confirmation or recovery of its own.
  expect((await mailTo(invited)).map((message) => message.subject)).toEqual([mail.subject]);
  expect((await userByEmail(admin, 'admin@example.com')).email).toBe('admin@example.com');
  const { data } = await admin.auth.getUser();
  expect(data.user?.email).toBe('admin@example.com');

  const { client, landing } = await followLink(mail.link);
  expect(landing.pathname).toBe('/auth/update-password');
  expect(new URLSearchParams(landing.hash.slice(1)).get('type')).toBe('invite');
  expect((await client.auth.getUser()).data.user?.email).toBe(invited);
  expect(await userByEmail(admin, invited)).toMatchObject({ full_name: 'Nová Editorka', roles: [], invited_role: 'editor', profile_role: 'user' });
  expect((await client.auth.updateUser({ password: 'Editorka-Heslo-1' })).error).toBeNull();
  expect(await acceptInvitation(client, landing.searchParams.get(INVITATION_TOKEN_PARAM) ?? '')).toBe('editor');
  expect(await userByEmail(admin, invited)).toMatchObject({ roles: ['editor'], invited_role: null });
  expect(await canSignIn(invited, 'Editorka-Heslo-1')).toBe(true);
});

test('the invitation link still works 61 minutes later (the auth service\'s own links die after 60), once; an invitation older than 7 days does not', async () => {
  const admin = await signedIn('admin@example.com', 'admin1234');
  const email = 'pozdni.pozvany@example.com';
  const id = await adminInviteUser(admin, { email, fullName: 'Pozdní Pozvaný', role: 'user' });
  const { link } = await invitationMail(email);
  await backend.db.query(
    "update public.invitations set created_at = created_at - interval '61 minutes', expires_at = expires_at - interval '61 minutes' where id = $1",
    [id],
  );
  const { client, landing } = await followLink(link);
  expect((await client.auth.updateUser({ password: 'Pozdni-Heslo-1' })).error).toBeNull();
  expect(await acceptInvitation(client, landing.searchParams.get(INVITATION_TOKEN_PARAM) ?? '')).toBe('user');
  // Used: the same link now lands on the page's "no longer valid" state, signed in as nobody.
  const reused = await landingOf(link);
  expect(reused.pathname).toBe('/auth/update-password');
  expect(invalidInvitation(reused)).toBe(true);
  expect(new URLSearchParams(reused.hash.slice(1)).get('access_token')).toBeNull();

  const late = 'prilis.pozde@example.com';
  const lateId = await adminInviteUser(admin, { email: late, fullName: 'Příliš Pozdě', role: 'editor' });
  const lateLink = (await invitationMail(late)).link;
  await backend.db.query(
    "update public.invitations set created_at = now() - interval '7 days 1 second', expires_at = now() - interval '1 second' where id = $1",
    [lateId],
  );
  expect(invalidInvitation(await landingOf(lateLink))).toBe(true);
  // The account the worker created when the e-mail went out stays unconfirmed: the expired link signed nobody in.
  const { rows } = await backend.db.query('select email_confirmed_at from auth.users where email = $1', [late]);
  expect(rows).toEqual([{ email_confirmed_at: null }]);
});

test('an existing confirmed account is invited too: the link signs it in with a magic link and accepting adds the role', async () => {
  const admin = await signedIn('admin@example.com', 'admin1234');
  const email = 'uz.existuje@example.com';
  expect((await createTestClient(backend).auth.signUp({ email, password: 'Existujici-Heslo-1' })).error).toBeNull();
  await followLink(await latestLink(email, 'signup'));
  await adminInviteUser(admin, { email, fullName: 'Už Existuje', role: 'editor', locale: 'en' });
  const mail = await invitationMail(email);
  expect(mail.subject).toBe('Invitation to the administration of BizAuto s.r.o.');
  expect(mail.text).toContain('Alena Adminová invites you to the administration of BizAuto s.r.o. with the role Editor.');
  const { client, landing } = await followLink(mail.link);
  expect(new URLSearchParams(landing.hash.slice(1)).get('type')).toBe('magiclink');
  expect(await acceptInvitation(client, landing.searchParams.get(INVITATION_TOKEN_PARAM) ?? '')).toBe('editor');
  expect(await canSignIn(email, 'Existujici-Heslo-1')).toBe(true);
});

test('the invitation takeover is closed: an address signed up first by someone else never gives them the invited role', async () => {
  const victim = 'obet.pozvanky@example.com';
  const attackerPassword = 'Attacker-Pass-99';
  const victimPassword = 'Victim-Pass-2026';

  // (a) The attacker signs the address up with their own password; the account stays unconfirmed.
  const attacker = createTestClient<Database>(backend);
  expect((await attacker.auth.signUp({ email: victim, password: attackerPassword })).error).toBeNull();
  // (b) An admin invites that address as editor: nothing is granted to the existing account.
  const admin = await signedIn('admin@example.com', 'admin1234');
  await adminInviteUser(admin, { email: victim, fullName: 'Oběť Pozvánky', role: 'editor' });
  expect(await userByEmail(admin, victim)).toMatchObject({ roles: [], invited_role: 'editor' });
  // (c) The invitee opens the invitation: the address is confirmed, and the attacker's password stops working.
  const { client, landing } = await followLink((await invitationMail(victim)).link);
  expect(await canSignIn(victim, attackerPassword)).toBe(false);
  expect(landing.searchParams.get(INVITATION_TOKEN_PARAM)).toMatch(/^[0-9a-f]{64}$/);
  expect((await client.auth.updateUser({ password: victimPassword })).error).toBeNull();
  expect(await acceptInvitation(client, landing.searchParams.get(INVITATION_TOKEN_PARAM) ?? '')).toBe('editor');

  expect(await canSignIn(victim, attackerPassword)).toBe(false);
  const invitee = await signedIn(victim, victimPassword);
  const roles = await invitee.from('user_roles').select('role');
  expect(roles.data).toEqual([{ role: 'editor' }]);
  // The attacker cannot accept in their place: without the e-mailed token there is nothing to accept.
  await expect(acceptInvitation(attacker, 'f'.repeat(64))).rejects.toMatchObject({ code: '42501' });
});

test('inviting an address again renews the invitation: the earlier link no longer works, the new one grants the new role', async () => {
  const admin = await signedIn('admin@example.com', 'admin1234');
  const input = { email: 'dvakrat@example.com', fullName: 'Dvakrát', role: 'user' as const };
  await adminInviteUser(admin, input);
  const first = (await invitationMail(input.email)).link;
  await adminInviteUser(admin, { ...input, role: 'editor' });
  expect(invalidInvitation(await landingOf(first))).toBe(true);
  const second = async () => {
    await worker.deliver();
    return (await mailTo(input.email)).flatMap((message) => message.links).find((link) => link.includes('/invitation?token=') && link !== first);
  };
  let link = await second();
  for (let attempt = 0; !link && attempt < 50; attempt += 1) link = await second();
  const { client, landing } = await followLink(link ?? '');
  expect(await acceptInvitation(client, landing.searchParams.get(INVITATION_TOKEN_PARAM) ?? '')).toBe('editor');
});

test('a plain user cannot invite: no invitation, no e-mail', async () => {
  const user = await signedIn('user@example.com', 'user12345');
  await expect(adminInviteUser(user, { email: 'vetrelec@example.com', fullName: 'X', role: 'admin' })).rejects.toMatchObject({ code: '42501' });
  const { rows } = await backend.db.query(
    `select 1 from public.invitations where email = 'vetrelec@example.com' union all select 1 from public.mail_outbox where recipient = 'vetrelec@example.com'`,
  );
  expect(rows).toHaveLength(0);
});

test('the password reset e-mail leads to the update-password page', async () => {
  const admin = await signedIn('admin@example.com', 'admin1234');
  await adminSendPasswordReset(admin, 'user@example.com', redirectTo);
  const [latest] = await mailTo('user@example.com');
  expect(latest?.links.join(' ')).toContain('type=recovery');
  expect(latest?.links.join(' ')).toContain(encodeURIComponent(redirectTo));
});

test('admin_delete_user refuses an admin and deletes a non-admin with profile and roles', async () => {
  const admin = await signedIn('admin@example.com', 'admin1234');
  const adminAccount = await userByEmail(admin, 'admin@example.com');
  await expect(adminDeleteUser(admin, adminAccount.id)).rejects.toMatchObject({
    code: '42501',
    message: 'Administrátora nelze odstranit ze systému.',
  });

  expect((await createTestClient(backend).auth.signUp({ email: 'odejde@example.com', password: 'Odejde-Heslo-1' })).error).toBeNull();
  const leaving = await userByEmail(admin, 'odejde@example.com');
  const editor = await signedIn('editor@example.com', 'editor1234');
  await expect(adminDeleteUser(editor, leaving.id)).rejects.toMatchObject({ code: '42501' });

  await adminDeleteUser(admin, leaving.id);
  expect((await adminListUsers(admin)).some((user) => user.id === leaving.id)).toBe(false);
  const { rows } = await backend.db.query('select 1 from public.profiles where user_id = $1 union all select 1 from public.user_roles where user_id = $1', [
    leaving.id,
  ]);
  expect(rows).toHaveLength(0);
});

test('the auth service refuses weak passwords on sign-up and change, and the forms word its refusal in Czech', async () => {
  const signUp = await createTestClient(backend).auth.signUp({ email: 'slabe.heslo@example.com', password: '123456' });
  expect(signUp.error && authErrorMessage(signUp.error)).toBe('Heslo musí mít alespoň 10 znaků.');
  const noDigit = await createTestClient(backend).auth.signUp({ email: 'slabe.heslo@example.com', password: 'passwordpassword' });
  expect(noDigit.error && authErrorMessage(noDigit.error)).toBe('Heslo musí obsahovat malé písmeno, velké písmeno a číslici.');

  const user = await signedIn('user@example.com', 'user12345');
  const change = await user.auth.updateUser({ password: 'aaaaaaaaaa' });
  expect(change.error && authErrorMessage(change.error)).toBe('Heslo musí obsahovat malé písmeno, velké písmeno a číslici.');
  expect((await user.auth.updateUser({ password: 'Silne-Heslo-2026' })).error).toBeNull();
});

// Last: it spends this client's recovery allowance.
test('a stranger\'s recoveries for unknown addresses do not stop an invitation', async () => {
  for (let index = 0; index < 40; index += 1) {
    const response = await fetch(`${backend.url}/auth/v1/recover`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: `cizi-${index}@example.com` }),
    });
    expect([200, 429]).toContain(response.status);
  }
  const admin = await signedIn('admin@example.com', 'admin1234');
  await adminInviteUser(admin, { email: 'po-zaplave@example.com', fullName: 'Po Záplavě', role: 'editor' });
  expect((await invitationMail('po-zaplave@example.com')).subject).toBe('Pozvánka do administrace webu BizAuto s.r.o.');
});
