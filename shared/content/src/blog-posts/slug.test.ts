import { SLUG_PATTERN, slugify } from './slug';

describe('slugify', () => {
  it('strips Czech diacritics before lowercasing', () => {
    expect(slugify('Účetnictví')).toBe('ucetnictvi');
    expect(slugify('Příliš žluťoučký kůň úpěl ďábelské ódy')).toBe('prilis-zlutoucky-kun-upel-dabelske-ody');
  });

  it('replaces each run of non-alphanumeric characters with one hyphen', () => {
    expect(slugify('AI & automatizace --- v roce 2026!')).toBe('ai-automatizace-v-roce-2026');
    expect(slugify('a   b\t\nc')).toBe('a-b-c');
  });

  it('trims hyphens at both ends', () => {
    expect(slugify('  --Faktury: jak na ně?-- ')).toBe('faktury-jak-na-ne');
  });

  it('gives an empty slug for text without letters or digits', () => {
    expect(slugify('')).toBe('');
    expect(slugify(' – ! ')).toBe('');
  });

  it('produces slugs the database accepts', () => {
    for (const title of ['Účetnictví 2026', 'Jak na HR?', 'Dobrý den, světe!']) {
      expect(slugify(title)).toMatch(SLUG_PATTERN);
    }
  });
});
