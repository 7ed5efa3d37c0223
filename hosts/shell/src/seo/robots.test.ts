import { absoluteUrl, robotsTxt } from './index';

function directives(text: string, name: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    .map((line) => line.slice(name.length + 1).trim());
}

describe('robotsTxt', () => {
  it('keeps the private areas out and names the sitemap', () => {
    const text = robotsTxt('https://www.bizauto.example/');

    expect(directives(text, 'User-agent')).toEqual(['*']);
    expect(directives(text, 'Allow')).toEqual(['/']);
    expect(directives(text, 'Disallow')).toEqual(['/admin', '/auth', '/maintenance']);
    expect(directives(text, 'Sitemap')).toEqual(['https://www.bizauto.example/sitemap.xml']);
  });
});

describe('absoluteUrl', () => {
  it.each([
    ['https://x.example', '/en/pricing', 'https://x.example/en/pricing'],
    ['https://x.example/', '/en/pricing', 'https://x.example/en/pricing'],
    ['https://x.example/', '/', 'https://x.example/'],
    ['https://x.example', 'images/a.webp', 'https://x.example/images/a.webp'],
    ['https://x.example', 'https://cdn.example/a.webp', 'https://cdn.example/a.webp'],
  ])('joins %s and %s', (siteUrl, path, expected) => {
    expect(absoluteUrl(siteUrl, path)).toBe(expected);
  });
});
