import { lazyPage } from '../../components/lazy-page';

export const PricingListPage = lazyPage(() => import('./pricing-list-page'), 'PricingListPage');
export const PricingFormPage = lazyPage(() => import('./pricing-form-page'), 'PricingFormPage');
