/**
 * The blog list at scale, as a crawler reads it (plain HTTP, no scripts): with a few hundred posts the list
 * and each category are prerendered in pages of twelve, linked with real links and rel prev/next, each page
 * embedding only its own posts; the sitemap becomes an index of child sitemaps; the pages a shrinking list
 * no longer fills are removed.
 */
import { JSDOM } from 'jsdom';
import { LOCALES, getBlogListHref, getMessages, type Locale } from '@app/i18n';
import { eventually } from '../e2e/support/eventually';
import { servedSite } from '../e2e/support/served-site';
import { useStack } from '../e2e/support/stack-fixture';

const running = useStack({ publisher: true, publisherPollMs: 60_000 });
const { fetchPage, staticDocument } = servedSite(running);

const PAGE_SIZE = 12;
const GENERATED = 400;
const CATEGORIES = ['Digitalizace', 'Implementace', 'Analýzy', 'Automatizace', 'Případové studie'];
const RENDERED_WITHIN = { timeout: 180_000, interval: 1_000 };

let total: number;
/** Czech slugs of the public posts, newest first (the list's order). */
let slugs: string[];
/** Czech slugs of the Analýzy posts, newest first. */
let analyses: string[];
/** A post's Czech slug by the language and the slug in its URL there. */
const czechSlugs = new Map<string, string>();

jest.setTimeout(420_000);

beforeAll(async () => {
  const { db } = running.stack.backend;
  // One statement: the publisher renders the lot after one wake-up. Minutes apart, newest has the lowest number.
  await db.query(
    `insert into public.blog_posts (title_cs, slug_cs, excerpt_cs, content_cs, category_cs, title_en, slug_en, published, created_at)
     select 'Generovaný článek ' || n, 'generovany-clanek-' || n, 'Perex článku ' || n, '<p>Text článku ' || n || '</p>',
            ($1::text[])[1 + n % 5], 'Generated article ' || n, 'generated-article-' || n, true, now() - n * interval '1 minute'
     from generate_series(1, ${GENERATED}) as n`,
    [CATEGORIES],
  );
  const { rows } = await db.query<{ slug_cs: string; slug_en: string | null; slug_de: string | null; category_cs: string | null }>(
    'select slug_cs, slug_en, slug_de, category_cs from public.blog_posts where published order by listed_at desc, id',
  );
  for (const row of rows) for (const locale of LOCALES) czechSlugs.set(`${locale}:${(locale === 'cs' ? null : row[`slug_${locale}`]) || row.slug_cs}`, row.slug_cs);
  slugs = rows.map((row) => row.slug_cs);
  analyses = rows.filter((row) => row.category_cs === 'Analýzy').map((row) => row.slug_cs);
  total = rows.length;
  const lastPage = Math.ceil(total / PAGE_SIZE);
  await eventually(async () => {
    expect((await fetchPage(getBlogListHref('de', { page: lastPage }))).status).toBe(200);
    expect((await fetchPage(getBlogListHref('cs', { category: 'analyzy', page: Math.ceil(analyses.length / PAGE_SIZE) }))).status).toBe(200);
  }, RENDERED_WITHIN);
}, 420_000);

/** The Czech slugs of the posts a prerendered page links to, in its order. */
function postSlugsOf(document: Document, locale: Locale): string[] {
  const prefix = `${locale === 'cs' ? '' : `/${locale}`}/blog/`;
  return [...document.querySelectorAll<HTMLAnchorElement>('#root [data-testid="blog-post"] a[href]')]
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href.startsWith(prefix))
    .map((href) => czechSlugs.get(`${locale}:${decodeURIComponent(href.slice(prefix.length))}`) ?? href);
}

/** The blog list data the page embeds for hydration, by key: the Czech slugs of each key's rows. */
function embeddedListData(html: string): Record<string, string[]> {
  const text = new JSDOM(html).window.document.getElementById('initial-data')?.textContent ?? '{}';
  const { initialData } = JSON.parse(text) as { initialData: Record<string, { rows?: { slug_cs: string }[] }> };
  return Object.fromEntries(
    Object.entries(initialData)
      .filter(([key]) => key.startsWith('blog'))
      .map(([key, value]) => [key, (value.rows ?? []).map((row) => row.slug_cs)]),
  );
}

/** The root element's name and every <loc> of a sitemap or sitemap index. */
function parseSitemap(xml: string): { root: string; locs: string[] } {
  const document = new JSDOM(xml, { contentType: 'text/xml' }).window.document;
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return { root: document.documentElement.localName, locs: [...document.getElementsByTagName('loc')].map((loc) => loc.textContent ?? '') };
}

const linkHref = (document: Document, rel: string) => document.querySelector(`head link[rel="${rel}"]`)?.getAttribute('href') ?? null;

test.each(LOCALES)('the %s list is small and holds its first twelve posts, with a numbered pagination of real links', async (locale) => {
  const path = getBlogListHref(locale);
  const { body } = await fetchPage(path);
  expect(Buffer.byteLength(body)).toBeLessThan(100 * 1024);
  const { document } = await staticDocument(path);
  expect(postSlugsOf(document, locale)).toEqual(slugs.slice(0, PAGE_SIZE));
  expect(Object.values(embeddedListData(body))).toEqual([slugs.slice(0, PAGE_SIZE)]);

  const pagination = document.querySelector(`nav[aria-label="${getMessages(locale).blogList.pagination.label}"]`);
  expect(pagination).not.toBeNull();
  const current = pagination?.querySelector('a[aria-current="page"]');
  expect(current?.textContent).toBe('1');
  const lastPage = Math.ceil(total / PAGE_SIZE);
  const hrefs = [...(pagination?.querySelectorAll('a[href]') ?? [])].map((link) => link.getAttribute('href'));
  expect(hrefs).toEqual(expect.arrayContaining([getBlogListHref(locale, { page: 2 }), getBlogListHref(locale, { page: lastPage })]));
  expect(hrefs).not.toContain(`${path}/${locale === 'cs' ? 'strana' : locale === 'en' ? 'page' : 'seite'}/1`);

  expect(linkHref(document, 'prev')).toBeNull();
  expect(linkHref(document, 'next')).toBe(`${running.stack.hostUrl}${getBlogListHref(locale, { page: 2 })}`);
  // The newsletter box, whose code loads when it is first touched, is in the HTML all the same.
  expect(document.querySelector('#newsletter form input[type="email"]')).not.toBeNull();
});

test('page 2 in each language: its own posts, canonical and alternates to page 2, rel prev and next, embedded data of its posts only', async () => {
  for (const locale of LOCALES) {
    const path = getBlogListHref(locale, { page: 2 });
    const { body } = await fetchPage(path);
    const { document } = await staticDocument(path);
    expect(postSlugsOf(document, locale)).toEqual(slugs.slice(PAGE_SIZE, 2 * PAGE_SIZE));
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${running.stack.hostUrl}${path}`);
    for (const other of LOCALES) {
      expect(document.querySelector(`link[rel="alternate"][hreflang="${other}"]`)?.getAttribute('href')).toBe(
        `${running.stack.hostUrl}${getBlogListHref(other, { page: 2 })}`,
      );
    }
    expect(linkHref(document, 'prev')).toBe(`${running.stack.hostUrl}${getBlogListHref(locale)}`);
    expect(linkHref(document, 'next')).toBe(`${running.stack.hostUrl}${getBlogListHref(locale, { page: 3 })}`);
    expect(document.title).toContain(getMessages(locale).blogList.pagination.pageTitle('', 2).trim());

    // Only this page's twelve posts travel with it for hydration, not the list.
    expect(Object.values(embeddedListData(body))).toEqual([slugs.slice(PAGE_SIZE, 2 * PAGE_SIZE)]);
  }
});

test('the last page has no next; a page past the end and page 1 under its number are not second copies', async () => {
  const lastPage = Math.ceil(total / PAGE_SIZE);
  const { document } = await staticDocument(getBlogListHref('en', { page: lastPage }));
  expect(postSlugsOf(document, 'en')).toEqual(slugs.slice((lastPage - 1) * PAGE_SIZE));
  expect(linkHref(document, 'next')).toBeNull();
  expect((await fetchPage(getBlogListHref('en', { page: lastPage + 1 }))).status).toBe(404);
  expect(await fetchPage('/blog/strana/1')).toMatchObject({ status: 301, location: '/blog' });
  expect(await fetchPage('/de/blog/kategorie/analysen/seite/1')).toMatchObject({ status: 301, location: '/de/blog/kategorie/analysen' });
});

test("each category has pages of its own: its posts only, linked from the list's category links", async () => {
  const { document: list } = await staticDocument('/de/blog');
  const categoryLinks = [...list.querySelectorAll('#blog-categories-title ~ ul a[href]')].map((link) => link.getAttribute('href'));
  expect(categoryLinks).toEqual([
    '/de/blog',
    '/de/blog/kategorie/digitalisierung',
    '/de/blog/kategorie/implementierung',
    '/de/blog/kategorie/analysen',
    '/de/blog/kategorie/automatisierung',
  ]);

  const first = await staticDocument('/blog/kategorie/analyzy');
  expect(postSlugsOf(first.document, 'cs')).toEqual(analyses.slice(0, PAGE_SIZE));
  expect(first.document.querySelector('.blog-categories a[aria-current="page"]')?.textContent).toBe('Analýzy');
  expect(linkHref(first.document, 'next')).toBe(`${running.stack.hostUrl}/blog/kategorie/analyzy/strana/2`);

  const second = await staticDocument('/en/blog/category/analyses/page/2');
  expect(postSlugsOf(second.document, 'en')).toEqual(analyses.slice(PAGE_SIZE, 2 * PAGE_SIZE));
  expect(second.document.querySelector('link[rel="alternate"][hreflang="cs"]')?.getAttribute('href')).toBe(
    `${running.stack.hostUrl}/blog/kategorie/analyzy/strana/2`,
  );
  expect(linkHref(second.document, 'prev')).toBe(`${running.stack.hostUrl}/en/blog/category/analyses`);
});

test('sitemap.xml is an index of child sitemaps of at most 1,000 URLs, which hold every page and post but no list page beyond the first', async () => {
  const parse = parseSitemap;
  const index = parse((await fetchPage('/sitemap.xml')).body);
  expect(index.root).toBe('sitemapindex');
  const children = index.locs;
  expect(children).toEqual([
    `${running.stack.hostUrl}/sitemap-pages.xml`,
    ...Array.from({ length: Math.ceil((total * 3) / 1000) }, (_, part) => `${running.stack.hostUrl}/sitemap-posts-${part + 1}.xml`),
  ]);
  const urls: string[] = [];
  for (const child of children) {
    const sitemap = parse((await fetchPage(new URL(child).pathname)).body);
    expect(sitemap.root).toBe('urlset');
    expect(sitemap.locs.length).toBeLessThanOrEqual(1000);
    urls.push(...sitemap.locs);
  }
  expect(urls).toHaveLength(9 * 3 + total * 3);
  expect(urls).toEqual(expect.arrayContaining([`${running.stack.hostUrl}/blog`, `${running.stack.hostUrl}/en/blog/generated-article-1`]));
  expect(urls.filter((url) => /\/(strana|page|seite|kategorie|category)\//.test(url))).toEqual([]);
  expect((await fetchPage('/robots.txt')).body).toContain(`Sitemap: ${running.stack.hostUrl}/sitemap.xml`);
});

test('when posts go, the list pages they filled and the child sitemaps answer 404', async () => {
  const lastPage = Math.ceil(total / PAGE_SIZE);
  await running.stack.backend.db.query("delete from public.blog_posts where slug_cs like 'generovany-clanek-%'");
  await eventually(async () => {
    expect((await fetchPage(getBlogListHref('cs', { page: lastPage }))).status).toBe(404);
    expect((await fetchPage(getBlogListHref('de', { page: 2 }))).status).toBe(404);
    expect((await fetchPage('/sitemap-posts-1.xml')).status).toBe(404);
    const { document } = await staticDocument('/blog');
    expect(document.querySelector(`nav[aria-label="${getMessages('cs').blogList.pagination.label}"]`)).toBeNull();
  }, RENDERED_WITHIN);
  expect((await fetchPage('/blog/kategorie/analyzy')).status).toBe(200);
});
