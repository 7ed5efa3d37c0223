import { appShellRedirects } from './index';

describe('appShellRedirects', () => {
  it("answers 200 for the private areas, 404 with the shell for posts without a page, 404 with the language's not-found page for any other path, in _redirects format", () => {
    expect(appShellRedirects().trim().split('\n')).toEqual([
      '/admin /spa.html 200',
      '/admin/* /spa.html 200',
      '/auth /spa.html 200',
      '/auth/* /spa.html 200',
      '/maintenance /spa.html 200',
      '/maintenance/* /spa.html 200',
      '/blog/* /spa.html 404',
      '/en/blog/* /spa.html 404',
      '/de/blog/* /spa.html 404',
      '/en/* /en/404.html 404',
      '/de/* /de/404.html 404',
      '/* /404.html 404',
    ]);
  });

  it('puts the moved posts first, each a 301 to its new URL', () => {
    const lines = appShellRedirects([
      { from: '/blog/old', to: '/blog/new' },
      { from: '/en/blog/old', to: '/en/blog/new' },
    ])
      .trim()
      .split('\n');
    expect(lines.slice(0, 3)).toEqual(['/blog/old /blog/new 301', '/en/blog/old /en/blog/new 301', '/admin /spa.html 200']);
    expect(lines.at(-1)).toBe('/* /404.html 404');
  });
});
