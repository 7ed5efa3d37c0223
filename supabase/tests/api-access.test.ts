import type { SupabaseClient } from '@supabase/supabase-js';
import { createTestClient, startTestBackend } from '../local/src/testing';
import { uniqueMarker } from './support/actors';

// The same rules seen through the real supabase-js client, as the apps call them.

let backend: Awaited<ReturnType<typeof startTestBackend>>;
let anon: SupabaseClient;

async function signedIn(email: string, password: string): Promise<SupabaseClient> {
  const client = createTestClient(backend);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

beforeAll(async () => {
  backend = await startTestBackend();
  anon = createTestClient(backend);
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

test('a visitor reads the public maintenance settings: enabled and message only', async () => {
  const { data, error } = await anon.rpc('get_maintenance_settings_public');
  expect(error).toBeNull();
  expect(data).toEqual({ enabled: false, message: 'Web je momentálně v údržbě. Brzy se vrátíme.' });
});

test('a visitor sees the contact info setting and nothing else', async () => {
  const { data, error } = await anon.from('site_settings').select('setting_key, setting_value');
  expect(error).toBeNull();
  expect(data?.map((row) => row.setting_key)).toEqual(['contact_info']);
  expect(JSON.stringify(data)).not.toContain('password');
});

test('a visitor sends the contact form with return=minimal but cannot read it back', async () => {
  const message = uniqueMarker('Dobrý den, máme zájem o ukázku');
  const sent = await anon
    .from('contact_enquiries')
    .insert({ name: 'Petra Svobodová', email: 'petra@example.com', message, gdpr_consent: true });
  expect(sent.error).toBeNull();

  const read = await anon.from('contact_enquiries').select('message');
  expect(read.data ?? []).toEqual([]);
  expect(read.error?.code).toBe('42501');

  const { rows } = await backend.db.query('select 1 from public.contact_enquiries where message = $1', [message]);
  expect(rows).toHaveLength(1);
});

test('a visitor cannot send the contact form without consent', async () => {
  const { error } = await anon
    .from('contact_enquiries')
    .insert({ name: 'Bez souhlasu', email: 'bez@example.com', message: 'Ahoj', gdpr_consent: false });
  expect(error?.code).toBe('23514');
});

test('signing up with role admin in the metadata gives no staff role', async () => {
  const email = `${uniqueMarker('signup')}@example.com`;
  const { error } = await anon.auth.signUp({
    email,
    password: 'Heslo-123456',
    options: { data: { full_name: 'Nový Uživatel', role: 'admin' } },
  });
  expect(error).toBeNull();
  const { rows } = await backend.db.query<{ role: string; full_name: string; system_roles: number }>(
    `select p.role, p.full_name, (select count(*)::int from public.user_roles r where r.user_id = u.id) as system_roles
     from auth.users u join public.profiles p on p.user_id = u.id where u.email = $1`,
    [email],
  );
  expect(rows).toEqual([{ role: 'user', full_name: 'Nový Uživatel', system_roles: 0 }]);
});

test('the demo admin lists users over RPC; the demo user is refused', async () => {
  const admin = await signedIn('admin@example.com', 'admin1234');
  const listed = await admin.rpc('admin_list_users');
  expect(listed.error).toBeNull();
  expect((listed.data as Array<{ email: string }>).map((row) => row.email)).toEqual(
    expect.arrayContaining(['admin@example.com', 'editor@example.com', 'user@example.com']),
  );

  const user = await signedIn('user@example.com', 'user12345');
  const refused = await user.rpc('admin_list_users');
  expect(refused.error?.code).toBe('42501');
});

test('only an admin creates invitations over RPC; accepting needs the e-mailed token and the invited, confirmed account', async () => {
  const email = `${uniqueMarker('probe-invite')}@example.com`;
  for (const [who, client] of [
    ['anon', anon],
    ['user', await signedIn('user@example.com', 'user12345')],
    ['editor', await signedIn('editor@example.com', 'editor1234')],
  ] as const) {
    const refused = await client.rpc('create_invitation', { invitee_email: email, invitee_role: 'admin' });
    expect([who, refused.error?.code]).toEqual([who, '42501']);
  }
  const admin = await signedIn('admin@example.com', 'admin1234');
  const created = await admin.rpc('create_invitation', { invitee_email: email, invitee_role: 'editor' });
  expect(created.error).toBeNull();
  // The admin gets the invitation's id; its token goes only into the queued e-mail.
  expect(created.data).toMatch(/^[0-9a-f-]{36}$/);
  const { rows } = await backend.db.query<{ token: string }>(
    "select secret ->> 'invitation_token' as token from public.mail_outbox where invitation_id = $1 and kind = 'staff_invitation'",
    [created.data],
  );
  const token = rows[0]?.token ?? '';
  expect(token).toMatch(/^[0-9a-f]{64}$/);

  expect((await anon.rpc('accept_invitation', { invitation_token: token })).error?.code).toBe('42501');
  const user = await signedIn('user@example.com', 'user12345');
  const wrongAccount = await user.rpc('accept_invitation', { invitation_token: token });
  expect(wrongAccount.error).toMatchObject({ code: '22023', message: 'Pozvánka je neplatná nebo vypršela.' });
  const roles = await user.from('user_roles').select('role');
  expect(roles.data).toEqual([]);
  // What the mail worker reads (the e-mail's details, the link's target) is for the service role only.
  for (const client of [anon, user, admin]) {
    expect((await client.rpc('invitation_for_link', { invitation_token: token })).error?.code).toBe('42501');
  }
});

test('the demo user reads its own profile and no admin role; the admin detection query (user_roles, then profiles) works', async () => {
  const user = await signedIn('user@example.com', 'user12345');
  const { data: session } = await user.auth.getUser();
  const userId = session.user?.id ?? '';
  const roles = await user.from('user_roles').select('role').eq('user_id', userId).eq('role', 'admin').maybeSingle();
  expect(roles).toMatchObject({ data: null, error: null });
  const profile = await user.from('profiles').select('role').eq('user_id', userId).maybeSingle();
  expect(profile).toMatchObject({ data: { role: 'user' }, error: null });
  const everyone = await user.from('profiles').select('user_id');
  expect(everyone.data?.map((row) => row.user_id)).toEqual([userId]);
});
