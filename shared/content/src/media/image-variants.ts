/**
 * The resized copies of a library image (docs/decisions/0014-image-variants.md): made by the
 * image-variants worker on upload, stored in the bucket `media` next to the original and recorded on its
 * row (media_assets.variants), so a page builds `srcset` from the row without probing files.
 */
import { mediaSiblingUrl as siblingUrl } from './media-urls';

export type VariantFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export interface MediaVariant {
  /** The object path in the bucket `media`. */
  path: string;
  format: VariantFormat;
  width: number;
  height: number;
  bytes: number;
}

/** What a page needs of a library image to draw it responsively (the columns of media_assets). */
export interface ResponsiveMedia {
  width: number;
  height: number;
  variants: readonly MediaVariant[];
  og_image_path?: string | null;
}

/** The widths made (never above the original's, which is made too when narrower than the largest). */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;

const FORMATS: readonly VariantFormat[] = ['avif', 'webp', 'jpeg', 'png'];

const positive = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/** The variants of a row's `variants` column; anything malformed is left out. */
export function parseMediaVariants(value: unknown): MediaVariant[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown): MediaVariant[] => {
    if (typeof item !== 'object' || item === null) return [];
    const { path, format, width, height, bytes } = item as Record<string, unknown>;
    if (typeof path !== 'string' || !path || !FORMATS.includes(format as VariantFormat) || !positive(width) || !positive(height)) return [];
    return [{ path, format: format as VariantFormat, width, height, bytes: positive(bytes) ? bytes : 0 }];
  });
}

/** The widths to make for an original `width` pixels wide. */
export function variantWidths(width: number): number[] {
  const largest = Math.max(...VARIANT_WIDTHS);
  const widths: number[] = VARIANT_WIDTHS.filter((candidate) => candidate < width);
  widths.push(Math.min(width, largest));
  return [...new Set(widths)];
}

/** Where a variant of the original at `path` goes: `2026/11/x-foto.jpg` → `2026/11/x-foto.w640.avif`. */
export function variantPath(path: string, width: number, format: VariantFormat): string {
  return `${path.replace(/\.[^./]*$/, '')}.w${width}.${format === 'jpeg' ? 'jpg' : format}`;
}

/** Where the Open Graph image of the original at `path` goes: `2026/11/x-foto.og.jpg`. */
export function ogImagePath(path: string): string {
  return `${path.replace(/\.[^./]*$/, '')}.og.jpg`;
}

export interface ResponsiveSources {
  /** `<source type="image/avif">`, `<source type="image/webp">`: srcset strings ('' when none). */
  avif: string;
  webp: string;
  /** The `<img>`: its src (the largest fallback variant, else the original) and srcset ('' when none). */
  src: string;
  srcset: string;
  width: number;
  height: number;
}

const srcsetOf = (url: string, variants: readonly MediaVariant[], format: VariantFormat): string =>
  variants
    .filter((variant) => variant.format === format)
    .sort((a, b) => a.width - b.width)
    .flatMap((variant) => {
      const src = siblingUrl(url, variant.path);
      return src ? [`${src} ${variant.width}w`] : [];
    })
    .join(', ');

/**
 * The sources of a library image shown from its public `url`: AVIF and WebP srcsets and the JPEG (or
 * PNG) fallback. Without variants (not made yet, or failed) the original with its recorded size.
 */
export function responsiveSources(url: string, media: ResponsiveMedia): ResponsiveSources {
  const fallbackFormat: VariantFormat = media.variants.some((variant) => variant.format === 'png') ? 'png' : 'jpeg';
  const fallback = media.variants.filter((variant) => variant.format === fallbackFormat).sort((a, b) => b.width - a.width);
  const largest = fallback[0];
  const largestSrc = largest ? siblingUrl(url, largest.path) : null;
  return {
    avif: srcsetOf(url, media.variants, 'avif'),
    webp: srcsetOf(url, media.variants, 'webp'),
    src: largestSrc ?? url,
    srcset: largestSrc ? srcsetOf(url, media.variants, fallbackFormat) : '',
    width: media.width,
    height: media.height,
  };
}

/** What the media library says of an image's resized copies (null when they are made). */
export function mediaVariantsNote(asset: { variants_status: string; variants_error: string | null }): { tone: 'waiting' | 'failed'; text: string } | null {
  if (asset.variants_status === 'pending') return { tone: 'waiting', text: 'Připravují se zmenšené verze pro web…' };
  if (asset.variants_status === 'failed') {
    return { tone: 'failed', text: `Zmenšené verze se nepodařilo vytvořit, web ukazuje původní soubor. ${asset.variants_error ?? ''}`.trim() };
  }
  return null;
}
