/** Public URLs of objects beside a library image (its resized copies), from the image's own public URL. */
import { MEDIA_BUCKET } from './media-files';

const PUBLIC_OBJECTS = `/storage/v1/object/public/${MEDIA_BUCKET}/`;

/** The public URL of another object of the bucket of the library image at `url`, else null (not a library URL). */
export function mediaSiblingUrl(url: string, path: string): string | null {
  const at = url.indexOf(PUBLIC_OBJECTS);
  if (at === -1) return null;
  return `${url.slice(0, at + PUBLIC_OBJECTS.length)}${path.split('/').map(encodeURIComponent).join('/')}`;
}
