import { blogCategoryLabel, blogCategoryOptions } from './blog-categories';

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

test('a badge names one of the four categories as the filter does, in the visitor language, whatever the post says', () => {
  const post = { category: 'Implementace', categoryKey: 'Implementace', lang: { title: 'cs', excerpt: 'cs', category: 'cs' } } as const;
  expect(blogCategoryLabel(post, 'de')).toEqual({ label: 'Implementierung', lang: 'de' });
  expect(blogCategoryLabel({ ...post, categoryKey: ' implementace ' }, 'en')).toEqual({ label: 'Implementation', lang: 'en' });
  expect(blogCategoryLabel(post, 'cs')).toEqual({ label: 'Implementace', lang: 'cs' });
});

test('another category keeps the post text and the language it is in', () => {
  const post = { category: 'Případové studie', categoryKey: 'Případové studie', lang: { title: 'de', excerpt: 'de', category: 'cs' } } as const;
  expect(blogCategoryLabel(post, 'de')).toEqual({ label: 'Případové studie', lang: 'cs' });
  expect(blogCategoryLabel({ ...post, category: 'Case studies', lang: { ...post.lang, category: 'en' } }, 'en')).toEqual({ label: 'Case studies', lang: 'en' });
});
