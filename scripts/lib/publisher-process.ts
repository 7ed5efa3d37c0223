import { freePort } from '@app/local-backend';
import { startServiceProcess, type RestartPolicy } from './service-process';

export interface PublisherProcessOptions {
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  siteUrl: string;
  /** The host build to keep in step (default hosts/shell/dist). */
  distDir?: string;
  /** Webhook and health port (0: a free one, kept across restarts so the database's webhook URL stays right). */
  port: number;
  /** The webhook's secret (the publisher does not start without one); the caller gives the database the same. */
  webhookSecret: string;
  pollMs?: number;
  /** Health answers 503 when the oldest change known to wait is older than this (default the publisher's). */
  maxLagSeconds?: number;
  /** Started again when it exits (default backoff 1 s doubling to 30 s); false: never. */
  restart?: Partial<RestartPolicy> | false;
  /** Print the publisher's output (npm start) instead of only collecting it (tests, bench). */
  echo?: boolean;
}

export interface PublisherProcess {
  webhookUrl: string;
  /** GET: the publisher's health for a monitor (200, or 503 when lagging or after a failed render). */
  healthUrl: string;
  /** Everything the publisher printed so far. */
  output(): string;
  /** Resolves once the publisher has printed a line matching the pattern after `since` characters of output. */
  waitForOutput(pattern: RegExp, since?: number, timeoutMs?: number): Promise<string>;
  /** Calls the webhook as the database does; resolves with the HTTP status. */
  trigger(): Promise<number>;
  /** The publisher's process id (a fault test kills it); null while it is being restarted. */
  pid(): number | null;
  /** How many times it was started again after it exited. */
  restarts(): number;
  stop(): Promise<void>;
}

/**
 * Runs the live publisher (hosts/shell/scripts/publish.ts) as its own process, as it runs beside a
 * hosted deployment, restarted when it exits (a restarted publisher renders every change not yet
 * acknowledged); resolves once its first render is done and its webhook listens.
 */
export async function startPublisherProcess(options: PublisherProcessOptions): Promise<PublisherProcess> {
  const port = options.port === 0 ? await freePort() : options.port;
  const service = await startServiceProcess({
    name: 'publisher',
    script: 'hosts/shell/scripts/publish.ts',
    echo: options.echo,
    ready: /webhook (http:\S+)/,
    restart: options.restart,
    env: {
      SUPABASE_URL: options.supabaseUrl,
      SUPABASE_ANON_KEY: options.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: options.serviceRoleKey,
      SITE_URL: options.siteUrl,
      PUBLISHER_PORT: String(port),
      PUBLISH_WEBHOOK_SECRET: options.webhookSecret,
      PUBLISH_POLL_MS: String(options.pollMs ?? 5000),
      ...(options.distDir ? { PRERENDER_DIST_DIR: options.distDir } : {}),
      ...(options.maxLagSeconds === undefined ? {} : { PUBLISH_MAX_LAG_SECONDS: String(options.maxLagSeconds) }),
    },
  });
  const webhookUrl = service.ready.replace(/^webhook /, '');
  return {
    webhookUrl,
    healthUrl: new URL('/health', webhookUrl).href,
    output: service.output,
    waitForOutput: service.waitForOutput,
    async trigger() {
      const response = await fetch(webhookUrl, { method: 'POST', headers: { 'X-Publish-Secret': options.webhookSecret } });
      return response.status;
    },
    pid: service.pid,
    restarts: service.restarts,
    stop: service.stop,
  };
}

/**
 * Resolves once the publisher has nothing left to do: its health reads no pending event, no render under way
 * and no waiting change, twice in a row `pollMs` apart (a change committed just before the first read may not
 * have reached it yet). A benchmark waits for this so that a whole-site render does not share the CPU with
 * what it measures.
 */
export async function waitForPublisherIdle(publisher: PublisherProcess, timeoutMs = 180_000, pollMs = 250): Promise<void> {
  const started = Date.now();
  let idleReads = 0;
  for (;;) {
    const response = await fetch(publisher.healthUrl).catch(() => null);
    const health = response ? ((await response.json().catch(() => null)) as { pending: number | null; rendering: boolean; queue_lag_seconds: number } | null) : null;
    idleReads = health && health.pending === 0 && !health.rendering && health.queue_lag_seconds === 0 ? idleReads + 1 : 0;
    if (idleReads >= 2) return;
    if (Date.now() - started > timeoutMs) throw new Error(`the publisher was not idle within ${timeoutMs} ms (last health: ${JSON.stringify(health)})`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
