import type { PublicBlogPostSummaryRow } from '@app/content';
import { INITIAL_DATA_ELEMENT_ID, type EmbeddedRenderData } from '../components/render-context/embedded-data';
import { renderDocument, type ChunkMap, type PublicBlogPost, type SiteContent } from './index';

const SITE_URL = 'https://www.bizauto.example';

const CHUNKS: ChunkMap = {
  main: ['main.1.css', 'main.1.js'],
  'page-home': ['page-home.2.js', 'page-home.2.css'],
  'page-blog-post': ['shared.3.js', 'page-blog-post.4.js'],
  'page-pricing': ['shared.3.js', 'page-pricing.5.js'],
  'messages-cs': ['messages-cs.6.js'],
  'messages-en': ['messages-en.7.js'],
  'messages-home-cs': ['messages-home-cs.8.js'],
  'messages-blogPost-en': ['messages-blogPost-en.9.js'],
  'messages-pricing-en': ['messages-pricing-en.10.js'],
};

const POST = {
  id: 'p1',
  title_cs: 'Jak automatizace faktur šetří čas',
  title_en: 'How invoice automation saves time',
  title_de: null,
  slug_cs: 'jak-automatizace-faktur',
  slug_en: 'invoice-automation',
  slug_de: null,
  excerpt_cs: 'Méně ruční práce',
  excerpt_en: 'Less manual work',
  excerpt_de: null,
  category_cs: 'Automatizace',
  category_en: 'Automation',
  category_de: null,
  content_cs: '<p>Obsah</p>',
  content_en: '<p>Body<script>alert(1)</script></p><a href="https://example.com" target="_blank">link</a><a href="/en/pricing" rel="noopener noreferrer nofollow">pricing</a>',
  content_de: null,
  published: true,
  featured: false,
  read_time: 4,
  created_at: '2026-09-02T07:00:00Z',
  publish_at: null,
  updated_at: '2026-09-03T07:00:00Z',
  image_url: null,
  meta_description_cs: null,
  meta_description_en: 'Invoices in minutes',
  meta_description_de: null,
  meta_title_cs: null,
  meta_title_en: null,
  meta_title_de: null,
  og_image_url_cs: null,
  og_image_url_en: null,
  og_image_url_de: null,
  author_id: null,
  author_name: 'Erik Editor',
} as unknown as PublicBlogPost;

const CONTENT: SiteContent = {
  blogPosts: [POST as PublicBlogPostSummaryRow],
  references: [],
  contactInfo: { email: 'sales@bizauto.example', phone: '+420 111 222 333' },
  records: { blogPosts: [POST] },
};

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

const hrefs = (doc: Document, selector: string) => [...doc.querySelectorAll(selector)].map((element) => element.getAttribute('href'));

function embedded(doc: Document): EmbeddedRenderData {
  return JSON.parse(doc.getElementById(INITIAL_DATA_ELEMENT_ID)?.textContent ?? 'null') as EmbeddedRenderData;
}

function loader(doc: Document): string {
  return [...doc.querySelectorAll('script:not([src]):not([type])')].map((script) => script.textContent).join('');
}

test("a post's URL gives the whole document: its language, head, markup, the data it used and its scripts", async () => {
  const html = await renderDocument('/en/blog/invoice-automation', { siteUrl: SITE_URL, content: CONTENT, chunks: CHUNKS });
  expect(html.startsWith('<!doctype html><html lang="en"')).toBe(true);
  const doc = parse(html);

  expect(doc.title).toBe('How invoice automation saves time | BizAuto');
  expect(doc.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Invoices in minutes');
  expect(hrefs(doc, 'link[rel="canonical"]')).toEqual([`${SITE_URL}/en/blog/invoice-automation`]);
  expect(hrefs(doc, 'link[rel="alternate"][hreflang]')).toEqual([
    `${SITE_URL}/blog/jak-automatizace-faktur`,
    `${SITE_URL}/en/blog/invoice-automation`,
    `${SITE_URL}/de/blog/jak-automatizace-faktur`,
    `${SITE_URL}/blog/jak-automatizace-faktur`,
  ]);
  expect(doc.head.querySelectorAll('title, meta[name="description"]')).toHaveLength(2);
  const graph = JSON.parse(doc.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as { '@graph': Record<string, unknown>[] };
  expect(graph['@graph'].map((item) => item['@type'])).toEqual(['Organization', 'BlogPosting']);
  expect(JSON.stringify(graph)).toContain('sales@bizauto.example');

  // The entry's stylesheet first, the page's after its tags; the entry's scripts only through the loader.
  expect(hrefs(doc, 'link[rel="stylesheet"]')).toEqual(['/main.1.css']);
  expect(doc.querySelector('script[src], script[defer]')).toBeNull();
  expect(loader(doc)).toContain('["/shared.3.js","/page-blog-post.4.js","/messages-blogPost-en.9.js","/messages-en.7.js"]');
  expect(loader(doc)).toContain('["/main.1.js"]');

  const article = doc.querySelector('#root article');
  expect(article?.querySelector('h1')?.textContent).toBe('How invoice automation saves time');
  expect(article?.innerHTML).not.toContain('<script');
  expect(article?.querySelector('a[target="_blank"]')?.getAttribute('rel')).toBe('nofollow noopener noreferrer');
  // The editor's nofollow is off the site's own link in the prerendered HTML.
  expect(article?.querySelector('a[href="/en/pricing"]')?.hasAttribute('rel')).toBe(false);

  // Only what the page read is embedded: its post (sanitized) and its versions, not the other content.
  const data = embedded(doc);
  expect(data.siteUrl).toBe(SITE_URL);
  expect(data.contact).toEqual({ email: 'sales@bizauto.example', phone: '+420 111 222 333' });
  expect(Object.keys(data.initialData).sort()).toEqual(['alternates:/en/blog/invoice-automation', 'contact info', 'post:en:invoice-automation']);
  expect(JSON.stringify(data.initialData)).not.toContain('<script>');
});

test('the home page preloads its hero image and its own stylesheet after the entry one, in Czech', async () => {
  const doc = parse(await renderDocument('/', { siteUrl: SITE_URL, content: CONTENT, chunks: CHUNKS }));
  expect(doc.documentElement.lang).toBe('cs');
  expect(hrefs(doc, 'head link[rel="preload"][as="image"]')).toEqual(['/images/hero/dashboard.webp']);
  expect(hrefs(doc, 'link[rel="stylesheet"]')).toEqual(['/main.1.css', '/page-home.2.css']);
  expect(doc.head.lastElementChild?.getAttribute('href')).toBe('/page-home.2.css');
  expect(hrefs(doc, 'link[rel="canonical"]')).toEqual([`${SITE_URL}/`]);
  expect(loader(doc)).toContain('["/page-home.2.js","/messages-home-cs.8.js","/messages-cs.6.js"]');
});

test('a part of the content that could not be read leaves its pages with their built-in content, and no data embedded for it', async () => {
  const doc = parse(await renderDocument('/en/pricing', { siteUrl: SITE_URL, content: {}, chunks: CHUNKS }));
  expect(doc.documentElement.lang).toBe('en');
  expect(doc.querySelector('#root h1')).not.toBeNull();
  expect(embedded(doc).initialData).toEqual({});
  expect(embedded(doc).contact).toBeUndefined();
});

test('renders are independent: one page’s data never leaks into the next', async () => {
  await renderDocument('/en/blog/invoice-automation', { siteUrl: SITE_URL, content: CONTENT, chunks: CHUNKS });
  const doc = parse(await renderDocument('/en/blog/invoice-automation', { siteUrl: 'https://other.example', content: {}, chunks: CHUNKS }));
  expect(hrefs(doc, 'link[rel="canonical"]')).toEqual(['https://other.example/en/blog/invoice-automation']);
  expect(embedded(doc).initialData).toEqual({});
  expect(doc.querySelector('#root h1')?.textContent).not.toBe('How invoice automation saves time');
});

test('a post with a library cover and a library image in its text renders whole: both drawn as pictures, its head declared', async () => {
  const MEDIA = 'https://abc.supabase.co/storage/v1/object/public/media';
  const variants = (stem: string) =>
    [320, 640].flatMap((width) => (['avif', 'webp', 'jpeg'] as const).map((format) => ({ path: `${stem}.w${width}.${format === 'jpeg' ? 'jpg' : format}`, format, width, height: width / 2, bytes: 1 })));
  const withImages = {
    ...POST,
    image_url: `${MEDIA}/2026/11/foto.jpg`,
    content_en: `<p>Body</p><p><img src="${MEDIA}/2026/11/graf.png" alt="Chart"></p>`,
    cover: { width: 4000, height: 3000, alt_cs: 'Kancelář', alt_en: 'Office', alt_de: null, variants: variants('2026/11/foto'), og_image_path: '2026/11/foto.og.jpg' },
  } as unknown as PublicBlogPost;
  const content: SiteContent = {
    ...CONTENT,
    records: { blogPosts: [withImages] },
    media: new Map([['2026/11/graf.png', { path: '2026/11/graf.png', width: 800, height: 400, variants: variants('2026/11/graf') }]]),
  };
  const doc = parse(await renderDocument('/en/blog/invoice-automation', { siteUrl: SITE_URL, content, chunks: CHUNKS }));
  expect(doc.title).toBe('How invoice automation saves time | BizAuto');
  const article = doc.querySelector('#root article');
  expect(article?.querySelectorAll('picture')).toHaveLength(2);
  expect(article?.querySelector('picture img[alt="Office"]')?.getAttribute('fetchpriority')).toBe('high');
  expect(article?.querySelector('picture img[alt="Chart"]')?.getAttribute('loading')).toBe('lazy');
  const property = (name: string) => doc.head.querySelector(`meta[property="${name}"]`)?.getAttribute('content');
  expect(property('og:image')).toBe(`${MEDIA}/2026/11/foto.og.jpg`);
  expect([property('og:image:width'), property('og:image:height')]).toEqual(['1200', '630']);
});

test('a module image uploaded into module-images is drawn as a picture with its size on the home page and the modules page', async () => {
  const UPLOADS = 'https://abc.supabase.co/storage/v1/object/public/module-images';
  const variants = [320, 640].flatMap((width) => (['avif', 'webp', 'jpeg'] as const).map((format) => ({ path: `1700000000000-ab12.w${width}.${format === 'jpeg' ? 'jpg' : format}`, format, width, height: width / 2, bytes: 1 })));
  const module = {
    id: 'm2',
    slug: 'sklad',
    name_cs: 'Sklad',
    name_en: null,
    name_de: null,
    description_cs: 'Zásoby pod kontrolou',
    description_en: null,
    description_de: null,
    icon: 'Package',
    features_cs: ['Příjemky'],
    features_en: null,
    features_de: null,
    image_url: null,
    images: JSON.stringify([`${UPLOADS}/1700000000000-ab12.jpg`]),
    display_order: 1,
    active: true,
    created_at: '2026-09-02T07:00:00Z',
    updated_at: '2026-09-02T07:00:00Z',
  };
  const storedImages = [{ bucket: 'module-images', path: '1700000000000-ab12.jpg', image: { path: '1700000000000-ab12.jpg', width: 1600, height: 800, variants } }];
  for (const path of ['/moduly', '/']) {
    const doc = parse(await renderDocument(path, { siteUrl: SITE_URL, content: { ...CONTENT, modules: [module], storedImages }, chunks: CHUNKS }));
    const picture = doc.querySelector('#root picture');
    expect(picture?.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toBe(`${UPLOADS}/1700000000000-ab12.w320.avif 320w, ${UPLOADS}/1700000000000-ab12.w640.avif 640w`);
    const image = picture?.querySelector('img');
    expect([image?.getAttribute('src'), image?.getAttribute('width'), image?.getAttribute('height'), image?.getAttribute('loading')]).toEqual([`${UPLOADS}/1700000000000-ab12.w640.jpg`, '1600', '800', 'lazy']);
    expect(embedded(doc).initialData['library-image:module-images/1700000000000-ab12.jpg']).toEqual({ width: 1600, height: 800, variants });
  }
  // Without variants recorded it stays the original.
  const original = parse(await renderDocument('/moduly', { siteUrl: SITE_URL, content: { ...CONTENT, modules: [module] }, chunks: CHUNKS }));
  expect(original.querySelector(`#root img[src="${UPLOADS}/1700000000000-ab12.jpg"]`)?.closest('picture')).toBeNull();
});

test('a module\'s screenshot from the media library is drawn as the same picture as a post\'s images, with the data the browser draws it from', async () => {
  const MEDIA = 'https://abc.supabase.co/storage/v1/object/public/media';
  const variants = [320, 640].flatMap((width) => (['avif', 'webp', 'jpeg'] as const).map((format) => ({ path: `2026/11/modul.w${width}.${format === 'jpeg' ? 'jpg' : format}`, format, width, height: width / 2, bytes: 1 })));
  const module = {
    id: 'm1',
    slug: 'fakturace',
    name_cs: 'Fakturace',
    name_en: null,
    name_de: null,
    description_cs: 'Faktury za minutu',
    description_en: null,
    description_de: null,
    icon: 'FileText',
    features_cs: ['Šablony'],
    features_en: null,
    features_de: null,
    image_url: null,
    images: JSON.stringify([`${MEDIA}/2026/11/modul.png`, '/images/modules/crm-1.webp']),
    display_order: 1,
    active: true,
    created_at: '2026-09-02T07:00:00Z',
    updated_at: '2026-09-02T07:00:00Z',
  };
  const content: SiteContent = { ...CONTENT, modules: [module], media: new Map([['2026/11/modul.png', { path: '2026/11/modul.png', width: 1280, height: 640, variants }]]) };
  for (const path of ['/moduly', '/']) {
    const doc = parse(await renderDocument(path, { siteUrl: SITE_URL, content, chunks: CHUNKS }));
    const picture = doc.querySelector('#root picture');
    expect(picture?.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toBe(`${MEDIA}/2026/11/modul.w320.avif 320w, ${MEDIA}/2026/11/modul.w640.avif 640w`);
    expect(picture?.querySelector('img')?.getAttribute('width')).toBe('1280');
    expect(embedded(doc).initialData['library-image:media/2026/11/modul.png']).toEqual({ width: 1280, height: 640, variants });
  }
  // An image that is not the library's stays the original, with the gallery's size.
  const gallery = parse(await renderDocument('/moduly', { siteUrl: SITE_URL, content, chunks: CHUNKS }));
  const other = gallery.querySelector('#root img[src="/images/modules/crm-1.webp"]');
  expect(other?.closest('picture')).toBeNull();
  expect(other?.getAttribute('width')).toBe('960');
});
