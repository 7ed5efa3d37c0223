import { responsiveSources, type MediaVariant } from '@app/content';

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** The original's size (the recorded one): width and height on the <img>, so nothing shifts as it loads. */
  width?: number;
  height?: number;
  /** The library image's resized copies; none: the original alone. */
  variants: readonly MediaVariant[];
  /** How wide it is drawn (the `sizes` attribute). */
  sizes: string;
  /** The page's largest image in the first view (LCP): fetched first, never lazily. Else lazy. */
  priority?: boolean;
  className?: string;
  lang?: string;
}

/**
 * The one way the public site draws a library image, on the server and in the browser: `<picture>` with
 * AVIF and WebP sources and a JPEG (or PNG) `<img>` fallback, each a srcset of the worker's sizes, so a
 * phone loads a phone-sized file. Without variants (not made yet) the original, with its size.
 */
export function ResponsiveImage({ src, alt, width, height, variants, sizes, priority = false, className, lang }: ResponsiveImageProps) {
  const loading = priority ? { fetchPriority: 'high' as const, loading: 'eager' as const } : { loading: 'lazy' as const };
  const img = (source: { src: string; srcset: string }) => (
    <img
      className={className}
      src={source.src}
      srcSet={source.srcset || undefined}
      sizes={source.srcset ? sizes : undefined}
      alt={alt}
      lang={lang}
      width={width}
      height={height}
      decoding="async"
      {...loading}
    />
  );
  if (variants.length === 0 || !width || !height) return img({ src, srcset: '' });
  const sources = responsiveSources(src, { width, height, variants });
  return (
    <picture>
      {sources.avif && <source type="image/avif" srcSet={sources.avif} sizes={sizes} />}
      {sources.webp && <source type="image/webp" srcSet={sources.webp} sizes={sizes} />}
      {img(sources)}
    </picture>
  );
}
