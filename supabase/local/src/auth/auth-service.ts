import type { AuthRateLimitBucket, BackendContext, BackendRequest, BackendResponse, Service } from '../contract';
import { adminRoute, invite } from './admin';
import { authErrors } from './gotrue-errors';
import { json } from './request';
import { getUser, logout, reauthenticate, recover, signUp, token, updateUser, verifyLinkRedirect, verifyOtp } from './user-flows';

const PREFIX = '/auth/v1';

type Handler = (req: BackendRequest, ctx: BackendContext) => Promise<BackendResponse>;

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

const ROUTES: Record<string, Partial<Record<string, Handler>>> = {
  '/signup': { POST: signUp },
  '/token': { POST: token },
  '/logout': { POST: logout },
  '/recover': { POST: recover },
  '/verify': { GET: verifyLinkRedirect, POST: verifyOtp },
  '/user': { GET: getUser, PUT: updateUser },
  '/reauthenticate': { GET: reauthenticate },
  '/invite': { POST: invite },
  '/settings': { GET: async () => json(200, SETTINGS) },
  '/health': {
    GET: async () => json(200, { version: 'local', name: 'GoTrue', description: 'Local GoTrue-compatible auth of the embedded backend' }),
  },
  // HS256 tokens: there is no public key to publish, as with GoTrue on a symmetric secret.
  '/.well-known/jwks.json': { GET: async () => json(200, { keys: [] }) },
};

/**
 * The `[auth.rate_limit]` buckets a request counts against, as GoTrue sorts them: per client address,
 * except e-mail, which GoTrue counts per project for every request that may send one (sent or not, so
 * a refusal never tells whether an address has an account).
 */
function rateLimitBuckets(path: string, method: string, req: BackendRequest): AuthRateLimitBucket[] {
  if (method !== 'POST' && path !== '/verify' && path !== '/reauthenticate') return [];
  switch (path) {
    case '/reauthenticate':
      return ['email_sent'];
    case '/signup':
      return ['sign_in_sign_ups', 'email_sent'];
    case '/recover':
      return ['email_sent'];
    case '/token':
      return [req.url.searchParams.get('grant_type') === 'refresh_token' ? 'token_refresh' : 'sign_in_sign_ups'];
    case '/verify':
      return ['token_verifications'];
    default:
      return [];
  }
}

async function enforceRateLimits(path: string, method: string, req: BackendRequest, ctx: BackendContext): Promise<void> {
  // The client's address as the gateway reports it (server.ts gatewayHeaders).
  const client = req.headers['cf-connecting-ip'] ?? 'unknown';
  for (const bucket of rateLimitBuckets(path, method, req)) {
    if (bucket === 'email_sent') {
      if (!(await ctx.withinAuthRateLimit(bucket, 'project'))) throw authErrors.overEmailSendRateLimit();
    } else if (!(await ctx.withinAuthRateLimit(bucket, client))) {
      throw authErrors.overRequestRateLimit();
    }
  }
}

/**
 * Auth (`/auth/v1`), compatible with GoTrue for what @supabase/supabase-js sends: e-mail sign-up with
 * confirmation, password and refresh-token grants with rotation, logout, recovery, verify links, the user
 * endpoints (with the password policy and secure password change of `[auth]`, and reauthentication codes)
 * and the service_role admin API. Errors are GoTrue's `{code, error_code, msg}`. Sign-in, sign-up,
 * refresh and verify requests and the e-mails sent keep to `[auth.rate_limit]` of supabase/config.toml (429).
 */
export const authService: Service = async (req, ctx) => {
  const pathname = req.url.pathname;
  if (pathname !== PREFIX && !pathname.startsWith(`${PREFIX}/`)) return null;
  const path = pathname.slice(PREFIX.length).replace(/\/+$/, '') || '/';
  const method = req.method.toUpperCase();

  const routes = ROUTES[path];
  if (routes) {
    const handler = routes[method];
    if (!handler) throw authErrors.methodNotAllowed();
    await enforceRateLimits(path, method, req, ctx);
    return handler(req, ctx);
  }
  if (path.startsWith('/admin/')) {
    const response = await adminRoute(req, ctx, method, path);
    if (response) return response;
  }
  throw authErrors.notFound();
};
