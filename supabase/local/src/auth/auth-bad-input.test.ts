import { startTestBackend } from '../testing';

let backend: Awaited<ReturnType<typeof startTestBackend>>;

beforeAll(async () => {
  backend = await startTestBackend();
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

interface BadRequest {
  name: string;
  method: string;
  path: string;
  body?: string;
  bearer?: string | null;
  status: number;
  errorCode: string;
}

const json = JSON.stringify;

const corpus: BadRequest[] = [
  { name: 'truncated JSON', method: 'POST', path: '/signup', body: '{"email":', status: 400, errorCode: 'bad_json' },
  { name: 'JSON array instead of object', method: 'POST', path: '/signup', body: '[1,2]', status: 400, errorCode: 'bad_json' },
  { name: 'sign-up without e-mail', method: 'POST', path: '/signup', body: json({ password: 'heslo123' }), status: 400, errorCode: 'validation_failed' },
  { name: 'sign-up with a malformed e-mail', method: 'POST', path: '/signup', body: json({ email: 'not-an-email', password: 'heslo123' }), status: 400, errorCode: 'validation_failed' },
  { name: 'sign-up with a numeric e-mail', method: 'POST', path: '/signup', body: json({ email: 42, password: 'heslo123' }), status: 400, errorCode: 'validation_failed' },
  { name: 'sign-up without password', method: 'POST', path: '/signup', body: json({ email: 'a@example.com' }), status: 400, errorCode: 'validation_failed' },
  { name: 'sign-up with metadata that is not an object', method: 'POST', path: '/signup', body: json({ email: 'a@example.com', password: 'Heslo-12345', data: 'admin' }), status: 400, errorCode: 'validation_failed' },
  { name: 'unknown grant type', method: 'POST', path: '/token?grant_type=client_credentials', body: json({}), status: 400, errorCode: 'validation_failed' },
  { name: 'token without grant type', method: 'POST', path: '/token', body: json({ email: 'a@example.com', password: 'x' }), status: 400, errorCode: 'validation_failed' },
  { name: 'password grant without e-mail', method: 'POST', path: '/token?grant_type=password', body: json({ password: 'heslo123' }), status: 400, errorCode: 'validation_failed' },
  { name: 'garbage refresh token', method: 'POST', path: '/token?grant_type=refresh_token', body: json({ refresh_token: "' or 1=1 --" }), status: 400, errorCode: 'refresh_token_not_found' },
  { name: 'refresh token of the wrong type', method: 'POST', path: '/token?grant_type=refresh_token', body: json({ refresh_token: { $ne: null } }), status: 400, errorCode: 'validation_failed' },
  { name: 'user without a bearer token', method: 'GET', path: '/user', bearer: null, status: 401, errorCode: 'no_authorization' },
  { name: 'user with a garbage bearer token', method: 'GET', path: '/user', bearer: 'garbage.token.here', status: 403, errorCode: 'bad_jwt' },
  { name: 'user with the anon key (no subject)', method: 'GET', path: '/user', status: 403, errorCode: 'bad_jwt' },
  { name: 'password update with a forged token', method: 'PUT', path: '/user', bearer: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYXV0aGVudGljYXRlZCJ9.c2ln', body: json({ password: 'nove-heslo' }), status: 403, errorCode: 'bad_jwt' },
  { name: 'verify link without a token', method: 'GET', path: '/verify?type=signup', status: 400, errorCode: 'validation_failed' },
  { name: 'verify link of an unsupported type', method: 'GET', path: '/verify?token=abc&type=sms', status: 400, errorCode: 'validation_failed' },
  { name: 'verifyOtp with an unknown token hash', method: 'POST', path: '/verify', body: json({ type: 'recovery', token_hash: 'deadbeef' }), status: 403, errorCode: 'otp_expired' },
  { name: 'recovery without e-mail', method: 'POST', path: '/recover', body: json({}), status: 400, errorCode: 'validation_failed' },
  { name: 'logout with an unknown scope', method: 'POST', path: '/logout?scope=everyone', status: 400, errorCode: 'validation_failed' },
  { name: 'unknown path with encoded traversal', method: 'GET', path: '/nope%2F..%2F..%2Fetc%2Fpasswd', status: 404, errorCode: 'not_found' },
  { name: 'wrong method', method: 'DELETE', path: '/signup', status: 405, errorCode: 'method_not_allowed' },
  { name: 'admin list with the anon key', method: 'GET', path: '/admin/users', status: 403, errorCode: 'not_admin' },
];

describe('auth bad-input corpus', () => {
  it.each(corpus)('$name → $status $errorCode', async ({ method, path, body, bearer, status, errorCode }) => {
    const token = bearer === undefined ? backend.config.anonKey : bearer;
    const response = await fetch(`${backend.url}/auth/v1${path}`, {
      method,
      headers: {
        apikey: backend.config.anonKey,
        'content-type': 'application/json',
        ...(token === null ? {} : { authorization: `Bearer ${token}` }),
      },
      body,
    });
    expect(response.status).toBe(status);
    const answer = (await response.json()) as Record<string, unknown>;
    expect(answer).toMatchObject({ code: status, error_code: errorCode });
    expect(typeof answer.msg).toBe('string');
  });

  it('answers HEAD with 405 where GoTrue serves GET and 404 where it serves nothing, and ignores trailing slashes', async () => {
    const statusOf = async (method: string, path: string) =>
      (await fetch(`${backend.url}/auth/v1${path}`, { method, headers: { apikey: backend.config.anonKey } })).status;
    expect(await statusOf('HEAD', '/settings')).toBe(405);
    expect(await statusOf('HEAD', '/reauthenticate')).toBe(405);
    expect(await statusOf('HEAD', '/nope')).toBe(404);
    expect(await statusOf('GET', '/settings//')).toBe(200);
    expect(await statusOf('DELETE', '/signup/')).toBe(405);
    expect(await statusOf('GET', '/nope/')).toBe(404);
  });

  it('refuses an unknown user id on the admin API, and keeps answering afterwards', async () => {
    const missing = await fetch(`${backend.url}/auth/v1/admin/users/not-a-uuid`, {
      headers: { apikey: backend.config.serviceRoleKey, authorization: `Bearer ${backend.config.serviceRoleKey}` },
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error_code: 'user_not_found' });

    const health = await fetch(`${backend.url}/auth/v1/health`);
    expect(health.status).toBe(200);
    const settings = await fetch(`${backend.url}/auth/v1/settings`);
    expect(await settings.json()).toMatchObject({ external: { email: true } });
  });
});
