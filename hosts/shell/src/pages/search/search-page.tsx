import { useLayoutEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pageAlternates } from '@app/i18n';
import { useLocale, useMessages } from '../../components/locale/locale-context';
import { useDocumentMeta } from '../../hooks/use-document-meta';
import { SEARCH_QUERY_PARAM, SearchPanel } from '../../features/site-search';

const PAGE_RESULTS = 30;

/**
 * /hledat?q=…, /en/search?q=…, /de/suche?q=…: the results of a search as a page of its own, shareable by its
 * URL, which follows the field as the visitor types. noindex: a page per query is no content of its own.
 */
export function SearchPage() {
  const locale = useLocale();
  const texts = useMessages().search;
  const [searchParams, setSearchParams] = useSearchParams();
  const urlQuery = searchParams.get(SEARCH_QUERY_PARAM) ?? '';
  // The prerendered page has no query, so the first render matches it; the URL's query applies before paint.
  const [query, setQuery] = useState('');
  useLayoutEffect(() => setQuery(urlQuery), [urlQuery]);
  useDocumentMeta({ ...texts.meta, locale, noindex: true, alternates: pageAlternates('search', { [SEARCH_QUERY_PARAM]: urlQuery.trim() }) });

  const changeQuery = (next: string) => {
    setQuery(next);
    setSearchParams(next.trim() ? { [SEARCH_QUERY_PARAM]: next } : {}, { replace: true });
  };

  return (
    <div className="site-container site-container--sm search-page">
      <h1 className="title title--2 search-page__title">{texts.title}</h1>
      <SearchPanel query={query} onQueryChange={changeQuery} maxResults={PAGE_RESULTS} />
    </div>
  );
}
