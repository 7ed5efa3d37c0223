import { blogPostSummary, filterBlogPostsByCategory, postFallbackLanguages } from './blog-post-display';
import { blogPostView } from './blog-post-view';
import type { PublicBlogPostRow } from './blog-post-rows';

const row: PublicBlogPostRow = {
  id: 'p1',
  title_cs: 'Implementace za čtyři týdny',
  title_en: 'Implementation in four weeks',
  title_de: null,
  slug_cs: 'implementace-za-ctyri-tydny',
  slug_en: 'implementation-in-four-weeks',
  slug_de: '',
  excerpt_cs: 'Jak na to',
  excerpt_en: null,
  excerpt_de: null,
  category_cs: 'Implementace',
  category_en: 'Implementation',
  category_de: null,
  published: true,
  featured: false,
  read_time: null,
  created_at: '2026-09-02T07:00:00Z',
  content_cs: '<p>Obsah</p>',
  content_en: '<p>Content</p>',
  content_de: null,
  author_id: null,
  publish_at: null,
  updated_at: '2026-09-03T08:00:00Z',
  image_url: '/images/cover.png',
  meta_title_cs: null,
  meta_title_en: null,
  meta_title_de: null,
  meta_description_cs: null,
  meta_description_en: null,
  meta_description_de: null,
  og_image_url_cs: null,
  og_image_url_en: null,
  og_image_url_de: null,
  author_name: null,
};

describe('blogPostSummary', () => {
  it('uses the language fields and falls back to Czech per field, read time 5 when empty', () => {
    expect(blogPostSummary(row, 'en')).toMatchObject({
      slug: 'implementation-in-four-weeks',
      title: 'Implementation in four weeks',
      excerpt: 'Jak na to',
      category: 'Implementation',
      categoryKey: 'Implementace',
      readTimeMinutes: 5,
    });
    expect(blogPostSummary(row, 'de')).toMatchObject({ slug: 'implementace-za-ctyri-tydny', title: 'Implementace za čtyři týdny' });
  });

  it('keeps a stored read time', () => {
    expect(blogPostSummary({ ...row, read_time: 7 }, 'cs').readTimeMinutes).toBe(7);
  });
});

describe('publication date and SEO fields', () => {
  it('a scheduled post is dated by its publish_at, another by its creation', () => {
    expect(blogPostSummary(row, 'cs').publishedAt).toBe('2026-09-02T07:00:00Z');
    expect(blogPostSummary({ ...row, publish_at: '2026-12-01T09:00:00Z' }, 'cs').publishedAt).toBe('2026-12-01T09:00:00Z');
  });

  it('SEO fields come from the page language only; the share image falls back to the cover', () => {
    const seo = { ...row, meta_title_cs: 'Meta CZ', meta_description_cs: 'Popis CZ', og_image_url_en: 'https://cdn.example/en.png' };
    expect(blogPostView(seo, 'cs')).toMatchObject({ metaTitle: 'Meta CZ', metaDescription: 'Popis CZ', shareImage: '/images/cover.png' });
    expect(blogPostView(seo, 'en')).toMatchObject({ metaTitle: '', metaDescription: '', shareImage: 'https://cdn.example/en.png' });
    expect(blogPostView({ ...row, image_url: null }, 'de').shareImage).toBe('');
  });
});

describe('blogPostView', () => {
  it('picks the content of the language, else the Czech one', () => {
    expect(blogPostView(row, 'en').contentHtml).toBe('<p>Content</p>');
    expect(blogPostView(row, 'de').contentHtml).toBe('<p>Obsah</p>');
  });
});

describe('languages of the shown texts', () => {
  it('marks each text with the language it is really in: the Czech fallback where the page language has none', () => {
    expect(blogPostView(row, 'en').lang).toEqual({ title: 'en', excerpt: 'cs', category: 'en', content: 'en' });
    expect(blogPostView(row, 'de').lang).toEqual({ title: 'cs', excerpt: 'cs', category: 'cs', content: 'cs' });
    expect(blogPostView(row, 'cs').lang).toEqual({ title: 'cs', excerpt: 'cs', category: 'cs', content: 'cs' });
  });

  it('lists the languages the post is written in (a title in them), Czech always', () => {
    expect(blogPostSummary(row, 'de').languages).toEqual(['cs', 'en']);
    expect(blogPostSummary({ ...row, title_en: null, title_de: 'Implementierung' }, 'cs').languages).toEqual(['cs', 'de']);
  });

  it("links the post's page in every language: its own slug, else the Czech one under that prefix", () => {
    expect(blogPostSummary(row, 'de').alternates).toEqual({
      cs: '/blog/implementace-za-ctyri-tydny',
      en: '/en/blog/implementation-in-four-weeks',
      de: '/de/blog/implementace-za-ctyri-tydny',
    });
  });

  it('names where the post can be read when a shown text falls back, and nothing when all are translated', () => {
    expect(postFallbackLanguages(blogPostView(row, 'de'), 'de', ['title', 'content'])).toEqual(['cs', 'en']);
    expect(postFallbackLanguages(blogPostView(row, 'en'), 'en', ['title', 'content'])).toBeNull();
    expect(postFallbackLanguages(blogPostSummary(row, 'en'), 'en', ['title', 'excerpt'])).toEqual(['cs']);
    expect(postFallbackLanguages(blogPostView(row, 'cs'), 'cs', ['title', 'excerpt', 'content'])).toBeNull();
  });

  it("marks a library cover's alt text that falls back to Czech", () => {
    const cover = { width: 1200, height: 630, alt_cs: 'Účetní u počítače', alt_en: 'An accountant at a computer', alt_de: null };
    expect(blogPostView({ ...row, cover }, 'de').cover).toEqual({ src: '/images/cover.png', alt: 'Účetní u počítače', lang: 'cs', width: 1200, height: 630, variants: null });
    expect(blogPostView({ ...row, cover }, 'en').cover?.lang).toBeUndefined();
  });

  it("shares a library cover's 1200 × 630 variant once it is made, else the cover itself", () => {
    const media = 'https://abc.supabase.co/storage/v1/object/public/media';
    const cover = { width: 4000, height: 3000, alt_cs: 'Kancelář', alt_en: null, alt_de: null, variants: [], og_image_path: '2026/11/x-foto.og.jpg' };
    const shown = { ...row, image_url: `${media}/2026/11/x-foto.jpg`, og_image_url_cs: null, og_image_url_en: null, og_image_url_de: null };
    expect(blogPostView({ ...shown, cover }, 'cs').shareImage).toBe(`${media}/2026/11/x-foto.og.jpg`);
    expect(blogPostView({ ...shown, cover: { ...cover, og_image_path: null } }, 'cs').shareImage).toBe(`${media}/2026/11/x-foto.jpg`);
    expect(blogPostView({ ...shown, cover, og_image_url_cs: 'https://cdn.example/vlastni.png' }, 'cs').shareImage).toBe('https://cdn.example/vlastni.png');
  });

  it('knows the shared image\'s size: the Open Graph copy\'s, the cover\'s own, none for an image given by its address', () => {
    const media = 'https://abc.supabase.co/storage/v1/object/public/media';
    const cover = { width: 4000, height: 3000, alt_cs: 'Kancelář', alt_en: null, alt_de: null, variants: [], og_image_path: '2026/11/x-foto.og.jpg' };
    const shown = { ...row, image_url: `${media}/2026/11/x-foto.jpg`, og_image_url_cs: null, og_image_url_en: null, og_image_url_de: null };
    expect(blogPostView({ ...shown, cover }, 'cs').shareImageSize).toEqual({ width: 1200, height: 630 });
    // A cover smaller than 1200 × 630: the worker's copy is the largest box of that shape inside it.
    expect(blogPostView({ ...shown, cover: { ...cover, width: 800, height: 600 } }, 'cs').shareImageSize).toEqual({ width: 800, height: 420 });
    expect(blogPostView({ ...shown, cover: { ...cover, og_image_path: null } }, 'cs').shareImageSize).toEqual({ width: 4000, height: 3000 });
    expect(blogPostView({ ...shown, cover, og_image_url_cs: 'https://cdn.example/vlastni.png' }, 'cs').shareImageSize).toBeNull();
    expect(blogPostView({ ...shown, cover: null }, 'cs').shareImageSize).toBeNull();
  });
});

describe('filterBlogPostsByCategory', () => {
  const posts = [
    { id: 'a', categoryKey: 'Automatizace' },
    { id: 'b', categoryKey: 'Digitalizace' },
    { id: 'c', categoryKey: ' analýzy ' },
    { id: 'd', categoryKey: '' },
  ];

  it('keeps everything without a category', () => {
    expect(filterBlogPostsByCategory(posts, null).map((post) => post.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('matches the Czech category ignoring case and surrounding spaces', () => {
    expect(filterBlogPostsByCategory(posts, 'Analýzy').map((post) => post.id)).toEqual(['c']);
    expect(filterBlogPostsByCategory(posts, 'Implementace')).toEqual([]);
  });
});
