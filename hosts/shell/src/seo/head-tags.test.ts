import { blogPostAlternates, getBlogPostHref, getHref } from '@app/i18n';
import { applyHeadTags, blogPostingJsonLd, headTags, type PageMeta } from './index';

const SITE_URL = 'https://www.bizauto.example/';

function parseHead(html: string): HTMLHeadElement {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html')
    .head;
}

function hreflangs(head: ParentNode): Record<string, string> {
  return Object.fromEntries(
    Array.from(head.querySelectorAll('link[rel="alternate"]')).map((link) => [
      link.getAttribute('hreflang') ?? '',
      link.getAttribute('href') ?? '',
    ]),
  );
}

function jsonLdGraph(head: ParentNode): Array<Record<string, unknown>> {
  const scripts = head.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  const parsed = JSON.parse(scripts[0]?.textContent ?? '') as { '@context': string; '@graph': Array<Record<string, unknown>> };
  expect(parsed['@context']).toBe('https://schema.org');
  return parsed['@graph'];
}

const pricingInGerman: PageMeta = {
  locale: 'de',
  path: getHref('pricing', 'de'),
  title: 'Preise | BizAuto',
  description: 'Tarife Start, Business und Enterprise.',
};

describe('headTags', () => {
  it('an article carries its publication and modification times, and a page may announce its feed', () => {
    const head = parseHead(
      headTags(
        {
          locale: 'en',
          path: getBlogPostHref('a-post', 'en'),
          title: 'A post',
          description: 'About it',
          type: 'article',
          image: 'https://cdn.example/share.png',
          publishedTime: '2026-11-20T09:30:00Z',
          modifiedTime: '2026-11-21T10:00:00Z',
          feed: { href: '/en/blog/feed.xml', title: 'RSS – Blog' },
        },
        SITE_URL,
      ),
    );
    const property = (name: string) => head.querySelector(`meta[property="${name}"]`)?.getAttribute('content');
    expect(property('og:type')).toBe('article');
    expect(property('article:published_time')).toBe('2026-11-20T09:30:00Z');
    expect(property('article:modified_time')).toBe('2026-11-21T10:00:00Z');
    expect(property('og:image')).toBe('https://cdn.example/share.png');
    // Its size is not known: no width and height are made up.
    expect(property('og:image:width')).toBeUndefined();
    const feed = head.querySelector('link[type="application/rss+xml"]');
    expect([feed?.getAttribute('rel'), feed?.getAttribute('href'), feed?.getAttribute('title')]).toEqual([
      'alternate',
      'https://www.bizauto.example/en/blog/feed.xml',
      'RSS – Blog',
    ]);
    expect(parseHead(headTags(pricingInGerman, SITE_URL)).querySelector('meta[property^="article:"], link[type="application/rss+xml"]')).toBeNull();
  });

  it('escapes text and attributes and keeps </script> out of the JSON-LD', () => {
    const hostileTitle = `Fakturace "rychle" <b>a</b> & 'levně'`;
    const html = headTags(
      {
        locale: 'cs',
        path: getHref('modules', 'cs'),
        title: hostileTitle,
        description: `Popis <img src=x onerror=alert(1)> "uvozovky"`,
        jsonLd: [{ '@type': 'Thing', name: 'konec</script><script>alert(1)</script>' }],
      },
      SITE_URL,
    );

    expect(html).toContain('<title data-head="">Fakturace &quot;rychle&quot; &lt;b&gt;a&lt;/b&gt; &amp; &#39;levně&#39;</title>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('</script><script>');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script\\u003e');

    const head = parseHead(html);
    expect(head.querySelector('title')?.textContent).toBe(hostileTitle);
    expect(head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(hostileTitle);
    expect(head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      `Popis <img src=x onerror=alert(1)> "uvozovky"`,
    );
    expect(jsonLdGraph(head)[1]).toEqual({ '@type': 'Thing', name: 'konec</script><script>alert(1)</script>' });
  });

  it.each([
    {
      meta: pricingInGerman,
      canonical: 'https://www.bizauto.example/de/preise',
      alternates: {
        cs: 'https://www.bizauto.example/cenik',
        en: 'https://www.bizauto.example/en/pricing',
        de: 'https://www.bizauto.example/de/preise',
      },
    },
    {
      meta: { locale: 'en' as const, path: getHref('references', 'en'), title: 'Customers', description: 'Case studies' },
      canonical: 'https://www.bizauto.example/en/customers',
      alternates: {
        cs: 'https://www.bizauto.example/reference',
        en: 'https://www.bizauto.example/en/customers',
        de: 'https://www.bizauto.example/de/referenzen',
      },
    },
    {
      meta: { locale: 'cs' as const, path: getHref('home', 'cs'), title: 'BizAuto', description: 'Automatizace' },
      canonical: 'https://www.bizauto.example/',
      alternates: {
        cs: 'https://www.bizauto.example/',
        en: 'https://www.bizauto.example/en',
        de: 'https://www.bizauto.example/de',
      },
    },
  ])('links $canonical to its translated segments', ({ meta, canonical, alternates }) => {
    const head = parseHead(headTags(meta, SITE_URL));

    const canonicals = head.querySelectorAll('link[rel="canonical"]');
    expect(canonicals).toHaveLength(1);
    expect(canonicals[0]?.getAttribute('href')).toBe(canonical);
    expect(hreflangs(head)).toEqual({ ...alternates, 'x-default': alternates.cs });
    expect(head.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(canonical);
    expect(head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('describes the page for Open Graph and Twitter in its language', () => {
    const head = parseHead(headTags(pricingInGerman, 'https://www.bizauto.example'));
    const content = (selector: string) => head.querySelector(selector)?.getAttribute('content');

    expect(content('meta[property="og:type"]')).toBe('website');
    expect(content('meta[property="og:site_name"]')).toBe('BizAuto');
    expect(content('meta[property="og:description"]')).toBe(pricingInGerman.description);
    expect(content('meta[property="og:locale"]')).toBe('de_DE');
    expect(
      Array.from(head.querySelectorAll('meta[property="og:locale:alternate"]')).map((meta) => meta.getAttribute('content')),
    ).toEqual(['cs_CZ', 'en_US']);
    expect(content('meta[property="og:image"]')).toBe('https://www.bizauto.example/images/hero/dashboard.webp');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    for (const element of Array.from(head.children)) expect(element.hasAttribute('data-head')).toBe(true);
  });

  it('puts the Organization with its contact point first in the JSON-LD graph', () => {
    const graph = jsonLdGraph(parseHead(headTags(pricingInGerman, SITE_URL)));
    expect(graph).toHaveLength(1);
    expect(graph[0]).toMatchObject({
      '@type': 'Organization',
      name: 'BizAuto',
      url: 'https://www.bizauto.example/',
      logo: 'https://www.bizauto.example/favicon.svg',
      contactPoint: { '@type': 'ContactPoint', email: 'info@example.com', telephone: '+420 222 333 444' },
    });
  });

  it('uses the contact details it is given and never publishes catalog placeholders', () => {
    const withLiveContact = jsonLdGraph(
      parseHead(headTags({ ...pricingInGerman, contact: { email: 'obchod@bizauto.cz', phone: '[telefon]' } }, SITE_URL)),
    );
    expect(withLiveContact[0]?.contactPoint).toEqual({
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: 'obchod@bizauto.cz',
      availableLanguage: ['cs', 'en', 'de'],
    });

    const withoutContact = jsonLdGraph(
      parseHead(headTags({ ...pricingInGerman, contact: { email: '[e-mail]', phone: null } }, SITE_URL)),
    );
    expect(withoutContact[0]).not.toHaveProperty('contactPoint');
  });

  it('marks a blog post as an article with a BlogPosting next to the Organization', () => {
    const path = getBlogPostHref('digitalizace-faktur', 'en');
    const posting = blogPostingJsonLd(
      {
        title: 'Invoice digitisation',
        description: 'How OCR helps',
        path,
        datePublished: '2026-01-10T08:00:00Z',
        image: '/images/modules/invoicing-1.webp',
        locale: 'en',
      },
      SITE_URL,
    );
    const head = parseHead(
      headTags(
        {
          locale: 'en',
          path,
          // A post names its pages itself (its slug per language; here only the Czech one exists).
          alternates: blogPostAlternates({ slug_cs: 'digitalizace-faktur' }),
          title: 'Invoice digitisation',
          description: 'How OCR helps',
          type: 'article',
          jsonLd: [posting],
        },
        SITE_URL,
      ),
    );

    expect(head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
    expect(hreflangs(head)).toEqual({
      cs: 'https://www.bizauto.example/blog/digitalizace-faktur',
      en: 'https://www.bizauto.example/en/blog/digitalizace-faktur',
      de: 'https://www.bizauto.example/de/blog/digitalizace-faktur',
      'x-default': 'https://www.bizauto.example/blog/digitalizace-faktur',
    });
    const graph = jsonLdGraph(head);
    expect(graph[1]).toEqual({
      '@type': 'BlogPosting',
      headline: 'Invoice digitisation',
      description: 'How OCR helps',
      url: 'https://www.bizauto.example/en/blog/digitalizace-faktur',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://www.bizauto.example/en/blog/digitalizace-faktur' },
      inLanguage: 'en',
      datePublished: '2026-01-10T08:00:00Z',
      dateModified: '2026-01-10T08:00:00Z',
      image: 'https://www.bizauto.example/images/modules/invoicing-1.webp',
      author: { '@type': 'Organization', '@id': 'https://www.bizauto.example/#organization', name: 'BizAuto' },
      publisher: { '@type': 'Organization', '@id': 'https://www.bizauto.example/#organization', name: 'BizAuto' },
    });
  });

  it("links a list page to its neighbours with rel prev and next, and names page N's translations as alternates", () => {
    const alternates = { cs: '/blog/strana/2', en: '/en/blog/page/2', de: '/de/blog/seite/2' };
    const head = parseHead(
      headTags({ locale: 'en', path: alternates.en, title: 'Blog – page 2', description: 'd', alternates, prev: '/en/blog', next: '/en/blog/page/3' }, SITE_URL),
    );
    expect(head.querySelector('link[rel="prev"]')?.getAttribute('href')).toBe('https://www.bizauto.example/en/blog');
    expect(head.querySelector('link[rel="next"]')?.getAttribute('href')).toBe('https://www.bizauto.example/en/blog/page/3');
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://www.bizauto.example/en/blog/page/2');
    expect(hreflangs(head).de).toBe('https://www.bizauto.example/de/blog/seite/2');
    expect(parseHead(headTags({ ...pricingInGerman }, SITE_URL)).querySelector('link[rel="prev"], link[rel="next"]')).toBeNull();
  });

  it('keeps noindex pages out of the index without canonical or alternates', () => {
    const head = parseHead(
      headTags({ locale: 'cs', path: '/maintenance', title: 'Údržba webu | BizAuto', description: 'Web je v údržbě.', noindex: true }, SITE_URL),
    );

    expect(head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(head.querySelectorAll('link[rel="alternate"]')).toHaveLength(0);
    expect(head.querySelector('title')?.textContent).toBe('Údržba webu | BizAuto');
  });
});

describe('applyHeadTags', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<meta charset="utf-8"><title>Prázdná šablona</title><meta name="description" content="šablona"><link rel="icon" href="/favicon.svg">';
    document.documentElement.lang = '';
  });

  it('replaces the managed tags on every navigation and leaves the rest of the head alone', () => {
    applyHeadTags(document, { locale: 'cs', path: getHref('pricing', 'cs'), title: 'Ceník | BizAuto', description: 'Tarify' }, SITE_URL);
    applyHeadTags(document, pricingInGerman, SITE_URL);

    expect(document.title).toBe('Preise | BizAuto');
    expect(document.documentElement.lang).toBe('de');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(pricingInGerman.description);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://www.bizauto.example/de/preise');
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(4);
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[charset]')).not.toBeNull();
    expect(document.head.querySelector('link[rel="icon"]')).not.toBeNull();
  });

  it('drops canonical and alternates when moving to a noindex page', () => {
    applyHeadTags(document, pricingInGerman, SITE_URL);
    applyHeadTags(document, { locale: 'en', path: '/does-not-exist', title: 'Page not found', description: 'Oops', noindex: true }, SITE_URL);

    expect(document.documentElement.lang).toBe('en');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(0);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });
});

test('an image of known size carries og:image:width and og:image:height beside og:image, as the default image does', () => {
  const property = (head: ParentNode, name: string) => head.querySelector(`meta[property="${name}"]`)?.getAttribute('content');
  const shared = parseHead(headTags({ ...pricingInGerman, image: '/media/x.og.jpg', imageSize: { width: 1200, height: 630 } }, SITE_URL));
  expect([property(shared, 'og:image'), property(shared, 'og:image:width'), property(shared, 'og:image:height')]).toEqual(['https://www.bizauto.example/media/x.og.jpg', '1200', '630']);
  const fallback = parseHead(headTags(pricingInGerman, SITE_URL));
  expect([property(fallback, 'og:image:width'), property(fallback, 'og:image:height')]).toEqual(['1200', '750']);
});
