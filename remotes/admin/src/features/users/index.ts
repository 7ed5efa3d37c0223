import { lazyPage } from '../../components/lazy-page';

export const UsersPage = lazyPage(() => import('./users-page'), 'UsersPage');
