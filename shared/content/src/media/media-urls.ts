/** Public URLs of objects beside a stored image (its resized copies), from the image's own public URL. */

/** A public object URL up to and including its bucket: …/storage/v1/object/public/<bucket>/ */
const BUCKET_PREFIX = /^.*?\/storage\/v1\/object\/public\/[^/?#]+\//;

/** The public URL of another object of the bucket of the stored image at `url`, else null (not a stored image's URL). */
export function mediaSiblingUrl(url: string, path: string): string | null {
  const prefix = BUCKET_PREFIX.exec(url)?.[0];
  return prefix === undefined ? null : `${prefix}${path.split('/').map(encodeURIComponent).join('/')}`;
}
