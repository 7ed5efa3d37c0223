import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { RequestError, getRequestListener } from '@hono/node-server';
import { guardServer, serveSafely } from '@app/http-guard';
import { HttpError, LOCAL_JWT_SECRET, type AuthPolicy, type BackendConfig, type BackendContext, type BackendRequest, type Db, type JwtClaims } from './contract';
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
import { INTERNAL_ERROR, brokenRequest, createHttpApp, json, malformedRequest, requestBrokeOff } from './http-app';
import { toResponse } from './service-routes';

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
  /** `[auth.rate_limit]` (and the local `email_per_address`); keys left out: read from supabase/config.toml. */
  authRateLimits?: Partial<AuthRateLimits>;
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

/**
 * @hono/node-server types every answer that has no Content-Type as text/plain; an answer without content
 * (204, 304) keeps none, since a 304's fields update what a browser has cached and would retype the object.
 */
function untypedWhenEmpty(outgoing: http.ServerResponse): http.ServerResponse {
  const writeHead = outgoing.writeHead.bind(outgoing) as (...args: unknown[]) => http.ServerResponse;
  outgoing.writeHead = ((...args: unknown[]) => {
    const headers = args.at(-1);
    if ((args[0] === 204 || args[0] === 304) && headers && typeof headers === 'object' && !Array.isArray(headers)) {
      delete (headers as http.OutgoingHttpHeaders)['content-type'];
    }
    return writeHead(...args);
  }) as typeof outgoing.writeHead;
  return outgoing;
}

/** Origins of the site URL and the redirect allow list (options and config.toml): the local site's pages. */
function localSiteOrigins(urls: readonly string[]): string[] {
  return [...new Set(urls.map(originOf).filter((origin): origin is string => origin !== null))];
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
  const server = guardServer(http.createServer());
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
  const authRateLimiter = createAuthRateLimiter({ ...readAuthRateLimits(), ...options.authRateLimits });
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
    withinAuthRateLimit: (bucket, key) => authRateLimiter.consume(bucket, key),
    authRateLimitSpent: (bucket, key) => authRateLimiter.spent(bucket, key),
    sendMail: (message, via) => captureMail(via ?? db, message),
  };

  const { restUpstream } = options;
  const services = restUpstream
    ? SERVICE_ROUTES.map((service) => (service.prefix === '/rest/v1' ? { ...service, routes: proxyRestTo(restUpstream) } : service))
    : SERVICE_ROUTES;
  const app = createHttpApp(ctx, services);
  const listener = getRequestListener(app.fetch, {
    hostname: host,
    // A request line or Host header @hono/node-server cannot turn into a URL.
    errorHandler: (error) => {
      if (error instanceof RequestError) return malformedRequest();
      if (requestBrokeOff(error)) return brokenRequest();
      console.error('[local-backend] request failed', error);
      return toResponse(json(500, INTERNAL_ERROR));
    },
  });
  server.on(
    'request',
    serveSafely((incoming, outgoing) => listener(incoming, untypedWhenEmpty(outgoing)), {
      log: (message) => console.error(`[local-backend] ${message}`),
      internalError: { status: 500, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: JSON.stringify(INTERNAL_ERROR) },
    }),
  );

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
