import { envReader, readCommonSettings, type CommonSettings, type Env } from '@app/job-service';

export interface PublisherConfig {
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** The webhook, health and polling; null for a single render (`--once`), which listens for nothing. */
  service: CommonSettings | null;
  /** A shell command run after each publish that changed files (PUBLISH_AFTER). */
  afterPublish: string | undefined;
}

/** The publisher's settings from its environment (docs/publishing.md lists them). */
export function readPublisherConfig(env: Env, { once }: { once: boolean }): PublisherConfig {
  const read = envReader('publisher', env);
  return {
    supabaseUrl: read.required('SUPABASE_URL'),
    anonKey: read.required('SUPABASE_ANON_KEY'),
    serviceRoleKey: read.required('SUPABASE_SERVICE_ROLE_KEY'),
    service: once
      ? null
      : readCommonSettings(read, {
          port: 'PUBLISHER_PORT',
          host: 'PUBLISHER_HOST',
          secret: 'PUBLISH_WEBHOOK_SECRET',
          pollMs: 'PUBLISH_POLL_MS',
          maxLagSeconds: 'PUBLISH_MAX_LAG_SECONDS',
          defaults: { port: 3002, pollIntervalMs: 5000, maxLagSeconds: 60 },
        }),
    afterPublish: read.optional('PUBLISH_AFTER'),
  };
}
