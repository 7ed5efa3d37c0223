export { SearchDialog } from './search-dialog';
export { SearchPanel } from './search-panel';
