/**
 * The seams between the parts of the local backend (database adapter, REST, auth, storage, mail).
 * Each part is written against these types only, so the parts can be built and tested apart.
 */

/** Claims of a verified JWT, as PostgREST puts them into `request.jwt.claims`. */
export interface JwtClaims {
  role: 'anon' | 'authenticated' | 'service_role';
  sub?: string;
  email?: string;
  aud?: string;
  exp?: number;
  iat?: number;
  iss?: string;
  session_id?: string;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface SqlResult<T = Record<string, unknown>> {
  rows: T[];
  /** Rows changed by INSERT/UPDATE/DELETE, when the driver reports it. */
  affectedRows?: number;
}

/** What PostgREST tells the transaction about the HTTP request besides its claims. */
export interface RequestSettings {
  /** Lower-cased names, as the gateway passed them on (with x-forwarded-for and cf-connecting-ip). */
  headers: Record<string, string | undefined>;
  method: string;
  path: string;
}

/** A connection inside one transaction. */
export interface Tx {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<SqlResult<T>>;
}

/**
 * The database: PGlite (embedded, one connection) or a PostgreSQL server (DATABASE_URL).
 * Every method is serialized where the driver needs it; callers never interleave statements by hand.
 */
export interface Db {
  readonly kind: 'pglite' | 'postgres';
  /** Runs as the owner (superuser): bypasses row-level security. For platform work (auth, migrations). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<SqlResult<T>>;
  /** Runs a multi-statement script as the owner, no parameters. */
  exec(sql: string): Promise<void>;
  /** One transaction as the owner; rolled back when fn throws. */
  transaction<R>(fn: (tx: Tx) => Promise<R>): Promise<R>;
  /**
   * One transaction exactly as PostgREST runs a request: `set_config('request.jwt.claims', claims, true)`,
   * `set_config('request.jwt.claim.sub', …)`, `SET LOCAL ROLE <claims.role>`, the request's headers, method and
   * path (`request.headers`, `request.method`, `request.path`; empty when not given), then fn. Rolled back when fn throws.
   */
  asRole<R>(claims: JwtClaims, fn: (tx: Tx) => Promise<R>, request?: RequestSettings): Promise<R>;
  close(): Promise<void>;
}

/** A request as the HTTP layer hands it to a service. The body is fully read (size-limited) already. */
export interface BackendRequest {
  method: string;
  url: URL;
  /** Lower-cased header names. */
  headers: Record<string, string | undefined>;
  body: Buffer;
}

export interface BackendResponse {
  status: number;
  headers?: Record<string, string>;
  body?: string | Buffer | Uint8Array | null;
}

/**
 * The `[auth]` settings of supabase/config.toml that GoTrue applies to passwords and one-time codes
 * (auth/auth-settings.ts reads them).
 */
export interface AuthPolicy {
  /** `minimum_password_length`, counted in bytes as GoTrue counts it. */
  minimumPasswordLength: number;
  /** `password_requirements` as GoTrue's character sets: a password needs one character of each. */
  requiredCharacters: string[];
  /** `[auth.email] secure_password_change`: a password change needs a recent sign-in or a reauthentication code. */
  securePasswordChange: boolean;
  /** `[auth.email] otp_length`: digits of a reauthentication code. */
  otpLength: number;
  /** `[auth.email] otp_expiry`: how long a reauthentication code stays valid (seconds). */
  otpExpirySeconds: number;
  /** `[auth.email] max_frequency`: the shortest gap between two codes mailed to one user (seconds). */
  maxFrequencySeconds: number;
}

/**
 * GoTrue's rate-limit buckets, as supabase/config.toml `[auth.rate_limit]` names them, and the local
 * backend's own `email_per_address` (e-mail requests per target address per hour; hosted GoTrue has none).
 */
export type AuthRateLimitBucket = 'sign_in_sign_ups' | 'token_refresh' | 'token_verifications' | 'email_sent' | 'email_per_address';

/** What every service gets: the database, the configuration and the helpers shared by all parts. */
export interface BackendContext {
  db: Db;
  config: BackendConfig;
  /** Verifies `Authorization: Bearer …` (or the apikey header when no Authorization); anon when absent. Throws HttpError(401) on a bad token. */
  claimsFor(req: BackendRequest): Promise<JwtClaims>;
  signJwt(claims: JwtClaims, expiresInSeconds?: number): Promise<string>;
  /** Throws HttpError(401) on a bad token. */
  verifyJwt(token: string): Promise<JwtClaims>;
  /** Counts one request of `bucket` from `client` and says whether it is within `[auth.rate_limit]`. */
  withinAuthRateLimit(bucket: AuthRateLimitBucket, client: string): Promise<boolean>;
  /** Whether `client` has already spent all of `bucket` (counts nothing). */
  authRateLimitSpent(bucket: AuthRateLimitBucket, client: string): Promise<boolean>;
  /**
   * Captures an outgoing e-mail (the local backend sends none). With `via`, the capture runs inside that
   * transaction and is kept only if it commits.
   */
  sendMail(message: { to: string; subject: string; html: string; text: string }, via?: Pick<Tx, 'query'>): Promise<void>;
}

/** Answers one request a route of a service (service-routes.ts) hands it. */
export type Service = (req: BackendRequest, ctx: BackendContext) => Promise<BackendResponse>;

export interface BackendConfig {
  /** Public URL of this backend, e.g. http://127.0.0.1:54321 (used in links and storage URLs). */
  publicUrl: string;
  /** Where e-mail links land by default and what redirect_to may point at (site URL + allow list). */
  siteUrl: string;
  additionalRedirectUrls: string[];
  jwtSecret: string;
  jwtExpirySeconds: number;
  anonKey: string;
  serviceRoleKey: string;
  /** Maximum request body in bytes (JSON and uploads). */
  maxBodyBytes: number;
  /** Origins allowed by CORS; '*' allows any (answered with `*`, never with credentials, as the hosted API does). */
  corsOrigins: string[] | '*';
  /**
   * The only origins whose pages may read captured e-mail (`/mail`): the site URL and the redirect allow
   * list of the options and of supabase/config.toml. Requests without an Origin (command line, tests) may too.
   */
  mailOrigins: string[];
  /** Password rules and one-time code settings of `[auth]`. */
  auth: AuthPolicy;
}

/** An error a service throws to answer with a status and a JSON body in the shape its API uses. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(String(body.message ?? body.msg ?? body.error ?? status));
  }
}

/** The Supabase CLI's well-known local development secret; never used outside the local backend. */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
