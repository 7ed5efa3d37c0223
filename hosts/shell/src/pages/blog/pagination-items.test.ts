import { paginationItems, type PaginationItem } from './pagination-items';

const shown = (items: PaginationItem[]) => items.map((item) => (item.kind === 'page' ? item.page : '…'));

test('a single page shows just its number', () => {
  expect(shown(paginationItems(1, 1))).toEqual([1]);
});

test('few pages show every number', () => {
  expect(shown(paginationItems(1, 5))).toEqual([1, 2, 3, 4, 5]);
  expect(shown(paginationItems(3, 5))).toEqual([1, 2, 3, 4, 5]);
  expect(shown(paginationItems(1, 7))).toEqual([1, 2, 3, 4, 5, 6, 7]);
});

test('many pages show the ends, the current page with its neighbours, and gaps', () => {
  expect(shown(paginationItems(1, 167))).toEqual([1, 2, '…', 167]);
  expect(shown(paginationItems(50, 167))).toEqual([1, '…', 49, 50, 51, '…', 167]);
  expect(shown(paginationItems(167, 167))).toEqual([1, '…', 166, 167]);
});

test('a gap never hides a single page', () => {
  expect(shown(paginationItems(4, 10))).toEqual([1, 2, 3, 4, 5, '…', 10]);
  expect(shown(paginationItems(7, 10))).toEqual([1, '…', 6, 7, 8, 9, 10]);
});
