import { referenceCard } from './reference-display';
import type { PublicReferenceRow } from './reference-rows';

const row: PublicReferenceRow = {
  id: 'r1',
  company_name: 'Strojírny Vysočina a.s.',
  website_url: 'https://www.example.com/strojirny',
  image_url: null,
  title_cs: 'Fakturace bez přepisování',
  title_en: 'Invoicing without retyping',
  title_de: null,
  industry_cs: 'Strojírenská výroba',
  industry_en: 'Engineering',
  industry_de: '',
  size_cs: '180 zaměstnanců',
  size_en: null,
  size_de: null,
  result_summary_cs: 'O 60 % rychlejší',
  result_summary_en: '60% faster',
  result_summary_de: null,
  description_cs: 'Popis',
  description_en: null,
  description_de: null,
  results_cs: ['Méně chyb'],
  results_en: ['Fewer errors'],
  results_de: [],
  featured: true,
  display_order: 1,
  created_at: '2026-08-20T08:00:00Z',
};

describe('referenceCard', () => {
  it('picks English fields and falls back to Czech per field', () => {
    expect(referenceCard(row, 'en')).toEqual({
      key: 'r1',
      company: 'Strojírny Vysočina a.s.',
      title: 'Invoicing without retyping',
      industry: 'Engineering',
      size: '180 zaměstnanců',
      result: '60% faster',
      description: 'Popis',
      results: ['Fewer errors'],
      websiteUrl: 'https://www.example.com/strojirny',
      featured: true,
    });
  });

  it('falls back to Czech for blank German fields and empty lists', () => {
    expect(referenceCard(row, 'de')).toMatchObject({ industry: 'Strojírenská výroba', results: ['Méně chyb'] });
  });

  it('drops website addresses that are not http(s)', () => {
    expect(referenceCard({ ...row, website_url: 'javascript:alert(1)' }, 'cs').websiteUrl).toBeNull();
    expect(referenceCard({ ...row, website_url: 'not a url' }, 'cs').websiteUrl).toBeNull();
  });
});
