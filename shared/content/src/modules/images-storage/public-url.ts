import { MODULE_IMAGES_BUCKET } from './file-name';

/**
 * The object path of a module image from its public URL (…/storage/v1/object/public/module-images/<path>),
 * else null. Its own file: the public pages' scripts carry it, not the reads beside it.
 */
export function moduleImagePathOfUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const marker = `/storage/v1/object/public/${MODULE_IMAGES_BUCKET}/`;
  const at = url.indexOf(marker);
  return at === -1 ? null : decodeURIComponent(url.slice(at + marker.length).split(/[?#]/)[0] ?? '');
}
