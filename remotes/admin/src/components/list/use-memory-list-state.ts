import { useMemo, useState } from 'react';
import type { ListQuery, ListSpec } from '@app/content';
import { DEFAULT_PAGE_SIZE, type ListState } from './use-list-state';

/**
 * A list's search, filters, sort and page kept in component state, for a list inside a drawer or dialog
 * (whose state must not take over the URL of the screen beneath it). It behaves as `useListState`: any
 * change but paging goes back to page 1, the same column again flips the sort.
 */
export function useMemoryListState(spec: ListSpec, pageSize = DEFAULT_PAGE_SIZE): ListState {
  const [query, setQuery] = useState<ListQuery>(() => ({ search: '', filters: {}, sort: spec.defaultSort, page: 1, pageSize }));

  return useMemo(() => {
    const change = (next: Partial<ListQuery>) => setQuery((current) => ({ ...current, page: 1, ...next }));
    return {
      query,
      narrowed: Boolean(query.search) || Object.keys(query.filters).length > 0,
      setSearch: (search) => change({ search: search.trim() }),
      setFilter: (key, value) =>
        setQuery((current) => {
          const { [key]: _removed, ...filters } = current.filters;
          return { ...current, page: 1, filters: value ? { ...filters, [key]: value } : filters };
        }),
      toggleSort: (column) =>
        setQuery((current) => {
          const same = current.sort.column === column;
          return { ...current, page: 1, sort: { column, direction: same && current.sort.direction === 'asc' ? 'desc' : 'asc' } };
        }),
      setSort: (sort) => change({ sort: spec.sortable.includes(sort.column) ? sort : spec.defaultSort }),
      setPage: (page) => setQuery((current) => ({ ...current, page: Math.max(1, page) })),
      setPageSize: (size) => change({ pageSize: size }),
      clear: () => change({ search: '', filters: {} }),
    };
  }, [query, spec]);
}
