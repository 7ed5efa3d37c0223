import { responsiveSources, type MediaVariant } from '@app/content';
import { escapeMarkup } from '../../seo/escape';

export interface PictureOptions {
  alt: string;
  /** How wide it is drawn (the `sizes` attribute). */
  sizes: string;
  /** The page's largest image in the first view (LCP): fetched first, never lazily. Else lazy. */
  priority?: boolean;
  className?: string;
  /** The alt text's language when it is not the page's. */
  lang?: string;
}

/** A library image as the site knows it: the original's recorded size and its resized copies (none: not made yet). */
export interface PictureMedia {
  width?: number;
  height?: number;
  variants: readonly MediaVariant[];
}

const attributes = (values: Record<string, string | number | undefined>): string =>
  Object.entries(values)
    .flatMap(([name, value]) => (value === undefined || value === '' ? [] : [` ${name}="${escapeMarkup(String(value))}"`]))
    .join('');

/**
 * The one way the public site draws a library image, as plain markup (the server's pages, the post texts,
 * the browser alike; no React render): `<picture>` with AVIF and WebP sources and a JPEG (or PNG) `<img>`
 * fallback, each a srcset of the worker's sizes, so a phone loads a phone-sized file. Without variants
 * (not made yet, failed) the original, with its recorded width and height.
 */
export function pictureMarkup(src: string, media: PictureMedia, { alt, sizes, priority = false, className, lang }: PictureOptions): string {
  const { width, height, variants } = media;
  const drawn = variants.length > 0 && width && height ? responsiveSources(src, { width, height, variants }) : null;
  const img = `<img${attributes({ class: className, src: drawn?.src ?? src, srcset: drawn?.srcset, sizes: drawn?.srcset ? sizes : undefined })} alt="${escapeMarkup(alt)}"${attributes({
    lang,
    width,
    height,
    decoding: 'async',
    fetchpriority: priority ? 'high' : undefined,
    loading: priority ? 'eager' : 'lazy',
  })}>`;
  if (!drawn) return img;
  const source = (type: string, srcset: string) => (srcset ? `<source${attributes({ type, srcset, sizes })}>` : '');
  return `<picture>${source('image/avif', drawn.avif)}${source('image/webp', drawn.webp)}${img}</picture>`;
}
