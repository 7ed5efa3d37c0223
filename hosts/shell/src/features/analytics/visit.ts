import { readVisitAttribution, type VisitAttribution } from '@app/content';

/** The visitor asked not to be followed: Global Privacy Control or Do Not Track. Then nothing is sent. */
export function sendsPrivacySignal(): boolean {
  return navigator.globalPrivacyControl === true || navigator.doNotTrack === '1';
}

/**
 * An automated browser (navigator.webdriver: crawlers, scripts, the project's own browser tests) is not
 * counted, unless a test opts in by setting `window.__countAutomatedVisits = true` before the page runs.
 */
export function isUncountedAutomation(): boolean {
  return navigator.webdriver === true && window.__countAutomatedVisits !== true;
}

// Memory only (no cookie, no storage): it survives client-side navigations and ends with the page.
let visitStart: VisitAttribution | null = null;

/** Remembers how the visit began; called once at start-up, before any client-side navigation. */
export function rememberVisitStart(): void {
  visitStart = readVisitAttribution(window.location, document.referrer);
}

/** How the visit began, sent with an enquiry or sign-up; null when unknown or the visitor sent a privacy signal. */
export function visitAttribution(): VisitAttribution | null {
  return sendsPrivacySignal() ? null : visitStart;
}
