import { HttpError, LOCAL_JWT_SECRET } from './contract';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, claimsFromRequest, signJwt, verifyJwt } from './jwt';

describe('jwt', () => {
  test('the local keys are the Supabase CLI published ones', async () => {
    expect(LOCAL_ANON_KEY).toBe(
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
    );
    expect(await verifyJwt(LOCAL_SERVICE_ROLE_KEY, LOCAL_JWT_SECRET)).toEqual({ iss: 'supabase-demo', role: 'service_role', exp: 1983812996 });
  });

  test('signing the local keys’ claims with the local secret gives the published keys byte for byte', async () => {
    expect(await signJwt({ iss: 'supabase-demo', role: 'anon', exp: 1983812996 }, LOCAL_JWT_SECRET)).toBe(LOCAL_ANON_KEY);
    expect(await signJwt({ iss: 'supabase-demo', role: 'service_role', exp: 1983812996 }, LOCAL_JWT_SECRET)).toBe(LOCAL_SERVICE_ROLE_KEY);
  });

  test('verifies signature, expiry and role', async () => {
    const now = 1_700_000_000;
    const token = await signJwt({ role: 'authenticated', sub: 'u1', exp: now + 60 }, LOCAL_JWT_SECRET);
    expect((await verifyJwt(token, LOCAL_JWT_SECRET, now)).sub).toBe('u1');
    await expect(verifyJwt(token, LOCAL_JWT_SECRET, now + 60)).rejects.toThrow('JWT expired');
    await expect(verifyJwt(token, LOCAL_JWT_SECRET, now + 61)).rejects.toThrow('JWT expired');
    await expect(verifyJwt(token, 'another-secret-another-secret-another', now)).rejects.toThrow(/signature/i);
    await expect(verifyJwt(`${token}x`, LOCAL_JWT_SECRET, now)).rejects.toThrow();
    await expect(verifyJwt(await signJwt({ role: 'postgres' }, LOCAL_JWT_SECRET), LOCAL_JWT_SECRET, now)).rejects.toThrow(/role/);
  });

  test('malformed tokens are refused in PostgREST’s words', async () => {
    const now = 1_700_000_000;
    const encode = (value: string) => Buffer.from(value).toString('base64url');
    const valid = await signJwt({ role: 'anon', exp: now + 60 }, LOCAL_JWT_SECRET);
    const [header, payload, signature] = valid.split('.');
    await expect(verifyJwt('nope', LOCAL_JWT_SECRET, now)).rejects.toThrow('Expected 3 parts in JWT; got 1');
    await expect(verifyJwt(`${header}.${payload}`, LOCAL_JWT_SECRET, now)).rejects.toThrow('Expected 3 parts in JWT; got 2');
    await expect(verifyJwt(`${header}.${encode('{not json')}.${signature}`, LOCAL_JWT_SECRET, now)).rejects.toThrow(/CompactDecodeError/);
    await expect(verifyJwt(`${encode('{"alg":"none","typ":"JWT"}')}.${payload}.`, LOCAL_JWT_SECRET, now)).rejects.toThrow('JWSError JWSInvalidSignature');
    await expect(verifyJwt(`${header}.${encode('{"role":"service_role"}')}.${signature}`, LOCAL_JWT_SECRET, now)).rejects.toThrow('JWSError JWSInvalidSignature');
    const stringExpiry = await signJwt({ role: 'anon', exp: String(now + 60) }, LOCAL_JWT_SECRET);
    await expect(verifyJwt(stringExpiry, LOCAL_JWT_SECRET, now)).rejects.toThrow('JWT expired');
    const notYetValid = await signJwt({ role: 'anon', nbf: now + 60 }, LOCAL_JWT_SECRET);
    await expect(verifyJwt(notYetValid, LOCAL_JWT_SECRET, now)).rejects.toThrow('JWT not yet valid');
  });

  test('claims come from Bearer, then apikey, else anonymous', async () => {
    const user = await signJwt({ role: 'authenticated', sub: 'u2' }, LOCAL_JWT_SECRET);
    expect(await claimsFromRequest({ headers: {} }, LOCAL_JWT_SECRET)).toEqual({ role: 'anon' });
    expect((await claimsFromRequest({ headers: { apikey: LOCAL_ANON_KEY } }, LOCAL_JWT_SECRET)).role).toBe('anon');
    expect((await claimsFromRequest({ headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${user}` } }, LOCAL_JWT_SECRET)).sub).toBe('u2');
    const refusal = await claimsFromRequest({ headers: { authorization: 'Bearer nope' } }, LOCAL_JWT_SECRET).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).status).toBe(401);
    expect((refusal as HttpError).body).toEqual({ code: 'PGRST301', details: null, hint: null, message: 'Expected 3 parts in JWT; got 1' });
    expect((refusal as HttpError).headers['WWW-Authenticate']).toBe('Bearer error="invalid_token", error_description="Expected 3 parts in JWT; got 1"');
  });
});
