import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

/** An answer the guard writes itself (a handler that failed). */
export interface PlainAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface GuardOptions {
  /** Where a failing handler is reported (never the request's own bytes). */
  log?: (message: string) => void;
  /** The answer when a handler throws or its promise rejects before it answered; default a JSON 500. */
  internalError?: PlainAnswer;
  /** createGuardedServer: the largest body read (a larger one is answered 413); default 64 KiB. */
  maxBodyBytes?: number;
}

/**
 * Handles one request whose target parsed and whose body arrived whole; may be async (a rejection is
 * answered, never left to the process).
 */
export type GuardedHandler = (req: IncomingMessage, res: ServerResponse, url: URL, body: Buffer) => void | Promise<void>;

const jsonAnswer = (status: number, error: string): PlainAnswer => ({
  status,
  headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  body: JSON.stringify({ error }),
});

const BAD_REQUEST = jsonAnswer(400, 'Bad Request');
const DEFAULT_INTERNAL_ERROR = jsonAnswer(500, 'Internal Server Error');
const TOO_LARGE = jsonAnswer(413, 'Payload Too Large');
const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/** Stands for whatever host the request reached; only the path and the query of a target are ever read. */
const TARGET_ORIGIN = 'http://request.invalid';

/**
 * The request target (`req.url`) as a URL on a fixed origin, or null when it is none: a path (`/a?b`), a
 * protocol-relative or absolute URL (`//host/a`, `http://host/a`, as proxies and some clients send) of
 * which only the path and query count, never `*`, another scheme or a bare word. Unlike `new URL(target,
 * base)` it never throws (`//[` names no host: null). Percent-escapes stay as sent.
 */
export function parseRequestTarget(target: string | undefined): URL | null {
  if (!target || !(target.startsWith('/') || /^https?:\/\//i.test(target))) return null;
  try {
    const { pathname, search } = new URL(target, TARGET_ORIGIN);
    return new URL(`${TARGET_ORIGIN}${pathname}${search}`);
  } catch {
    return null;
  }
}

/** RFC 3986 path characters (unreserved, sub-delims, ':', '@', '/') and percent-escapes. */
const PATH_CHARACTERS = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/]|%[0-9A-Fa-f]{2})*$/;

/**
 * Whether a parsed target's path is one a client may send: RFC 3986 characters only (the URL parser has
 * already escaped spaces, quotes, braces and non-ASCII; brackets and `|` stay as sent) and escapes
 * that decode to UTF-8 (not `%`, `%E0%A4%A`, `%FF`).
 */
export function isWellFormedPath(pathname: string): boolean {
  if (!PATH_CHARACTERS.test(pathname)) return false;
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

function write(res: ServerResponse, answer: PlainAnswer): void {
  res.writeHead(answer.status, { ...answer.headers, 'Content-Length': String(Buffer.byteLength(answer.body)) }).end(answer.body);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * A request listener that no request can take the process down with: a body that breaks off (bad
 * chunking, a client gone) only errors its own request stream, and a handler that throws or rejects is
 * answered with `internalError` (or its connection cut when the answer had begun).
 */
export function serveSafely(
  handler: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>,
  options: GuardOptions = {},
): (req: IncomingMessage, res: ServerResponse) => void {
  const log = options.log ?? ((message: string) => console.error(message));
  return (req, res) => {
    req.on('error', () => undefined);
    res.on('error', () => undefined);
    const failed = (error: unknown) => {
      log(`${req.method ?? '?'} request failed: ${describe(error)}`);
      if (!res.headersSent) write(res, options.internalError ?? DEFAULT_INTERNAL_ERROR);
      else res.destroy();
    };
    try {
      const outcome = handler(req, res);
      if (outcome) outcome.catch(failed);
    } catch (error) {
      failed(error);
    }
  };
}

const CLIENT_ERROR_STATUS: Record<string, string> = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: '413 Payload Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
};

const bareAnswer = (status: string) => `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`;

/**
 * Answers what Node's parser refuses before or while a handler runs (a malformed request line, header or
 * chunked body, an unknown method, a head over the size limit) with a 4xx, unless an answer on that
 * connection has begun, and closes the connection. Node's own default answers only on a connection that
 * never wrote a byte, so a malformed request on a kept-alive connection got no answer at all. CONNECT,
 * which no service here tunnels, is answered 405.
 */
export function guardServer(server: Server): Server {
  const answering = new WeakMap<Duplex, ServerResponse>();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    answering.set(req.socket, res);
    res.once('finish', () => {
      if (answering.get(req.socket) === res) answering.delete(req.socket);
    });
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code !== 'ECONNRESET' && socket.writable && !answering.get(socket)?.headersSent) {
      socket.write(bareAnswer(CLIENT_ERROR_STATUS[error.code ?? ''] ?? '400 Bad Request'));
    }
    socket.destroy();
  });
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => undefined);
    socket.end(bareAnswer('405 Method Not Allowed'), () => socket.destroy());
  });
  return server;
}

class BodyTooLarge extends Error {}

/**
 * The whole body, or null when it broke off (bad chunking, a wrong Content-Length, a client gone: the
 * parser's refusal is answered by guardServer); rejects with BodyTooLarge past `limit` bytes.
 */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > limit) {
      reject(new BodyTooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) reject(new BodyTooLarge());
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', () => resolve(null));
    req.on('close', () => resolve(null));
  });
}

/**
 * An HTTP server for a service that faces untrusted clients: the parser's refusals answered (guardServer);
 * a target that is no URL or whose path is malformed answered 400; the body read whole
 * first, so a body that breaks off never reaches the handler and one over `maxBodyBytes` is answered 413;
 * the handler run safely (serveSafely) with the parsed target and the body.
 */
export function createGuardedServer(handler: GuardedHandler, options: GuardOptions = {}): Server {
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  return guardServer(
    createServer(
      serveSafely(async (req, res) => {
        const url = parseRequestTarget(req.url);
        if (!url || !isWellFormedPath(url.pathname)) {
          req.resume();
          write(res, BAD_REQUEST);
          return;
        }
        let body: Buffer | null;
        try {
          body = await readBody(req, maxBodyBytes);
        } catch (error) {
          if (!(error instanceof BodyTooLarge)) throw error;
          // The rest of the body is not read: the connection closes after the answer.
          res.once('finish', () => req.socket.destroy());
          write(res, { ...TOO_LARGE, headers: { ...TOO_LARGE.headers, Connection: 'close' } });
          return;
        }
        if (body === null) return;
        await handler(req, res, url, body);
      }, options),
    ),
  );
}
