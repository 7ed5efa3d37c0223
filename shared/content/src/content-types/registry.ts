import type { ContentPreviewKind } from '@app/remote-contract';
import { blogPostContentType } from '../blog-posts/blog-post-content-type';
import { createPostPagesReader } from '../blog-posts/post-pages-reader';
import { moduleContentType } from '../modules/module-content-type';
import { pricingPlanContentType } from '../pricing-plans/pricing-plan-content-type';
import { referenceContentType } from '../references/reference-content-type';
import type { ContentTypeDefinition, PublisherRead, RecordPage, RecordPagesReader } from './content-type';

/**
 * Every content type, by the name the site's content calls it, in the order the back office lists them.
 * Public pages import their own definition, not this (it names every type's query).
 */
export const CONTENT_TYPES = {
  blogPosts: blogPostContentType,
  modules: moduleContentType,
  references: referenceContentType,
  pricingPlans: pricingPlanContentType,
} as const satisfies Record<string, ContentTypeDefinition>;

type ContentTypes = typeof CONTENT_TYPES;
export type ContentTypeName = keyof ContentTypes;
export type ContentTable = ContentTypes[ContentTypeName]['table'];
/** What search results say a record of a type is (`private.content_types.kind`). */
export type ContentKind = ContentTypes[ContentTypeName]['kind'];

/** The tables whose records' translation status the back office shows. */
export type TranslatedTable = Extract<ContentTypes[ContentTypeName], { tracksTranslations: true }>['table'];

export const CONTENT_TYPE_NAMES = Object.keys(CONTENT_TYPES) as ContentTypeName[];

/** The rows the public pages of a type read (and the publisher passes them). */
export type ContentRows<Name extends ContentTypeName> = Awaited<ReturnType<ContentTypes[Name]['publicData']['read']>>;

/** The public data of every content type, by name; a part left out renders with built-in content. */
export type ContentLists = { [Name in ContentTypeName]?: ContentRows<Name> };

/** The names of the types with a page of their own per record (posts). */
export type PagedContentTypeName = {
  [Name in ContentTypeName]: ContentTypes[Name] extends { pagePerRecord: true } ? Name : never;
}[ContentTypeName];

/** The names of the types the publisher reads as their page does (a list query). */
export type ListedContentTypeName = Exclude<ContentTypeName, PagedContentTypeName>;

export function isPagedContentType(name: ContentTypeName): name is PagedContentTypeName {
  return 'pagePerRecord' in CONTENT_TYPES[name];
}

export function isListedContentType(name: ContentTypeName): name is ListedContentTypeName {
  return !isPagedContentType(name);
}

/** The type a table holds. */
export function contentTypeOfTable(table: ContentTable): ContentTypes[ContentTypeName] {
  const name = CONTENT_TYPE_NAMES.find((candidate) => CONTENT_TYPES[candidate].table === table);
  if (!name) throw new Error(`${table} is not a content table`);
  return CONTENT_TYPES[name];
}

/** The types the back office previews, by their preview kind (/admin/nahled/<kind>). */
export type PreviewedContentTypeName = {
  [Name in ContentTypeName]: ContentTypes[Name] extends { preview: { kind: ContentPreviewKind } } ? Name : never;
}[ContentTypeName];

/** The rows of every type the publisher reads with its page's query, each read labelled by its data key. */
export async function readListedContent(read: PublisherRead): Promise<ContentLists> {
  const lists: ContentLists = {};
  for (const name of CONTENT_TYPE_NAMES) {
    if (!isListedContentType(name)) continue;
    const { key, read: query } = CONTENT_TYPES[name].publicData;
    Object.assign(lists, { [name]: await read<unknown>(key, query) });
  }
  return lists;
}

/**
 * The publisher's reader of each type with a page per record. Apart from the definitions, which the site's
 * preview loads: the readers' queries stay out of the public pages' chunks.
 */
export const RECORD_PAGE_READERS = {
  blogPosts: createPostPagesReader,
} as const satisfies { [Name in PagedContentTypeName]: () => RecordPagesReader<ContentRows<Name>> };

/** A record with a page of its own, as its page reads it. */
export type PageRecordOf<Name extends PagedContentTypeName> = Awaited<ReturnType<ReturnType<(typeof RECORD_PAGE_READERS)[Name]>>>['records'][number];

/** The records with a page of their own, by their type's name. */
export type ContentRecords = { [Name in PagedContentTypeName]?: PageRecordOf<Name>[] };

/** What the publisher reads of the types with a page per record. */
export interface PagedContent {
  /** Their list pages' rows, by type name. */
  lists: ContentLists;
  records: ContentRecords;
  /** Every record's page, each type's in its list's order, with the table the record is in. */
  pages: (RecordPage & { table: ContentTable })[];
  redirects: { from: string; to: string }[];
}

/** A reader of every type with a page per record; each type's reader remembers its records between reads. */
export function createPagedContentReader(): (read: PublisherRead, strict: boolean) => Promise<PagedContent> {
  const readers = CONTENT_TYPE_NAMES.filter(isPagedContentType).map((name) => ({ name, readRecords: RECORD_PAGE_READERS[name]() }));
  return async (read, strict) => {
    const paged: PagedContent = { lists: {}, records: {}, pages: [], redirects: [] };
    for (const { name, readRecords } of readers) {
      const { rows, records, pages, redirects } = await readRecords(read, strict);
      const { table } = CONTENT_TYPES[name];
      Object.assign(paged.lists, { [name]: rows });
      Object.assign(paged.records, { [name]: records });
      paged.pages.push(...pages.map((page) => ({ ...page, table })));
      paged.redirects.push(...redirects);
    }
    return paged;
  };
}

export function isPreviewedContentType(name: ContentTypeName): name is PreviewedContentTypeName {
  return 'preview' in CONTENT_TYPES[name];
}

/** The type previewed at /admin/nahled/<kind>. */
export function previewedContentType(kind: string): PreviewedContentTypeName | undefined {
  return CONTENT_TYPE_NAMES.filter(isPreviewedContentType).find((name) => CONTENT_TYPES[name].preview.kind === kind);
}
