import { useEffect, useRef, useState } from 'react';

const IMAGE_WIDTH = 960;
const IMAGE_HEIGHT = 600;

/** A module screenshot; one that fails to load is hidden and replaced by a placeholder naming the module. */
export function ModuleCardImage({ src, moduleName, placeholderText }: { src: string; moduleName: string; placeholderText: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const imageRef = useRef<HTMLImageElement>(null);

  // The image may have failed before React attached its error handler (prerendered markup). A lazy image
  // that has not started loading can look the same (complete, no size), so a probe confirms the failure.
  useEffect(() => {
    const image = imageRef.current;
    if (!image || !image.complete || image.naturalWidth !== 0) return;
    let current = true;
    const probe = new Image();
    probe.onerror = () => {
      if (current) setFailedSrc(src);
    };
    probe.src = src;
    return () => {
      current = false;
      probe.onerror = null;
    };
  }, [src]);

  if (failedSrc === src) {
    return (
      <div className="module-card__placeholder" data-testid="module-image-placeholder">
        <strong>{moduleName}</strong>
        <span>{placeholderText}</span>
      </div>
    );
  }
  return (
    <img
      ref={imageRef}
      src={src}
      alt=""
      width={IMAGE_WIDTH}
      height={IMAGE_HEIGHT}
      loading="lazy"
      decoding="async"
      className="module-card__image"
      onError={() => setFailedSrc(src)}
    />
  );
}
