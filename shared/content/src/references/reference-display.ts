import { pickTranslated, pickTranslatedList, type Locale } from '@app/i18n';
import type { PublicReferenceRow } from './reference-rows';

/** One case study of the references page, in the visitor's language. */
export interface ReferenceCard {
  key: string;
  company: string;
  /** The case study's headline ('' when none). */
  title: string;
  industry: string;
  size: string;
  result: string;
  description: string;
  results: string[];
  /** Only http(s) addresses; anything else is dropped. */
  websiteUrl: string | null;
  featured: boolean;
}

function safeWebsiteUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The database reference in the visitor's language, each field falling back to Czech. */
export function referenceCard(row: PublicReferenceRow, locale: Locale): ReferenceCard {
  return {
    key: row.id,
    company: row.company_name,
    title: pickTranslated(row, 'title', locale),
    industry: pickTranslated(row, 'industry', locale),
    size: pickTranslated(row, 'size', locale),
    result: pickTranslated(row, 'result_summary', locale),
    description: pickTranslated(row, 'description', locale),
    results: pickTranslatedList(row, 'results', locale),
    websiteUrl: safeWebsiteUrl(row.website_url),
    featured: row.featured,
  };
}
