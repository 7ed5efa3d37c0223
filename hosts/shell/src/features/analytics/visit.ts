/**
 * Where the visit began, as the browser gave it at start-up (the landing URL and document.referrer), read by
 * code loaded when it is needed. Memory only (no cookie, no storage): it survives client-side navigations
 * and ends with the page.
 */
export const visitStart = { url: '', referrer: '' };

/** Called once at start-up, before any client-side navigation. */
export function rememberVisitStart(): void {
  visitStart.url = location.href;
  visitStart.referrer = document.referrer;
}
