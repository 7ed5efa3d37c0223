import { appShellRedirects } from './index';

describe('appShellRedirects', () => {
  it('answers 200 for the private areas and blog posts, 404 for any other path, in _redirects format', () => {
    expect(appShellRedirects().trim().split('\n')).toEqual([
      '/admin /spa.html 200',
      '/admin/* /spa.html 200',
      '/auth /spa.html 200',
      '/auth/* /spa.html 200',
      '/maintenance /spa.html 200',
      '/maintenance/* /spa.html 200',
      '/blog/* /spa.html 200',
      '/en/blog/* /spa.html 200',
      '/de/blog/* /spa.html 200',
      '/* /spa.html 404',
    ]);
  });
});
