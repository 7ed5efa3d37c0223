export { PageViewCounter } from './page-view-counter';
export { rememberVisitStart, visitAttribution } from './visit';
