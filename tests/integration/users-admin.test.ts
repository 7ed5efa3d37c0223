import type { SupabaseClient } from '@supabase/supabase-js';
import { createTestClient, startTestBackend, type RunningBackend } from '@app/local-backend';
import type { AppSupabaseClient } from '@app/supabase';
import {
  adminAddUserRole,
  adminDeleteUser,
  adminInviteUser,
  adminListUsers,
  adminSendPasswordReset,
  adminUpdateUserProfile,
  createInvitePassword,
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

test('an invitation creates the account with the invited role, sends the set-password e-mail and leaves the admin signed in', async () => {
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
  expect(invited).toMatchObject({ full_name: 'Nová Editorka', roles: ['editor'], profile_role: 'user' });

  const messages = await mailTo('nova.editorka@example.com');
  expect(messages.length).toBeGreaterThanOrEqual(2);
  const recovery = messages[0]!;
  expect(recovery.links.join(' ')).toContain('type=recovery');
  expect(recovery.links.join(' ')).toContain(encodeURIComponent(redirectTo));

  const { data } = await (admin as unknown as SupabaseClient).auth.getUser();
  expect(data.user?.email).toBe('admin@example.com');
});

test('inviting an e-mail that is already invited fails and signs nobody up', async () => {
  const admin = await signedIn('admin@example.com', 'admin1234');
  const input = { email: 'dvakrat@example.com', fullName: 'Dvakrát', role: 'user' as const, redirectTo };
  await adminInviteUser(admin, createTestClient(backend), input);
  await expect(adminInviteUser(admin, createTestClient(backend), input)).rejects.toMatchObject({ code: '23505' });
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

test('invite passwords are long and random', () => {
  const passwords = new Set(Array.from({ length: 20 }, () => createInvitePassword()));
  expect(passwords.size).toBe(20);
  for (const password of passwords) expect(password).toHaveLength(24);
});
