import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { AuthApiError } from '@supabase/supabase-js';
import { createTestClient, startTestBackend } from '../testing';
import { readAuthRateLimits } from './rate-limits';

type Backend = Awaited<ReturnType<typeof startTestBackend>>;

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** A POST to the backend from a given loopback address, so tests can be several clients. */
function postFrom(backend: Backend, localAddress: string, pathAndQuery: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${backend.url}${pathAndQuery}`,
      {
        method: 'POST',
        localAddress,
        headers: { apikey: backend.anonKey, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const wrongSignIn = (backend: Backend, from: string, headers?: Record<string, string>) =>
  postFrom(backend, from, '/auth/v1/token?grant_type=password', { email: 'editor@example.com', password: 'spatne-heslo' }, headers);

const REQUEST_LIMIT = { code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' };
const EMAIL_LIMIT = { code: 429, error_code: 'over_email_send_rate_limit', msg: 'Email rate limit exceeded' };

describe('[auth.rate_limit] in supabase/config.toml', () => {
  test('holds GoTrue limits the embedded backend reads', () => {
    expect(readAuthRateLimits()).toEqual({ email_sent: 30, sign_in_sign_ups: 30, token_refresh: 150, token_verifications: 30, email_per_address: 5 });
  });

  test('keys left out take the Supabase CLI defaults; a value that is not a positive whole number is refused', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rate-limits-'));
    const file = path.join(folder, 'config.toml');
    fs.writeFileSync(file, '[auth.rate_limit]\nsign_in_sign_ups = 5\n');
    expect(readAuthRateLimits(file)).toEqual({ email_sent: 2, sign_in_sign_ups: 5, token_refresh: 150, token_verifications: 30, email_per_address: 5 });
    fs.writeFileSync(file, '[auth.rate_limit]\ntoken_refresh = "many"\n');
    expect(() => readAuthRateLimits(file)).toThrow(/token_refresh must be a positive whole number/);
    fs.rmSync(folder, { recursive: true });
  });
});

describe('with the configured limits', () => {
  let backend: Backend;

  beforeAll(async () => {
    backend = await startTestBackend();
  }, 120_000);

  afterAll(async () => {
    await backend?.stop();
  });

  test('the 31st sign-in within 5 minutes gets 429 in the shape supabase-js turns into an AuthApiError, even with the right password', async () => {
    const client = createTestClient(backend);
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      const { error } = await client.auth.signInWithPassword({ email: 'editor@example.com', password: `spatne-${attempt}` });
      expect({ attempt, code: error?.code }).toEqual({ attempt, code: 'invalid_credentials' });
    }
    const { data, error } = await client.auth.signInWithPassword({ email: 'editor@example.com', password: 'editor1234' });
    expect(data.session).toBeNull();
    expect(error).toBeInstanceOf(AuthApiError);
    expect({ status: error?.status, code: error?.code, message: error?.message }).toEqual({
      status: 429,
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
  });
});

describe('with small limits', () => {
  let backend: Backend;

  beforeAll(async () => {
    backend = await startTestBackend({
      authRateLimits: { sign_in_sign_ups: 3, token_refresh: 2, token_verifications: 2, email_sent: 3, email_per_address: 2 },
    });
  }, 120_000);

  afterAll(async () => {
    await backend?.stop();
  });

  test('sign-ins and sign-ups share one budget per client address; other addresses keep theirs; a forged forwarding header changes nothing', async () => {
    expect((await wrongSignIn(backend, '127.0.0.2')).status).toBe(400);
    expect((await postFrom(backend, '127.0.0.2', '/auth/v1/signup', { email: 'novy-1@example.com', password: 'Heslo-123456' })).status).toBe(200);
    expect((await wrongSignIn(backend, '127.0.0.2')).status).toBe(400);
    expect(await wrongSignIn(backend, '127.0.0.2', { 'cf-connecting-ip': '198.51.100.1', 'x-forwarded-for': '198.51.100.1' })).toEqual({
      status: 429,
      body: REQUEST_LIMIT,
    });
    expect(await postFrom(backend, '127.0.0.2', '/auth/v1/signup', { email: 'novy-2@example.com', password: 'Heslo-123456' })).toEqual({
      status: 429,
      body: REQUEST_LIMIT,
    });
    expect((await wrongSignIn(backend, '127.0.0.3')).status).toBe(400);
  });

  test('refresh-token grants and verifications have budgets of their own', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await postFrom(backend, '127.0.0.4', '/auth/v1/token?grant_type=refresh_token', { refresh_token: 'neplatny' })).status).toBe(400);
      expect((await postFrom(backend, '127.0.0.4', '/auth/v1/verify', { type: 'signup', token_hash: 'neplatny' })).status).not.toBe(429);
    }
    expect(await postFrom(backend, '127.0.0.4', '/auth/v1/token?grant_type=refresh_token', { refresh_token: 'neplatny' })).toEqual({
      status: 429,
      body: REQUEST_LIMIT,
    });
    expect((await postFrom(backend, '127.0.0.4', '/auth/v1/verify', { type: 'signup', token_hash: 'neplatny' })).status).toBe(429);
    expect((await wrongSignIn(backend, '127.0.0.4')).status).toBe(400);
  });

  test('an address takes a few e-mail requests an hour, known or unknown alike, whoever asks', async () => {
    for (const email of ['nikdo-opakovane@example.com', 'editor@example.com']) {
      expect(await postFrom(backend, '127.0.0.20', '/auth/v1/recover', { email })).toEqual({ status: 200, body: {} });
      expect(await postFrom(backend, '127.0.0.21', '/auth/v1/recover', { email: email.toUpperCase() })).toEqual({ status: 200, body: {} });
      expect(await postFrom(backend, '127.0.0.22', '/auth/v1/recover', { email })).toEqual({ status: 429, body: EMAIL_LIMIT });
      expect(await postFrom(backend, '127.0.0.22', '/auth/v1/signup', { email, password: 'Heslo-123456' })).toEqual({ status: 429, body: EMAIL_LIMIT });
    }
  });

  test('the project budget is charged only for e-mails sent; once spent, known and unknown addresses are refused alike and nothing is sent', async () => {
    const captured = async (email: string) =>
      ((await (await fetch(`${backend.url}/mail/v1/messages?to=${encodeURIComponent(email)}`)).json()) as unknown[]).length;
    expect(await captured('novy-1@example.com')).toBe(1);
    expect(await captured('editor@example.com')).toBe(2);
    expect(await captured('nikdo-opakovane@example.com')).toBe(0);
    // Those three e-mails spent the budget (3); the unknown address's two recoveries spent nothing.
    expect(await postFrom(backend, '127.0.0.30', '/auth/v1/recover', { email: 'nikdo-1@example.com' })).toEqual({ status: 429, body: EMAIL_LIMIT });
    expect(await postFrom(backend, '127.0.0.31', '/auth/v1/recover', { email: 'user@example.com' })).toEqual({ status: 429, body: EMAIL_LIMIT });
    expect(await captured('user@example.com')).toBe(0);
  });
});

describe('a stranger spends only their own allowance (configured limits: email_sent 30 per hour for the project)', () => {
  let backend: Backend;

  beforeAll(async () => {
    backend = await startTestBackend();
  }, 120_000);

  afterAll(async () => {
    await backend?.stop();
  });

  const recover = (from: string, email: string) => postFrom(backend, from, '/auth/v1/recover', { email });

  test('40 recoveries for unknown addresses from one client and 40 spread over eight, then a known user\'s recovery and an admin\'s invitation both succeed', async () => {
    const fromOne = [];
    for (let index = 0; index < 40; index += 1) fromOne.push(await recover('127.0.0.40', `neznamy-${index}@example.com`));
    expect(fromOne.slice(0, 30).every((answer) => answer.status === 200)).toBe(true);
    expect(fromOne.slice(30)).toEqual(Array.from({ length: 10 }, () => ({ status: 429, body: REQUEST_LIMIT })));

    for (let index = 0; index < 40; index += 1) {
      expect(await recover(`127.0.0.${50 + (index % 8)}`, `rozprostreny-${index}@example.com`)).toEqual({ status: 200, body: {} });
    }

    expect(await recover('127.0.0.70', 'user@example.com')).toEqual({ status: 200, body: {} });
    const mail = (await (await fetch(`${backend.url}/mail/v1/messages?to=${encodeURIComponent('user@example.com')}`)).json()) as { links: string[] }[];
    expect(mail).toHaveLength(1);
    expect(mail[0]?.links.join(' ')).toContain('type=recovery');

    const admin = createTestClient(backend);
    expect((await admin.auth.signInWithPassword({ email: 'admin@example.com', password: 'admin1234' })).error).toBeNull();
    const invited = await admin.rpc('create_invitation', { invitee_email: 'pozvany@example.com', invitee_role: 'editor', invitee_full_name: 'Pozvaný' });
    expect(invited.error).toBeNull();
    const { rows } = await backend.db.query(`select kind, status from public.mail_outbox where recipient = 'pozvany@example.com'`);
    expect(rows).toEqual([{ kind: 'staff_invitation', status: 'queued' }]);
  }, 60_000);
});
