import { blogCategoryOptions } from './blog-categories';

test('the four sidebar categories match the Czech category and are labelled in the language', () => {
  expect(blogCategoryOptions('cs')).toEqual([
    { key: 'Digitalizace', label: 'Digitalizace' },
    { key: 'Implementace', label: 'Implementace' },
    { key: 'Analýzy', label: 'Analýzy' },
    { key: 'Automatizace', label: 'Automatizace' },
  ]);
  expect(blogCategoryOptions('de').map((option) => option.key)).toEqual(['Digitalizace', 'Implementace', 'Analýzy', 'Automatizace']);
  expect(blogCategoryOptions('de')[0]?.label).toBe('Digitalisierung');
});
