/** One slider image of a module. Stored entries are a URL string or `{ url, active }` (active defaults to true). */
export interface ModuleImage {
  url: string;
  active: boolean;
}

function toImage(entry: unknown): ModuleImage | null {
  if (typeof entry === 'string') return entry.trim() ? { url: entry.trim(), active: true } : null;
  if (entry && typeof entry === 'object' && typeof (entry as { url?: unknown }).url === 'string') {
    const { url, active } = entry as { url: string; active?: unknown };
    return url.trim() ? { url: url.trim(), active: active !== false } : null;
  }
  return null;
}

/**
 * Reads `modules.images` in every form it may be stored in: an array of entries, or that array serialized as
 * JSON text. Anything unreadable yields no images rather than an error (the page shows its placeholder).
 */
export function parseModuleImages(value: unknown): ModuleImage[] {
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
  return list.map(toImage).filter((image): image is ModuleImage => image !== null);
}

/** Only active images are shown publicly. */
export function activeModuleImages(value: unknown): string[] {
  return parseModuleImages(value)
    .filter((image) => image.active)
    .map((image) => image.url);
}

/** The stored form: serialized text of `{ url, active }` objects, or null when there are none. */
export function serializeModuleImages(images: readonly ModuleImage[]): string | null {
  return images.length ? JSON.stringify(images.map(({ url, active }) => ({ url, active }))) : null;
}
