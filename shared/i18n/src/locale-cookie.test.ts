import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, localeCookie, persistLocale } from './locale-cookie';

function clearLocaleCookie() {
  document.cookie = `${LOCALE_COOKIE}=; Path=/; Max-Age=0`;
}

describe('locale cookie', () => {
  afterEach(clearLocaleCookie);

  it('lasts 365 days for the whole site', () => {
    expect(LOCALE_COOKIE).toBe('locale');
    expect(LOCALE_COOKIE_MAX_AGE_SECONDS).toBe(31536000);
    expect(localeCookie('en')).toBe('locale=en; Path=/; Max-Age=31536000; SameSite=Lax');
  });

  it('has exactly the name, path, lifetime and same-site attributes', () => {
    const [pair, ...attributes] = localeCookie('de').split('; ');
    expect(pair).toBe('locale=de');
    expect(Object.fromEntries(attributes.map((attribute) => attribute.split('=')))).toEqual({
      Path: '/',
      'Max-Age': '31536000',
      SameSite: 'Lax',
    });
  });

  it('is written to document.cookie, the last choice replacing the one before', () => {
    persistLocale('de');
    expect(document.cookie).toBe('locale=de');
    persistLocale('cs');
    expect(document.cookie).toBe('locale=cs');
  });
});
