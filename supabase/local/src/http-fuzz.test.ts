/**
 * No request ends the local backend: the fuzz corpus of @app/http-guard (malformed request lines, targets,
 * headers, framing and bodies, as raw bytes and through fetch) against REST, auth, storage, captured mail,
 * the image-service stand-in and the health check, each answered with a 4xx; afterwards the backend still
 * answers its health check and real supabase-js calls (a sign-in, a read under row-level security).
 */
import { fuzzService, unacceptable } from '@app/http-guard/testing';
import type { RunningBackend } from './server';
import { createTestClient, signedInTestClient, startTestBackend } from './testing';

let backend: RunningBackend;
const unexpected: unknown[] = [];
const keepUnexpected = (error: unknown) => unexpected.push(error);

beforeAll(async () => {
  process.on('uncaughtException', keepUnexpected);
  process.on('unhandledRejection', keepUnexpected);
  // The corpus posts to /auth/v1/token many times; the auth rate limits are tested elsewhere.
  backend = await startTestBackend({ authRateLimits: { sign_in_sign_ups: 10_000, token_refresh: 10_000, token_verifications: 10_000, email_sent: 10_000 } });
}, 120_000);

afterAll(async () => {
  process.off('uncaughtException', keepUnexpected);
  process.off('unhandledRejection', keepUnexpected);
  await backend?.stop();
});

test('every malformed request is answered with a 4xx, and the backend keeps serving real clients', async () => {
  const outcomes = await fuzzService(backend.url, {
    paths: [
      '/rest/v1/modules?select=id',
      '/rest/v1/rpc/issue_form_token',
      '/auth/v1/token?grant_type=password',
      '/auth/v1/signup',
      '/storage/v1/object/module-images/fuzz.png',
      '/mail/v1/messages',
      '/image-service/models/stand-in',
      '/health',
      '/',
    ],
    headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` },
  });
  expect(outcomes.length).toBeGreaterThan(300);
  expect(unacceptable(outcomes)).toEqual([]);
  expect(unexpected).toEqual([]);

  const health = await fetch(`${backend.url}/health`);
  expect(health.status).toBe(200);
  const editor = await signedInTestClient(backend, 'editor@example.com', 'editor1234');
  const { data: user } = await editor.auth.getUser();
  expect(user.user?.email).toBe('editor@example.com');
  const { data, error } = await createTestClient(backend).from('modules').select('id').limit(1);
  expect(error).toBeNull();
  expect(data).toHaveLength(1);
}, 180_000);
