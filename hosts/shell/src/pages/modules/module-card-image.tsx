import { useCallback, useState } from 'react';
import { LibraryPicture } from '../../components/responsive-image/library-picture';

const IMAGE_WIDTH = 960;
const IMAGE_HEIGHT = 600;
/** A card is a third of the container on a wide screen, half on a tablet, most of the screen on a phone (home.css). */
const CARD_IMAGE_SIZES = '(min-width: 75em) 370px, (min-width: 48em) 50vw, 86vw';

/** A module screenshot; one that fails to load is hidden and replaced by a placeholder naming the module. */
export function ModuleCardImage({ src, moduleName, placeholderText }: { src: string; moduleName: string; placeholderText: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = useCallback(() => setFailedSrc(src), [src]);

  if (failedSrc === src) {
    return (
      <div className="module-card__placeholder" data-testid="module-image-placeholder">
        <strong>{moduleName}</strong>
        <span>{placeholderText}</span>
      </div>
    );
  }
  return <LibraryPicture src={src} alt="" width={IMAGE_WIDTH} height={IMAGE_HEIGHT} sizes={CARD_IMAGE_SIZES} className="module-card__image" onError={failed} />;
}
