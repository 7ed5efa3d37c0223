/** The public bucket for module slider images (migration 20261122000800_storage.sql). */
export const MODULE_IMAGES_BUCKET = 'module-images';

/** The bucket's file size limit: 5 MB. */
export const MODULE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The types the bucket accepts. */
export const MODULE_IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

const EXTENSION_BY_TYPE: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * Storage name `<timestamp>-<random>.<extension>`: the original file's extension, or one derived
 * from the content type when the name has none.
 */
export function moduleImageFileName(
  originalName: string,
  contentType = '',
  now: number = Date.now(),
  random: string = Math.random().toString(36).slice(2, 10),
): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(originalName.trim());
  const extension = (match?.[1] ?? EXTENSION_BY_TYPE[contentType] ?? 'bin').toLowerCase();
  return `${now}-${random}.${extension}`;
}
