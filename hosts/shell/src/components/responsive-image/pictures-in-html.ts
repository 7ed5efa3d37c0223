import { mediaPathOfUrl, type PublicMediaImage } from '@app/content';
import { pictureMarkup } from './picture-markup';

const IMG = /<img\b[^>]*>/gi;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>' };

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match ? match[1]!.replace(/&(amp|quot|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity) : null;
}

/** The library images an HTML text shows (their object paths), in order of appearance. */
export function mediaPathsInHtml(html: string): string[] {
  return [...html.matchAll(IMG)].flatMap(([tag]) => {
    const path = mediaPathOfUrl(attribute(tag, 'src'));
    return path ? [path] : [];
  });
}

/**
 * A post's sanitized HTML with each `<img>` of a library image whose variants are made drawn as the
 * site's one picture markup (`<picture>` with AVIF/WebP srcsets, its recorded size, lazy). Other images
 * stay as they are.
 */
export function picturesInHtml(html: string, media: ReadonlyMap<string, PublicMediaImage>, sizes: string): string {
  return html.replace(IMG, (tag) => {
    const src = attribute(tag, 'src');
    const image = media.get(mediaPathOfUrl(src) ?? '');
    if (!src || !image) return tag;
    return pictureMarkup(src, image, { alt: attribute(tag, 'alt') ?? '', sizes });
  });
}
