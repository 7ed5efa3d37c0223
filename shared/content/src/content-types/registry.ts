import type { ContentPreviewKind } from '@app/remote-contract';
import type { ReadClient } from '@app/supabase';
import { blogPostContentType } from '../blog-posts/blog-post-content-type';
import { moduleContentType } from '../modules/module-content-type';
import { pricingPlanContentType } from '../pricing-plans/pricing-plan-content-type';
import { referenceContentType } from '../references/reference-content-type';
import type { ContentTypeDefinition } from './content-type';

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

/** The names of the types the publisher reads as their page does (a list query). */
export type ListedContentTypeName = {
  [Name in ContentTypeName]: ContentTypes[Name]['publisherReads'] extends 'list' ? Name : never;
}[ContentTypeName];

export function isListedContentType(name: ContentTypeName): name is ListedContentTypeName {
  return CONTENT_TYPES[name].publisherReads === 'list';
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

/** How the publisher runs a query: it decides what a failed read gives (undefined: built-in content) or throws. */
export type PublisherRead = <T>(label: string, query: (client: ReadClient) => Promise<T>) => Promise<T | undefined>;

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

export function isPreviewedContentType(name: ContentTypeName): name is PreviewedContentTypeName {
  return 'preview' in CONTENT_TYPES[name];
}

/** The type previewed at /admin/nahled/<kind>. */
export function previewedContentType(kind: string): PreviewedContentTypeName | undefined {
  return CONTENT_TYPE_NAMES.filter(isPreviewedContentType).find((name) => CONTENT_TYPES[name].preview.kind === kind);
}
