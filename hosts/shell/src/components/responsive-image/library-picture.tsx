import './library-picture.css';
import { useEffect, useRef, useState } from 'react';
import { mediaPathOfUrl } from '@app/content';
import { useInitialData } from '../render-context/render-context';
import { pictureMarkup, type PictureMedia, type PictureOptions } from './picture-markup';

/** The key under which the site's data carries a library image's size and variants (by its object path). */
export function libraryImageDataKey(path: string): string {
  return `library-image:${path}`;
}

export interface LibraryPictureProps extends PictureOptions {
  src: string;
  /** The size drawn when the image has no variants (not the library's, or not made yet). */
  width: number;
  height: number;
  /** The image failed to load, also before the page's scripts ran (a probe confirms it then). */
  onError?: () => void;
}

/**
 * An image that may come from the media library (a module's screenshot), drawn as the site's one picture
 * markup with the variants the page's data carries for it: the server's and the browser's drawing are the
 * same bytes, so hydration keeps it. A library image the data does not carry (a page drawn in the browser
 * alone) is drawn as the original first and becomes the picture once its variants are read. Any other image
 * is the original with the size given. The wrapper makes no box of its own.
 */
export function LibraryPicture({ src, width, height, onError, ...options }: LibraryPictureProps) {
  const path = mediaPathOfUrl(src);
  const embedded = useInitialData<PictureMedia>(libraryImageDataKey(path ?? src));
  const [read, setRead] = useState<{ path: string; media: PictureMedia } | null>(null);
  const media = embedded ?? (read && read.path === path ? read.media : null);
  const markup = pictureMarkup(src, media ?? { width, height, variants: [] }, options);
  const frameRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (!path || embedded) return;
    let current = true;
    // The reading code loads only when a picture needs it (a prerendered page's data carries its pictures).
    import(/* webpackChunkName: "library-images" */ './library-images')
      .then(({ readLibraryImage }) => readLibraryImage(path))
      .then(
        (found) => {
          if (current && found) setRead({ path, media: found });
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [path, embedded]);

  // The picture is markup, so its error is listened for here. It may have failed before (prerendered
  // markup), and a lazy image that has not started loading can look the same (complete, no size), so a
  // probe confirms the failure.
  useEffect(() => {
    const image = frameRef.current?.querySelector('img');
    if (!image || !onError) return;
    let current = true;
    const fail = () => {
      if (current) onError();
    };
    image.addEventListener('error', fail);
    const probe = new Image();
    if (image.complete && image.naturalWidth === 0) {
      probe.onerror = fail;
      probe.src = image.currentSrc || (image.getAttribute('src') ?? src);
    }
    return () => {
      current = false;
      image.removeEventListener('error', fail);
      probe.onerror = null;
    };
  }, [markup, onError, src]);

  return <span ref={frameRef} className="library-picture" dangerouslySetInnerHTML={{ __html: markup }} />;
}
