export { ReferencesListPage } from './references-list-page';
export { ReferenceFormPage } from './reference-form-page';
