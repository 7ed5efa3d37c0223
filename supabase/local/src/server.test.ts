import http from 'node:http';
import net from 'node:net';
import { startTestBackend, type RunningBackend } from './testing';

let backend: RunningBackend;

beforeAll(async () => {
  backend = await startTestBackend({ corsOrigins: ['http://localhost:3000'], maxBodyBytes: 1024 });
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

describe('HTTP server', () => {
  test('answers CORS preflights for allowed origins with the headers supabase-js sends', async () => {
    const response = await fetch(`${backend.url}/rest/v1/modules`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization, apikey, prefer, x-client-info' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(response.headers.get('access-control-allow-headers')).toContain('prefer');
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
  });

  test('exposes Content-Range to allowed origins and withholds CORS from others', async () => {
    const allowed = await fetch(`${backend.url}/rest/v1/modules?select=id`, { headers: { Origin: 'http://localhost:3000', apikey: backend.anonKey, Prefer: 'count=exact' } });
    expect(allowed.headers.get('access-control-expose-headers')).toContain('content-range');
    expect(allowed.headers.get('content-range')).toMatch(/^0-\d+\/\d+$/);
    const other = await fetch(`${backend.url}/rest/v1/modules?select=id`, { headers: { Origin: 'http://evil.example', apikey: backend.anonKey } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('refuses an oversized body with 413 and keeps serving', async () => {
    const response = await fetch(`${backend.url}/rest/v1/newsletter_subscribers`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: `${'x'.repeat(2000)}@example.com` }),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { code: string }).code).toBe('PGRST413');
    expect((await fetch(`${backend.url}/rest/v1/`, { headers: { apikey: backend.anonKey } })).status).toBe(200);
  });

  test.each(['/rest/v1/contact_enquiries', '/rest/v1/rpc/validate_maintenance_password', '/auth/v1/signup', '/auth/v1/token?grant_type=password', '/storage/v1/object/module-images/big.png', '/image-service/models/stand-in', '/mail/v1/messages'])(
    'an oversized body to %s, declared or streamed without a length, gets a JSON 413 and the backend keeps serving',
    async (path) => {
      const declared = await fetch(`${backend.url}${path}`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ message: 'x'.repeat(20 * 1024) }),
      });
      expect([path, declared.status, ((await declared.json()) as { code: string }).code]).toEqual([path, 413, 'PGRST413']);

      // 20 chunks of 1 KB: the limit (1 KB here) is passed while the client is still sending.
      const streamed = await fetch(`${backend.url}${path}`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
        body: new ReadableStream({
          start(controller) {
            for (let chunk = 0; chunk < 20; chunk += 1) controller.enqueue(new Uint8Array(1024).fill(120));
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
      expect([path, streamed.status, ((await streamed.json()) as { message: string }).message]).toEqual([
        path,
        413,
        'Request body exceeds the limit of 1024 bytes',
      ]);
      expect((await fetch(`${backend.url}/rest/v1/modules?select=id`, { headers: { apikey: backend.anonKey } })).status).toBe(200);
    },
  );

  test('a body of declared length is read whole when it arrives in pieces, and a client leaving mid-body leaves the backend serving', async () => {
    const { port } = new URL(backend.url);
    const body = JSON.stringify({ password: 'x'.repeat(300) });
    const head = (length: number) =>
      `POST /rest/v1/rpc/validate_maintenance_password HTTP/1.1\r\nHost: localhost\r\napikey: ${backend.anonKey}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`;
    const exchange = (send: (socket: net.Socket) => Promise<void>) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1');
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
        socket.on('connect', () => void send(socket));
      });
    const pause = () => new Promise((resolve) => setTimeout(resolve, 50));

    const whole = await exchange(async (socket) => {
      socket.write(head(Buffer.byteLength(body)) + body.slice(0, 100));
      await pause();
      socket.write(body.slice(100, 200));
      await pause();
      socket.write(body.slice(200));
    });
    expect(whole).toMatch(/^HTTP\/1\.1 200 /);
    expect(whole.split('\r\n\r\n')[1]).toBe('false');

    const leftMidBody = await exchange(async (socket) => {
      socket.write(head(Buffer.byteLength(body)) + body.slice(0, 100));
      await pause();
      socket.destroy();
    });
    expect(leftMidBody).toBe('');
    expect((await fetch(`${backend.url}/rest/v1/modules?select=id`, { headers: { apikey: backend.anonKey } })).status).toBe(200);
  });

  test('answers without content carry no Content-Type: a preflight, cleared mail, a revalidated object', async () => {
    const preflight = await fetch(`${backend.url}/storage/v1/object/module-images/a.png`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'PUT' },
    });
    expect([preflight.status, preflight.headers.get('content-type')]).toEqual([204, null]);
    const cleared = await fetch(`${backend.url}/mail/v1/messages`, { method: 'DELETE' });
    expect([cleared.status, cleared.headers.get('content-type')]).toEqual([204, null]);

    const uploaded = await fetch(`${backend.url}/storage/v1/object/module-images/server-test/pixel.png`, {
      method: 'PUT',
      headers: { apikey: backend.serviceRoleKey, Authorization: `Bearer ${backend.serviceRoleKey}`, 'Content-Type': 'image/png' },
      body: 'not really a png',
    });
    expect(uploaded.status).toBe(200);
    const url = `${backend.url}/storage/v1/object/public/module-images/server-test/pixel.png`;
    const first = await fetch(url);
    await first.arrayBuffer();
    expect(first.headers.get('content-type')).toBe('image/png');
    const again = await fetch(url, { headers: { 'If-None-Match': first.headers.get('etag') ?? '' } });
    expect([again.status, again.headers.get('content-type'), again.headers.get('etag')]).toEqual([304, null, first.headers.get('etag')]);
  });

  test('/health answers 200 while the database answers, 503 with the reason when it fails or hangs', async () => {
    const health = async () => {
      const response = await fetch(`${backend.url}/health`);
      return { status: response.status, cache: response.headers.get('cache-control'), body: (await response.json()) as Record<string, unknown> };
    };
    expect(await health()).toEqual({ status: 200, cache: 'no-store', body: { status: 'ok', name: 'local-supabase', database: 'ok' } });

    // Only the health probe fails or hangs: the backend's own background queries go on meanwhile.
    const original = backend.db.query.bind(backend.db);
    const query = jest.spyOn(backend.db, 'query');
    const probeAnswers = (answer: () => Promise<never>) =>
      query.mockImplementation(((sql: string, ...rest: unknown[]) => (sql === 'select 1' ? answer() : original(sql, ...(rest as [])))) as typeof backend.db.query);
    try {
      probeAnswers(() => Promise.reject(new Error('connection to the database was lost')));
      expect(await health()).toMatchObject({ status: 503, body: { status: 'unavailable', database: 'connection to the database was lost' } });
      probeAnswers(() => new Promise<never>(() => undefined));
      expect(await health()).toMatchObject({ status: 503, body: { status: 'unavailable', database: 'no answer within 2000 ms' } });
    } finally {
      query.mockRestore();
    }
    expect((await health()).status).toBe(200);
  });

  test('unknown prefixes answer a JSON 404', async () => {
    const response = await fetch(`${backend.url}/nothing/here`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });

  test('HEAD requests get headers and no body', async () => {
    const response = await fetch(`${backend.url}/rest/v1/modules?select=id`, { method: 'HEAD', headers: { apikey: backend.anonKey, Prefer: 'count=exact' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toMatch(/\/\d+$/);
    expect(await response.text()).toBe('');
  });

  test('a token stays accepted until it expires, and not a moment longer', async () => {
    const token = await backend.signJwt({ role: 'authenticated', sub: '00000000-0000-4000-8000-000000000006' }, 2);
    const read = () => fetch(`${backend.url}/rest/v1/modules?select=id`, { headers: { apikey: backend.anonKey, Authorization: `Bearer ${token}` } });
    expect((await read()).status).toBe(200);
    expect((await read()).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 3100));
    const expired = await read();
    expect(expired.status).toBe(401);
    expect(((await expired.json()) as { message: string }).message).toBe('JWT expired');
  });

  test('a request line naming another host or a protocol-relative path still answers for its path here', async () => {
    for (const target of [`http://elsewhere.example/rest/v1/modules?select=id`, '//elsewhere.example/rest/v1/modules?select=id']) {
      const status = await new Promise<number>((resolve, reject) => {
        const request = http.request({ host: '127.0.0.1', port: backend.port, path: target, headers: { apikey: backend.anonKey } }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on('error', reject);
        request.end();
      });
      expect([target, status]).toEqual([target, 200]);
    }
  });
});
