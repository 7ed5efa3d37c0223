import { Worker } from 'node:worker_threads';
import { createTestClient } from '@app/local-backend';
import { adminVisitDashboard } from '@app/content';
import type { AppSupabaseClient, Database } from '@app/supabase';
import { percentile, summarizeLatency, type Latency } from './latency';
import { waitForPublisherIdle } from './job-service-process';
import type { Stack } from './stack';

const ORDINARY_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * The beacon load generator, run in a worker thread so that the clients never share an event loop with the
 * server they measure. Each client sends from its own loopback address (127.0.<n>.1, so the per-client
 * throttle sees that many visitors) on a fixed schedule, on keep-alive connections: a free one of its own,
 * or a new one when all of its are waiting (as a browser's connection pool does). The latency is measured
 * from the scheduled time, so a late send counts against the server too.
 */
const BEACON_LOAD = `
const { parentPort, workerData } = require('node:worker_threads');
const net = require('node:net');
const { performance } = require('node:perf_hooks');
const job = workerData;
const REQUEST_TIMEOUT_MS = 30000;
const latencies = [];
const statuses = {};
let sent = 0;
let pending = 0;
let scheduling = true;
const started = performance.now();
const tally = (status) => { statuses[status] = (statuses[status] || 0) + 1; };

function requestBytes(view) {
  const body = JSON.stringify(view);
  return Buffer.from(
    'POST ' + job.path + ' HTTP/1.1\\r\\nHost: ' + job.host + ':' + job.port + '\\r\\napikey: ' + job.anonKey +
      '\\r\\nContent-Type: application/json\\r\\nUser-Agent: ' + job.userAgent + '\\r\\nConnection: keep-alive\\r\\nContent-Length: ' +
      Buffer.byteLength(body) + '\\r\\n\\r\\n' + body,
  );
}

function done() {
  if (!scheduling && pending === 0) {
    parentPort.postMessage({ latencies: Float64Array.from(latencies), statuses, sent, elapsedMs: performance.now() - started });
  }
}

function openConnection(client) {
  const socket = net.connect({ host: job.host, port: job.port, localAddress: client.address });
  socket.setNoDelay(true);
  const connection = { socket, busy: false, due: 0, buffer: Buffer.alloc(0) };
  socket.on('data', (chunk) => {
    connection.buffer = connection.buffer.length === 0 ? chunk : Buffer.concat([connection.buffer, chunk]);
    const headerEnd = connection.buffer.indexOf('\\r\\n\\r\\n', 0, 'latin1');
    if (headerEnd < 0) return;
    const head = connection.buffer.toString('latin1', 0, headerEnd + 2);
    const length = /\\r\\ncontent-length:\\s*(\\d+)/i.exec(head);
    const end = headerEnd + 4 + (length ? Number(length[1]) : 0);
    if (connection.buffer.length < end) return;
    connection.buffer = connection.buffer.subarray(end);
    latencies.push(performance.now() - connection.due);
    tally(head.slice(9, 12));
    connection.busy = false;
    pending -= 1;
    done();
  });
  socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
  socket.on('error', () => undefined);
  socket.on('close', () => {
    client.connections = client.connections.filter((other) => other !== connection);
    if (connection.busy) {
      tally('failed');
      pending -= 1;
      done();
    }
  });
  client.connections.push(connection);
  return connection;
}

const intervalMs = (1000 * job.clients) / job.perSecond;
for (let index = 0; index < job.clients; index += 1) {
  const client = { address: '127.0.' + (job.firstClient + index) + '.1', connections: [] };
  let due = started + (intervalMs * index) / job.clients;
  const next = () => {
    if (due - started >= job.durationMs) {
      for (const connection of client.connections) if (!connection.busy) connection.socket.end();
      if (index === job.clients - 1) {
        scheduling = false;
        done();
      }
      return;
    }
    const connection = client.connections.find((candidate) => !candidate.busy && !candidate.socket.destroyed) || openConnection(client);
    connection.busy = true;
    connection.due = due;
    pending += 1;
    sent += 1;
    connection.socket.write(requestBytes({
      page_key: 'blogPost',
      locale: 'en',
      path: '/en/blog/post-' + (sent % 40),
      is_landing: sent % 3 === 0,
      referrer_domain: sent % 6 === 0 ? 'google.com' : null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      device: 'desktop',
    }));
    due += intervalMs;
    setTimeout(next, Math.max(0, due - performance.now()));
  };
  setTimeout(next, Math.max(0, due - performance.now()));
}
`;

interface BeaconLoadJob {
  host: string;
  port: number;
  path: string;
  anonKey: string;
  userAgent: string;
  clients: number;
  /** The first client's n in 127.0.<n>.1. */
  firstClient: number;
  perSecond: number;
  durationMs: number;
}

interface BeaconLoadOutcome {
  latencies: Float64Array;
  statuses: Record<string, number>;
  sent: number;
  elapsedMs: number;
}

function generateBeaconLoad(job: BeaconLoadJob): Promise<BeaconLoadOutcome> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(BEACON_LOAD, { eval: true, workerData: job });
    worker.once('message', (outcome: BeaconLoadOutcome) => {
      resolve(outcome);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The beacon load generator stopped (${code}) before reporting`)));
  });
}

export interface BeaconThroughput {
  clients: number;
  targetPerSecond: number;
  warmUpMs: number;
  durationMs: number;
  sent: number;
  stored: number;
  errors: number;
  /** The answers by HTTP status ('failed' for a request that got none). */
  statuses: Record<string, number>;
  achievedPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

/**
 * The beacon under load: `clients` browsers, each from its own /24 (a loopback address of its own, so the
 * per-client throttle of 120 views in 10 minutes sees 50 visitors, not one), together sending
 * `perSecond` record_page_view calls per second on a fixed schedule for `durationMs`, after a warm-up of
 * `warmUpMs` at the same rate from other clients (PGlite's WebAssembly and the server's JavaScript are
 * compiled to fast code only once hot; the warm-up is not counted).
 */
export async function measureBeaconThroughput(
  stack: Stack,
  clients = 50,
  perSecond = 500,
  durationMs = 10_000,
  warmUpMs = 3_000,
): Promise<BeaconThroughput> {
  const { url, anonKey, db } = stack.backend;
  const target = new URL(url);
  const job = {
    host: target.hostname,
    port: Number(target.port),
    path: '/rest/v1/rpc/record_page_view',
    anonKey,
    userAgent: ORDINARY_CHROME,
    clients,
    perSecond,
  };
  // The publisher renders the site when the stack starts: not while the beacon is measured.
  if (stack.publisher) await waitForPublisherIdle(stack.publisher);
  if (warmUpMs > 0) await generateBeaconLoad({ ...job, firstClient: 101, durationMs: warmUpMs });
  await db.query('select private.roll_up_new_page_views()');
  await db.query('delete from private.page_views');
  const { latencies, statuses, sent, elapsedMs } = await generateBeaconLoad({ ...job, firstClient: 1, durationMs });
  await db.query('select private.roll_up_new_page_views()');
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from private.page_views');
  const answered = [...latencies];
  const errors = sent - (statuses['204'] ?? 0);
  return {
    clients,
    targetPerSecond: perSecond,
    warmUpMs,
    durationMs,
    sent,
    stored: rows[0]!.n,
    errors,
    statuses,
    achievedPerSecond: ((sent - errors) / elapsedMs) * 1000,
    p50Ms: percentile(answered, 50),
    p95Ms: percentile(answered, 95),
    p99Ms: percentile(answered, 99),
    maxMs: Math.max(...answered),
  };
}

export interface DashboardQueryTime {
  rawEvents: number;
  days: number;
  generateMs: number;
  /** The housekeeping's roll-up of the generated views, run after each batch of them as it would run every few minutes. */
  rollUpMs: number;
  /** visit_dashboard(30) through the Data API as the demo admin, with every view rolled up. */
  query: Latency & { p95Ms: number };
  /** The same read in the database alone, for comparison. */
  queryInDatabase: Latency;
  /** Views appended before each of these reads, which the read rolls up first (the views since the housekeeping last ran). */
  pendingViews: number;
  queryWithPending: Latency & { p95Ms: number };
}

/** `count` generated views from number `from` on, spread over the last `days` days (today included), appended as the beacon appends them. */
async function appendGeneratedViews(db: Stack['backend']['db'], from: number, count: number, days: number): Promise<void> {
  // Three views per visitor, 40 paths over three languages, a third of the views landings with a referrer
  // or a campaign.
  await db.query(
    `insert into private.page_view_inbox (day, viewed_at, visitor_key, page_key, locale, path, is_landing, referrer_domain, utm_source, utm_campaign, device)
     select d, d + interval '12 hours', md5((i / 3)::text || d::text), p.page_key, p.locale, p.path, i % 3 = 0,
            case when i % 3 = 0 and i % 7 < 3 then (array['google.com', 'seznam.cz', 'linkedin.com', 'facebook.com', 'bing.com'])[1 + i % 5] end,
            case when i % 3 = 0 and i % 7 = 3 then 'newsletter' end,
            case when i % 3 = 0 and i % 7 = 3 then (array['spring', 'autumn', 'webinar'])[1 + i % 3] end,
            (array['desktop', 'mobile', 'tablet'])[1 + i % 3]
     from generate_series($1::integer, $2::integer) i
     cross join lateral (select (now() at time zone 'utc')::date - ((i / 3) % $3::integer) as d) day
     cross join lateral (
       select (array['cs', 'en', 'de'])[1 + (i / 7) % 3] as locale,
              case when (i / 7) % 40 < 25 then 'blogPost' else (array['home', 'pricing', 'contact', 'modules', 'services'])[1 + (i / 7) % 5] end as page_key,
              (array['', '/en', '/de'])[1 + (i / 7) % 3] || case when (i / 7) % 40 < 25 then '/blog/post-' || ((i / 7) % 40) else '/page-' || ((i / 7) % 5) end as path
     ) p`,
    [from, from + count - 1, days],
  );
}

/**
 * 1,000,000 generated raw views over the last 31 days (today included, about 1/31 of them), appended and
 * rolled up in batches, then the 30-day dashboard read timed `runs` times through the API as the back office
 * calls it: with every view rolled up, and with `pendingViews` new views of today waiting for each read.
 */
export async function measureDashboardQuery(stack: Stack, rawEvents = 1_000_000, runs = 10, pendingViews = 500): Promise<DashboardQueryTime> {
  const { db } = stack.backend;
  const days = 31;
  for (const table of ['page_view_inbox', 'page_views', 'page_view_days', 'landing_days', 'page_view_day_totals', 'page_view_rollups']) {
    await db.query(`delete from private.${table}`);
  }
  let generateMs = 0;
  let rollUpMs = 0;
  const batch = 100_000;
  for (let from = 0; from < rawEvents; from += batch) {
    let started = performance.now();
    await appendGeneratedViews(db, from, Math.min(batch, rawEvents - from), days);
    generateMs += performance.now() - started;
    started = performance.now();
    await db.query('select private.roll_up_page_views()');
    rollUpMs += performance.now() - started;
  }

  const client: AppSupabaseClient = createTestClient<Database>(stack.backend);
  const { error } = await client.auth.signInWithPassword({ email: 'admin@example.com', password: 'admin1234' });
  if (error) throw error;
  await adminVisitDashboard(client, 30); // warm-up
  const api: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    await adminVisitDashboard(client, 30);
    api.push(performance.now() - start);
  }
  const { rows: admins } = await db.query<{ id: string }>("select id from auth.users where email = 'admin@example.com'");
  const inDatabase: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    await db.asRole({ role: 'authenticated', sub: admins[0]!.id }, (tx) => tx.query('select public.visit_dashboard(30)'));
    inDatabase.push(performance.now() - start);
  }
  const withPending: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    // Today's views (one day), numbered beyond the generated ones: new visitors as well as new views.
    await appendGeneratedViews(db, rawEvents + run * pendingViews, pendingViews, 1);
    const start = performance.now();
    await adminVisitDashboard(client, 30);
    withPending.push(performance.now() - start);
  }
  return {
    rawEvents,
    days,
    generateMs,
    rollUpMs,
    query: { ...summarizeLatency(api), p95Ms: percentile(api, 95) },
    queryInDatabase: summarizeLatency(inDatabase),
    pendingViews,
    queryWithPending: { ...summarizeLatency(withPending), p95Ms: percentile(withPending, 95) },
  };
}

export function formatVisitBench(beacons: BeaconThroughput | undefined, dashboard: DashboardQueryTime | undefined): string[] {
  const lines: string[] = [];
  if (beacons) {
    lines.push(
      `Beacon: ${beacons.clients} clients, ${beacons.targetPerSecond}/s for ${beacons.durationMs / 1000} s after ${beacons.warmUpMs / 1000} s of warm-up → sent ${beacons.sent}, stored ${beacons.stored}, errors ${beacons.errors} (answers ${JSON.stringify(beacons.statuses)}), ` +
        `${beacons.achievedPerSecond.toFixed(0)}/s, p50 ${beacons.p50Ms.toFixed(1)} ms, p95 ${beacons.p95Ms.toFixed(1)} ms, p99 ${beacons.p99Ms.toFixed(1)} ms, max ${beacons.maxMs.toFixed(1)} ms`,
    );
  }
  if (dashboard) {
    const ms = (value: number) => value.toFixed(0);
    lines.push(
      `Dashboard over ${dashboard.rawEvents.toLocaleString('en')} raw views (${dashboard.days} days): generated in ${(dashboard.generateMs / 1000).toFixed(1)} s, rolled up in ${(dashboard.rollUpMs / 1000).toFixed(1)} s; ` +
        `visit_dashboard(30) through the API median ${ms(dashboard.query.medianMs)} ms, p95 ${ms(dashboard.query.p95Ms)} ms, max ${ms(dashboard.query.maxMs)} ms; ` +
        `in the database median ${ms(dashboard.queryInDatabase.medianMs)} ms, max ${ms(dashboard.queryInDatabase.maxMs)} ms; ` +
        `with ${dashboard.pendingViews} new views to roll up first, through the API median ${ms(dashboard.queryWithPending.medianMs)} ms, p95 ${ms(dashboard.queryWithPending.p95Ms)} ms, max ${ms(dashboard.queryWithPending.maxMs)} ms`,
    );
  }
  return lines;
}
