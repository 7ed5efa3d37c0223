import { Worker } from 'node:worker_threads';

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

/** Warm-up rounds run until the rate settles: PGlite's WebAssembly is compiled to fast code only once hot. */
const WARM_UP_ROUND_MS = 1000;
const WARM_UP_MIN_ROUNDS = 2;
const WARM_UP_MAX_ROUNDS = 10;
const SETTLED_WITHIN = 0.1;

interface LoadJob {
  host: string;
  port: number;
  request: string;
  concurrency: number;
  durationMs: number;
}

interface LoadOutcome {
  latencies: Float64Array;
  elapsedMs: number;
  errors: number;
}

/**
 * The load generator, run in its own thread so that it never shares an event loop with the server it
 * measures. Each of `concurrency` keep-alive connections sends the same request again as soon as the
 * previous answer is complete (HTTP/1.1, Content-Length or chunked bodies).
 */
const LOAD_GENERATOR = `
const { parentPort, workerData } = require('node:worker_threads');
const net = require('node:net');
const { performance } = require('node:perf_hooks');
const job = workerData;
const REQUEST_TIMEOUT_MS = 10000;
const request = Buffer.from(job.request, 'latin1');
const latencies = [];
let errors = 0;
let running = 0;
const started = performance.now();
const deadline = started + job.durationMs;

function bodyEnd(buffer, headerEnd, head) {
  const length = /\\r\\ncontent-length:\\s*(\\d+)/i.exec(head);
  if (length) {
    const end = headerEnd + Number(length[1]);
    return buffer.length >= end ? end : -1;
  }
  if (!/\\r\\ntransfer-encoding:\\s*chunked/i.test(head)) return headerEnd;
  let offset = headerEnd;
  for (;;) {
    const lineEnd = buffer.indexOf('\\r\\n', offset, 'latin1');
    if (lineEnd < 0) return -1;
    const size = parseInt(buffer.toString('latin1', offset, lineEnd), 16);
    offset = lineEnd + 2 + size + 2;
    if (buffer.length < offset) return -1;
    if (size === 0) return offset;
  }
}

function connection() {
  running++;
  const socket = net.connect(job.port, job.host);
  socket.setNoDelay(true);
  let buffer = Buffer.alloc(0);
  let sent = 0;
  let waiting = false;
  const send = () => {
    if (performance.now() >= deadline) {
      socket.end();
      return;
    }
    sent = performance.now();
    waiting = true;
    socket.write(request);
  };
  socket.on('connect', send);
  socket.on('data', (chunk) => {
    buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
    const headerEnd = buffer.indexOf('\\r\\n\\r\\n', 0, 'latin1');
    if (headerEnd < 0) return;
    const head = buffer.toString('latin1', 0, headerEnd + 2);
    const end = bodyEnd(buffer, headerEnd + 4, head);
    if (end < 0) return;
    buffer = buffer.subarray(end);
    waiting = false;
    latencies.push(performance.now() - sent);
    if (!/^HTTP\\/1\\.1 2\\d\\d /.test(head)) errors++;
    if (/\\r\\nconnection:\\s*close/i.test(head)) {
      socket.end();
      if (performance.now() < deadline) connection();
      return;
    }
    send();
  });
  socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
  socket.on('error', () => undefined);
  socket.on('close', () => {
    if (waiting) {
      errors++;
      latencies.push(performance.now() - sent);
      if (performance.now() < deadline) connection();
    }
    if (--running === 0) finish();
  });
}

function finish() {
  parentPort.postMessage({ latencies: Float64Array.from(latencies), elapsedMs: performance.now() - started, errors });
}

for (let i = 0; i < job.concurrency; i++) connection();
`;

function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

function generateLoad(job: LoadJob): Promise<LoadOutcome> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_GENERATOR, { eval: true, workerData: job });
    worker.once('message', (outcome: LoadOutcome) => {
      resolve(outcome);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The load generator stopped (${code}) before reporting`)));
  });
}

async function measure(job: LoadJob): Promise<Omit<RestBenchResult, 'name'>> {
  const { latencies, elapsedMs, errors } = await generateLoad(job);
  latencies.sort();
  return {
    requests: latencies.length,
    requestsPerSecond: (latencies.length / elapsedMs) * 1000,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    errors,
  };
}

async function warmUp(job: Omit<LoadJob, 'durationMs'>): Promise<void> {
  let previous = 0;
  for (let round = 1; round <= WARM_UP_MAX_ROUNDS; round++) {
    const { requestsPerSecond } = await measure({ ...job, durationMs: WARM_UP_ROUND_MS });
    if (round >= WARM_UP_MIN_ROUNDS && Math.abs(requestsPerSecond - previous) <= SETTLED_WITHIN * previous) return;
    previous = requestsPerSecond;
  }
}

/**
 * Anonymous reads through the running backend with `concurrency` keep-alive clients looping for
 * `durationMs` each, after warming both up until their rates settle: requests per second and latency
 * percentiles per kind of read. The clients run in a worker thread, so the server's own thread only
 * serves. Printing is the caller's business.
 */
export async function runRestBench(options: RestBenchOptions): Promise<RestBenchResult[]> {
  const target = new URL(options.url);
  const port = Number(target.port || (target.protocol === 'https:' ? 443 : 80));
  if (target.protocol !== 'http:') throw new Error(`runRestBench speaks plain HTTP only, not ${target.protocol}`);
  const headers = [
    `Host: ${target.host}`,
    `apikey: ${options.anonKey}`,
    `Authorization: Bearer ${options.anonKey}`,
    'Accept: application/json',
    'Accept-Profile: public',
    'Connection: keep-alive',
  ];
  const concurrency = options.concurrency ?? 50;
  const jobs = READS.map((read) => ({
    name: read.name,
    host: target.hostname.replace(/^\[(.*)\]$/, '$1'),
    port,
    request: `GET ${target.pathname.replace(/\/$/, '')}${read.path} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`,
    concurrency,
  }));
  for (const job of jobs) await warmUp(job);
  const results: RestBenchResult[] = [];
  for (const { name, ...job } of jobs) {
    results.push({ name, ...(await measure({ ...job, durationMs: options.durationMs ?? 5000 })) });
  }
  return results;
}
