import { formatDate } from '@app/i18n';

const timeFormat = new Intl.DateTimeFormat('cs-CZ', { timeZone: 'Europe/Prague', hour: '2-digit', minute: '2-digit' });

/** "22. 11. 2026 14:05" in Czech, Prague time. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${formatDate(date)} ${timeFormat.format(date)}`;
}
