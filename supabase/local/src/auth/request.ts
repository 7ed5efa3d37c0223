import { HttpError, type BackendContext, type BackendRequest, type BackendResponse, type JwtClaims } from '../contract';
import { authErrors } from './gotrue-errors';
import { resolveRedirectUrl } from './redirect-url';
import { sessionExists } from './sessions';
import { MAX_PASSWORD_BYTES, passwordWeakness } from './password-policy';
import { findUserById, isValidEmail, normalizeEmail, type UserRow } from './users';

export function json(status: number, body: unknown, headers: Record<string, string> = {}): BackendResponse {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(body),
  };
}

/** The JSON object body; an empty body reads as `{}`. */
export function readJsonBody(req: BackendRequest): Record<string, unknown> {
  const text = req.body.toString('utf8').trim();
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw authErrors.badJson(error instanceof Error ? error.message : 'invalid JSON');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw authErrors.badJson('expected a JSON object');
  return parsed as Record<string, unknown>;
}

/** A string field, or undefined when absent or null; any other type is refused. */
export function stringField(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw authErrors.validation(`${name} must be a string`);
  return value;
}

export function objectField(body: Record<string, unknown>, name: string): Record<string, unknown> | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw authErrors.validation(`${name} must be an object`);
  return value as Record<string, unknown>;
}

export function redirectTarget(req: BackendRequest, ctx: BackendContext, requested?: string | null): string {
  return resolveRedirectUrl(
    requested ?? req.url.searchParams.get('redirect_to'),
    ctx.config.siteUrl,
    ctx.config.additionalRedirectUrls,
  );
}

export function requireEmail(value: string | undefined, missingMessage: string): string {
  if (!value || !value.trim()) throw authErrors.validation(missingMessage);
  const email = normalizeEmail(value);
  if (!isValidEmail(email)) throw authErrors.invalidEmail();
  return email;
}

/** A password that `[auth]` of supabase/config.toml accepts, refused as GoTrue refuses it otherwise (422 weak_password). */
export function requireStrongPassword(ctx: BackendContext, password: string | undefined, missingMessage: string): string {
  if (password === undefined || password === '') throw authErrors.validation(missingMessage);
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) throw authErrors.passwordTooLong(MAX_PASSWORD_BYTES);
  const weakness = passwordWeakness(ctx.config.auth, password);
  if (weakness) throw authErrors.weakPassword(weakness.message, weakness.reasons);
  return password;
}

async function verifiedClaims(req: BackendRequest, ctx: BackendContext): Promise<JwtClaims> {
  try {
    return await ctx.claimsFor(req);
  } catch (error) {
    if (error instanceof HttpError) throw authErrors.badJwt(error.message);
    throw error;
  }
}

function hasBearer(req: BackendRequest): boolean {
  return /^bearer\s+\S/i.test(req.headers.authorization ?? '');
}

export interface Authenticated {
  claims: JwtClaims;
  user: UserRow;
  sessionId: string | null;
}

/** The signed-in user of `Authorization: Bearer <access token>`, whose session must still exist. */
export async function requireUser(req: BackendRequest, ctx: BackendContext): Promise<Authenticated> {
  if (!hasBearer(req)) throw authErrors.noAuthorization();
  const claims = await verifiedClaims(req, ctx);
  if (typeof claims.sub !== 'string' || !claims.sub) throw authErrors.missingSub();
  const user = await findUserById(ctx.db, claims.sub);
  if (!user) throw authErrors.userFromJwtMissing();
  const sessionId = typeof claims.session_id === 'string' && /^[0-9a-f-]{36}$/i.test(claims.session_id)
    ? claims.session_id
    : null;
  if (sessionId && !(await sessionExists(ctx.db, sessionId))) throw authErrors.sessionMissing();
  return { claims, user, sessionId };
}

/** Admin endpoints take the service_role key (or a token with that role) only. */
export async function requireServiceRole(req: BackendRequest, ctx: BackendContext): Promise<void> {
  if (!hasBearer(req)) throw authErrors.noAuthorization();
  if ((await verifiedClaims(req, ctx)).role !== 'service_role') throw authErrors.notAdmin();
}
