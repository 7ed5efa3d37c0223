import { createFakeSupabase } from '@app/supabase/testing';
import { searchSite } from './public-api';

const ROWS = [
  { kind: 'post', title: 'Rechnungen prüfen', snippet: 'text', page: 'blogPost', slug: 'rechnungen-pruefen', anchor: null },
  { kind: 'module', title: 'Fakturace', snippet: 'text', page: 'modules', slug: null, anchor: 'module-invoicing' },
  { kind: 'faq', title: 'Wie schnell?', snippet: 'text', page: 'home', slug: null, anchor: 'faq-title' },
  // A page the site does not have (a route renamed on one side only) is no link to offer.
  { kind: 'reference', title: 'Acme', snippet: 'text', page: 'caseStudies', slug: null, anchor: null },
];

test('each result gets the link the site builds for its page in the language searched', async () => {
  const fake = createFakeSupabase({ functions: { search_site: () => ({ data: ROWS }) } });
  const results = await searchSite(fake.publicClient, 'Rechnung', 'de');
  expect(results.map((result) => [result.kind, result.path])).toEqual([
    ['post', '/de/blog/rechnungen-pruefen'],
    ['module', '/de/module#module-invoicing'],
    ['faq', '/de#faq-title'],
  ]);
  expect(results[0]!.target).toEqual({ page: 'blogPost', slug: 'rechnungen-pruefen' });
});
