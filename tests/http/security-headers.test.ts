/**
 * The host and the remote send security headers: the builds write `_headers`, and the local static servers
 * apply them with the origins they are configured with. (That the policy lets every page work in Chromium:
 * security-headers.e2e.ts.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { headersFor, parseHeadersFile } from '@app/security-headers';
import { adminDist, hostDist } from '../../scripts/lib/paths';
import { useStack } from '../e2e/support/stack-fixture';

const running = useStack();

test('the builds write _headers: the host policy allows its inline loader by hash, the remote sends nosniff and CORS', () => {
  const hostRules = parseHeadersFile(readFileSync(path.join(hostDist, '_headers'), 'utf8'));
  const hostHeaders = headersFor(hostRules, '/');
  expect(hostHeaders['Content-Security-Policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
  expect(hostHeaders['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  expect(hostHeaders['Content-Security-Policy']).toContain("object-src 'none'");
  expect(hostHeaders).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' });
  const remoteHeaders = headersFor(parseHeadersFile(readFileSync(path.join(adminDist, '_headers'), 'utf8')), '/remoteEntry.js');
  expect(remoteHeaders).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'Access-Control-Allow-Origin': '*' });
});

test('the local servers send the headers: the host with the origins it is configured with, the remote its own', async () => {
  const page = await fetch(`${running.stack.hostUrl}/en/pricing`);
  const policy = page.headers.get('content-security-policy') ?? '';
  expect(policy).toContain(`connect-src 'self' ${running.stack.backend.url}`);
  expect(policy).toContain(new URL(running.stack.adminUrl).origin);
  expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  expect(page.headers.get('permissions-policy')).toContain('camera=()');
  const manifest = await fetch(`${running.stack.adminUrl}/mf-manifest.json`);
  expect(manifest.headers.get('x-content-type-options')).toBe('nosniff');
  expect(manifest.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
  expect((await fetch(`${running.stack.hostUrl}/_headers`)).status).toBe(404);
});
