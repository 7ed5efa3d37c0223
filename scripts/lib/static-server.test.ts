import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { get, request as request_ } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { fuzzService, unacceptable } from '@app/http-guard/testing';
import { matchRewriteRule, parseRewriteRules, startStaticServer, type StaticServer } from './static-server';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function request(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

const bigScript = `console.log(${JSON.stringify('x'.repeat(4000))});`;
let root: string;
let server: StaticServer;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(root, 'main.0123abcd89.js'), bigScript);
  writeFileSync(path.join(root, 'remoteEntry.js'), bigScript);
  writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *\n');
  mkdirSync(path.join(root, 'en'));
  writeFileSync(path.join(root, 'en', 'index.html'), '<!doctype html><h1>English</h1>');
  writeFileSync(path.join(path.dirname(root), 'outside-secret.txt'), 'secret');
  server = await startStaticServer({
    root,
    port: 0,
    config: { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'k', adminRemoteUrl: 'http://x/mf-manifest.json' },
    cors: true,
    spaFallback: true,
  });
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
  rmSync(path.join(path.dirname(root), 'outside-secret.txt'), { force: true });
});

test('serves /config.json from options, never cached', async () => {
  const response = await request(`${server.url}/config.json`);
  expect(response.status).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(response.body.toString())).toMatchObject({ adminRemoteUrl: 'http://x/mf-manifest.json' });
});

test('hashed assets are immutable and gzip-compressed with the right type', async () => {
  const response = await request(`${server.url}/main.0123abcd89.js`, { 'Accept-Encoding': 'gzip' });
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
  expect(response.headers['content-encoding']).toBe('gzip');
  expect(response.headers['cache-control']).toContain('immutable');
  expect(response.body.length).toBeLessThan(bigScript.length / 4);
  expect(gunzipSync(response.body).toString()).toBe(bigScript);
});

test('brotli is preferred when the browser accepts it', async () => {
  const response = await request(`${server.url}/main.0123abcd89.js`, { 'Accept-Encoding': 'gzip, deflate, br' });
  expect(response.headers['content-encoding']).toBe('br');
});

test('a hashed asset is compressed once: later answers repeat the first, headers included; unhashed files are read each time', async () => {
  const hashed = path.join(root, 'chunk.0123abcd77.js');
  const unhashed = path.join(root, 'entry-later.js');
  writeFileSync(hashed, bigScript);
  writeFileSync(unhashed, bigScript);
  const answer = async (name: string, encoding: string) => {
    const response = await request(`${server.url}/${name}`, { 'Accept-Encoding': encoding });
    const body = encoding === 'gzip' ? gunzipSync(response.body) : brotliDecompressSync(response.body);
    return { headers: response.headers, body: body.toString() };
  };
  const first = { br: await answer('chunk.0123abcd77.js', 'br'), gzip: await answer('chunk.0123abcd77.js', 'gzip') };
  expect(await answer('entry-later.js', 'br')).toMatchObject({ body: bigScript });
  // A hashed name never gets new content in a build; a changed file shows which answers were kept.
  writeFileSync(hashed, 'console.log("changed under the same name");'.repeat(20));
  writeFileSync(unhashed, 'console.log("changed under the same name");'.repeat(20));
  for (const encoding of ['br', 'gzip'] as const) {
    const again = await answer('chunk.0123abcd77.js', encoding);
    expect(again.body).toBe(bigScript);
    expect({ ...again.headers, date: undefined }).toEqual({ ...first[encoding].headers, date: undefined });
    expect(again.headers).toMatchObject({ 'content-encoding': encoding, 'cache-control': expect.stringContaining('immutable'), 'access-control-allow-origin': '*' });
  }
  expect((await answer('entry-later.js', 'br')).body).toContain('changed under the same name');
  // A revalidation or a range goes to the file itself.
  expect((await request(`${server.url}/chunk.0123abcd77.js`, { Range: 'bytes=0-11' })).body.toString()).toBe('console.log(');
  const revalidated = await request(`${server.url}/chunk.0123abcd77.js`, { 'If-None-Match': String(first.br.headers.etag), 'Accept-Encoding': 'br' });
  expect(brotliDecompressSync(revalidated.body).toString()).toContain('changed under the same name');
});

test('unhashed files such as the remote entry must be revalidated', async () => {
  const response = await request(`${server.url}/remoteEntry.js`);
  expect(response.headers['cache-control']).toBe('no-cache');
  expect(response.headers['content-encoding']).toBeUndefined();
  expect(response.body.toString()).toBe(bigScript);
});

test('client-side routes fall back to index.html, a prerendered folder serves its own index', async () => {
  const route = await request(`${server.url}/en/pricing`);
  expect(route.status).toBe(200);
  expect(route.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(route.body.toString()).toContain('<div id="root">');

  const prerendered = await request(`${server.url}/en`);
  expect(prerendered.body.toString()).toContain('<h1>English</h1>');
});

test('beside prerendered pages, spa.html (the empty shell) answers client-side routes, not the home page', async () => {
  const prerenderedRoot = mkdtempSync(path.join(tmpdir(), 'static-server-prerendered-'));
  writeFileSync(path.join(prerenderedRoot, 'index.html'), '<!doctype html><div id="root"><h1>Home</h1></div>');
  writeFileSync(path.join(prerenderedRoot, 'spa.html'), '<!doctype html><div id="root"></div>');
  const prerenderedServer = await startStaticServer({ root: prerenderedRoot, port: 0, spaFallback: true });
  try {
    const post = await request(`${prerenderedServer.url}/blog/published-after-the-build`);
    expect(post.status).toBe(200);
    expect(post.body.toString()).toBe('<!doctype html><div id="root"></div>');
    expect((await request(`${prerenderedServer.url}/`)).body.toString()).toContain('<h1>Home</h1>');
  } finally {
    await prerenderedServer.close();
    rmSync(prerenderedRoot, { recursive: true, force: true });
  }
});

test('a _redirects file chooses the shell and the status: 200 for app paths, 404 for unknown ones; it is never served', async () => {
  const prerenderedRoot = mkdtempSync(path.join(tmpdir(), 'static-server-rules-'));
  writeFileSync(path.join(prerenderedRoot, 'index.html'), '<!doctype html><div id="root"><h1>Home</h1></div>');
  writeFileSync(path.join(prerenderedRoot, 'spa.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(path.join(prerenderedRoot, 'blog'));
  writeFileSync(path.join(prerenderedRoot, 'blog', 'index.html'), '<!doctype html><h1>Blog</h1>');
  writeFileSync(path.join(prerenderedRoot, '_redirects'), '# app paths\n/admin /spa.html 200\n/admin/* /spa.html 200\n/blog/* /spa.html 200\n/* /spa.html 404\n');
  const rulesServer = await startStaticServer({ root: prerenderedRoot, port: 0, spaFallback: true });
  try {
    const statusOf = async (pathname: string) => {
      const response = await request(`${rulesServer.url}${pathname}`);
      return { pathname, status: response.status, body: response.body.toString() };
    };
    const shell = '<!doctype html><div id="root"></div>';
    await expect(statusOf('/admin')).resolves.toEqual({ pathname: '/admin', status: 200, body: shell });
    await expect(statusOf('/admin/blog/new')).resolves.toEqual({ pathname: '/admin/blog/new', status: 200, body: shell });
    await expect(statusOf('/blog/published-after-the-build')).resolves.toEqual({ pathname: '/blog/published-after-the-build', status: 200, body: shell });
    await expect(statusOf('/blog')).resolves.toEqual({ pathname: '/blog', status: 200, body: '<!doctype html><h1>Blog</h1>' });
    await expect(statusOf('/administrator')).resolves.toEqual({ pathname: '/administrator', status: 404, body: shell });
    await expect(statusOf('/no-such-page')).resolves.toEqual({ pathname: '/no-such-page', status: 404, body: shell });
    expect((await statusOf('/missing.png')).status).toBe(404);
    expect((await statusOf('/_redirects')).body).not.toContain('/spa.html');
  } finally {
    await rulesServer.close();
    rmSync(prerenderedRoot, { recursive: true, force: true });
  }
});

test('a rewritten _redirects applies at once: a moved post answers 301 with its new URL, a removed one 404', async () => {
  const prerenderedRoot = mkdtempSync(path.join(tmpdir(), 'static-server-live-rules-'));
  writeFileSync(path.join(prerenderedRoot, 'spa.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(prerenderedRoot, '_redirects'), '/admin/* /spa.html 200\n/blog/* /spa.html 200\n/* /spa.html 404\n');
  const rulesServer = await startStaticServer({ root: prerenderedRoot, port: 0, spaFallback: true });
  try {
    expect((await request(`${rulesServer.url}/blog/old-name`)).status).toBe(200);
    // What the publisher writes after the post's slug changed: a 301 first, posts without a page 404.
    writeFileSync(path.join(prerenderedRoot, '_redirects'), '/blog/old-name /blog/new-name 301\n/admin/* /spa.html 200\n/* /spa.html 404\n');
    const moved = await request(`${rulesServer.url}/blog/old-name`);
    expect({ status: moved.status, location: moved.headers.location }).toEqual({ status: 301, location: '/blog/new-name' });
    expect((await request(`${rulesServer.url}/blog/old-name/`)).headers.location).toBe('/blog/new-name');
    expect((await request(`${rulesServer.url}/blog/gone`)).status).toBe(404);
    expect((await request(`${rulesServer.url}/admin/blog`)).status).toBe(200);
  } finally {
    await rulesServer.close();
    rmSync(prerenderedRoot, { recursive: true, force: true });
  }
});

test('rewrite rules: exact paths and prefixes, first match wins, status defaults to 200', () => {
  const rules = parseRewriteRules('/auth /spa.html\n\n/auth/*   /spa.html   200   # sign-in\n/* /404.html 404\n');
  expect(rules).toEqual([
    { pattern: '/auth', target: '/spa.html', status: 200 },
    { pattern: '/auth/*', target: '/spa.html', status: 200 },
    { pattern: '/*', target: '/404.html', status: 404 },
  ]);
  expect(matchRewriteRule(rules, '/auth')?.status).toBe(200);
  expect(matchRewriteRule(rules, '/auth/')?.status).toBe(200);
  expect(matchRewriteRule(rules, '/auth/update-password')?.status).toBe(200);
  expect(matchRewriteRule(rules, '/authors')?.status).toBe(404);
  expect(matchRewriteRule([], '/auth')).toBeNull();
});

test('a missing file with an extension is a 404, not the app shell', async () => {
  const response = await request(`${server.url}/missing.0123abcd89.js`);
  expect(response.status).toBe(404);
});

test("a _headers file's rules go out on every answer (files, shells, redirects, 404s, config); the file itself is never served", async () => {
  const headersRoot = mkdtempSync(path.join(tmpdir(), 'static-server-headers-'));
  writeFileSync(path.join(headersRoot, 'spa.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(headersRoot, 'app.js'), 'void 0;');
  writeFileSync(path.join(headersRoot, '_redirects'), '/old /new 301\n/admin/* /spa.html 200\n/* /spa.html 404\n');
  writeFileSync(path.join(headersRoot, '_headers'), "/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: default-src 'self'\n");
  const headersServer = await startStaticServer({ root: headersRoot, port: 0, spaFallback: true, config: {} });
  try {
    for (const [pathname, status] of [['/app.js', 200], ['/admin/users', 200], ['/old', 301], ['/nowhere', 404], ['/config.json', 200]] as const) {
      const response = await request(`${headersServer.url}${pathname}`);
      expect({ pathname, status: response.status, nosniff: response.headers['x-content-type-options'], csp: response.headers['content-security-policy'] }).toEqual({
        pathname,
        status,
        nosniff: 'nosniff',
        csp: "default-src 'self'",
      });
    }
    const file = await request(`${headersServer.url}/_headers`);
    expect(file.status).toBe(404);
    expect(file.body.toString()).not.toContain('Content-Security-Policy');
  } finally {
    await headersServer.close();
    rmSync(headersRoot, { recursive: true, force: true });
  }
});

test('headers given as a function are asked per request, so configuration completed later counts', async () => {
  const config = { origin: '' };
  const dynamic = await startStaticServer({ root, port: 0, headers: () => [{ pattern: '/*', headers: { 'X-Origin': config.origin || 'none' } }] });
  try {
    expect((await request(`${dynamic.url}/robots.txt`)).headers['x-origin']).toBe('none');
    config.origin = 'https://abc.supabase.co';
    expect((await request(`${dynamic.url}/robots.txt`)).headers['x-origin']).toBe('https://abc.supabase.co');
  } finally {
    await dynamic.close();
  }
});

test('sends CORS headers when asked', async () => {
  const response = await request(`${server.url}/robots.txt`);
  expect(response.headers['access-control-allow-origin']).toBe('*');
  expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
});

test('never serves files outside the root', async () => {
  for (const attempt of ['/../outside-secret.txt', '/%2e%2e/outside-secret.txt', '/..%2foutside-secret.txt']) {
    const response = await request(`${server.url}${attempt}`);
    expect(response.body.toString()).not.toContain('secret');
    expect([403, 404]).toContain(response.status);
  }
});

test('a page written after the server started is served at once (the publisher adds pages while it runs)', async () => {
  expect((await request(`${server.url}/blog/published-later`)).body.toString()).toContain('<div id="root">');
  mkdirSync(path.join(root, 'blog', 'published-later'), { recursive: true });
  writeFileSync(path.join(root, 'blog', 'published-later', 'index.html'), '<!doctype html><h1>Later</h1>');
  const page = await request(`${server.url}/blog/published-later`);
  expect({ status: page.status, body: page.body.toString() }).toEqual({ status: 200, body: '<!doctype html><h1>Later</h1>' });
});

test('a byte range is answered with 206 and the plain slice; an unsatisfiable one with 416', async () => {
  const slice = await request(`${server.url}/remoteEntry.js`, { Range: 'bytes=0-11', 'Accept-Encoding': 'gzip, br' });
  expect({ status: slice.status, encoding: slice.headers['content-encoding'], body: slice.body.toString() }).toEqual({
    status: 206,
    encoding: undefined,
    body: bigScript.slice(0, 12),
  });
  expect((await request(`${server.url}/remoteEntry.js`, { Range: 'bytes=999999-' })).status).toBe(416);
});

test('HEAD answers the headers of GET without a body', async () => {
  const response = await new Promise<RawResponse>((resolve, reject) => {
    request_(`${server.url}/main.0123abcd89.js`, { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
  expect(response.headers['content-encoding']).toBe('gzip');
  expect(response.body.length).toBe(0);
});

test('every malformed request is answered with a 4xx, and pages are served afterwards', async () => {
  const outcomes = await fuzzService(server.url, { paths: ['/', '/index.html', '/en/', '/config.json', '/main.0123abcd89.js'] });
  expect(outcomes.length).toBeGreaterThan(300);
  expect(unacceptable(outcomes)).toEqual([]);

  const page = await request(`${server.url}/en/`);
  expect(page.status).toBe(200);
  expect(page.body.toString()).toContain('<h1>English</h1>');
  expect((await request(`${server.url}/config.json`)).status).toBe(200);
}, 120_000);

test('close() stops the server', async () => {
  const other = await startStaticServer({ root, port: 0 });
  await other.close();
  await expect(request(`${other.url}/index.html`)).rejects.toThrow();
});
