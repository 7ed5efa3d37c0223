export { useListState, LIST_PARAMS, DEFAULT_PAGE_SIZE, type ListState } from './use-list-state';
export { useListPage, type ListPageState } from './use-list-page';
export { ListToolbar, ListFilter, SortableTh, SortSelect, ListFooter, ListBody, type FilterOption } from './list-controls';
export { ListTable, EmptyList } from './list-table';
