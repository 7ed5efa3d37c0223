import { createHash, randomInt, randomUUID } from 'node:crypto';
import { HttpError, type BackendContext, type BackendRequest, type BackendResponse, type Tx } from '../contract';
import { buildReauthenticationEmail, type EmailLinkType } from './auth-emails';
import { consumeLinkToken, prepareEmailLink, type OutgoingAuthEmail } from './email-links';
import { authErrors, gotrueError } from './gotrue-errors';
import { passwordWeakness } from './password-policy';
import { PROJECT } from './rate-limits';
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
  hashPasswordForNothing,
  lookAlikeSignUpJson,
  mergeUserMetadata,
  normalizeEmail,
  passwordMatches,
  setPassword,
  userJson,
  userWithPassword,
  type UserRow,
} from './users';

/**
 * Captures the e-mail inside the transaction, or does the same work and throws it away (`keep` false), so
 * a request that mails nothing because the address has no account takes as long as one that mails. Only
 * a kept e-mail is charged to the project's `email_sent` budget (as GoTrue charges only what it sends);
 * one that finds the budget spent since the request was let in is thrown away, with the same answer.
 */
async function mailInside(ctx: BackendContext, tx: Pick<Tx, 'query'>, message: OutgoingAuthEmail, keep: boolean): Promise<void> {
  await tx.query('savepoint auth_mail');
  await ctx.sendMail(message, tx);
  const send = keep && (await ctx.withinAuthRateLimit('email_sent', PROJECT));
  await tx.query(send ? 'release savepoint auth_mail' : 'rollback to savepoint auth_mail');
}

/**
 * The same statements as prepareEmailLink for a user, aimed at an id nobody has: the e-mail it returns goes
 * nowhere and no account changes.
 */
async function prepareEmailLinkForNobody(
  ctx: BackendContext,
  tx: Pick<Tx, 'query'>,
  email: string,
  type: EmailLinkType,
  redirectTo: string,
): Promise<OutgoingAuthEmail> {
  return (await prepareEmailLink(ctx, tx, { id: randomUUID(), email }, type, redirectTo)).message;
}

/**
 * Sign-up. An address that already has an account gets the same answer as a new one (a look-alike user),
 * after the same work (a bcrypt hash, a link, an e-mail capture): neither the body nor the time tells
 * whether the address is registered. The existing account is not changed, since nobody has proven they
 * own the address; an unconfirmed one is sent its confirmation again.
 */
export async function signUp(req: BackendRequest, ctx: BackendContext): Promise<BackendResponse> {
  const body = readJsonBody(req);
  const rawEmail = stringField(body, 'email');
  if (!rawEmail && body.phone !== undefined) throw gotrueError(400, 'phone_provider_disabled', 'Phone signups are disabled');
  const email = requireEmail(rawEmail, 'To signup, please provide your email');
  const password = requireStrongPassword(ctx, stringField(body, 'password'), 'Signup requires a valid password');
  const metadata = objectField(body, 'data') ?? {};
  const redirectTo = redirectTarget(req, ctx);

  const user = await ctx.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing) {
      await hashPasswordForNothing(tx, password);
      const confirmed = Boolean(existing.email_confirmed_at);
      const message = confirmed
        ? await prepareEmailLinkForNobody(ctx, tx, email, 'signup', redirectTo)
        : (await prepareEmailLink(ctx, tx, { id: existing.id, email }, 'signup', redirectTo)).message;
      await mailInside(ctx, tx, message, !confirmed);
      return lookAlikeSignUpJson(email, metadata);
    }
    const created = await insertUser(tx, { email, password, userMetadata: metadata, confirmed: false });
    const { message } = await prepareEmailLink(ctx, tx, { id: created.id, email }, 'signup', redirectTo);
    await mailInside(ctx, tx, message, true);
    const current = await findUserById(tx, created.id);
    return current ? userJson(tx, current) : {};
  });
  return json(200, user);
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
    const user = await userWithPassword(tx, email, password);
    if (!user) throw authErrors.invalidCredentials();
    if (!user.email_confirmed_at) throw authErrors.emailNotConfirmed();
    if (isBanned(user)) throw authErrors.userBanned();
    return issueSession(ctx, tx, user.id, 'password');
  });
  // As GoTrue does: a password that no longer meets the policy still signs in, and the answer says so.
  const weakness = passwordWeakness(ctx.config.auth, password);
  return json(200, weakness ? { ...session, weak_password: weakness } : session);
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

/**
 * Always answers `{}` after the same work: whether the address has an account is told neither by the
 * answer nor by its time (an unknown address gets a link for nobody and an e-mail that is thrown away).
 */
export async function recover(req: BackendRequest, ctx: BackendContext): Promise<BackendResponse> {
  const body = readJsonBody(req);
  const email = requireEmail(stringField(body, 'email'), 'Password recovery requires an email');
  const redirectTo = redirectTarget(req, ctx);
  await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    const message = user
      ? (await prepareEmailLink(ctx, tx, { id: user.id, email: user.email ?? email }, 'recovery', redirectTo)).message
      : await prepareEmailLinkForNobody(ctx, tx, email, 'recovery', redirectTo);
    await mailInside(ctx, tx, message, user !== null);
  });
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

/** How long a sign-in counts as recent for a password change without a reauthentication code (GoTrue's). */
const RECENT_SIGN_IN_HOURS = 24;

async function signedInRecently(tx: Pick<Tx, 'query'>, userId: string, sessionId: string | null): Promise<boolean> {
  if (!sessionId) return false;
  const { rows } = await tx.query<{ recent: boolean }>(
    `select created_at > now() - make_interval(hours => $3) as recent from auth.sessions where id = $1 and user_id = $2`,
    [sessionId, userId, RECENT_SIGN_IN_HOURS],
  );
  return rows[0]?.recent === true;
}

/** GoTrue's reauthentication token: a hash of the address and the code, so the stored value gives no code away. */
function reauthenticationTokenHash(email: string, code: string): string {
  return createHash('sha224').update(email + code).digest('hex');
}

/** Uses up the user's reauthentication code when it matches and is not older than otp_expiry. */
async function consumeReauthenticationCode(ctx: BackendContext, tx: Pick<Tx, 'query'>, user: UserRow, code: string): Promise<boolean> {
  const { rows } = await tx.query(
    `update auth.users set reauthentication_token = '', updated_at = now()
      where id = $1 and reauthentication_token <> '' and reauthentication_token = $2
        and reauthentication_sent_at > now() - make_interval(secs => $3)
      returning id`,
    [user.id, reauthenticationTokenHash(user.email ?? '', code), ctx.config.auth.otpExpirySeconds],
  );
  return rows.length > 0;
}

/**
 * PUT /user: metadata and password. With `[auth.email] secure_password_change`, as in GoTrue, a password
 * change needs a session started within the last 24 hours (a sign-in, or a recovery or invitation link) or
 * the code that GET /reauthenticate mailed, sent as `nonce`.
 */
export async function updateUser(req: BackendRequest, ctx: BackendContext): Promise<BackendResponse> {
  const { user, sessionId } = await requireUser(req, ctx);
  const body = readJsonBody(req);
  const password = stringField(body, 'password');
  const nonce = stringField(body, 'nonce');
  const metadata = objectField(body, 'data');
  const email = stringField(body, 'email');
  if (email !== undefined && normalizeEmail(email) !== user.email) {
    throw gotrueError(422, 'email_change_not_supported', 'Changing the e-mail address is not supported by the local backend');
  }
  if (password !== undefined) requireStrongPassword(ctx, password, 'Password update requires a valid password');

  const updated = await ctx.db.transaction(async (tx) => {
    if (password !== undefined) {
      if (ctx.config.auth.securePasswordChange && !(await signedInRecently(tx, user.id, sessionId))) {
        if (!nonce) throw authErrors.reauthenticationNeeded();
        if (!(await consumeReauthenticationCode(ctx, tx, user, nonce))) throw authErrors.reauthenticationNotValid();
      }
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

function oneTimeCode(digits: number): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

/**
 * GET /reauthenticate (supabase.auth.reauthenticate()): mails the signed-in user a one-time code for a
 * password change. Codes go out no more often than `[auth.email] max_frequency`, as GoTrue sends them.
 */
export async function reauthenticate(req: BackendRequest, ctx: BackendContext): Promise<BackendResponse> {
  const { user } = await requireUser(req, ctx);
  const email = user.email;
  if (!email) throw authErrors.validation('Reauthentication requires the user to have an email or a phone number');
  if (!user.email_confirmed_at) throw authErrors.reauthenticationEmailNotConfirmed();
  await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ seconds_left: number | string | null }>(
      `select extract(epoch from reauthentication_sent_at + make_interval(secs => $2) - now()) as seconds_left
         from auth.users where id = $1 for update`,
      [user.id, ctx.config.auth.maxFrequencySeconds],
    );
    const secondsLeft = Number(rows[0]?.seconds_left ?? 0);
    if (secondsLeft > 0) throw authErrors.sentTooRecently(secondsLeft);
    const code = oneTimeCode(ctx.config.auth.otpLength);
    await tx.query(
      `update auth.users set reauthentication_token = $2, reauthentication_sent_at = now(), updated_at = now() where id = $1`,
      [user.id, reauthenticationTokenHash(email, code)],
    );
    if (!(await ctx.withinAuthRateLimit('email_sent', PROJECT))) throw authErrors.overEmailSendRateLimit();
    await ctx.sendMail(buildReauthenticationEmail(email, code, Math.round(ctx.config.auth.otpExpirySeconds / 60)), tx);
  });
  return json(200, {});
}
