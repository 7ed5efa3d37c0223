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
