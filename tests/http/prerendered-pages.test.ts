/**
 * Prerendered HTML and metadata as a crawler reads them, without running scripts: every public URL in
 * every language arrives with its heading, title, description, canonical and alternates; published posts
 * arrive with their sanitized content; private paths and unknown paths answer as they should; sitemap.xml,
 * robots.txt and the blog feeds describe the site. (That the browser then hydrates it: prerender-seo.e2e.ts.)
 */
import { JSDOM } from 'jsdom';
import { LOCALES, PAGE_KEYS, getBlogPostHref, getHref, getMessages, type Locale, type PageKey } from '@app/i18n';
import { useStack } from '../e2e/support/stack-fixture';

// The base URL the build wrote into canonical and alternate links (SITE_URL at build time).
const SITE_URL = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');

const PUBLIC_PAGES = LOCALES.flatMap((locale) => PAGE_KEYS.map((page) => ({ locale, page, path: getHref(page, locale) })));

interface PublishedPost {
  slug_cs: string;
  slug_en: string | null;
  slug_de: string | null;
  title_cs: string;
  title_en: string | null;
  content_cs: string;
}

const running = useStack();
let posts: PublishedPost[];

jest.setTimeout(240_000);

beforeAll(async () => {
  const published = await running.stack.backend.db.query<PublishedPost>(
    'select slug_cs, slug_en, slug_de, title_cs, title_en, content_cs from public.blog_posts where published order by created_at desc',
  );
  posts = published.rows;
}, 120_000);

async function fetchText(url: string): Promise<{ status: number; type: string; body: string }> {
  const response = await fetch(url);
  return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
}

/** The page as a crawler without JavaScript sees it. */
async function staticDocument(path: string): Promise<Document> {
  const { status, body } = await fetchText(`${running.stack.hostUrl}${path}`);
  expect({ path, status }).toEqual({ path, status: 200 });
  return new JSDOM(body).window.document;
}

const attribute = (document: Document, selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;

function structuredData(document: Document): { '@graph': { '@type': string }[] } {
  const script = document.querySelector('script[type="application/ld+json"]');
  return JSON.parse(script?.textContent ?? '{}') as { '@graph': { '@type': string }[] };
}

describe('prerendered HTML, read without running scripts', () => {
  test.each(PUBLIC_PAGES)('$path: h1, localized title and description, canonical, alternates', async ({ locale, page, path }) => {
    const document = await staticDocument(path);
    const meta = getMessages(locale).meta[page];
    const headings = document.querySelectorAll('#root main h1');
    expect(headings).toHaveLength(1);
    expect(headings[0]?.textContent?.trim()).not.toBe('');
    expect(document.documentElement.lang).toBe(locale);
    expect(document.title).toBe(meta.title);
    expect(attribute(document, 'meta[name="description"]', 'content')).toBe(meta.description);
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(attribute(document, 'link[rel="canonical"]', 'href')).toBe(`${SITE_URL}${path}`);
    for (const language of LOCALES) {
      expect(attribute(document, `link[rel="alternate"][hreflang="${language}"]`, 'href')).toBe(`${SITE_URL}${getHref(page, language)}`);
    }
    expect(attribute(document, 'link[rel="alternate"][hreflang="x-default"]', 'href')).toBe(`${SITE_URL}${getHref(page, 'cs')}`);
    expect(attribute(document, 'meta[property="og:title"]', 'content')).toBe(meta.title);
    expect(attribute(document, 'meta[property="og:url"]', 'content')).toBe(`${SITE_URL}${path}`);
    expect(structuredData(document)['@graph'].map((node) => node['@type'])).toContain('Organization');
  });

  test('the pages carry their page text in the markup, not only the chrome, and the home page preloads its hero image', async () => {
    const pricing = await staticDocument('/en/pricing');
    expect(pricing.querySelector('main')?.textContent).toContain('Business');
    const contact = await staticDocument('/de/kontakt');
    expect(contact.querySelector('form')).not.toBeNull();
    // The home page's largest paint, the first hero screenshot, is fetched with the HTML.
    const home = await staticDocument('/en');
    const firstScreenshot = home.querySelector('.hero-carousel img')?.getAttribute('src');
    expect(attribute(home, 'link[rel="preload"][as="image"]', 'href')).toBe(firstScreenshot);
    expect(home.querySelector('.hero-carousel img')?.getAttribute('width')).toBe('1200');
    // Scripts wait for the first paint: no script tag or script preload in the markup, one inline loader
    // naming the entry and the page chunk.
    expect(home.querySelectorAll('script[src], link[rel="preload"][as="script"]')).toHaveLength(0);
    const loader = [...home.querySelectorAll('script:not([type])')].map((script) => script.textContent ?? '').join('');
    expect(loader).toMatch(/requestAnimationFrame/);
    expect(loader).toMatch(/"\/main\.[0-9a-f]+\.js"/);
    expect(loader).toMatch(/"\/page-home\.[0-9a-f]+\.js"/);
  });

  test('a published post arrives with its title, its sanitized content and BlogPosting data, in each language', async () => {
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      const document = await staticDocument(getBlogPostHref(post.slug_cs, 'cs'));
      expect(document.querySelector('main h1')?.textContent).toBe(post.title_cs);
      const content = document.querySelector('[data-testid="post-content"]');
      const firstParagraph = new JSDOM(post.content_cs).window.document.querySelector('p')?.textContent ?? '';
      expect(content?.textContent).toContain(firstParagraph.slice(0, 40));
      expect(content?.querySelector('script, iframe, style')).toBeNull();
      const handlers = [...(content?.querySelectorAll('*') ?? [])].flatMap((element) =>
        element.getAttributeNames().filter((name) => name.startsWith('on')),
      );
      expect(handlers).toEqual([]);
      expect(structuredData(document)['@graph'].map((node) => node['@type'])).toEqual(['Organization', 'BlogPosting']);
      expect(attribute(document, 'meta[property="og:type"]', 'content')).toBe('article');
      // Sharing and SEO: dates in Open Graph and in the BlogPosting, the author, the image, the feed.
      const stored = (
        await running.stack.backend.db.query<{ published: string; modified: string; image: string | null; author: string | null }>(
          `select to_json(coalesce(p.publish_at, p.created_at)) #>> '{}' as published, to_json(p.updated_at) #>> '{}' as modified,
                  p.image_url as image, nullif(btrim(pr.full_name), '') as author
           from public.blog_posts p left join public.profiles pr on pr.user_id = p.author_id where p.slug_cs = $1`,
          [post.slug_cs],
        )
      ).rows[0]!;
      const published = attribute(document, 'meta[property="article:published_time"]', 'content');
      const modified = attribute(document, 'meta[property="article:modified_time"]', 'content');
      expect([Date.parse(published ?? ''), Date.parse(modified ?? '')]).toEqual([Date.parse(stored.published), Date.parse(stored.modified)]);
      const posting = structuredData(document)['@graph'][1] as unknown as Record<string, unknown>;
      expect(posting).toMatchObject({ datePublished: published, dateModified: modified });
      expect(posting.author).toEqual(stored.author ? { '@type': 'Person', name: stored.author } : expect.objectContaining({ '@type': 'Organization' }));
      if (stored.image) expect(attribute(document, 'meta[property="og:image"]', 'content')).toContain(stored.image);
      expect(attribute(document, 'link[type="application/rss+xml"]', 'href')).toBe(`${SITE_URL}/blog/feed.xml`);
    }
    const english = posts[0] as PublishedPost;
    const document = await staticDocument(getBlogPostHref(english.slug_en ?? english.slug_cs, 'en'));
    expect(document.querySelector('main h1')?.textContent).toBe(english.title_en ?? english.title_cs);
    expect(document.documentElement.lang).toBe('en');
  });

  test('private paths get the empty app shell, never a prerendered page; a post without a page answers 404 with it', async () => {
    for (const path of ['/admin', '/admin/blog/new', '/auth', '/auth/update-password', '/maintenance']) {
      const document = await staticDocument(path);
      expect({ path, root: document.getElementById('root')?.innerHTML }).toEqual({ path, root: '' });
    }
    // The live publisher writes a new post's page within seconds; until then, and after it is gone, a 404.
    for (const path of ['/blog/not-yet-written', '/de/blog/noch-nicht']) {
      const { status, body } = await fetchText(`${running.stack.hostUrl}${path}`);
      expect({ path, status, root: new JSDOM(body).window.document.getElementById('root')?.innerHTML }).toEqual({ path, status: 404, root: '' });
    }
  });

  test("an unknown path answers 404 (no soft 404 for crawlers) with its language's prerendered not-found page", async () => {
    for (const [path, lang, text, homeLink, home] of [
      ['/tohle-neexistuje', 'cs', 'Jejda! Stránka nebyla nalezena', 'Zpět na úvodní stránku', '/'],
      ['/administrator', 'cs', 'Jejda! Stránka nebyla nalezena', 'Zpět na úvodní stránku', '/'],
      ['/en/no-such-page', 'en', 'Oops! Page not found', 'Return to Home', '/en'],
      ['/de/gibt-es-nicht', 'de', 'Hoppla! Seite nicht gefunden', 'Zurück zur Startseite', '/de'],
      ['/de/preise/alt', 'de', 'Hoppla! Seite nicht gefunden', 'Zurück zur Startseite', '/de'],
    ] as const) {
      const { status, body } = await fetchText(`${running.stack.hostUrl}${path}`);
      const document = new JSDOM(body).window.document;
      const main = document.querySelector('main');
      const link = [...(main?.querySelectorAll('a') ?? [])].find((anchor) => anchor.textContent === homeLink);
      expect({ path, status, lang: document.documentElement.lang, text: main?.textContent?.includes(text), home: link?.getAttribute('href') }).toEqual({
        path,
        status: 404,
        lang,
        text: true,
        home,
      });
      expect(attribute(document, 'meta[name="robots"]', 'content')).toBe('noindex');
    }
    await expect(fetchText(`${running.stack.hostUrl}/_redirects`)).resolves.toMatchObject({ status: 404 });
  });
});

describe('sitemap.xml and robots.txt', () => {
  test('sitemap.xml is valid XML listing every public URL with its alternates, and the posts', async () => {
    const { status, type, body } = await fetchText(`${running.stack.hostUrl}/sitemap.xml`);
    expect(status).toBe(200);
    expect(type).toContain('xml');
    const xml = new JSDOM(body, { contentType: 'text/xml' }).window.document;
    expect(xml.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(xml.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');

    const urls = [...xml.getElementsByTagName('url')];
    const locOf = (url: Element) => url.getElementsByTagName('loc')[0]?.textContent ?? '';
    const byLoc = new Map(urls.map((url) => [locOf(url), url]));
    for (const { page, path } of PUBLIC_PAGES) {
      const entry = byLoc.get(`${SITE_URL}${path}`);
      expect({ path, listed: entry !== undefined }).toEqual({ path, listed: true });
      const alternates = [...(entry?.getElementsByTagName('xhtml:link') ?? [])].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]);
      expect(alternates).toEqual(
        expect.arrayContaining([
          ...LOCALES.map((language) => [language, `${SITE_URL}${getHref(page as PageKey, language)}`]),
          ['x-default', `${SITE_URL}${getHref(page as PageKey, 'cs')}`],
        ]),
      );
    }
    for (const post of posts) {
      for (const locale of LOCALES) {
        const slug = (locale === 'cs' ? post.slug_cs : locale === 'en' ? post.slug_en : post.slug_de) ?? post.slug_cs;
        expect(byLoc.has(`${SITE_URL}${getBlogPostHref(slug, locale as Locale)}`)).toBe(true);
      }
    }
    expect(urls).toHaveLength(PUBLIC_PAGES.length + posts.length * LOCALES.length);
  });

  test.each(LOCALES)('the %s blog feed is valid RSS 2.0 with the published posts, linked from the blog page', async (locale) => {
    const blogPath = getHref('blog', locale);
    const feedPath = `${blogPath}/feed.xml`;
    const { status, type, body } = await fetchText(`${running.stack.hostUrl}${feedPath}`);
    expect([status, type]).toEqual([200, 'application/xml; charset=utf-8']);
    const xml = new JSDOM(body, { contentType: 'text/xml' }).window.document;
    expect(xml.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(xml.documentElement.getAttribute('version')).toBe('2.0');
    const links = [...xml.getElementsByTagName('item')].map((item) => item.getElementsByTagName('link')[0]?.textContent);
    const translatedSlug = (post: PublishedPost) => (locale === 'cs' ? post.slug_cs : (locale === 'en' ? post.slug_en : post.slug_de) || post.slug_cs);
    expect([...links].sort()).toEqual(posts.map((post) => `${SITE_URL}${getBlogPostHref(translatedSlug(post), locale)}`).sort());
    expect(attribute(await staticDocument(blogPath), 'link[type="application/rss+xml"]', 'href')).toBe(`${SITE_URL}${feedPath}`);
  });

  test('robots.txt keeps the private paths out and names the sitemap', async () => {
    const { status, body } = await fetchText(`${running.stack.hostUrl}/robots.txt`);
    expect(status).toBe(200);
    const lines = body.split('\n').map((line) => line.trim());
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /admin', 'Disallow: /auth', 'Disallow: /maintenance']));
    expect(lines).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    const favicon = await fetch(`${running.stack.hostUrl}/favicon.svg`);
    expect(favicon.status).toBe(200);
  });
});
