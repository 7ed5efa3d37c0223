import { siteSearchHref, siteSearchTarget } from './result-href';

describe('siteSearchTarget', () => {
  it('reads a post by its slug and a page with or without its anchor', () => {
    expect(siteSearchTarget('blogPost', 'faktury', null)).toEqual({ page: 'blogPost', slug: 'faktury' });
    expect(siteSearchTarget('modules', null, 'module-invoicing')).toEqual({ page: 'modules', anchor: 'module-invoicing' });
    expect(siteSearchTarget('pricing', null, null)).toEqual({ page: 'pricing' });
  });

  it('refuses a page the site does not have and a post without a slug', () => {
    expect(siteSearchTarget('/moduly', null, null)).toBeNull();
    expect(siteSearchTarget('caseStudies', null, null)).toBeNull();
    expect(siteSearchTarget('blogPost', null, null)).toBeNull();
    expect(siteSearchTarget(null, null, null)).toBeNull();
  });
});

describe('siteSearchHref', () => {
  it('builds the link from the route table in each language', () => {
    expect(siteSearchHref({ page: 'modules', anchor: 'module-invoicing' }, 'cs')).toBe('/moduly#module-invoicing');
    expect(siteSearchHref({ page: 'modules', anchor: 'module-invoicing' }, 'en')).toBe('/en/modules#module-invoicing');
    expect(siteSearchHref({ page: 'pricing' }, 'de')).toBe('/de/preise');
    expect(siteSearchHref({ page: 'references' }, 'en')).toBe('/en/customers');
    expect(siteSearchHref({ page: 'home', anchor: 'faq-title' }, 'cs')).toBe('/#faq-title');
    expect(siteSearchHref({ page: 'blogPost', slug: 'wie-rechnungsautomatisierung-zeit-spart' }, 'de')).toBe('/de/blog/wie-rechnungsautomatisierung-zeit-spart');
  });
});
