import { fetchStoredImagesAt, type PublicMediaImage, type StoredImage } from '@app/content';
import type { PictureMedia } from './picture-markup';
import { libraryImageDataKey } from './stored-image';

/** Each stored image read once per visit; null: no variants (not made, failed, not readable). */
const reads = new Map<string, Promise<PictureMedia | null>>();
let waiting: Map<string, { image: StoredImage; resolve: (media: PictureMedia | null) => void }> | null = null;

function readWaiting(): void {
  const batch = [...waiting!.values()];
  waiting = null;
  // Each bucket's images are described in their own table: one read per bucket.
  for (const bucket of new Set(batch.map(({ image }) => image.bucket))) {
    const asked = batch.filter(({ image }) => image.bucket === bucket);
    const answer = (found: ReadonlyMap<string, PublicMediaImage>) => asked.forEach(({ image, resolve }) => resolve(found.get(image.path) ?? null));
    fetchStoredImagesAt(bucket, asked.map(({ image }) => image.path)).then(answer, () => answer(new Map()));
  }
}

/**
 * The size and variants of the stored image, for a picture the page's data does not carry (a page drawn in
 * the browser alone, an image whose variants came after the build). The images a page asks for in the same
 * moment are read together.
 */
export function readLibraryImage(image: StoredImage): Promise<PictureMedia | null> {
  const key = libraryImageDataKey(image);
  let read = reads.get(key);
  if (!read) {
    read = new Promise((resolve) => {
      if (!waiting) {
        waiting = new Map();
        queueMicrotask(readWaiting);
      }
      waiting.set(key, { image, resolve });
    });
    reads.set(key, read);
  }
  return read;
}
