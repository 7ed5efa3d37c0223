import type { StoredImage } from '@app/content';

/** The key under which the site's data carries a stored image's size and variants. */
export function libraryImageDataKey(image: StoredImage): string {
  return `library-image:${image.bucket}/${image.path}`;
}
