import type { ReadClient } from '@app/supabase';
import type { ContentTypeDefinition, PublisherRead, RecordPagesReader } from './content-type';
import {
  CONTENT_TYPES,
  CONTENT_TYPE_NAMES,
  contentTypeOfTable,
  isListedContentType,
  isPagedContentType,
  previewedContentType,
  readListedContent,
} from './registry';

const definitions = CONTENT_TYPE_NAMES.map((name) => CONTENT_TYPES[name]);

test('no two content types share a kind, a table, an admin path, a data key or a preview', () => {
  for (const field of [
    (definition: (typeof definitions)[number]) => definition.kind,
    (definition: (typeof definitions)[number]) => definition.table,
    (definition: (typeof definitions)[number]) => definition.admin.path,
    (definition: (typeof definitions)[number]) => definition.publicData.key,
  ]) {
    const values = definitions.map(field);
    expect(new Set(values).size).toBe(values.length);
  }
  const previews = definitions.flatMap((definition) => ('preview' in definition ? [definition.preview.kind] : []));
  expect(new Set(previews).size).toBe(previews.length);
});

test('the back office lists the types in the order of the registry: blog, modules, references, pricing', () => {
  expect(CONTENT_TYPE_NAMES).toEqual(['blogPosts', 'modules', 'references', 'pricingPlans']);
});

test('a table and a preview kind lead back to their type', () => {
  expect(contentTypeOfTable('pricing_plans')).toBe(CONTENT_TYPES.pricingPlans);
  expect(contentTypeOfTable('modules').admin.editorPath).toBe('modules/edit');
  expect(previewedContentType('clanek')).toBe('blogPosts');
  expect(previewedContentType('reference')).toBe('references');
  expect(previewedContentType('cenik')).toBe('pricingPlans');
  // Modules have no preview; an unknown kind is none.
  expect(previewedContentType('modul')).toBeUndefined();
});

test("the publisher reads each listed type with its page's query under its data key; the posts, with a page each, with their reader", async () => {
  expect(CONTENT_TYPE_NAMES.filter(isListedContentType)).toEqual(['modules', 'references', 'pricingPlans']);
  expect(CONTENT_TYPE_NAMES.filter(isPagedContentType)).toEqual(['blogPosts']);
  const labels: string[] = [];
  const queries: unknown[] = [];
  const read: PublisherRead = async (label, query) => {
    labels.push(label);
    queries.push(query);
    return undefined;
  };
  const lists = await readListedContent(read);
  expect(labels).toEqual(['modules', 'references', 'pricing plans']);
  expect(queries).toEqual([CONTENT_TYPES.modules.publicData.read, CONTENT_TYPES.references.publicData.read, CONTENT_TYPES.pricingPlans.publicData.read]);
  // A failed read (undefined) leaves its part without rows: the pages render their built-in content.
  expect(lists).toEqual({ modules: undefined, references: undefined, pricingPlans: undefined });
});

test('a new definition in the registry is read by the publisher under its data key and found by its table', async () => {
  const caseStudyRows = [{ id: 'study' }];
  const caseStudies: Omit<ContentTypeDefinition, 'table'> & { table: string } = {
    kind: 'case_study',
    table: 'case_studies',
    languages: ['cs', 'en', 'de'],
    tracksTranslations: true,
    admin: { path: 'studies', editorPath: 'studies', section: { title: 'Studie', description: 'Příběhy zákazníků' }, recordKind: 'Studie' },
    publicData: { key: 'case studies', read: async () => caseStudyRows },
  };
  await jest.isolateModulesAsync(async () => {
    const registry = await import('./registry');
    Object.assign(registry.CONTENT_TYPES, { caseStudies });
    (registry.CONTENT_TYPE_NAMES as string[]).push('caseStudies');
    const labels: string[] = [];
    const lists = await registry.readListedContent(async (label, query) => {
      labels.push(label);
      return label === 'case studies' ? query({} as ReadClient) : undefined;
    });
    expect(labels).toEqual(['modules', 'references', 'pricing plans', 'case studies']);
    expect(lists).toMatchObject({ caseStudies: caseStudyRows });
    const typeOfTable = registry.contentTypeOfTable as (table: string) => unknown;
    expect(typeOfTable('case_studies')).toBe(caseStudies);
  });
});

test("a new definition with a page per record is read by its reader: its list's rows, its records and their pages with its table", async () => {
  const page = { id: 'study', slug: 'pribeh', alternates: { cs: '/pribehy/pribeh', en: '/en/stories/story', de: '/de/geschichten/geschichte' }, lastChange: '2026-11-01T00:00:00Z' };
  const caseStudies: Omit<ContentTypeDefinition, 'table'> & { table: string } = {
    kind: 'case_study',
    table: 'case_studies',
    languages: ['cs', 'en', 'de'],
    tracksTranslations: true,
    admin: { path: 'studies', editorPath: 'studies', section: { title: 'Studie', description: 'Příběhy zákazníků' }, recordKind: 'Studie' },
    publicData: { key: 'case studies', read: async () => [] },
    pagePerRecord: true,
  };
  const createCaseStudyPagesReader = (): RecordPagesReader => async (read) => ({
    rows: await read('case studies', async () => [{ id: 'study' }]),
    records: [{ id: 'study', body: 'Text' }],
    pages: [page],
    redirects: [{ from: '/pribehy/stary', to: '/pribehy/pribeh' }],
  });
  await jest.isolateModulesAsync(async () => {
    const registry = await import('./registry');
    Object.assign(registry.CONTENT_TYPES, { caseStudies });
    Object.assign(registry.RECORD_PAGE_READERS, { caseStudies: createCaseStudyPagesReader });
    (registry.CONTENT_TYPE_NAMES as string[]).push('caseStudies');
    const labels: string[] = [];
    const readPaged = registry.createPagedContentReader();
    const paged = await readPaged(async (label, query) => {
      labels.push(label);
      return label === 'case studies' ? query({} as ReadClient) : undefined;
    }, true);
    expect(labels).toEqual(['blog posts', 'blog post texts', 'blog post authors', 'blog slug redirects', 'case studies']);
    expect(paged.lists).toMatchObject({ caseStudies: [{ id: 'study' }] });
    expect(paged.records).toMatchObject({ caseStudies: [{ id: 'study', body: 'Text' }] });
    expect(paged.pages).toEqual([{ ...page, table: 'case_studies' }]);
    expect(paged.redirects).toEqual([{ from: '/pribehy/stary', to: '/pribehy/pribeh' }]);
  });
});
