import type { ContentPublicData } from '../content-types/content-type';
import { fetchActiveModules } from './public-api';

/**
 * What the public pages read: a module of its own, so a page takes only this of its type's definition.
 */
export const modulePublicData = { key: 'modules', read: fetchActiveModules } as const satisfies ContentPublicData;
