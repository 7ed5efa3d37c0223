import { randomUUID } from 'node:crypto';
import { createTestClient, startTestBackend } from '../testing';

type Backend = Awaited<ReturnType<typeof startTestBackend>>;

interface CapturedMessage {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  links: string[];
  created_at: string;
}

let backend: Backend;

beforeAll(async () => {
  backend = await startTestBackend();
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

function newEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

function anonClient() {
  return createTestClient(backend);
}

function serviceClient() {
  return createTestClient(backend, { key: backend.config.serviceRoleKey });
}

async function mailTo(email: string): Promise<CapturedMessage[]> {
  const response = await fetch(`${backend.url}/mail/v1/messages?to=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as CapturedMessage[];
}

async function latestLink(email: string, type: string): Promise<string> {
  const [message] = await mailTo(email);
  const link = message?.links.find((candidate) => candidate.includes(`type=${type}`));
  if (!link) throw new Error(`no ${type} link was mailed to ${email}`);
  return link;
}

/** Follows an e-mail link as a browser would up to the redirect, returning where it goes and its fragment. */
async function followLink(link: string): Promise<{ target: string; fragment: URLSearchParams }> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  const location = response.headers.get('location') ?? '';
  const [target = '', fragment = ''] = location.split('#');
  return { target, fragment: new URLSearchParams(fragment) };
}

async function postJson(path: string, body: unknown, token = backend.config.anonKey): Promise<Response> {
  return fetch(`${backend.url}${path}`, {
    method: 'POST',
    headers: { apikey: backend.config.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function signUpConfirmed(email: string, password: string): Promise<void> {
  const { error } = await anonClient().auth.signUp({ email, password });
  expect(error).toBeNull();
  const { fragment } = await followLink(await latestLink(email, 'signup'));
  expect(fragment.get('access_token')).toBeTruthy();
}

describe('sign-up with e-mail confirmation', () => {
  it('creates an unconfirmed user, mails a confirmation link, and signs in once the link is followed', async () => {
    const email = newEmail('signup');
    const client = anonClient();
    const redirectTo = `${backend.config.siteUrl}/`;

    const { data, error } = await client.auth.signUp({
      email,
      password: 'Heslo-12345',
      options: { emailRedirectTo: redirectTo, data: { full_name: 'Jana Nováková' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.user_metadata).toEqual({ full_name: 'Jana Nováková' });
    expect(data.user?.identities).toHaveLength(1);

    const profile = await backend.db.query<{ full_name: string }>(
      'select full_name from public.profiles where user_id = $1',
      [data.user?.id],
    );
    expect(profile.rows[0]?.full_name).toBe('Jana Nováková');

    const early = await client.auth.signInWithPassword({ email, password: 'Heslo-12345' });
    expect(early.error?.status).toBe(400);
    expect(early.error?.code).toBe('email_not_confirmed');
    expect(early.error?.message).toBe('Email not confirmed');

    const [message] = await mailTo(email);
    expect(message?.subject).toBe('Potvrzení registrace');
    const link = await latestLink(email, 'signup');
    expect(link.startsWith(`${backend.config.publicUrl}/auth/v1/verify?token=`)).toBe(true);
    expect(new URL(link).searchParams.get('redirect_to')).toBe(redirectTo);

    const { target, fragment } = await followLink(link);
    expect(target).toBe(redirectTo);
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(Number(fragment.get('expires_in'))).toBeGreaterThan(0);
    expect(Number(fragment.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);
    expect(fragment.get('refresh_token')).toBeTruthy();
    const fromLink = await client.auth.getUser(fragment.get('access_token') ?? '');
    expect(fromLink.data.user?.email).toBe(email);
    expect(fromLink.data.user?.email_confirmed_at).toBeTruthy();

    const signedIn = await client.auth.signInWithPassword({ email, password: 'Heslo-12345' });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.session?.token_type).toBe('bearer');
    expect(signedIn.data.user?.id).toBe(data.user?.id);
    expect(signedIn.data.user?.last_sign_in_at).toBeTruthy();
    const claims = await backend.verifyJwt(signedIn.data.session?.access_token ?? '');
    expect(claims).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      sub: data.user?.id,
      email,
      aal: 'aal1',
      is_anonymous: false,
      iss: `${backend.config.publicUrl}/auth/v1`,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Jana Nováková' },
    });
    expect(typeof claims.session_id).toBe('string');
  });

  it('accepts a link once, and sends a redirect elsewhere to the site URL', async () => {
    const email = newEmail('once');
    await anonClient().auth.signUp({ email, password: 'Heslo-12345', options: { emailRedirectTo: 'https://evil.example/' } });
    const link = await latestLink(email, 'signup');

    const first = await followLink(link);
    expect(new URL(first.target).href).toBe(new URL(backend.config.siteUrl).href);
    expect(first.fragment.get('access_token')).toBeTruthy();

    const second = await followLink(link);
    expect(second.fragment.get('access_token')).toBeNull();
    expect(second.fragment.get('error')).toBe('access_denied');
    expect(second.fragment.get('error_code')).toBe('otp_expired');
    expect(second.fragment.get('error_description')).toBe('Email link is invalid or has expired');
  });

  it('answers a repeated sign-up of a confirmed address without revealing the account', async () => {
    const email = newEmail('dup');
    await signUpConfirmed(email, 'Heslo-12345');
    const mailsBefore = (await mailTo(email)).length;
    const real = await backend.db.query<{ id: string }>('select id from auth.users where email = $1', [email]);

    const { data, error } = await anonClient().auth.signUp({ email, password: 'Jine-Heslo-42' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    // A look-alike of a new sign-up (enumeration.test.ts compares the shapes), not the account itself.
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.id).not.toBe(real.rows[0]?.id);
    expect((await mailTo(email)).length).toBe(mailsBefore);

    const stillOld = await anonClient().auth.signInWithPassword({ email, password: 'Heslo-12345' });
    expect(stillOld.error).toBeNull();
  });

  it('refuses a password shorter than minimum_password_length', async () => {
    const { error } = await anonClient().auth.signUp({ email: newEmail('weak'), password: 'Kratke-1' });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
  });
});

describe('sign-in', () => {
  it('answers a wrong password and an unknown address alike', async () => {
    const email = newEmail('signin');
    await signUpConfirmed(email, 'Spravne-Heslo-1');
    const wrongPassword = await anonClient().auth.signInWithPassword({ email, password: 'spatne-heslo' });
    const unknownUser = await anonClient().auth.signInWithPassword({ email: newEmail('nobody'), password: 'x-heslo' });
    for (const { error, data } of [wrongPassword, unknownUser]) {
      expect(data.session).toBeNull();
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.message).toBe('Invalid login credentials');
    }
    const raw = await postJson('/auth/v1/token?grant_type=password', { email, password: 'spatne-heslo' });
    expect(await raw.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' });
  });
});

describe('password recovery', () => {
  it('mails a link whose session lets the user set a new password', async () => {
    const email = newEmail('recover');
    await signUpConfirmed(email, 'Puvodni-Heslo-1');
    const client = anonClient();
    const redirectTo = `${backend.config.siteUrl}/auth/update-password`;

    const { data, error } = await client.auth.resetPasswordForEmail(email, { redirectTo });
    expect(error).toBeNull();
    expect(data).toEqual({});
    const [message] = await mailTo(email);
    expect(message?.subject).toBe('Obnovení hesla');

    const { target, fragment } = await followLink(await latestLink(email, 'recovery'));
    expect(target).toBe(redirectTo);
    expect(fragment.get('type')).toBe('recovery');
    const session = await client.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(session.error).toBeNull();
    expect(session.data.user?.email).toBe(email);

    const same = await client.auth.updateUser({ password: 'Puvodni-Heslo-1' });
    expect(same.error?.code).toBe('same_password');
    const weak = await client.auth.updateUser({ password: 'abc' });
    expect(weak.error?.status).toBe(422);
    expect(weak.error?.code).toBe('weak_password');
    const updated = await client.auth.updateUser({ password: 'Nove-Heslo-42' });
    expect(updated.error).toBeNull();
    await client.auth.signOut();

    const withOld = await anonClient().auth.signInWithPassword({ email, password: 'Puvodni-Heslo-1' });
    expect(withOld.error?.code).toBe('invalid_credentials');
    const withNew = await anonClient().auth.signInWithPassword({ email, password: 'Nove-Heslo-42' });
    expect(withNew.error).toBeNull();
  });

  it('answers an unknown address exactly like a known one and mails nothing', async () => {
    const known = newEmail('known');
    await signUpConfirmed(known, 'Heslo-12345');
    const unknown = newEmail('unknown');

    const knownResponse = await postJson('/auth/v1/recover', { email: known });
    const unknownResponse = await postJson('/auth/v1/recover', { email: unknown });
    expect(unknownResponse.status).toBe(knownResponse.status);
    expect(await unknownResponse.text()).toBe(await knownResponse.text());
    expect(knownResponse.status).toBe(200);

    const viaClient = await anonClient().auth.resetPasswordForEmail(unknown);
    expect(viaClient).toEqual({ data: {}, error: null });
    expect(await mailTo(unknown)).toEqual([]);
  });
});

describe('sessions', () => {
  it('rotates refresh tokens and refuses a used one, revoking its whole session', async () => {
    const email = newEmail('refresh');
    await signUpConfirmed(email, 'Heslo-12345');
    const client = anonClient();
    const { data } = await client.auth.signInWithPassword({ email, password: 'Heslo-12345' });
    const first = data.session?.refresh_token ?? '';

    const refreshed = await client.auth.refreshSession({ refresh_token: first });
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session?.refresh_token ?? '';
    expect(second).not.toBe(first);
    expect((await backend.verifyJwt(refreshed.data.session?.access_token ?? '')).session_id).toBe(
      (await backend.verifyJwt(data.session?.access_token ?? '')).session_id,
    );
    const rows = await backend.db.query<{ revoked: boolean; parent: string | null }>(
      'select revoked, parent from auth.refresh_tokens where token = $1',
      [second],
    );
    expect(rows.rows[0]).toEqual({ revoked: false, parent: first });

    const reused = await postJson('/auth/v1/token?grant_type=refresh_token', { refresh_token: first });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({
      code: 400,
      error_code: 'refresh_token_already_used',
      msg: 'Invalid Refresh Token: Already Used',
    });
    const afterTheft = await postJson('/auth/v1/token?grant_type=refresh_token', { refresh_token: second });
    expect(((await afterTheft.json()) as { error_code: string }).error_code).toBe('refresh_token_already_used');
  });

  it('refuses an unknown refresh token', async () => {
    const response = await postJson('/auth/v1/token?grant_type=refresh_token', { refresh_token: 'not-a-token' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error_code: string }).error_code).toBe('refresh_token_not_found');
  });

  it('signs out: the refresh token and the session are gone', async () => {
    const email = newEmail('signout');
    await signUpConfirmed(email, 'Heslo-12345');
    const client = anonClient();
    const { data } = await client.auth.signInWithPassword({ email, password: 'Heslo-12345' });
    const accessToken = data.session?.access_token ?? '';
    const refreshToken = data.session?.refresh_token ?? '';

    expect((await client.auth.signOut()).error).toBeNull();

    const refresh = await postJson('/auth/v1/token?grant_type=refresh_token', { refresh_token: refreshToken });
    expect(refresh.status).toBe(400);
    expect(((await refresh.json()) as { error_code: string }).error_code).toBe('refresh_token_not_found');
    const user = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { apikey: backend.config.anonKey, authorization: `Bearer ${accessToken}` },
    });
    expect(user.status).toBe(403);
    expect(((await user.json()) as { error_code: string }).error_code).toBe('session_not_found');
  });

  it('signs out only this session with scope local', async () => {
    const email = newEmail('local');
    await signUpConfirmed(email, 'Heslo-12345');
    const phone = anonClient();
    const laptop = anonClient();
    await phone.auth.signInWithPassword({ email, password: 'Heslo-12345' });
    const { data } = await laptop.auth.signInWithPassword({ email, password: 'Heslo-12345' });

    await phone.auth.signOut({ scope: 'local' });
    const stillThere = await laptop.auth.getUser(data.session?.access_token);
    expect(stillThere.error).toBeNull();
  });

  it('merges user metadata on update', async () => {
    const email = newEmail('meta');
    await anonClient().auth.signUp({ email, password: 'Heslo-12345', options: { data: { full_name: 'A', team: 'x' } } });
    await followLink(await latestLink(email, 'signup'));
    const client = anonClient();
    await client.auth.signInWithPassword({ email, password: 'Heslo-12345' });
    const { data, error } = await client.auth.updateUser({ data: { full_name: 'B', team: null, city: 'Brno' } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ full_name: 'B', city: 'Brno' });
  });
});

describe('admin API (service_role)', () => {
  it('creates, lists, fetches and deletes users', async () => {
    const admin = serviceClient().auth.admin;
    const email = newEmail('admin-made');
    const created = await admin.createUser({ email, password: 'Heslo-12345', email_confirm: true, user_metadata: { full_name: 'Made' } });
    expect(created.error).toBeNull();
    const id = created.data.user?.id ?? '';

    const signedIn = await anonClient().auth.signInWithPassword({ email, password: 'Heslo-12345' });
    expect(signedIn.error).toBeNull();

    const listed = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(listed.data.users.some((user) => user.id === id)).toBe(true);
    expect((await admin.getUserById(id)).data.user?.email).toBe(email);

    const again = await admin.createUser({ email, password: 'Heslo-12345' });
    expect(again.error?.code).toBe('email_exists');

    expect((await admin.deleteUser(id)).error).toBeNull();
    const afterDelete = await anonClient().auth.signInWithPassword({ email, password: 'Heslo-12345' });
    expect(afterDelete.error?.code).toBe('invalid_credentials');
  });

  it('refuses the anon key and a signed-in user', async () => {
    const response = await fetch(`${backend.url}/auth/v1/admin/users`, {
      headers: { apikey: backend.config.anonKey, authorization: `Bearer ${backend.config.anonKey}` },
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error_code: string }).error_code).toBe('not_admin');
  });

  it('generates a link whose token verifyOtp accepts', async () => {
    const email = newEmail('otp');
    await signUpConfirmed(email, 'Heslo-12345');
    const link = await serviceClient().auth.admin.generateLink({ type: 'magiclink', email });
    expect(link.error).toBeNull();
    const client = anonClient();
    const verified = await client.auth.verifyOtp({ token_hash: link.data.properties?.hashed_token ?? '', type: 'magiclink' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email);
    const reused = await anonClient().auth.verifyOtp({ token_hash: link.data.properties?.hashed_token ?? '', type: 'magiclink' });
    expect(reused.error?.code).toBe('otp_expired');
  });

  it('invites by e-mail: the invitation link signs the new user in', async () => {
    const email = newEmail('invited');
    const redirectTo = `${backend.config.siteUrl}/auth/update-password`;
    const invited = await serviceClient().auth.admin.inviteUserByEmail(email, { redirectTo, data: { full_name: 'Nový' } });
    expect(invited.error).toBeNull();
    expect((await mailTo(email))[0]?.subject).toBe('Pozvánka');
    const { target, fragment } = await followLink(await latestLink(email, 'invite'));
    expect(target).toBe(redirectTo);
    expect(fragment.get('type')).toBe('invite');
    const client = anonClient();
    await client.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect((await client.auth.updateUser({ password: 'Pozvany-Heslo-123' })).error).toBeNull();
    expect((await anonClient().auth.signInWithPassword({ email, password: 'Pozvany-Heslo-123' })).error).toBeNull();
  });
});

describe('service endpoints', () => {
  it('answers settings and health', async () => {
    const settings = await fetch(`${backend.url}/auth/v1/settings`, { headers: { apikey: backend.config.anonKey } });
    expect(await settings.json()).toMatchObject({ external: { email: true }, mailer_autoconfirm: false, disable_signup: false });
    const health = await fetch(`${backend.url}/auth/v1/health`);
    expect(health.status).toBe(200);
  });
});
