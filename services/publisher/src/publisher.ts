/**
 * The live publisher: keeps the prerendered site in step with the database without rebuilding bundles.
 *
 * The database queues every committed change to public content (migration 20261125000200_publish_queue)
 * and, where pg_net runs, POSTs to the publisher's webhook at once. The publisher re-renders the pages whose
 * data changed (all of them when it starts), writes what changed, removes the pages that went away, and then acknowledges the
 * events it handled. It runs in the frame of the background services (@app/job-service): the queue is
 * polled (a missed webhook is caught within one interval) and re-read right after the start-up render,
 * changes that arrive during a render cause one more render afterwards (coalesced, never lost), a render
 * that fails (the backend stopped, a read failed) writes nothing, so the last good pages stay served, and
 * is retried after a backoff. It also wakes at the next scheduled post's time. A publisher that starts (or
 * is restarted after a crash) renders at once and acknowledges every event up to the newest.
 *
 * GET /health on the webhook's port answers a monitor: 200 when the last render succeeded and no known
 * change has waited longer than `maxLagSeconds`, else 503, with the queue's lag and the last outcome.
 */
import { PostgrestClient } from '@supabase/postgrest-js';
import { describeError, namedHealth, startJobService, type NamedHealth, type RunResult } from '@app/job-service';
import { jsonAnswer, type Database, type JsonShape, type ReadClient } from '@app/supabase';
import type { FailedPage, RenderedSite, RenderOptions } from './render-site';
import { replaceStaticSearchDocuments } from './search-documents';
import { removeStaleTemporaries, writeSite, type WriteResult } from './write-site';

export interface QueueStatus {
  latest_event_id: number | null;
  pending: number;
  /** Seconds the oldest unhandled event has waited, by the database's clock. */
  queue_lag_seconds: number;
  next_scheduled_at: string | null;
  /** Staff asked for a new publish ("Zkusit znovu"): every page is rendered, not only the changed ones. */
  full_render_requested?: boolean;
}

const QUEUE_STATUS: JsonShape<QueueStatus> = {
  latest_event_id: 'number?',
  pending: 'number',
  queue_lag_seconds: 'number',
  next_scheduled_at: 'string?',
  full_render_requested: 'boolean?',
};

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
  /** Wait after a failed render before trying again (ms), doubling while renders keep failing. */
  retryDelayMs?: number;
  /** The longest wait between retries (ms); default 30 s. */
  maxRetryDelayMs?: number;
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
  /** The records' pages the render could not render (the rest went live). */
  failed?: FailedPage[];
  error?: string;
  durationMs: number;
}

/**
 * What GET /health answers (503 unless `status` is ok): `rendering` while a render is under way,
 * `last_published_at` when the last good one finished; `queue_lag_seconds` is how long the oldest change the
 * publisher knows of (from the webhook, a poll, a scheduled post or its own start) has waited for a good render.
 */
export type PublisherHealth = NamedHealth<'rendering', 'last_published_at'>;

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

export async function startPublisher(options: PublisherOptions): Promise<Publisher> {
  const log = options.log ?? ((message: string) => console.log(`publisher: ${message}`));
  const reader: ReadClient = rest(options.supabaseUrl, options.anonKey);
  const queue = rest(options.supabaseUrl, options.serviceRoleKey);

  let stopped = false;
  let scheduledTimer: NodeJS.Timeout | undefined;
  /** Set once the frame has started (a scheduled post due during the start-up render is found by its re-read). */
  let requestRender: () => void = () => undefined;
  /** The catalogs' texts change only with a deployment: handed to the site search once per publisher run. */
  let staticSearchReplaced = false;

  const status = async (): Promise<QueueStatus> => {
    const { data, error } = await queue.rpc('publish_queue_status');
    if (error) throw new Error(`queue status: ${error.message}`);
    const value = jsonAnswer(data, QUEUE_STATUS, 'publish_queue_status');
    return { ...value, latest_event_id: value.latest_event_id === null ? null : Number(value.latest_event_id) };
  };

  /** Wakes at the next scheduled post's time (its status call announces it). */
  const wakeForSchedule = (at: string | null) => {
    clearTimeout(scheduledTimer);
    if (!at || stopped) return;
    const delay = Math.max(0, new Date(at).getTime() - Date.now()) + 250;
    // setTimeout's limit is about 24.8 days; polling covers anything later.
    if (delay > 2 ** 31 - 1) return;
    scheduledTimer = setTimeout(() => requestRender(), delay);
    scheduledTimer.unref();
  };

  const renderOnce = async (): Promise<PublishOutcome> => {
    const startedAt = Date.now();
    let eventId: number | null = null;
    try {
      const before = await status();
      eventId = before.latest_event_id;
      const site = await options.render(reader, { strict: true, full: before.full_render_requested === true });
      if (!staticSearchReplaced) {
        await replaceStaticSearchDocuments(queue);
        staticSearchReplaced = true;
      }
      const result = await writeSite(options.dist, site, options.postFolders);
      site.commit();
      if (result.written.length > 0 || result.removed.length > 0) await options.afterPublish?.(result);
      // Acknowledged even with nothing queued: the run is what the back office shows as the last publish.
      for (const page of site.failed) log(`${page.file} could not be rendered, its last good version stays served: ${page.error}`);
      const { error } = await queue.rpc('publish_queue_ack', {
        through_id: eventId ?? 0,
        duration_ms: Date.now() - startedAt,
        written_files: result.written,
        removed_files: result.removed,
        // The editors of these records see their publish failed; every other change is live.
        failed_records: site.failed.map(({ record, error: pageError }) => ({ table_name: record.table, record_id: record.id, slug: record.slug, error: pageError })),
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
      return { ok: true, eventId, result, failed: site.failed, durationMs };
    } catch (error) {
      const message = describeError(error);
      const durationMs = Date.now() - startedAt;
      log(`render failed, the last good pages stay served: ${message}`);
      // Shown to the editors waiting for these events; when the database is what failed, only the log has it.
      const recorded = await queue
        .rpc('publish_queue_fail', { through_id: eventId ?? 0, error_message: message, duration_ms: durationMs })
        .then(({ error: failure }) => failure?.message ?? null, (failure: unknown) => describeError(failure));
      if (recorded) log(`the failure could not be recorded: ${recorded}`);
      return { ok: false, eventId, error: message, durationMs };
    }
  };

  const leftovers = removeStaleTemporaries(options.dist);
  if (leftovers.length > 0) log(`removed ${leftovers.length} temporary file(s) an interrupted render left behind`);

  const toHealth = namedHealth('rendering', 'last_published_at');

  // Start in step with the database (the frame renders at once and re-reads the queue), then keep an eye on it.
  const service = await startJobService<PublishOutcome>({
    run: renderOnce,
    failureOf: (outcome) => (outcome.ok ? null : (outcome.error ?? 'unknown error')),
    queueStatus: async () => {
      const current = await status();
      wakeForSchedule(current.next_scheduled_at);
      return { pending: current.pending, lagSeconds: Number(current.queue_lag_seconds ?? 0) };
    },
    poll: 'when-pending',
    pollIntervalMs: options.pollIntervalMs ?? 5000,
    retryDelayMs: options.retryDelayMs ?? 2000,
    maxRetryDelayMs: options.maxRetryDelayMs,
    maxLagSeconds: options.maxLagSeconds ?? 60,
    awaitStartupRun: true,
    words: { item: 'a change', run: 'render' },
    port: options.webhookPort,
    host: options.webhookHost,
    webhook: { path: '/publish', secretHeader: 'X-Publish-Secret', secret: options.webhookSecret, secretVariable: 'PUBLISH_WEBHOOK_SECRET' },
    healthBody: toHealth,
    log,
  });

  requestRender = () => void service.request();

  const outcomeOf = (result: RunResult<PublishOutcome>): PublishOutcome =>
    result.outcome ?? { ok: false, eventId: null, error: result.error ?? 'stopped', durationMs: result.durationMs };

  return {
    webhookUrl: service.webhookUrl,
    healthUrl: service.healthUrl,
    health: async () => toHealth(await service.health()),
    publish: async () => outcomeOf(await service.request()),
    get lastOutcome() {
      return service.lastResult ? outcomeOf(service.lastResult) : null;
    },
    async stop() {
      stopped = true;
      clearTimeout(scheduledTimer);
      await service.stop();
    },
  };
}
