import { WebhookSecretError, requireWebhookSecret } from '@app/http-guard';
import type { MailWorkerOptions } from './worker';

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function required(env: Env, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new ConfigError(`mail worker: ${name} is not set`);
  return value;
}

function number(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new ConfigError(`mail worker: ${name} must be a whole number, not "${raw}"`);
  return value;
}

function flag(env: Env, name: string): boolean | undefined {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return undefined;
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  throw new ConfigError(`mail worker: ${name} is true or false, not "${raw}"`);
}

function webhookSecret(env: Env): string {
  try {
    return requireWebhookSecret(env.MAIL_WEBHOOK_SECRET, 'MAIL_WEBHOOK_SECRET');
  } catch (error) {
    if (error instanceof WebhookSecretError) throw new ConfigError(`mail worker: ${error.message}`);
    throw error;
  }
}

/** The worker's settings from its environment (docs/mail.md lists them). */
export function readWorkerConfig(env: Env): MailWorkerOptions {
  const secure = flag(env, 'SMTP_SECURE');
  const smtpPort = number(env, 'SMTP_PORT', secure ? 465 : 587);
  const optional = (name: string) => env[name]?.trim() || undefined;
  return {
    supabaseUrl: required(env, 'SUPABASE_URL'),
    serviceRoleKey: required(env, 'SUPABASE_SERVICE_ROLE_KEY'),
    smtp: {
      host: required(env, 'SMTP_HOST'),
      port: smtpPort,
      // Port 465 speaks TLS from the start; 587 and 25 upgrade with STARTTLS.
      secure: secure ?? smtpPort === 465,
      user: optional('SMTP_USER'),
      pass: env.SMTP_PASS,
    },
    port: number(env, 'MAIL_WORKER_PORT', 3003),
    host: optional('MAIL_WORKER_HOST') ?? '127.0.0.1',
    webhookSecret: webhookSecret(env),
    publicUrl: optional('MAIL_WORKER_PUBLIC_URL'),
    siteUrl: optional('SITE_URL'),
    fromAddress: optional('MAIL_FROM'),
    pollIntervalMs: number(env, 'MAIL_POLL_MS', 5000),
    retentionIntervalMs: number(env, 'MAIL_RETENTION_MS', 5 * 60_000),
    batchSize: number(env, 'MAIL_BATCH_SIZE', 5),
    leaseSeconds: number(env, 'MAIL_LEASE_SECONDS', 120),
    maxLagSeconds: number(env, 'MAIL_MAX_LAG_SECONDS', 300),
  };
}
