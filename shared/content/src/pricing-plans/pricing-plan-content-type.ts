import type { ContentTypeDefinition } from '../content-types/content-type';
import { pricingPlanPublicData } from './pricing-plan-public-data';

/** The content type, as @app/content's registry lists it. */
export const pricingPlanContentType = {
  kind: 'pricing_plan',
  table: 'pricing_plans',
  languages: ['cs', 'en', 'de'],
  tracksTranslations: false,
  admin: {
    path: 'pricing',
    editorPath: 'pricing',
    section: { title: 'Ceník', description: 'Tarify, ceny a zahrnuté funkce' },
    recordKind: 'Cenový plán',
  },
  preview: { kind: 'cenik', messageSection: 'pricing' },
  publicData: pricingPlanPublicData,
} as const satisfies ContentTypeDefinition;
