import { lazyPage } from '../../components/lazy-page';

export const PersonalDataPage = lazyPage(() => import('./personal-data-page'), 'PersonalDataPage');
