import { formatDate, formatDateTime, formatPrice } from './format';
import { pickTranslated, pickTranslatedList, translatedLocale } from './translated';

const NBSP = '\u00a0';

describe('formatDateTime', () => {
  it('gives the Czech date and the Prague time, winter and summer', () => {
    expect(formatDateTime('2026-11-25T13:30:00Z')).toBe('25. 11. 2026 14:30');
    expect(formatDateTime('2026-07-01T06:05:00Z')).toBe('1. 7. 2026 08:05');
    expect(formatDateTime('2026-07-01T22:30:00Z')).toBe('2. 7. 2026 00:30');
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});

describe('formatDate', () => {
  it('writes dates the Czech way', () => {
    expect(formatDate('2026-11-22')).toBe('22. 11. 2026');
    expect(formatDate(new Date(Date.UTC(2026, 0, 5, 12)))).toBe('5. 1. 2026');
  });

  it('shows the Prague calendar day whatever the machine time zone', () => {
    expect(formatDate('2026-11-22T23:30:00Z')).toBe('23. 11. 2026');
    expect(formatDate('2026-06-30T22:30:00+00:00')).toBe('1. 7. 2026');
    expect(formatDate('2026-11-22T00:30:00+01:00')).toBe('22. 11. 2026');
  });

  it('returns an unparseable string unchanged', () => {
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});

describe('each language its own conventions (the public site passes the page language)', () => {
  it('writes dates the German and the British way, Czech unchanged', () => {
    expect(formatDate('2026-10-14', 'cs')).toBe('14. 10. 2026');
    expect(formatDate('2026-10-14', 'de')).toBe('14.10.2026');
    expect(formatDate('2026-07-01', 'de')).toBe('01.07.2026');
    expect(formatDate('2026-10-14', 'en')).toBe('14 October 2026');
    expect(formatDate('2026-11-22T23:30:00Z', 'de')).toBe('23.11.2026');
    expect(formatDateTime('2026-11-25T13:30:00Z', 'de')).toBe('25.11.2026, 14:30');
    expect(formatDateTime('2026-11-25T13:30:00Z', 'en')).toBe('25 November 2026 at 14:30');
  });

  it('writes prices the German and the British way, Czech unchanged', () => {
    expect(formatPrice(49900, 'CZK', 'cs')).toBe(`49${NBSP}900${NBSP}Kč`);
    expect(formatPrice(49900, 'CZK', 'de')).toBe(`49.900${NBSP}Kč`);
    expect(formatPrice(49900, 'CZK', 'en')).toBe(`CZK${NBSP}49,900`);
    expect(formatPrice(12.5, 'EUR', 'de')).toBe(`12,50${NBSP}€`);
    expect(formatPrice(12.5, 'EUR', 'en')).toBe('€12.50');
    expect(formatPrice(1200, 'USD', 'en')).toBe('$1,200');
  });
});

describe('formatPrice', () => {
  it('formats crowns as cs-CZ does', () => {
    expect(formatPrice(4990, 'CZK')).toBe(`4${NBSP}990${NBSP}Kč`);
    expect(formatPrice(99900, 'CZK')).toBe(`99${NBSP}900${NBSP}Kč`);
    expect(formatPrice(49900, 'CZK')).toBe(`49${NBSP}900${NBSP}Kč`);
  });

  it('formats euros and dollars in the Czech number format', () => {
    expect(formatPrice(120, 'EUR')).toBe(`120${NBSP}€`);
    expect(formatPrice(1200, 'USD')).toBe(`1${NBSP}200${NBSP}$`);
  });

  it('shows decimals only when the amount has any', () => {
    expect(formatPrice(12.5, 'EUR')).toBe(`12,50${NBSP}€`);
    expect(formatPrice(0, 'CZK')).toBe(`0${NBSP}Kč`);
  });
});

describe('pickTranslated', () => {
  const post = { title_cs: 'Automatizace faktur', title_en: 'Invoice automation', excerpt_cs: 'Krátce', excerpt_en: '  ', slug_en: null };

  it("returns the language's field when it has text", () => {
    expect(pickTranslated(post, 'title', 'en')).toBe('Invoice automation');
    expect(pickTranslated(post, 'title', 'cs')).toBe('Automatizace faktur');
  });

  it('falls back to Czech per field when the translation is missing, blank or null', () => {
    expect(pickTranslated(post, 'title', 'de')).toBe('Automatizace faktur');
    expect(pickTranslated(post, 'excerpt', 'en')).toBe('Krátce');
    expect(pickTranslated({ slug_cs: 'clanek', slug_en: null }, 'slug', 'en')).toBe('clanek');
  });

  it('returns an empty string when neither exists', () => {
    expect(pickTranslated(post, 'content', 'en')).toBe('');
    expect(pickTranslated({ name_cs: 42 }, 'name', 'cs')).toBe('');
  });
});

describe('translatedLocale', () => {
  const post = { title_cs: 'Automatizace faktur', title_en: 'Invoice automation', excerpt_cs: 'Krátce', excerpt_en: '  ', content_cs: null };

  it("names the language of the text pickTranslated shows: the page's own, or the Czech fallback", () => {
    expect(translatedLocale(post, 'title', 'en')).toBe('en');
    expect(translatedLocale(post, 'title', 'de')).toBe('cs');
    expect(translatedLocale(post, 'excerpt', 'en')).toBe('cs');
    expect(translatedLocale(post, 'title', 'cs')).toBe('cs');
  });

  it("keeps the page's language when there is no text at all (nothing to mark)", () => {
    expect(translatedLocale(post, 'content', 'de')).toBe('de');
    expect(translatedLocale(post, 'category', 'en')).toBe('en');
  });
});

describe('pickTranslatedList', () => {
  const module = { features_cs: ['OCR', 'Export'], features_en: ['OCR', ''], features_de: [] };

  it("returns the language's non-empty entries", () => {
    expect(pickTranslatedList(module, 'features', 'en')).toEqual(['OCR']);
  });

  it('falls back to Czech when the list is empty or missing', () => {
    expect(pickTranslatedList(module, 'features', 'de')).toEqual(['OCR', 'Export']);
    expect(pickTranslatedList({ results_cs: ['A'] }, 'results', 'en')).toEqual(['A']);
    expect(pickTranslatedList({ results_cs: null }, 'results', 'en')).toEqual([]);
  });
});
