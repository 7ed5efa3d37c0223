import { createTestClient, startTestBackend, type RunningBackend } from '@app/local-backend';
import type { AppSupabaseClient, Database } from '@app/supabase';
import {
  adminBlogCategoryOptions,
  adminCreateBlogPost,
  adminDeleteBlogPost,
  adminGetBlogPost,
  adminListBlogPosts,
  adminUpdateBlogPost,
  slugify,
  type BlogPostDraft,
} from '@app/content';

let backend: RunningBackend;

async function signedIn(email: string, password: string): Promise<{ client: AppSupabaseClient; userId: string }> {
  const client = createTestClient<Database>(backend);
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return { client, userId: data.user.id };
}

const draft: BlogPostDraft = {
  title_cs: 'Účetnictví bez papíru',
  slug_cs: slugify('Účetnictví bez papíru'),
  excerpt_cs: 'Krátký perex.',
  content_cs: '<h2>Úvod</h2><p>Text <strong>článku</strong>.</p>',
  category_cs: 'Automatizace',
  title_en: 'Paperless accounting',
  slug_en: 'paperless-accounting',
  excerpt_en: null,
  content_en: null,
  category_en: null,
  title_de: null,
  slug_de: null,
  excerpt_de: null,
  content_de: null,
  category_de: null,
  image_url: null,
  cover_media_id: null,
  read_time: 5,
  read_time_manual: false,
  published: false,
  publish_at: null,
  featured: false,
  fallback_languages: [],
  meta_title_cs: null,
  meta_title_en: null,
  meta_title_de: null,
  meta_description_cs: null,
  meta_description_en: null,
  meta_description_de: null,
  og_image_url_cs: null,
  og_image_url_en: null,
  og_image_url_de: null,
};

beforeAll(async () => {
  backend = await startTestBackend();
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

test('an editor creates a draft, sees it in the admin list, publishes it and deletes it', async () => {
  const { client, userId } = await signedIn('editor@example.com', 'editor1234');

  const created = await adminCreateBlogPost(client, draft, userId);
  // The reading time is the database's estimate from the text, not the form's number, until set by hand.
  expect(created).toMatchObject({ ...draft, read_time: 1, slug_cs: 'ucetnictvi-bez-papiru', author_id: userId, id: expect.any(String) });

  const list = await adminListBlogPosts(client);
  expect(list[0]).toEqual({
    id: created.id,
    title_cs: draft.title_cs,
    slug_cs: 'ucetnictvi-bez-papiru',
    category_cs: 'Automatizace',
    published: false,
    featured: false,
    created_at: created.created_at,
    publish_at: null,
  });
  expect(list.some((post) => !post.published && post.id !== created.id)).toBe(true);
  const times = list.map((post) => Date.parse(post.created_at));
  expect(times).toEqual([...times].sort((a, b) => b - a));

  const anonymous = createTestClient(backend);
  expect((await anonymous.from('blog_posts').select('id').eq('id', created.id)).data).toEqual([]);

  const updated = await adminUpdateBlogPost(client, created.id, { ...draft, published: true, featured: true, read_time: 8, read_time_manual: true }, userId);
  expect(updated).toMatchObject({ published: true, featured: true, read_time: 8, read_time_manual: true });
  expect(await adminGetBlogPost(client, created.id)).toEqual(updated);
  expect((await anonymous.from('blog_posts').select('slug_cs').eq('id', created.id)).data).toEqual([
    { slug_cs: 'ucetnictvi-bez-papiru' },
  ]);

  await adminDeleteBlogPost(client, created.id);
  await expect(adminGetBlogPost(client, created.id)).rejects.toMatchObject({ code: 'PGRST116' });
  await expect(adminDeleteBlogPost(client, created.id)).rejects.toThrow(/nebyl nalezen/);
});

test('a scheduled post with SEO fields is saved as given, listed with its time and hidden from visitors until then', async () => {
  const { client, userId } = await signedIn('editor@example.com', 'editor1234');
  const publishAt = new Date(Date.now() + 3_600_000).toISOString();
  const created = await adminCreateBlogPost(
    client,
    { ...draft, slug_cs: 'naplanovany-admin', published: true, publish_at: publishAt, meta_title_en: 'Meta EN', og_image_url_de: '/images/de.png' },
    userId,
  );
  try {
    expect(created).toMatchObject({ meta_title_en: 'Meta EN', og_image_url_de: '/images/de.png' });
    expect(Date.parse(created.publish_at ?? '')).toBe(Date.parse(publishAt));
    const listed = (await adminListBlogPosts(client)).find((post) => post.id === created.id);
    expect(Date.parse(listed?.publish_at ?? '')).toBe(Date.parse(publishAt));
    expect((await createTestClient(backend).from('blog_posts').select('id').eq('id', created.id)).data).toEqual([]);
  } finally {
    await adminDeleteBlogPost(client, created.id);
  }
});

test('saving sets author_id to the user who saves', async () => {
  const editor = await signedIn('editor@example.com', 'editor1234');
  const admin = await signedIn('admin@example.com', 'admin1234');
  const created = await adminCreateBlogPost(editor.client, { ...draft, slug_cs: 'autor-test', slug_en: null }, editor.userId);
  const updated = await adminUpdateBlogPost(admin.client, created.id, { ...draft, slug_cs: 'autor-test', slug_en: null }, admin.userId);
  expect(updated.author_id).toBe(admin.userId);
  await adminDeleteBlogPost(admin.client, created.id);
});

test('a duplicate slug is refused with the database message', async () => {
  const { client, userId } = await signedIn('editor@example.com', 'editor1234');
  const first = await adminCreateBlogPost(client, { ...draft, slug_cs: 'stejny-slug', slug_en: null }, userId);
  await expect(adminCreateBlogPost(client, { ...draft, slug_cs: 'stejny-slug', slug_en: null }, userId)).rejects.toMatchObject({
    code: '23505',
  });
  await adminDeleteBlogPost(client, first.id);
});

test('a plain user is refused by row-level security', async () => {
  const { client, userId } = await signedIn('user@example.com', 'user12345');
  await expect(adminCreateBlogPost(client, { ...draft, slug_cs: 'nepovoleno', slug_en: null }, userId)).rejects.toMatchObject({
    code: '42501',
  });
  const list = await adminListBlogPosts(client);
  expect(list.length).toBeGreaterThan(0);
  expect(list.every((post) => post.published)).toBe(true);

  const editor = await signedIn('editor@example.com', 'editor1234');
  const published = (await adminListBlogPosts(editor.client)).find((post) => post.published);
  if (!published) throw new Error('the seed has published posts');
  await expect(adminDeleteBlogPost(client, published.id)).rejects.toThrow(/oprávnění/);
  await expect(
    adminUpdateBlogPost(client, published.id, { ...draft, slug_cs: 'prevzato', slug_en: null }, userId),
  ).rejects.toMatchObject({ code: 'PGRST116' });
  expect((await adminGetBlogPost(editor.client, published.id)).slug_cs).toBe(published.slug_cs);
});

test('the category fields offer the distinct categories of each language, however many posts share one', async () => {
  const { client } = await signedIn('editor@example.com', 'editor1234');
  // 1,200 posts of one category first, then the rare ones: a read of the first thousand rows would miss them.
  await backend.db.query(`
    insert into public.blog_posts (title_cs, slug_cs, category_cs, category_en, published)
    select format('Hromadný článek %s', n), format('hromadny-clanek-%s', n), 'Hromadná', 'Bulk', false
    from generate_series(1, 1200) as n`);
  await backend.db.query(`
    insert into public.blog_posts (title_cs, slug_cs, category_cs, category_en, category_de, published)
    values ('Vzácný článek', 'vzacny-clanek', 'Účetnictví, daně a "mzdy" (2026)', 'Payroll (2026)', 'Lohn, Steuern', false),
           ('Prázdná kategorie', 'prazdna-kategorie', '', null, null, false)`);
  try {
    const options = await adminBlogCategoryOptions(client);
    expect(options.category_cs).toEqual(expect.arrayContaining(['Hromadná', 'Účetnictví, daně a "mzdy" (2026)']));
    expect(options.category_cs).not.toContain('');
    expect(new Set(options.category_cs).size).toBe(options.category_cs.length);
    expect(options.category_cs).toEqual([...options.category_cs].sort((a, b) => a.localeCompare(b, 'cs')));
    expect(options.category_en).toEqual(expect.arrayContaining(['Bulk', 'Payroll (2026)']));
    expect(options.category_de).toEqual(expect.arrayContaining(['Lohn, Steuern']));
    const seeded = await backend.db.query<{ category: string }>(
      `select distinct category_de as category from public.blog_posts where coalesce(category_de, '') <> ''`,
    );
    expect([...options.category_de].sort()).toEqual(seeded.rows.map((row) => row.category).sort());
  } finally {
    await backend.db.query(`delete from public.blog_posts where slug_cs like 'hromadny-clanek-%' or slug_cs in ('vzacny-clanek', 'prazdna-kategorie')`);
  }
});
