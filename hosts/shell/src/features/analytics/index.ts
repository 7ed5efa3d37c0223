// What start-up needs, kept small because it is in every page's first download. The pages that send a lead
// import './visit-attribution' when they send it, so its parsing loads only then.
export { PageViewCounter } from './page-view-counter';
export { rememberVisitStart } from './visit';
