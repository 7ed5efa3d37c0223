import http from 'node:http';
import { captureMail } from './mail/index';
import { startTestBackend, type RunningBackend } from './testing';

/**
 * CORS of the local backend, as `npm start` and the test stack run it (corsOrigins '*'): REST, auth and
 * storage answer any origin with `*` and never allow credentials, as the hosted API does; captured e-mail,
 * which holds sign-in links, is readable only from the local site's pages and the command line.
 */

let backend: RunningBackend;
const SECRET_SUBJECT = 'Obnovení hesla (cors test)';

beforeAll(async () => {
  backend = await startTestBackend({ corsOrigins: '*', siteUrl: 'http://localhost:3000' });
  await captureMail(backend.db, { to: 'cors@example.com', subject: SECRET_SUBJECT, html: '', text: 'http://localhost:3000/#access_token=x' });
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

const FOREIGN_ORIGINS = ['https://evil.example', 'null'];

const API_PATHS: [string, string][] = [
  ['REST', '/rest/v1/modules?select=id'],
  ['auth', '/auth/v1/settings'],
  ['storage', '/storage/v1/object/public/module-images/none.png'],
];
const MAIL_PATHS = ['/mail/v1/messages', '/mail'];

function preflight(path: string, origin: string, method = 'GET'): Promise<Response> {
  return fetch(`${backend.url}${path}`, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': 'authorization, apikey, content-type, x-client-info' },
  });
}

/** A request with exactly these headers (fetch adds Sec-Fetch-Mode of its own). */
function raw(path: string, headers: Record<string, string>): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: backend.port, path, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, headers: response.headers }));
    });
    request.on('error', reject);
    request.end();
  });
}

function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${backend.url}${path}`, { headers: { apikey: backend.anonKey, ...headers } });
}

describe('REST, auth and storage', () => {
  for (const [service, path] of API_PATHS) {
    for (const origin of FOREIGN_ORIGINS) {
      it(`${service}: a preflight from ${origin} gets * and no credentials`, async () => {
        const response = await preflight(path, origin, 'POST');
        expect(response.status).toBe(204);
        expect(response.headers.get('access-control-allow-origin')).toBe('*');
        expect(response.headers.get('access-control-allow-credentials')).toBeNull();
        expect(response.headers.get('access-control-allow-headers')).toContain('apikey');
      });

      it(`${service}: a simple request from ${origin} gets * and no credentials`, async () => {
        const response = await get(path, { Origin: origin });
        await response.arrayBuffer();
        expect(response.headers.get('access-control-allow-origin')).toBe('*');
        expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      });
    }
  }

  it('the site origin gets the same answer, with Content-Range exposed for counts', async () => {
    const response = await get('/rest/v1/modules?select=id', { Origin: 'http://localhost:3000', Prefer: 'count=exact' });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('access-control-expose-headers')).toContain('content-range');
  });
});

describe('captured e-mail', () => {
  for (const path of MAIL_PATHS) {
    for (const origin of FOREIGN_ORIGINS) {
      it(`${path}: a preflight from ${origin} is refused without CORS headers`, async () => {
        for (const method of ['GET', 'DELETE']) {
          const response = await preflight(path, origin, method);
          expect(response.status).toBe(403);
          expect(response.headers.get('access-control-allow-origin')).toBeNull();
          expect(response.headers.get('access-control-allow-credentials')).toBeNull();
        }
      });

      it(`${path}: a simple request from ${origin} is refused and its body holds no mail`, async () => {
        const response = await get(path, { Origin: origin });
        const body = await response.text();
        expect(response.status).toBe(403);
        expect(response.headers.get('access-control-allow-origin')).toBeNull();
        expect(body).not.toContain(SECRET_SUBJECT);
        expect(body).not.toContain('access_token');
      });
    }
  }

  it('a DELETE from a foreign origin deletes nothing', async () => {
    const response = await fetch(`${backend.url}/mail/v1/messages`, { method: 'DELETE', headers: { Origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect(await (await get('/mail/v1/messages')).text()).toContain(SECRET_SUBJECT);
  });

  it('a cross-site request without an Origin (a GET from another site) is refused; following a link to the page is not', async () => {
    const fetched = await raw('/mail/v1/messages', { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'script' });
    expect(fetched.status).toBe(403);
    expect(fetched.body).not.toContain(SECRET_SUBJECT);
    const navigated = await raw('/mail', { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' });
    expect(navigated.status).toBe(200);
    expect(navigated.headers['access-control-allow-origin']).toBeUndefined();
    expect((await raw('/mail/v1/messages', { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'cors' })).status).toBe(200);
  });

  it('the command line (no Origin) and the local site origins read it; the site gets its own origin back, no credentials', async () => {
    const plain = await get('/mail/v1/messages');
    expect(plain.status).toBe(200);
    expect(await plain.text()).toContain(SECRET_SUBJECT);
    // The site URL of the options, and site_url / additional_redirect_urls of supabase/config.toml.
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://localhost:3001']) {
      const response = await get('/mail/v1/messages', { Origin: origin });
      expect([origin, response.status]).toEqual([origin, 200]);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      expect(response.headers.get('vary')).toContain('Origin');
      const allowed = await preflight('/mail/v1/messages', origin, 'DELETE');
      expect(allowed.status).toBe(204);
      expect(allowed.headers.get('access-control-allow-origin')).toBe(origin);
    }
    for (const origin of ['http://localhost:3002', 'http://localhost', 'https://localhost:3000']) {
      expect([origin, (await get('/mail/v1/messages', { Origin: origin })).status]).toEqual([origin, 403]);
    }
  });

  it('a Host other than this machine (a rebound DNS name) is refused', async () => {
    const statusFor = async (host: string) => (await raw('/mail/v1/messages', { host })).status;
    expect(await statusFor('evil.example:80')).toBe(403);
    expect(await statusFor(`localhost:${backend.port}`)).toBe(200);
    expect(await statusFor(`127.0.0.1:${backend.port}`)).toBe(200);
  });

  it('a stack on other ports allows its own site origin (the site URL it passes)', async () => {
    const other = await startTestBackend({ siteUrl: 'http://127.0.0.1:4567', additionalRedirectUrls: ['http://127.0.0.1:4567/**'] });
    try {
      const allowed = await fetch(`${other.url}/mail/v1/messages`, { headers: { Origin: 'http://127.0.0.1:4567' } });
      expect(allowed.status).toBe(200);
      expect(allowed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4567');
      expect((await fetch(`${other.url}/mail/v1/messages`, { headers: { Origin: 'http://127.0.0.1:4568' } })).status).toBe(403);
    } finally {
      await other.stop();
    }
  });
});
