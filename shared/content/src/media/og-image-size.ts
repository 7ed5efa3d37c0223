/**
 * The size of a library image's Open Graph copy (made by the image-variants worker, stated by the post
 * page's og:image:width and og:image:height). Its own module: the post page reads it without the variants'
 * srcset code, which only the pages that draw pictures load.
 */

/** The Open Graph image's size. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The Open Graph copy of a width × height original: the largest box of its shape inside it, never larger than 1200 × 630. */
export function ogImageSize(width: number, height: number): { width: number; height: number } {
  const ratio = OG_IMAGE_SIZE.width / OG_IMAGE_SIZE.height;
  const boxWidth = Math.min(OG_IMAGE_SIZE.width, width, Math.floor(height * ratio));
  return { width: Math.max(1, boxWidth), height: Math.max(1, Math.round(boxWidth / ratio)) };
}
