/** Read time shown for a post without one (5 minutes, the column's default). */
export const DEFAULT_READ_TIME_MINUTES = 5;

export function readTimeMinutes(readTime: number | null | undefined): number {
  return typeof readTime === 'number' && Number.isFinite(readTime) && readTime > 0 ? readTime : DEFAULT_READ_TIME_MINUTES;
}
