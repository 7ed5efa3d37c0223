import { ComingSoonPage } from '../coming-soon/coming-soon-page';

export const PricingListPage = ComingSoonPage;
export const PricingFormPage = ComingSoonPage;
