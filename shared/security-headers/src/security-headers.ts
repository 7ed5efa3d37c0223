/**
 * Security headers of the host and the remote, as a `_headers` file (the format of Netlify and Cloudflare
 * Pages) that the builds write and the local static servers apply.
 *
 * The host's Content-Security-Policy allows its one inline script (the loader that starts the page's
 * scripts after the first paint) by hash, and reaches only the origins of its runtime configuration:
 * Supabase (REST, auth, storage images, realtime), the image service and the admin remote (its manifest,
 * scripts and styles). Mantine writes its CSS variables into a <style> element and React sets style
 * attributes, so styles keep 'unsafe-inline'; scripts never do.
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export interface HeaderRule {
  /** An exact path, or a prefix ending in `*` (`/*` is every path). */
  pattern: string;
  headers: Record<string, string>;
}

/** The runtime configuration's origins the host's pages talk to (contract.md `/config.json`). */
export interface ConnectedOrigins {
  supabaseUrl: string;
  adminRemoteUrl: string;
  imageServiceUrl?: string;
}

/** What every response of both apps carries. */
const COMMON_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
};

/** Executable inline scripts: no src, and no type or a JavaScript one (JSON and JSON-LD data blocks never run). */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)((?:\s[^>]*)?)>([\s\S]*?)<\/script>/gi;
const DATA_TYPE = /\stype\s*=\s*["']?(?!text\/javascript|module|application\/javascript)[^"'\s>]+/i;

/** CSP source expressions (`'sha256-…'`) of the inline scripts in these documents, each once, sorted. */
export function inlineScriptHashes(documents: Iterable<string>): string[] {
  const hashes = new Set<string>();
  for (const html of documents) {
    for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
      if (DATA_TYPE.test(attributes) || body.trim() === '') continue;
      hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/** Every .html file under a build's folder. */
export function htmlDocumentsIn(dist: string): string[] {
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'));
}

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

const unique = (sources: (string | null)[]) => [...new Set(sources.filter((source): source is string => Boolean(source)))];

export function hostContentSecurityPolicy(origins: ConnectedOrigins, scriptHashes: string[]): string {
  const supabase = originOf(origins.supabaseUrl);
  const realtime = supabase ? supabase.replace(/^http/, 'ws') : null;
  const remote = originOf(origins.adminRemoteUrl);
  const imageService = originOf(origins.imageServiceUrl);
  const directives: [string, (string | null)[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, remote]],
    ['style-src', ["'self'", "'unsafe-inline'", remote]],
    // Content images may come from any HTTPS address an editor enters; storage and generated images from these.
    ['img-src', ["'self'", 'data:', 'blob:', 'https:', supabase, imageService, remote]],
    ['font-src', ["'self'", 'data:', remote]],
    ['connect-src', ["'self'", supabase, realtime, imageService, remote]],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`).join('; ');
}

/** The host's rules: one policy for every path (pages, the app shell, assets). */
export function hostHeaderRules(origins: ConnectedOrigins, scriptHashes: string[]): HeaderRule[] {
  return [{ pattern: '/*', headers: { ...COMMON_HEADERS, 'Content-Security-Policy': hostContentSecurityPolicy(origins, scriptHashes) } }];
}

/**
 * The remote's rules: it serves scripts, styles and its manifest to the host's origin and no page of its
 * own, so documents get nothing at all; anyone may read its files (the manifest is fetched cross-origin).
 */
export function remoteHeaderRules(): HeaderRule[] {
  return [
    {
      pattern: '/*',
      headers: {
        ...COMMON_HEADERS,
        'Content-Security-Policy': "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
        'Access-Control-Allow-Origin': '*',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      },
    },
  ];
}

export function formatHeadersFile(rules: HeaderRule[]): string {
  return rules.map((rule) => [rule.pattern, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n')).join('\n\n') + '\n';
}

/** A `_headers` file: a path pattern on its own line, then its indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const separator = line.indexOf(':');
    if (!rule || separator < 0) continue;
    rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}

/** The headers of every rule matching the path, later rules adding to and overriding earlier ones. */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    const matches = rule.pattern.endsWith('*') ? pathname.startsWith(rule.pattern.slice(0, -1)) : pathname === rule.pattern;
    if (matches) Object.assign(headers, rule.headers);
  }
  return headers;
}

/**
 * What a local static server of the host sends: the build's policy for the configuration it actually
 * serves (hashes from the pages in `dist`; the configuration may be completed after the server starts).
 */
export function hostHeadersFor(dist: string, config: Partial<ConnectedOrigins>): () => HeaderRule[] {
  const hashes = inlineScriptHashes(htmlDocumentsIn(dist));
  // Asked per request: the policy is built again only when the configuration changed.
  let cached: { key: string; rules: HeaderRule[] } | null = null;
  return () => {
    const origins = { supabaseUrl: config.supabaseUrl ?? '', adminRemoteUrl: config.adminRemoteUrl ?? '', imageServiceUrl: config.imageServiceUrl };
    const key = JSON.stringify(origins);
    if (cached?.key !== key) cached = { key, rules: hostHeaderRules(origins, hashes) };
    return cached.rules;
  };
}
