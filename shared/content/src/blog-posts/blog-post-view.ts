/** A post as its own page shows it (apart from the list's summary, so the list page's code carries none of it). */
import { pickTranslated, translatedLocale, type Locale } from '@app/i18n';
import { blogPostSummary, type BlogPostSummary } from './blog-post-display';
import type { PublicBlogPostRow } from './blog-post-rows';
import { ownLanguage } from './own-language';
import { ogImageSize } from '../media/og-image-size';

/** The cover image as the post page draws it; width and height when known (a library image). */
export interface PostCover {
  src: string;
  alt: string;
  /** The alt text's language when it is not the visitor's (the Czech fallback). */
  lang?: Locale;
  width?: number;
  height?: number;
  /** Its resized copies as stored (media_assets.variants; parseMediaVariants reads them where the picture is drawn), else null. */
  variants: unknown;
  /** The cover as the server drew it (`<picture>`), on a prerendered page: the browser keeps it as it is. */
  markup?: string;
}

export interface BlogPostView extends BlogPostSummary {
  contentHtml: string;
  lang: BlogPostSummary['lang'] & { content: Locale };
  cover: PostCover | null;
  /** Meta title of this language, else ''. */
  metaTitle: string;
  /**
   * The image shared on social networks: this language's Open Graph image, else the cover's 1200 × 630
   * variant (a library image), else the cover image, else ''.
   */
  shareImage: string;
  /** The share image's size when known: the cover's Open Graph copy's (1200 × 630 from a large enough cover), the cover's own for the cover. */
  shareImageSize: { width: number; height: number } | null;
  authorName: string | null;
}

/** The post in the visitor's language, each field falling back to Czech; read time 5 when empty. */
export function blogPostView(row: PublicBlogPostRow, locale: Locale): BlogPostView {
  const summary = blogPostSummary(row, locale);
  return {
    ...summary,
    contentHtml: pickTranslated(row, 'content', locale),
    lang: { ...summary.lang, content: translatedLocale(row, 'content', locale) },
    cover: postCover(row, locale),
    metaTitle: ownLanguage(row, 'meta_title', locale),
    ...shareImageOf(row, locale),
    authorName: row.author_name ?? null,
  };
}

/** The cover: the post's image URL, with its library image's alt text (this language's, else Czech) and size. */
function postCover(row: PublicBlogPostRow, locale: Locale): PostCover | null {
  const src = (row.image_url ?? '').trim();
  if (!src) return null;
  const media = row.cover;
  if (!media) return { src, alt: '', variants: null };
  const own = locale === 'cs' ? media.alt_cs : media[`alt_${locale}`];
  const cover: PostCover = { src, alt: own || media.alt_cs, width: media.width, height: media.height, variants: media.variants ?? null };
  const markup = row.cover_markup?.[locale];
  if (markup) cover.markup = markup;
  if (!own && media.alt_cs) cover.lang = 'cs';
  return cover;
}

/** This language's own Open Graph image (its size unknown), else the cover's 1200 × 630 copy, else the cover. */
function shareImageOf(row: PublicBlogPostRow, locale: Locale): Pick<BlogPostView, 'shareImage' | 'shareImageSize'> {
  const own = ownLanguage(row, 'og_image_url', locale);
  if (own) return { shareImage: own, shareImageSize: null };
  const src = (row.image_url ?? '').trim();
  const media = row.cover;
  const og = media?.og_image_path;
  // The worker puts the 1200 × 630 copy beside the original, in its folder.
  if (src && og && media.width && media.height) {
    return { shareImage: `${src.slice(0, src.lastIndexOf('/') + 1)}${og.slice(og.lastIndexOf('/') + 1)}`, shareImageSize: ogImageSize(media.width, media.height) };
  }
  return { shareImage: src, shareImageSize: src && media?.width && media.height ? { width: media.width, height: media.height } : null };
}
