import { useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { slugify } from '@app/content';
import type { Locale } from '@app/i18n';
import { useLocale } from '../../components/locale/locale-context';
import { blogCategoryOptions } from './blog-categories';

/**
 * The list's category in the URL, so a filtered list can be shared and Back restores the previous filter:
 * `/blog?kategorie=analyzy`, `/en/blog?category=analyses`, `/de/blog?kategorie=analysen` (the value is the
 * category's name in that language as a slug).
 */
export const BLOG_CATEGORY_PARAM: Record<Locale, string> = { cs: 'kategorie', en: 'category', de: 'kategorie' };

/**
 * The category (its Czech key) a URL's query names, or null for the whole list. The Czech name is understood
 * in every language too, so a link keeps working after the query was carried to another language.
 */
export function categoryFromSearch(search: string, locale: Locale): string | null {
  const value = new URLSearchParams(search).get(BLOG_CATEGORY_PARAM[locale]);
  if (!value) return null;
  const wanted = slugify(value);
  const option = blogCategoryOptions(locale).find((candidate) => slugify(candidate.label) === wanted || slugify(candidate.key) === wanted);
  return option?.key ?? null;
}

/** The query for showing `category` (null: the whole list), keeping whatever else the query carried. */
export function searchWithCategory(search: string, category: string | null, locale: Locale): string {
  const params = new URLSearchParams(search);
  const option = blogCategoryOptions(locale).find((candidate) => candidate.key === category);
  if (option) params.set(BLOG_CATEGORY_PARAM[locale], slugify(option.label));
  else params.delete(BLOG_CATEGORY_PARAM[locale]);
  const query = params.toString();
  return query ? `?${query}` : '';
}

const neverChanges = () => () => undefined;

/**
 * The category the URL asks for and a way to choose another (a new history entry). The prerendered page is
 * the whole list, so while it hydrates this reports no filter, as the server did; React then renders again
 * at once with the URL's (an opened page, or a client-side visit, has it from the first render).
 */
export function useCategoryFilter(): [string | null, (category: string | null) => void] {
  const locale = useLocale();
  const { search } = useLocation();
  const navigate = useNavigate();
  const hydrated = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
  const category = hydrated ? categoryFromSearch(search, locale) : null;
  const select = (next: string | null) => {
    if (next !== category) navigate({ search: searchWithCategory(search, next, locale) });
  };
  return [category, select];
}
