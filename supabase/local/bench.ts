import { performance } from 'node:perf_hooks';

export interface RestBenchOptions {
  /** The running backend's URL. */
  url: string;
  anonKey: string;
  concurrency?: number;
  durationMs?: number;
}

export interface RestBenchResult {
  name: string;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

/** The public site's anonymous reads, as supabase-js sends them. */
const READS = [
  { name: 'active modules', path: '/rest/v1/modules?select=*&active=eq.true&order=display_order.asc' },
  {
    name: 'published blog posts',
    path: '/rest/v1/blog_posts?select=id,title_cs,slug_cs,excerpt_cs,category_cs,published,featured,read_time,created_at&published=eq.true&order=created_at.desc',
  },
];

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

async function measure(url: string, headers: Record<string, string>, concurrency: number, durationMs: number) {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  const client = async () => {
    while (performance.now() < deadline) {
      const sent = performance.now();
      try {
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (!response.ok) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  const elapsed = performance.now() - started;
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, requestsPerSecond: (latencies.length / elapsed) * 1000, p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99), errors };
}

/**
 * Anonymous reads through the running backend with `concurrency` clients looping for `durationMs` each:
 * requests per second and latency percentiles per kind of read. Printing is the caller's business.
 */
export async function runRestBench(options: RestBenchOptions): Promise<RestBenchResult[]> {
  const headers = { apikey: options.anonKey, Authorization: `Bearer ${options.anonKey}`, Accept: 'application/json', 'Accept-Profile': 'public' };
  const results: RestBenchResult[] = [];
  for (const read of READS) {
    await measure(`${options.url}${read.path}`, headers, options.concurrency ?? 50, 1500);
    results.push({ name: read.name, ...(await measure(`${options.url}${read.path}`, headers, options.concurrency ?? 50, options.durationMs ?? 5000)) });
  }
  return results;
}
