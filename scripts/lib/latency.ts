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

/** "runs 0.40, 0.35 s; median 0.40 s, max 1.19 s" */
export function describeLatency(latency: Latency): string {
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  return `runs ${latency.runs.map(seconds).join(', ')} s; median ${seconds(latency.medianMs)} s, max ${seconds(latency.maxMs)} s`;
}
