/**
 * An image in the project's storage, named by its bucket and object path. The image-variants worker makes
 * copies of the images in the media library and in the buckets its queue watches; which ones have them is
 * read from the database, so this parser takes any bucket. Its own file: the public pages' scripts carry it,
 * not the reads beside it.
 */
export interface StoredImage {
  bucket: string;
  path: string;
}

const PUBLIC_OBJECT = /\/storage\/v1\/object\/public\/([^/?#]+)\/([^?#]+)/;

/** The stored image at a public URL (…/storage/v1/object/public/<bucket>/<path>), else null (an external address, the site's built-in images). */
export function storedImageOfUrl(url: string | null | undefined): StoredImage | null {
  const match = url ? PUBLIC_OBJECT.exec(url) : null;
  return match ? { bucket: decodeURIComponent(match[1]!), path: decodeURIComponent(match[2]!) } : null;
}
