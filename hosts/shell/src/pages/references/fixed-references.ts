import type { Messages } from '@app/i18n';
import type { ReferenceCard } from '@app/content';

/** The catalog's three case studies: shown before data arrives and when the table is empty or unreachable. */
export function fixedReferenceCards(references: Messages['references']): ReferenceCard[] {
  return references.caseStudies.map((study, index) => ({
    key: `fixed-${index}`,
    company: study.company,
    title: '',
    industry: study.industry,
    size: study.size,
    result: study.result,
    description: study.description,
    results: [],
    websiteUrl: null,
    featured: false,
  }));
}
