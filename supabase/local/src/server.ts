import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  HttpError,
  LOCAL_JWT_SECRET,
  type AuthPolicy,
  type BackendConfig,
  type BackendContext,
  type BackendRequest,
  type BackendResponse,
  type Db,
  type JwtClaims,
} from './contract';
import type { LocalDb } from './db/local-db';
import { migrate } from './db/migrate';
import { createPostgresDb } from './db/postgres-db';
import { openPgliteDb } from './db/snapshot';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, claimsFromRequest, signJwt, verifyJwt } from './jwt';
import { startPgNetWorker, type PgNetWorker } from './net/pg-net-worker';
import { startSmtpCapture, type SmtpCapture } from './mail/smtp-capture';
import { SERVICE_ROUTES, captureMail } from './services';
import { createAuthRateLimiter, readAuthRateLimits, type AuthRateLimits } from './auth/rate-limits';
import { originOf, readAuthPolicy, readAuthSiteSettings } from './auth/auth-settings';
import { proxyRestTo } from './rest/postgrest-process';

export interface BackendOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** PGlite data folder; in memory when absent (and no databaseUrl/db). */
  dataDir?: string;
  /** A PostgreSQL server database to use instead of PGlite. */
  databaseUrl?: string;
  /** An already opened and migrated database (tests); it is closed on stop. */
  db?: LocalDb;
  /** Run the seed on first run. Default true. */
  seed?: boolean;
  siteUrl?: string;
  additionalRedirectUrls?: string[];
  /** Origins whose pages may call REST, auth and storage; default '*' (answered `*`, as the hosted API does). */
  corsOrigins?: string[] | '*';
  maxBodyBytes?: number;
  /** The URL clients use; default http://<host>:<port>. */
  publicUrl?: string;
  jwtExpirySeconds?: number;
  /** How often the pg_net stand-in sends queued webhook requests (ms); default 250. */
  pgNetIntervalMs?: number;
  /** Port of the SMTP listener whose messages land in the captured mail; 0 (default) picks a free one. */
  smtpPort?: number;
  /** A PostgREST to answer `/rest/v1` instead of the built-in REST (rest/postgrest-process.ts). */
  restUpstream?: string;
  /** `[auth.rate_limit]`; default: read from supabase/config.toml. */
  authRateLimits?: AuthRateLimits;
  /** Password policy and one-time code settings; default: `[auth]` of supabase/config.toml, with these keys replaced. */
  authPolicy?: Partial<AuthPolicy>;
  /** Called after the database closed, on stop (e.g. dropping a throwaway server database). */
  onStopped?: () => Promise<void>;
}

export interface RunningBackend {
  url: string;
  port: number;
  anonKey: string;
  serviceRoleKey: string;
  db: LocalDb;
  config: BackendConfig;
  /** The pg_net stand-in that sends the database's webhook requests (platform/30_pg_net.sql). */
  pgNet: PgNetWorker;
  /** The SMTP listener (on `host`) whose messages land in the captured mail; pause/resume act as a mail server going down. */
  smtp: SmtpCapture;
  smtpPort: number;
  /** Verifies a token the way the backend does (throws HttpError 401 when bad). */
  verifyJwt(token: string): Promise<JwtClaims>;
  signJwt(claims: JwtClaims, expiresInSeconds?: number): Promise<string>;
  /** Stops answering HTTP (connections refused, open ones cut) while the database stays as it is (fault tests). */
  pauseHttp(): Promise<void>;
  /** Answers HTTP again on the same port. */
  resumeHttp(): Promise<void>;
  stop(): Promise<void>;
}

export const DEFAULT_MAX_BODY_BYTES = 6 * 1024 * 1024;

const ALLOWED_HEADERS = [
  'authorization',
  'apikey',
  'content-type',
  'prefer',
  'range',
  'range-unit',
  'x-client-info',
  'accept-profile',
  'content-profile',
  'x-upsert',
  'cache-control',
  'x-supabase-api-version',
  'accept',
].join(', ');
const EXPOSED_HEADERS = 'content-range, content-location, x-total-count, location';
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

class BodyTooLarge extends Error {}

const NO_BODY = Buffer.alloc(0);
/**
 * A body over the limit is still read to its end (and dropped) before the 413 goes out: answering while
 * the client is still sending would reset the connection under it, and it would see a network error
 * instead of the answer. Beyond this many bytes (or 16 times the limit) the connection is cut.
 */
const MAX_DRAINED_BYTES = 64 * 1024 * 1024;

function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer> {
  if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) {
    req.resume();
    return Promise.resolve(NO_BODY);
  }
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = Number.isFinite(declared) && declared > limit;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      if (tooLarge) {
        chunks.length = 0;
        if (size > Math.max(limit * 16, MAX_DRAINED_BYTES)) req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => (tooLarge ? reject(new BodyTooLarge()) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

const CLAIMS_CACHE_SIZE = 1000;

/**
 * Verifies each distinct token once (as PostgREST's JWT cache does): the same Authorization and apikey
 * headers give the same claims until the token expires, which is checked on every use.
 */
function cachedClaims(secret: string): (req: BackendRequest) => Promise<JwtClaims> {
  const cache = new Map<string, JwtClaims>();
  return async (req) => {
    const key = `${req.headers.authorization ?? ''}\n${req.headers.apikey ?? ''}`;
    const known = cache.get(key);
    if (known && (known.exp === undefined || known.exp > Math.floor(Date.now() / 1000))) return known;
    cache.delete(key);
    const claims = Object.freeze(await claimsFromRequest(req, secret));
    if (cache.size >= CLAIMS_CACHE_SIZE) cache.clear();
    cache.set(key, claims);
    return claims;
  };
}

const MAIL_PREFIX = '/mail';

function isMailPath(target: string | undefined): boolean {
  let pathname: string;
  try {
    pathname = new URL(target ?? '/', 'http://local.invalid').pathname;
  } catch {
    return false;
  }
  return pathname === MAIL_PREFIX || pathname.startsWith(`${MAIL_PREFIX}/`);
}

/**
 * CORS as the hosted API answers it: any origin may call (`*`) and none gets credentials, since
 * supabase-js sends its keys and tokens as headers, never as cookies. With a list, only listed origins.
 */
function corsHeaders(config: BackendConfig, origin: string | undefined): Record<string, string> {
  if (config.corsOrigins === '*' || config.corsOrigins.includes('*')) {
    return { 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': EXPOSED_HEADERS };
  }
  if (!origin || !config.corsOrigins.includes(origin)) return { Vary: 'Origin' };
  return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': EXPOSED_HEADERS, Vary: 'Origin' };
}

/** Captured e-mail holds sign-in links: only the local site's own pages may read it across origins. */
function mailCorsHeaders(config: BackendConfig, origin: string | undefined): Record<string, string> {
  if (!origin || !config.mailOrigins.includes(origin)) return { Vary: 'Origin' };
  return { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why a request for captured e-mail is refused, or null when it may be served. Allowed: requests without
 * an Origin (the command line, tests, the page itself), the local site's origins, and navigations (a
 * page cannot read what another tab shows). Refused: any other origin (`null` included), a cross-site
 * request that is not a navigation (its Origin may be absent, as for a GET), and a Host that is not this
 * machine or the public URL's host (a page on a rebound DNS name reaching 127.0.0.1).
 */
function mailRefusal(config: BackendConfig, headers: http.IncomingHttpHeaders): string | null {
  const origin = headers.origin;
  if (origin !== undefined && !config.mailOrigins.includes(origin)) return `Captured e-mail is not readable from ${origin}`;
  if (headers['sec-fetch-site'] === 'cross-site' && headers['sec-fetch-mode'] !== 'navigate') return 'Captured e-mail is not readable from other sites';
  const host = (headers.host ?? '').toLowerCase().replace(/:\d+$/, '');
  if (host && !LOOPBACK_HOSTS.has(host) && host !== new URL(config.publicUrl).hostname.toLowerCase()) {
    return `Captured e-mail is not served for the host ${host}`;
  }
  return null;
}

/** Origins of the site URL and the redirect allow list (options and config.toml): the local site's pages. */
function localSiteOrigins(urls: readonly string[]): string[] {
  return [...new Set(urls.map(originOf).filter((origin): origin is string => origin !== null))];
}

/** The request's path and query on the backend's public origin, whatever host or scheme the request line names. */
function publicRequestUrl(target: string, publicUrl: string): URL {
  if (target.startsWith('/') && !target.startsWith('//')) return new URL(target, publicUrl);
  const parsed = new URL(target, 'http://local.invalid');
  return new URL(`${parsed.pathname}${parsed.search}`, publicUrl);
}

/**
 * What hosted Supabase's edge adds before a request reaches its services: the client's address as
 * cf-connecting-ip (set by the edge, whatever the client sent) and appended to x-forwarded-for.
 * Per-client limits (sign-in, the maintenance password) key on it.
 */
export function gatewayHeaders(headers: Record<string, string | undefined>, remoteAddress: string | undefined): Record<string, string> {
  const client = (remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
  const forwarded = headers['x-forwarded-for'];
  return { 'cf-connecting-ip': client, 'x-forwarded-for': forwarded ? `${forwarded}, ${client}` : client };
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): BackendResponse {
  return { status, headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers }, body: JSON.stringify(body) };
}

/** Answers one request: routes it by prefix and turns thrown errors into JSON answers. */
export async function dispatch(req: BackendRequest, ctx: BackendContext, routes = SERVICE_ROUTES): Promise<BackendResponse> {
  try {
    for (const route of routes) {
      const path = req.url.pathname;
      if (path === route.prefix || path.startsWith(`${route.prefix}/`)) {
        const answer = await route.service(req, ctx);
        if (answer) return answer;
      }
    }
    if (req.url.pathname === '/' || req.url.pathname === '/health') return json(200, { status: 'ok', name: 'local-supabase' });
    return json(404, { code: 'not_found', message: `No route for ${req.method} ${req.url.pathname}`, details: null, hint: null });
  } catch (error) {
    if (error instanceof HttpError) return json(error.status, error.body, error.headers);
    console.error('[local-backend] unexpected error', error);
    return json(500, { code: 'internal_error', message: 'Internal server error', details: null, hint: null });
  }
}

async function openDatabase(options: BackendOptions): Promise<LocalDb> {
  if (options.db) return options.db;
  const seed = options.seed ?? true;
  const db: LocalDb = options.databaseUrl ? createPostgresDb(options.databaseUrl) : await openPgliteDb({ dataDir: options.dataDir, seed });
  try {
    await migrate(db, { seed });
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}

/** Starts the local Supabase-compatible backend: REST, auth, storage, mail capture, over PGlite or PostgreSQL. */
export async function startBackend(options: BackendOptions = {}): Promise<RunningBackend> {
  const host = options.host ?? '127.0.0.1';
  const db = await openDatabase(options);
  const server = http.createServer();
  server.keepAliveTimeout = 5000;

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host}:${port}`;
  const siteUrl = options.siteUrl ?? 'http://localhost:3000';
  const additionalRedirectUrls = options.additionalRedirectUrls ?? [];
  const configured = readAuthSiteSettings();
  const config: BackendConfig = {
    publicUrl: options.publicUrl ?? url,
    siteUrl,
    additionalRedirectUrls,
    jwtSecret: LOCAL_JWT_SECRET,
    jwtExpirySeconds: options.jwtExpirySeconds ?? 3600,
    anonKey: LOCAL_ANON_KEY,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    maxBodyBytes: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    corsOrigins: options.corsOrigins ?? '*',
    mailOrigins: localSiteOrigins([
      siteUrl,
      ...additionalRedirectUrls,
      ...(configured.siteUrl ? [configured.siteUrl] : []),
      ...configured.additionalRedirectUrls,
    ]),
    auth: { ...readAuthPolicy(), ...options.authPolicy },
  };
  const ctx: BackendContext = {
    db: db as Db,
    config,
    claimsFor: cachedClaims(config.jwtSecret),
    signJwt: (claims, expiresInSeconds = config.jwtExpirySeconds) => {
      const iat = Math.floor(Date.now() / 1000);
      return signJwt({ iat, ...claims, exp: claims.exp ?? iat + expiresInSeconds }, config.jwtSecret);
    },
    verifyJwt: async (token) => {
      try {
        return await verifyJwt(token, config.jwtSecret);
      } catch (error) {
        throw new HttpError(401, { code: 'PGRST301', details: null, hint: null, message: error instanceof Error ? error.message : 'Invalid JWT' });
      }
    },
    withinAuthRateLimit: createAuthRateLimiter(options.authRateLimits ?? readAuthRateLimits()),
    sendMail: (message, via) => captureMail(via ?? db, message),
  };

  const { restUpstream } = options;
  const routes = restUpstream
    ? SERVICE_ROUTES.map((route) => (route.prefix === '/rest/v1' ? { prefix: route.prefix, service: proxyRestTo(restUpstream) } : route))
    : SERVICE_ROUTES;

  server.on('request', (incoming: http.IncomingMessage, outgoing: http.ServerResponse) => {
    void handle(incoming, outgoing);
  });

  async function handle(incoming: http.IncomingMessage, outgoing: http.ServerResponse): Promise<void> {
    const mail = isMailPath(incoming.url);
    const cors = mail ? mailCorsHeaders(config, incoming.headers.origin) : corsHeaders(config, incoming.headers.origin);
    const send = (answer: BackendResponse) => {
      if (outgoing.headersSent) return;
      const body = answer.body ?? null;
      const headers: Record<string, string | number> = { ...cors, ...answer.headers };
      if (body !== null && !('Content-Length' in headers) && !('content-length' in headers)) {
        headers['Content-Length'] = typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
      }
      outgoing.writeHead(answer.status, headers);
      if (incoming.method === 'HEAD' || body === null) outgoing.end();
      else outgoing.end(body);
    };
    try {
      const refusal = mail ? mailRefusal(config, incoming.headers) : null;
      if (refusal) {
        incoming.resume();
        send(json(403, { error: 'Forbidden', message: refusal }));
        return;
      }
      if (incoming.method === 'OPTIONS') {
        send({
          status: 204,
          headers: {
            'Access-Control-Allow-Methods': ALLOWED_METHODS,
            'Access-Control-Allow-Headers': incoming.headers['access-control-request-headers'] ?? ALLOWED_HEADERS,
            'Access-Control-Max-Age': '86400',
          },
        });
        return;
      }
      let body: Buffer;
      try {
        body = await readBody(incoming, config.maxBodyBytes);
      } catch (error) {
        if (error instanceof BodyTooLarge) {
          outgoing.shouldKeepAlive = false;
          send(
            json(413, {
              code: 'PGRST413',
              message: `Request body exceeds the limit of ${config.maxBodyBytes} bytes`,
              details: null,
              hint: null,
              statusCode: '413',
              error: 'Payload too large',
            }),
          );
          return;
        }
        throw error;
      }
      const headers: Record<string, string | undefined> = {};
      for (const [name, value] of Object.entries(incoming.headers)) {
        headers[name] = Array.isArray(value) ? value.join(', ') : value;
      }
      Object.assign(headers, gatewayHeaders(headers, incoming.socket.remoteAddress));
      let url: URL;
      try {
        url = publicRequestUrl(incoming.url ?? '/', config.publicUrl);
      } catch {
        send(json(400, { code: 'PGRST100', message: 'Malformed request URL', details: null, hint: null }));
        return;
      }
      const answer = await dispatch({ method: (incoming.method ?? 'GET').toUpperCase(), url, headers, body }, ctx, routes);
      send(answer);
    } catch (error) {
      console.error('[local-backend] request failed', error);
      send(json(500, { code: 'internal_error', message: 'Internal server error', details: null, hint: null }));
    }
  }

  const smtp = await startSmtpCapture(db as Db, { port: options.smtpPort ?? 0, host }).catch(async (error: unknown) => {
    server.close();
    await db.close().catch(() => undefined);
    throw error;
  });
  const pgNet = startPgNetWorker(db, { intervalMs: options.pgNetIntervalMs });

  let stopped: Promise<void> | null = null;
  return {
    url,
    port,
    anonKey: config.anonKey,
    serviceRoleKey: config.serviceRoleKey,
    db,
    config,
    pgNet,
    smtp,
    smtpPort: smtp.port,
    verifyJwt: ctx.verifyJwt,
    signJwt: ctx.signJwt,
    pauseHttp: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    resumeHttp: () =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      }),
    stop() {
      stopped ??= (async () => {
        await pgNet.stop();
        await smtp.close();
        if (server.listening) {
          await new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeAllConnections();
          });
        }
        await db.close();
        await options.onStopped?.();
      })();
      return stopped;
    },
  };
}
