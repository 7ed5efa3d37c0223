import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { constants as zlibConstants, createBrotliCompress, createGzip } from 'node:zlib';
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

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
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

function contentTypeOf(filePath: string): string {
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

function chooseEncoding(req: IncomingMessage): 'br' | 'gzip' | null {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

async function fileAt(filePath: string): Promise<{ size: number; mtime: Date } | null> {
  try {
    const info = await stat(filePath);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
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

  /**
   * What answers a client-side route: the first matching rule (a redirect, or a file with its status),
   * else the plain shell.
   */
  const appShellFor = async (
    pathname: string,
  ): Promise<{ file: string; size: number; status: number } | { redirect: string; status: number } | null> => {
    const rules = await rewriteRules();
    if (rules) {
      const rule = matchRewriteRule(rules, pathname);
      if (rule && REDIRECT_STATUSES.has(rule.status)) return { redirect: rule.target, status: rule.status };
      const file = rule ? path.join(root, rule.target) : null;
      const info = file?.startsWith(root + path.sep) ? await fileAt(file) : null;
      return rule && file && info ? { file, size: info.size, status: rule.status } : null;
    }
    for (const name of ['spa.html', 'index.html']) {
      const file = path.join(root, name);
      const info = await fileAt(file);
      if (info) return { file, size: info.size, status: 200 };
    }
    return null;
  };

  const send = async (req: IncomingMessage, res: ServerResponse, filePath: string, size: number, cacheControl: string, status = 200) => {
    const type = contentTypeOf(filePath);
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', cacheControl);
    res.setHeader('Vary', 'Accept-Encoding');
    const encoding = COMPRESSIBLE.test(type) && size > 512 ? chooseEncoding(req) : null;
    if (encoding) res.setHeader('Content-Encoding', encoding);
    else res.setHeader('Content-Length', size);
    res.writeHead(status);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const source = createReadStream(filePath);
    if (encoding === 'br') {
      // Quality 5: near-gzip-9 speed on the fly, smaller output.
      await pipeline(source, createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }), res);
    } else if (encoding === 'gzip') {
      await pipeline(source, createGzip({ level: 6 }), res);
    } else {
      await pipeline(source, res);
    }
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const requestPath = (req.url ?? '/').split('?')[0] ?? '/';
    for (const [name, value] of Object.entries(headersFor(await headerRules(), requestPath))) res.setHeader(name, value);
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

    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }

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
    if (filePath === path.join(root, REWRITE_RULES_FILE) || filePath === path.join(root, HEADER_RULES_FILE)) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }

    const direct = pathname.endsWith('/') ? null : await fileAt(filePath);
    if (direct) {
      const cacheControl = HASHED_NAME.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
      await send(req, res, filePath, direct.size, cacheControl);
      return;
    }
    const directoryIndex = path.join(filePath, 'index.html');
    const indexInFolder = await fileAt(directoryIndex);
    if (indexInFolder) {
      await send(req, res, directoryIndex, indexInFolder.size, 'no-cache');
      return;
    }
    const appShell = options.spaFallback && path.extname(pathname) === '' ? await appShellFor(pathname) : null;
    if (appShell && 'redirect' in appShell) {
      res.writeHead(appShell.status, { Location: appShell.redirect, 'Cache-Control': 'no-cache' }).end();
      return;
    }
    if (appShell) {
      await send(req, res, appShell.file, appShell.size, 'no-cache', appShell.status);
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('Not found');
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500).end('Internal error');
      else res.destroy(error instanceof Error ? error : undefined);
    });
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
