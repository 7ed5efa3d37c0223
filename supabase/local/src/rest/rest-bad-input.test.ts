import { LOCAL_JWT_SECRET } from '../contract';
import { signJwt } from '../jwt';
import { startTestBackend, type RunningBackend } from '../testing';

let backend: RunningBackend;
/** Signed before the cases run (signing is asynchronous); the cases read them when they run. */
const tokens = { expired: '', wrongSignature: '', unknownRole: '' };

beforeAll(async () => {
  backend = await startTestBackend({ maxBodyBytes: 64 * 1024 });
  tokens.expired = await signJwt({ role: 'anon', exp: Math.floor(Date.now() / 1000) - 60 }, LOCAL_JWT_SECRET);
  tokens.wrongSignature = await signJwt({ role: 'service_role', exp: 1983812996 }, 'not-the-local-secret-not-the-local-secret');
  tokens.unknownRole = await signJwt({ role: 'postgres', exp: 1983812996 }, LOCAL_JWT_SECRET);
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

interface BadRequest {
  name: string;
  path: string;
  method?: string;
  headers?: Record<string, string> | (() => Record<string, string>);
  body?: string;
  status: number;
  code: string;
}

const noneAlgorithm = () =>
  `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"role":"service_role"}').toString('base64url')}.`;

const CORPUS: BadRequest[] = [
  { name: 'invalid JSON body', path: '/rest/v1/modules', method: 'POST', body: '{"name_cs":', status: 400, code: 'PGRST102' },
  { name: 'JSON scalar as insert body', path: '/rest/v1/modules', method: 'POST', body: '42', status: 400, code: 'PGRST102' },
  { name: 'array of non-objects', path: '/rest/v1/modules', method: 'POST', body: '[1,2]', status: 400, code: 'PGRST102' },
  { name: 'unknown column in insert body', path: '/rest/v1/newsletter_subscribers', method: 'POST', body: '{"nope":1}', status: 400, code: 'PGRST204' },
  { name: 'unknown column in select', path: '/rest/v1/modules?select=id,nope', status: 400, code: '42703' },
  { name: 'unknown column in filter', path: '/rest/v1/modules?nope=eq.1', status: 400, code: '42703' },
  { name: 'unknown table', path: '/rest/v1/no_such_table', status: 404, code: 'PGRST205' },
  { name: 'filter without operator', path: '/rest/v1/modules?active=true', status: 400, code: 'PGRST100' },
  { name: 'unknown filter operator', path: '/rest/v1/modules?active=equals.true', status: 400, code: 'PGRST100' },
  { name: 'is with a bad keyword', path: '/rest/v1/modules?active=is.maybe', status: 400, code: 'PGRST100' },
  { name: 'in without parentheses', path: '/rest/v1/modules?id=in.1,2', status: 400, code: 'PGRST100' },
  { name: 'unbalanced or group', path: '/rest/v1/modules?or=(active.eq.true', status: 400, code: 'PGRST100' },
  { name: 'bad order modifier', path: '/rest/v1/modules?order=display_order.sideways', status: 400, code: 'PGRST100' },
  { name: 'order by unknown column', path: '/rest/v1/modules?order=nope.asc', status: 400, code: '42703' },
  { name: 'negative limit', path: '/rest/v1/modules?limit=-1', status: 400, code: 'PGRST100' },
  { name: 'non-numeric offset', path: '/rest/v1/modules?offset=abc', status: 400, code: 'PGRST100' },
  { name: 'invalid uuid', path: '/rest/v1/modules?id=eq.not-a-uuid', status: 400, code: '22P02' },
  { name: 'invalid boolean', path: '/rest/v1/modules?active=eq.perhaps', status: 400, code: '22P02' },
  { name: 'garbage JWT', path: '/rest/v1/modules', headers: { Authorization: 'Bearer garbage' }, status: 401, code: 'PGRST301' },
  { name: 'expired JWT', path: '/rest/v1/modules', headers: () => ({ Authorization: `Bearer ${tokens.expired}` }), status: 401, code: 'PGRST301' },
  { name: 'JWT with a wrong signature', path: '/rest/v1/modules', headers: () => ({ Authorization: `Bearer ${tokens.wrongSignature}` }), status: 401, code: 'PGRST301' },
  { name: 'JWT with alg none', path: '/rest/v1/modules', headers: { apikey: noneAlgorithm() }, status: 401, code: 'PGRST301' },
  { name: 'JWT with a role that is not an API role', path: '/rest/v1/modules', headers: () => ({ Authorization: `Bearer ${tokens.unknownRole}` }), status: 401, code: 'PGRST301' },
  { name: 'non-Bearer authorization', path: '/rest/v1/modules', headers: { Authorization: 'Basic dXNlcjpwYXNz' }, status: 401, code: 'PGRST301' },
  { name: 'schema other than public (Accept-Profile)', path: '/rest/v1/modules', headers: { 'Accept-Profile': 'auth' }, status: 406, code: 'PGRST106' },
  { name: 'schema other than public (Content-Profile)', path: '/rest/v1/modules', method: 'POST', headers: { 'Content-Profile': 'storage' }, body: '{}', status: 406, code: 'PGRST106' },
  { name: 'unknown function', path: '/rest/v1/rpc/no_such_function', method: 'POST', body: '{}', status: 404, code: 'PGRST202' },
  { name: 'function with an unknown argument', path: '/rest/v1/rpc/validate_maintenance_password', method: 'POST', body: '{"pass":"x"}', status: 404, code: 'PGRST202' },
  { name: 'function arguments not an object', path: '/rest/v1/rpc/validate_maintenance_password', method: 'POST', body: '["x"]', status: 400, code: 'PGRST102' },
  { name: 'oversized body', path: '/rest/v1/contact_enquiries', method: 'POST', body: JSON.stringify({ message: 'x'.repeat(70 * 1024) }), status: 413, code: 'PGRST413' },
  { name: 'anonymous write the policies forbid', path: '/rest/v1/modules', method: 'POST', body: '{"name_cs":"x","description_cs":"y"}', status: 401, code: '42501' },
  { name: 'unsupported method', path: '/rest/v1/modules', method: 'PUT', body: '{}', status: 405, code: 'PGRST117' },
  { name: 'nested path under a table', path: '/rest/v1/modules/extra', status: 404, code: 'PGRST125' },
  { name: 'resource embedding', path: '/rest/v1/modules?select=*,profiles(*)', status: 400, code: 'PGRST200' },
  { name: 'unsatisfiable range', path: '/rest/v1/modules', headers: { Range: '5-2' }, status: 416, code: 'PGRST103' },
  { name: 'non-JSON content type', path: '/rest/v1/modules', method: 'POST', headers: { 'Content-Type': 'text/csv' }, body: 'a,b', status: 415, code: 'PGRST107' },
  { name: 'SQL smuggled into a cast stays one unknown type name', path: '/rest/v1/modules?select=id::text%20from%20pg_authid', status: 400, code: '42704' },
  { name: 'quote in a cast', path: "/rest/v1/modules?select=id::text'", status: 400, code: 'PGRST100' },
];

describe('malformed REST requests', () => {
  test.each(CORPUS)('$name → $status $code', async (bad) => {
    const response = await fetch(`${backend.url}${bad.path}`, {
      method: bad.method ?? 'GET',
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json', ...(typeof bad.headers === 'function' ? bad.headers() : bad.headers) },
      body: bad.body,
    });
    expect(response.status).toBe(bad.status);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual(expect.objectContaining({ code: bad.code, message: expect.any(String) }));
    expect(body).toHaveProperty('details');
    expect(body).toHaveProperty('hint');
  });

  test('the corpus is large enough', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(22);
  });

  test('the server still answers a normal request afterwards', async () => {
    const response = await fetch(`${backend.url}/rest/v1/modules?select=id&active=eq.true`, { headers: { apikey: backend.anonKey } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as unknown[]).length).toBeGreaterThanOrEqual(4);
  });
});
