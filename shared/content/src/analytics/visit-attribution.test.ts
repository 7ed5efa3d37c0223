import { deviceClass, readVisitAttribution, referrerDomain } from './visit-attribution';

const landing = (path: string) => {
  const url = new URL(path, 'https://www.firma.cz');
  return { pathname: url.pathname, search: url.search, host: url.host };
};

describe('referrerDomain', () => {
  test('keeps only the host, in lower case and without www.', () => {
    expect(referrerDomain('https://WWW.Google.com/search?q=faktury+ocr', 'firma.cz')).toBe('google.com');
    expect(referrerDomain('http://news.example.org/2026/spring?id=7#a', 'firma.cz')).toBe('news.example.org');
  });

  test('is null for a direct visit, the site itself and what is no web address', () => {
    expect(referrerDomain('', 'firma.cz')).toBeNull();
    expect(referrerDomain('https://www.firma.cz/sluzby', 'www.firma.cz')).toBeNull();
    expect(referrerDomain('https://firma.cz/sluzby', 'www.firma.cz')).toBeNull();
    expect(referrerDomain('android-app://com.google.android.gm/', 'firma.cz')).toBeNull();
    expect(referrerDomain('not a url', 'firma.cz')).toBeNull();
  });
});

describe('readVisitAttribution', () => {
  test('takes the landing path and the three UTM values, trimmed and shortened', () => {
    expect(readVisitAttribution(landing(`/en/blog/jaro?utm_source=newsletter&utm_medium=%20email%20&utm_campaign=${'x'.repeat(150)}&ref=1`), 'https://t.co/abc')).toEqual({
      landing_path: '/en/blog/jaro',
      referrer_domain: 't.co',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'x'.repeat(100),
    });
  });

  test('has nulls where the landing URL says nothing', () => {
    expect(readVisitAttribution(landing('/kontakt?zajem=demo&utm_source='), '')).toEqual({
      landing_path: '/kontakt',
      referrer_domain: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
    });
  });
});

test('deviceClass goes by the viewport width', () => {
  expect([320, 767, 768, 1023, 1024, 1920].map(deviceClass)).toEqual(['mobile', 'mobile', 'tablet', 'tablet', 'desktop', 'desktop']);
});
