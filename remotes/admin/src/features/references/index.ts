import { lazyPage } from '../../components/lazy-page';

export const ReferencesListPage = lazyPage(() => import('./references-list-page'), 'ReferencesListPage');
export const ReferenceFormPage = lazyPage(() => import('./reference-form-page'), 'ReferenceFormPage');
