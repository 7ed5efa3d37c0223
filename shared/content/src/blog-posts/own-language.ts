import type { Locale } from '@app/i18n';

/** A column of exactly this language (SEO fields fall back to the page's own texts, not to Czech ones). */
export function ownLanguage(row: Record<string, unknown>, field: string, locale: Locale): string {
  const value = row[`${field}_${locale}`];
  return typeof value === 'string' ? value.trim() : '';
}
