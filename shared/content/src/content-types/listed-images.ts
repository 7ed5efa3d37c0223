/**
 * A list of images as content types store it (a module's slider): entries that are a URL string or
 * `{ url, active }` (active defaults to true), as an array or as that array serialized as JSON text.
 */
export interface ListedImage {
  url: string;
  active: boolean;
}

function toImage(entry: unknown): ListedImage | null {
  if (typeof entry === 'string') return entry.trim() ? { url: entry.trim(), active: true } : null;
  if (entry && typeof entry === 'object' && typeof (entry as { url?: unknown }).url === 'string') {
    const { url, active } = entry as { url: string; active?: unknown };
    return url.trim() ? { url: url.trim(), active: active !== false } : null;
  }
  return null;
}

/**
 * Reads a stored list of images in every form it may be stored in. Anything unreadable yields no images
 * rather than an error (a page shows its placeholder).
 */
export function parseListedImages(value: unknown): ListedImage[] {
  let list = value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text) return [];
    try {
      list = JSON.parse(text);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.map(toImage).filter((image): image is ListedImage => image !== null);
}
