/** Timed runs of one path (bench): each run, their median and their maximum. */
export interface Latency {
  runs: number[];
  medianMs: number;
  maxMs: number;
}

export function summarizeLatency(runs: number[]): Latency {
  const sorted = [...runs].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const medianMs = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { runs, medianMs, maxMs: Math.max(...runs) };
}

/** The nearest-rank percentile (0 < p ≤ 100) of the values: the smallest value at least p % of them do not exceed. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of no values');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1]!;
}

/** "runs 0.40, 0.35 s; median 0.40 s, max 1.19 s" */
export function describeLatency(latency: Latency): string {
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  return `runs ${latency.runs.map(seconds).join(', ')} s; median ${seconds(latency.medianMs)} s, max ${seconds(latency.maxMs)} s`;
}
