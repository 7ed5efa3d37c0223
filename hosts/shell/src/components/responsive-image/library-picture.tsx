import './library-picture.css';
import { forwardRef } from 'react';
import { mediaPathOfUrl } from '@app/content';
import { useInitialData } from '../render-context/render-context';
import { pictureMarkup, type PictureMedia, type PictureOptions } from './picture-markup';

/** The key under which the site's data carries a library image's size and variants (by its object path). */
export function libraryImageDataKey(path: string): string {
  return `library-image:${path}`;
}

/**
 * An image that may come from the media library (a module's screenshot): drawn as the site's one picture
 * markup with the variants the page's data carries for it (the server's and the browser's drawing are the
 * same bytes, so hydration keeps it), else the original with the size the page gives it. The wrapper
 * generates no box of its own.
 */
export const LibraryPicture = forwardRef<HTMLSpanElement, PictureOptions & { src: string; width: number; height: number }>(function LibraryPicture(
  { src, width, height, ...options },
  ref,
) {
  const path = mediaPathOfUrl(src);
  const media = useInitialData<PictureMedia>(libraryImageDataKey(path ?? src));
  const markup = pictureMarkup(src, path && media ? media : { width, height, variants: [] }, options);
  return <span ref={ref} className="library-picture" dangerouslySetInnerHTML={{ __html: markup }} />;
});
