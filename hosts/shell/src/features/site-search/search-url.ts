import { getHref, type Locale } from '@app/i18n';

/** The results page's query parameter: `/hledat?q=…`. */
export const SEARCH_QUERY_PARAM = 'q';

/** The results page for a query in a language: `/hledat?q=faktury`, `/en/search?q=invoice`. */
export function searchResultsHref(locale: Locale, query: string): string {
  return getHref('search', locale, { query: { [SEARCH_QUERY_PARAM]: query.trim() } });
}
