/**
 * The live publisher for a monitor and after an outage, against the local backend with its real queue
 * calls (a small stand-in renderer): GET /health with the queue's lag and the last outcome, a publisher
 * started after changes were made (as after a crash) acknowledges all of them, and the temporary files an
 * interrupted render left in dist are removed.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestBackend, type RunningBackend } from '@app/local-backend';
import type { ReadClient } from '@app/supabase';
import { startPublisher, type Publisher, type PublisherHealth, type RenderedSite, type RenderOptions } from '@app/publisher';

let backend: RunningBackend;
let dist: string;
const publishers: Publisher[] = [];
/** While set, a render waits for it (a slow render). */
let gate: Promise<void> | null = null;
let renderFailure: string | null = null;
/** Called when a render begins (after the publisher read the queue). */
let onRender: (() => void) | null = null;
/** Whether each render so far was asked to render every page. */
const fullRenders: boolean[] = [];

async function render(client: ReadClient, options: RenderOptions): Promise<RenderedSite> {
  fullRenders.push(options.full === true);
  onRender?.();
  await gate;
  if (renderFailure) throw new Error(renderFailure);
  const { data, error } = await client.from('modules').select('name_cs').order('name_cs');
  if (error) throw new Error(error.message);
  const files = new Map([['moduly/index.html', data.map((row) => row.name_cs).join('\n')]]);
  return { files, pages: [...files.keys()], recordPageCount: 0, renderedPages: files.size, failed: [], commit: () => undefined, isSitemapFile: () => false };
}

async function start(options: { maxLagSeconds?: number } = {}): Promise<Publisher> {
  const publisher = await startPublisher({
    supabaseUrl: backend.url,
    anonKey: backend.anonKey,
    serviceRoleKey: backend.serviceRoleKey,
    dist,
    postFolders: [],
    render,
    webhookPort: 0,
    webhookSecret: 'publisher-health-webhook-secret',
    pollIntervalMs: 3_600_000,
    retryDelayMs: 3_600_000,
    maxLagSeconds: options.maxLagSeconds,
    log: () => undefined,
  });
  publishers.push(publisher);
  return publisher;
}

async function health(publisher: Publisher): Promise<{ status: number; body: PublisherHealth }> {
  const response = await fetch(publisher.healthUrl!);
  return { status: response.status, body: (await response.json()) as PublisherHealth };
}

const pendingEvents = async () =>
  (await backend.db.query<{ n: number }>('select count(*)::int as n from private.publish_events where handled_at is null')).rows[0]!.n;

const renameModule = (from: string, to: string) => backend.db.query('update public.modules set name_cs = $2 where name_cs = $1', [from, to]);

beforeAll(async () => {
  backend = await startTestBackend();
  dist = mkdtempSync(path.join(tmpdir(), 'publisher-health-'));
}, 120_000);

afterEach(async () => {
  fullRenders.length = 0;
  gate = null;
  onRender = null;
  renderFailure = null;
  while (publishers.length > 0) await publishers.pop()!.stop();
});

afterAll(async () => {
  await backend?.stop();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

test('healthy after a good render: nothing waits, the last publish known, no failure', async () => {
  const publisher = await start();
  const { status, body } = await health(publisher);
  expect(status).toBe(200);
  expect(body).toMatchObject({ status: 'ok', problems: [], queue_lag_seconds: 0, pending: 0, rendering: false, last_failure: null });
  expect(Date.parse(body.last_published_at!)).toBeLessThanOrEqual(Date.now());
  expect(body.last_duration_ms).toBeGreaterThanOrEqual(0);
  expect((await fetch(publisher.healthUrl!, { method: 'HEAD' })).status).toBe(200);
});

test('a change waiting longer than the limit makes it unhealthy (503 with the lag); rendered, healthy again', async () => {
  const publisher = await start({ maxLagSeconds: 1 });
  await backend.db.query("insert into public.modules (name_cs, description_cs) values ('Zpožděný modul', 'Popis')");
  let release!: () => void;
  gate = new Promise((resolve) => (release = resolve));
  const rendered = publisher.publish();

  await new Promise((resolve) => setTimeout(resolve, 1300));
  const slow = await health(publisher);
  expect(slow.status).toBe(503);
  expect(slow.body).toMatchObject({ status: 'unhealthy', rendering: true, pending: 1 });
  expect(slow.body.queue_lag_seconds).toBeGreaterThan(1);
  expect(slow.body.problems).toEqual([expect.stringMatching(/^a change has waited \d+ s \(more than 1 s\)$/)]);

  release();
  expect((await rendered).ok).toBe(true);
  expect(await health(publisher)).toMatchObject({ status: 200, body: { status: 'ok', queue_lag_seconds: 0, pending: 0 } });
});

test('a change the publisher was never told of (no webhook, no poll yet) still counts: the lag is by the database clock', async () => {
  const publisher = await start({ maxLagSeconds: 1 });
  await backend.db.query("insert into public.modules (name_cs, description_cs) values ('Neohlášený modul', 'Popis')");
  await new Promise((resolve) => setTimeout(resolve, 1300));
  const unseen = await health(publisher);
  expect(unseen.status).toBe(503);
  expect(unseen.body).toMatchObject({ status: 'unhealthy', rendering: false, pending: 1 });
  expect(unseen.body.queue_lag_seconds).toBeGreaterThan(1);

  expect((await publisher.publish()).ok).toBe(true);
  expect(await health(publisher)).toMatchObject({ status: 200, body: { status: 'ok', queue_lag_seconds: 0, pending: 0 } });
  await backend.db.query("delete from public.modules where name_cs = 'Neohlášený modul'");
  expect((await publisher.publish()).ok).toBe(true);
});

test('a failed render makes it unhealthy with the reason until a render succeeds', async () => {
  const publisher = await start();
  await renameModule('Zpožděný modul', 'Modul po výpadku');
  renderFailure = 'modules: permission denied for table modules';
  expect((await publisher.publish()).ok).toBe(false);
  const failed = await health(publisher);
  expect(failed.status).toBe(503);
  expect(failed.body).toMatchObject({
    status: 'unhealthy',
    pending: 1,
    last_failure: { error: renderFailure },
    problems: [`the last render failed: ${renderFailure}`],
  });
  expect(failed.body.queue_lag_seconds).toBeGreaterThan(0);

  renderFailure = null;
  expect((await publisher.publish()).ok).toBe(true);
  expect(await health(publisher)).toMatchObject({ status: 200, body: { status: 'ok', last_failure: null, pending: 0 } });
});

test('the backend unreachable: unhealthy, the queue named as unreadable', async () => {
  const publisher = await start();
  await backend.pauseHttp();
  try {
    expect((await publisher.publish()).ok).toBe(false);
    const { status, body } = await health(publisher);
    expect(status).toBe(503);
    expect(body.pending).toBeNull();
    expect(body.problems).toEqual([expect.stringMatching(/^the queue cannot be read: /), expect.stringMatching(/^the last render failed: /)]);
  } finally {
    await backend.resumeHttp();
  }
  expect((await publisher.publish()).ok).toBe(true);
  expect((await health(publisher)).status).toBe(200);
});

test('changes made while no publisher ran stay pending, and the next publisher to start acknowledges every one', async () => {
  const first = await start();
  await first.stop();
  await renameModule('Modul po výpadku', 'Změna bez publisheru 1');
  await renameModule('Změna bez publisheru 1', 'Změna bez publisheru 2');
  await backend.db.query("update public.site_settings set setting_value = setting_value || '{\"phone\": \"+420 111 222 333\"}'::jsonb where setting_key = 'contact_info'");
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(await pendingEvents()).toBe(3);

  await start();
  expect(await pendingEvents()).toBe(0);
  expect(readFileSync(path.join(dist, 'moduly/index.html'), 'utf8')).toContain('Změna bez publisheru 2');
});

test('a change saved while the publisher starts (after it read the queue, no webhook) is rendered before it reports started', async () => {
  let release!: () => void;
  gate = new Promise((resolve) => (release = resolve));
  const renderBegan = new Promise<void>((resolve) => (onRender = resolve));
  const starting = start();
  await renderBegan;
  onRender = null;
  await renameModule('Změna bez publisheru 2', 'Změna během startu');
  gate = null;
  release();
  await starting;
  expect(await pendingEvents()).toBe(0);
  expect(readFileSync(path.join(dist, 'moduly/index.html'), 'utf8')).toContain('Změna během startu');
});

test('temporary files an interrupted render left in dist are removed when a publisher starts', async () => {
  mkdirSync(path.join(dist, 'blog', 'clanek'), { recursive: true });
  const leftover = path.join(dist, 'blog', 'clanek', 'index.html.999999.tmp');
  writeFileSync(leftover, '<!doctype html><html><head>');
  writeFileSync(path.join(dist, 'blog', 'clanek', 'index.html'), '<!doctype html><html><body>Celá stránka</body></html>');
  await start();
  expect(existsSync(leftover)).toBe(false);
  expect(readFileSync(path.join(dist, 'blog', 'clanek', 'index.html'), 'utf8')).toContain('Celá stránka');
});

test('its first render hands the services and FAQ answers of the catalogs to the site search, per language', async () => {
  await backend.db.query("delete from private.search_documents where kind in ('service', 'faq')");
  await start();
  const search = async (query: string, language: string) =>
    (
      await backend.db.asRole({ role: 'anon' }, (tx) =>
        tx.query<{ kind: string; page: string; anchor: string | null }>('select kind, page, anchor from public.search_site($1, $2)', [query, language]),
      )
    ).rows;
  expect(await search('API integration', 'en')).toContainEqual({ kind: 'service', page: 'services', anchor: null });
  expect(await search('data stored', 'en')).toContainEqual({ kind: 'faq', page: 'home', anchor: 'faq-title' });
  expect(await search('API integration', 'cs')).not.toContainEqual(expect.objectContaining({ kind: 'service', page: 'services' }));
});

test('"Zkusit znovu" asks for a full render; a change alone re-renders what changed', async () => {
  const publisher = await start();
  await renameModule('Fakturace a účetnictví', 'Fakturace (kvůli úplnému vykreslení)');
  await publisher.publish();
  expect(fullRenders.at(-1)).toBe(false);
  await backend.db.query("select private.announce_publish_change('manual', 'RETRY')");
  await publisher.publish();
  expect(fullRenders.at(-1)).toBe(true);
  await renameModule('Fakturace (kvůli úplnému vykreslení)', 'Fakturace a účetnictví');
  await publisher.publish();
  expect(fullRenders.at(-1)).toBe(false);
});
