import { WebhookSecretError, requireWebhookSecret } from '@app/http-guard';
import type { ImageVariantsWorkerOptions } from './worker';

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function required(env: Env, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new ConfigError(`image variants: ${name} is not set`);
  return value;
}

function number(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`image variants: ${name} must be a whole number, not "${raw}"`);
  return value;
}

/** The worker's settings from its environment (docs/images.md lists them). */
export function readWorkerConfig(env: Env): ImageVariantsWorkerOptions {
  let webhookSecret: string;
  try {
    webhookSecret = requireWebhookSecret(env.IMAGE_VARIANTS_WEBHOOK_SECRET, 'IMAGE_VARIANTS_WEBHOOK_SECRET');
  } catch (error) {
    if (error instanceof WebhookSecretError) throw new ConfigError(`image variants: ${error.message}`);
    throw error;
  }
  return {
    supabaseUrl: required(env, 'SUPABASE_URL'),
    serviceRoleKey: required(env, 'SUPABASE_SERVICE_ROLE_KEY'),
    port: number(env, 'IMAGE_VARIANTS_PORT', 3004),
    host: env.IMAGE_VARIANTS_HOST?.trim() || '127.0.0.1',
    webhookSecret,
    pollIntervalMs: number(env, 'IMAGE_VARIANTS_POLL_MS', 5000),
    leaseSeconds: number(env, 'IMAGE_VARIANTS_LEASE_SECONDS', 300),
    maxLagSeconds: number(env, 'IMAGE_VARIANTS_MAX_LAG_SECONDS', 600),
  };
}
