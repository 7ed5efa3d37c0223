import type { ContentTypeDefinition } from '@app/content';
import { ADMIN_PATHS, RECORD_KIND, editPathOf } from '../config/paths';
import { ADMIN_SECTIONS } from '../config/sections';
import { contentRoutePaths, contentRoutes } from './content-routes';

test("the content types' routes are the list, the editor, (modules) the new record's path and the type's other screens", () => {
  expect(contentRoutes().map((route) => route.props.path)).toEqual([
    'blog',
    'blog/:id',
    'modules',
    'modules/new',
    'modules/edit/:id',
    'image-generator',
    'references',
    'references/:id',
    'pricing',
    'pricing/:id',
  ]);
});

test('paths, sections, record kinds and editors come from the definitions', () => {
  expect(ADMIN_PATHS.pricing).toBe('/admin/pricing');
  expect(ADMIN_PATHS.pricingNew).toBe('/admin/pricing/new');
  expect(ADMIN_PATHS.modulesNew).toBe('/admin/modules/new');
  expect(ADMIN_SECTIONS.slice(0, 5).map((section) => section.title)).toEqual(['Blog', 'Moduly', 'Reference', 'Ceník', 'Média']);
  expect(RECORD_KIND).toEqual({ blog_posts: 'Článek', modules: 'Modul', references: 'Reference', pricing_plans: 'Cenový plán' });
  expect(editPathOf('modules', 'm1')).toBe('/admin/modules/edit/m1');
  expect(editPathOf('blog_posts', 'p1')).toBe('/admin/blog/p1');
});

test('a new definition in the registry gets its section, paths, record kind, editor and routes', async () => {
  const caseStudies: Omit<ContentTypeDefinition, 'table'> & { table: string } = {
    kind: 'case_study',
    table: 'case_studies',
    languages: ['cs', 'en', 'de'],
    tracksTranslations: true,
    admin: {
      path: 'studies',
      editorPath: 'studies',
      section: { title: 'Případové studie', description: 'Příběhy zákazníků' },
      recordKind: 'Případová studie',
    },
    publicData: { key: 'case studies', read: async () => [] },
  };
  await jest.isolateModulesAsync(async () => {
    const content = await import('@app/content');
    Object.assign(content.CONTENT_TYPES, { caseStudies });
    (content.CONTENT_TYPE_NAMES as string[]).push('caseStudies');
    const paths = await import('../config/paths');
    const { ADMIN_SECTIONS: sections } = await import('../config/sections');

    const allPaths: Record<string, string> = paths.ADMIN_PATHS;
    expect(allPaths.studies).toBe('/admin/studies');
    expect(allPaths.studiesNew).toBe('/admin/studies/new');
    expect(sections.map((section) => section.title).slice(3, 6)).toEqual(['Ceník', 'Případové studie', 'Média']);
    expect(sections[4]).toEqual({ title: 'Případové studie', description: 'Příběhy zákazníků', to: '/admin/studies' });
    const recordKinds: Record<string, string> = paths.RECORD_KIND;
    expect(recordKinds.case_studies).toBe('Případová studie');
    const editorOf = paths.editPathOf as (table: string, id: string) => string;
    expect(editorOf('case_studies', 's1')).toBe('/admin/studies/s1');
  });
  expect(contentRoutePaths(caseStudies.admin)).toEqual([
    { path: 'studies', screen: 'List' },
    { path: 'studies/:id', screen: 'Editor' },
  ]);
});
