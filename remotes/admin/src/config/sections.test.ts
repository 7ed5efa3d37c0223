import { isCurrentSection, sectionsFor } from './sections';

test('a path belongs to its section; the dashboard only to /admin itself', () => {
  expect(isCurrentSection('/admin/blog/42', '/admin/blog')).toBe(true);
  expect(isCurrentSection('/admin/blog', '/admin/blog')).toBe(true);
  expect(isCurrentSection('/admin/blogger', '/admin/blog')).toBe(false);
  expect(isCurrentSection('/admin/', '/admin')).toBe(true);
  expect(isCurrentSection('/admin/blog', '/admin')).toBe(false);
});

test('editors do not get users, settings and personal data', () => {
  expect(sectionsFor(false).map((section) => section.title)).not.toContain('Uživatelé');
  expect(sectionsFor(false).map((section) => section.title)).not.toContain('Nastavení');
  expect(sectionsFor(false).map((section) => section.title)).not.toContain('Osobní údaje');
  expect(sectionsFor(true).map((section) => section.title)).toEqual(expect.arrayContaining(['Uživatelé', 'Nastavení', 'Média', 'Osobní údaje']));
});
