import {
  failedRun,
  formatAuditFindings,
  formatBenchmarkIndex,
  formatLighthouseTable,
  lighthouseRunFromResult,
  median,
  overallBenchmarkIndex,
  parseLighthouseOptions,
  spreadOf,
  summarizeRuns,
  type LighthouseResultLike,
  type LighthouseRun,
} from './lighthouse';

interface ResultValues {
  performance: number | null;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  benchmarkIndex: number;
  runtimeError?: { code: string; message: string };
}

const refs = (...ids: string[]) => ids.map((id) => ({ id, weight: id.startsWith('manual-') ? 0 : 1 }));

function resultWith(values: ResultValues): LighthouseResultLike {
  return {
    categories: {
      performance: {
        score: values.performance,
        auditRefs: refs('largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'first-contentful-paint', 'speed-index'),
      },
      accessibility: { score: 1, auditRefs: refs('html-has-lang', 'manual-focus-order') },
      'best-practices': { score: 0.96, auditRefs: refs('errors-in-console', 'doctype') },
      seo: { score: 0.92, auditRefs: refs('meta-description', 'canonical', 'hreflang') },
    },
    audits: {
      'largest-contentful-paint':
        values.performance === null
          ? { score: null, errorMessage: 'NO_LCP\n    at getOptimisticGraph' }
          : { score: 0.9, numericValue: values.lcpMs },
      // Lantern cannot simulate TBT either when the trace has no LCP.
      'total-blocking-time':
        values.performance === null ? { score: null, errorMessage: 'NO_LCP' } : { score: 0.9, numericValue: values.tbtMs },
      'cumulative-layout-shift': { score: 1, numericValue: values.cls },
      'first-contentful-paint': { score: 1, numericValue: 900 },
      'speed-index': { score: 1, numericValue: 1200 },
      'html-has-lang': { score: 1 },
      'manual-focus-order': { score: 0 },
      'errors-in-console': { score: 0 },
      doctype: { score: 1 },
      'meta-description': { score: 1 },
      canonical: { score: 0 },
      hreflang: { score: null },
      'unrelated-audit': { score: 0 },
    },
    environment: { benchmarkIndex: values.benchmarkIndex },
    runtimeError: values.runtimeError,
  };
}

function runWith(values: ResultValues): LighthouseRun {
  return lighthouseRunFromResult(resultWith(values), 8000);
}

describe('median and spreadOf', () => {
  it('takes the middle value of an odd count and the mean of the two middle values of an even count', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('refuses an empty list', () => {
    expect(() => median([])).toThrow('median of no values');
  });

  it('ignores missing values and gives null when none is present', () => {
    expect(spreadOf([90, null, 70, 100])).toEqual({ median: 90, min: 70, max: 100 });
    expect(spreadOf([null, null])).toBeNull();
    expect(spreadOf([])).toBeNull();
  });
});

describe('lighthouseRunFromResult', () => {
  it('reads category scores as 0–100 and the metrics from their audits', () => {
    const run = runWith({ performance: 0.874, lcpMs: 1750.4, tbtMs: 210, cls: 0.013, benchmarkIndex: 1480 });
    expect(run).toEqual({
      performance: 87,
      accessibility: 100,
      bestPractices: 96,
      seo: 92,
      lcpMs: 1750.4,
      tbtMs: 210,
      cls: 0.013,
      fcpMs: 900,
      speedIndexMs: 1200,
      benchmarkIndex: 1480,
      durationMs: 8000,
      failedAudits: ['best-practices: errors-in-console', 'seo: canonical'],
      auditErrors: [],
    });
  });

  it('keeps a category Lighthouse could not score as null and records a runtime error', () => {
    const run = runWith({
      performance: null,
      lcpMs: 0,
      tbtMs: 0,
      cls: 0,
      benchmarkIndex: 1500,
      runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
    });
    expect(run.performance).toBeNull();
    expect(run.lcpMs).toBeNull();
    expect(run.tbtMs).toBeNull();
    expect(run.auditErrors).toEqual(['performance: largest-contentful-paint: NO_LCP', 'performance: total-blocking-time: NO_LCP']);
    expect(run.error).toBe('NO_FCP: The page did not paint any content.');
  });

  it('turns a thrown error into a failed run without numbers', () => {
    const run = failedRun(new Error('Protocol error: target closed'), 1234);
    expect(run.error).toBe('Protocol error: target closed');
    expect(run.durationMs).toBe(1234);
    expect(run.performance).toBeNull();
    expect(run.benchmarkIndex).toBeNull();
    expect(run.failedAudits).toEqual([]);
  });
});

describe('summarizeRuns', () => {
  const runs = [
    runWith({ performance: 0.95, lcpMs: 1700, tbtMs: 150, cls: 0.01, benchmarkIndex: 1400 }),
    runWith({ performance: 0.81, lcpMs: 2600, tbtMs: 420, cls: 0.01, benchmarkIndex: 900 }),
    runWith({ performance: 0.97, lcpMs: 1500, tbtMs: 90, cls: 0.02, benchmarkIndex: 1500 }),
    failedRun(new Error('timed out'), 45_000),
  ];

  it('gives median, min and max of the successful runs only and counts the failed ones', () => {
    const summary = summarizeRuns('/en/cenik', 'http://127.0.0.1:4000/en/cenik', runs);
    expect(summary.failedRuns).toBe(1);
    expect(summary.runs).toHaveLength(4);
    expect(summary.performance).toEqual({ median: 95, min: 81, max: 97 });
    expect(summary.lcpMs).toEqual({ median: 1700, min: 1500, max: 2600 });
    expect(summary.tbtMs).toEqual({ median: 150, min: 90, max: 420 });
    expect(summary.cls).toEqual({ median: 0.01, min: 0.01, max: 0.02 });
    expect(summary.accessibility).toEqual({ median: 100, min: 100, max: 100 });
    expect(summary.benchmarkIndex).toEqual({ median: 1400, min: 900, max: 1500 });
    expect(summary.failedAudits).toEqual({ 'best-practices: errors-in-console': 3, 'seo: canonical': 3 });
  });

  it('has no numbers when every run failed', () => {
    const summary = summarizeRuns('/', 'http://127.0.0.1:4000/', [failedRun('boom', 10)]);
    expect(summary.failedRuns).toBe(1);
    expect(summary.performance).toBeNull();
    expect(summary.seo).toBeNull();
  });

  it('pools the benchmarkIndex of every run of every URL', () => {
    const first = summarizeRuns('/', 'u1', runs.slice(0, 2));
    const second = summarizeRuns('/en', 'u2', runs.slice(2));
    expect(overallBenchmarkIndex([first, second])).toEqual({ median: 1400, min: 900, max: 1500 });
    expect(formatBenchmarkIndex(overallBenchmarkIndex([first, second]))).toBe('benchmarkIndex median 1400 (min 900, max 1500)');
    expect(formatBenchmarkIndex(null)).toBe('benchmarkIndex: n/a');
  });
});

describe('formatLighthouseTable', () => {
  it('prints one Markdown row per URL with the median and range of performance and the page weight', () => {
    const control = summarizeRuns('control page (static)', 'http://127.0.0.1:5000/', [
      runWith({ performance: 1, lcpMs: 800, tbtMs: 0, cls: 0, benchmarkIndex: 1500 }),
    ]);
    const pricing = summarizeRuns('/en/cenik', 'http://127.0.0.1:4000/en/cenik', [
      runWith({ performance: 0.95, lcpMs: 1700, tbtMs: 150.4, cls: 0.0123, benchmarkIndex: 1400 }),
      runWith({ performance: 0.81, lcpMs: 2600, tbtMs: 420, cls: 0.01, benchmarkIndex: 900 }),
      failedRun('timed out', 45_000),
    ]);
    const table = formatLighthouseTable([
      { summary: control, weight: { jsGzipBytes: 0, cssGzipBytes: 512 } },
      { summary: pricing, weight: { jsGzipBytes: 102_400, cssGzipBytes: 20_992 } },
      { summary: summarizeRuns('/de', 'http://127.0.0.1:4000/de', [failedRun('boom', 1)]) },
    ]);
    expect(table.split('\n')).toEqual([
      '| URL | perf median (min–max) | a11y | best practices | SEO | LCP s (median) | TBT ms (median) | CLS (median) | JS gz KB | CSS gz KB |',
      '|---|---|---|---|---|---|---|---|---|---|',
      '| control page (static) | 100 (100–100) | 100 | 96 | 92 | 0.80 | 0 | 0.000 | 0.0 | 0.5 |',
      '| /en/cenik (1 of 3 runs failed) | 88 (81–95) [2 of 3 runs scored] | 100 | 96 | 92 | 2.15 | 285 | 0.011 | 100.0 | 20.5 |',
      '| /de (1 of 1 runs failed) | n/a | n/a | n/a | n/a | n/a | n/a | n/a | n/a | n/a |',
    ]);
  });

  it('says when performance was scored in fewer runs than were made', () => {
    const summary = summarizeRuns('/', 'u', [
      runWith({ performance: 0.82, lcpMs: 3200, tbtMs: 380, cls: 0, benchmarkIndex: 1000 }),
      runWith({ performance: null, lcpMs: 0, tbtMs: 0, cls: 0, benchmarkIndex: 1000 }),
    ]);
    const row = formatLighthouseTable([{ summary }]).split('\n')[2];
    expect(row).toBe('| / | 82 (82–82) [1 of 2 runs scored] | 100 | 96 | 92 | 3.20 | 380 | 0.000 | n/a | n/a |');
  });

  it('shows the range of a category score only when the runs disagreed', () => {
    const unsteady = resultWith({ performance: 0.9, lcpMs: 1000, tbtMs: 0, cls: 0, benchmarkIndex: 1000 });
    unsteady.categories['best-practices'] = { score: 0.78, auditRefs: refs('errors-in-console', 'doctype') };
    const summary = summarizeRuns('/', 'u', [
      lighthouseRunFromResult(unsteady, 1),
      runWith({ performance: 0.9, lcpMs: 1000, tbtMs: 0, cls: 0, benchmarkIndex: 1000 }),
      runWith({ performance: 0.9, lcpMs: 1000, tbtMs: 0, cls: 0, benchmarkIndex: 1000 }),
    ]);
    const row = formatLighthouseTable([{ summary }]).split('\n')[2];
    expect(row).toBe('| / | 90 (90–90) | 100 | 96 (78–96) | 92 | 1.00 | 0 | 0.000 | n/a | n/a |');
  });
});

describe('formatAuditFindings', () => {
  it('names the failing audits, audit errors and failed runs per URL, with counts when not every run agreed', () => {
    const flaky = resultWith({ performance: 0.9, lcpMs: 1000, tbtMs: 0, cls: 0, benchmarkIndex: 1000 });
    flaky.audits.canonical = { score: 1 };
    const unscored = summarizeRuns('/', 'u1', [
      lighthouseRunFromResult(flaky, 1),
      runWith({ performance: null, lcpMs: 0, tbtMs: 0, cls: 0, benchmarkIndex: 1000 }),
      failedRun('Protocol error', 1),
    ]);
    const clean = resultWith({ performance: 1, lcpMs: 800, tbtMs: 0, cls: 0, benchmarkIndex: 1000 });
    clean.audits['errors-in-console'] = { score: 1 };
    clean.audits.canonical = { score: 1 };
    const control = summarizeRuns('control', 'u2', [lighthouseRunFromResult(clean, 1)]);
    expect(formatAuditFindings([unscored, control])).toEqual([
      '/: run failed: Protocol error; performance: largest-contentful-paint: NO_LCP (1 of 2 runs); ' +
        'performance: total-blocking-time: NO_LCP (1 of 2 runs); ' +
        'best-practices: errors-in-console; seo: canonical (1 of 2 runs)',
    ]);
  });
});

describe('parseLighthouseOptions', () => {
  it('defaults to 5 runs on every public URL, building first', () => {
    expect(parseLighthouseOptions({})).toEqual({ runs: 5, paths: null, skipLighthouse: false, skipBuild: false });
  });

  it('reads the run count, a trimmed comma list of paths without duplicates and the skip switches', () => {
    expect(
      parseLighthouseOptions({ BENCH_RUNS: '1', BENCH_URLS: ' /, /en/cenik ,,/en/cenik', SKIP_LIGHTHOUSE: '1', SKIP_BUILD: '1' }),
    ).toEqual({ runs: 1, paths: ['/', '/en/cenik'], skipLighthouse: true, skipBuild: true });
  });

  it('rejects a run count that is not a positive integer and paths without a leading slash', () => {
    expect(() => parseLighthouseOptions({ BENCH_RUNS: '0' })).toThrow('BENCH_RUNS must be a positive integer, got "0"');
    expect(() => parseLighthouseOptions({ BENCH_RUNS: '2.5' })).toThrow('BENCH_RUNS');
    expect(() => parseLighthouseOptions({ BENCH_RUNS: 'five' })).toThrow('BENCH_RUNS');
    expect(() => parseLighthouseOptions({ BENCH_URLS: 'en/cenik' })).toThrow('BENCH_URLS takes paths starting with "/", got "en/cenik"');
  });
});
