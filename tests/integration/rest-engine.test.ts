/**
 * `npm test` runs this folder twice: with the local REST, and with real PostgREST 12.0.2 answering
 * /rest/v1 (TEST_REST_ENGINE=postgrest over TEST_DATABASE_URL). This file proves which one answered, so
 * the second run cannot silently fall back to the first.
 */
import { startTestBackend, type RunningBackend } from '@app/local-backend';

let backend: RunningBackend;

beforeAll(async () => {
  backend = await startTestBackend();
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

test('the REST engine answering /rest/v1 is the one this run asked for', async () => {
  const response = await fetch(`${backend.url}/rest/v1/`, {
    headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}`, Accept: 'application/openapi+json' },
  });
  expect(response.status).toBe(200);
  const root = (await response.json()) as { swagger: string; info: { version: string }; paths: Record<string, unknown> };
  expect(root.swagger).toBe('2.0');
  expect(root.info.version).toMatch(process.env.TEST_REST_ENGINE === 'postgrest' ? /^12\.0\.2\b/ : /^local$/);
  expect(Object.keys(root.paths)).toEqual(expect.arrayContaining(['/blog_posts', '/modules', '/rpc/validate_maintenance_password']));
});
