/**
 * One post whose page cannot be rendered does not stop publishing: the publisher (its real queue calls and
 * renderer, over the production server bundle) renders every other page, keeps the post's last good page
 * (a post that never rendered gets none), and its editor reads "failed" with the reason while an ordinary
 * edit saved at the same time goes live. The post's page throws through a wrapper of the server bundle
 * whenever the post's Czech title carries a marker.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signedInTestClient, startTestBackend, type RunningBackend } from '@app/local-backend';
import type { AppSupabaseClient, Database } from '@app/supabase';
import { adminPublishState, adminRequestRepublish } from '@app/content';
import { createSiteRenderer, postFolders, shellPaths, startPublisher, type Publisher } from '@app/publisher';

jest.setTimeout(300_000);

const MARKER = 'NEVYKRESLITELNÝ';

let backend: RunningBackend;
let publisher: Publisher;
let editor: AppSupabaseClient;
let dist: string;
const folders: string[] = [];

/** The server bundle, except that a post page whose post's Czech title carries MARKER throws. */
function failingServerBundle(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'failing-server-'));
  folders.push(folder);
  const real = path.join(shellPaths().serverDir, 'server.cjs');
  writeFileSync(
    path.join(folder, 'server.cjs'),
    `const real = require(${JSON.stringify(real)});
module.exports = {
  ...real,
  renderPage: async (url, data) => {
    const broken = (data.content.records?.blogPosts ?? []).find((post) => post.title_cs.includes(${JSON.stringify(MARKER)}) && [post.slug_cs, post.slug_en, post.slug_de].some((slug) => slug && url.endsWith('/' + slug)));
    if (broken) throw new Error('Cannot read properties of undefined (reading ' + JSON.stringify('html') + ')');
    return real.renderPage(url, data);
  },
};
`,
  );
  return folder;
}

beforeAll(async () => {
  backend = await startTestBackend();
  dist = mkdtempSync(path.join(tmpdir(), 'unrenderable-'));
  folders.push(dist);
  cpSync(shellPaths().dist, dist, { recursive: true });
  const render = await createSiteRenderer({ ...shellPaths(), dist, serverDir: failingServerBundle() });
  publisher = await startPublisher({
    supabaseUrl: backend.url,
    anonKey: backend.anonKey,
    serviceRoleKey: backend.serviceRoleKey,
    dist,
    postFolders: postFolders(),
    render,
    pollIntervalMs: 3_600_000,
    retryDelayMs: 3_600_000,
    log: () => undefined,
  });
  editor = await signedInTestClient<Database>(backend, 'editor@example.com', 'editor1234');
}, 120_000);

afterAll(async () => {
  await publisher?.stop();
  await backend?.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const page = (file: string) => path.join(dist, file);

async function newPost(title: string, slug: string): Promise<string> {
  const { data, error } = await editor.from('blog_posts').insert({ title_cs: title, slug_cs: slug, published: true }).select('id').single();
  if (error) throw error;
  return data.id as string;
}

test('a post whose page throws keeps its last good page and shows as failed; an edit saved with it goes live', async () => {
  const post = await newPost('Dobrá verze', 'jednou-dobry');
  const { data: module, error } = await editor.from('modules').insert({ name_cs: 'Modul před úpravou', description_cs: 'Popis' }).select('id').single();
  expect(error).toBeNull();
  expect((await publisher.publish()).ok).toBe(true);
  expect(readFileSync(page('blog/jednou-dobry/index.html'), 'utf8')).toContain('Dobrá verze');

  await editor.from('blog_posts').update({ title_cs: `Rozbitá verze ${MARKER}` }).eq('id', post);
  const never = await newPost(`Nikdy ${MARKER}`, 'nikdy-vykresleny');
  await editor.from('modules').update({ name_cs: 'Modul po úpravě' }).eq('id', module!.id);

  const outcome = await publisher.publish();
  expect(outcome.ok).toBe(true);
  expect(outcome.failed?.map((failed) => failed.record.slug).sort()).toEqual(['jednou-dobry', 'jednou-dobry', 'jednou-dobry', 'nikdy-vykresleny', 'nikdy-vykresleny', 'nikdy-vykresleny']);
  // The other pages are the new ones; the post's last good page stays; the one that never rendered has none.
  expect(readFileSync(page('moduly/index.html'), 'utf8')).toContain('Modul po úpravě');
  expect(readFileSync(page('blog/index.html'), 'utf8')).toContain('Rozbitá verze');
  expect(readFileSync(page('blog/jednou-dobry/index.html'), 'utf8')).toContain('Dobrá verze');
  expect(existsSync(page('en/blog/jednou-dobry/index.html'))).toBe(true);
  expect(existsSync(page('blog/nikdy-vykresleny/index.html'))).toBe(false);

  expect(await adminPublishState(editor, 'modules', module!.id)).toMatchObject({ state: 'live', error: null });
  for (const id of [post, never]) {
    expect(await adminPublishState(editor, 'blog_posts', id)).toMatchObject({ state: 'failed', error: expect.stringContaining('Cannot read properties'), liveAt: null });
  }

  // Fixed: the next render makes it live, and the failure is gone.
  await editor.from('blog_posts').update({ title_cs: 'Opravená verze' }).eq('id', post);
  expect(await adminPublishState(editor, 'blog_posts', post)).toMatchObject({ state: 'pending' });
  const fixed = await publisher.publish();
  expect(fixed.failed?.map((failed) => failed.record.slug)).toEqual(['nikdy-vykresleny', 'nikdy-vykresleny', 'nikdy-vykresleny']);
  expect(readFileSync(page('blog/jednou-dobry/index.html'), 'utf8')).toContain('Opravená verze');
  expect(await adminPublishState(editor, 'blog_posts', post)).toMatchObject({ state: 'live', error: null });
  expect(await adminPublishState(editor, 'blog_posts', never)).toMatchObject({ state: 'failed' });

  // "Zkusit znovu": pending until a render has tried it, then failed again while the page still throws.
  await adminRequestRepublish(editor);
  expect(await adminPublishState(editor, 'blog_posts', never)).toMatchObject({ state: 'pending', error: null });
  expect((await publisher.publish()).failed).toHaveLength(3);
  expect(await adminPublishState(editor, 'blog_posts', never)).toMatchObject({ state: 'failed', error: expect.stringContaining('Cannot read properties') });
});
