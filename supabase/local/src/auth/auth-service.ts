import type { BackendContext, BackendRequest, BackendResponse, Service } from '../contract';
import { adminRoute, invite } from './admin';
import { authErrors } from './gotrue-errors';
import { json } from './request';
import { getUser, logout, recover, signUp, token, updateUser, verifyLinkRedirect, verifyOtp } from './user-flows';

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
  '/invite': { POST: invite },
  '/settings': { GET: async () => json(200, SETTINGS) },
  '/health': {
    GET: async () => json(200, { version: 'local', name: 'GoTrue', description: 'Local GoTrue-compatible auth of the embedded backend' }),
  },
  // HS256 tokens: there is no public key to publish, as with GoTrue on a symmetric secret.
  '/.well-known/jwks.json': { GET: async () => json(200, { keys: [] }) },
};

/**
 * Auth (`/auth/v1`), compatible with GoTrue for what @supabase/supabase-js sends: e-mail sign-up with
 * confirmation, password and refresh-token grants with rotation, logout, recovery, verify links, the user
 * endpoints and the service_role admin API. Errors are GoTrue's `{code, error_code, msg}`.
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
    return handler(req, ctx);
  }
  if (path.startsWith('/admin/')) {
    const response = await adminRoute(req, ctx, method, path);
    if (response) return response;
  }
  throw authErrors.notFound();
};
