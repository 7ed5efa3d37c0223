import { lazyPage } from '../../components/lazy-page';

export const VisitsPage = lazyPage(() => import('./visits-page'), 'VisitsPage');
