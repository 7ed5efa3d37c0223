import { useCallback, useEffect, useState } from 'react';
import type { ListPage, ListQuery } from '@app/content';
import { getSupabase, type AppSupabaseClient } from '@app/supabase';
import { notify } from '@app/ui';
import { errorMessage } from '../error-message';
import type { ListState } from './use-list-state';

export interface ListPageState<Page extends ListPage<unknown>> {
  /** The shown page; kept while the next one loads, so the list does not flash. */
  page: Page | null;
  loading: boolean;
  error: string | null;
  reload: () => void;
  /** Changes shown rows in place (e.g. after marking one read) without a new request. */
  updateRows: (update: (rows: Page['rows']) => Page['rows']) => void;
}

/** What the loader needs of a list's state: the query, and a way back to page 1. */
export type ListPosition = Pick<ListState, 'query' | 'setPage'>;

/**
 * Loads the page the list's query asks for whenever it changes; answers that arrive late for an older
 * query are dropped. An empty page past the first (rows deleted meanwhile, an old link) goes back to page 1.
 */
export function useListPage<Page extends ListPage<unknown>>(
  fetchPage: (client: AppSupabaseClient, query: ListQuery) => Promise<Page>,
  { query, setPage: goToPage }: ListPosition,
  /** The failure toast, where this list has its own wording; else "Chyba při načítání" and the error. */
  failure: { title?: string; message?: string } = {},
): ListPageState<Page> {
  const [page, setPage] = useState<Page | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const key = JSON.stringify(query);

  useEffect(() => {
    let current = true;
    setLoading(true);
    (async () => {
      try {
        const result = await fetchPage(await getSupabase(), query);
        if (!current) return;
        if (query.page > 1 && result.rows.length === 0) {
          goToPage(1);
          return;
        }
        setPage(result);
        setError(null);
      } catch (failed) {
        if (!current) return;
        const message = errorMessage(failed);
        setError(message);
        console.error('Loading the list failed:', failed);
        notify({ kind: 'error', title: failure.title ?? 'Chyba při načítání', message: failure.message ?? message });
      } finally {
        if (current) setLoading(false);
      }
    })();
    return () => {
      current = false;
    };
    // The query's JSON is the dependency: a new but equal object must not load again.
  }, [key, generation]);

  return {
    page,
    loading,
    error,
    reload: useCallback(() => setGeneration((value) => value + 1), []),
    updateRows: useCallback((update: (rows: Page['rows']) => Page['rows']) => setPage((current) => (current ? { ...current, rows: update(current.rows) } : current)), []),
  };
}
