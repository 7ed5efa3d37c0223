import { LOCALES } from './locales';
import {
  EMAIL_LINK_PAGE_KEYS,
  UNLISTED_PAGE_KEYS,
  PAGE_KEYS,
  ROUTE_SEGMENTS,
  blogListRoutePatterns,
  blogPostAlternates,
  getBlogListHref,
  getBlogPostHref,
  getHref,
  localeFromPath,
  pageAlternates,
  parsePath,
  switchLocalePath,
} from './routes';

const pageLocalePairs = PAGE_KEYS.flatMap((page) => LOCALES.map((locale) => [page, locale] as const));

describe('route table', () => {
  it('holds the translated first path segment of every page', () => {
    expect(ROUTE_SEGMENTS).toEqual({
      home: { cs: '', en: '', de: '' },
      services: { cs: 'sluzby', en: 'services', de: 'leistungen' },
      modules: { cs: 'moduly', en: 'modules', de: 'module' },
      references: { cs: 'reference', en: 'customers', de: 'referenzen' },
      pricing: { cs: 'cenik', en: 'pricing', de: 'preise' },
      blog: { cs: 'blog', en: 'blog', de: 'blog' },
      contact: { cs: 'kontakt', en: 'contact', de: 'kontakt' },
      privacy: { cs: 'gdpr', en: 'privacy', de: 'datenschutz' },
      terms: { cs: 'obchodni-podminky', en: 'terms', de: 'agb' },
    });
    expect(pageLocalePairs).toHaveLength(27);
  });

  it.each(pageLocalePairs)('round-trips %s in %s: page → path → page → path', (page, locale) => {
    const href = getHref(page, locale);
    expect(parsePath(href)).toEqual({ locale, page });
    expect(localeFromPath(href)).toBe(locale);
    const parsed = parsePath(href);
    if (parsed.page === null || parsed.page === 'blogPost') throw new Error(`${href} did not parse to a page`);
    expect(getHref(parsed.page, parsed.locale)).toBe(href);
  });

  it('builds the translated paths of every page in every language', () => {
    expect(getHref('home', 'cs')).toBe('/');
    expect(getHref('home', 'en')).toBe('/en');
    expect(getHref('home', 'de')).toBe('/de');
    expect(getHref('services', 'cs')).toBe('/sluzby');
    expect(getHref('services', 'en')).toBe('/en/services');
    expect(getHref('services', 'de')).toBe('/de/leistungen');
    expect(getHref('references', 'en')).toBe('/en/customers');
    expect(getHref('terms', 'cs')).toBe('/obchodni-podminky');
    expect(getHref('privacy', 'de')).toBe('/de/datenschutz');
  });

  it('appends a hash given with or without #', () => {
    expect(getHref('contact', 'cs', { hash: 'demo' })).toBe('/kontakt#demo');
    expect(getHref('contact', 'en', { hash: '#nabidka' })).toBe('/en/contact#nabidka');
    expect(getHref('home', 'cs', { hash: 'faq' })).toBe('/#faq');
    expect(getHref('home', 'de', { hash: '' })).toBe('/de');
  });
});

describe('unlisted pages', () => {
  it('are the e-mail link pages and the search results', () => {
    expect(UNLISTED_PAGE_KEYS).toEqual([...EMAIL_LINK_PAGE_KEYS, 'search']);
    expect(pageAlternates('search', { q: 'přepis faktur' })).toEqual({
      cs: '/hledat?q=p%C5%99epis+faktur',
      en: '/en/search?q=p%C5%99epis+faktur',
      de: '/de/suche?q=p%C5%99epis+faktur',
    });
  });

  it.each(UNLISTED_PAGE_KEYS.flatMap((page) => LOCALES.map((locale) => [page, locale] as const)))(
    'round-trips %s in %s, keeps it when switching language',
    (page, locale) => {
      const href = getHref(page, locale);
      expect(parsePath(href)).toEqual({ locale, page });
      expect(parsePath(`${href}/?q=abc`)).toEqual({ locale, page });
      for (const target of LOCALES) expect(switchLocalePath(href, target)).toBe(getHref(page, target));
    },
  );
});

describe('pages opened from e-mail links', () => {
  it('have the localized newsletter paths', () => {
    expect(EMAIL_LINK_PAGE_KEYS.flatMap((page) => LOCALES.map((locale) => getHref(page, locale)))).toEqual([
      '/newsletter/potvrzeni',
      '/en/newsletter/confirm',
      '/de/newsletter/bestaetigen',
      '/newsletter/odhlaseni',
      '/en/newsletter/unsubscribe',
      '/de/newsletter/abmelden',
    ]);
  });

  it.each(EMAIL_LINK_PAGE_KEYS.flatMap((page) => LOCALES.map((locale) => [page, locale] as const)))(
    'round-trips %s in %s, keeps it when switching language',
    (page, locale) => {
      const href = getHref(page, locale);
      expect(parsePath(href)).toEqual({ locale, page });
      expect(parsePath(`${href}/?token=abc`)).toEqual({ locale, page });
      for (const target of LOCALES) expect(switchLocalePath(href, target)).toBe(getHref(page, target));
    },
  );

  it('are not found in another language, nor deeper', () => {
    expect(parsePath('/en/hledat')).toEqual({ locale: 'en', page: null });
    expect(parsePath('/hledat/extra')).toEqual({ locale: 'cs', page: null });
    expect(parsePath('/en/newsletter/potvrzeni')).toEqual({ locale: 'en', page: null });
    expect(parsePath('/newsletter/confirm')).toEqual({ locale: 'cs', page: null });
    expect(parsePath('/newsletter/potvrzeni/extra')).toEqual({ locale: 'cs', page: null });
    expect(parsePath('/newsletter')).toEqual({ locale: 'cs', page: null });
  });
});

describe('query strings', () => {
  it('appends the query before the hash, leaving out empty values and encoding the rest', () => {
    expect(getHref('contact', 'cs', { query: { zajem: 'plan', tarif: 'Business' }, hash: 'nabidka' })).toBe(
      '/kontakt?zajem=plan&tarif=Business#nabidka',
    );
    expect(getHref('contact', 'de', { query: { zajem: 'demo', tarif: null, x: '' } })).toBe('/de/kontakt?zajem=demo');
    expect(getHref('contact', 'en', { query: { tarif: 'Start & více' } })).toBe('/en/contact?tarif=Start+%26+v%C3%ADce');
    expect(getHref('newsletterUnsubscribe', 'en', { query: { token: 'a.b' } })).toBe('/en/newsletter/unsubscribe?token=a.b');
  });
});

describe('blog post paths', () => {
  it.each(LOCALES)('round-trips a post in %s', (locale) => {
    const href = getBlogPostHref('automatizace-faktur', locale);
    expect(href).toBe(locale === 'cs' ? '/blog/automatizace-faktur' : `/${locale}/blog/automatizace-faktur`);
    expect(parsePath(href)).toEqual({ locale, page: 'blogPost', slug: 'automatizace-faktur' });
  });

  it('encodes and decodes unusual slugs', () => {
    const href = getBlogPostHref('čeština a mezery', 'en');
    expect(href).toBe('/en/blog/%C4%8De%C5%A1tina%20a%20mezery');
    expect(parsePath(href)).toEqual({ locale: 'en', page: 'blogPost', slug: 'čeština a mezery' });
  });

  it('accepts a trailing slash and rejects extra segments', () => {
    expect(parsePath('/de/blog/slug/')).toEqual({ locale: 'de', page: 'blogPost', slug: 'slug' });
    expect(parsePath('/blog/slug/extra')).toEqual({ locale: 'cs', page: null });
  });

  it('treats a malformed escape as no page', () => {
    expect(parsePath('/blog/%E0%A4%A')).toEqual({ locale: 'cs', page: null });
  });
});

describe('parsePath', () => {
  it.each([
    ['/', { locale: 'cs', page: 'home' }],
    ['', { locale: 'cs', page: 'home' }],
    ['/en', { locale: 'en', page: 'home' }],
    ['/en/', { locale: 'en', page: 'home' }],
    ['/de//', { locale: 'de', page: 'home' }],
    ['/sluzby/', { locale: 'cs', page: 'services' }],
    ['/en/services/', { locale: 'en', page: 'services' }],
    ['/de/kontakt', { locale: 'de', page: 'contact' }],
    ['/en/blog', { locale: 'en', page: 'blog' }],
    ['/en/blog/', { locale: 'en', page: 'blog' }],
    ['/cenik?billing=monthly#top', { locale: 'cs', page: 'pricing' }],
  ])('parses %j', (pathname, expected) => {
    expect(parsePath(pathname)).toEqual(expected);
  });

  it.each([
    ['/neexistuje', 'cs'],
    ['/en/sluzby', 'en'],
    ['/services', 'cs'],
    ['/de/services', 'de'],
    ['/sluzby/extra', 'cs'],
    ['/en/pricing/monthly', 'en'],
    ['/sluzby/en', 'cs'],
    ['/en/en', 'en'],
    ['/en/de/preise', 'en'],
    ['/cs', 'cs'],
    ['/cs/sluzby', 'cs'],
    ['/fr/services', 'cs'],
    ['/admin', 'cs'],
    ['/auth/update-password', 'cs'],
    ['/maintenance', 'cs'],
    ['/SLUZBY', 'cs'],
  ])('finds no public page at %j', (pathname, locale) => {
    expect(parsePath(pathname)).toEqual({ locale, page: null });
  });

  it('takes the language only from the first segment', () => {
    expect(localeFromPath('/en/services')).toBe('en');
    expect(localeFromPath('/de')).toBe('de');
    expect(localeFromPath('/sluzby/en')).toBe('cs');
    expect(localeFromPath('/english')).toBe('cs');
    expect(localeFromPath('/')).toBe('cs');
  });
});

describe('switchLocalePath', () => {
  const switches = pageLocalePairs.flatMap(([page, source]) =>
    LOCALES.map((target) => [page, source, target] as const),
  );

  it.each(switches)('keeps %s when switching %s → %s', (page, source, target) => {
    expect(switchLocalePath(getHref(page, source), target)).toBe(getHref(page, target));
  });

  it.each(LOCALES.map((target) => [target] as const))('keeps a Czech slug when switching cs → %s (every language opens it)', (target) => {
    expect(switchLocalePath(getBlogPostHref('nas-clanek', 'cs'), target)).toBe(getBlogPostHref('nas-clanek', target));
  });

  it.each(
    (['en', 'de'] as const).flatMap((source) => LOCALES.filter((target) => target !== source).map((target) => [source, target] as const)),
  )("sends an %s post to the %s blog list, not to its slug under another prefix (a 404)", (source, target) => {
    expect(switchLocalePath(getBlogPostHref('our-article', source), target)).toBe(getHref('blog', target));
  });

  it('keeps a post in its own language', () => {
    expect(switchLocalePath('/de/blog/unser-artikel', 'de')).toBe('/de/blog/unser-artikel');
  });

  it('translates the segment and drops query, hash and trailing slash', () => {
    expect(switchLocalePath('/reference/?x=1#top', 'en')).toBe('/en/customers');
    expect(switchLocalePath('/en/customers', 'de')).toBe('/de/referenzen');
    expect(switchLocalePath('/de/agb', 'cs')).toBe('/obchodni-podminky');
  });

  it("sends unknown paths to the target language's home", () => {
    expect(switchLocalePath('/neexistuje', 'en')).toBe('/en');
    expect(switchLocalePath('/en/nope/deeper', 'cs')).toBe('/');
    expect(switchLocalePath('/de/sluzby', 'de')).toBe('/de');
  });
});

describe('blogPostAlternates', () => {
  it("gives each language the post's own slug there", () => {
    expect(blogPostAlternates({ slug_cs: 'nas-clanek', slug_en: 'our-article', slug_de: 'unser-artikel' })).toEqual({
      cs: '/blog/nas-clanek',
      en: '/en/blog/our-article',
      de: '/de/blog/unser-artikel',
    });
  });

  it('gives a language without a slug the Czech one under its prefix (the post shown in Czech there)', () => {
    expect(blogPostAlternates({ slug_cs: 'nas-clanek', slug_en: 'our-article', slug_de: null })).toEqual({
      cs: '/blog/nas-clanek',
      en: '/en/blog/our-article',
      de: '/de/blog/nas-clanek',
    });
    expect(blogPostAlternates({ slug_cs: 'nas-clanek', slug_en: ' ', slug_de: '' }).en).toBe('/en/blog/nas-clanek');
  });
});

describe('blog list pages', () => {
  const cases = [
    ['cs', { category: null, page: 2 }, '/blog/strana/2'],
    ['en', { category: null, page: 2 }, '/en/blog/page/2'],
    ['de', { category: null, page: 12 }, '/de/blog/seite/12'],
    ['cs', { category: 'analyzy', page: 1 }, '/blog/kategorie/analyzy'],
    ['en', { category: 'analyses', page: 3 }, '/en/blog/category/analyses/page/3'],
    ['de', { category: 'analysen', page: 2 }, '/de/blog/kategorie/analysen/seite/2'],
  ] as const;

  it.each(cases)('builds and parses a %s list page: %j ↔ %s', (locale, list, path) => {
    expect(getBlogListHref(locale, list)).toBe(path);
    expect(parsePath(path)).toEqual({ locale, page: 'blog', list });
  });

  it("gives page 1 the list's own URL, with no second address", () => {
    expect(getBlogListHref('cs')).toBe(getHref('blog', 'cs'));
    expect(getBlogListHref('en', { page: 1 })).toBe('/en/blog');
    expect(getBlogListHref('de', { category: 'analysen', page: 1 })).toBe('/de/blog/kategorie/analysen');
    expect(parsePath('/blog/strana/1')).toEqual({ locale: 'cs', page: null });
    expect(parsePath('/blog/kategorie/analyzy/strana/1')).toEqual({ locale: 'cs', page: null });
  });

  it('refuses page numbers that are not canonical, and other languages\' segments', () => {
    for (const path of ['/blog/strana/0', '/blog/strana/02', '/blog/strana/2x', '/blog/strana/-1', '/blog/page/2', '/en/blog/strana/2', '/blog/strana/2/dalsi', '/de/blog/category/analysen']) {
      expect({ path, parsed: parsePath(path) }).toEqual({ path, parsed: { locale: localeFromPath(path), page: null } });
    }
  });

  it('leaves a post with one segment after blog a post (even one named like a list segment)', () => {
    expect(parsePath('/blog/strana')).toEqual({ locale: 'cs', page: 'blogPost', slug: 'strana' });
    expect(parsePath('/en/blog/category')).toEqual({ locale: 'en', page: 'blogPost', slug: 'category' });
  });

  it('keeps the page number when switching language; a category (its slug differs) leads to the whole list', () => {
    expect(switchLocalePath('/blog/strana/3', 'en')).toBe('/en/blog/page/3');
    expect(switchLocalePath('/en/blog/page/3', 'de')).toBe('/de/blog/seite/3');
    expect(switchLocalePath('/blog/kategorie/analyzy/strana/2', 'de')).toBe('/de/blog');
    expect(switchLocalePath('/blog/kategorie/analyzy/strana/2', 'cs')).toBe('/blog/kategorie/analyzy/strana/2');
  });

  it('gives React Router one pattern per list form, matching what getBlogListHref builds', () => {
    expect(blogListRoutePatterns('cs')).toEqual(['/blog/strana/:page', '/blog/kategorie/:category', '/blog/kategorie/:category/strana/:page']);
    expect(blogListRoutePatterns('en')).toEqual(['/en/blog/page/:page', '/en/blog/category/:category', '/en/blog/category/:category/page/:page']);
  });
});
