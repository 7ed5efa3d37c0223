/**
 * What one cold visit of a public URL may download, in gzip -9 KB (the bytes are deterministic for a build;
 * timings stay in the benchmark): issue 6's targets. README's performance section has the measured values.
 */
export const PUBLIC_PAGE_BUDGET = {
  jsGzipKb: 110,
  cssGzipKb: 30,
} as const;

/** Issue 6's targets, printed beside the measured values by the benchmark. */
export const PUBLIC_PAGE_TARGET = {
  jsGzipKb: 110,
  cssGzipKb: 30,
} as const;

/** Issue 12: JavaScript a signed-in cold visit of the admin dashboard may download (host and remote), gzip -9 KB. */
export const ADMIN_DASHBOARD_BUDGET = {
  jsGzipKb: 250,
} as const;
