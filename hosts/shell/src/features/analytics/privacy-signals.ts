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
