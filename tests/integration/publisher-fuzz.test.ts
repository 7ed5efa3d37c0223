/**
 * No request ends the live publisher (each restart re-renders the whole site): the fuzz corpus of
 * @app/http-guard on its webhook and health check, each answered with a 4xx; afterwards its health check
 * answers 200 and a webhook call with the secret still causes a render. Listening without a secret, it does
 * not start.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fuzzService, unacceptable } from '@app/http-guard/testing';
import { startTestBackend, type RunningBackend } from '@app/local-backend';
import type { ReadClient } from '@app/supabase';
import { startPublisher, type Publisher, type PublisherOptions, type RenderedSite } from '@app/publisher';
import { startServiceProcess } from '../../scripts/lib/service-process';

const WEBHOOK_SECRET = 'publisher-fuzz-webhook-secret';
let backend: RunningBackend;
let dist: string;
let renders = 0;
const unexpected: unknown[] = [];
const keepUnexpected = (error: unknown) => unexpected.push(error);

async function render(client: ReadClient): Promise<RenderedSite> {
  renders += 1;
  const { data, error } = await client.from('modules').select('name_cs').order('name_cs');
  if (error) throw new Error(error.message);
  const files = new Map([['moduly/index.html', data.map((row) => row.name_cs).join('\n')]]);
  return { files, pages: [...files.keys()], recordPageCount: 0, renderedPages: files.size, failed: [], commit: () => undefined, isSitemapFile: () => false };
}

const options = (): PublisherOptions => ({
  supabaseUrl: backend.url,
  anonKey: backend.anonKey,
  serviceRoleKey: backend.serviceRoleKey,
  dist,
  postFolders: [],
  render: (client) => render(client),
  webhookPort: 0,
  webhookSecret: WEBHOOK_SECRET,
  pollIntervalMs: 3_600_000,
  retryDelayMs: 3_600_000,
  log: () => undefined,
});

beforeAll(async () => {
  process.on('uncaughtException', keepUnexpected);
  process.on('unhandledRejection', keepUnexpected);
  backend = await startTestBackend();
  dist = mkdtempSync(path.join(tmpdir(), 'publisher-fuzz-'));
}, 120_000);

afterAll(async () => {
  process.off('uncaughtException', keepUnexpected);
  process.off('unhandledRejection', keepUnexpected);
  await backend?.stop();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

test('every malformed request is answered with a 4xx; then health answers 200 and the webhook still renders', async () => {
  const publisher: Publisher = await startPublisher(options());
  try {
    const origin = new URL(publisher.webhookUrl!).origin;
    const outcomes = await fuzzService(origin, { paths: ['/publish', '/health'] });
    expect(outcomes.length).toBeGreaterThan(150);
    expect(unacceptable(outcomes)).toEqual([]);
    expect(unexpected).toEqual([]);

    expect((await fetch(publisher.healthUrl!)).status).toBe(200);
    const before = renders;
    const webhook = await fetch(publisher.webhookUrl!, { method: 'POST', headers: { 'X-Publish-Secret': WEBHOOK_SECRET }, body: '{"type":"publish"}' });
    expect(webhook.status).toBe(202);
    await publisher.publish();
    expect(renders).toBeGreaterThan(before);
    expect(publisher.lastOutcome?.ok).toBe(true);
  } finally {
    await publisher.stop();
  }
}, 180_000);

test('a listening publisher does not start without a webhook secret of at least 16 characters', async () => {
  await expect(startPublisher({ ...options(), webhookSecret: undefined })).rejects.toThrow('PUBLISH_WEBHOOK_SECRET is not set');
  await expect(startPublisher({ ...options(), webhookSecret: 'short' })).rejects.toThrow('PUBLISH_WEBHOOK_SECRET is too short');
  const started = startServiceProcess({
    name: 'publisher',
    script: 'services/publisher/src/main.ts',
    ready: /webhook (http:\S+)/,
    restart: false,
    env: { SUPABASE_URL: backend.url, SUPABASE_ANON_KEY: backend.anonKey, SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey, PUBLISHER_PORT: '0', PUBLISH_WEBHOOK_SECRET: '' },
  });
  await expect(started).rejects.toThrow(/publisher: PUBLISH_WEBHOOK_SECRET is not set: a webhook without a secret lets anyone call it/);
}, 60_000);
