export { useListState, LIST_PARAMS, DEFAULT_PAGE_SIZE, type ListState } from './use-list-state';
export { useMemoryListState } from './use-memory-list-state';
export { useListPage, type ListPageState, type ListPosition } from './use-list-page';
export { ListToolbar, ListFilter, SortableTh, ListFooter, ListPagination, ListBody, type FilterOption, type ListSort } from './list-controls';
export { ListTable, EmptyList, RowActions, LIST_TABLE_MIN_WIDTH } from './list-table';
