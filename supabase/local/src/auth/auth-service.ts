import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AuthRateLimitBucket, BackendRequest } from '../contract';
import { serve, serviceRoutes, type BackendEnv } from '../service-routes';
import { adminRoutes, invite } from './admin';
import { authErrors } from './gotrue-errors';
import { json } from './request';
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

/**
 * Counts the request against `[auth.rate_limit]` buckets before the route answers, as GoTrue sorts them:
 * per client address, except e-mail, which GoTrue counts per project for every request that may send one
 * (sent or not, so a refusal never tells whether an address has an account).
 */
function rateLimited(...buckets: BucketOf[]): MiddlewareHandler<BackendEnv> {
  return async (c, next) => {
    const req = c.get('request');
    const ctx = c.get('backend');
    // The client's address as the gateway reports it (http-app.ts gatewayHeaders).
    const client = req.headers['cf-connecting-ip'] ?? 'unknown';
    for (const bucketOf of buckets) {
      const bucket = typeof bucketOf === 'function' ? bucketOf(req) : bucketOf;
      if (bucket === 'email_sent') {
        if (!(await ctx.withinAuthRateLimit(bucket, 'project'))) throw authErrors.overEmailSendRateLimit();
      } else if (!(await ctx.withinAuthRateLimit(bucket, client))) {
        throw authErrors.overRequestRateLimit();
      }
    }
    await next();
  };
}

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
  .post('/signup', rateLimited('sign_in_sign_ups', 'email_sent'), serve(signUp))
  .post('/token', rateLimited(tokenBucket), serve(token))
  .post('/logout', serve(logout))
  .post('/recover', rateLimited('email_sent'), serve(recover))
  .get('/verify', rateLimited('token_verifications'), serve(verifyLinkRedirect))
  .post('/verify', rateLimited('token_verifications'), serve(verifyOtp))
  .get('/user', serve(getUser))
  .put('/user', serve(updateUser))
  .get('/reauthenticate', rateLimited('email_sent'), serve(reauthenticate))
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
