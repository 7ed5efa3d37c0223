import { pollUntil } from './poll';
import { randomBytes } from 'node:crypto';
import { freePort, type RunningBackend } from '@app/local-backend';
import { startServiceProcess, type RestartPolicy } from './service-process';

/** What every background service process is started with. */
export interface JobServiceProcessOptions {
  supabaseUrl: string;
  /** The publisher reads the pages as a visitor (required for it). */
  anonKey?: string;
  serviceRoleKey: string;
  /** The public site: what the publisher renders for, where links in e-mails lead (the back office at siteUrl/admin). */
  siteUrl: string;
  /** Webhook, health (and the mail worker's links) port; 0: a free one, kept across restarts so the database's webhook URL stays right. */
  port: number;
  pollMs?: number;
  /** Started again when it exits (default backoff 1 s doubling to 30 s); false: never. */
  restart?: Partial<RestartPolicy> | false;
  /** Print the service's output (npm start) instead of only collecting it (tests, bench). */
  echo?: boolean;
  /** Publisher: the host build to keep in step (default hosts/shell/dist). */
  distDir?: string;
  /** Publisher: health answers 503 once a change has waited longer (default the publisher's). */
  maxLagSeconds?: number;
  /** Image-variants worker: health answers 503 once an image has waited longer (default the worker's). */
  imageMaxLagSeconds?: number;
  /** Mail worker: the SMTP server it delivers to. */
  smtpHost?: string;
  smtpPort?: number;
}

/** One background service: its entry point, its environment, and how the database is pointed at its webhook. */
export interface JobServiceDescription {
  name: string;
  /** The entry point, relative to the repository root. */
  script: string;
  /** The job queue (private.job_queues) whose webhook it listens for. */
  queue: 'publish' | 'mail' | 'image_variants';
  /** The header the database sends the secret in. */
  secretHeader: string;
  env(options: JobServiceProcessOptions, port: number, webhookSecret: string): Record<string, string>;
  /** Points the database at the service (null: no webhook, the queue waits for the next worker's poll). */
  configure(options: JobServiceProcessOptions, webhook: { url: string; secret: string } | null): Promise<void>;
}

async function rpc(options: Pick<JobServiceProcessOptions, 'supabaseUrl' | 'serviceRoleKey'>, name: string, body: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${options.supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: options.serviceRoleKey, Authorization: `Bearer ${options.serviceRoleKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${name} answered ${response.status}: ${await response.text()}`);
}

/** The live publisher (services/publisher/src/main.ts): a restarted publisher renders every change not yet acknowledged. */
export const PUBLISHER: JobServiceDescription = {
  name: 'publisher',
  script: 'services/publisher/src/main.ts',
  queue: 'publish',
  secretHeader: 'X-Publish-Secret',
  env: (options, port, webhookSecret) => ({
    SUPABASE_URL: options.supabaseUrl,
    SUPABASE_ANON_KEY: options.anonKey ?? '',
    SUPABASE_SERVICE_ROLE_KEY: options.serviceRoleKey,
    SITE_URL: options.siteUrl,
    PUBLISHER_PORT: String(port),
    PUBLISH_WEBHOOK_SECRET: webhookSecret,
    PUBLISH_POLL_MS: String(options.pollMs ?? 5000),
    ...(options.distDir ? { PRERENDER_DIST_DIR: options.distDir } : {}),
    ...(options.maxLagSeconds === undefined ? {} : { PUBLISH_MAX_LAG_SECONDS: String(options.maxLagSeconds) }),
  }),
  configure: (options, webhook) =>
    rpc(options, 'job_queue_configure', { queue_name: 'publish', webhook_url: webhook?.url ?? null, webhook_secret: webhook?.secret ?? null }),
};

/** The mail worker (services/mail-worker): delivers the outbox over SMTP; the database also learns where links in e-mails lead. */
export const MAIL_WORKER: JobServiceDescription = {
  name: 'mail worker',
  script: 'services/mail-worker/src/main.ts',
  queue: 'mail',
  secretHeader: 'X-Mail-Secret',
  env: (options, port, webhookSecret) => ({
    SUPABASE_URL: options.supabaseUrl,
    SUPABASE_SERVICE_ROLE_KEY: options.serviceRoleKey,
    SMTP_HOST: options.smtpHost ?? '127.0.0.1',
    SMTP_PORT: String(options.smtpPort ?? 25),
    SMTP_SECURE: 'false',
    MAIL_WORKER_PORT: String(port),
    MAIL_WEBHOOK_SECRET: webhookSecret,
    SITE_URL: options.siteUrl,
    MAIL_POLL_MS: String(options.pollMs ?? 5000),
  }),
  configure: (options, webhook) => {
    const siteUrl = options.siteUrl.replace(/\/+$/, '');
    return rpc(options, 'mail_settings_configure', {
      webhook_url: webhook?.url ?? null,
      webhook_secret: webhook?.secret ?? null,
      site_url: siteUrl,
      admin_url: `${siteUrl}/admin`,
    });
  },
};

/** The image-variants worker (services/image-variants): makes the responsive variants of every media-library upload. */
export const IMAGE_VARIANTS_WORKER: JobServiceDescription = {
  name: 'image variants',
  script: 'services/image-variants/src/main.ts',
  queue: 'image_variants',
  secretHeader: 'X-Image-Variants-Secret',
  env: (options, port, webhookSecret) => ({
    SUPABASE_URL: options.supabaseUrl,
    SUPABASE_SERVICE_ROLE_KEY: options.serviceRoleKey,
    IMAGE_VARIANTS_PORT: String(port),
    IMAGE_VARIANTS_WEBHOOK_SECRET: webhookSecret,
    IMAGE_VARIANTS_POLL_MS: String(options.pollMs ?? 5000),
    ...(options.imageMaxLagSeconds === undefined ? {} : { IMAGE_VARIANTS_MAX_LAG_SECONDS: String(options.imageMaxLagSeconds) }),
  }),
  configure: (options, webhook) =>
    rpc(options, 'job_queue_configure', { queue_name: 'image_variants', webhook_url: webhook?.url ?? null, webhook_secret: webhook?.secret ?? null }),
};

export interface JobServiceProcess {
  /** Where the database's wake-up POST goes. */
  webhookUrl: string;
  /** The service's own URL (the mail worker's one-click unsubscribe: `${url}/newsletter/unsubscribe`). */
  url: string;
  /** GET: its health for a monitor (200, or 503 when lagging or after a failed run). */
  healthUrl: string;
  /** Everything it printed so far, over all its restarts. */
  output(): string;
  /** Resolves once it has printed a line matching the pattern after `since` characters of output. */
  waitForOutput(pattern: RegExp, since?: number, timeoutMs?: number): Promise<string>;
  /** Calls the webhook as the database does; resolves with the HTTP status. */
  trigger(): Promise<number>;
  /** Its process id (a fault test kills it); null while it is being restarted. */
  pid(): number | null;
  /** How many times it was started again after it exited. */
  restarts(): number;
  /** Stops it and takes its webhook out of the database (the queue keeps filling; the next worker handles it). */
  stop(): Promise<void>;
}

/**
 * Runs a background service as its own process, as it runs beside a hosted deployment, restarted when it
 * exits; resolves once its start-up run is done (the publisher) or it listens (the mail worker), and the
 * database calls its webhook with a fresh secret.
 */
export async function startJobServiceProcess(service: JobServiceDescription, options: JobServiceProcessOptions): Promise<JobServiceProcess> {
  const webhookSecret = randomBytes(16).toString('hex');
  const port = options.port === 0 ? await freePort() : options.port;
  const running = await startServiceProcess({
    name: service.name,
    script: service.script,
    echo: options.echo,
    restart: options.restart,
    // Each prints "webhook <url>" once it is ready.
    ready: /webhook (http:\/\/[^\s;]+)/,
    env: service.env(options, port, webhookSecret),
  });
  const webhookUrl = running.ready.replace(/^webhook /, '');
  try {
    await service.configure(options, { url: webhookUrl, secret: webhookSecret });
  } catch (error) {
    await running.stop();
    throw error;
  }
  const url = new URL(webhookUrl).origin;
  return {
    webhookUrl,
    url,
    healthUrl: `${url}/health`,
    output: running.output,
    waitForOutput: running.waitForOutput,
    async trigger() {
      const response = await fetch(webhookUrl, { method: 'POST', headers: { [service.secretHeader]: webhookSecret } });
      return response.status;
    },
    pid: running.pid,
    restarts: running.restarts,
    async stop() {
      await running.stop();
      await service.configure(options, null).catch(() => undefined);
    },
  };
}

export interface BackendWithServices<Backend extends RunningBackend> {
  backend: Backend;
  /** The live publisher, when asked for. */
  publisher: JobServiceProcess | null;
  /** The mail worker, when asked for (it sends over SMTP to the backend's captured mail). */
  mailWorker: JobServiceProcess | null;
  /** The image-variants worker, when asked for. */
  imageWorker: JobServiceProcess | null;
  /** Stops the services (their webhooks taken out of the database), the backend running on. */
  stopServices(): Promise<void>;
}

/**
 * The one wiring of the stack (`npm start` and the tests' stack): the backend, then the live publisher and
 * the mail worker and the image-variants worker beside it, each pointed at by the database's webhook of its queue.
 */
export async function startBackendWithServices<Backend extends RunningBackend>(options: {
  startBackend: () => Promise<Backend>;
  /** The backend's URL as the services reach it (default the backend's own). */
  supabaseUrl?: string;
  siteUrl: string;
  publisher?: Partial<Pick<JobServiceProcessOptions, 'port' | 'pollMs' | 'restart' | 'distDir' | 'maxLagSeconds'>> | false;
  mail?: Partial<Pick<JobServiceProcessOptions, 'port' | 'pollMs' | 'restart'>> | false;
  images?: Partial<Pick<JobServiceProcessOptions, 'port' | 'pollMs' | 'restart' | 'imageMaxLagSeconds'>> | false;
  echo?: boolean;
}): Promise<BackendWithServices<Backend>> {
  const backend = await options.startBackend();
  const common = {
    supabaseUrl: options.supabaseUrl ?? backend.url,
    anonKey: backend.anonKey,
    serviceRoleKey: backend.serviceRoleKey,
    siteUrl: options.siteUrl,
    echo: options.echo,
  };
  const started: JobServiceProcess[] = [];
  const stopServices = async () => {
    await Promise.allSettled(started.map((service) => service.stop()));
  };
  try {
    const publisher = options.publisher ? await startJobServiceProcess(PUBLISHER, { ...common, port: 0, ...options.publisher }) : null;
    if (publisher) started.push(publisher);
    const mailWorker = options.mail
      ? await startJobServiceProcess(MAIL_WORKER, { ...common, port: 0, smtpPort: backend.smtpPort, ...options.mail })
      : null;
    if (mailWorker) started.push(mailWorker);
    const imageWorker = options.images ? await startJobServiceProcess(IMAGE_VARIANTS_WORKER, { ...common, port: 0, ...options.images }) : null;
    if (imageWorker) started.push(imageWorker);
    return { backend, publisher, mailWorker, imageWorker, stopServices };
  } catch (error) {
    await stopServices();
    await backend.stop();
    throw error;
  }
}

/**
 * Resolves once the publisher has nothing left to do: its health reads no pending event, no render under way
 * and no waiting change, twice in a row `pollMs` apart (a change committed just before the first read may not
 * have reached it yet). A benchmark waits for this so that a whole-site render does not share the CPU with
 * what it measures.
 */
export async function waitForPublisherIdle(publisher: JobServiceProcess, timeoutMs = 180_000, pollMs = 250): Promise<void> {
  let idleReads = 0;
  let health: { pending: number | null; rendering: boolean; queue_lag_seconds: number } | null = null;
  await pollUntil(
    async () => {
      const response = await fetch(publisher.healthUrl).catch(() => null);
      health = response ? await response.json().catch(() => null) : null;
      idleReads = health && health.pending === 0 && !health.rendering && health.queue_lag_seconds === 0 ? idleReads + 1 : 0;
      return idleReads >= 2 ? true : undefined;
    },
    { timeoutMs, intervalMs: pollMs, what: () => `the publisher was idle (last health: ${JSON.stringify(health)})` },
  );
}
