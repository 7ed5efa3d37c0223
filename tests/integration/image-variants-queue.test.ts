/**
 * The image-variants queue against the local backend: an upload into the media library queues a job, the
 * worker makes the variants, stores them next to the original and records them on the asset; a file that
 * is not an image is marked failed for good (its original still served); a storage failure is retried
 * after the backoff without stopping the worker. A module image uploaded into `module-images` gets the same
 * variants from the same worker, without appearing in the library.
 */
import sharp from 'sharp';
import { phonePhoto } from './support/phone-photo';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createTestClient, signedInTestClient, startTestBackend, type RunningBackend } from '@app/local-backend';
import {
  MEDIA_BUCKET,
  adminDeleteMedia,
  adminRegisterMedia,
  fetchPublicStoredImages,
  fetchStoredImagesAt,
  mediaObjectPath,
  storedImageOfUrl,
  parseMediaVariants,
  responsiveSources,
  uploadModuleImage,
} from '@app/content';
import { startImageVariantsWorker, type ImageVariantsWorker } from '@app/image-variants';
import { PostgrestClient } from '@supabase/postgrest-js';
import { setRuntimeConfig, type AppSupabaseClient, type Database } from '@app/supabase';

const WEBHOOK_SECRET = 'image-variants-webhook-secret';

let backend: RunningBackend;
let worker: ImageVariantsWorker;
let editor: SupabaseClient;
const workerLog: string[] = [];

async function upload(name: string, body: Buffer, recorded: { width: number; height: number }) {
  const path = mediaObjectPath(name, 'image/jpeg');
  const { error } = await editor.storage.from(MEDIA_BUCKET).upload(path, new Blob([new Uint8Array(body)], { type: 'image/jpeg' }), { contentType: 'image/jpeg' });
  if (error) throw error;
  return adminRegisterMedia(editor as unknown as AppSupabaseClient, {
    path,
    file_name: name,
    mime_type: 'image/jpeg',
    size_bytes: body.length,
    ...recorded,
    alt_cs: 'Kancelář',
    alt_en: null,
    alt_de: null,
  });
}

async function assetRow(id: string) {
  const { rows } = await backend.db.query<{ width: number; height: number; variants: unknown; og_image_path: string | null; variants_status: string; variants_error: string | null }>(
    'select width, height, variants, og_image_path, variants_status, variants_error from public.media_assets where id = $1',
    [id],
  );
  return rows[0]!;
}

async function jobRow(id: string) {
  const { rows } = await backend.db.query<{ status: string; attempts: number; last_error: string | null; due_in_seconds: number }>(
    'select status, attempts, last_error, extract(epoch from next_attempt_at - now())::float as due_in_seconds from private.media_variant_jobs where id = $1',
    [id],
  );
  return rows[0];
}

async function waitFor<T>(what: string, read: () => Promise<T | null | undefined | false>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}\n${workerLog.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

beforeAll(async () => {
  backend = await startTestBackend();
  editor = await signedInTestClient(backend, 'editor@example.com', 'editor1234');
  worker = await startImageVariantsWorker({
    supabaseUrl: backend.url,
    serviceRoleKey: backend.serviceRoleKey,
    port: 0,
    webhookSecret: WEBHOOK_SECRET,
    pollIntervalMs: 300,
    log: (message) => workerLog.push(message),
  });
  const service = createTestClient(backend, { key: backend.serviceRoleKey });
  const { error } = await service.rpc('job_queue_configure', { queue_name: 'image_variants', webhook_url: worker.webhookUrl, webhook_secret: WEBHOOK_SECRET });
  if (error) throw error;
}, 120_000);

afterAll(async () => {
  await worker?.stop();
  await backend?.stop();
});

test('a phone photo uploaded to the library gets its variants in storage, recorded on its row', async () => {
  const original = await phonePhoto();
  // The back office recorded a wrong size: the worker records the true one.
  const asset = await upload('Kancelář z mobilu.jpg', original, { width: 400, height: 300 });
  expect(await jobRow(asset.id)).toMatchObject({ status: expect.stringMatching(/queued|sending|done/) });

  const row = await waitFor('the variants', async () => {
    const current = await assetRow(asset.id);
    return current.variants_status === 'ready' && current;
  });
  expect(await jobRow(asset.id)).toMatchObject({ status: 'done', last_error: null });
  expect({ width: row.width, height: row.height }).toEqual({ width: 4000, height: 3000 });
  const variants = parseMediaVariants(row.variants);
  expect(variants.map((variant) => `${variant.format} ${variant.width}`).sort()).toEqual(
    [320, 640, 960, 1280, 1920].flatMap((width) => [`avif ${width}`, `jpeg ${width}`, `webp ${width}`]).sort(),
  );
  expect(row.og_image_path).toBe(asset.path.replace(/\.jpg$/, '.og.jpg'));

  // Everything is served from the public bucket, next to the original, which stays as it was.
  const sources = responsiveSources(asset.url, { width: row.width, height: row.height, variants });
  const phoneAvif = sources.avif.split(', ').find((candidate) => candidate.endsWith(' 640w'))!.replace(/ 640w$/, '');
  const served = await fetch(phoneAvif);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/avif');
  const phoneBytes = (await served.arrayBuffer()).byteLength;
  expect(phoneBytes).toBe(variants.find((variant) => variant.format === 'avif' && variant.width === 640)!.bytes);
  expect(phoneBytes).toBeLessThan(original.length / 10);
  const og = await fetch(asset.url.replace(/\.jpg$/, '.og.jpg'));
  expect(await sharp(Buffer.from(await og.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  const kept = await fetch(asset.url);
  expect(Buffer.from(await kept.arrayBuffer()).equals(original)).toBe(true);

  // Everyone reads the record; nobody but the service writes it.
  const anon = createTestClient(backend);
  const { data } = await anon.from('media_assets').select('variants_status, og_image_path').eq('id', asset.id).single();
  expect(data).toEqual({ variants_status: 'ready', og_image_path: row.og_image_path });
  const forged = await editor.from('media_assets').update({ variants: [] }).eq('id', asset.id);
  expect(forged.error?.code).toBe('42501');
  const claimed = await editor.rpc('media_variants_claim', { batch: 1 });
  expect(claimed.error).not.toBeNull();

  // Deleting the image from the library removes its copies too.
  await adminDeleteMedia(editor as unknown as AppSupabaseClient, asset);
  expect((await fetch(phoneAvif)).status).toBe(404);
  expect((await fetch(asset.url.replace(/\.jpg$/, '.og.jpg'))).status).toBe(404);
  expect(await jobRow(asset.id)).toBeUndefined();
}, 180_000);

test('a file that is not an image is marked failed with a clear reason; its original is still served', async () => {
  const asset = await upload('neni-obrazek.jpg', Buffer.from('<html>toto není fotka</html>'), { width: 10, height: 10 });
  const row = await waitFor('the failure', async () => {
    const current = await assetRow(asset.id);
    return current.variants_status === 'failed' && current;
  });
  expect(row.variants_error).toMatch(/^Soubor nelze přečíst jako obrázek/);
  expect(row.variants).toEqual([]);
  expect(await jobRow(asset.id)).toMatchObject({ status: 'failed', attempts: 1 });
  expect((await fetch(asset.url)).status).toBe(200);
  expect((await worker.health()).last_failure).toBeNull();
}, 60_000);

test('a storage failure is retried after the backoff, and the worker keeps running', async () => {
  await backend.db.query(`update storage.buckets set allowed_mime_types = array['image/jpeg', 'image/png', 'image/webp', 'image/gif'] where id = 'media'`);
  const small = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366aa' } }).jpeg().toBuffer();
  const asset = await upload('graf.jpg', small, { width: 800, height: 600 });
  try {
    const job = await waitFor('the retry', async () => {
      const current = await jobRow(asset.id);
      return current?.status === 'retrying' && current;
    });
    expect(job.attempts).toBe(1);
    expect(job.last_error).toMatch(/storing .*\.avif failed: 4\d\d/);
    expect(job.due_in_seconds).toBeGreaterThan(5);
    expect((await assetRow(asset.id)).variants_status).toBe('pending');
  } finally {
    await backend.db.query(`update storage.buckets set allowed_mime_types = array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] where id = 'media'`);
  }
  // The backoff over (moved forward here rather than waited for): the next poll makes them.
  await backend.db.query('update private.media_variant_jobs set next_attempt_at = now() where id = $1', [asset.id]);
  const row = await waitFor('the variants after the retry', async () => {
    const current = await assetRow(asset.id);
    return current.variants_status === 'ready' && current;
  });
  expect(parseMediaVariants(row.variants).filter((variant) => variant.format === 'webp').map((variant) => variant.width)).toEqual([320, 640, 800]);
  expect(await jobRow(asset.id)).toMatchObject({ status: 'done', attempts: 2 });
}, 90_000);

test('a module image uploaded into module-images gets its variants from the same worker, beside it, and stays out of the library', async () => {
  const original = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#2a7a4a' } }).jpeg().toBuffer();
  const url = await uploadModuleImage(editor as unknown as AppSupabaseClient, new Blob([new Uint8Array(original)], { type: 'image/jpeg' }), 'sklad.jpg');
  const stored = storedImageOfUrl(url)!;
  expect(stored.bucket).toBe('module-images');
  const { path } = stored;
  const anon = new PostgrestClient<Database>(`${backend.url}/rest/v1`, { headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` } });
  const image = await waitFor('the module image\'s variants', async () => (await fetchPublicStoredImages(anon)).find((found) => found.bucket === 'module-images' && found.path === path)?.image);
  expect({ width: image.width, height: image.height }).toEqual({ width: 1600, height: 1000 });
  // The browser's plain read finds the same.
  setRuntimeConfig({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey, adminRemoteUrl: 'http://unused.invalid/mf-manifest.json' });
  expect(await fetchStoredImagesAt('module-images', [path, 'neni.jpg'])).toEqual(new Map([[path, image]]));
  expect(image.variants.map((variant) => `${variant.format} ${variant.width}`).sort()).toEqual(
    [320, 640, 960, 1280, 1600].flatMap((width) => [`avif ${width}`, `jpeg ${width}`, `webp ${width}`]).sort(),
  );
  const phoneAvif = responsiveSources(url, image).avif.split(', ').find((candidate) => candidate.endsWith(' 640w'))!.replace(/ 640w$/, '');
  expect(phoneAvif).toContain('/storage/v1/object/public/module-images/');
  const served = await fetch(phoneAvif);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/avif');
  // The worker's own files are not queued again, and the library lists only its own images.
  const { rows } = await backend.db.query<{ path: string }>(`select path from public.storage_image_variants where bucket_id = 'module-images' and path like $1`, [`${path.replace(/\.jpg$/, '')}%`]);
  expect(rows).toEqual([{ path }]);
  const library = await editor.from('media_assets').select('path').eq('path', path);
  expect(library.data).toEqual([]);
}, 90_000);
