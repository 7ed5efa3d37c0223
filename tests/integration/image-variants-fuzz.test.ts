/**
 * No request ends the image-variants worker: the worker process, as npm start runs it, gets the fuzz corpus
 * of @app/http-guard on its webhook and its health check, answers each with a 4xx, and is still the same
 * process afterwards, healthy, and woken by the database's webhook call for an upload. Without a secret it
 * does not start.
 */
import sharp from 'sharp';
import { startTestBackend, type RunningBackend } from '@app/local-backend';
import { fuzzService, unacceptable } from '@app/http-guard/testing';
import { IMAGE_VARIANTS_WORKER, startJobServiceProcess } from '../../scripts/lib/job-service-process';
import { startServiceProcess } from '../../scripts/lib/service-process';

let backend: RunningBackend;

beforeAll(async () => {
  backend = await startTestBackend();
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

test('every malformed request is answered with a 4xx; the same process then answers its health check and makes an upload\'s variants', async () => {
  // Polling an hour apart: only the webhook can wake the worker for the upload below.
  const worker = await startJobServiceProcess(IMAGE_VARIANTS_WORKER, {
    supabaseUrl: backend.url,
    serviceRoleKey: backend.serviceRoleKey,
    siteUrl: 'http://localhost:3999',
    port: 0,
    pollMs: 3_600_000,
    restart: false,
  });
  try {
    const pid = worker.pid();
    const outcomes = await fuzzService(worker.url, { paths: ['/image-queued', '/health'] });
    expect(outcomes.length).toBeGreaterThan(100);
    expect(unacceptable(outcomes)).toEqual([]);

    expect(worker.pid()).toBe(pid);
    expect((await fetch(`${worker.url}/health`)).status).toBe(200);
    const image = await sharp({ create: { width: 700, height: 400, channels: 3, background: '#204080' } }).jpeg().toBuffer();
    const upload = await fetch(`${backend.url}/storage/v1/object/media/2026/11/fuzz-graf.jpg`, {
      method: 'POST',
      headers: { apikey: backend.serviceRoleKey, Authorization: `Bearer ${backend.serviceRoleKey}`, 'Content-Type': 'image/jpeg' },
      body: new Uint8Array(image),
    });
    expect(upload.status).toBe(200);
    await backend.db.query(
      `insert into public.media_assets (path, file_name, mime_type, size_bytes, width, height, alt_cs)
       values ('2026/11/fuzz-graf.jpg', 'graf.jpg', 'image/jpeg', $1, 700, 400, 'Graf')`,
      [image.length],
    );
    await worker.waitForOutput(/made 9 variants of 2026\/11\/fuzz-graf\.jpg \(700 × 400\)/);
  } finally {
    await worker.stop();
  }
}, 180_000);

test('the worker does not start without a webhook secret', async () => {
  const started = startServiceProcess({
    name: 'image variants',
    script: 'services/image-variants/src/main.ts',
    ready: /webhook (http:\/\/[^\s;]+)/,
    restart: false,
    env: { SUPABASE_URL: backend.url, SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey, IMAGE_VARIANTS_PORT: '0', IMAGE_VARIANTS_WEBHOOK_SECRET: '' },
  });
  await expect(started).rejects.toThrow(/IMAGE_VARIANTS_WEBHOOK_SECRET is not set: a webhook without a secret lets anyone call it/);
}, 60_000);
