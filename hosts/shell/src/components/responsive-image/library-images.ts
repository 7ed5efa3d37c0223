import { fetchPublicMediaImagesAt } from '@app/content';
import type { PictureMedia } from './picture-markup';

/** Each library image read once per visit; null: no variants (not made, failed, not the library's, not readable). */
const reads = new Map<string, Promise<PictureMedia | null>>();
let waiting: Map<string, (media: PictureMedia | null) => void> | null = null;

function readWaiting(): void {
  const batch = waiting!;
  waiting = null;
  const answer = (found: ReadonlyMap<string, PictureMedia>) => batch.forEach((resolve, path) => resolve(found.get(path) ?? null));
  fetchPublicMediaImagesAt([...batch.keys()]).then(answer, () => answer(new Map()));
}

/**
 * The size and variants of the library image at `path`, for a picture the page's data does not carry (a
 * page drawn in the browser alone, an image whose variants came after the build). The images a page asks
 * for in the same moment are read together.
 */
export function readLibraryImage(path: string): Promise<PictureMedia | null> {
  let read = reads.get(path);
  if (!read) {
    read = new Promise((resolve) => {
      if (!waiting) {
        waiting = new Map();
        queueMicrotask(readWaiting);
      }
      waiting.set(path, resolve);
    });
    reads.set(path, read);
  }
  return read;
}
