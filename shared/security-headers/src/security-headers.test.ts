import { createHash } from 'node:crypto';
import {
  formatHeadersFile,
  headersFor,
  hostContentSecurityPolicy,
  hostHeaderRules,
  inlineScriptHashes,
  parseHeadersFile,
  remoteHeaderRules,
} from './security-headers';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const ORIGINS = {
  supabaseUrl: 'https://abc.supabase.co',
  adminRemoteUrl: 'https://admin.example.com/mf-manifest.json',
  imageServiceUrl: 'https://images.example.net/models/flux',
};

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts once each and skips external scripts and JSON data blocks', () => {
    const loader = 'requestAnimationFrame(function(){load("/main.1234abcd.js")})';
    const pages = [
      `<head><script type="application/ld+json">{"@type":"Organization"}</script><script>${loader}</script></head>`,
      `<body><script id="initial-data" type="application/json">{"a":1}</script><script src="/main.js"></script><script>${loader}</script></body>`,
      `<script type="module">import("/x.js")</script>`,
    ];
    expect(inlineScriptHashes(pages)).toEqual([sha256(loader), sha256('import("/x.js")')].sort());
  });
});

describe('the host policy', () => {
  const policy = hostContentSecurityPolicy(ORIGINS, ["'sha256-abc='"]);
  const directive = (name: string) => policy.split('; ').find((entry) => entry.startsWith(`${name} `));

  it('runs only its own scripts, the hashed loader and the remote; never inline or eval otherwise', () => {
    expect(directive('script-src')).toBe("script-src 'self' 'sha256-abc=' https://admin.example.com");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  it('connects to Supabase (also realtime), the image service and the remote only', () => {
    expect(directive('connect-src')).toBe(
      "connect-src 'self' https://abc.supabase.co wss://abc.supabase.co https://images.example.net https://admin.example.com",
    );
  });

  it('forbids plugins, foreign base URLs and framing', () => {
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('base-uri')).toBe("base-uri 'self'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('comes with nosniff, a referrer policy and a permissions policy on every path', () => {
    expect(headersFor(hostHeaderRules(ORIGINS, []), '/en/blog/anything')).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': expect.stringContaining('camera=()'),
      'Content-Security-Policy': expect.stringContaining("default-src 'self'"),
    });
  });

  it('leaves out a missing or malformed origin instead of writing it into the policy', () => {
    const partial = hostContentSecurityPolicy({ supabaseUrl: 'http://localhost:54321', adminRemoteUrl: 'not a url' }, []);
    expect(partial).toContain("connect-src 'self' http://localhost:54321 ws://localhost:54321;");
    expect(partial).not.toContain('not a url');
  });
});

describe('the _headers file', () => {
  it('round-trips through the format Netlify and Cloudflare Pages read', () => {
    const rules = [...hostHeaderRules(ORIGINS, ["'sha256-abc='"]), { pattern: '/admin', headers: { 'Cache-Control': 'no-store' } }];
    const text = formatHeadersFile(rules);
    expect(text).toMatch(/^\/\*\n {2}X-Content-Type-Options: nosniff\n/);
    expect(parseHeadersFile(`# comment\n${text}`)).toEqual(rules);
  });

  it('applies every matching rule, later ones winning', () => {
    const rules = parseHeadersFile('/*\n  A: 1\n  B: 1\n/admin/*\n  B: 2\n/exact\n  C: 3\n');
    expect(headersFor(rules, '/admin/users')).toEqual({ A: '1', B: '2' });
    expect(headersFor(rules, '/exact')).toEqual({ A: '1', B: '1', C: '3' });
    expect(headersFor(rules, '/exact/more')).toEqual({ A: '1', B: '1' });
  });

  it("gives the remote's files to any origin and its documents no rights at all", () => {
    expect(headersFor(remoteHeaderRules(), '/mf-manifest.json')).toMatchObject({
      'Access-Control-Allow-Origin': '*',
      'Content-Security-Policy': expect.stringMatching(/^default-src 'none'.*frame-ancestors 'none'$/),
      'X-Content-Type-Options': 'nosniff',
    });
  });
});
