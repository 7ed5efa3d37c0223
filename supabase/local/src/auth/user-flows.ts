import { HttpError, type BackendContext, type BackendRequest, type BackendResponse } from '../contract';
import type { EmailLinkType } from './auth-emails';
import { consumeLinkToken, prepareEmailLink, type OutgoingAuthEmail } from './email-links';
import { authErrors, gotrueError } from './gotrue-errors';
import {
  json,
  objectField,
  readJsonBody,
  redirectTarget,
  requireEmail,
  requireStrongPassword,
  requireUser,
  stringField,
  type Authenticated,
} from './request';
import { endSessions, issueSession, refreshSession, type AuthMethod, type LogoutScope, type SessionBody } from './sessions';
import {
  confirmEmail,
  findUserByEmail,
  findUserById,
  insertUser,
  isBanned,
  mergeUserMetadata,
  normalizeEmail,
  obfuscatedUserJson,
  passwordMatches,
  setPassword,
  userJson,
} from './users';

async function sendAfterCommit(ctx: BackendContext, message: OutgoingAuthEmail | null): Promise<void> {
  if (message) await ctx.sendMail(message);
}

export async function signUp(req: BackendRequest, ctx: BackendContext): Promise<BackendResponse> {
  const body = readJsonBody(req);
  const rawEmail = stringField(body, 'email');
  if (!rawEmail && body.phone !== undefined) throw gotrueError(400, 'phone_provider_disabled', 'Phone signups are disabled');
  const email = requireEmail(rawEmail, 'To signup, please provide your email');
  const password = requireStrongPassword(stringField(body, 'password'), 'Signup requires a valid password');
  const metadata = objectField(body, 'data') ?? {};
  const redirectTo = redirectTarget(req, ctx);

  const outcome = await ctx.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing?.email_confirmed_at) return { user: obfuscatedUserJson(email, metadata), message: null };
    // An unconfirmed account is not changed (nobody has proven they own it); its confirmation is sent again.
    const user = existing ?? (await insertUser(tx, { email, password, userMetadata: metadata, confirmed: false }));
    const { message } = await prepareEmailLink(ctx, tx, { id: user.id, email }, 'signup', redirectTo);
    const current = await findUserById(tx, user.id);
    return { user: current ? await userJson(tx, current) : {}, message };
  });
  await sendAfterCommit(ctx, outcome.message);
  return json(200, outcome.user);
}

async function passwordGrant(req: BackendRequest, ctx: BackendContext): Promise<BackendResponse> {
  const body = readJsonBody(req);
  const email = stringField(body, 'email');
  const password = stringField(body, 'password');
  if (!email) {
    if (body.phone !== undefined) throw gotrueError(400, 'phone_provider_disabled', 'Phone logins are disabled');
    throw authErrors.validation('missing email or phone');
  }
  if (!password) throw authErrors.invalidCredentials();
  const session = await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user || !(await passwordMatches(tx, user.id, password))) throw authErrors.invalidCredentials();
    if (!user.email_confirmed_at) throw authErrors.emailNotConfirmed();
    if (isBanned(user)) throw authErrors.userBanned();
    return issueSession(ctx, tx, user.id, 'password');
  });
  return json(200, session);
}

async function refreshTokenGrant(req: BackendRequest, ctx: BackendContext): Promise<BackendResponse> {
  const body = readJsonBody(req);
  const refreshToken = stringField(body, 'refresh_token');
  if (!refreshToken) throw authErrors.refreshTokenNotFound();
  const outcome = await ctx.db.transaction((tx) => refreshSession(ctx, tx, refreshToken));
  if (outcome.kind === 'reused') throw authErrors.refreshTokenAlreadyUsed();
  return json(200, outcome.body);
}

export async function token(req: BackendRequest, ctx: BackendContext): Promise<BackendResponse> {
  const grantType = req.url.searchParams.get('grant_type');
  if (grantType === 'password') return passwordGrant(req, ctx);
  if (grantType === 'refresh_token') return refreshTokenGrant(req, ctx);
  throw gotrueError(400, 'validation_failed', 'unsupported_grant_type');
}

export async function logout(req: BackendRequest, ctx: BackendContext): Promise<BackendResponse> {
  const scope = req.url.searchParams.get('scope') ?? 'global';
  if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
    throw authErrors.validation("Unsupported logout scope, must be one of 'global', 'local' or 'others'");
  }
  let authenticated: Authenticated;
  try {
    authenticated = await requireUser(req, ctx);
  } catch (error) {
    // A session that is already gone is signed out: nothing left to do.
    if (error instanceof HttpError && error.body.error_code === 'session_not_found') return { status: 204 };
    throw error;
  }
  const { user, sessionId } = authenticated;
  await ctx.db.transaction((tx) => endSessions(tx, user.id, sessionId, scope as LogoutScope));
  return { status: 204 };
}

/** Always answers `{}`: whether the address has an account is never revealed. */
export async function recover(req: BackendRequest, ctx: BackendContext): Promise<BackendResponse> {
  const body = readJsonBody(req);
  const email = requireEmail(stringField(body, 'email'), 'Password recovery requires an email');
  const redirectTo = redirectTarget(req, ctx);
  const message = await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return null;
    return (await prepareEmailLink(ctx, tx, { id: user.id, email: user.email ?? email }, 'recovery', redirectTo)).message;
  });
  await sendAfterCommit(ctx, message);
  return json(200, {});
}

const VERIFY_TYPES = ['signup', 'invite', 'recovery', 'magiclink', 'email'] as const;
type VerifyType = (typeof VERIFY_TYPES)[number];

function verifyType(value: unknown): VerifyType {
  if (typeof value !== 'string' || !(VERIFY_TYPES as readonly string[]).includes(value)) {
    throw authErrors.validation('Unsupported verification type');
  }
  return value as VerifyType;
}

const METHOD_BY_LINK: Record<EmailLinkType, AuthMethod> = {
  signup: 'otp',
  invite: 'invite',
  recovery: 'recovery',
  magiclink: 'magiclink',
};

/** Consumes the link token and starts a session, or null when the token is unknown, used or expired. */
async function verifyAndSignIn(
  ctx: BackendContext,
  tokenValue: string,
  type: VerifyType,
): Promise<{ session: SessionBody; type: EmailLinkType } | null> {
  return ctx.db.transaction(async (tx) => {
    const verified = await consumeLinkToken(tx, tokenValue, type);
    if (!verified) return null;
    const user = await findUserById(tx, verified.userId);
    if (!user || isBanned(user)) return null;
    await confirmEmail(tx, user.id);
    return { session: await issueSession(ctx, tx, user.id, METHOD_BY_LINK[verified.type]), type: verified.type };
  });
}

function withFragment(target: string, fragment: URLSearchParams): string {
  return `${target.split('#')[0]}#${fragment.toString()}`;
}

/** The link in an e-mail: answers a redirect carrying the session (or the error) in the URL fragment. */
export async function verifyLinkRedirect(req: BackendRequest, ctx: BackendContext): Promise<BackendResponse> {
  const tokenValue = req.url.searchParams.get('token') ?? req.url.searchParams.get('token_hash');
  if (!tokenValue) throw authErrors.validation('Verify requires a token or a token hash');
  const type = verifyType(req.url.searchParams.get('type'));
  const redirectTo = redirectTarget(req, ctx);
  const result = await verifyAndSignIn(ctx, tokenValue, type);
  const fragment = result
    ? new URLSearchParams({
        access_token: result.session.access_token,
        expires_at: String(result.session.expires_at),
        expires_in: String(result.session.expires_in),
        refresh_token: result.session.refresh_token,
        token_type: 'bearer',
        type: result.type,
      })
    : new URLSearchParams({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      });
  return { status: 303, headers: { location: withFragment(redirectTo, fragment), 'cache-control': 'no-store' } };
}

/** verifyOtp({ token_hash, type }): the same check as the link, answered as a session body. */
export async function verifyOtp(req: BackendRequest, ctx: BackendContext): Promise<BackendResponse> {
  const body = readJsonBody(req);
  const tokenValue = stringField(body, 'token_hash') ?? stringField(body, 'token');
  if (!tokenValue) throw authErrors.validation('Verify requires a token or a token hash');
  const type = verifyType(body.type);
  const result = await verifyAndSignIn(ctx, tokenValue, type);
  if (!result) throw authErrors.otpExpired();
  return json(200, result.session);
}

export async function getUser(req: BackendRequest, ctx: BackendContext): Promise<BackendResponse> {
  const { user } = await requireUser(req, ctx);
  return json(200, await userJson(ctx.db, user));
}

export async function updateUser(req: BackendRequest, ctx: BackendContext): Promise<BackendResponse> {
  const { user, sessionId } = await requireUser(req, ctx);
  const body = readJsonBody(req);
  const password = stringField(body, 'password');
  const metadata = objectField(body, 'data');
  const email = stringField(body, 'email');
  if (email !== undefined && normalizeEmail(email) !== user.email) {
    throw gotrueError(422, 'email_change_not_supported', 'Changing the e-mail address is not supported by the local backend');
  }
  if (password !== undefined) requireStrongPassword(password, 'Password update requires a valid password');

  const updated = await ctx.db.transaction(async (tx) => {
    if (password !== undefined) {
      if (await passwordMatches(tx, user.id, password)) throw authErrors.samePassword();
      await setPassword(tx, user.id, password);
      // As GoTrue does on a password change: every other session of the user ends.
      await endSessions(tx, user.id, sessionId, 'others');
    }
    if (metadata) await mergeUserMetadata(tx, user.id, 'raw_user_meta_data', metadata);
    const current = await findUserById(tx, user.id);
    return current ? userJson(tx, current) : {};
  });
  return json(200, updated);
}
