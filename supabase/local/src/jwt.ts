import { createHmac, timingSafeEqual } from 'node:crypto';
import { HttpError, LOCAL_JWT_SECRET, type BackendRequest, type JwtClaims } from './contract';

const base64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');

/** Signs claims as an HS256 JWT. */
export function signJwt(payload: Record<string, unknown>, secret: string): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify(payload));
  const signature = createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

export class JwtError extends Error {}

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

/** Verifies an HS256 JWT's signature, algorithm, expiry and role; returns its claims or throws JwtError. */
export function verifyJwt(token: string, secret: string, now = Math.floor(Date.now() / 1000)): JwtClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new JwtError('Expected 3 parts in JWT; got ' + parts.length);
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  let header: { alg?: unknown };
  let payload: Record<string, unknown>;
  try {
    header = JSON.parse(Buffer.from(headerPart, 'base64url').toString('utf8')) as { alg?: unknown };
    payload = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    throw new JwtError('JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got 1)');
  }
  if (!header || typeof header !== 'object' || header.alg !== 'HS256') throw new JwtError('JWSError JWSInvalidSignature');
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) throw new JwtError('JWSError JWSInvalidSignature');
  const expected = createHmac('sha256', secret).update(`${headerPart}.${payloadPart}`).digest();
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new JwtError('JWSError JWSInvalidSignature');
  if (payload.exp !== undefined && (typeof payload.exp !== 'number' || payload.exp <= now)) throw new JwtError('JWT expired');
  if (typeof payload.role !== 'string' || !API_ROLES.has(payload.role)) {
    throw new JwtError(`role "${String(payload.role)}" does not exist`);
  }
  return payload as JwtClaims;
}

/** The Supabase CLI's published local keys: signed with the local secret, valid until 2032. */
export const LOCAL_ANON_KEY = signJwt({ iss: 'supabase-demo', role: 'anon', exp: 1983812996 }, LOCAL_JWT_SECRET);
export const LOCAL_SERVICE_ROLE_KEY = signJwt({ iss: 'supabase-demo', role: 'service_role', exp: 1983812996 }, LOCAL_JWT_SECRET);

const ANON: JwtClaims = { role: 'anon' };

/** PostgREST's rule: the Bearer token when present, else the apikey header, else anonymous. */
export function claimsFromRequest(req: Pick<BackendRequest, 'headers'>, secret: string): JwtClaims {
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
    return verifyJwt(token, secret);
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
