import { ComingSoonPage } from '../coming-soon/coming-soon-page';

export const ModulesListPage = ComingSoonPage;
export const ModuleFormPage = ComingSoonPage;
