import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeSite } from './write-site';
import type { RenderedSite } from './render-site';

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'write-site-'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

function rendered(files: Map<string, string>, pages: string[]): RenderedSite {
  return { files, pages, recordPageCount: 0, renderedPages: pages.length, failed: [], commit: () => undefined, isSitemapFile: (file) => /^sitemap(-[a-z]+(-\d+)?)?\.xml$/.test(file) };
}

function site(pages: string[]): RenderedSite {
  return rendered(new Map(pages.map((page) => [page, `<html>${page}</html>`])), pages);
}

const exists = (page: string) => existsSync(path.join(dist, page));

test('list pages the posts no longer fill are removed with their empty folders; the rest stays', async () => {
  const before = [
    'blog/index.html',
    'blog/strana/index.html',
    'blog/strana/2/index.html',
    'blog/strana/3/index.html',
    'blog/kategorie/analyzy/index.html',
    'blog/kategorie/analyzy/strana/2/index.html',
    'blog/prvni-clanek/index.html',
  ];
  await writeSite(dist, site(before), ['blog']);
  // Fewer posts: page 3 of the list and page 2 of the category are gone; the post named "strana" is unpublished.
  const after = ['blog/index.html', 'blog/strana/2/index.html', 'blog/kategorie/analyzy/index.html', 'blog/prvni-clanek/index.html'];
  const { removed } = await writeSite(dist, site(after), ['blog']);

  expect([...removed].sort()).toEqual(['blog/kategorie/analyzy/strana/2/index.html', 'blog/strana/3/index.html', 'blog/strana/index.html']);
  for (const page of after) expect({ page, exists: exists(page) }).toEqual({ page, exists: true });
  expect(exists('blog/strana/3')).toBe(false);
  expect(exists('blog/kategorie/analyzy/strana')).toBe(false);
});

test('child sitemaps a smaller site no longer has are removed; other files in the root stay', async () => {
  await writeSite(dist, rendered(new Map([['sitemap.xml', 'index'], ['sitemap-posts-2.xml', 'b'], ['robots.txt', 'r']]), []), ['blog']);
  const { removed } = await writeSite(dist, rendered(new Map([['sitemap.xml', 'one file']]), []), ['blog']);
  expect(removed).toEqual(['sitemap-posts-2.xml']);
  expect(exists('sitemap.xml')).toBe(true);
  expect(exists('robots.txt')).toBe(true);
});
