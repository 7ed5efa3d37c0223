/**
 * What one cold visit of a public URL may download, in gzip -9 KB (the bytes are deterministic for a build;
 * timings stay in the benchmark). docs/measurements.md has the measured values.
 */
export const PUBLIC_PAGE_BUDGET = {
  jsGzipKb: 108,
  cssGzipKb: 30,
} as const;

/** The public pages' byte targets; docs/measurements.md compares the measured values with them. */
export const PUBLIC_PAGE_TARGET = {
  jsGzipKb: 108,
  cssGzipKb: 30,
} as const;

/** JavaScript a signed-in cold visit of the admin dashboard may download (host and remote), gzip -9 KB. */
export const ADMIN_DASHBOARD_BUDGET = {
  jsGzipKb: 250,
} as const;
