import { HttpError, LOCAL_JWT_SECRET } from './contract';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, claimsFromRequest, signJwt, verifyJwt } from './jwt';

describe('jwt', () => {
  test('the local keys are the Supabase CLI published ones', () => {
    expect(LOCAL_ANON_KEY).toBe(
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
    );
    expect(verifyJwt(LOCAL_SERVICE_ROLE_KEY, LOCAL_JWT_SECRET)).toEqual({ iss: 'supabase-demo', role: 'service_role', exp: 1983812996 });
  });

  test('verifies signature, expiry and role', () => {
    const now = 1_700_000_000;
    const token = signJwt({ role: 'authenticated', sub: 'u1', exp: now + 60 }, LOCAL_JWT_SECRET);
    expect(verifyJwt(token, LOCAL_JWT_SECRET, now).sub).toBe('u1');
    expect(() => verifyJwt(token, LOCAL_JWT_SECRET, now + 61)).toThrow('JWT expired');
    expect(() => verifyJwt(token, 'another-secret-another-secret-another', now)).toThrow(/signature/i);
    expect(() => verifyJwt(`${token}x`, LOCAL_JWT_SECRET, now)).toThrow();
    expect(() => verifyJwt(signJwt({ role: 'postgres' }, LOCAL_JWT_SECRET), LOCAL_JWT_SECRET, now)).toThrow(/role/);
  });

  test('claims come from Bearer, then apikey, else anonymous', () => {
    const user = signJwt({ role: 'authenticated', sub: 'u2' }, LOCAL_JWT_SECRET);
    expect(claimsFromRequest({ headers: {} }, LOCAL_JWT_SECRET)).toEqual({ role: 'anon' });
    expect(claimsFromRequest({ headers: { apikey: LOCAL_ANON_KEY } }, LOCAL_JWT_SECRET).role).toBe('anon');
    expect(claimsFromRequest({ headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${user}` } }, LOCAL_JWT_SECRET).sub).toBe('u2');
    try {
      claimsFromRequest({ headers: { authorization: 'Bearer nope' } }, LOCAL_JWT_SECRET);
      throw new Error('expected a 401');
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(401);
      expect((error as HttpError).body.code).toBe('PGRST301');
    }
  });
});
