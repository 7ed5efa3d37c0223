import { LOCALES, UNLISTED_PAGE_KEYS, getHref } from '@app/i18n';
import { appShellRedirects, publicSitemapEntries, robotsTxt, sitemapXml } from './index';

const unlistedPaths = UNLISTED_PAGE_KEYS.flatMap((page) => LOCALES.map((locale) => getHref(page, locale)));

test('the pages e-mails link to and the search results stay out of the sitemap', () => {
  const xml = sitemapXml(publicSitemapEntries(), 'https://www.bizauto.example');
  expect(unlistedPaths).toHaveLength(9);
  for (const path of unlistedPaths) expect({ path, listed: xml.includes(`${path}<`) }).toEqual({ path, listed: false });
  expect(xml).not.toContain('newsletter');
  expect(xml).not.toMatch(/hledat|\/search|\/suche/);
});

test('robots.txt lets crawlers reach them, so they read the pages\' noindex', () => {
  expect(robotsTxt('https://www.bizauto.example')).not.toMatch(/newsletter|hledat|search|suche/);
});

test('no app-shell rule shadows their prerendered files', () => {
  expect(appShellRedirects()).not.toMatch(/newsletter|hledat|search|suche/);
});
