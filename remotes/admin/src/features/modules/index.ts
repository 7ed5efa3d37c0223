import { lazyPage } from '../../components/lazy-page';

export const ModulesListPage = lazyPage(() => import('./modules-list-page'), 'ModulesListPage');
export const ModuleFormPage = lazyPage(() => import('./module-form-page'), 'ModuleFormPage');
export const ImageGeneratorPage = lazyPage(() => import('./image-generator-page'), 'ImageGeneratorPage');
