/**
 * Publishing you can see, end to end below the browser: the live publisher (its real queue calls, with a
 * small stand-in renderer) records each render, and staff read through @app/content with real supabase-js
 * whether their save is live, how publishing is doing, and the latest changes of content.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestClient, signedInTestClient, startTestBackend, type RunningBackend } from '@app/local-backend';
import type { AppSupabaseClient, Database, ReadClient } from '@app/supabase';
import { adminPublishState, adminRecentChanges, adminSitePublishState } from '@app/content';
import { startPublisher, type Publisher, type RenderedSite } from '@app/publisher';

let backend: RunningBackend;
let publisher: Publisher;
let dist: string;
let editor: AppSupabaseClient;
/** When set, the stand-in render fails with this message (as a read failing in the middle of a render). */
let renderFailure: string | null = null;

/** The modules page and one page per public post: enough for the publisher to write and remove files. */
async function render(client: ReadClient): Promise<RenderedSite> {
  if (renderFailure) throw new Error(renderFailure);
  const [modules, posts] = await Promise.all([
    client.from('modules').select('name_cs').order('name_cs'),
    client.from('blog_posts').select('slug_cs').order('slug_cs'),
  ]);
  if (modules.error || posts.error) throw new Error('read failed');
  const files = new Map<string, string>([['moduly/index.html', modules.data.map((row) => row.name_cs).join('\n')]]);
  for (const post of posts.data) files.set(`blog/${post.slug_cs}/index.html`, post.slug_cs);
  return { files, pages: [...files.keys()], recordPageCount: posts.data.length, renderedPages: files.size, failed: [], commit: () => undefined, isSitemapFile: () => false };
}

async function newModule(name: string): Promise<string> {
  const { data, error } = await editor.from('modules').insert({ name_cs: name, description_cs: 'Popis' }).select('id').single();
  if (error) throw error;
  return data.id;
}

beforeAll(async () => {
  backend = await startTestBackend();
  dist = mkdtempSync(path.join(tmpdir(), 'publish-status-'));
  publisher = await startPublisher({
    supabaseUrl: backend.url,
    anonKey: backend.anonKey,
    serviceRoleKey: backend.serviceRoleKey,
    dist,
    postFolders: ['blog'],
    render: (client) => render(client),
    pollIntervalMs: 3_600_000,
    retryDelayMs: 3_600_000,
    log: () => undefined,
  });
  editor = await signedInTestClient<Database>(backend, 'editor@example.com', 'editor1234');
}, 120_000);

afterAll(async () => {
  await publisher?.stop();
  await backend?.stop();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

test('a saved module is pending, then live after the publisher rendered it, with the time it took and what it rewrote', async () => {
  const id = await newModule('Stav zveřejnění');
  await publisher.publish();
  const { error } = await editor.from('modules').update({ name_cs: 'Stav zveřejnění – živě' }).eq('id', id);
  expect(error).toBeNull();

  const pending = await adminPublishState(editor, 'modules', id);
  expect(pending).toMatchObject({ state: 'pending', deleted: false, liveAt: null, secondsToLive: null, error: null });
  expect((await adminSitePublishState(editor)).pending).toBe(1);

  const outcome = await publisher.publish();
  expect(outcome.ok).toBe(true);
  expect(readFileSync(path.join(dist, 'moduly/index.html'), 'utf8')).toContain('Stav zveřejnění – živě');

  const live = await adminPublishState(editor, 'modules', id);
  expect(live).toMatchObject({ state: 'live', changedAt: pending.changedAt, error: null });
  expect(live.secondsToLive).toBeGreaterThanOrEqual(0);
  expect(live.secondsToLive).toBeLessThan(60);
  const site = await adminSitePublishState(editor);
  expect(site).toMatchObject({ pending: 0, queueLagSeconds: null, lastFilesWritten: 1, lastFilesRemoved: 0, lastFailure: null });
  expect(site.lastPublishedAt).toBe(live.liveAt);
  expect(site.lastDurationMs).toBeGreaterThanOrEqual(0);
  expect(site.lastDurationMs).toBeLessThanOrEqual(outcome.durationMs);
});

test('a failed render shows as failed with its reason while the change waits; the next good render makes it live', async () => {
  const id = await newModule('Před výpadkem');
  await publisher.publish();
  await editor.from('modules').update({ name_cs: 'Po výpadku' }).eq('id', id);

  renderFailure = 'pricing plans: permission denied for table pricing_plans';
  try {
    expect(await publisher.publish()).toMatchObject({ ok: false, error: renderFailure });
    expect(await adminPublishState(editor, 'modules', id)).toMatchObject({ state: 'failed', error: renderFailure, liveAt: null });
    const site = await adminSitePublishState(editor);
    expect(site).toMatchObject({ pending: 1, lastFailure: { error: renderFailure, attempts: 1, events: 1 } });
    expect(site.queueLagSeconds).toBeGreaterThanOrEqual(0);
    expect(readFileSync(path.join(dist, 'moduly/index.html'), 'utf8')).not.toContain('Po výpadku');
  } finally {
    renderFailure = null;
  }

  expect((await publisher.publish()).ok).toBe(true);
  expect(await adminPublishState(editor, 'modules', id)).toMatchObject({ state: 'live', error: null });
  expect(await adminSitePublishState(editor)).toMatchObject({ pending: 0, lastFailure: null });
});

test('a deleted post goes live as a deletion: its page removed and counted', async () => {
  const slug = `smazat-a-zverejnit-${Date.now()}`;
  const { data, error } = await editor.from('blog_posts').insert({ title_cs: 'Na chvíli', slug_cs: slug, published: true }).select('id').single();
  expect(error).toBeNull();
  await publisher.publish();
  expect(readFileSync(path.join(dist, `blog/${slug}/index.html`), 'utf8')).toBe(slug);

  await editor.from('blog_posts').delete().eq('id', data!.id);
  expect(await adminPublishState(editor, 'blog_posts', data!.id as string)).toMatchObject({ state: 'pending', deleted: true });
  await publisher.publish();
  expect(await adminPublishState(editor, 'blog_posts', data!.id as string)).toMatchObject({ state: 'live', deleted: true });
  expect(await adminSitePublishState(editor)).toMatchObject({ lastFilesRemoved: 1 });
  const { rows } = await backend.db.query<{ removed: string[] }>("select removed from private.publish_runs where outcome = 'ok' order by id desc limit 1");
  expect(rows[0]!.removed).toEqual([`blog/${slug}/index.html`]);
});

test('visitors and plain users may not read the publish state', async () => {
  const user = await signedInTestClient<Database>(backend, 'user@example.com', 'user12345');
  const anon = createTestClient<Database>(backend);
  for (const client of [user, anon]) {
    await expect(adminSitePublishState(client)).rejects.toMatchObject({ code: '42501' });
    await expect(adminPublishState(client, 'site_settings', 'contact_info')).rejects.toMatchObject({ code: '42501' });
    await expect(adminRecentChanges(client)).rejects.toMatchObject({ code: '42501' });
  }
});

test('the latest changes survive a burst of 100 posts created and deleted: the dashboard lists them as deletions', async () => {
  const edited = await newModule('Upraveno před dávkou');
  await editor.from('modules').update({ description_cs: 'Nový popis' }).eq('id', edited);
  const marker = `davka-${Date.now()}`;
  const burst = Array.from({ length: 100 }, (_, index) => ({ title_cs: `Dávka ${index + 1}`, slug_cs: `${marker}-${index + 1}` }));
  expect((await editor.from('blog_posts').insert(burst)).error).toBeNull();
  expect((await editor.from('blog_posts').delete().like('slug_cs', `${marker}-%`)).error).toBeNull();

  // The old reading (the newest 50 revisions, deleted records skipped) found nothing here.
  const recent = await adminRecentChanges(editor);
  expect(recent).toHaveLength(5);
  for (const change of recent) {
    expect(change).toMatchObject({ table: 'blog_posts', operation: 'delete', editorName: 'Erik Editor', title: expect.stringMatching(/^Dávka \d+$/) });
  }
  const longer = await adminRecentChanges(editor, 101);
  expect(longer[100]).toMatchObject({ table: 'modules', recordId: edited, operation: 'update', title: 'Upraveno před dávkou' });
});
