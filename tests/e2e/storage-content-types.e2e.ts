/**
 * Storage never serves a page that runs on the API's origin: in Chromium, an object stored with a
 * smuggled type (`image/png; x=y, text/html`, as the backend once accepted) and an HTML page in a bucket that
 * admits text/html both reach the browser, and no script of theirs runs or reads captured e-mail.
 */
import type { Browser } from 'playwright-core';
import { createTestClient, startTestBackend, type RunningBackend } from '@app/local-backend';
import { launchChromium } from './support/chromium';

let backend: RunningBackend;
let browser: Browser;

/** What the attacker's page would do: mark the document and read the captured mail on the API's origin. */
const PAGE = `<!doctype html><html><head><title>stored</title></head><body><p>stored page</p>
<script>document.title = 'script ran'; fetch('/mail/v1/messages').then(() => { document.title = 'mail read'; });</script></body></html>`;

beforeAll(async () => {
  backend = await startTestBackend();
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await backend?.stop();
});

/** An object as the backend stored it before uploads were checked strictly: the type exactly as sent. */
async function storeAsBefore(bucket: string, name: string, contentType: string): Promise<void> {
  await backend.db.query(`insert into storage.objects (bucket_id, name, metadata) values ($1, $2, jsonb_build_object('mimetype', $3::text))`, [bucket, name, contentType]);
  await backend.db.query('insert into local_services.storage_blobs (bucket_id, name, bytes, content_type, size) values ($1, $2, $3, $4, $5)', [
    bucket,
    name,
    Buffer.from(PAGE),
    contentType,
    Buffer.byteLength(PAGE),
  ]);
}

/** Opens the URL in Chromium and says what the page's title became and which requests it made. */
async function visit(url: string): Promise<{ title: string; status: number | undefined; requests: string[] }> {
  const page = await browser.newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  const response = await page.goto(url);
  // Long enough for the inline script and its fetch to have run, were they allowed to.
  await page.waitForTimeout(500);
  const title = await page.title();
  await page.close();
  return { title, status: response?.status(), requests };
}

test('an object stored with a smuggled text/html type is served as its bare image type: no script runs', async () => {
  for (const bucket of ['module-images', 'media']) {
    const name = `legacy/${bucket}-smuggled.png`;
    await storeAsBefore(bucket, name, 'image/png; x=y, text/html');
    const seen = await visit(`${backend.config.publicUrl}/storage/v1/object/public/${bucket}/${name}`);
    expect(seen.status).toBe(200);
    expect(seen.title).not.toMatch(/ran|read/);
    expect(seen.requests).not.toContain('/mail/v1/messages');
  }
});

test('an HTML page in a bucket that admits it renders sandboxed: its script does not run', async () => {
  const service = createTestClient(backend, { key: backend.config.serviceRoleKey });
  const { error } = await service.storage.createBucket('pages', { public: true, allowedMimeTypes: ['text/html'] });
  if (error) throw error;
  const upload = await service.storage.from('pages').upload('page.html', Buffer.from(PAGE), { contentType: 'text/html' });
  expect(upload.error).toBeNull();

  const seen = await visit(`${backend.config.publicUrl}/storage/v1/object/public/pages/page.html`);
  expect(seen.status).toBe(200);
  // The page itself is there (its own title), but not what its script would have done.
  expect(seen.title).toBe('stored');
  expect(seen.requests).not.toContain('/mail/v1/messages');
});
