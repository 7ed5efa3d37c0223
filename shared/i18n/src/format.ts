import type { Locale } from './locales';

const FORMAT_LOCALE = 'cs-CZ';
// Date-only values must not shift a day with the machine's time zone (prerendering servers run in UTC).
const DISPLAY_TIME_ZONE = 'Europe/Prague';

const dateFormat = new Intl.DateTimeFormat(FORMAT_LOCALE, { timeZone: DISPLAY_TIME_ZONE });
const dateTimeFormat = new Intl.DateTimeFormat(FORMAT_LOCALE, {
  timeZone: DISPLAY_TIME_ZONE,
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export type Currency = 'CZK' | 'EUR' | 'USD';

/** Dates in the Czech locale on every page language: 22. 11. 2026. An unparseable string is returned unchanged. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  return dateFormat.format(date);
}

/** Date and time in the Czech locale, Prague time: 25. 11. 2026 14:30. An unparseable string is returned unchanged. */
export function formatDateTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  return dateTimeFormat.format(date);
}

/** '4 990 Kč', '99 900 Kč', '120 €', '120 $' — Czech number format; decimals only when the amount has any. */
export function formatPrice(amount: number, currency: Currency): string {
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(FORMAT_LOCALE, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);
}

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
