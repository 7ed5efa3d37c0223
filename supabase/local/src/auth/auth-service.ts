import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AuthRateLimitBucket, BackendRequest } from '../contract';
import { serve, serviceRoutes, type BackendEnv } from '../service-routes';
import { adminRoutes, invite } from './admin';
import { authErrors } from './gotrue-errors';
import { PROJECT } from './rate-limits';
import { json, readJsonBody, stringField } from './request';
import { normalizeEmail } from './users';
import { getUser, logout, reauthenticate, recover, signUp, token, updateUser, verifyLinkRedirect, verifyOtp } from './user-flows';

const SETTINGS = {
  external: {
    anonymous_users: false,
    apple: false,
    azure: false,
    discord: false,
    email: true,
    facebook: false,
    github: false,
    gitlab: false,
    google: false,
    phone: false,
  },
  disable_signup: false,
  mailer_autoconfirm: false,
  phone_autoconfirm: false,
  sms_provider: '',
  saml_enabled: false,
};

type BucketOf = AuthRateLimitBucket | ((req: BackendRequest) => AuthRateLimitBucket);

/** The client's address as the gateway reports it (http-app.ts gatewayHeaders: the socket's, never a forwarded header). */
const clientOf = (req: BackendRequest) => req.headers['cf-connecting-ip'] ?? 'unknown';

/** Counts the request against `[auth.rate_limit]` buckets per client address before the route answers, as GoTrue does. */
function rateLimited(...buckets: BucketOf[]): MiddlewareHandler<BackendEnv> {
  return async (c, next) => {
    const req = c.get('request');
    const ctx = c.get('backend');
    for (const bucketOf of buckets) {
      const bucket = typeof bucketOf === 'function' ? bucketOf(req) : bucketOf;
      if (!(await ctx.withinAuthRateLimit(bucket, clientOf(req)))) throw authErrors.overRequestRateLimit();
    }
    await next();
  };
}

/**
 * The limits of a request that may send an e-mail (sign-up, recovery), in this order, so that what a
 * stranger spends is theirs: the client's own allowance (`sign_in_sign_ups` per 5 minutes; sign-ups share
 * it with sign-ins, recovery counts apart, as GoTrue's own /recover limiter does), then the target address's (`email_per_address`
 * per hour), then the project's `email_sent`, which is only looked at here: it is charged when an e-mail
 * is actually sent (user-flows.ts mailInside), as GoTrue charges it, so requests for addresses without an
 * account never spend it. Every refusal comes before the address is looked up and reads the same for
 * known and unknown addresses.
 */
function emailRequestLimited(clientKey: (client: string) => string): MiddlewareHandler<BackendEnv> {
  return async (c, next) => {
    const req = c.get('request');
    const ctx = c.get('backend');
    if (!(await ctx.withinAuthRateLimit('sign_in_sign_ups', clientKey(clientOf(req))))) throw authErrors.overRequestRateLimit();
    const email = targetAddress(req);
    if (email && !(await ctx.withinAuthRateLimit('email_per_address', email))) throw authErrors.overEmailSendRateLimit();
    if (await ctx.authRateLimitSpent('email_sent', PROJECT)) throw authErrors.overEmailSendRateLimit();
    await next();
  };
}

/** The address a request asks to mail, normalized; null when the body names none (the route refuses it then). */
function targetAddress(req: BackendRequest): string | null {
  try {
    const email = stringField(readJsonBody(req), 'email');
    return email?.trim() ? normalizeEmail(email) : null;
  } catch {
    return null;
  }
}

/** A reauthentication code goes to the signed-in user's own address: only the project's budget applies before it is sent. */
const projectEmailBudget: MiddlewareHandler<BackendEnv> = async (c, next) => {
  if (await c.get('backend').authRateLimitSpent('email_sent', PROJECT)) throw authErrors.overEmailSendRateLimit();
  await next();
};

const tokenBucket = (req: BackendRequest): AuthRateLimitBucket =>
  req.url.searchParams.get('grant_type') === 'refresh_token' ? 'token_refresh' : 'sign_in_sign_ups';

/** GoTrue serves no HEAD: where it serves GET, HEAD is 405 (Hono would answer it as a GET without a body). */
const noHead: MiddlewareHandler<BackendEnv> = async (c, next) => {
  if (c.req.method === 'HEAD' && matchedRoutes(c).some((route) => route.method === 'GET')) throw authErrors.methodNotAllowed();
  await next();
};

/**
 * Auth (`/auth/v1`), compatible with GoTrue for what @supabase/supabase-js sends: e-mail sign-up with
 * confirmation, password and refresh-token grants with rotation, logout, recovery, verify links, the user
 * endpoints (with the password policy and secure password change of `[auth]`, and reauthentication codes)
 * and the service_role admin API. Errors are GoTrue's `{code, error_code, msg}`. Sign-in, sign-up, refresh
 * and verify requests and the e-mails sent keep to `[auth.rate_limit]` of supabase/config.toml (429).
 * Trailing slashes are ignored (http-app.ts).
 */
export const authRoutes = serviceRoutes()
  .use(noHead)
  .post('/signup', emailRequestLimited((client) => client), serve(signUp))
  .post('/token', rateLimited(tokenBucket), serve(token))
  .post('/logout', serve(logout))
  .post('/recover', emailRequestLimited((client) => `recover ${client}`), serve(recover))
  .get('/verify', rateLimited('token_verifications'), serve(verifyLinkRedirect))
  .post('/verify', rateLimited('token_verifications'), serve(verifyOtp))
  .get('/user', serve(getUser))
  .put('/user', serve(updateUser))
  .get('/reauthenticate', projectEmailBudget, serve(reauthenticate))
  .post('/invite', serve(invite))
  .get('/settings', serve(async () => json(200, SETTINGS)))
  .get(
    '/health',
    serve(async () => json(200, { version: 'local', name: 'GoTrue', description: 'Local GoTrue-compatible auth of the embedded backend' })),
  )
  // HS256 tokens: there is no public key to publish, as with GoTrue on a symmetric secret.
  .get('/.well-known/jwks.json', serve(async () => json(200, { keys: [] })))
  .route('/admin', adminRoutes);

// A path served with some methods answers the others with 405, as GoTrue's router does; any other path is 404.
for (const path of new Set(authRoutes.routes.filter((route) => route.method !== 'ALL').map((route) => route.path))) {
  authRoutes.all(path, () => {
    throw authErrors.methodNotAllowed();
  });
}
authRoutes.all('*', () => {
  throw authErrors.notFound();
});
