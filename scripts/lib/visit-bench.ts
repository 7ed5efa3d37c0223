import http from 'node:http';
import { createTestClient } from '@app/local-backend';
import { adminVisitDashboard } from '@app/content';
import type { AppSupabaseClient, Database } from '@app/supabase';
import { percentile, summarizeLatency, type Latency } from './latency';
import type { Stack } from './stack';

const ORDINARY_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** One POST from the given local address, on a kept-alive connection of that client; resolves with the status. */
function post(agent: http.Agent, localAddress: string, target: URL, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      target,
      { method: 'POST', agent, localAddress, headers: { ...headers, 'Content-Length': Buffer.byteLength(body).toString() } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

export interface BeaconThroughput {
  clients: number;
  targetPerSecond: number;
  durationMs: number;
  sent: number;
  stored: number;
  errors: number;
  /** The answers by HTTP status ('failed' for a request that got none). */
  statuses: Record<string, number>;
  achievedPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/**
 * The beacon under load: `clients` browsers, each from its own /24 (a loopback address of its own, so the
 * per-client throttle of 120 views in 10 minutes sees 50 visitors, not one), together sending
 * `perSecond` record_page_view calls per second on a fixed schedule for `durationMs`.
 */
export async function measureBeaconThroughput(stack: Stack, clients = 50, perSecond = 500, durationMs = 10_000): Promise<BeaconThroughput> {
  const { url, anonKey } = stack.backend;
  const target = new URL('/rest/v1/rpc/record_page_view', url);
  await stack.backend.db.query('delete from private.page_views');
  const perClientIntervalMs = (1000 * clients) / perSecond;
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const statuses: Record<string, number> = {};
  const tally = (status: string) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
  };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, index) => {
      const localAddress = `127.0.${index + 1}.1`;
      const agent = new http.Agent({ keepAlive: true });
      const inFlight: Promise<void>[] = [];
      // Spread the clients' first beacons over one interval, then keep each on its own schedule.
      let next = started + (perClientIntervalMs * index) / clients;
      while (next - started < durationMs) {
        const wait = next - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const sentAt = performance.now();
        sent += 1;
        inFlight.push(
          post(
            agent,
            localAddress,
            target,
            { apikey: anonKey, 'Content-Type': 'application/json', 'User-Agent': ORDINARY_CHROME },
            JSON.stringify({
              page_key: 'blogPost',
              locale: 'en',
              path: `/en/blog/post-${sent % 40}`,
              is_landing: sent % 3 === 0,
              referrer_domain: sent % 6 === 0 ? 'google.com' : null,
              utm_source: null,
              utm_medium: null,
              utm_campaign: null,
              device: 'desktop',
            }),
          ).then(
            (status) => {
              tally(String(status));
              if (status < 200 || status >= 300) errors += 1;
              latencies.push(performance.now() - sentAt);
            },
            () => {
              tally('failed');
              errors += 1;
            },
          ),
        );
        next += perClientIntervalMs;
      }
      await Promise.all(inFlight);
      agent.destroy();
    }),
  );
  const elapsed = performance.now() - started;
  const { rows } = await stack.backend.db.query<{ n: number }>('select count(*)::int as n from private.page_views');
  return {
    clients,
    targetPerSecond: perSecond,
    durationMs,
    sent,
    stored: rows[0]!.n,
    errors,
    statuses,
    achievedPerSecond: (sent - errors) / (elapsed / 1000),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}

export interface DashboardQueryTime {
  rawEvents: number;
  days: number;
  generateMs: number;
  rollUpMs: number;
  /** visit_dashboard(30) through the Data API as the demo admin, after the roll-up (today read from raw views). */
  query: Latency & { p95Ms: number };
  /** The same read in the database alone, for comparison. */
  queryInDatabase: Latency;
}

/**
 * 1,000,000 generated raw views over the last 31 days (today included, about 1/31 of them), rolled up, then
 * the 30-day dashboard read timed `runs` times through the API as the back office calls it.
 */
export async function measureDashboardQuery(stack: Stack, rawEvents = 1_000_000, runs = 10): Promise<DashboardQueryTime> {
  const { db } = stack.backend;
  const days = 31;
  await db.query('delete from private.page_views');
  await db.query('delete from private.page_view_days');
  await db.query('delete from private.landing_days');
  await db.query('delete from private.page_view_day_totals');
  await db.query('delete from private.page_view_rollups');
  let started = performance.now();
  // Three views per visitor, 40 paths over three languages, a third of the views landings with a referrer
  // or a campaign; in batches so the database is not asked for one huge transaction.
  const batch = 100_000;
  for (let from = 0; from < rawEvents; from += batch) {
    await db.query(
      `insert into private.page_views (day, viewed_at, visitor_key, page_key, locale, path, is_landing, referrer_domain, utm_source, utm_campaign, device)
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
      [from, Math.min(rawEvents, from + batch) - 1, days],
    );
  }
  const generateMs = performance.now() - started;

  started = performance.now();
  await db.query('select private.roll_up_page_views()');
  const rollUpMs = performance.now() - started;

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
  return {
    rawEvents,
    days,
    generateMs,
    rollUpMs,
    query: { ...summarizeLatency(api), p95Ms: percentile(api, 95) },
    queryInDatabase: summarizeLatency(inDatabase),
  };
}

export function formatVisitBench(beacons: BeaconThroughput | undefined, dashboard: DashboardQueryTime | undefined): string[] {
  const lines: string[] = [];
  if (beacons) {
    lines.push(
      `Beacon: ${beacons.clients} clients, ${beacons.targetPerSecond}/s for ${beacons.durationMs / 1000} s → sent ${beacons.sent}, stored ${beacons.stored}, errors ${beacons.errors} (answers ${JSON.stringify(beacons.statuses)}), ` +
        `${beacons.achievedPerSecond.toFixed(0)}/s, p50 ${beacons.p50Ms.toFixed(1)} ms, p99 ${beacons.p99Ms.toFixed(1)} ms`,
    );
  }
  if (dashboard) {
    const ms = (value: number) => value.toFixed(0);
    lines.push(
      `Dashboard over ${dashboard.rawEvents.toLocaleString('en')} raw views (${dashboard.days} days): generated in ${(dashboard.generateMs / 1000).toFixed(1)} s, rolled up in ${(dashboard.rollUpMs / 1000).toFixed(1)} s; ` +
        `visit_dashboard(30) through the API median ${ms(dashboard.query.medianMs)} ms, p95 ${ms(dashboard.query.p95Ms)} ms, max ${ms(dashboard.query.maxMs)} ms; ` +
        `in the database median ${ms(dashboard.queryInDatabase.medianMs)} ms, max ${ms(dashboard.queryInDatabase.maxMs)} ms`,
    );
  }
  return lines;
}
