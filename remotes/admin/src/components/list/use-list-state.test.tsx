import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { ListSpec } from '@app/content';
import { useListState } from './use-list-state';

const SPEC: ListSpec = { searchColumns: ['title_cs'], sortable: ['title_cs', 'created_at'], defaultSort: { column: 'created_at', direction: 'desc' } };
const FILTERS = ['stav'] as const;

function renderList(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  return renderHook(() => ({ list: useListState(SPEC, FILTERS), location: useLocation() }), { wrapper });
}

test('reads search, filters, sort, page and page size from the URL, ignoring what the list does not know', () => {
  const { result } = renderList('/admin/blog?hledat=faktury&stav=koncept&razeni=title_cs.asc&strana=3&na-strance=50&neznamy=1');
  expect(result.current.list.query).toEqual({
    search: 'faktury',
    filters: { stav: 'koncept' },
    sort: { column: 'title_cs', direction: 'asc' },
    page: 3,
    pageSize: 50,
  });
  expect(result.current.list.narrowed).toBe(true);
});

test('falls back to defaults for a foreign sort column, a bad page and an unknown page size', () => {
  const { result } = renderList('/admin/blog?razeni=password.asc&strana=-2&na-strance=7');
  expect(result.current.list.query).toMatchObject({ sort: SPEC.defaultSort, page: 1, pageSize: 25 });
  expect(result.current.list.narrowed).toBe(false);
});

test('sorting flips on the same column; filtering and sorting go back to page 1; paging keeps the rest', () => {
  const { result } = renderList('/admin/blog?strana=4');
  act(() => result.current.list.toggleSort('title_cs'));
  expect(result.current.location.search).toBe('?razeni=title_cs.asc');
  act(() => result.current.list.toggleSort('title_cs'));
  expect(result.current.location.search).toBe('?razeni=title_cs.desc');
  act(() => result.current.list.setPage(2));
  act(() => result.current.list.setFilter('stav', 'koncept'));
  expect(result.current.location.search).toBe('?razeni=title_cs.desc&stav=koncept');
  act(() => result.current.list.setPage(5));
  expect(result.current.list.query.page).toBe(5);
  act(() => result.current.list.clear());
  expect(result.current.location.search).toBe('?razeni=title_cs.desc');
});
