import type { ContentTypeDefinition, MediaVariant, PublicBlogPostLookup, PublicMediaImage } from '@app/content';
import { postDataKey } from '../pages/blog-post/blog-post-page';
import { siteDataOf, type PublicBlogPost, type SiteContent } from './site-data';

const SITE_URL = 'https://www.bizauto.example';
const MEDIA = 'https://abc.supabase.co/storage/v1/object/public/media';

const variantsOf = (stem: string): MediaVariant[] =>
  [320, 640].flatMap((width) =>
    (['avif', 'webp', 'jpeg'] as const).map((format) => ({ path: `${stem}.w${width}.${format === 'jpeg' ? 'jpg' : format}`, format, width, height: width / 2, bytes: 1 })),
  );

const found: Extract<PublicBlogPostLookup, { status: 'found' }> = {
  status: 'found',
  post: {
    id: 'p1',
    title_cs: 'Fotka z mobilu',
    title_en: 'A phone photo',
    title_de: null,
    slug_cs: 'fotka',
    slug_en: 'photo',
    slug_de: null,
    excerpt_cs: 'Perex',
    excerpt_en: null,
    excerpt_de: null,
    category_cs: null,
    category_en: null,
    category_de: null,
    content_cs: `<p>Text</p><p><img src="${MEDIA}/2026/11/graf.png" alt="Graf"></p><p><img src="https://jinde.example/x.png" alt="Jinde"></p>`,
    content_en: null,
    content_de: null,
    published: true,
    featured: false,
    read_time: 3,
    created_at: '2026-11-20T07:00:00Z',
    publish_at: null,
    updated_at: '2026-11-20T07:00:00Z',
    image_url: `${MEDIA}/2026/11/foto.jpg`,
    meta_description_cs: null,
    meta_description_en: null,
    meta_description_de: null,
    meta_title_cs: null,
    meta_title_en: null,
    meta_title_de: null,
    og_image_url_cs: null,
    og_image_url_en: null,
    og_image_url_de: null,
    author_id: null,
    author_name: null,
    cover: { width: 4000, height: 3000, alt_cs: 'Kancelář', alt_en: 'Office', alt_de: null, variants: variantsOf('2026/11/foto'), og_image_path: '2026/11/foto.og.jpg' },
  },
};
const POST: PublicBlogPost = found.post;

const media = (): Map<string, PublicMediaImage> =>
  new Map([['2026/11/graf.png', { path: '2026/11/graf.png', width: 800, height: 400, variants: variantsOf('2026/11/graf') }]]);

const embedded = (content: SiteContent, locale: 'cs' | 'en', slug: string) => siteDataOf(content, SITE_URL).initialData[postDataKey(slug, locale)] as PublicBlogPost;

test('a prerendered post carries its cover drawn by the server per language, and its text\'s library images as pictures', () => {
  const czech = embedded({ records: { blogPosts: [POST] }, media: media() }, 'cs', 'fotka');
  const page = document.createElement('div');
  page.innerHTML = czech.cover_markup?.cs ?? '';
  expect(page.querySelector('picture source[type="image/avif"]')).toHaveAttribute('srcset', `${MEDIA}/2026/11/foto.w320.avif 320w, ${MEDIA}/2026/11/foto.w640.avif 640w`);
  expect(page.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  expect(page.querySelector('img')).toHaveAttribute('alt', 'Kancelář');
  page.innerHTML = czech.cover_markup?.en ?? '';
  expect(page.querySelector('img')).toHaveAttribute('alt', 'Office');

  page.innerHTML = czech.content_cs ?? '';
  expect(page.querySelectorAll('picture')).toHaveLength(1);
  expect(page.querySelector('picture img')).toHaveAttribute('loading', 'lazy');
  expect(page.querySelector('img[src="https://jinde.example/x.png"]')).not.toBeNull();
});

test('the drawn post is the same object while its images are unchanged, so its page is not rendered again', () => {
  const first = embedded({ records: { blogPosts: [POST] }, media: media() }, 'cs', 'fotka');
  expect(embedded({ records: { blogPosts: [POST] }, media: media() }, 'cs', 'fotka')).toBe(first);
  const changed = media();
  changed.set('2026/11/graf.png', { path: '2026/11/graf.png', width: 1600, height: 800, variants: variantsOf('2026/11/graf') });
  expect(embedded({ records: { blogPosts: [POST] }, media: changed }, 'cs', 'fotka')).not.toBe(first);
});

test('a post without variants made yet is embedded as read: the original, no markup', () => {
  const pending: PublicBlogPost = { ...POST, cover: { ...POST.cover!, variants: [], og_image_path: null }, content_cs: '<p>Text</p>' };
  const embeddedPost = embedded({ records: { blogPosts: [pending] }, media: new Map() }, 'cs', 'fotka');
  expect(embeddedPost.cover_markup).toBeUndefined();
  expect(embeddedPost.content_cs).toBe('<p>Text</p>');
});

test("each listed type's rows are passed under its data key, the contact beside them, the blog list a page at a time", () => {
  const content: SiteContent = { modules: [], references: [], pricingPlans: [], blogPosts: [], contactInfo: { email: 'info@example.cz' } };
  const { initialData, contact } = siteDataOf(content, 'https://example.cz');
  // The blog's posts never whole: each list page (of the whole list and of each category) has its own key.
  const keys = Object.keys(initialData);
  expect(keys.filter((key) => !key.startsWith('blog list:'))).toEqual(['modules', 'references', 'pricing plans', 'contact info']);
  expect(keys).toContain('blog list::1');
  expect(keys).not.toContain('blog posts');
  expect(initialData['pricing plans']).toBe(content.pricingPlans);
  expect(contact).toEqual({ email: 'info@example.cz', phone: null });
});

test('a part left out (its read failed) has no key: its pages render their built-in content', () => {
  expect(Object.keys(siteDataOf({ modules: [] }, 'https://example.cz').initialData)).toEqual(['modules']);
});

test("a new definition in the registry passes its rows under its own data key", async () => {
  const caseStudies: Omit<ContentTypeDefinition, 'table'> & { table: string } = {
    kind: 'case_study',
    table: 'case_studies',
    languages: ['cs', 'en', 'de'],
    tracksTranslations: true,
    admin: { path: 'studies', editorPath: 'studies', section: { title: 'Studie', description: 'Příběhy zákazníků' }, recordKind: 'Studie' },
    publicData: { key: 'case studies', read: async () => [] },
  };
  await jest.isolateModulesAsync(async () => {
    const registry = await import('@app/content');
    Object.assign(registry.CONTENT_TYPES, { caseStudies });
    (registry.CONTENT_TYPE_NAMES as string[]).push('caseStudies');
    const { siteDataOf: siteDataWithStudies } = await import('./site-data');
    const rows = [{ id: 'study' }];
    const content: SiteContent = {};
    Object.assign(content, { caseStudies: rows });
    expect(siteDataWithStudies(content, 'https://example.cz').initialData).toEqual({ 'case studies': rows });
  });
});
