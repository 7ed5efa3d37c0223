import { chromiumPath } from '../../tests/e2e/support/chromium';
import { LIGHTHOUSE_CATEGORIES, failedRun, lighthouseRunFromResult, summarizeRuns, type LighthouseRun, type LighthouseSummary } from './lighthouse';

/** The flags stack-notes.md found to run Lighthouse offline against loopback with Debian's Chromium. */
export const LIGHTHOUSE_CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

export interface LighthouseTarget {
  label: string;
  url: string;
}

export interface LighthouseEnvironment {
  lighthouseVersion: string;
  hostUserAgent: string;
}

export interface AuditedTarget {
  summary: LighthouseSummary;
  /** From the first successful run; null when every run failed. */
  environment: LighthouseEnvironment | null;
}

/**
 * Runs Lighthouse `runs` times in a row on one URL with the default config (the mobile preset,
 * simulated throttling). Each URL gets its own Chromium with a fresh temporary profile, killed at the end.
 * Both packages are ESM only, hence the dynamic imports.
 */
export async function auditTarget(target: LighthouseTarget, runs: number): Promise<AuditedTarget> {
  const [{ default: lighthouse }, { launch }] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: LIGHTHOUSE_CHROME_FLAGS, logLevel: 'silent' });
  const results: LighthouseRun[] = [];
  let environment: LighthouseEnvironment | null = null;
  try {
    for (let index = 0; index < runs; index += 1) {
      const started = Date.now();
      let run: LighthouseRun;
      try {
        const result = await lighthouse(target.url, {
          port: chrome.port,
          output: 'json',
          // Failures are recorded in the results (run errors, audit errors) rather than logged.
          logLevel: 'silent',
          onlyCategories: [...LIGHTHOUSE_CATEGORIES],
          disableFullPageScreenshot: true,
        });
        if (!result) throw new Error('Lighthouse returned no result');
        run = lighthouseRunFromResult(result.lhr, Date.now() - started);
        if (!environment && !run.error) {
          environment = { lighthouseVersion: result.lhr.lighthouseVersion, hostUserAgent: result.lhr.environment.hostUserAgent };
        }
      } catch (error) {
        run = failedRun(error, Date.now() - started);
      }
      results.push(run);
    }
  } finally {
    chrome.kill();
  }
  return { summary: summarizeRuns(target.label, target.url, results), environment };
}
