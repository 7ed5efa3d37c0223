import type { SupabaseClient } from '@supabase/supabase-js';
import { createTestClient, startTestBackend, type RunningBackend } from '@app/local-backend';
import { fetchBlogPostBySlug, fetchBlogSlugRedirects, fetchMovedBlogPostSlug, fetchPublishedBlogPosts } from '@app/content';
import type { ReadClient } from '@app/supabase';

let backend: RunningBackend;
let editor: SupabaseClient;

function asReadClient(client: SupabaseClient): ReadClient {
  return client as unknown as ReadClient;
}

const DRAFT_SLUG = 'analyza-schvalovacich-procesu-2026';

beforeAll(async () => {
  backend = await startTestBackend();
  editor = createTestClient(backend);
  const { error } = await editor.auth.signInWithPassword({ email: 'editor@example.com', password: 'editor1234' });
  if (error) throw error;
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

test('the list holds published posts only, newest first', async () => {
  const posts = await fetchPublishedBlogPosts(asReadClient(createTestClient(backend)));
  expect(posts.map((post) => post.slug_cs)).toEqual([
    'jak-automatizace-faktur-setri-cas',
    'digitalizace-firmy-krok-za-krokem',
    'implementace-systemu-za-ctyri-tydny',
  ]);
  expect(posts.every((post) => post.published)).toBe(true);
  expect(posts[0]).toMatchObject({ featured: true, read_time: 6, category_cs: 'Automatizace', category_en: 'Automation' });
});

test('the editor does not see drafts in the public list either', async () => {
  const posts = await fetchPublishedBlogPosts(asReadClient(editor));
  expect(posts.map((post) => post.slug_cs)).not.toContain(DRAFT_SLUG);
});

test('a published post is found by its Czech slug, and by its English or German slug in those languages', async () => {
  const anon = asReadClient(createTestClient(backend));
  const czech = await fetchBlogPostBySlug(anon, 'jak-automatizace-faktur-setri-cas', 'cs');
  expect(czech.status).toBe('found');
  const english = await fetchBlogPostBySlug(anon, 'how-invoice-automation-saves-time', 'en');
  expect(english).toMatchObject({ status: 'found', post: { slug_cs: 'jak-automatizace-faktur-setri-cas' } });
  const german = await fetchBlogPostBySlug(anon, 'wie-rechnungsautomatisierung-zeit-spart', 'de');
  expect(german).toMatchObject({ status: 'found', post: { title_de: expect.stringContaining('Rechnungsverarbeitung') } });
  const czechSlugInEnglish = await fetchBlogPostBySlug(anon, 'implementace-systemu-za-ctyri-tydny', 'en');
  expect(czechSlugInEnglish).toMatchObject({ status: 'found', post: { content_de: null } });
  expect(await fetchBlogPostBySlug(anon, 'how-invoice-automation-saves-time', 'cs')).toEqual({ status: 'not-found' });
});

test('a draft is not found by visitors but is by the signed-in editor', async () => {
  const anon = asReadClient(createTestClient(backend));
  expect(await fetchBlogPostBySlug(anon, DRAFT_SLUG, 'cs')).toEqual({ status: 'not-found' });
  expect(await fetchBlogPostBySlug(asReadClient(editor), DRAFT_SLUG, 'cs')).toMatchObject({
    status: 'found',
    post: { published: false, title_cs: 'Co ukazují data: analýza schvalovacích procesů v roce 2026' },
  });
});

test('an unknown slug is not found; a failed request is an error, not "not found"', async () => {
  const anon = asReadClient(createTestClient(backend));
  expect(await fetchBlogPostBySlug(anon, 'neexistuje', 'de')).toEqual({ status: 'not-found' });
  const broken = asReadClient(createTestClient({ url: backend.url, anonKey: 'not-a-key' }));
  expect(await fetchBlogPostBySlug(broken, 'jak-automatizace-faktur-setri-cas', 'cs')).toMatchObject({ status: 'error' });
  await expect(fetchPublishedBlogPosts(broken)).rejects.toThrow(/blog_posts/);
});

describe('scheduled posts, old slugs and authors through the API', () => {
  async function insertPost(columns: Record<string, unknown>): Promise<string> {
    const { data, error } = await editor.from('blog_posts').insert(columns).select('id').single();
    if (error) throw error;
    return (data as { id: string }).id;
  }

  test('a published post due later is in no visitor read until its time; the editor sees it by slug', async () => {
    const id = await insertPost({ title_cs: 'Naplánováno', slug_cs: 'naplanovano-api', published: true, publish_at: new Date(Date.now() + 3_600_000).toISOString() });
    try {
      const anon = asReadClient(createTestClient(backend));
      expect((await fetchPublishedBlogPosts(anon)).map((post) => post.slug_cs)).not.toContain('naplanovano-api');
      expect(await fetchBlogPostBySlug(anon, 'naplanovano-api', 'cs')).toEqual({ status: 'not-found' });
      expect((await fetchBlogPostBySlug(asReadClient(editor), 'naplanovano-api', 'cs')).status).toBe('found');

      await backend.db.query("update public.blog_posts set publish_at = now() - interval '1 minute' where id = $1", [id]);
      const listed = await fetchPublishedBlogPosts(anon);
      // Dated by its publication: the newest post now.
      expect(listed[0]?.slug_cs).toBe('naplanovano-api');
      expect((await fetchBlogPostBySlug(anon, 'naplanovano-api', 'cs')).status).toBe('found');
    } finally {
      await backend.db.query('delete from public.blog_posts where id = $1', [id]);
    }
  });

  test('a renamed published post is found from its old slug, per language; the redirects list names it', async () => {
    const id = await insertPost({ title_cs: 'Přesun', slug_cs: 'presun-stary', slug_en: 'move-old', published: true });
    try {
      const { error } = await editor.from('blog_posts').update({ slug_cs: 'presun-novy', slug_en: 'move-new' }).eq('id', id);
      expect(error).toBeNull();
      const anon = asReadClient(createTestClient(backend));
      expect(await fetchMovedBlogPostSlug(anon, 'presun-stary', 'cs')).toBe('presun-novy');
      expect(await fetchMovedBlogPostSlug(anon, 'move-old', 'en')).toBe('move-new');
      // German had no slug of its own: its URL used the Czech one, and still does.
      expect(await fetchMovedBlogPostSlug(anon, 'presun-stary', 'de')).toBe('presun-novy');
      expect(await fetchMovedBlogPostSlug(anon, 'never-existed', 'cs')).toBeNull();
      expect((await fetchBlogSlugRedirects(anon)).filter((row) => row.post_id === id).map((row) => `${row.locale}:${row.old_slug}`).sort()).toEqual([
        'cs:presun-stary',
        'de:presun-stary',
        'en:move-old',
      ]);
    } finally {
      await backend.db.query('delete from public.blog_posts where id = $1', [id]);
    }
  });

  test('a post carries its author’s public name when the author has one', async () => {
    const { rows } = await backend.db.query<{ id: string }>("select id::text as id from auth.users where email = 'editor@example.com'");
    await backend.db.query("update public.profiles set full_name = 'Eva Editorová' where user_id = $1", [rows[0]!.id]);
    const id = await insertPost({ title_cs: 'S autorem', slug_cs: 's-autorem', published: true });
    try {
      const lookup = await fetchBlogPostBySlug(asReadClient(createTestClient(backend)), 's-autorem', 'cs');
      expect(lookup).toMatchObject({ status: 'found', post: { author_name: 'Eva Editorová' } });
    } finally {
      await backend.db.query('delete from public.blog_posts where id = $1', [id]);
    }
  });
});
