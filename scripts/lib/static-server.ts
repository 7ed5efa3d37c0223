import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants as zlibConstants, createBrotliCompress, createGzip } from 'node:zlib';
import sirv from 'sirv';
import { createGuardedServer } from '@app/http-guard';
import { headersFor, parseHeadersFile, type HeaderRule } from '@app/security-headers';

export interface StaticServerOptions {
  /** The folder to serve (a build's dist/). */
  root: string;
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** Served as /config.json, never cached (the runtime configuration of contract.md). */
  config?: object;
  /** Access-Control-Allow-Origin: * (a remote whose manifest another origin fetches). */
  cors?: boolean;
  /**
   * Answer the app shell for paths without a file extension that have no page of their own (client-side
   * routes). With a `_redirects` file in the root (what a prerendering build writes for the static host;
   * read again whenever the publisher rewrites it), its rules choose the file and the status (a 404 for
   * unknown paths) or redirect (301/302 to the rule's target); else spa.html, the empty shell a
   * prerendering build writes beside its pages, or index.html, with 200.
   */
  spaFallback?: boolean;
  /**
   * Response headers by path (security headers). Default: the root's `_headers` file (what the builds write
   * for the static host; read again when it changes). A function is asked per request (the caller may
   * complete its configuration after the server is up).
   */
  headers?: HeaderRule[] | (() => HeaderRule[]);
}

export interface StaticServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Text that goes out compressed when the browser accepts it (over 512 bytes: below that the framing costs more). */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
/** Types served as UTF-8 text, with the charset named (sirv names it for HTML only). */
const UTF8_TEXT = /^(text\/|application\/(json|xml|manifest\+json))/;
/** Names the bundler fingerprints with a content hash (`main.0123456789.js`): safe to cache forever. */
const HASHED_NAME = /\.[0-9a-f]{8,}\.(js|css|mjs|png|jpe?g|gif|svg|webp|avif|woff2?)$/;

/** The rules files of Netlify and Cloudflare Pages; they configure the server and are never served. */
const REWRITE_RULES_FILE = '_redirects';
const HEADER_RULES_FILE = '_headers';

export interface RewriteRule {
  /** An exact path, or a prefix ending in `/*`. */
  pattern: string;
  /** A path inside the root. */
  target: string;
  status: number;
}

/** The rewrites of a `_redirects` file (`<pattern> <target> <status>` per line; `#` starts a comment). */
export function parseRewriteRules(text: string): RewriteRule[] {
  return text.split('\n').flatMap((line) => {
    const [pattern, target, status] = line.replace(/#.*/, '').trim().split(/\s+/);
    if (!pattern || !target) return [];
    return [{ pattern, target, status: status ? Number.parseInt(status, 10) : 200 }];
  });
}

/** The first rule that matches the path (the order of the file, as the static hosts do). */
export function matchRewriteRule(rules: RewriteRule[], pathname: string): RewriteRule | null {
  return (
    rules.find(({ pattern }) =>
      pattern.endsWith('/*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern || pathname === `${pattern}/`,
    ) ?? null
  );
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * The parsed rules file of the root, re-read when the file changes (the live publisher rewrites
 * `_redirects`), so one stat per lookup; null when there is no such file.
 */
function rulesFileOf<T>(root: string, name: string, parse: (text: string) => T[]): () => Promise<T[] | null> {
  const file = path.join(root, name);
  let cached: { mtimeMs: number; size: number; rules: T[] } | null = null;
  return async () => {
    try {
      const info = await stat(file);
      if (cached?.mtimeMs !== info.mtimeMs || cached.size !== info.size) {
        cached = { mtimeMs: info.mtimeMs, size: info.size, rules: parse(await readFile(file, 'utf8')) };
      }
      return cached.rules;
    } catch {
      cached = null;
      return null;
    }
  };
}

function chooseEncoding(req: IncomingMessage): 'br' | 'gzip' | null {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** sirv's type for the file it found, as this server names it: UTF-8 text with its charset, XML as application/xml. */
function contentTypeOf(sirvType: string): string {
  const mime = sirvType.split(';')[0]?.trim() ?? '';
  const type = mime === 'text/xml' ? 'application/xml' : mime || 'application/octet-stream';
  return UTF8_TEXT.test(type) ? `${type}; charset=utf-8` : type;
}

/**
 * The response sirv writes to. sirv finds the file, names its type and streams it; this passes the head on
 * to the real response (with the status the rewrite rule chose) and compresses the body on the way. sirv
 * itself only serves precompressed `.br`/`.gz` siblings, which the builds do not write and which the live
 * publisher's rewritten pages would leave stale, so compression stays on the fly.
 */
class SirvResponse extends PassThrough {
  statusCode = 200;
  private headWritten = false;
  /** What sirv set through setHeader, kept with a compressed answer for replaying it. */
  private readonly headersSet: OutgoingHttpHeaders = {};

  constructor(
    private readonly req: IncomingMessage,
    private readonly res: ServerResponse,
    private readonly status: number,
    /** Where to keep the compressed answer, for a file whose content never changes under its name. */
    private readonly keep: ((answer: CompressedAnswer) => void) | null = null,
  ) {
    super();
    // sirv pipes a file stream without listening for its errors (a file the publisher removes meanwhile).
    this.on('pipe', (source: NodeJS.ReadableStream) => source.on('error', (error: Error) => this.destroy(error)));
    // sirv ends without a head only for an unsatisfiable range (its statusCode set to 416).
    this.on('finish', () => {
      if (!this.headWritten) this.res.writeHead(this.statusCode).end();
    });
  }

  getHeader(name: string) {
    return this.res.getHeader(name);
  }

  setHeader(name: string, value: number | string | readonly string[]) {
    this.headersSet[name] = typeof value === 'object' ? [...value] : value;
    this.res.setHeader(name, value);
    return this;
  }

  writeHead(code: number, headers: OutgoingHttpHeaders = {}) {
    this.headWritten = true;
    const type = contentTypeOf(String(headers['Content-Type'] ?? ''));
    const size = Number(headers['Content-Length'] ?? 0);
    const encoding = code === 200 && COMPRESSIBLE.test(type) && size > 512 ? chooseEncoding(this.req) : null;
    const head: OutgoingHttpHeaders = { ...headers, 'Content-Type': type, Vary: 'Accept-Encoding' };
    if (encoding) {
      delete head['Content-Length'];
      head['Content-Encoding'] = encoding;
    }
    this.res.writeHead(code === 200 ? this.status : code, head);
    if (!encoding) {
      pipeline(this, this.res).catch(() => this.res.destroy());
      return this;
    }
    const compressor =
      encoding === 'br'
        ? // Quality 5: near-gzip-9 speed on the fly, smaller output.
          createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
        : createGzip({ level: 6 });
    // Only a whole file is kept (sirv answers 304 or 416 otherwise).
    const keep = code === 200 ? this.keep : null;
    const chunks: Buffer[] = [];
    if (keep) compressor.on('data', (chunk: Buffer) => chunks.push(chunk));
    pipeline(this, compressor, this.res).then(
      () => keep?.({ head: { ...this.headersSet, ...head }, body: Buffer.concat(chunks) }),
      () => this.res.destroy(),
    );
    return this;
  }
}

interface CompressedAnswer {
  head: OutgoingHttpHeaders;
  body: Buffer;
}

export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const root = path.resolve(options.root);
  const host = options.host ?? '127.0.0.1';
  const rewriteRules = rulesFileOf(root, REWRITE_RULES_FILE, parseRewriteRules);
  const headerRulesFile = rulesFileOf(root, HEADER_RULES_FILE, parseHeadersFile);
  const headerRules = async (): Promise<HeaderRule[]> => {
    if (typeof options.headers === 'function') return options.headers();
    return options.headers ?? (await headerRulesFile()) ?? [];
  };
  // dev: looks each file up per request (the publisher adds and rewrites pages while the server runs);
  // a folder answers with its index.html.
  const files = sirv(root, {
    dev: true,
    extensions: ['html'],
    setHeaders: (res, pathname) => {
      res.setHeader('Cache-Control', HASHED_NAME.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  /**
   * Compressed answers for files whose name holds a hash of their content: every page load of a fresh
   * browser asks for the same bundles, and compressing them again each time was a third of the server's work.
   */
  const compressedAssets = new Map<string, CompressedAnswer>();

  /** Answers with the file at `url` (a request path inside the root), when there is one. */
  const serveFile = (req: IncomingMessage, res: ServerResponse, url: string, status = 200): boolean => {
    const encoding = chooseEncoding(req);
    const plainRequest = !req.headers.range && !req.headers['if-none-match'] && !req.headers['if-modified-since'];
    const key = encoding && status === 200 && plainRequest && HASHED_NAME.test(url) ? `${encoding} ${url}` : null;
    const kept = key ? compressedAssets.get(key) : undefined;
    if (kept) {
      res.writeHead(200, kept.head).end(req.method === 'HEAD' ? undefined : kept.body);
      return true;
    }
    let found = true;
    const lookup = { url, headers: req.headers, method: req.method } as IncomingMessage;
    const keep = key && req.method === 'GET' ? (answer: CompressedAnswer) => compressedAssets.set(key, answer) : null;
    files(lookup, new SirvResponse(req, res, status, keep) as unknown as ServerResponse, () => {
      found = false;
    });
    return found;
  };

  /**
   * What answers a client-side route: the first matching rule (a redirect, or a file with its status),
   * else the plain shell.
   */
  const serveAppShell = async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> => {
    const rules = await rewriteRules();
    if (!rules) return serveFile(req, res, '/spa.html') || serveFile(req, res, '/index.html');
    const rule = matchRewriteRule(rules, pathname);
    if (rule && REDIRECT_STATUSES.has(rule.status)) {
      res.writeHead(rule.status, { Location: rule.target, 'Cache-Control': 'no-cache' }).end();
      return true;
    }
    return rule ? serveFile(req, res, rule.target, rule.status) : false;
  };

  const server = createGuardedServer(async (req, res, url) => {
    const target = `${url.pathname}${url.search}`;
    for (const [name, value] of Object.entries(headersFor(await headerRules(), url.pathname))) res.setHeader(name, value);
    if (options.cors) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', '*');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }

    // The guard let only paths through whose escapes decode.
    const pathname = decodeURIComponent(url.pathname);
    if (options.config && pathname === '/config.json') {
      // Serialized per request: the caller may complete the object after the server is up (its port comes first).
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify(options.config));
      return;
    }

    const filePath = path.join(root, pathname);
    if (filePath !== root && !filePath.startsWith(root + path.sep)) {
      res.writeHead(403).end('Forbidden');
      return;
    }
    const isRulesFile = filePath === path.join(root, REWRITE_RULES_FILE) || filePath === path.join(root, HEADER_RULES_FILE);
    if (!isRulesFile && serveFile(req, res, target)) return;
    if (!isRulesFile && options.spaFallback && path.extname(pathname) === '' && (await serveAppShell(req, res, pathname))) return;
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('Not found');
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;

  return {
    url: `http://${urlHost}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
