/**
 * The live publisher: keeps the prerendered site in step with the database without rebuilding bundles.
 *
 * The database queues every committed change to public content (migration 20261125000200_publish_queue)
 * and, where pg_net runs, POSTs to the publisher's webhook at once. The publisher re-renders the pages whose
 * data changed (all of them when it starts), writes what changed, removes the pages that went away, and then acknowledges the
 * events it handled. It also polls the queue (a missed webhook is caught within one interval) and wakes at
 * the next scheduled post's time. Changes that arrive during a render cause one more render afterwards:
 * coalesced, never lost. A render that fails (the backend stopped, a read failed) writes nothing, so the
 * last good pages stay served; it is logged and retried. A publisher that starts (or is restarted after
 * a crash) renders at once and acknowledges every event up to the newest: nothing is lost while none ran.
 *
 * GET /health on the webhook's port answers a monitor: 200 when the last render succeeded and no known
 * change has waited longer than `maxLagSeconds`, else 503, with the queue's lag and the last outcome.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PostgrestClient } from '@supabase/postgrest-js';
import { createGuardedServer, requireWebhookSecret, webhookSecretMatches } from '@app/http-guard';
import type { Database, ReadClient } from '@app/supabase';
import type { RenderedSite, RenderOptions } from './render-site';
import { replaceStaticSearchDocuments } from './search-documents';
import { removeStaleTemporaries, writeSite, type WriteResult } from './write-site';

export interface QueueStatus {
  latest_event_id: number | null;
  pending: number;
  /** Seconds the oldest unhandled event has waited, by the database's clock. */
  queue_lag_seconds: number;
  next_scheduled_at: string | null;
}

export interface PublisherOptions {
  supabaseUrl: string;
  /** Pages are read as a visitor reads them. */
  anonKey: string;
  /** Only for the queue's status and acknowledgement (publish_queue_status/ack are service_role only). */
  serviceRoleKey: string;
  dist: string;
  postFolders: string[];
  render: (client: ReadClient, options: RenderOptions) => Promise<RenderedSite>;
  /** Listen for the database's webhook here (0: any free port); no listener when undefined. */
  webhookPort?: number;
  webhookHost?: string;
  /**
   * Every webhook call must carry it in X-Publish-Secret; required with `webhookPort` (at least 16
   * characters), so a listening publisher does not start without it.
   */
  webhookSecret?: string;
  /** How often the queue is polled (ms). */
  pollIntervalMs?: number;
  /** Wait after a failed render before trying again (ms). */
  retryDelayMs?: number;
  /** Health reports unhealthy once a known change has waited longer than this for a good render (s); default 60. */
  maxLagSeconds?: number;
  /** Runs after a render that changed files (e.g. upload them to the static host). A failure counts as a failed publish. */
  afterPublish?: (result: WriteResult) => Promise<void>;
  log?: (message: string) => void;
}

export interface PublishOutcome {
  ok: boolean;
  /** The newest queue event the render covered. */
  eventId: number | null;
  result?: WriteResult;
  error?: string;
  durationMs: number;
}

/** What GET /health answers (503 unless `status` is ok). */
export interface PublisherHealth {
  status: 'ok' | 'unhealthy';
  /** Why it is unhealthy (empty when ok). */
  problems: string[];
  /**
   * How long the oldest change the publisher knows of (from the webhook, a poll, a scheduled post or its own
   * start) has waited for a good render, in seconds; 0 when none waits.
   */
  queue_lag_seconds: number;
  /** Events the queue holds unacknowledged, read for this answer; null when the queue could not be read. */
  pending: number | null;
  /** A render is under way. */
  rendering: boolean;
  /** When the last good render finished. */
  last_published_at: string | null;
  last_duration_ms: number | null;
  /** The last render, when it failed (null once a render succeeds). */
  last_failure: { failed_at: string; error: string } | null;
  started_at: string;
}

export interface Publisher {
  /** The URL to configure as the database's webhook, when listening. */
  webhookUrl: string | null;
  /** The health URL for a monitor, when listening. */
  healthUrl: string | null;
  health(): Promise<PublisherHealth>;
  /** Asks for a render (as the webhook does); resolves when a render that started after the call has finished. */
  publish(): Promise<PublishOutcome>;
  readonly lastOutcome: PublishOutcome | null;
  stop(): Promise<void>;
}

const rest = (url: string, key: string) =>
  new PostgrestClient<Database>(`${url.replace(/\/$/, '')}/rest/v1`, { headers: { apikey: key, Authorization: `Bearer ${key}` } });

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

export async function startPublisher(options: PublisherOptions): Promise<Publisher> {
  const log = options.log ?? ((message: string) => console.log(`publisher: ${message}`));
  const pollIntervalMs = options.pollIntervalMs ?? 5000;
  const retryDelayMs = options.retryDelayMs ?? 2000;
  const maxLagSeconds = options.maxLagSeconds ?? 60;
  const startedAt = new Date();
  const reader = rest(options.supabaseUrl, options.anonKey) as unknown as ReadClient;
  const queue = rest(options.supabaseUrl, options.serviceRoleKey);

  let stopped = false;
  let lastOutcome: PublishOutcome | null = null;
  let wanted = false;
  let running: Promise<void> | null = null;
  let waiters: ((outcome: PublishOutcome) => void)[] = [];
  let pollTimer: NodeJS.Timeout | undefined;
  let scheduledTimer: NodeJS.Timeout | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  /** The oldest change known to wait for a good render (ms since the epoch), and the first one since the current render began. */
  let waitingSince: number | null = null;
  let arrivedDuringRender: number | null = null;
  let rendering = false;
  let lastSuccess: { at: Date; durationMs: number } | null = null;
  let lastFailure: { at: Date; error: string } | null = null;
  /** The catalogs' texts change only with a deployment: handed to the site search once per publisher run. */
  let staticSearchReplaced = false;

  const status = async (): Promise<QueueStatus> => {
    const { data, error } = await queue.rpc('publish_queue_status');
    if (error) throw new Error(`queue status: ${error.message}`);
    const value = data as unknown as QueueStatus;
    return { ...value, latest_event_id: value.latest_event_id === null ? null : Number(value.latest_event_id) };
  };

  /** Wakes at the next scheduled post's time (its status call announces it). */
  const wakeForSchedule = (at: string | null) => {
    clearTimeout(scheduledTimer);
    if (!at || stopped) return;
    const delay = Math.max(0, new Date(at).getTime() - Date.now()) + 250;
    // setTimeout's limit is about 24.8 days; polling covers anything later.
    if (delay > 2 ** 31 - 1) return;
    scheduledTimer = setTimeout(() => void request(), delay);
    scheduledTimer.unref();
  };

  const renderOnce = async (): Promise<PublishOutcome> => {
    const startedAt = Date.now();
    let eventId: number | null = null;
    try {
      const before = await status();
      eventId = before.latest_event_id;
      const site = await options.render(reader, { strict: true });
      if (!staticSearchReplaced) {
        await replaceStaticSearchDocuments(queue);
        staticSearchReplaced = true;
      }
      const result = await writeSite(options.dist, site, options.postFolders);
      site.commit();
      if (result.written.length > 0 || result.removed.length > 0) await options.afterPublish?.(result);
      // Acknowledged even with nothing queued: the run is what the back office shows as the last publish.
      const { error } = await queue.rpc('publish_queue_ack', {
        through_id: eventId ?? 0,
        duration_ms: Date.now() - startedAt,
        written_files: result.written,
        removed_files: result.removed,
      });
      if (error) throw new Error(`queue ack: ${error.message}`);
      wakeForSchedule(before.next_scheduled_at);
      const durationMs = Date.now() - startedAt;
      const changed = result.written.length + result.removed.length;
      log(
        changed === 0
          ? `up to date (${site.renderedPages} of ${site.pages.length} pages rendered in ${durationMs} ms)`
          : `published ${result.written.length} changed and ${result.removed.length} removed files (${site.renderedPages} of ${site.pages.length} pages rendered) in ${durationMs} ms`,
      );
      return { ok: true, eventId, result, durationMs };
    } catch (error) {
      const message = describe(error);
      const durationMs = Date.now() - startedAt;
      log(`render failed, the last good pages stay served: ${message}`);
      // Shown to the editors waiting for these events; when the database is what failed, only the log has it.
      const recorded = await queue
        .rpc('publish_queue_fail', { through_id: eventId ?? 0, error_message: message, duration_ms: durationMs })
        .then(({ error: failure }) => failure?.message ?? null, (failure: unknown) => describe(failure));
      if (recorded) log(`the failure could not be recorded: ${recorded}`);
      return { ok: false, eventId, error: message, durationMs };
    }
  };

  const loop = async () => {
    while (wanted && !stopped) {
      wanted = false;
      const settled = waiters;
      waiters = [];
      rendering = true;
      arrivedDuringRender = null;
      const outcome = await renderOnce();
      rendering = false;
      lastOutcome = outcome;
      if (outcome.ok) {
        // What arrived while it rendered may not be in it: that waits for the next render.
        waitingSince = arrivedDuringRender;
        lastSuccess = { at: new Date(), durationMs: outcome.durationMs };
        lastFailure = null;
      } else {
        lastFailure = { at: new Date(), error: outcome.error ?? 'unknown error' };
      }
      for (const resolve of settled) resolve(outcome);
      if (!outcome.ok && !stopped) {
        clearTimeout(retryTimer);
        retryTimer = setTimeout(() => void request(), retryDelayMs);
        retryTimer.unref();
      }
    }
    running = null;
  };

  const request = (): Promise<PublishOutcome> => {
    if (stopped) return Promise.resolve(lastOutcome ?? { ok: false, eventId: null, error: 'stopped', durationMs: 0 });
    wanted = true;
    const now = Date.now();
    waitingSince ??= now;
    if (rendering) arrivedDuringRender ??= now;
    const done = new Promise<PublishOutcome>((resolve) => waiters.push(resolve));
    running ??= loop();
    return done;
  };

  const poll = async () => {
    try {
      const current = await status();
      wakeForSchedule(current.next_scheduled_at);
      if (current.pending > 0) void request();
    } catch (error) {
      log(`queue poll failed: ${describe(error)}`);
    }
    if (!stopped) {
      pollTimer = setTimeout(() => void poll(), pollIntervalMs);
      pollTimer.unref();
    }
  };

  const health = async (): Promise<PublisherHealth> => {
    const problems: string[] = [];
    let pending: number | null = null;
    // The database dates each event when it is committed; what this process noticed covers a queue it cannot read.
    let lag = waitingSince === null ? 0 : (Date.now() - waitingSince) / 1000;
    try {
      const queueStatus = await withTimeout(status(), 2000, 'queue status');
      pending = queueStatus.pending;
      lag = Math.max(lag, Number(queueStatus.queue_lag_seconds ?? 0));
    } catch (error) {
      problems.push(`the queue cannot be read: ${describe(error)}`);
    }
    if (lag > maxLagSeconds) problems.push(`a change has waited ${Math.round(lag)} s (more than ${maxLagSeconds} s)`);
    if (lastFailure) problems.push(`the last render failed: ${lastFailure.error}`);
    return {
      status: problems.length === 0 ? 'ok' : 'unhealthy',
      problems,
      queue_lag_seconds: Math.round(lag * 1000) / 1000,
      pending,
      rendering,
      last_published_at: lastSuccess?.at.toISOString() ?? null,
      last_duration_ms: lastSuccess?.durationMs ?? null,
      last_failure: lastFailure ? { failed_at: lastFailure.at.toISOString(), error: lastFailure.error } : null,
      started_at: startedAt.toISOString(),
    };
  };

  let server: Server | null = null;
  let webhookUrl: string | null = null;
  let healthUrl: string | null = null;
  if (options.webhookPort !== undefined) {
    const host = options.webhookHost ?? '127.0.0.1';
    const webhookSecret = requireWebhookSecret(options.webhookSecret, 'PUBLISH_WEBHOOK_SECRET');
    server = createGuardedServer(
      async (req, res, url) => {
        if (url.pathname === '/health' && (req.method === 'GET' || req.method === 'HEAD')) {
          const body = await health();
          res
            .writeHead(body.status === 'ok' ? 200 : 503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
            .end(req.method === 'HEAD' ? undefined : JSON.stringify(body));
          return;
        }
        if (req.method !== 'POST') {
          res.writeHead(405, { Allow: 'POST' }).end();
          return;
        }
        if (!webhookSecretMatches(req.headers['x-publish-secret'], webhookSecret)) {
          res.writeHead(401, { 'Content-Type': 'application/json' }).end('{"error":"wrong X-Publish-Secret"}');
          return;
        }
        void request();
        res.writeHead(202, { 'Content-Type': 'application/json' }).end('{"status":"queued"}');
      },
      { log },
    );
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(options.webhookPort, host, () => resolve());
    });
    const origin = `http://${host.includes(':') ? `[${host}]` : host}:${(server.address() as AddressInfo).port}`;
    webhookUrl = `${origin}/publish`;
    healthUrl = `${origin}/health`;
  }

  const leftovers = removeStaleTemporaries(options.dist);
  if (leftovers.length > 0) log(`removed ${leftovers.length} temporary file(s) an interrupted render left behind`);
  // Start in step with the database, then keep an eye on the queue.
  await request();
  pollTimer = setTimeout(() => void poll(), pollIntervalMs);
  pollTimer.unref();

  return {
    webhookUrl,
    healthUrl,
    health,
    publish: request,
    get lastOutcome() {
      return lastOutcome;
    },
    async stop() {
      stopped = true;
      clearTimeout(pollTimer);
      clearTimeout(scheduledTimer);
      clearTimeout(retryTimer);
      await running?.catch(() => undefined);
      if (server) {
        await new Promise<void>((resolve) => {
          server!.close(() => resolve());
          server!.closeAllConnections();
        });
      }
    },
  };
}
