const COUNT = new Intl.NumberFormat('cs-CZ');
const RATE = new Intl.NumberFormat('cs-CZ', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A count as Czech writes it: 12 345 (a non-breaking space between thousands). */
export function formatCount(value: number): string {
  return COUNT.format(value);
}

/** Leads per 100 visitors with one decimal (2,5); a dash when there were no visitors to divide by. */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : RATE.format(rate);
}

/** A day of the dashboard (YYYY-MM-DD, UTC) the Czech short way: 27. 11. */
export function formatShortDay(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return month && date ? `${date}. ${month}.` : day;
}

/** A day in full: 27. 11. 2026. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return year && month && date ? `${date}. ${month}. ${year}` : day;
}

const LANGUAGE_NAMES: Record<string, string> = { cs: 'Čeština', en: 'Angličtina', de: 'Němčina' };

export function languageName(locale: string): string {
  return LANGUAGE_NAMES[locale] ?? locale.toUpperCase();
}
