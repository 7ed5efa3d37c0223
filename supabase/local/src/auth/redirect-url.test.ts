import { resolveRedirectUrl } from './redirect-url';

const siteUrl = 'http://localhost:3000';

describe('resolveRedirectUrl', () => {
  it('falls back to the site URL when nothing or garbage is requested', () => {
    expect(resolveRedirectUrl(undefined, siteUrl, [])).toBe(siteUrl);
    expect(resolveRedirectUrl('', siteUrl, [])).toBe(siteUrl);
    expect(resolveRedirectUrl('not a url', siteUrl, [])).toBe(siteUrl);
    expect(resolveRedirectUrl('javascript:alert(1)', siteUrl, [])).toBe(siteUrl);
  });

  it('honours any path on the site origin', () => {
    expect(resolveRedirectUrl('http://localhost:3000/auth/update-password', siteUrl, [])).toBe(
      'http://localhost:3000/auth/update-password',
    );
  });

  it('refuses look-alike hosts and other origins', () => {
    expect(resolveRedirectUrl('http://localhost:3000.evil.example/x', siteUrl, [])).toBe(siteUrl);
    expect(resolveRedirectUrl('https://evil.example/', siteUrl, [])).toBe(siteUrl);
    expect(resolveRedirectUrl('http://localhost:3001/', siteUrl, [])).toBe(siteUrl);
  });

  it('honours allow-list prefixes by origin and path', () => {
    const allowed = ['http://localhost:3001/admin'];
    expect(resolveRedirectUrl('http://localhost:3001/admin/users', siteUrl, allowed)).toBe(
      'http://localhost:3001/admin/users',
    );
    expect(resolveRedirectUrl('http://localhost:3001/admin', siteUrl, allowed)).toBe('http://localhost:3001/admin');
    expect(resolveRedirectUrl('http://localhost:3001/administrator', siteUrl, allowed)).toBe(siteUrl);
  });

  it('matches globs the way GoTrue does', () => {
    const allowed = ['http://127.0.0.1:*/**'];
    expect(resolveRedirectUrl('http://127.0.0.1:4567/auth/update-password', siteUrl, allowed)).toBe(
      'http://127.0.0.1:4567/auth/update-password',
    );
    expect(resolveRedirectUrl('http://127.0.0.1.evil.example:80/', siteUrl, ['http://127.0.0.1*/**'])).toBe(siteUrl);
  });
});
