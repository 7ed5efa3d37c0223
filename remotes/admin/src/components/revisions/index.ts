export { RevisionHistory } from './revision-history';
export { DeletedRecords } from './deleted-records';
