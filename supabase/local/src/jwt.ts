import { SignJWT, decodeJwt, decodeProtectedHeader, errors, jwtVerify } from 'jose';
import { HttpError, type BackendRequest, type JwtClaims } from './contract';

const encoder = new TextEncoder();

/** Signs claims as an HS256 JWT, the claims kept as given (in their order, without added ones). */
export function signJwt(payload: Record<string, unknown>, secret: string): Promise<string> {
  return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(encoder.encode(secret));
}

export class JwtError extends Error {}

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

/**
 * Verifies an HS256 JWT's signature, algorithm, expiry and role; returns its claims or throws JwtError
 * worded as PostgREST words it (auth and storage pass the wording on in their own error shapes).
 */
export async function verifyJwt(token: string, secret: string, now = Math.floor(Date.now() / 1000)): Promise<JwtClaims> {
  const parts = token.split('.').length;
  if (parts !== 3) throw new JwtError(`Expected 3 parts in JWT; got ${parts}`);
  try {
    decodeProtectedHeader(token);
    decodeJwt(token);
  } catch {
    throw new JwtError('JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got 1)');
  }
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'], currentDate: new Date(now * 1000) }));
  } catch (error) {
    const claim = error instanceof errors.JWTClaimValidationFailed ? error.claim : null;
    if (error instanceof errors.JWTExpired || claim === 'exp') throw new JwtError('JWT expired');
    if (claim === 'nbf') throw new JwtError('JWT not yet valid');
    throw new JwtError('JWSError JWSInvalidSignature');
  }
  if (typeof payload.role !== 'string' || !API_ROLES.has(payload.role)) {
    throw new JwtError(`role "${String(payload.role)}" does not exist`);
  }
  return payload as JwtClaims;
}

/** The Supabase CLI's published local keys: signed with the local secret, valid until 2032 (jwt.test.ts re-signs them). */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const LOCAL_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

const ANON: JwtClaims = { role: 'anon' };

/** PostgREST's rule: the Bearer token when present, else the apikey header, else anonymous. */
export async function claimsFromRequest(req: Pick<BackendRequest, 'headers'>, secret: string): Promise<JwtClaims> {
  const authorization = req.headers.authorization?.trim();
  let token: string | undefined;
  if (authorization) {
    const match = /^bearer\s+(.+)$/i.exec(authorization);
    if (!match) throw unauthorized('Invalid Authorization header: expected a Bearer token');
    token = match[1]!.trim();
  } else if (req.headers.apikey) {
    token = req.headers.apikey.trim();
  }
  if (!token) return ANON;
  try {
    return await verifyJwt(token, secret);
  } catch (error) {
    throw unauthorized(error instanceof Error ? error.message : 'Invalid JWT');
  }
}

function unauthorized(message: string): HttpError {
  return new HttpError(
    401,
    { code: 'PGRST301', details: null, hint: null, message },
    { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message.replace(/"/g, "'")}"` },
  );
}
