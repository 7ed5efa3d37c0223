import type { ContentPublicData } from '../content-types/content-type';
import { fetchPublicReferences } from './public-api';

/**
 * What the public pages read: a module of its own, so a page takes only this of its type's definition.
 */
export const referencePublicData = { key: 'references', read: fetchPublicReferences } as const satisfies ContentPublicData;
