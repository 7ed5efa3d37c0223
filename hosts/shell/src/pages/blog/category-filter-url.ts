import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Locale } from '@app/i18n';
import { useLocale } from '../../components/locale/locale-context';
import { blogCategoryFromSlug, blogListPagePath } from '../../seo/blog-list-pages';

/**
 * The query that named a category before each category had pages of its own: `/blog?kategorie=analyzy`,
 * `/en/blog?category=analyses`, `/de/blog?kategorie=analysen` (the category's name in that language as a
 * slug). Links of that form keep working: they lead to the category's path.
 */
export const BLOG_CATEGORY_PARAM: Record<Locale, string> = { cs: 'kategorie', en: 'category', de: 'kategorie' };

/**
 * The category (its Czech key) a URL's query names, or null for none. The Czech name is understood in every
 * language too, so a link keeps working after the query was carried to another language.
 */
export function categoryFromSearch(search: string, locale: Locale): string | null {
  const value = new URLSearchParams(search).get(BLOG_CATEGORY_PARAM[locale]);
  return value ? blogCategoryFromSlug(value, locale) : null;
}

/**
 * Where an old filter link leads: the category's first page, with whatever else the query carried (null when
 * the query names no category).
 */
export function categoryPathForSearch(search: string, locale: Locale): string | null {
  const categoryKey = categoryFromSearch(search, locale);
  if (categoryKey === null) return null;
  const params = new URLSearchParams(search);
  params.delete(BLOG_CATEGORY_PARAM[locale]);
  const rest = params.toString();
  return `${blogListPagePath({ categoryKey, page: 1 }, locale)}${rest ? `?${rest}` : ''}`;
}

/**
 * Sends an old filter link (`/blog?kategorie=analyzy`) to the category's page, replacing the history entry.
 * The prerendered `/blog` knows no query, so this runs after hydration.
 */
export function useCategoryQueryRedirect(): void {
  const locale = useLocale();
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = categoryPathForSearch(search, locale);
    if (target) void navigate(`${target}${hash}`, { replace: true });
  }, [search, hash, locale, navigate]);
}
