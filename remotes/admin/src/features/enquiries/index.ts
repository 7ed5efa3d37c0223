export { EnquiriesPage } from './enquiries-page';
