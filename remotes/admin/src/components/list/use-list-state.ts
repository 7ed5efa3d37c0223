import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZES, type ListQuery, type ListSort, type ListSpec } from '@app/content';

/** The URL keys of a list's state (Czech, as the other admin URLs): ?hledat=…&razeni=created_at.desc&strana=2&na-strance=25. */
export const LIST_PARAMS = { search: 'hledat', sort: 'razeni', page: 'strana', pageSize: 'na-strance' } as const;

export const DEFAULT_PAGE_SIZE = 25;

export interface ListState {
  query: ListQuery;
  /** Whether the search or a filter narrows the list (the empty state then offers to clear them). */
  narrowed: boolean;
  setSearch: (search: string) => void;
  setFilter: (key: string, value: string | null) => void;
  /** Sorts by the column; the same column again flips the direction. */
  toggleSort: (column: string) => void;
  setSort: (sort: ListSort) => void;
  setPage: (page: number) => void;
  setPageSize: (size: number) => void;
  clear: () => void;
}

function parseSort(raw: string | null, spec: ListSpec): ListSort {
  const [column = '', direction] = (raw ?? '').split('.');
  if (!spec.sortable.includes(column)) return spec.defaultSort;
  return { column, direction: direction === 'asc' ? 'asc' : 'desc' };
}

function positive(raw: string | null, fallback: number): number {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * A list's search, filters, sort and page, kept in the URL so back, forward and reload restore them.
 * Sorting, filtering and paging add a history entry; typing a search replaces it (one entry per search,
 * not per key). Any change but paging goes back to page 1.
 */
export function useListState(spec: ListSpec, filterKeys: readonly string[]): ListState {
  const [params, setParams] = useSearchParams();
  const raw = params.toString();

  const query = useMemo<ListQuery>(() => {
    const current = new URLSearchParams(raw);
    const filters: Record<string, string> = {};
    for (const key of filterKeys) {
      const value = current.get(key);
      if (value) filters[key] = value;
    }
    const size = positive(current.get(LIST_PARAMS.pageSize), DEFAULT_PAGE_SIZE);
    return {
      search: current.get(LIST_PARAMS.search) ?? '',
      filters,
      sort: parseSort(current.get(LIST_PARAMS.sort), spec),
      page: positive(current.get(LIST_PARAMS.page), 1),
      pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    };
  }, [raw, spec, filterKeys.join(',')]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void, options: { keepPage?: boolean; replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          if (!options.keepPage) next.delete(LIST_PARAMS.page);
          return next;
        },
        { replace: options.replace ?? false },
      ),
    [setParams],
  );

  const setOrDelete = (next: URLSearchParams, key: string, value: string | null) => {
    if (value) next.set(key, value);
    else next.delete(key);
  };

  return {
    query,
    narrowed: Boolean(query.search) || Object.keys(query.filters).length > 0,
    setSearch: (search) => update((next) => setOrDelete(next, LIST_PARAMS.search, search.trim() || null), { replace: true }),
    setFilter: (key, value) => update((next) => setOrDelete(next, key, value)),
    toggleSort: (column) =>
      update((next) => {
        const same = query.sort.column === column;
        const direction = same ? (query.sort.direction === 'asc' ? 'desc' : 'asc') : 'asc';
        next.set(LIST_PARAMS.sort, `${column}.${direction}`);
      }),
    setSort: (sort) => update((next) => next.set(LIST_PARAMS.sort, `${sort.column}.${sort.direction}`)),
    setPage: (page) => update((next) => setOrDelete(next, LIST_PARAMS.page, page > 1 ? String(page) : null), { keepPage: true }),
    setPageSize: (size) => update((next) => setOrDelete(next, LIST_PARAMS.pageSize, size === DEFAULT_PAGE_SIZE ? null : String(size))),
    clear: () =>
      update((next) => {
        next.delete(LIST_PARAMS.search);
        for (const key of filterKeys) next.delete(key);
      }),
  };
}
