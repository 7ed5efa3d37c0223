import type { SupabaseClient } from '@supabase/supabase-js';
import { createTestClient, startTestBackend, type RunningBackend } from '@app/local-backend';
import { fetchBlogPostBySlug, fetchPublishedBlogPosts } from '@app/content';
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
