import { lazyPage } from '../../components/lazy-page';

export const EnquiriesPage = lazyPage(() => import('./enquiries-page'), 'EnquiriesPage');
