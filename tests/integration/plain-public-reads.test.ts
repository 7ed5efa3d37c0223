/**
 * The public pages' reads in the browser (plain requests, no REST client) answer what the read client
 * answers: a blog list page (the same posts in the same order, the same total, an empty page past the end)
 * and a post by its slug in each language (with its cover and author), not found for a draft or an unknown slug;
 * the library images at given paths (one read, paths with a comma or a quote too) as the site's whole read gives them.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { createTestClient, startTestBackend, type RunningBackend } from '@app/local-backend';
import {
  fetchPublicMediaImages,
  fetchPublicMediaImagesAt,
  fetchBlogPostBySlug,
  fetchBlogPostBySlugWithoutClient,
  fetchPublishedBlogPostPage,
  fetchPublishedBlogPostPageWithoutClient,
  type PublishedBlogPostPageQuery,
} from '@app/content';
import { setRuntimeConfig, type ReadClient } from '@app/supabase';

let backend: RunningBackend;

function asReadClient(client: SupabaseClient): ReadClient {
  return client as unknown as ReadClient;
}

beforeAll(async () => {
  backend = await startTestBackend();
  // 30 more posts, every third one at the same minute as another (the id orders them), and one scheduled.
  await backend.db.query(
    `insert into public.blog_posts (title_cs, slug_cs, excerpt_cs, content_cs, category_cs, published, created_at, publish_at)
     select 'Článek ' || n, 'clanek-' || n, 'Perex ' || n, '<p>Text</p>', (array['Automatizace', 'Digitalizace', 'Analýzy'])[1 + n % 3], true,
            timestamptz '2026-01-01 09:00:00+01' - (n / 3) * interval '1 minute', case when n = 30 then now() + interval '1 day' end
     from generate_series(1, 30) as n`,
  );
  setRuntimeConfig({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey, adminRemoteUrl: 'http://unused.invalid/mf-manifest.json' });
}, 120_000);

afterAll(async () => {
  setRuntimeConfig(null);
  await backend?.stop();
});

const QUERIES: PublishedBlogPostPageQuery[] = [
  { categoryKey: null, range: [0, 11] },
  { categoryKey: null, range: [12, 23] },
  { categoryKey: null, range: [24, 35] },
  { categoryKey: 'Automatizace', range: [0, 11] },
  { categoryKey: ' analýzy ', range: [0, 11] },
  { categoryKey: 'Digitalizace', range: [0, 11] },
  { categoryKey: null, range: [120, 131] },
];

test.each(QUERIES)('the plain read of %o equals the read client’s', async (query) => {
  const expected = await fetchPublishedBlogPostPage(asReadClient(createTestClient(backend)), query);
  const plain = await fetchPublishedBlogPostPageWithoutClient(query);
  expect(plain).toEqual(expected);
  // The comparison means something: the whole list is the seeded 3 and 29 of the 30 (one is scheduled); past the end, no posts.
  if (query.categoryKey === null && query.range[0] < 120) expect(plain.total).toBe(32);
  if (query.range[0] < 120) expect(plain.rows.length).toBeGreaterThan(0);
  else expect(plain.rows).toEqual([]);
});

const LOOKUPS: [string, 'cs' | 'en' | 'de'][] = [
  ['jak-automatizace-faktur-setri-cas', 'cs'],
  ['how-invoice-automation-saves-time', 'en'],
  ['wie-rechnungsautomatisierung-zeit-spart', 'de'],
  ['jak-automatizace-faktur-setri-cas', 'de'],
  ['clanek-7', 'en'],
  ['analyza-schvalovacich-procesu-2026', 'cs'],
  ['zadny-takovy-clanek', 'en'],
];

test.each(LOOKUPS)('the plain lookup of %s in %s equals the read client’s', async (slug, locale) => {
  const expected = await fetchBlogPostBySlug(asReadClient(createTestClient(backend)), slug, locale);
  await expect(fetchBlogPostBySlugWithoutClient(slug, locale)).resolves.toEqual(expected);
  const found = !['analyza-schvalovacich-procesu-2026', 'zadny-takovy-clanek'].includes(slug);
  expect(expected).toMatchObject(found ? { status: 'found', post: { slug_cs: expect.any(String) } } : { status: 'not-found' });
});

test('library images by path: those with variants, as the whole read gives them, in one request whatever the paths hold', async () => {
  const paths = ['2026/11/ctene-a.jpg', '2026/11/ctene, s carkou.jpg', '2026/11/ctene "uvozovky".png', '2026/11/ceka.jpg'];
  const variants = (path: string) => JSON.stringify([{ path: path.replace(/\.[a-z]+$/, '.w320.webp'), format: 'webp', width: 320, height: 240, bytes: 10 }]);
  for (const [index, path] of paths.entries()) {
    await backend.db.query(
      `insert into public.media_assets (path, file_name, mime_type, size_bytes, width, height, alt_cs, variants, variants_status)
       values ($1, 'f.jpg', 'image/jpeg', 100, 640, 480, 'Obrázek', $2::jsonb, $3)`,
      [path, index < 3 ? variants(path) : '[]', index < 3 ? 'ready' : 'pending'],
    );
  }
  const byPath = await fetchPublicMediaImagesAt([...paths, '2026/11/neni.jpg', paths[0]!]);
  expect([...byPath.keys()].sort()).toEqual(paths.slice(0, 3).sort());
  const all = await fetchPublicMediaImages(asReadClient(createTestClient(backend)));
  for (const path of paths.slice(0, 3)) expect(byPath.get(path)).toEqual(all.get(path));
  expect(byPath.get(paths[1]!)?.variants).toEqual([{ path: '2026/11/ctene, s carkou.w320.webp', format: 'webp', width: 320, height: 240, bytes: 10 }]);
});
