import { useEffect, useState } from 'react';
import { SITE_SEARCH_MIN_LENGTH, searchSite, siteSearchSuggestion, type SiteSearchResult } from '@app/content';
import { getPublicClient } from '@app/supabase';
import type { Locale } from '@app/i18n';

export type SiteSearchState =
  | { status: 'idle' }
  | { status: 'loading'; query: string; results: SiteSearchResult[] }
  /** `suggestion`: when nothing was found, the query with its typos corrected, if that finds something. */
  | { status: 'ready'; query: string; results: SiteSearchResult[]; suggestion: string | null }
  | { status: 'failed'; query: string; results: SiteSearchResult[] };

/** Waits this long after the last keystroke, so a word typed quickly costs one request, not one per letter. */
export const SEARCH_DEBOUNCE_MS = 150;

export function isSearchable(query: string): boolean {
  return query.trim().length >= SITE_SEARCH_MIN_LENGTH;
}

/**
 * The results for what the visitor has typed, in their language: the earlier results stay on screen while the
 * next ones load, and an answer that arrives after a newer query was typed is dropped. A search that finds
 * nothing asks for a corrected query before it settles, so "nothing found" and "did you mean" come together.
 */
export function useSiteSearch(query: string, locale: Locale, maxResults: number): SiteSearchState {
  const [state, setState] = useState<SiteSearchState>({ status: 'idle' });
  const trimmed = query.trim();

  useEffect(() => {
    if (!isSearchable(trimmed)) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState((previous) => ({ status: 'loading', query: trimmed, results: previous.status === 'idle' ? [] : previous.results }));
    const timer = window.setTimeout(() => {
      getPublicClient()
        .then(async (client) => {
          const results = await searchSite(client, trimmed, locale, maxResults);
          // A suggestion only helps: without one the visitor still sees that nothing was found.
          const suggestion = results.length > 0 ? null : await siteSearchSuggestion(client, trimmed, locale).catch(() => null);
          return { results, suggestion };
        })
        .then(
          ({ results, suggestion }) => {
            if (current) setState({ status: 'ready', query: trimmed, results, suggestion });
          },
          (error: unknown) => {
            console.error('Site search failed:', error);
            if (current) setState({ status: 'failed', query: trimmed, results: [] });
          },
        );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [trimmed, locale, maxResults]);

  return state;
}
