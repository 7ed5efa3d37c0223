import type { Locale } from './locales';

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** Per-field fallback: row[`${field}_${locale}`] when non-empty, else row[`${field}_cs`]. */
export function pickTranslated<T extends Record<string, unknown>>(row: T, field: string, locale: Locale): string {
  const translated = row[`${field}_${locale}`];
  if (nonEmptyString(translated)) return translated;
  const czech = row[`${field}_cs`];
  return typeof czech === 'string' ? czech : '';
}

function nonEmptyStrings(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter(nonEmptyString);
}

/**
 * The language of the text pickTranslated gives for a field: `locale` when the row has its own text in it,
 * Czech when that is the fallback shown, `locale` again when there is no text at all (nothing to mark).
 */
export function translatedLocale<T extends Record<string, unknown>>(row: T, field: string, locale: Locale): Locale {
  return nonEmptyString(row[`${field}_${locale}`]) || !nonEmptyString(row[`${field}_cs`]) ? locale : 'cs';
}

/** List fields (features_en, results_cs…): the language's non-empty entries, else the Czech ones. */
export function pickTranslatedList<T extends Record<string, unknown>>(row: T, field: string, locale: Locale): string[] {
  const translated = nonEmptyStrings(row[`${field}_${locale}`]);
  return translated.length > 0 ? translated : nonEmptyStrings(row[`${field}_cs`]);
}
