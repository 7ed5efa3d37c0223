import { render, screen } from '@app/ui/testing';
import { allFilled, matchesTranslationFilter, TranslationBadges } from './translation-status';

test('a language is filled when every field has text; tags alone are not text', () => {
  expect(allFilled({ title_en: 'Post', content_en: '<p>Text</p>' }, ['title_en', 'content_en'])).toBe(true);
  expect(allFilled({ title_en: 'Post', content_en: '<p></p>' }, ['title_en', 'content_en'])).toBe(false);
  expect(allFilled({ title_en: ' ', content_en: '<p>x</p>' }, ['title_en', 'content_en'])).toBe(false);
  expect(allFilled({ title_en: null }, ['title_en'])).toBe(false);
});

test('"chybí EN" keeps the records without a complete English text', () => {
  expect(matchesTranslationFilter({ en: false, de: true }, 'en')).toBe(true);
  expect(matchesTranslationFilter({ en: true, de: false }, 'en')).toBe(false);
  expect(matchesTranslationFilter({ en: true, de: true }, 'all')).toBe(true);
  expect(matchesTranslationFilter(undefined, 'de')).toBe(true);
});

test('badges name a complete language, and a missing one as missing', () => {
  render(<TranslationBadges status={{ en: true, de: false }} />);
  expect(screen.getByTitle('EN: přeloženo')).toHaveTextContent('EN');
  expect(screen.getByTitle('DE: překlad chybí nebo je neúplný')).toHaveTextContent('chybí DE');
  expect(screen.getByText('chybí DE')).toBeInTheDocument();
});
