import { ComingSoonPage } from '../coming-soon/coming-soon-page';

export const UsersPage = ComingSoonPage;
