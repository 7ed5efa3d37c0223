import type { ContentTypeDefinition } from '@app/content';
import { siteDataOf, type SiteContent } from './site-data';

test("each listed type's rows are passed under its data key, the contact beside them, the blog list a page at a time", () => {
  const content: SiteContent = { modules: [], references: [], pricingPlans: [], blogPosts: [], contactInfo: { email: 'info@example.cz' } };
  const { initialData, contact } = siteDataOf(content, 'https://example.cz');
  // The blog's posts never whole: each list page (of the whole list and of each category) has its own key.
  const keys = Object.keys(initialData);
  expect(keys.filter((key) => !key.startsWith('blog list:'))).toEqual(['modules', 'references', 'pricing plans', 'contact info']);
  expect(keys).toContain('blog list::1');
  expect(keys).not.toContain('blog posts');
  expect(initialData['pricing plans']).toBe(content.pricingPlans);
  expect(contact).toEqual({ email: 'info@example.cz', phone: null });
});

test('a part left out (its read failed) has no key: its pages render their built-in content', () => {
  expect(Object.keys(siteDataOf({ modules: [] }, 'https://example.cz').initialData)).toEqual(['modules']);
});

test("a new definition in the registry passes its rows under its own data key", async () => {
  const caseStudies: Omit<ContentTypeDefinition, 'table'> & { table: string } = {
    kind: 'case_study',
    table: 'case_studies',
    languages: ['cs', 'en', 'de'],
    tracksTranslations: true,
    admin: { path: 'studies', editorPath: 'studies', section: { title: 'Studie', description: 'Příběhy zákazníků' }, recordKind: 'Studie' },
    publicData: { key: 'case studies', read: async () => [] },
    publisherReads: 'list',
  };
  await jest.isolateModulesAsync(async () => {
    const registry = await import('@app/content');
    Object.assign(registry.CONTENT_TYPES, { caseStudies });
    (registry.CONTENT_TYPE_NAMES as string[]).push('caseStudies');
    const { siteDataOf: siteDataWithStudies } = await import('./site-data');
    const rows = [{ id: 'study' }];
    const content: SiteContent = {};
    Object.assign(content, { caseStudies: rows });
    expect(siteDataWithStudies(content, 'https://example.cz').initialData).toEqual({ 'case studies': rows });
  });
});
