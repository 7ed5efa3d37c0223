import './library-picture.css';
import { useEffect, useRef, useState } from 'react';
import { useInitialData } from '../render-context/render-context';
import { pictureMarkup, type PictureMedia, type PictureOptions } from './picture-markup';
import { storedImageOfUrl } from '@app/content';
import { libraryImageDataKey } from './stored-image';

export interface LibraryPictureProps extends PictureOptions {
  src: string;
  /** The size drawn when the image has no variants (not the library's, or not made yet). */
  width: number;
  height: number;
  /** The image failed to load, also before the page's scripts ran (a probe confirms it then). */
  onError?: () => void;
}

/**
 * An image that may be stored with variants (a module's screenshot: uploaded into `module-images` or taken
 * from the media library), drawn as the site's one picture
 * markup with the variants the page's data carries for it: the server's and the browser's drawing are the
 * same bytes, so hydration keeps it. A library image the data does not carry (a page drawn in the browser
 * alone) is drawn as the original first and becomes the picture once its variants are read. Any other image
 * is the original with the size given. The wrapper makes no box of its own.
 */
export function LibraryPicture({ src, width, height, onError, ...options }: LibraryPictureProps) {
  const stored = storedImageOfUrl(src);
  const key = stored ? libraryImageDataKey(stored) : null;
  const bucket = stored?.bucket;
  const path = stored?.path;
  const embedded = useInitialData<PictureMedia>(key ?? 'library-image:');
  const [read, setRead] = useState<{ key: string; media: PictureMedia } | null>(null);
  const media = embedded ?? (read && read.key === key ? read.media : null);
  const markup = pictureMarkup(src, media ?? { width, height, variants: [] }, options);
  const frameRef = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (!bucket || !path || !key || embedded) return;
    let current = true;
    // The reading code loads only when a picture needs it (a prerendered page's data carries its pictures).
    import(/* webpackChunkName: "library-images" */ './library-images')
      .then(({ readLibraryImage }) => readLibraryImage({ bucket, path }))
      .then(
        (found) => {
          if (current && found) setRead({ key, media: found });
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [bucket, path, key, embedded]);

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
