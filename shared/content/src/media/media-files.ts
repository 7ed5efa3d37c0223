/** The media library's bucket and its limits (migration 20261125000800_media_library.sql). */
export const MEDIA_BUCKET = 'media';

export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;

export const MEDIA_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

const EXTENSION_BY_TYPE: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** The upload's Czech refusals, also for the storage API's answers (415, 413). */
export const mediaTypeRefusal = (fileName: string) => `Soubor „${fileName}“ nelze nahrát: knihovna přijímá jen obrázky JPG, PNG, WebP a GIF.`;
export const mediaSizeRefusal = (fileName: string) => `Soubor „${fileName}“ je větší než 5 MB. Zmenšete ho a zkuste to znovu.`;

/** Why a file cannot go into the library (the Czech message the upload shows), or null when it can. */
export function mediaFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (!(MEDIA_MIME_TYPES as readonly string[]).includes(file.type)) return mediaTypeRefusal(file.name);
  if (file.size > MEDIA_MAX_BYTES) return mediaSizeRefusal(file.name);
  if (file.size === 0) return `Soubor „${file.name}“ je prázdný.`;
  return null;
}

/**
 * Where a file goes in the bucket: `<year>/<month>/<random>-<readable name>.<extension>`, the extension
 * from the file's type (the storage policy accepts only image extensions).
 */
export function mediaObjectPath(fileName: string, type: string, now = new Date(), random = Math.random().toString(36).slice(2, 10)): string {
  const base = fileName
    .replace(/\.[^.]*$/, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${now.getUTCFullYear()}/${month}/${random}-${base || 'obrazek'}.${EXTENSION_BY_TYPE[type] ?? 'bin'}`;
}

/** The object path of a library image from its public URL (…/storage/v1/object/public/media/<path>), else null. */
export function mediaPathOfUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const marker = `/storage/v1/object/public/${MEDIA_BUCKET}/`;
  const at = url.indexOf(marker);
  return at === -1 ? null : decodeURIComponent(url.slice(at + marker.length).split(/[?#]/)[0] ?? '');
}
