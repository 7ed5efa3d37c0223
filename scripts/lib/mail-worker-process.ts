import { randomBytes } from 'node:crypto';
import { freePort } from '@app/local-backend';
import { startServiceProcess, type RestartPolicy } from './service-process';

export interface MailWorkerProcessOptions {
  supabaseUrl: string;
  serviceRoleKey: string;
  /** The public site: where links in e-mails lead (the back office at siteUrl/admin). */
  siteUrl: string;
  smtpHost?: string;
  smtpPort: number;
  /** HTTP port of the webhook and the one-click unsubscribe (0: a free one, kept across restarts). */
  port: number;
  pollMs?: number;
  /** Started again when it exits (default backoff 1 s doubling to 30 s); false: never. */
  restart?: Partial<RestartPolicy> | false;
  /** Print the worker's output (npm start) instead of only collecting it (tests, bench). */
  echo?: boolean;
}

export interface MailWorkerProcess {
  /** Where the database's wake-up POST goes. */
  webhookUrl: string;
  /** The worker's own URL (one-click unsubscribe: `${url}/newsletter/unsubscribe`). */
  url: string;
  output(): string;
  /** The worker's process id; null while it is being restarted. */
  pid(): number | null;
  /** Resolves once the worker has printed a line matching the pattern after `since` characters of output. */
  waitForOutput(pattern: RegExp, since?: number, timeoutMs?: number): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Runs the mail worker (services/mail-worker) as its own process, restarted when it exits, sending over
 * SMTP to `smtpPort`, and points the database at it (mail_settings_configure with the service role, as a
 * deployment does once): the outbox's webhook, its secret, and where the links in e-mails lead.
 */
export async function startMailWorkerProcess(options: MailWorkerProcessOptions): Promise<MailWorkerProcess> {
  const webhookSecret = randomBytes(16).toString('hex');
  const port = options.port === 0 ? await freePort() : options.port;
  const service = await startServiceProcess({
    name: 'mail worker',
    script: 'services/mail-worker/src/main.ts',
    echo: options.echo,
    restart: options.restart,
    ready: /webhook (http:\/\/[^\s;]+)/,
    env: {
      SUPABASE_URL: options.supabaseUrl,
      SUPABASE_SERVICE_ROLE_KEY: options.serviceRoleKey,
      SMTP_HOST: options.smtpHost ?? '127.0.0.1',
      SMTP_PORT: String(options.smtpPort),
      SMTP_SECURE: 'false',
      MAIL_WORKER_PORT: String(port),
      MAIL_WEBHOOK_SECRET: webhookSecret,
      SITE_URL: options.siteUrl,
      MAIL_POLL_MS: String(options.pollMs ?? 5000),
    },
  });
  const webhookUrl = service.ready.replace(/^webhook /, '');
  try {
    await configureMail(options, { webhookUrl, webhookSecret });
  } catch (error) {
    await service.stop();
    throw error;
  }
  return {
    webhookUrl,
    url: webhookUrl.replace(/\/mail-queued$/, ''),
    output: service.output,
    pid: service.pid,
    waitForOutput: service.waitForOutput,
    async stop() {
      await service.stop();
      // Without a worker the outbox keeps filling; the next worker delivers it. No webhook calls meanwhile.
      await configureMail(options, { webhookUrl: null, webhookSecret: null }).catch(() => undefined);
    },
  };
}

async function configureMail(
  options: Pick<MailWorkerProcessOptions, 'supabaseUrl' | 'serviceRoleKey' | 'siteUrl'>,
  webhook: { webhookUrl: string | null; webhookSecret: string | null },
): Promise<void> {
  const siteUrl = options.siteUrl.replace(/\/+$/, '');
  const response = await fetch(`${options.supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/mail_settings_configure`, {
    method: 'POST',
    headers: { apikey: options.serviceRoleKey, Authorization: `Bearer ${options.serviceRoleKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ webhook_url: webhook.webhookUrl, webhook_secret: webhook.webhookSecret, site_url: siteUrl, admin_url: `${siteUrl}/admin` }),
  });
  if (!response.ok) throw new Error(`mail_settings_configure answered ${response.status}: ${await response.text()}`);
}
