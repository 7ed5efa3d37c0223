import { ComingSoonPage } from '../coming-soon/coming-soon-page';

export const ReferencesListPage = ComingSoonPage;
export const ReferenceFormPage = ComingSoonPage;
