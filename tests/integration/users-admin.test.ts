import type { SupabaseClient } from '@supabase/supabase-js';
import { createTestClient, startTestBackend, type RunningBackend } from '@app/local-backend';
import type { AppSupabaseClient } from '@app/supabase';
import { authErrorMessage } from '@app/session';
import {
  acceptInvitation,
  adminAddUserRole,
  adminDeleteUser,
  adminInviteUser,
  adminListUsers,
  adminSendPasswordReset,
  adminUpdateUserProfile,
  createInvitePassword,
  INVITATION_TOKEN_PARAM,
  type AdminUser,
} from '@app/content';

let backend: RunningBackend;
const redirectTo = 'http://localhost:8080/auth/update-password';

async function signedIn(email: string, password: string): Promise<AppSupabaseClient> {
  const client: SupabaseClient = createTestClient(backend);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client as unknown as AppSupabaseClient;
}

async function userByEmail(admin: AppSupabaseClient, email: string): Promise<AdminUser> {
  const user = (await adminListUsers(admin)).find((candidate) => candidate.email === email);
  if (!user) throw new Error(`${email} is not listed`);
  return user;
}

async function mailTo(email: string): Promise<{ subject: string; links: string[] }[]> {
  const response = await fetch(`${backend.url}/mail/v1/messages?to=${encodeURIComponent(email)}`);
  return (await response.json()) as { subject: string; links: string[] }[];
}

/** Opens an e-mailed link as a browser would: the client signed in from the fragment, and the page URL it lands on. */
async function followLink(link: string): Promise<{ client: SupabaseClient; landing: URL }> {
  const response = await fetch(link, { redirect: 'manual' });
  const landing = new URL(response.headers.get('location') ?? '');
  const fragment = new URLSearchParams(landing.hash.slice(1));
  const client = createTestClient(backend);
  const { error } = await client.auth.setSession({
    access_token: fragment.get('access_token') ?? '',
    refresh_token: fragment.get('refresh_token') ?? '',
  });
  if (error) throw error;
  return { client, landing };
}

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
  backend = await startTestBackend({ siteUrl: 'http://localhost:8080' });
}, 120_000);

afterAll(async () => {
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

test('an invitation creates the account without a role, e-mails a link with its token and leaves the admin signed in; accepting grants the role', async () => {
  const admin = await signedIn('admin@example.com', 'admin1234');
  const signUpClient = createTestClient(backend);
  const outcome = await adminInviteUser(admin, signUpClient, {
    email: ' Nova.Editorka@Example.com ',
    fullName: 'Nová Editorka',
    role: 'editor',
    redirectTo,
  });
  expect(outcome).toEqual({ resetEmailError: null });

  const invited = await userByEmail(admin, 'nova.editorka@example.com');
  expect(invited).toMatchObject({ full_name: 'Nová Editorka', roles: [], invited_role: 'editor', profile_role: 'user' });

  const messages = await mailTo('nova.editorka@example.com');
  expect(messages.length).toBeGreaterThanOrEqual(2);
  const recovery = messages[0]!;
  expect(recovery.links.join(' ')).toContain('type=recovery');
  expect(recovery.links.join(' ')).toContain(encodeURIComponent(`${redirectTo}?${INVITATION_TOKEN_PARAM}=`));

  const { data } = await (admin as unknown as SupabaseClient).auth.getUser();
  expect(data.user?.email).toBe('admin@example.com');

  const { client, landing } = await followLink(await latestLink('nova.editorka@example.com', 'recovery'));
  expect(landing.pathname).toBe('/auth/update-password');
  expect((await client.auth.updateUser({ password: 'Editorka-Heslo-1' })).error).toBeNull();
  expect(await acceptInvitation(client, landing.searchParams.get(INVITATION_TOKEN_PARAM) ?? '')).toBe('editor');
  expect(await userByEmail(admin, 'nova.editorka@example.com')).toMatchObject({ roles: ['editor'], invited_role: null });
  expect(await canSignIn('nova.editorka@example.com', 'Editorka-Heslo-1')).toBe(true);
});

test('the invitation takeover is closed: an address signed up first by someone else never gives them the invited role', async () => {
  const victim = 'obet.pozvanky@example.com';
  const attackerPassword = 'Attacker-Pass-99';
  const victimPassword = 'Victim-Pass-2026';

  // (a) The attacker signs the address up with their own password; the account stays unconfirmed.
  const attacker = createTestClient(backend);
  expect((await attacker.auth.signUp({ email: victim, password: attackerPassword })).error).toBeNull();
  // (b) An admin invites that address as editor: nothing is granted to the existing account.
  const admin = await signedIn('admin@example.com', 'admin1234');
  await adminInviteUser(admin, createTestClient(backend), { email: victim, fullName: 'Oběť Pozvánky', role: 'editor', redirectTo });
  expect(await userByEmail(admin, victim)).toMatchObject({ roles: [], invited_role: 'editor' });
  // (c) The invitee signs up with their own password (ignored: the account exists) and confirms from their mail.
  expect((await createTestClient(backend).auth.signUp({ email: victim, password: victimPassword })).error).toBeNull();
  const confirmed = await followLink(await latestLink(victim, 'signup'));
  // (d) The attacker's password no longer works, neither before nor after the invitee accepts.
  expect(await canSignIn(victim, attackerPassword)).toBe(false);
  const { client, landing } = await followLink(await latestLink(victim, 'recovery'));
  expect(landing.searchParams.get(INVITATION_TOKEN_PARAM)).toMatch(/^[0-9a-f]{64}$/);
  expect((await client.auth.updateUser({ password: victimPassword })).error).toBeNull();
  expect(await acceptInvitation(client, landing.searchParams.get(INVITATION_TOKEN_PARAM) ?? '')).toBe('editor');
  await confirmed.client.auth.signOut({ scope: 'local' });

  expect(await canSignIn(victim, attackerPassword)).toBe(false);
  const invitee = await signedIn(victim, victimPassword);
  const roles = await (invitee as unknown as SupabaseClient).from('user_roles').select('role');
  expect(roles.data).toEqual([{ role: 'editor' }]);
  // The attacker cannot accept in their place: without the e-mailed token there is nothing to accept.
  await expect(acceptInvitation(attacker, 'f'.repeat(64))).rejects.toMatchObject({ code: '42501' });
});

test('inviting an address again renews the invitation: the earlier link no longer grants the role', async () => {
  const admin = await signedIn('admin@example.com', 'admin1234');
  const input = { email: 'dvakrat@example.com', fullName: 'Dvakrát', role: 'user' as const, redirectTo };
  await adminInviteUser(admin, createTestClient(backend), input);
  const first = await followLink(await latestLink(input.email, 'recovery'));
  await adminInviteUser(admin, createTestClient(backend), { ...input, role: 'editor' });
  await expect(acceptInvitation(first.client, first.landing.searchParams.get(INVITATION_TOKEN_PARAM) ?? '')).rejects.toMatchObject({
    code: '22023',
    message: 'Pozvánka je neplatná nebo vypršela.',
  });
  const second = await followLink(await latestLink(input.email, 'recovery'));
  expect(await acceptInvitation(second.client, second.landing.searchParams.get(INVITATION_TOKEN_PARAM) ?? '')).toBe('editor');
});

test('a plain user cannot invite: no invitation, no account', async () => {
  const user = await signedIn('user@example.com', 'user12345');
  await expect(
    adminInviteUser(user, createTestClient(backend), { email: 'vetrelec@example.com', fullName: 'X', role: 'admin', redirectTo }),
  ).rejects.toMatchObject({ code: '42501' });
  const { rows } = await backend.db.query(`select 1 from auth.users where email = 'vetrelec@example.com'`);
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

  await adminInviteUser(admin, createTestClient(backend), { email: 'odejde@example.com', fullName: 'Odejde', role: 'user', redirectTo });
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

test('invite passwords are long, random and hold lower case, upper case and a digit', () => {
  const passwords = new Set(Array.from({ length: 200 }, () => createInvitePassword()));
  expect(passwords.size).toBe(200);
  for (const password of passwords) {
    expect(password).toHaveLength(24);
    expect(password).toMatch(/[a-z]/);
    expect(password).toMatch(/[A-Z]/);
    expect(password).toMatch(/[0-9]/);
  }
});

test('the auth service refuses weak passwords on sign-up and change, and the forms word its refusal in Czech', async () => {
  const signUp = await createTestClient(backend).auth.signUp({ email: 'slabe.heslo@example.com', password: '123456' });
  expect(signUp.error && authErrorMessage(signUp.error)).toBe('Heslo musí mít alespoň 10 znaků.');
  const noDigit = await createTestClient(backend).auth.signUp({ email: 'slabe.heslo@example.com', password: 'passwordpassword' });
  expect(noDigit.error && authErrorMessage(noDigit.error)).toBe('Heslo musí obsahovat malé písmeno, velké písmeno a číslici.');

  const user = (await signedIn('user@example.com', 'user12345')) as unknown as SupabaseClient;
  const change = await user.auth.updateUser({ password: 'aaaaaaaaaa' });
  expect(change.error && authErrorMessage(change.error)).toBe('Heslo musí obsahovat malé písmeno, velké písmeno a číslici.');
  expect((await user.auth.updateUser({ password: 'Silne-Heslo-2026' })).error).toBeNull();
});
