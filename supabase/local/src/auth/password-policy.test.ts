import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { isAuthWeakPasswordError, type SupabaseClient } from '@supabase/supabase-js';
import { createTestClient, startTestBackend, type RunningBackend } from '../testing';
import { CLI_AUTH_DEFAULTS, parseDuration, readAuthPolicy } from './auth-settings';
import { passwordWeakness } from './password-policy';

const LENGTH_MESSAGE = 'Password should be at least 10 characters.';
const CHARACTERS_MESSAGE =
  'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.';

/** GoTrue's body for a refused password (legacy error shape, which the local backend answers). */
function weakBody(reasons: ('length' | 'characters')[]) {
  const messages = { length: LENGTH_MESSAGE, characters: CHARACTERS_MESSAGE };
  return { code: 422, error_code: 'weak_password', msg: reasons.map((reason) => messages[reason]).join(' '), weak_password: { reasons } };
}

const WEAK: [string, ('length' | 'characters')[]][] = [
  ['123456', ['length', 'characters']],
  ['password', ['length', 'characters']],
  ['aaaaaa', ['length', 'characters']],
  ['abcdefghij', ['characters']],
  ['Abcdefghij', ['characters']],
  ['Abc123', ['length']],
];
const STRONG = 'Silne-Heslo-2026';

describe('[auth] password settings of supabase/config.toml', () => {
  it('are read as the project sets them', () => {
    expect(readAuthPolicy()).toEqual({
      minimumPasswordLength: 10,
      requiredCharacters: ['abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'],
      securePasswordChange: true,
      otpLength: 6,
      otpExpirySeconds: 3600,
      maxFrequencySeconds: 1,
    });
  });

  it('fall back to the CLI defaults and refuse unknown requirements', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-policy-'));
    const file = path.join(folder, 'config.toml');
    try {
      fs.writeFileSync(file, '[auth]\nsite_url = "http://localhost:3000"\n');
      expect(readAuthPolicy(file)).toEqual(CLI_AUTH_DEFAULTS);
      fs.writeFileSync(file, '[auth]\npassword_requirements = "letters_digits"\n[auth.email]\nmax_frequency = "1m30s"\n');
      expect(readAuthPolicy(file)).toMatchObject({ requiredCharacters: ['abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'], maxFrequencySeconds: 90 });
      fs.writeFileSync(file, '[auth]\npassword_requirements = "strong"\n');
      expect(() => readAuthPolicy(file)).toThrow(/password_requirements must be one of/);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('durations read as Go writes them', () => {
    expect([parseDuration('1s'), parseDuration('500ms'), parseDuration('2m'), parseDuration('1h1s'), parseDuration('soon')]).toEqual([1, 0.5, 120, 3601, null]);
  });

  it('find the reasons GoTrue finds, counting bytes as GoTrue does', () => {
    const policy = readAuthPolicy();
    for (const [password, reasons] of WEAK) expect([password, passwordWeakness(policy, password)?.reasons]).toEqual([password, reasons]);
    expect(passwordWeakness(policy, STRONG)).toBeNull();
    // Nine characters, twelve bytes: long enough for GoTrue; Ž is no letter of A–Z, so the A is needed.
    expect(passwordWeakness(policy, 'Žluťák12A')).toBeNull();
    expect(passwordWeakness(policy, 'Žluťák123')?.reasons).toEqual(['characters']);
  });
});

let backend: RunningBackend;

beforeAll(async () => {
  backend = await startTestBackend();
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

function newEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

function service(): SupabaseClient {
  return createTestClient(backend, { key: backend.serviceRoleKey });
}

async function call(method: string, pathname: string, body: unknown, token = backend.anonKey): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${backend.url}/auth/v1${pathname}`, {
    method,
    headers: { apikey: backend.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

async function confirmedUser(password = STRONG): Promise<{ id: string; email: string }> {
  const email = newEmail('policy');
  const { data, error } = await service().auth.admin.createUser({ email, password, email_confirm: true });
  if (error || !data.user) throw error ?? new Error('no user');
  return { id: data.user.id, email };
}

async function signIn(email: string, password = STRONG): Promise<{ client: SupabaseClient; accessToken: string; sessionId: string }> {
  const client = createTestClient(backend);
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error('no session');
  return { client, accessToken: data.session.access_token, sessionId: String((await backend.verifyJwt(data.session.access_token)).session_id) };
}

async function mailTo(email: string): Promise<{ subject: string; text: string }[]> {
  return (await (await fetch(`${backend.url}/mail/v1/messages?to=${encodeURIComponent(email)}`)).json()) as { subject: string; text: string }[];
}

describe('a weak password is refused wherever one is set', () => {
  it.each(WEAK)('sign-up with %j', async (password, reasons) => {
    expect(await call('POST', '/signup', { email: newEmail('weak'), password })).toEqual({ status: 422, body: weakBody(reasons) });
  });

  it.each(WEAK)('a password change (PUT /user) to %j', async (password, reasons) => {
    const { email } = await confirmedUser();
    const { accessToken } = await signIn(email);
    expect(await call('PUT', '/user', { password }, accessToken)).toEqual({ status: 422, body: weakBody(reasons) });
  });

  it.each(WEAK)('admin create and update with %j', async (password, reasons) => {
    expect(await call('POST', '/admin/users', { email: newEmail('weak'), password, email_confirm: true }, backend.serviceRoleKey)).toEqual({
      status: 422,
      body: weakBody(reasons),
    });
    const { id } = await confirmedUser();
    expect(await call('PUT', `/admin/users/${id}`, { password }, backend.serviceRoleKey)).toEqual({ status: 422, body: weakBody(reasons) });
  });

  it('a password over 72 bytes is refused as GoTrue refuses it', async () => {
    expect(await call('POST', '/signup', { email: newEmail('long'), password: `Aa1${'x'.repeat(70)}` })).toEqual({
      status: 400,
      body: { code: 400, error_code: 'validation_failed', msg: 'Password cannot be longer than 72 characters' },
    });
  });

  it('supabase-js reports it as AuthWeakPasswordError with the reasons', async () => {
    const { error } = await createTestClient(backend).auth.signUp({ email: newEmail('weak'), password: 'abcdefghij' });
    expect(isAuthWeakPasswordError(error)).toBe(true);
    expect(error).toMatchObject({ status: 422, code: 'weak_password', message: CHARACTERS_MESSAGE, reasons: ['characters'] });
  });

  it('a compliant password is accepted on sign-up, password change and admin create', async () => {
    const signUp = await createTestClient(backend).auth.signUp({ email: newEmail('strong'), password: STRONG });
    expect(signUp.error).toBeNull();
    const { email } = await confirmedUser(STRONG);
    const { client } = await signIn(email);
    expect((await client.auth.updateUser({ password: 'Jine-Silne-Heslo-7' })).error).toBeNull();
    expect((await createTestClient(backend).auth.signInWithPassword({ email, password: 'Jine-Silne-Heslo-7' })).error).toBeNull();
  });

  it('a seeded account still signs in with its documented password, and the answer says it is weak, as GoTrue does', async () => {
    const { data, error } = await createTestClient(backend).auth.signInWithPassword({ email: 'editor@example.com', password: 'editor1234' });
    expect(error).toBeNull();
    expect(data.weakPassword).toEqual({ message: CHARACTERS_MESSAGE, reasons: ['characters'] });
    const strong = await confirmedUser();
    expect((await createTestClient(backend).auth.signInWithPassword({ email: strong.email, password: STRONG })).data.weakPassword).toBeUndefined();
  });
});

describe('secure password change', () => {
  async function backdateSession(sessionId: string, hours: number): Promise<void> {
    await backend.db.query(`update auth.sessions set created_at = now() - make_interval(hours => $2) where id = $1`, [sessionId, hours]);
  }

  it('a session signed in within 24 hours changes the password without a code', async () => {
    const { email } = await confirmedUser();
    const { client, sessionId } = await signIn(email);
    await backdateSession(sessionId, 23);
    expect((await client.auth.updateUser({ password: 'Nove-Heslo-2026' })).error).toBeNull();
  });

  it('an older session needs the code from reauthenticate(), once', async () => {
    const { email } = await confirmedUser();
    const { client, accessToken, sessionId } = await signIn(email);
    await backdateSession(sessionId, 25);

    expect(await call('PUT', '/user', { password: 'Nove-Heslo-2026' }, accessToken)).toEqual({
      status: 400,
      body: { code: 400, error_code: 'reauthentication_needed', msg: 'Password update requires reauthentication' },
    });
    const refused = await client.auth.updateUser({ password: 'Nove-Heslo-2026' });
    expect(refused.error).toMatchObject({ status: 400, code: 'reauthentication_needed' });
    // Metadata needs no code.
    expect((await client.auth.updateUser({ data: { city: 'Brno' } })).error).toBeNull();

    expect(await client.auth.reauthenticate()).toEqual({ data: { user: null, session: null }, error: null });
    const [message] = await mailTo(email);
    expect(message?.subject).toBe('Ověřovací kód');
    const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);

    const wrongCode = code === '000000' ? '111111' : '000000';
    expect(await call('PUT', '/user', { password: 'Nove-Heslo-2026', nonce: wrongCode }, accessToken)).toEqual({
      status: 422,
      body: { code: 422, error_code: 'reauthentication_not_valid', msg: 'Nonce has expired or is invalid' },
    });
    expect((await client.auth.updateUser({ password: 'Nove-Heslo-2026', nonce: code })).error).toBeNull();
    expect((await createTestClient(backend).auth.signInWithPassword({ email, password: 'Nove-Heslo-2026' })).error).toBeNull();

    const reused = await call('PUT', '/user', { password: 'Treti-Heslo-2026', nonce: code }, accessToken);
    expect(reused).toMatchObject({ status: 422, body: { error_code: 'reauthentication_not_valid' } });
  });

  it('a code older than otp_expiry is refused', async () => {
    const { email, id } = await confirmedUser();
    const { client, accessToken, sessionId } = await signIn(email);
    await backdateSession(sessionId, 48);
    await client.auth.reauthenticate();
    const code = /\b(\d{6})\b/.exec((await mailTo(email))[0]?.text ?? '')?.[1] ?? '';
    await backend.db.query(`update auth.users set reauthentication_sent_at = now() - interval '61 minutes' where id = $1`, [id]);
    expect(await call('PUT', '/user', { password: 'Nove-Heslo-2026', nonce: code }, accessToken)).toMatchObject({
      status: 422,
      body: { error_code: 'reauthentication_not_valid' },
    });
  });

  it('codes go out no more often than max_frequency, and only to a confirmed address', async () => {
    const { email } = await confirmedUser();
    const { accessToken } = await signIn(email);
    expect(await call('GET', '/reauthenticate', undefined, accessToken)).toEqual({ status: 200, body: {} });
    expect(await call('GET', '/reauthenticate', undefined, accessToken)).toEqual({
      status: 429,
      body: { code: 429, error_code: 'over_email_send_rate_limit', msg: 'For security purposes, you can only request this after 0 seconds.' },
    });
    expect(await mailTo(email)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await call('GET', '/reauthenticate', undefined, accessToken)).status).toBe(200);

    const unconfirmed = newEmail('unconfirmed');
    const created = await service().auth.admin.createUser({ email: unconfirmed, password: STRONG });
    const token = await backend.signJwt({ role: 'authenticated', sub: created.data.user?.id ?? '' });
    expect(await call('GET', '/reauthenticate', undefined, token)).toEqual({
      status: 422,
      body: { code: 422, error_code: 'email_not_confirmed', msg: 'Please verify your email first.' },
    });
  });

  it('a token without a session (no sign-in time to go by) needs a code', async () => {
    const { id } = await confirmedUser();
    const token = await backend.signJwt({ role: 'authenticated', sub: id });
    expect(await call('PUT', '/user', { password: 'Nove-Heslo-2026' }, token)).toMatchObject({ status: 400, body: { error_code: 'reauthentication_needed' } });
  });

  it('is off when config.toml turns it off', async () => {
    const relaxed = await startTestBackend({ authPolicy: { securePasswordChange: false } });
    try {
      const email = newEmail('relaxed');
      const admin = createTestClient(relaxed, { key: relaxed.serviceRoleKey });
      await admin.auth.admin.createUser({ email, password: STRONG, email_confirm: true });
      const client = createTestClient(relaxed);
      const { data } = await client.auth.signInWithPassword({ email, password: STRONG });
      await relaxed.db.query(`update auth.sessions set created_at = now() - interval '30 days' where id = $1`, [
        (await relaxed.verifyJwt(data.session?.access_token ?? '')).session_id,
      ]);
      expect((await client.auth.updateUser({ password: 'Nove-Heslo-2026' })).error).toBeNull();
    } finally {
      await relaxed.stop();
    }
  });
});
