export { SearchDialog } from './search-dialog';
export { SEARCH_QUERY_PARAM } from './search-url';
export { SearchPanel } from './search-panel';
