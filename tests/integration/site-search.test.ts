import type { SupabaseClient } from '@supabase/supabase-js';
import { createTestClient, signedInTestClient, startTestBackend, type RunningBackend } from '@app/local-backend';
import { adminSearchInsights, searchSite } from '@app/content';
import type { AppSupabaseClient, ReadClient } from '@app/supabase';

let backend: RunningBackend;

function asReadClient(client: SupabaseClient): ReadClient {
  return client as unknown as ReadClient;
}

beforeAll(async () => {
  backend = await startTestBackend();
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

test('visitors search the seeded site in their language through the Data API', async () => {
  const visitor = asReadClient(createTestClient(backend));

  const czech = await searchSite(visitor, 'prepisovani faktur', 'cs');
  const post = czech.find((result) => result.path === '/blog/jak-automatizace-faktur-setri-cas');
  expect(post).toMatchObject({ kind: 'post', title: 'Jak automatizace zpracování faktur šetří až 80 % času' });
  expect(post!.snippetHtml).toMatch(/<mark>[^<]+<\/mark>/);
  expect(czech.every((result) => !result.path.startsWith('/en/') && !result.path.startsWith('/de/'))).toBe(true);

  const english = await searchSite(visitor, 'invoices autom', 'en');
  expect(english.map((result) => result.path)).toContain('/en/blog/how-invoice-automation-saves-time');
  expect(english.every((result) => result.path.startsWith('/en/'))).toBe(true);

  expect(await searchSite(visitor, ' a ', 'cs')).toEqual([]);
});

test('staff read the search insights; a visitor is refused', async () => {
  const visitor = asReadClient(createTestClient(backend));
  await searchSite(visitor, 'účetnictví zzzneexistuje', 'cs');

  const editor = (await signedInTestClient(backend, 'editor@example.com', 'editor1234')) as unknown as AppSupabaseClient;
  const insights = await adminSearchInsights(editor);
  expect(insights.zeroResults).toContainEqual(expect.objectContaining({ query: 'účetnictví zzzneexistuje', language: 'cs', searches: 1 }));
  expect(insights.top.map((row) => row.query)).toEqual(expect.arrayContaining(['prepisovani faktur', 'invoices autom']));

  await expect(adminSearchInsights(createTestClient(backend) as unknown as AppSupabaseClient)).rejects.toMatchObject({ code: '42501' });
});
