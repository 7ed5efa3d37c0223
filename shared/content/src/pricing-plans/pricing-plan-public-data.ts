import type { ContentPublicData } from '../content-types/content-type';
import { fetchActivePricingPlans } from './public-api';

/**
 * What the public pages read: a module of its own, so a page takes only this of its type's definition.
 */
export const pricingPlanPublicData = { key: 'pricing plans', read: fetchActivePricingPlans } as const satisfies ContentPublicData;
