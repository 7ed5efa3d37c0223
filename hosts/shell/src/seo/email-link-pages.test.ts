import { EMAIL_LINK_PAGE_KEYS, LOCALES, getHref } from '@app/i18n';
import { appShellRedirects, publicSitemapEntries, robotsTxt, sitemapXml } from './index';

const emailLinkPaths = EMAIL_LINK_PAGE_KEYS.flatMap((page) => LOCALES.map((locale) => getHref(page, locale)));

test('the pages e-mails link to stay out of the sitemap', () => {
  const xml = sitemapXml(publicSitemapEntries(), 'https://www.bizauto.example');
  expect(emailLinkPaths).toHaveLength(6);
  for (const path of emailLinkPaths) expect({ path, listed: xml.includes(path) }).toEqual({ path, listed: false });
  expect(xml).not.toContain('newsletter');
});

test('robots.txt lets crawlers reach them, so they read the pages\' noindex', () => {
  expect(robotsTxt('https://www.bizauto.example')).not.toContain('newsletter');
});

test('no app-shell rule shadows their prerendered files', () => {
  expect(appShellRedirects()).not.toContain('newsletter');
});
