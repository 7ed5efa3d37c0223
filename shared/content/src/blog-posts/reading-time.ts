/** Words a reader gets through in a minute, the basis of the estimated reading time. */
export const READING_WORDS_PER_MINUTE = 200;

/**
 * Minutes to read an HTML text, at least 1: the same estimate the database stores in read_time while
 * an editor has not set it by hand (private.reading_minutes), so the editor can show it as they type.
 */
export function estimateReadingMinutes(html: string | null | undefined): number {
  const text = (html ?? '').replace(/<[^>]*>/g, ' ').replace(/&[a-zA-Z#0-9]+;/g, ' ').trim();
  const words = text === '' ? 1 : text.split(/\s+/).length;
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}
