import type { IncomingMessage } from 'node:http';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { parseRequestTarget } from '@app/http-guard';
import { HttpError, type BackendConfig, type BackendContext, type BackendResponse } from './contract';
import type { MountedService } from './services';
import { toResponse, type BackendEnv } from './service-routes';

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
];
const EXPOSED_HEADERS = ['content-range', 'content-location', 'x-total-count', 'location'];
const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

export function json(status: number, body: unknown, headers: Record<string, string> = {}): BackendResponse {
  return { status, headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers }, body: JSON.stringify(body) };
}

const MAIL_PREFIX = '/mail';

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * CORS answers: preflights (204, cached a day) allow the methods above and the headers the browser asks
 * for, or the headers supabase-js sends when it names none; answers expose `exposeHeaders`. Never credentials.
 */
function corsPolicy(origin: string | string[] | ((origin: string) => string | null), exposeHeaders: string[] = []): MiddlewareHandler<BackendEnv> {
  const options = { origin, allowMethods: ALLOWED_METHODS, exposeHeaders, maxAge: 86400 };
  const askedHeaders = cors(options);
  const defaultHeaders = cors({ ...options, allowHeaders: ALLOWED_HEADERS });
  return (c, next) => (c.req.header('access-control-request-headers') === undefined ? defaultHeaders : askedHeaders)(c, next);
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why a request for captured e-mail is refused, or null when it may be served. Allowed: requests without
 * an Origin (the command line, tests, the page itself), the local site's origins, and navigations (a
 * page cannot read what another tab shows). Refused: any other origin (`null` included), a cross-site
 * request that is not a navigation (its Origin may be absent, as for a GET), and a Host that is not this
 * machine or the public URL's host (a page on a rebound DNS name reaching 127.0.0.1).
 */
function mailRefusal(config: BackendConfig, headers: Record<string, string | undefined>): string | null {
  const origin = headers.origin;
  if (origin !== undefined && !config.mailOrigins.includes(origin)) return `Captured e-mail is not readable from ${origin}`;
  if (headers['sec-fetch-site'] === 'cross-site' && headers['sec-fetch-mode'] !== 'navigate') return 'Captured e-mail is not readable from other sites';
  const host = (headers.host ?? '').toLowerCase().replace(/:\d+$/, '');
  if (host && !LOOPBACK_HOSTS.has(host) && host !== new URL(config.publicUrl).hostname.toLowerCase()) {
    return `Captured e-mail is not served for the host ${host}`;
  }
  return null;
}

/** The request's path and query on the backend's public origin, whatever host or scheme the request line names; null when the target is no URL. */
function publicRequestUrl(target: string, publicUrl: string): URL | null {
  const parsed = parseRequestTarget(target);
  return parsed && new URL(`${new URL(publicUrl).origin}${parsed.pathname}${parsed.search}`);
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

const HEALTH_QUERY_TIMEOUT_MS = 2000;

/** 'ok' when the database answers `select 1` within the time, else why not. */
async function databaseHealth(ctx: BackendContext): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${HEALTH_QUERY_TIMEOUT_MS} ms`), HEALTH_QUERY_TIMEOUT_MS);
  });
  const probe = ctx.db.query('select 1').then(
    () => 'ok',
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** What a request that failed inside the backend is answered (500), in PostgREST's error shape. */
export const INTERNAL_ERROR = { code: 'internal_error', message: 'Internal server error', details: null, hint: null };

/**
 * Whether an error is the request's own stream breaking off (a client gone, a body the HTTP parser refused:
 * Node aborts the request with ECONNRESET): not a failure of the backend, and its connection was answered
 * by the guard or is gone.
 */
export const requestBrokeOff = (error: unknown): boolean => typeof error === 'object' && error !== null && 'code' in error && error.code === 'ECONNRESET';

/** The answer to a request whose body broke off (seldom read by anyone: see requestBrokeOff). */
export const brokenRequest = (): Response =>
  toResponse(json(400, { code: 'PGRST102', message: 'The request body broke off', details: null, hint: null }));

/** The answer to a request the HTTP layer cannot even read as a URL. */
export const malformedRequest = (): Response =>
  toResponse(json(400, { code: 'PGRST100', message: 'Malformed request URL', details: null, hint: null }));

/** Whether a request's body comes in chunks of undeclared total length (else it has a Content-Length or none). */
const isChunked = (incoming: IncomingMessage) => incoming.headers['transfer-encoding'] !== undefined;

/**
 * A body of declared length (the limit already checked) read from Node's stream as it comes. The fetch
 * Request @hono/node-server would build for it costs a web stream, a Blob and copies on every request: a
 * good part of a small call's time in this process. A client that leaves mid-body breaks it off (ECONNRESET).
 */
function readIncoming(incoming: IncomingMessage): Promise<Buffer> {
  if (incoming.readableEnded) return Promise.resolve(Buffer.alloc(0));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const settle = (outcome: () => void) => {
      incoming.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      outcome();
    };
    const onData = (chunk: Buffer) => chunks.push(chunk);
    const onEnd = () => settle(() => resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
    const onError = (error: Error) => settle(() => reject(error));
    const onClose = () => settle(() => reject(Object.assign(new Error('The request body broke off'), { code: 'ECONNRESET' })));
    incoming.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}

/**
 * The local backend's HTTP answers: CORS (REST, auth and storage to any origin with `*` or to the listed
 * origins, as the hosted API; captured e-mail to the local site's pages only), the body limit (a JSON 413),
 * the gateway headers, each service's routes under its prefix, and errors as JSON.
 */
export function createHttpApp(ctx: BackendContext, services: readonly MountedService[]): Hono<BackendEnv> {
  const { config } = ctx;
  const app = new Hono<BackendEnv>({
    // Routes see the raw request target's path, still percent-encoded (storage keys decode it themselves).
    getPath: (request, options) => {
      const path = publicRequestUrl(options?.env?.incoming.url ?? request.url, config.publicUrl)?.pathname;
      if (path === undefined) return '/';
      const service = services.find((entry) => isUnder(path, entry.prefix));
      return service?.ignoresTrailingSlashes ? path.replace(/\/+$/, '') || service.prefix : path;
    },
  });

  const apiCors = corsPolicy(config.corsOrigins === '*' || config.corsOrigins.includes('*') ? '*' : config.corsOrigins, EXPOSED_HEADERS);
  // Captured e-mail holds sign-in links: only the local site's own pages may read it across origins.
  const mailCors = corsPolicy((origin) => (config.mailOrigins.includes(origin) ? origin : null));
  app.use(async (c, next) => {
    if (!isUnder(c.req.path, MAIL_PREFIX)) return apiCors(c, next);
    const refusal = mailRefusal(config, c.req.header());
    if (refusal) return toResponse(json(403, { error: 'Forbidden', message: refusal }, { Vary: 'Origin' }));
    return mailCors(c, next);
  });

  const tooLarge = () =>
    toResponse(
      json(413, {
        code: 'PGRST413',
        message: `Request body exceeds the limit of ${config.maxBodyBytes} bytes`,
        details: null,
        hint: null,
        statusCode: '413',
        error: 'Payload too large',
      }),
    );
  // A chunked body over the limit is dropped as it arrives (@hono/node-server reads the rest after the
  // answer, so the client sees the 413 rather than a connection reset under it).
  const limitChunkedBody = bodyLimit({ maxSize: config.maxBodyBytes, onError: tooLarge });
  app.use(async (c, next) => {
    const incoming = c.env?.incoming;
    if (!incoming || isChunked(incoming)) return limitChunkedBody(c, next);
    if (Number(incoming.headers['content-length'] ?? 0) > config.maxBodyBytes) return tooLarge();
    await next();
  });

  app.use(async (c, next) => {
    const incoming = c.env?.incoming;
    const body = incoming && !isChunked(incoming) ? await readIncoming(incoming) : Buffer.from(await c.req.arrayBuffer());
    const url = publicRequestUrl(incoming?.url ?? c.req.url, config.publicUrl);
    if (!url) return malformedRequest();
    const headers: Record<string, string | undefined> = Object.fromEntries(c.req.raw.headers);
    Object.assign(headers, gatewayHeaders(headers, getConnInfo(c).remote.address));
    c.set('request', { method: c.req.method.toUpperCase(), url, headers, body });
    c.set('backend', ctx);
    await next();
  });

  for (const service of services) app.route(service.prefix, service.routes);
  app.on(['GET', 'HEAD'], '/', () => toResponse(json(200, { status: 'ok', name: 'local-supabase' })));
  // For a monitor: the process answers and its database answers a query within the time.
  app.on(['GET', 'HEAD'], '/health', async () => {
    const database = await databaseHealth(ctx);
    return toResponse(
      json(database === 'ok' ? 200 : 503, { status: database === 'ok' ? 'ok' : 'unavailable', name: 'local-supabase', database }, { 'Cache-Control': 'no-store' }),
    );
  });
  // The root and the health check read nothing: any other method is a client's mistake.
  for (const path of ['/', '/health']) {
    app.all(path, () => toResponse(json(405, { code: 'method_not_allowed', message: 'Use GET', details: null, hint: null }, { Allow: 'GET, HEAD' })));
  }

  app.notFound((c) =>
    toResponse(json(404, { code: 'not_found', message: `No route for ${c.req.method.toUpperCase()} ${c.req.path}`, details: null, hint: null })),
  );
  app.onError((error) => {
    if (error instanceof HttpError) return toResponse(json(error.status, error.body, error.headers));
    if (requestBrokeOff(error)) return brokenRequest();
    console.error('[local-backend] unexpected error', error);
    return toResponse(json(500, INTERNAL_ERROR));
  });
  return app;
}
