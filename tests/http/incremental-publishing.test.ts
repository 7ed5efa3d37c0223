/**
 * Incremental publishing writes what a full render would: after random sequences of edits, slug changes,
 * unpublishing, deletions, scheduled posts and settings changes, the folder kept up to date by one renderer
 * that re-renders only the pages whose data changed is byte for byte the folder a fresh renderer writes
 * from scratch, the blog list's further pages included (removed once the list no longer fills them). The
 * renderer is the publisher's, over the production server bundle and the client build.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PostgrestClient } from '@supabase/postgrest-js';
import { startTestBackend, type RunningBackend } from '@app/local-backend';
import type { Database, ReadClient } from '@app/supabase';
import { createSiteRenderer, postFolders, shellPaths, writeSite, type RenderedSite } from '@app/publisher';

jest.setTimeout(300_000);

let backend: RunningBackend;
let reader: ReadClient;
const folders: string[] = [];

beforeAll(async () => {
  backend = await startTestBackend();
  reader = new PostgrestClient<Database>(`${backend.url}/rest/v1`, { headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` } });
}, 120_000);

afterAll(async () => {
  await backend?.stop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A copy of the client build to render into, as the publisher serves one. */
function copyOfBuild(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'incremental-'));
  folders.push(folder);
  cpSync(shellPaths().dist, folder, { recursive: true });
  return folder;
}

async function rendererInto(dist: string) {
  const render = await createSiteRenderer({ ...shellPaths(), dist });
  return async (): Promise<RenderedSite> => {
    const site = await render(reader, { strict: true });
    await writeSite(dist, site, postFolders());
    site.commit();
    return site;
  };
}

/** Every file under `root`, by relative path, with its bytes. */
function filesUnder(root: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const relative of readdirSync(root, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(root, relative);
    try {
      files.set(relative, readFileSync(full, 'base64'));
    } catch {
      // a folder
    }
  }
  return files;
}

async function expectSameAsFullRender(incremental: string): Promise<void> {
  const fresh = copyOfBuild();
  await (await rendererInto(fresh))();
  const expected = filesUnder(fresh);
  const actual = filesUnder(incremental);
  expect([...actual.keys()]).toEqual([...expected.keys()]);
  const differing = [...expected].filter(([file, bytes]) => actual.get(file) !== bytes).map(([file]) => file);
  expect(differing).toEqual([]);
}

/** A small deterministic generator, so a failing sequence can be replayed from its seed. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const query = (sql: string, params: unknown[] = []) => backend.db.query(sql, params);

async function anyPostId(random: () => number, where = 'true'): Promise<string | null> {
  const { rows } = await backend.db.query<{ id: string }>(`select id::text as id from public.blog_posts where ${where} order by id`);
  return rows.length === 0 ? null : rows[Math.floor(random() * rows.length)]!.id;
}

/** One random change of what the public site shows; returns what it did, for the failure message. */
async function randomChange(random: () => number, step: number): Promise<string> {
  const word = `krok${step}`;
  const kinds = ['edit', 'slug', 'unpublish', 'publish', 'delete', 'create', 'schedule', 'contact', 'module', 'price', 'reference'] as const;
  const kind = kinds[Math.floor(random() * kinds.length)]!;
  const post = await anyPostId(random);
  switch (kind) {
    case 'edit':
      if (post) await query("update public.blog_posts set title_cs = title_cs || ' ' || $2, content_en = coalesce(content_en, '') || $3 where id = $1", [post, word, `<p>${word}</p>`]);
      return `${kind} ${post}`;
    case 'slug':
      if (post) await query("update public.blog_posts set slug_cs = slug_cs || '-' || $2 where id = $1", [post, word]);
      return `${kind} ${post}`;
    case 'unpublish':
      if (post) await query('update public.blog_posts set published = false where id = $1', [post]);
      return `${kind} ${post}`;
    case 'publish': {
      const draft = await anyPostId(random, 'not published');
      if (draft) await query('update public.blog_posts set published = true where id = $1', [draft]);
      return `${kind} ${draft}`;
    }
    case 'delete':
      if (post) await query('delete from public.blog_posts where id = $1', [post]);
      return `${kind} ${post}`;
    case 'create':
      await query(
        `insert into public.blog_posts (title_cs, slug_cs, excerpt_cs, content_cs, title_en, slug_en, content_en, published)
         values ($1, $2, 'Perex', '<p>Text</p>', $3, $4, '<p>Text</p>', true)`,
        [`Nový článek ${word}`, `novy-clanek-${word}`, `New post ${word}`, `new-post-${word}`],
      );
      return kind;
    case 'schedule':
      // Falls due within the sequence: the renders before see it hidden, the later ones public.
      await query(
        `insert into public.blog_posts (title_cs, slug_cs, excerpt_cs, content_cs, published, publish_at)
         values ($1, $2, 'Perex', '<p>Text</p>', true, now() + interval '1 second')`,
        [`Naplánovaný ${word}`, `naplanovany-${word}`],
      );
      return kind;
    case 'contact':
      await query("update public.site_settings set setting_value = setting_value || jsonb_build_object('phone', $1::text) where setting_key = 'contact_info'", [`+420 777 000 ${String(step).padStart(3, '0')}`]);
      return kind;
    case 'module':
      await query("update public.modules set name_cs = name_cs || ' ' || $1 where id = (select id from public.modules order by id limit 1)", [word]);
      return kind;
    case 'price':
      await query("update public.pricing_plans set price = price + 1 where id = (select id from public.pricing_plans order by id limit 1)");
      return kind;
    case 'reference':
      await query(`update public."references" set company_name = company_name || ' ' || $1 where id = (select id from public."references" order by id limit 1)`, [word]);
      return kind;
  }
}

test.each([1, 2])('a random sequence of changes (seed %i) publishes incrementally what a full render writes', async (seed) => {
  const random = generator(seed);
  const dist = copyOfBuild();
  const publish = await rendererInto(dist);
  const first = await publish();
  expect(first.renderedPages).toBe(first.pages.length + 3);
  const changes: string[] = [];
  for (let step = 0; step < 12; step += 1) {
    changes.push(await randomChange(random, step));
    if (random() < 0.7) await publish();
  }
  // Every scheduled post has fallen due; both renders see the same site.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await publish();
  await expectSameAsFullRender(dist).catch((error: unknown) => {
    throw new Error(`after ${changes.join(', ')}: ${String(error)}`);
  });
});

test('an edit of one post re-renders its pages and the lists that show it, not the site', async () => {
  const dist = copyOfBuild();
  const publish = await rendererInto(dist);
  const first = await publish();
  const post = await anyPostId(() => 0, 'published');
  await query("update public.blog_posts set title_cs = title_cs || ' (opraveno)' where id = $1", [post]);
  const second = await publish();
  expect(second.renderedPages).toBeGreaterThanOrEqual(3);
  expect(second.renderedPages).toBeLessThan(first.renderedPages / 2);
  const unchanged = await publish();
  expect(unchanged.renderedPages).toBe(0);
  await expectSameAsFullRender(dist);
});

test('the list pages a growing list fills are written and, once it shrinks, removed, as a full render leaves them out', async () => {
  const dist = copyOfBuild();
  const publish = await rendererInto(dist);
  await publish();
  const furtherPages = ['blog/strana/2/index.html', 'en/blog/page/2/index.html', 'de/blog/kategorie/automatisierung/seite/2/index.html'];
  await query(
    `insert into public.blog_posts (title_cs, slug_cs, excerpt_cs, content_cs, category_cs, published, created_at)
     select 'Další článek ' || n, 'dalsi-clanek-' || n, 'Perex', '<p>Text</p>', 'Automatizace', true, timestamptz '2026-01-01 09:00:00+01' - n * interval '1 minute'
     from generate_series(1, 14) as n`,
  );
  await publish();
  expect(furtherPages.filter((page) => existsSync(path.join(dist, page)))).toEqual(furtherPages);
  await expectSameAsFullRender(dist);

  await query("delete from public.blog_posts where slug_cs like 'dalsi-clanek-%'");
  await publish();
  expect(furtherPages.filter((page) => existsSync(path.join(dist, page)))).toEqual([]);
  await expectSameAsFullRender(dist);
});
