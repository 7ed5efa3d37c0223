import { randomBytes } from 'node:crypto';
import type { BackendContext, JwtClaims, Tx } from '../contract';
import { authErrors } from './gotrue-errors';
import { appMetadataOf, findUserById, isBanned, userJson, type UserRow } from './users';

/** How the session was started, kept in auth.sessions.tag so refreshed tokens carry the same `amr`. */
export type AuthMethod = 'password' | 'otp' | 'recovery' | 'invite' | 'magiclink';

export interface SessionBody {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

type Query = Pick<Tx, 'query'>;

function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

async function accessToken(
  ctx: BackendContext,
  user: UserRow,
  sessionId: string,
  method: string,
  authenticatedAt: number,
): Promise<{ token: string; expiresIn: number; expiresAt: number }> {
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresIn = ctx.config.jwtExpirySeconds;
  const expiresAt = issuedAt + expiresIn;
  const claims: JwtClaims = {
    aud: 'authenticated',
    exp: expiresAt,
    iat: issuedAt,
    iss: `${ctx.config.publicUrl.replace(/\/+$/, '')}/auth/v1`,
    sub: user.id,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: appMetadataOf(user),
    user_metadata: user.raw_user_meta_data ?? {},
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method, timestamp: authenticatedAt }],
    session_id: sessionId,
    is_anonymous: false,
  };
  return { token: await ctx.signJwt(claims, expiresIn), expiresIn, expiresAt };
}

async function sessionBody(
  ctx: BackendContext,
  tx: Query,
  user: UserRow,
  sessionId: string,
  method: string,
  authenticatedAt: number,
  refreshToken: string,
): Promise<SessionBody> {
  const { token, expiresIn, expiresAt } = await accessToken(ctx, user, sessionId, method, authenticatedAt);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await userJson(tx, user),
  };
}

/** Starts a session for the user: a session row, its first refresh token and a signed access token. */
export async function issueSession(
  ctx: BackendContext,
  tx: Query,
  userId: string,
  method: AuthMethod,
): Promise<SessionBody> {
  const { rows } = await tx.query<{ id: string; created_at: Date | string }>(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, refreshed_at, tag)
     values (gen_random_uuid(), $1, now(), now(), 'aal1', now(), $2) returning id, created_at`,
    [userId, method],
  );
  const session = rows[0];
  if (!session) throw new Error('auth.sessions insert returned no row');
  const refreshToken = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3)`,
    [refreshToken, userId, session.id],
  );
  await tx.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [userId]);
  await tx.query(
    `update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'`,
    [userId],
  );
  const user = await findUserById(tx, userId);
  if (!user) throw authErrors.userNotFound();
  const authenticatedAt = Math.floor(new Date(session.created_at).getTime() / 1000);
  return sessionBody(ctx, tx, user, session.id, method, authenticatedAt, refreshToken);
}

interface RefreshTokenRow {
  token: string;
  user_id: string | null;
  revoked: boolean | null;
  session_id: string | null;
  session_created_at: Date | string | null;
  session_tag: string | null;
}

export type RefreshOutcome = { kind: 'session'; body: SessionBody } | { kind: 'reused' };

/**
 * Rotates a refresh token: the presented token is revoked and a child (parent = it) issued. A token that was
 * already used signals theft, so the whole session's tokens are revoked (GoTrue's reuse detection); the caller
 * commits that and then answers refresh_token_already_used.
 */
export async function refreshSession(ctx: BackendContext, tx: Query, presented: string): Promise<RefreshOutcome> {
  const { rows } = await tx.query<RefreshTokenRow>(
    `select t.token, t.user_id, t.revoked, t.session_id, s.created_at as session_created_at, s.tag as session_tag
       from auth.refresh_tokens t
       join auth.sessions s on s.id = t.session_id
      where t.token = $1
      for update of t`,
    [presented],
  );
  const current = rows[0];
  if (!current || !current.session_id || !current.user_id) throw authErrors.refreshTokenNotFound();
  if (current.revoked) {
    await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1', [
      current.session_id,
    ]);
    return { kind: 'reused' };
  }
  const user = await findUserById(tx, current.user_id);
  if (!user) throw authErrors.refreshTokenNotFound();
  if (isBanned(user)) throw authErrors.userBanned();

  await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [presented]);
  const refreshToken = newRefreshToken();
  await tx.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
    [refreshToken, user.id, presented, current.session_id],
  );
  await tx.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [
    current.session_id,
  ]);
  const authenticatedAt = Math.floor(new Date(current.session_created_at ?? Date.now()).getTime() / 1000);
  return {
    kind: 'session',
    body: await sessionBody(
      ctx,
      tx,
      user,
      current.session_id,
      current.session_tag ?? 'password',
      authenticatedAt,
      refreshToken,
    ),
  };
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Ends sessions (their refresh tokens go with them): all of the user's, this one, or all but this one. */
export async function endSessions(tx: Query, userId: string, sessionId: string | null, scope: LogoutScope): Promise<void> {
  if (scope === 'global' || !sessionId) {
    if (scope !== 'others') await tx.query('delete from auth.sessions where user_id = $1', [userId]);
    return;
  }
  if (scope === 'local') {
    await tx.query('delete from auth.sessions where id = $1 and user_id = $2', [sessionId, userId]);
  } else {
    await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
  }
}

export async function sessionExists(tx: Query, sessionId: string): Promise<boolean> {
  const { rows } = await tx.query('select 1 from auth.sessions where id = $1', [sessionId]);
  return rows.length > 0;
}
