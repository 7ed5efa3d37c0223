// Only the counter is in the first download. The code that decides and sends (./visit, also what a form
// sends as the visit's attribution) is imported when needed: after the page has loaded, or at a form's send.
export { PageViewCounter } from './page-view-counter';
