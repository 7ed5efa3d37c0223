import { envReader, readCommonSettings, type Env } from '@app/job-service';
import type { MailWorkerOptions } from './worker';

/** The worker's settings from its environment (docs/mail.md lists them). */
export function readWorkerConfig(env: Env): MailWorkerOptions {
  const read = envReader('mail worker', env);
  const secure = read.flag('SMTP_SECURE');
  const smtpPort = read.number('SMTP_PORT', secure ? 465 : 587);
  const common = readCommonSettings(read, {
    port: 'MAIL_WORKER_PORT',
    host: 'MAIL_WORKER_HOST',
    secret: 'MAIL_WEBHOOK_SECRET',
    pollMs: 'MAIL_POLL_MS',
    maxLagSeconds: 'MAIL_MAX_LAG_SECONDS',
    defaults: { port: 3003, pollIntervalMs: 5000, maxLagSeconds: 300 },
  });
  return {
    supabaseUrl: read.required('SUPABASE_URL'),
    serviceRoleKey: read.required('SUPABASE_SERVICE_ROLE_KEY'),
    smtp: {
      host: read.required('SMTP_HOST'),
      port: smtpPort,
      // Port 465 speaks TLS from the start; 587 and 25 upgrade with STARTTLS.
      secure: secure ?? smtpPort === 465,
      user: read.optional('SMTP_USER'),
      pass: env.SMTP_PASS,
    },
    port: common.port,
    host: common.host,
    webhookSecret: common.webhookSecret,
    publicUrl: read.optional('MAIL_WORKER_PUBLIC_URL'),
    siteUrl: read.optional('SITE_URL'),
    fromAddress: read.optional('MAIL_FROM'),
    pollIntervalMs: common.pollIntervalMs,
    retentionIntervalMs: read.number('MAIL_RETENTION_MS', 5 * 60_000),
    batchSize: read.number('MAIL_BATCH_SIZE', 5),
    leaseSeconds: read.number('MAIL_LEASE_SECONDS', 120),
    maxLagSeconds: common.maxLagSeconds,
  };
}
