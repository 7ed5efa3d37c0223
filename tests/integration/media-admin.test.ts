/**
 * The media library: staff upload into the public bucket `media` and describe each image in
 * media_assets; the bucket and its policies refuse other types, larger files and other people; the public
 * post reads its cover's alt text and size; deleting asks where an image is used.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { createTestClient, signedInTestClient, startTestBackend, type RunningBackend } from '@app/local-backend';
import type { AppSupabaseClient, ReadClient } from '@app/supabase';
import {
  MEDIA_BUCKET,
  adminDeleteMedia,
  adminMediaPage,
  adminMediaUsages,
  adminRegisterMedia,
  adminUpdateMediaAlt,
  blogPostView,
  fetchBlogPostBySlug,
  mediaObjectPath,
  mediaPathOfUrl,
  type ListQuery,
} from '@app/content';

// A 2×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR42mP8z8DwnwEIGAEAHf8B/2lJk1AAAAAASUVORK5CYII=', 'base64');

let backend: RunningBackend;

const signedIn = (email: string, password: string) => signedInTestClient(backend, email, password);

const app = (client: SupabaseClient) => client as unknown as AppSupabaseClient;

const query = (change: Partial<ListQuery> = {}): ListQuery => ({ search: '', filters: {}, sort: { column: 'created_at', direction: 'desc' }, page: 1, pageSize: 25, ...change });

async function uploadImage(client: SupabaseClient, name: string, alt = 'Graf úspor za rok') {
  const path = mediaObjectPath(name, 'image/png');
  const { error } = await client.storage.from(MEDIA_BUCKET).upload(path, new Blob([PNG], { type: 'image/png' }), { contentType: 'image/png' });
  if (error) throw error;
  return adminRegisterMedia(app(client), { path, file_name: name, mime_type: 'image/png', size_bytes: PNG.length, width: 2, height: 1, alt_cs: alt, alt_en: 'Savings chart', alt_de: null });
}

beforeAll(async () => {
  backend = await startTestBackend();
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

test('an editor uploads and describes an image; the uploader is stamped; anyone reads the file and its row', async () => {
  const editor = await signedIn('editor@example.com', 'editor1234');
  const asset = await uploadImage(editor, 'Graf úspor 2026.png');
  expect(asset).toMatchObject({ file_name: 'Graf úspor 2026.png', width: 2, height: 1, alt_cs: 'Graf úspor za rok', uploaded_by_name: expect.stringMatching(/.+/) });
  expect(asset.path).toMatch(/^\d{4}\/\d{2}\/[a-z0-9]+-graf-uspor-2026\.png$/);
  expect(mediaPathOfUrl(asset.url)).toBe(asset.path);

  const file = await fetch(asset.url);
  expect(file.status).toBe(200);
  expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);

  const anon = createTestClient(backend);
  const { data } = await anon.from('media_assets').select('alt_cs, width, height').eq('id', asset.id).single();
  expect(data).toEqual({ alt_cs: 'Graf úspor za rok', width: 2, height: 1 });

  const found = await adminMediaPage(app(editor), query({ search: 'úspor' }));
  expect(found.rows.map((row) => row.id)).toContain(asset.id);

  const changed = await adminUpdateMediaAlt(app(editor), asset.id, { alt_cs: 'Nový popis', alt_en: null, alt_de: 'Neue Beschreibung' });
  expect(changed).toMatchObject({ alt_cs: 'Nový popis', alt_de: 'Neue Beschreibung' });
  const renamed = await editor.from('media_assets').update({ file_name: 'jine.png' }).eq('id', asset.id);
  expect(renamed.error?.code).toBe('42501');
});

test('the bucket refuses other types and files over 5 MB; the policy refuses other names and other people', async () => {
  const editor = await signedIn('editor@example.com', 'editor1234');
  const bucket = editor.storage.from(MEDIA_BUCKET);
  const text = await bucket.upload('2026/11/poznamka.png', new Blob(['ahoj'], { type: 'text/plain' }), { contentType: 'text/plain' });
  expect(text.error).not.toBeNull();
  const big = await bucket.upload('2026/11/velky.png', new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'image/png' }), { contentType: 'image/png' });
  expect(big.error).not.toBeNull();
  const svg = await bucket.upload('2026/11/kresba.svg', new Blob([PNG], { type: 'image/png' }), { contentType: 'image/png' });
  expect(svg.error).not.toBeNull();

  const user = await signedIn('user@example.com', 'user12345');
  const refused = await user.storage.from(MEDIA_BUCKET).upload('2026/11/cizi.png', new Blob([PNG], { type: 'image/png' }), { contentType: 'image/png' });
  expect(refused.error).not.toBeNull();
  const row = await user.from('media_assets').insert({ path: 'x.png', file_name: 'x.png', mime_type: 'image/png', size_bytes: 1, width: 1, height: 1, alt_cs: 'x' });
  expect(row.error).not.toBeNull();
  const missingAlt = await editor.from('media_assets').insert({ path: 'y.png', file_name: 'y.png', mime_type: 'image/png', size_bytes: 1, width: 1, height: 1, alt_cs: ' ' });
  expect(missingAlt.error?.code).toBe('23514');
});

test('a cover from the library reaches the public post with alt text and size; usages name it; deleting clears the cover', async () => {
  const editor = await signedIn('editor@example.com', 'editor1234');
  const asset = await uploadImage(editor, 'obalka.png', 'Účetní u počítače');
  const inline = await uploadImage(editor, 'v-textu.png', 'Obrázek v textu');
  const { data: post, error } = await editor
    .from('blog_posts')
    .insert({
      title_cs: 'Článek s obálkou',
      slug_cs: 'clanek-s-obalkou',
      published: true,
      image_url: asset.url,
      cover_media_id: asset.id,
      content_cs: `<p>Text</p><img src="${inline.url}" alt="Obrázek v textu" width="2" height="1">`,
    })
    .select('id')
    .single();
  if (error) throw error;

  const lookup = await fetchBlogPostBySlug(createTestClient(backend) as unknown as ReadClient, 'clanek-s-obalkou', 'cs');
  if (lookup.status !== 'found') throw new Error(`post not found: ${lookup.status}`);
  expect(blogPostView(lookup.post, 'cs').cover).toEqual({ src: asset.url, alt: 'Účetní u počítače', width: 2, height: 1, variants: [] });
  expect(blogPostView(lookup.post, 'en').cover?.alt).toBe('Savings chart');

  expect(await adminMediaUsages(app(editor), asset.id)).toEqual([{ kind: 'blog_posts', recordId: post.id, title: 'Článek s obálkou' }]);
  expect(await adminMediaUsages(app(editor), inline.id)).toEqual([{ kind: 'blog_posts', recordId: post.id, title: 'Článek s obálkou' }]);
  const user = await signedIn('user@example.com', 'user12345');
  await expect(adminMediaUsages(app(user), asset.id)).rejects.toMatchObject({ code: '42501' });

  await adminDeleteMedia(app(editor), asset);
  const { data: after } = await editor.from('blog_posts').select('cover_media_id').eq('id', post.id).single();
  expect(after?.cover_media_id).toBeNull();
  expect((await fetch(asset.url)).ok).toBe(false);
});
