import { renderToStaticMarkup } from 'react-dom/server';
import { blogPostView, parseMediaVariants, type PublicBlogPostRow } from '@app/content';
import { LOCALES, type Locale } from '@app/i18n';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image';
import { coverImageProps } from './post-cover';

/**
 * Where pages are prerendered: the post's cover drawn by ResponsiveImage in each language (its alt text
 * is the language's), when its variants are made; null otherwise.
 */
export function coverMarkupByLocale(row: PublicBlogPostRow): Partial<Record<Locale, string>> | null {
  const variants = parseMediaVariants(row.cover?.variants);
  if (variants.length === 0) return null;
  const markup: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const cover = blogPostView(row, locale).cover;
    if (cover?.width && cover.height) markup[locale] = renderToStaticMarkup(<ResponsiveImage {...coverImageProps(cover)} variants={variants} />);
  }
  return Object.keys(markup).length > 0 ? markup : null;
}
