/**
 * The fuzz corpus every HTTP service of the project is tested with: a few hundred malformed request lines,
 * targets, headers and bodies, sent as raw bytes over a socket (what no fetch can send) and, for bodies and
 * methods, with fetch as well. A service passes when it answers each with a 4xx (or, for a request cut
 * short, closes without an answer) and keeps running.
 */
import { connect } from 'node:net';

export interface FuzzTargets {
  /** The service's own paths (its routes, with a query where one is read), varied into malformed ones. */
  paths: string[];
  /**
   * Headers a real client sends (the local backend's apikey), so that malformed bodies get past the key
   * check to the parsers behind it.
   */
  headers?: Record<string, string>;
}

export interface RawCase {
  name: string;
  bytes: Buffer;
  /** The request stops before its end: closing without an answer is a fine outcome too. */
  cutShort?: boolean;
}

export interface FetchCase {
  name: string;
  path: string;
  init: RequestInit;
}

export interface FuzzOutcome {
  name: string;
  /** The status of the first answer; null when the connection closed without one. */
  status: number | null;
  cutShort: boolean;
}

/** A small deterministic generator (mulberry32), so a failing case can be found again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CRLF = '\r\n';

/** Paths that no route may accept: broken percent-encoding, brackets, a path far past any limit. */
export function malformedPaths(path: string): string[] {
  const [route = '/', query] = path.split('?');
  const withQuery = (p: string) => (query === undefined ? p : `${p}?${query}`);
  const base = route.replace(/\/+$/, '');
  const stem = base || '/';
  return [
    withQuery(`${stem}%`),
    withQuery(`${base}/%`),
    withQuery(`${base}/%E0%A4%A`),
    withQuery(`${base}/%ZZ`),
    withQuery(`${stem}%FF`),
    withQuery(`${base}/%C0%AF`),
    withQuery(`${base}//[`),
    withQuery(`${base}/[`),
    withQuery(`${stem}]`),
    withQuery(`//[${base}`),
    withQuery(`${base}/%%30%30`),
    withQuery(`${base}/a%`),
    `${base}/${'%E0%A4%A'.repeat(200)}`,
    `${base}/${'x'.repeat(70_000)}`,
  ];
}

function head(method: string, target: string, headers: Record<string, string>, extra: string[] = []): string {
  return `${method} ${target} HTTP/1.1${CRLF}Host: localhost${CRLF}${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}${CRLF}`)
    .join('')}${extra.map((line) => `${line}${CRLF}`).join('')}`;
}

/** Raw requests: request lines, targets, headers, framing and bodies that a server must refuse. */
export function rawCases(targets: FuzzTargets): RawCase[] {
  const known = targets.headers ?? {};
  const cases: RawCase[] = [];
  const add = (name: string, text: string | Buffer, cutShort = false) =>
    cases.push({ name, bytes: typeof text === 'string' ? Buffer.from(text, 'latin1') : text, cutShort });

  // Request lines the parser or the URL reader must refuse.
  for (const line of [
    'GET //[ HTTP/1.1',
    'GET /%E0%A4%A HTTP/1.1',
    'GET /% HTTP/1.1',
    'GET //[:: HTTP/1.1',
    'GET http://[ HTTP/1.1',
    'GET http://[::1/ HTTP/1.1',
    'GET ftp://example.com/ HTTP/1.1',
    'GET * HTTP/1.1',
    'GET example HTTP/1.1',
    'GET  HTTP/1.1',
    'GET / HTTP/1.1 extra',
    'GET / HTTP/9.9',
    'GET / HTTP/1',
    'GET / FOO/1.1',
    'GET /\x00 HTTP/1.1',
    'GET /\x7f HTTP/1.1',
    'GET /\ta HTTP/1.1',
    'GET / a HTTP/1.1',
    'get / HTTP/1.1',
    'BREW / HTTP/1.1',
    'FOO /health HTTP/1.1',
    'G\x00T / HTTP/1.1',
    'CONNECT [ HTTP/1.1',
    'CONNECT localhost HTTP/1.1',
    'PRI * HTTP/2.0',
    `GET /${'a'.repeat(100_000)} HTTP/1.1`,
    'GET',
    '/ HTTP/1.1',
    'HTTP/1.1 200 OK',
  ]) {
    add(`request line ${JSON.stringify(line.slice(0, 60))}`, `${line}${CRLF}Host: localhost${CRLF}Connection: close${CRLF}${CRLF}`);
  }
  add('HTTP/2 preface', `PRI * HTTP/2.0${CRLF}${CRLF}SM${CRLF}${CRLF}`);
  add('TLS ClientHello', Buffer.from('16030100a5010000a10303000102030405060708090a0b0c0d0e0f', 'hex'));
  add('bare line feeds', 'GET //[ HTTP/1.1\nHost: localhost\n\n');
  add('request line only, then the connection ends', 'GET /health HTTP/1.1', true);
  add('half a header block', `GET /health HTTP/1.1${CRLF}Host: loc`, true);

  const rng = random(27);
  for (let i = 0; i < 30; i += 1) {
    const bytes = Buffer.alloc(1 + Math.floor(rng() * 600));
    for (let j = 0; j < bytes.length; j += 1) bytes[j] = Math.floor(rng() * 256);
    add(`random bytes #${i}`, bytes, true);
  }

  for (const path of targets.paths) {
    for (const target of malformedPaths(path)) {
      for (const method of ['GET', 'POST']) {
        add(`${method} ${target.slice(0, 60)}`, `${head(method, target, known, ['Content-Length: 0', 'Connection: close'])}${CRLF}`);
      }
    }

    // Headers Node's parser refuses, on a route that would otherwise answer.
    for (const [label, line] of [
      ['NUL in a header value', 'X-Test: a\x00b'],
      ['CR in a header value', 'X-Test: a\rb'],
      ['DEL in a header name', 'X-T\x7fst: a'],
      ['space in a header name', 'X Test: a'],
      ['header without a colon', 'X-Test'],
      ['empty header name', ': value'],
      ['folded header', `X-Test: a${CRLF} folded`],
      ['header name with a bracket', 'X-[: a'],
      ['two different Content-Length', `Content-Length: 1${CRLF}Content-Length: 2`],
      ['negative Content-Length', 'Content-Length: -1'],
      ['Content-Length not a number', 'Content-Length: abc'],
      ['Content-Length past any integer', 'Content-Length: 99999999999999999999999999'],
      ['Content-Length with Transfer-Encoding', `Content-Length: 5${CRLF}Transfer-Encoding: chunked`],
      ['Transfer-Encoding without chunked last', 'Transfer-Encoding: chunked, gzip'],
      ['unknown Transfer-Encoding', 'Transfer-Encoding: rot13'],
      ['header block over 16 KB', `X-Big: ${'b'.repeat(20_000)}`],
      ['thousands of headers', Array.from({ length: 3000 }, (_, index) => `X-H${index}: v`).join(CRLF)],
    ] as const) {
      add(`${label} on POST ${path}`, `${head('POST', path, known, [line, 'Connection: close'])}${CRLF}`);
    }

    // Bodies: framing that breaks, and content no service can read.
    const post = (extra: string[]) => head('POST', path, known, ['Connection: close', ...extra]);
    add(`bad chunk size on ${path}`, `${post(['Transfer-Encoding: chunked'])}${CRLF}zz${CRLF}abc${CRLF}0${CRLF}${CRLF}`);
    add(`chunk size overflow on ${path}`, `${post(['Transfer-Encoding: chunked'])}${CRLF}ffffffffffffffffffff${CRLF}a${CRLF}`);
    add(`chunk without its CRLF on ${path}`, `${post(['Transfer-Encoding: chunked'])}${CRLF}3${CRLF}abcdef${CRLF}0${CRLF}${CRLF}`);
    add(`chunk extension overflow on ${path}`, `${post(['Transfer-Encoding: chunked'])}${CRLF}1;${'e'.repeat(20_000)}${CRLF}a${CRLF}0${CRLF}${CRLF}`);
    add(`chunked body that never ends on ${path}`, `${post(['Transfer-Encoding: chunked'])}${CRLF}5${CRLF}ab`, true);
    add(`body shorter than Content-Length on ${path}`, `${post(['Content-Type: application/json', 'Content-Length: 100'])}${CRLF}{"a":`, true);
  }
  return cases;
}

/** Requests fetch can send: unknown methods, and bodies that are not what they claim to be. */
export function fetchCases(targets: FuzzTargets): FetchCase[] {
  const known = targets.headers ?? {};
  const cases: FetchCase[] = [];
  const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
  const bodies: [string, string, BodyInit][] = [
    ['broken JSON', 'application/json', '{"a": '],
    ['JSON with a trailing comma', 'application/json', '{"a": 1,}'],
    ['JSON nested 50 000 deep', 'application/json', deep],
    ['not UTF-8', 'application/json', new Uint8Array([0xff, 0xfe, 0xc0, 0xaf, 0x7b])],
    ['JSON with an unknown charset', 'application/json; charset=ebcdic', '{"a": 1'],
    ['form with broken escapes', 'application/x-www-form-urlencoded', 'token=%E0%A4%A&%=%'],
    ['multipart without a boundary', 'multipart/form-data', '--x\r\n\r\n'],
    ['multipart with a broken structure', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data\r\n'],
    ['no content type', '', '\u0000\u0001garbage'],
  ];
  for (const path of targets.paths) {
    for (const target of malformedPaths(path).slice(0, 12)) {
      cases.push({ name: `fetch PUT ${target.slice(0, 60)}`, path: target, init: { method: 'PUT', headers: known, body: '{' } });
    }
    for (const method of ['PROPFIND', 'BREW', 'TRACE-X', 'M-SEARCH']) {
      cases.push({ name: `fetch ${method} ${path}`, path, init: { method, headers: known } });
    }
    for (const method of ['POST', 'PUT', 'PATCH']) {
      for (const [label, type, body] of bodies) {
        cases.push({ name: `fetch ${method} ${path} with ${label}`, path, init: { method, headers: { ...known, ...(type ? { 'Content-Type': type } : {}) }, body } });
      }
    }
  }
  return cases;
}

/**
 * Writes the bytes on a new connection and reads the first answer's status (null: none within the time).
 * A request cut short is followed by the end of the connection, so that the server sees it end; a whole
 * one is not, since Node's server takes a client's end for an abort and drops the answer under way.
 */
export function sendRaw(origin: string, bytes: Buffer, options: { end?: boolean; timeoutMs?: number } = {}): Promise<number | null> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname.replace(/^\[|\]$/g, ''), port: Number(port) });
    let received = '';
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(received);
      resolve(match ? Number(match[1]) : null);
    };
    const timer = setTimeout(settle, options.timeoutMs ?? 10_000);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (received.includes(CRLF)) settle();
    });
    socket.on('error', settle);
    socket.on('close', settle);
    socket.on('connect', () => (options.end ? socket.end(bytes) : socket.write(bytes)));
  });
}

async function inBatches<T, R>(items: T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) results.push(...(await Promise.all(items.slice(start, start + size).map(run))));
  return results;
}

/** Sends the whole corpus for `targets` to the service at `origin` (raw and fetch) and returns each outcome. */
export async function fuzzService(origin: string, targets: FuzzTargets): Promise<FuzzOutcome[]> {
  const raw = await inBatches(rawCases(targets), 8, async (test) => ({
    name: test.name,
    status: await sendRaw(origin, test.bytes, { end: test.cutShort }),
    cutShort: test.cutShort ?? false,
  }));
  const fetched = await inBatches(fetchCases(targets), 8, async (test) => {
    const response = await fetch(`${origin}${test.path}`, { ...test.init, signal: AbortSignal.timeout(10_000) }).catch(() => null);
    await response?.arrayBuffer().catch(() => undefined);
    return { name: test.name, status: response?.status ?? null, cutShort: false };
  });
  return [...raw, ...fetched];
}

/**
 * The outcomes that break the rule, as `<status> <case>` lines: anything but a 4xx, except a request cut
 * short that closed without an answer.
 */
export function unacceptable(outcomes: FuzzOutcome[]): string[] {
  return outcomes
    .filter(({ status, cutShort }) => (status === null ? !cutShort : status < 400 || status > 499))
    .map(({ status, name }) => `${status ?? 'no answer'} ${name}`);
}
