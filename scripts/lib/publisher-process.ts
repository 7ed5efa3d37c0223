import { startServiceProcess } from './service-process';

export interface PublisherProcessOptions {
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  siteUrl: string;
  /** The host build to keep in step (default hosts/shell/dist). */
  distDir?: string;
  /** Webhook port (0: any free one). */
  port: number;
  webhookSecret?: string;
  pollMs?: number;
  /** Print the publisher's output (npm start) instead of only collecting it (tests, bench). */
  echo?: boolean;
}

export interface PublisherProcess {
  webhookUrl: string;
  /** Everything the publisher printed so far. */
  output(): string;
  /** Resolves once the publisher has printed a line matching the pattern after `since` characters of output. */
  waitForOutput(pattern: RegExp, since?: number, timeoutMs?: number): Promise<string>;
  /** Calls the webhook as the database does; resolves with the HTTP status. */
  trigger(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Runs the live publisher (hosts/shell/scripts/publish.ts) as its own process, as it runs beside a
 * hosted deployment; resolves once its first render is done and its webhook listens.
 */
export async function startPublisherProcess(options: PublisherProcessOptions): Promise<PublisherProcess> {
  const service = await startServiceProcess({
    name: 'publisher',
    script: 'hosts/shell/scripts/publish.ts',
    echo: options.echo,
    ready: /webhook (http:\S+)/,
    env: {
      SUPABASE_URL: options.supabaseUrl,
      SUPABASE_ANON_KEY: options.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: options.serviceRoleKey,
      SITE_URL: options.siteUrl,
      PUBLISHER_PORT: String(options.port),
      PUBLISH_WEBHOOK_SECRET: options.webhookSecret ?? '',
      PUBLISH_POLL_MS: String(options.pollMs ?? 5000),
      ...(options.distDir ? { PRERENDER_DIST_DIR: options.distDir } : {}),
    },
  });
  const webhookUrl = service.ready.replace(/^webhook /, '');
  return {
    webhookUrl,
    output: service.output,
    waitForOutput: service.waitForOutput,
    async trigger() {
      const response = await fetch(webhookUrl, { method: 'POST', headers: { 'X-Publish-Secret': options.webhookSecret ?? '' } });
      return response.status;
    },
    stop: service.stop,
  };
}
