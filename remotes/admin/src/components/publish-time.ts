import { formatDateTime } from '@app/i18n';

const oneDecimal = new Intl.NumberFormat('cs-CZ', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A duration: "0,4 s", "2 min 5 s", "1 h 3 min". */
export function formatDuration(seconds: number): string {
  if (seconds < 59.95) return `${oneDecimal.format(Math.max(0, seconds))} s`;
  const whole = Math.round(seconds);
  if (whole < 3600) return `${Math.floor(whole / 60)} min ${whole % 60} s`;
  return `${Math.floor(whole / 3600)} h ${Math.floor((whole % 3600) / 60)} min`;
}

/** How long a change took from the save to live: "za 0,4 s". */
export function formatTimeToLive(seconds: number): string {
  return `za ${formatDuration(seconds)}`;
}

/** How long ago: "právě teď" (under a minute), "před 2 min", "před 3 h"; older: "25. 11. 2026 14:30". */
export function formatSince(at: string, now: number = Date.now()): string {
  const seconds = (now - new Date(at).getTime()) / 1000;
  if (Number.isNaN(seconds)) return at;
  if (seconds < 60) return 'právě teď';
  if (seconds < 3600) return `před ${Math.floor(seconds / 60)} min`;
  if (seconds < 24 * 3600) return `před ${Math.floor(seconds / 3600)} h`;
  return formatDateTime(at);
}

/** "Čeká 1 změna", "Čekají 3 změny", "Čeká 5 změn". */
export function formatWaitingChanges(count: number): string {
  if (count === 1) return 'Čeká 1 změna';
  if (count >= 2 && count <= 4) return `Čekají ${count} změny`;
  return `Čeká ${count} změn`;
}
