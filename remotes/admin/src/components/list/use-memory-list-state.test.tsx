import { act, renderHook } from '@testing-library/react';
import type { ListSpec } from '@app/content';
import { useMemoryListState } from './use-memory-list-state';

const SPEC: ListSpec = { searchColumns: ['title'], sortable: ['title', 'deleted_at'], defaultSort: { column: 'deleted_at', direction: 'desc' } };

test('starts on the first page in the default order; paging keeps the rest, any other change goes back to page 1', () => {
  const { result } = renderHook(() => useMemoryListState(SPEC, 10));
  expect(result.current.query).toEqual({ search: '', filters: {}, sort: SPEC.defaultSort, page: 1, pageSize: 10 });
  expect(result.current.narrowed).toBe(false);

  act(() => result.current.setPage(3));
  expect(result.current.query.page).toBe(3);
  act(() => result.current.setSearch('  faktury '));
  expect(result.current.query).toMatchObject({ search: 'faktury', page: 1 });
  expect(result.current.narrowed).toBe(true);

  act(() => result.current.setPage(2));
  act(() => result.current.toggleSort('title'));
  expect(result.current.query).toMatchObject({ sort: { column: 'title', direction: 'asc' }, page: 1 });
  act(() => result.current.toggleSort('title'));
  expect(result.current.query.sort).toEqual({ column: 'title', direction: 'desc' });
  act(() => result.current.setSort({ column: 'password', direction: 'asc' }));
  expect(result.current.query.sort).toEqual(SPEC.defaultSort);

  act(() => result.current.setFilter('stav', 'x'));
  act(() => result.current.setPage(4));
  act(() => result.current.setPageSize(50));
  expect(result.current.query).toMatchObject({ filters: { stav: 'x' }, pageSize: 50, page: 1 });
  act(() => result.current.setFilter('stav', null));
  expect(result.current.query.filters).toEqual({});

  act(() => result.current.setFilter('stav', 'x'));
  act(() => result.current.clear());
  expect(result.current.query).toMatchObject({ search: '', filters: {}, page: 1, sort: SPEC.defaultSort, pageSize: 50 });
  expect(result.current.narrowed).toBe(false);
});

test('its state is its own: two lists do not share it, and nothing reaches the URL', () => {
  const first = renderHook(() => useMemoryListState(SPEC));
  const second = renderHook(() => useMemoryListState(SPEC));
  act(() => first.result.current.setPage(2));
  expect(second.result.current.query.page).toBe(1);
  expect(window.location.search).toBe('');
});
