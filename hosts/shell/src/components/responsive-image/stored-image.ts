import { MEDIA_BUCKET, MODULE_IMAGES_BUCKET, mediaPathOfUrl, moduleImagePathOfUrl } from '@app/content';

/** An image in our storage whose variants the image-variants worker makes: the media library's or a module's. */
export interface StoredImage {
  bucket: typeof MEDIA_BUCKET | typeof MODULE_IMAGES_BUCKET;
  path: string;
}

/** The stored image at a public URL, else null (an external address, the site's built-in images). */
export function storedImageOfUrl(url: string): StoredImage | null {
  const media = mediaPathOfUrl(url);
  if (media) return { bucket: MEDIA_BUCKET, path: media };
  const moduleImage = moduleImagePathOfUrl(url);
  return moduleImage ? { bucket: MODULE_IMAGES_BUCKET, path: moduleImage } : null;
}

/** The key under which the site's data carries a stored image's size and variants. */
export function libraryImageDataKey(image: StoredImage): string {
  return `library-image:${image.bucket}/${image.path}`;
}
