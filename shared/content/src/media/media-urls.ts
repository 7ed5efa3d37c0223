/** Public URLs of objects beside a stored image (its resized copies), from the image's own public URL. */
import { MODULE_IMAGES_BUCKET } from '../modules/images-storage/file-name';
import { MEDIA_BUCKET } from './media-files';

/** The buckets whose images the image-variants worker makes copies of, next to the original. */
const PUBLIC_OBJECTS = [MEDIA_BUCKET, MODULE_IMAGES_BUCKET].map((bucket) => `/storage/v1/object/public/${bucket}/`);

/** The public URL of another object of the bucket of the stored image at `url`, else null (not one of those buckets). */
export function mediaSiblingUrl(url: string, path: string): string | null {
  for (const marker of PUBLIC_OBJECTS) {
    const at = url.indexOf(marker);
    if (at !== -1) return `${url.slice(0, at + marker.length)}${path.split('/').map(encodeURIComponent).join('/')}`;
  }
  return null;
}
