import { blogPostView, parseMediaVariants, type PublicBlogPostRow } from '@app/content';
import { LOCALES, type Locale } from '@app/i18n';
import { coverPicture } from './post-pictures';

/**
 * Where pages are prerendered: the post's cover as the picture markup in each language (its alt text is
 * the language's), when its variants are made; null otherwise.
 */
export function coverMarkupByLocale(row: PublicBlogPostRow): Partial<Record<Locale, string>> | null {
  if (parseMediaVariants(row.cover?.variants).length === 0) return null;
  const markup: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const cover = blogPostView(row, locale).cover;
    if (cover?.width && cover.height) markup[locale] = coverPicture(cover);
  }
  return Object.keys(markup).length > 0 ? markup : null;
}
