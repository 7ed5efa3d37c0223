/**
 * The variants of one library image: every width of variantWidths (never upscaled) in AVIF, WebP and
 * JPEG (PNG when the image has transparency), and the 1200 × 630 Open Graph JPEG (cover crop, the
 * interesting part kept). EXIF orientation is applied first (a phone photo taken upright stays upright),
 * and metadata is dropped (no GPS position of the photo reaches the site).
 */
import sharp, { type Metadata, type Sharp } from 'sharp';
import { ogImagePath, ogImageSize, variantPath, variantWidths, type MediaVariant, type VariantFormat } from '@app/content';

export interface MadeFile {
  path: string;
  contentType: string;
  data: Buffer;
}

export interface MadeVariants {
  /** The original's size as shown (orientation applied). */
  width: number;
  height: number;
  variants: MediaVariant[];
  ogImagePath: string;
  /** Every file to store: the variants and the Open Graph image. */
  files: MadeFile[];
}

/** The file is not an image the worker can read: retrying does not help; the original is shown as it is. */
export class NotAnImageError extends Error {}

/** libvips' words for pixels it cannot decode. */
const DECODE_FAILURE = /premature|truncat|corrupt|invalid|bad |unsupported|vipsjpeg|vipspng|gifload|webpload|read error|input buffer/i;

const CONTENT_TYPES: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };

function encode(image: Sharp, format: VariantFormat): Sharp {
  switch (format) {
    case 'avif':
      return image.avif({ quality: 50, effort: 2 });
    case 'webp':
      return image.webp({ quality: 75, effort: 3 });
    case 'jpeg':
      return image.jpeg({ quality: 78, mozjpeg: true, progressive: true });
    case 'png':
      return image.png({ compressionLevel: 9, palette: false });
  }
}

/** Makes the variants of the original stored at `path`; throws NotAnImageError for what cannot be read. */
export async function makeVariants(input: Buffer, path: string): Promise<MadeVariants> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { failOn: 'error' }).metadata();
  } catch (error) {
    throw new NotAnImageError(`Soubor nelze přečíst jako obrázek (${error instanceof Error ? error.message : String(error)}); stránky ukazují původní soubor.`);
  }
  if (!metadata.width || !metadata.height) throw new NotAnImageError('Soubor nemá rozměry obrázku; stránky ukazují původní soubor.');
  // Orientations 5–8 turn the picture by 90°: the shown width is the stored height.
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = turned ? metadata.height : metadata.width;
  const height = turned ? metadata.width : metadata.height;
  const fallback: VariantFormat = metadata.hasAlpha ? 'png' : 'jpeg';
  const base = sharp(input, { failOn: 'error' }).rotate();

  const variants: MediaVariant[] = [];
  const files: MadeFile[] = [];
  try {
    for (const targetWidth of variantWidths(width)) {
      const targetHeight = Math.max(1, Math.round((height * targetWidth) / width));
      for (const format of ['avif', 'webp', fallback] as const) {
        const data = await encode(base.clone().resize(targetWidth, targetHeight, { fit: 'fill' }), format).toBuffer();
        const variant = { path: variantPath(path, targetWidth, format), format, width: targetWidth, height: targetHeight, bytes: data.length };
        variants.push(variant);
        files.push({ path: variant.path, contentType: CONTENT_TYPES[format], data });
      }
    }
    const og = ogImageSize(width, height);
    const ogData = await base
      .clone()
      .resize(og.width, og.height, { fit: 'cover', position: sharp.strategy.attention })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    files.push({ path: ogImagePath(path), contentType: 'image/jpeg', data: ogData });
  } catch (error) {
    // Its header was readable but its pixels are not (a truncated or corrupt file); anything else (memory)
    // may pass on a retry.
    if (!(error instanceof Error) || !DECODE_FAILURE.test(error.message)) throw error;
    throw new NotAnImageError(`Obrázek je poškozený (${error instanceof Error ? error.message : String(error)}); stránky ukazují původní soubor.`);
  }
  return { width, height, variants, ogImagePath: ogImagePath(path), files };
}
