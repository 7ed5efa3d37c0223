/**
 * The pure half of the Lighthouse benchmark: reading a Lighthouse result, aggregating repeated runs
 * (median with min–max; runs on this shared machine are noisy), the benchmark's options and its table.
 * Launching Chromium and running Lighthouse live in lighthouse-runner.ts.
 */

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The parts of a Lighthouse result (LH.Result) the benchmark reads. */
export interface LighthouseResultLike {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, { score: number | null; numericValue?: number; errorMessage?: string } | undefined>;
  environment: { benchmarkIndex: number };
  runtimeError?: { code: string; message: string };
}

export interface LighthouseRun {
  /** Category scores 0–100; null when Lighthouse could not score the category. */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  speedIndexMs: number | null;
  /** Lighthouse's estimate of this machine's speed at the time of the run (higher is faster). */
  benchmarkIndex: number | null;
  durationMs: number;
  /** Scored audits of accessibility, best practices and SEO that did not pass, as "category: audit-id". */
  failedAudits: string[];
  /** Why a category got no score (an audit that errored, e.g. "performance: largest-contentful-paint: NO_LCP"). */
  auditErrors: string[];
  /** Set when the run failed: its numbers are not aggregated. */
  error?: string;
}

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export interface LighthouseSummary {
  /** What the table shows in its first column: a path, or "control page". */
  label: string;
  url: string;
  runs: LighthouseRun[];
  failedRuns: number;
  performance: Spread | null;
  accessibility: Spread | null;
  bestPractices: Spread | null;
  seo: Spread | null;
  lcpMs: Spread | null;
  tbtMs: Spread | null;
  cls: Spread | null;
  fcpMs: Spread | null;
  speedIndexMs: Spread | null;
  benchmarkIndex: Spread | null;
  /** Every audit that failed in at least one successful run, with how many runs it failed in. */
  failedAudits: Record<string, number>;
  auditErrors: Record<string, number>;
}

export interface LighthouseOptions {
  runs: number;
  /** Paths to audit instead of every public URL (BENCH_URLS), or null for all. */
  paths: string[] | null;
  skipLighthouse: boolean;
  skipBuild: boolean;
}

export interface LighthouseTableRow {
  summary: LighthouseSummary;
  weight?: { jsGzipBytes: number; cssGzipBytes: number };
}

function categoryScore(result: LighthouseResultLike, id: string): number | null {
  const score = result.categories[id]?.score;
  return typeof score === 'number' ? Math.round(score * 100) : null;
}

function auditValue(result: LighthouseResultLike, id: string): number | null {
  const value = result.audits[id]?.numericValue;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Audits that count towards these categories' scores. */
function scoredAuditsOf(result: LighthouseResultLike, categories: readonly string[]) {
  return categories.flatMap((category) =>
    (result.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => ({ category, id: ref.id, audit: result.audits[ref.id] })),
  );
}

export function lighthouseRunFromResult(result: LighthouseResultLike, durationMs: number): LighthouseRun {
  const run: LighthouseRun = {
    performance: categoryScore(result, 'performance'),
    accessibility: categoryScore(result, 'accessibility'),
    bestPractices: categoryScore(result, 'best-practices'),
    seo: categoryScore(result, 'seo'),
    lcpMs: auditValue(result, 'largest-contentful-paint'),
    tbtMs: auditValue(result, 'total-blocking-time'),
    cls: auditValue(result, 'cumulative-layout-shift'),
    fcpMs: auditValue(result, 'first-contentful-paint'),
    speedIndexMs: auditValue(result, 'speed-index'),
    benchmarkIndex: result.environment.benchmarkIndex,
    durationMs,
    failedAudits: scoredAuditsOf(result, ['accessibility', 'best-practices', 'seo'])
      .filter(({ audit }) => typeof audit?.score === 'number' && audit.score < 1)
      .map(({ category, id }) => `${category}: ${id}`),
    auditErrors: scoredAuditsOf(result, LIGHTHOUSE_CATEGORIES)
      .filter(({ audit }) => audit?.errorMessage !== undefined)
      .map(({ category, id, audit }) => `${category}: ${id}: ${(audit?.errorMessage ?? '').split('\n')[0]}`),
  };
  if (result.runtimeError) run.error = `${result.runtimeError.code}: ${result.runtimeError.message}`;
  return run;
}

export function failedRun(error: unknown, durationMs: number): LighthouseRun {
  return {
    performance: null,
    accessibility: null,
    bestPractices: null,
    seo: null,
    lcpMs: null,
    tbtMs: null,
    cls: null,
    fcpMs: null,
    speedIndexMs: null,
    benchmarkIndex: null,
    durationMs,
    failedAudits: [],
    auditErrors: [],
    error: error instanceof Error ? error.message : String(error),
  };
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Median, min and max of the values present; null when no value is. */
export function spreadOf(values: readonly (number | null)[]): Spread | null {
  const present = values.filter((value): value is number => value !== null);
  if (present.length === 0) return null;
  return { median: median(present), min: Math.min(...present), max: Math.max(...present) };
}

function countOccurrences(lists: readonly string[][]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const entry of lists.flatMap((list) => [...new Set(list)]).sort()) counts[entry] = (counts[entry] ?? 0) + 1;
  return counts;
}

export function summarizeRuns(label: string, url: string, runs: LighthouseRun[]): LighthouseSummary {
  const good = runs.filter((run) => run.error === undefined);
  const spread = (pick: (run: LighthouseRun) => number | null) => spreadOf(good.map(pick));
  return {
    label,
    url,
    runs,
    failedRuns: runs.length - good.length,
    performance: spread((run) => run.performance),
    accessibility: spread((run) => run.accessibility),
    bestPractices: spread((run) => run.bestPractices),
    seo: spread((run) => run.seo),
    lcpMs: spread((run) => run.lcpMs),
    tbtMs: spread((run) => run.tbtMs),
    cls: spread((run) => run.cls),
    fcpMs: spread((run) => run.fcpMs),
    speedIndexMs: spread((run) => run.speedIndexMs),
    // The machine's speed matters for failed runs too.
    benchmarkIndex: spreadOf(runs.map((run) => run.benchmarkIndex)),
    failedAudits: countOccurrences(good.map((run) => run.failedAudits)),
    auditErrors: countOccurrences(good.map((run) => run.auditErrors)),
  };
}

/** The benchmarkIndex over every run of every summary. */
export function overallBenchmarkIndex(summaries: readonly LighthouseSummary[]): Spread | null {
  return spreadOf(summaries.flatMap((summary) => summary.runs.map((run) => run.benchmarkIndex)));
}

function positiveInteger(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

/** BENCH_RUNS (default 5), BENCH_URLS (comma list of paths), SKIP_LIGHTHOUSE=1, SKIP_BUILD=1. */
export function parseLighthouseOptions(env: Record<string, string | undefined>): LighthouseOptions {
  const requested = (env.BENCH_URLS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of requested) {
    if (!entry.startsWith('/')) throw new Error(`BENCH_URLS takes paths starting with "/", got "${entry}"`);
  }
  return {
    runs: positiveInteger('BENCH_RUNS', env.BENCH_RUNS, 5),
    paths: requested.length > 0 ? [...new Set(requested)] : null,
    skipLighthouse: env.SKIP_LIGHTHOUSE === '1',
    skipBuild: env.SKIP_BUILD === '1',
  };
}

const NOT_AVAILABLE = 'n/a';

function formatSpread(spread: Spread | null, format: (value: number) => string): string {
  if (!spread) return NOT_AVAILABLE;
  return `${format(spread.median)} (${format(spread.min)}–${format(spread.max)})`;
}

/** The median alone, with the range only when the runs disagreed. */
function formatSteady(spread: Spread | null, format: (value: number) => string): string {
  if (!spread) return NOT_AVAILABLE;
  if (spread.min === spread.max) return format(spread.median);
  return formatSpread(spread, format);
}

function formatMedian(spread: Spread | null, format: (value: number) => string): string {
  return spread ? format(spread.median) : NOT_AVAILABLE;
}

const score = (value: number) => String(Math.round(value));

/** Flags a median taken over fewer runs than were made (a run failed, or Lighthouse could not score it). */
function formatPerformance(summary: LighthouseSummary): string {
  const scored = summary.runs.filter((run) => run.error === undefined && run.performance !== null).length;
  const cell = formatSpread(summary.performance, score);
  return scored > 0 && scored < summary.runs.length ? `${cell} [${scored} of ${summary.runs.length} runs scored]` : cell;
}
const kilobytes = (bytes: number) => (bytes / 1024).toFixed(1);

export function formatLighthouseTable(rows: readonly LighthouseTableRow[]): string {
  const header = [
    '| URL | perf median (min–max) | a11y | best practices | SEO | LCP s (median) | TBT ms (median) | CLS (median) | JS gz KB | CSS gz KB |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  const lines = rows.map(({ summary, weight }) => {
    const label =
      summary.failedRuns > 0 ? `${summary.label} (${summary.failedRuns} of ${summary.runs.length} runs failed)` : summary.label;
    const cells = [
      label,
      formatPerformance(summary),
      formatSteady(summary.accessibility, score),
      formatSteady(summary.bestPractices, score),
      formatSteady(summary.seo, score),
      formatMedian(summary.lcpMs, (ms) => (ms / 1000).toFixed(2)),
      formatMedian(summary.tbtMs, (ms) => String(Math.round(ms))),
      formatMedian(summary.cls, (cls) => cls.toFixed(3)),
      weight ? kilobytes(weight.jsGzipBytes) : NOT_AVAILABLE,
      weight ? kilobytes(weight.cssGzipBytes) : NOT_AVAILABLE,
    ];
    return `| ${cells.join(' | ')} |`;
  });
  return [...header, ...lines].join('\n');
}

/**
 * One line per URL that lost points outside performance or whose scores are missing, naming the
 * audits and in how many of its runs they failed: what to fix, without opening a report.
 */
export function formatAuditFindings(summaries: readonly LighthouseSummary[]): string[] {
  return summaries.flatMap((summary) => {
    const good = summary.runs.length - summary.failedRuns;
    const describe = (counts: Record<string, number>) =>
      Object.entries(counts).map(([entry, count]) => (count === good ? entry : `${entry} (${count} of ${good} runs)`));
    const findings = [...describe(summary.auditErrors), ...describe(summary.failedAudits)];
    const runErrors = [...new Set(summary.runs.flatMap((run) => (run.error === undefined ? [] : [run.error])))];
    const all = [...runErrors.map((error) => `run failed: ${error}`), ...findings];
    return all.length > 0 ? [`${summary.label}: ${all.join('; ')}`] : [];
  });
}

export function formatBenchmarkIndex(spread: Spread | null): string {
  if (!spread) return 'benchmarkIndex: n/a';
  return `benchmarkIndex median ${Math.round(spread.median)} (min ${Math.round(spread.min)}, max ${Math.round(spread.max)})`;
}
