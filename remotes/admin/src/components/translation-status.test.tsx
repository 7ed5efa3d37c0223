import { render, screen } from '@app/ui/testing';
import { allFilled, TranslationBadges } from './translation-status';

test('a language is filled when every field has text; tags alone are not text', () => {
  expect(allFilled({ title_en: 'Post', content_en: '<p>Text</p>' }, ['title_en', 'content_en'])).toBe(true);
  expect(allFilled({ title_en: 'Post', content_en: '<p></p>' }, ['title_en', 'content_en'])).toBe(false);
  expect(allFilled({ title_en: ' ', content_en: '<p>x</p>' }, ['title_en', 'content_en'])).toBe(false);
  expect(allFilled({ title_en: null }, ['title_en'])).toBe(false);
});

test('badges name a complete language, and a missing one as missing', () => {
  render(<TranslationBadges status={{ en: true, de: false }} />);
  expect(screen.getByTitle('EN: přeloženo')).toHaveTextContent('EN');
  expect(screen.getByTitle('DE: překlad chybí nebo je neúplný')).toHaveTextContent('chybí DE');
  expect(screen.getByText('chybí DE')).toBeInTheDocument();
});
