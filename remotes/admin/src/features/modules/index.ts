export { ModulesListPage } from './modules-list-page';
export { ModuleFormPage } from './module-form-page';
