export { PricingListPage } from './pricing-list-page';
export { PricingFormPage } from './pricing-form-page';
