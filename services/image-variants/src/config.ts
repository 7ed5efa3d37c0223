import { envReader, readCommonSettings, type Env } from '@app/job-service';
import type { ImageVariantsWorkerOptions } from './worker';

/** The worker's settings from its environment (docs/images.md lists them). */
export function readWorkerConfig(env: Env): ImageVariantsWorkerOptions {
  const read = envReader('image variants', env);
  const { webhookSecret, ...service } = readCommonSettings(read, {
    port: 'IMAGE_VARIANTS_PORT',
    host: 'IMAGE_VARIANTS_HOST',
    secret: 'IMAGE_VARIANTS_WEBHOOK_SECRET',
    pollMs: 'IMAGE_VARIANTS_POLL_MS',
    maxLagSeconds: 'IMAGE_VARIANTS_MAX_LAG_SECONDS',
    defaults: { port: 3004, pollIntervalMs: 5000, maxLagSeconds: 600 },
  });
  return {
    supabaseUrl: read.required('SUPABASE_URL'),
    serviceRoleKey: read.required('SUPABASE_SERVICE_ROLE_KEY'),
    ...service,
    webhookSecret,
    leaseSeconds: read.number('IMAGE_VARIANTS_LEASE_SECONDS', 300),
  };
}
