import { LOCALES, PAGE_KEYS, getBlogPostHref, getHref } from '@app/i18n';
import { SITEMAP_URL_LIMIT, isSitemapFile, publicSitemapEntries, sitemapFiles, sitemapXml, type SitemapEntry } from './index';

const SITE_URL = 'https://www.bizauto.example';
const XHTML = 'http://www.w3.org/1999/xhtml';

function parseXml(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

function alternatesOf(url: Element): Record<string, string> {
  return Object.fromEntries(
    Array.from(url.getElementsByTagNameNS(XHTML, 'link')).map((link) => [
      link.getAttribute('hreflang') ?? '',
      link.getAttribute('href') ?? '',
    ]),
  );
}

describe('publicSitemapEntries', () => {
  it('lists every public page in every language with all translations', () => {
    const entries = publicSitemapEntries();

    expect(entries).toHaveLength(PAGE_KEYS.length * LOCALES.length);
    expect(new Set(entries.map((entry) => entry.path)).size).toBe(27);
    expect(entries).toContainEqual({
      path: '/de/leistungen',
      alternates: { cs: '/sluzby', en: '/en/services', de: '/de/leistungen' },
    });
  });
});

describe('sitemapXml', () => {
  const postPath = getBlogPostHref('faktury & "OCR"', 'en');
  const postAlternates = { cs: getBlogPostHref('faktury & "OCR"', 'cs'), en: postPath, de: getBlogPostHref('faktury & "OCR"', 'de') };
  const xml = sitemapXml(
    [...publicSitemapEntries(), { path: postPath, alternates: postAlternates, lastmod: '2026-02-01' }, { path: '/blog/bez-prekladu' }],
    SITE_URL,
  );
  const doc = parseXml(xml);
  const urls = Array.from(doc.documentElement.children);
  const urlByLoc = new Map(urls.map((url) => [url.getElementsByTagName('loc')[0]?.textContent ?? '', url]));

  it('is a sitemaps.org urlset with the xhtml namespace', () => {
    expect(doc.documentElement.localName).toBe('urlset');
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(urls).toHaveLength(29);
  });

  it('gives each of the 27 page URLs its absolute location and four alternates', () => {
    for (const page of PAGE_KEYS) {
      for (const locale of LOCALES) {
        const url = urlByLoc.get(`${SITE_URL}${getHref(page, locale)}`);
        expect(url).toBeDefined();
        const alternates = alternatesOf(url as Element);
        expect(Object.keys(alternates)).toEqual(['cs', 'en', 'de', 'x-default']);
        expect(alternates).toEqual({
          cs: `${SITE_URL}${getHref(page, 'cs')}`,
          en: `${SITE_URL}${getHref(page, 'en')}`,
          de: `${SITE_URL}${getHref(page, 'de')}`,
          'x-default': `${SITE_URL}${getHref(page, 'cs')}`,
        });
      }
    }
    expect(urlByLoc.get(`${SITE_URL}/`)).toBeDefined();
  });

  it('includes given post entries with lastmod and escapes their URLs', () => {
    const post = urlByLoc.get(`${SITE_URL}${postPath}`);
    expect(post?.getElementsByTagName('lastmod')[0]?.textContent).toBe('2026-02-01');
    expect(alternatesOf(post as Element)['de']).toBe(`${SITE_URL}/de/blog/${encodeURIComponent('faktury & "OCR"')}`);

    const untranslated = urlByLoc.get(`${SITE_URL}/blog/bez-prekladu`);
    expect(untranslated?.getElementsByTagNameNS(XHTML, 'link')).toHaveLength(0);
    expect(untranslated?.getElementsByTagName('lastmod')).toHaveLength(0);
  });

  it('stays well-formed when a path carries XML special characters', () => {
    const raw = sitemapXml([{ path: '/blog/a&b<c>' }], `${SITE_URL}/`);
    const loc = parseXml(raw).getElementsByTagName('loc')[0]?.textContent;
    expect(loc).toBe(`${SITE_URL}/blog/a&b<c>`);
    expect(raw).toContain('/blog/a&amp;b&lt;c&gt;');
  });
});

describe('sitemapFiles', () => {
  const posts = (count: number): SitemapEntry[] =>
    Array.from({ length: count }, (_, index) => ({ path: `/blog/clanek-${index}`, lastmod: `2026-01-${String((index % 28) + 1).padStart(2, '0')}` }));
  const locs = (xml: string) => Array.from(parseXml(xml).getElementsByTagName('loc')).map((loc) => loc.textContent);

  it('stays one sitemap.xml up to 1,000 URLs', () => {
    const pages = publicSitemapEntries();
    const files = sitemapFiles(pages, posts(SITEMAP_URL_LIMIT - pages.length), SITE_URL);
    expect([...files.keys()]).toEqual(['sitemap.xml']);
    expect(locs(files.get('sitemap.xml') ?? '')).toHaveLength(SITEMAP_URL_LIMIT);
  });

  it('becomes an index of the pages and the posts in files of at most 1,000 URLs beyond that', () => {
    const pages = publicSitemapEntries();
    const files = sitemapFiles(pages, posts(2_500), SITE_URL);
    expect([...files.keys()]).toEqual(['sitemap.xml', 'sitemap-pages.xml', 'sitemap-posts-1.xml', 'sitemap-posts-2.xml', 'sitemap-posts-3.xml']);
    const index = parseXml(files.get('sitemap.xml') ?? '');
    expect(index.documentElement.localName).toBe('sitemapindex');
    expect(index.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(locs(files.get('sitemap.xml') ?? '')).toEqual([...files.keys()].slice(1).map((file) => `${SITE_URL}/${file}`));
    // Each child's lastmod is its newest entry's; the pages have none.
    const lastmods = Array.from(index.getElementsByTagName('sitemap')).map((child) => child.getElementsByTagName('lastmod')[0]?.textContent ?? null);
    expect(lastmods).toEqual([null, '2026-01-28', '2026-01-28', '2026-01-28']);
    expect(locs(files.get('sitemap-pages.xml') ?? '')).toHaveLength(pages.length);
    expect([1, 2, 3].map((part) => locs(files.get(`sitemap-posts-${part}.xml`) ?? '').length)).toEqual([1000, 1000, 500]);
    expect(locs(files.get('sitemap-posts-3.xml') ?? '').at(-1)).toBe(`${SITE_URL}/blog/clanek-2499`);
  });

  it('knows its own file names, and no others', () => {
    expect(['sitemap.xml', 'sitemap-pages.xml', 'sitemap-posts-12.xml'].every(isSitemapFile)).toBe(true);
    expect(['sitemap.xml.1234.tmp', 'blog/sitemap.xml', 'robots.txt', 'sitemap-.xml'].some(isSitemapFile)).toBe(false);
  });
});
