import { startTestBackend } from '../testing';

let backend: Awaited<ReturnType<typeof startTestBackend>>;
const SMALL_BUCKET = 'bad-input-small';

beforeAll(async () => {
  backend = await startTestBackend();
  await backend.db.query(
    `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values ($1, $1, true, 8, null)`,
    [SMALL_BUCKET],
  );
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

interface BadRequest {
  name: string;
  method: string;
  path: string;
  contentType?: string;
  body?: string | Uint8Array<ArrayBuffer>;
  bearer?: string;
  status: number;
}

const BOUNDARY = 'x-boundary-42';
const multipart = (...parts: string[]) => `${parts.map((part) => `--${BOUNDARY}\r\n${part}\r\n`).join('')}--${BOUNDARY}--\r\n`;

function corpus(serviceKey: string): BadRequest[] {
  const asService = { bearer: serviceKey };
  return [
    { name: 'multipart without a valid structure', method: 'POST', path: '/object/module-images/a.png', contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: 'garbage without boundaries', ...asService, status: 400 },
    { name: 'multipart without a boundary', method: 'POST', path: '/object/module-images/a.png', contentType: 'multipart/form-data', body: 'x', ...asService, status: 400 },
    { name: 'multipart without a file', method: 'POST', path: '/object/module-images/a.png', contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: multipart('Content-Disposition: form-data; name="cacheControl"\r\n\r\n3600'), ...asService, status: 400 },
    { name: 'encoded path traversal', method: 'POST', path: '/object/module-images/..%2F..%2Fetc%2Fpasswd', contentType: 'image/png', body: 'x', ...asService, status: 400 },
    { name: 'dot segment in a public read', method: 'GET', path: '/object/public/module-images/a/%2E%2E%2Fb.png', status: 400 },
    { name: 'NUL byte in a key', method: 'POST', path: '/object/module-images/a%00.png', contentType: 'image/png', body: 'x', ...asService, status: 400 },
    { name: 'broken percent-encoding', method: 'GET', path: '/object/public/module-images/%E0%A4%A', status: 400 },
    { name: 'unknown bucket', method: 'POST', path: '/object/no-such-bucket/a.png', contentType: 'image/png', body: 'x', ...asService, status: 404 },
    { name: 'oversized upload', method: 'POST', path: `/object/${SMALL_BUCKET}/big.bin`, contentType: 'application/octet-stream', body: new Uint8Array(9), ...asService, status: 413 },
    { name: 'type outside the allowed list', method: 'POST', path: '/object/module-images/page.html', contentType: 'text/html', body: '<script>alert(1)</script>', ...asService, status: 415 },
    { name: 'anonymous upload', method: 'POST', path: '/object/module-images/anon.png', contentType: 'image/png', body: 'x', status: 403 },
    { name: 'garbage bearer token', method: 'POST', path: '/object/module-images/a.png', contentType: 'image/png', body: 'x', bearer: 'not.a.jwt', status: 400 },
    { name: 'delete with broken JSON', method: 'DELETE', path: '/object/module-images', contentType: 'application/json', body: '{"prefixes": [', ...asService, status: 400 },
    { name: 'delete without prefixes', method: 'DELETE', path: '/object/module-images', contentType: 'application/json', body: '{"prefixes": "a.png"}', ...asService, status: 400 },
    { name: 'list with broken JSON', method: 'POST', path: '/object/list/module-images', contentType: 'application/json', body: '{', status: 400 },
    { name: 'missing object', method: 'GET', path: '/object/public/module-images/none.png', status: 404 },
    { name: 'bucket with an invalid name', method: 'POST', path: '/bucket', contentType: 'application/json', body: JSON.stringify({ name: 'bad/name' }), ...asService, status: 400 },
    { name: 'duplicate bucket', method: 'POST', path: '/bucket', contentType: 'application/json', body: JSON.stringify({ name: 'module-images' }), ...asService, status: 409 },
    { name: 'bucket creation by anon', method: 'POST', path: '/bucket', contentType: 'application/json', body: JSON.stringify({ name: 'anon-bucket' }), status: 403 },
    { name: 'unknown route', method: 'PATCH', path: '/object/module-images/a.png', status: 404 },
  ];
}

describe('storage bad-input corpus', () => {
  it('answers every malformed request with a 4xx in storage-api shape and keeps serving', async () => {
    for (const request of corpus(backend.config.serviceRoleKey)) {
      const token = request.bearer ?? backend.config.anonKey;
      const response = await fetch(`${backend.url}/storage/v1${request.path}`, {
        method: request.method,
        headers: {
          apikey: backend.config.anonKey,
          authorization: `Bearer ${token}`,
          ...(request.contentType ? { 'content-type': request.contentType } : {}),
        },
        body: request.body,
      });
      const answer = (await response.json()) as Record<string, unknown>;
      expect({ name: request.name, status: response.status }).toEqual({ name: request.name, status: request.status });
      expect(answer).toMatchObject({ statusCode: String(request.status) });
      expect(typeof answer.error).toBe('string');
      expect(typeof answer.message).toBe('string');
    }

    const { rows } = await backend.db.query('select name from storage.objects');
    expect(rows).toEqual([]);
    const bucket = await fetch(`${backend.url}/storage/v1/bucket/module-images`, {
      headers: { apikey: backend.config.serviceRoleKey, authorization: `Bearer ${backend.config.serviceRoleKey}` },
    });
    expect(bucket.status).toBe(200);
    expect(await bucket.json()).toMatchObject({ id: 'module-images', public: true });
  });
});
