import type { ContentTypeDefinition } from '../content-types/content-type';
import { fetchActivePricingPlans } from './public-api';

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
  publicData: { key: 'pricing plans', read: fetchActivePricingPlans, publisherReads: 'list' },
} as const satisfies ContentTypeDefinition;
