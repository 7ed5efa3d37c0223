/**
 * The frame every background service runs in (the live publisher, the mail worker): the database queues
 * the work (migration 20261127030000_job_queues) and wakes the service through its webhook; the service
 * supplies one `run` that handles what is due, and the frame decides when it runs.
 *
 * - Runs never overlap; a wake-up during a run causes exactly one more run afterwards (coalesced, never lost).
 * - The queue is polled (a missed webhook is caught within one interval), and re-read right after the
 *   start-up run, so a change made while the service was starting does not wait for the first poll.
 * - A failed run is tried again after a backoff that doubles up to a limit (polls wait for it too; a
 *   webhook does not, a new change may be what fixes it), and starts over after a success.
 * - GET /health: 200 or 503 with the queue's lag, what is pending, the last success and the last failure;
 *   a run still going after its lease (another worker may take the same messages) is a problem too.
 * - POST to the webhook needs the secret header (compared in constant time); `stop()` waits for the run.
 * Beside it: the settings every service has (service-config.ts) and its process entry (service-process.ts).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
// Node's timers (unref) also where a test environment replaces the global ones.
import { clearTimeout, setTimeout } from 'node:timers';
import { createGuardedServer, requireWebhookSecret, webhookSecretMatches } from '@app/http-guard';

/** What the queue says for the poll and for /health. */
export interface QueueReading {
  /** Messages not yet handled. */
  pending: number;
  /** How long the oldest of them has waited, by the database's clock (s). */
  lagSeconds: number;
}

export interface RunResult<Outcome> {
  ok: boolean;
  /** What `run` returned (also for a run its `failureOf` calls failed); undefined when it threw. */
  outcome?: Outcome;
  error?: string;
  durationMs: number;
}

export interface JobHealth {
  status: 'ok' | 'unhealthy';
  /** Why it is unhealthy (empty when ok). */
  problems: string[];
  /** How long the oldest known waiting item has waited (s): the queue's lag, or what this process noticed if longer; 0 when none. */
  queue_lag_seconds: number;
  /** Read for this answer; null when the queue could not be read. */
  pending: number | null;
  /** A run is under way. */
  running: boolean;
  last_success_at: string | null;
  last_duration_ms: number | null;
  /** The last run, when it failed (null once a run succeeds). */
  last_failure: { failed_at: string; error: string } | null;
  started_at: string;
}

/**
 * The frame's health as a service words it: its own names for "a run is under way" and "the last good run"
 * (the publisher's rendering and last_published_at, the mail worker's delivering and last_round_at).
 */
export type NamedHealth<Running extends string, LastSuccess extends string> = Omit<JobHealth, 'running' | 'last_success_at'> & {
  [key in Running]: boolean;
} & { [key in LastSuccess]: string | null };

export function namedHealth<Running extends string, LastSuccess extends string>(
  running: Running,
  lastSuccess: LastSuccess,
): (health: JobHealth) => NamedHealth<Running, LastSuccess> {
  return ({ running: isRunning, last_success_at: lastSuccessAt, ...rest }) =>
    ({ ...rest, [running]: isRunning, [lastSuccess]: lastSuccessAt }) as NamedHealth<Running, LastSuccess>;
}

export interface JobWebhook {
  /** The path the database POSTs to (/publish, /mail-queued). */
  path: string;
  /** The header carrying the secret (X-Publish-Secret, X-Mail-Secret). */
  secretHeader: string;
  secret: string | undefined;
  /** Where the secret comes from, for the error when it is missing or short. */
  secretVariable: string;
}

export interface JobServiceOptions<Outcome> {
  /** One run: handles what is due. A thrown error is a failed run. */
  run: (context: { leaseSeconds: number }) => Promise<Outcome>;
  /** The error of an outcome that is a failure; null when it succeeded. */
  failureOf?: (outcome: Outcome) => string | null;
  /** Reads the queue (the poll with `poll: 'when-pending'`, and /health). */
  queueStatus?: () => Promise<QueueReading>;
  /** 'when-pending': a poll runs only when the queue holds something; 'always': every poll runs. */
  poll?: 'when-pending' | 'always';
  pollIntervalMs?: number;
  /** After a failed run: the first retry's delay, doubling up to `maxRetryDelayMs`. */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
  /** How long a run may hold what it read before another worker may take it (s); default 120. */
  leaseSeconds?: number;
  /** Health is unhealthy once the lag exceeds this (s); default 60. */
  maxLagSeconds?: number;
  /** Wait for the start-up run (and the re-read after it) before `startJobService` resolves. */
  awaitStartupRun?: boolean;
  /** Words of the health problems: "a change has waited", "the last render failed". */
  words?: { item: string; run: string };
  /** Listen here (0: a free port); no HTTP server when undefined. */
  port?: number;
  host?: string;
  webhook?: JobWebhook;
  /** The service's other routes: true when it answered the request. */
  routes?: (req: IncomingMessage, res: ServerResponse, url: URL, path: string) => boolean | Promise<boolean>;
  /** What GET /health answers, from the frame's health (default: as is). */
  healthBody?: (health: JobHealth) => object;
  log: (message: string) => void;
}

export interface JobService<Outcome> {
  /** The listening origin (http://host:port), when listening. */
  origin: string | null;
  webhookUrl: string | null;
  healthUrl: string | null;
  /** Asks for a run (as the webhook does); resolves when a run that started after the call has finished. */
  request(): Promise<RunResult<Outcome>>;
  health(): Promise<JobHealth>;
  readonly lastResult: RunResult<Outcome> | null;
  stop(): Promise<void>;
}

export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

/** The delay before the next retry after a failed run, given the previous one. */
export function nextRetryDelay(initialMs: number, maxMs: number, previousMs: number | null): number {
  return previousMs === null ? initialMs : Math.min(previousMs * 2, Math.max(maxMs, initialMs));
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers }).end(JSON.stringify(body));

export async function startJobService<Outcome>(options: JobServiceOptions<Outcome>): Promise<JobService<Outcome>> {
  const { log } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 5000;
  const retryDelayMs = options.retryDelayMs ?? 2000;
  const maxRetryDelayMs = options.maxRetryDelayMs ?? 30_000;
  const leaseSeconds = options.leaseSeconds ?? 120;
  const maxLagSeconds = options.maxLagSeconds ?? 60;
  const words = options.words ?? { item: 'job', run: 'run' };
  const startedAt = new Date();

  let stopped = false;
  let wanted = false;
  let running: Promise<void> | null = null;
  let waiters: ((result: RunResult<Outcome>) => void)[] = [];
  let lastResult: RunResult<Outcome> | null = null;
  let pollTimer: NodeJS.Timeout | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let lastRetryDelay: number | null = null;
  /** After a failed run, polls start nothing before this (ms since the epoch); a webhook still does. */
  let backoffUntil = 0;
  /** The oldest wake-up not yet covered by a good run (ms since the epoch), and the first one during the current run. */
  let waitingSince: number | null = null;
  let arrivedDuringRun: number | null = null;
  let runStartedAt: number | null = null;
  let lastSuccess: { at: Date; durationMs: number } | null = null;
  let lastFailure: { at: Date; error: string } | null = null;

  const runOnce = async (): Promise<RunResult<Outcome>> => {
    const started = Date.now();
    try {
      const outcome = await options.run({ leaseSeconds });
      const error = options.failureOf?.(outcome) ?? null;
      return error === null ? { ok: true, outcome, durationMs: Date.now() - started } : { ok: false, outcome, error, durationMs: Date.now() - started };
    } catch (error) {
      const message = describeError(error);
      log(`${words.run} failed: ${message}`);
      return { ok: false, error: message, durationMs: Date.now() - started };
    }
  };

  const loop = async () => {
    while (wanted && !stopped) {
      wanted = false;
      const settled = waiters;
      waiters = [];
      arrivedDuringRun = null;
      runStartedAt = Date.now();
      const result = await runOnce();
      runStartedAt = null;
      lastResult = result;
      if (result.ok) {
        // What arrived during the run may not be in it: that waits for the next one.
        waitingSince = arrivedDuringRun;
        lastSuccess = { at: new Date(), durationMs: result.durationMs };
        lastFailure = null;
        lastRetryDelay = null;
        backoffUntil = 0;
      } else {
        lastFailure = { at: new Date(), error: result.error ?? 'unknown error' };
      }
      for (const resolve of settled) resolve(result);
      if (!result.ok && !stopped) {
        lastRetryDelay = nextRetryDelay(retryDelayMs, maxRetryDelayMs, lastRetryDelay);
        backoffUntil = Date.now() + lastRetryDelay;
        clearTimeout(retryTimer);
        retryTimer = setTimeout(() => void request(), lastRetryDelay);
        retryTimer.unref();
      }
    }
    running = null;
  };

  const request = (): Promise<RunResult<Outcome>> => {
    if (stopped) return Promise.resolve(lastResult ?? { ok: false, error: 'stopped', durationMs: 0 });
    wanted = true;
    const now = Date.now();
    waitingSince ??= now;
    if (runStartedAt !== null) arrivedDuringRun ??= now;
    const done = new Promise<RunResult<Outcome>>((resolve) => waiters.push(resolve));
    running ??= loop();
    return done;
  };

  /** Reads the queue once; starts a run when something waits. Resolves with that run when `awaitRun`. */
  const pollOnce = async (awaitRun: boolean) => {
    try {
      let wants = options.poll === 'always';
      if (!wants && options.queueStatus) wants = (await options.queueStatus()).pending > 0;
      if (!wants || stopped) return;
      const run = request();
      if (awaitRun) await run;
    } catch (error) {
      log(`queue poll failed: ${describeError(error)}`);
    }
  };

  const schedulePoll = () => {
    if (stopped) return;
    pollTimer = setTimeout(() => {
      const backingOff = Date.now() < backoffUntil;
      void (backingOff ? Promise.resolve() : pollOnce(false)).then(schedulePoll);
    }, pollIntervalMs);
    pollTimer.unref();
  };

  const health = async (): Promise<JobHealth> => {
    const problems: string[] = [];
    let pending: number | null = null;
    let lag = waitingSince === null ? 0 : (Date.now() - waitingSince) / 1000;
    if (options.queueStatus) {
      try {
        const reading = await withTimeout(options.queueStatus(), 2000, 'queue status');
        pending = reading.pending;
        lag = Math.max(lag, reading.lagSeconds);
      } catch (error) {
        problems.push(`the queue cannot be read: ${describeError(error)}`);
      }
    }
    if (lag > maxLagSeconds) problems.push(`${words.item} has waited ${Math.round(lag)} s (more than ${maxLagSeconds} s)`);
    if (runStartedAt !== null && Date.now() - runStartedAt > leaseSeconds * 1000) {
      problems.push(`the current ${words.run} has taken longer than its lease (${leaseSeconds} s)`);
    }
    if (lastFailure) problems.push(`the last ${words.run} failed: ${lastFailure.error}`);
    return {
      status: problems.length === 0 ? 'ok' : 'unhealthy',
      problems,
      queue_lag_seconds: Math.round(lag * 1000) / 1000,
      pending,
      running: runStartedAt !== null,
      last_success_at: lastSuccess?.at.toISOString() ?? null,
      last_duration_ms: lastSuccess?.durationMs ?? null,
      last_failure: lastFailure ? { failed_at: lastFailure.at.toISOString(), error: lastFailure.error } : null,
      started_at: startedAt.toISOString(),
    };
  };

  let server: Server | null = null;
  let origin: string | null = null;
  if (options.port !== undefined) {
    const webhook = options.webhook;
    const secret = webhook ? requireWebhookSecret(webhook.secret, webhook.secretVariable) : null;
    const healthBody = options.healthBody ?? ((value: JobHealth) => value);
    server = createGuardedServer(
      async (req, res, url) => {
        const path = url.pathname.replace(/\/+$/, '') || '/';
        if (path === '/health' && (req.method === 'GET' || req.method === 'HEAD')) {
          const body = await health();
          res
            .writeHead(body.status === 'ok' ? 200 : 503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
            .end(req.method === 'HEAD' ? undefined : JSON.stringify(healthBody(body)));
          return;
        }
        if (options.routes && (await options.routes(req, res, url, path))) return;
        if (webhook && secret && path === webhook.path) {
          if (req.method !== 'POST') {
            json(res, 405, { error: 'Method Not Allowed' }, { Allow: 'POST' });
            return;
          }
          if (!webhookSecretMatches(req.headers[webhook.secretHeader.toLowerCase()], secret)) {
            json(res, 401, { error: `wrong ${webhook.secretHeader}` });
            return;
          }
          void request();
          json(res, 202, { status: 'queued' });
          return;
        }
        json(res, 404, { error: 'Not Found' });
      },
      { log },
    );
    const host = options.host ?? '127.0.0.1';
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(options.port, host, () => {
        listening.off('error', reject);
        resolve();
      });
    });
    origin = `http://${host.includes(':') ? `[${host}]` : host}:${(listening.address() as AddressInfo).port}`;
  }

  const started = (async () => {
    const first = await request();
    // A change saved while the service was starting may have found no webhook listening (after a failed
    // start-up run the retry covers it).
    if (first.ok) await pollOnce(true);
    schedulePoll();
  })();
  if (options.awaitStartupRun) await started;

  return {
    origin,
    webhookUrl: origin && options.webhook ? `${origin}${options.webhook.path}` : null,
    healthUrl: origin ? `${origin}/health` : null,
    request,
    health,
    get lastResult() {
      return lastResult;
    },
    async stop() {
      stopped = true;
      clearTimeout(pollTimer);
      clearTimeout(retryTimer);
      await running?.catch(() => undefined);
      if (server) {
        const closing = server;
        await new Promise<void>((resolve) => {
          closing.close(() => resolve());
          closing.closeAllConnections();
        });
      }
    },
  };
}
