import { DEFAULT_LOCALE, type Locale } from './locales';

// Date-only values must not shift a day with the machine's time zone (prerendering servers run in UTC).
const DISPLAY_TIME_ZONE = 'Europe/Prague';

/**
 * Each language's conventions: Czech as the site always wrote it (22. 11. 2026, 49 900 Kč); German dd.mm.yyyy and
 * 49.900 Kč; British English with the month named (14 October 2026: 14/10 reads as a month to some readers)
 * and the crown as its code (CZK 49,900: 'Kč' means nothing to most English readers).
 */
const FORMATS: Record<Locale, { tag: string; date: Intl.DateTimeFormatOptions; czkDisplay: 'narrowSymbol' | 'code' }> = {
  cs: { tag: 'cs-CZ', date: {}, czkDisplay: 'narrowSymbol' },
  en: { tag: 'en-GB', date: { day: 'numeric', month: 'long', year: 'numeric' }, czkDisplay: 'code' },
  de: { tag: 'de-DE', date: { day: '2-digit', month: '2-digit', year: 'numeric' }, czkDisplay: 'narrowSymbol' },
};

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
const dateTimeFormats = new Map<Locale, Intl.DateTimeFormat>();

function dateFormat(locale: Locale): Intl.DateTimeFormat {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(FORMATS[locale].tag, { ...FORMATS[locale].date, timeZone: DISPLAY_TIME_ZONE });
    dateFormats.set(locale, format);
  }
  return format;
}

function dateTimeFormat(locale: Locale): Intl.DateTimeFormat {
  let format = dateTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(FORMATS[locale].tag, {
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
      ...FORMATS[locale].date,
      timeZone: DISPLAY_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
    });
    dateTimeFormats.set(locale, format);
  }
  return format;
}

export type Currency = 'CZK' | 'EUR' | 'USD';

function parsed(value: string | Date): Date {
  return typeof value === 'string' ? new Date(value) : value;
}

/**
 * A date in the page's language, Prague's calendar day: 22. 11. 2026 (Czech, the default: the back office),
 * 22 November 2026, 22.11.2026. An unparseable string is returned unchanged.
 */
export function formatDate(value: string | Date, locale: Locale = DEFAULT_LOCALE): string {
  const date = parsed(value);
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  return dateFormat(locale).format(date);
}

/** Date and time, Prague time: 25. 11. 2026 14:30 in Czech (the default). An unparseable string is returned unchanged. */
export function formatDateTime(value: string | Date, locale: Locale = DEFAULT_LOCALE): string {
  const date = parsed(value);
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  return dateTimeFormat(locale).format(date);
}

/**
 * '4 990 Kč', '120 €' in Czech (the default); '4.990 Kč' in German; 'CZK 4,990', '€120' in English.
 * Decimals only when the amount has any.
 */
export function formatPrice(amount: number, currency: Currency, locale: Locale = DEFAULT_LOCALE): string {
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(FORMATS[locale].tag, {
    style: 'currency',
    currency,
    currencyDisplay: currency === 'CZK' ? FORMATS[locale].czkDisplay : 'narrowSymbol',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);
}
