/**
 * Checks before publishing through the API with supabase-js: with "Vyžadovat úplné překlady" saved in
 * Nastavení, a direct insert or update that publishes a post without its English or German version is
 * refused (HTTP 422, PT422) unless the language falls back to Czech; loadPrepublishContext reads what the
 * checks compare a post with (library images, linked published posts and former slugs, modules, the rules).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { signedInTestClient, startTestBackend, type RunningBackend } from '@app/local-backend';
import type { AppSupabaseClient } from '@app/supabase';
import {
  MEDIA_BUCKET,
  adminGetSiteSettings,
  adminSaveSiteSettings,
  fetchPublishingRules,
  loadPrepublishContext,
  missingTranslationsRefusalOf,
  prepublishChecks,
  prepublishLookups,
  type PrepublishPost,
} from '@app/content';

let backend: RunningBackend;
let admin: AppSupabaseClient;
let editor: SupabaseClient;

const app = (client: SupabaseClient) => client as unknown as AppSupabaseClient;

beforeAll(async () => {
  backend = await startTestBackend();
  admin = app(await signedInTestClient(backend, 'admin@example.com', 'admin1234'));
  editor = await signedInTestClient(backend, 'editor@example.com', 'editor1234');
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

async function requireCompleteTranslations(on: boolean): Promise<void> {
  const current = await adminGetSiteSettings(admin);
  await adminSaveSiteSettings(admin, { ...current, maintenance: { ...current.maintenance, password: '' }, publishing: { requireCompleteTranslations: on } });
}

let counter = 0;
function post(fields: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return { title_cs: 'Kontrola před zveřejněním', slug_cs: `kontrola-api-${counter}`, excerpt_cs: 'Perex', content_cs: '<p>Text</p>', ...fields };
}

test('the setting saved in Nastavení makes the API refuse to publish without English or German; a fallback lets it through', async () => {
  expect((await adminGetSiteSettings(admin)).publishing).toEqual({ requireCompleteTranslations: false });
  expect((await editor.from('blog_posts').insert(post({ published: true }))).error).toBeNull();

  await requireCompleteTranslations(true);
  expect((await adminGetSiteSettings(admin)).publishing).toEqual({ requireCompleteTranslations: true });
  expect(await fetchPublishingRules(app(editor))).toEqual({ requireCompleteTranslations: true });

  const refused = await editor.from('blog_posts').insert(post({ published: true, title_de: 'Beitrag', slug_de: 'beitrag-api', excerpt_de: 'Auszug', content_de: '<p>Text</p>' }));
  expect(refused.status).toBe(422);
  expect(refused.error?.code).toBe('PT422');
  expect(missingTranslationsRefusalOf(refused.error)).toEqual(['en']);

  const draft = post();
  expect((await editor.from('blog_posts').insert(draft)).error).toBeNull();
  const publishing = await editor.from('blog_posts').update({ published: true }).eq('slug_cs', draft.slug_cs as string).select('id');
  expect(missingTranslationsRefusalOf(publishing.error)).toEqual(['en', 'de']);
  const { data: stillDraft } = await editor.from('blog_posts').select('published').eq('slug_cs', draft.slug_cs as string).single();
  expect(stillDraft?.published).toBe(false);

  const withFallback = await editor
    .from('blog_posts')
    .update({ published: true, fallback_languages: ['en', 'de'] })
    .eq('slug_cs', draft.slug_cs as string)
    .select('published, fallback_languages')
    .single();
  expect(withFallback.error).toBeNull();
  expect(withFallback.data).toEqual({ published: true, fallback_languages: ['de', 'en'] });

  await requireCompleteTranslations(false);
  expect((await editor.from('blog_posts').insert(post({ published: true }))).error).toBeNull();
});

test('loadPrepublishContext reads the library images, the published posts and former slugs the links name, and the modules', async () => {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR42mP8z8DwnwEIGAEAHf8B/2lJk1AAAAAASUVORK5CYII=', 'base64');
  const heavyPath = `kontrola/${counter}-velky.png`;
  expect((await editor.storage.from(MEDIA_BUCKET).upload(heavyPath, new Blob([png], { type: 'image/png' }), { contentType: 'image/png' })).error).toBeNull();
  const asset = await editor
    .from('media_assets')
    .insert({ path: heavyPath, file_name: 'velky.png', mime_type: 'image/png', size_bytes: 2_500_000, width: 2, height: 1, alt_cs: 'Graf', alt_en: null, alt_de: null })
    .select('id')
    .single();
  expect(asset.error).toBeNull();
  const heavyUrl = editor.storage.from(MEDIA_BUCKET).getPublicUrl(heavyPath).data.publicUrl;

  // A published post renamed keeps its former slug as a redirect; a draft is no page.
  const linked = post({ published: true });
  expect((await editor.from('blog_posts').insert(linked)).error).toBeNull();
  expect((await editor.from('blog_posts').update({ slug_cs: `${linked.slug_cs as string}-novy` }).eq('slug_cs', linked.slug_cs as string)).error).toBeNull();
  const draft = post();
  expect((await editor.from('blog_posts').insert(draft)).error).toBeNull();

  const checked: PrepublishPost = {
    title_cs: 'Článek s odkazy',
    slug_cs: 'clanek-s-odkazy',
    excerpt_cs: 'Perex, který má akorát tolik znaků, aby se vešel do výsledků hledání.',
    content_cs: [
      `<p><img src="${heavyUrl}" alt="Graf">`,
      `<a href="/blog/${linked.slug_cs as string}">starý odkaz</a>`,
      `<a href="/blog/${linked.slug_cs as string}-novy">nový odkaz</a>`,
      `<a href="/blog/${draft.slug_cs as string}">koncept</a>`,
      '<a href="/moduly#module-invoicing">fakturace</a><a href="/moduly#module-neni">nic</a></p>',
    ].join(''),
    meta_title_cs: null,
    meta_description_cs: null,
    title_en: null,
    slug_en: null,
    excerpt_en: null,
    content_en: null,
    meta_title_en: null,
    meta_description_en: null,
    title_de: null,
    slug_de: null,
    excerpt_de: null,
    content_de: null,
    meta_title_de: null,
    meta_description_de: null,
    image_url: heavyUrl,
    cover_media_id: asset.data!.id,
    fallback_languages: ['en', 'de'],
  };
  const origins = ['http://localhost:3000'];
  const context = await loadPrepublishContext(app(editor), prepublishLookups(checked, origins), origins);
  expect(context.media.map((media) => media.file_name)).toEqual(['velky.png']);
  expect(context.pageAnchors.modules).toContain('module-invoicing');
  expect(context.requireCompleteTranslations).toBe(false);

  const report = prepublishChecks(checked, context);
  expect(report.cs.issues.map((issue) => issue.message)).toEqual([
    `Odkaz „/blog/${draft.slug_cs as string}“ nevede na žádnou stránku webu.`,
    'Odkaz „/moduly#module-neni“ nevede na žádnou stránku webu.',
    'Titulní obrázek „velky.png“ je široký jen 2 px, na velkých displejích a při sdílení bude neostrý; doporučeno aspoň 1\u00a0200 px.',
  ]);
  expect(report.en).toMatchObject({ issues: [], fallsBack: true });
});
