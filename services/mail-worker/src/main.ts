/**
 * The mail worker as a process, beside the live publisher:
 *
 *   tsx services/mail-worker/src/main.ts
 *
 * Environment (docs/mail.md): SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, SMTP_HOST, MAIL_WEBHOOK_SECRET (required);
 * SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASS; MAIL_WORKER_PORT (default 3003), MAIL_WORKER_HOST,
 * MAIL_WORKER_PUBLIC_URL, SITE_URL, MAIL_FROM, MAIL_POLL_MS, MAIL_RETENTION_MS, MAIL_BATCH_SIZE,
 * MAIL_LEASE_SECONDS, MAIL_MAX_LAG_SECONDS.
 */
import { runServiceProcess } from '@app/job-service';
import { readWorkerConfig } from './config';
import { startMailWorker } from './worker';

runServiceProcess(async () => {
  const config = readWorkerConfig(process.env);
  const worker = await startMailWorker(config);
  console.log(
    `mail worker: delivering over SMTP ${config.smtp.host}:${config.smtp.port}${config.smtp.secure ? ' (TLS)' : ''}; webhook ${worker.webhookUrl}; one-click unsubscribe ${worker.publicUrl}/newsletter/unsubscribe`,
  );
  return worker;
});
