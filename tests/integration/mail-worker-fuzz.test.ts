/**
 * No request ends the mail worker (it faces the internet for the one-click unsubscribe): the worker process,
 * as npm start runs it, gets the fuzz corpus of @app/http-guard on its webhook, its one-click unsubscribe and
 * its health check, answers each with a 4xx, and is still the same process afterwards, healthy, woken by the
 * database's webhook call with the secret. Without a secret it does not start.
 */
import { createTestClient, formTokenIssuedAgo, startTestBackend, type CapturedMail, type RunningBackend } from '@app/local-backend';
import { fuzzService, unacceptable } from '@app/http-guard/testing';
import { subscribeToNewsletter } from '@app/content';
import type { ReadClient } from '@app/supabase';
import { MAIL_WORKER, startJobServiceProcess } from '../../scripts/lib/job-service-process';
import { startServiceProcess } from '../../scripts/lib/service-process';

let backend: RunningBackend;

beforeAll(async () => {
  backend = await startTestBackend();
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

async function mailTo(to: string, worker: { output(): string }): Promise<CapturedMail> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const response = await fetch(`${backend.url}/mail/v1/messages?to=${encodeURIComponent(to)}`);
    const found = ((await response.json()) as CapturedMail[])[0];
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to}; the worker printed:\n${worker.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test('every malformed request is answered with a 4xx; the same process then answers its health check and the webhook', async () => {
  // Polling an hour apart: only the webhook can wake the worker for the message below.
  const worker = await startJobServiceProcess(MAIL_WORKER, {
    supabaseUrl: backend.url,
    serviceRoleKey: backend.serviceRoleKey,
    siteUrl: 'http://localhost:3999',
    smtpPort: backend.smtpPort,
    port: 0,
    pollMs: 3_600_000,
    restart: false,
  });
  try {
    const pid = worker.pid();
    const outcomes = await fuzzService(worker.url, { paths: ['/mail-queued', '/newsletter/unsubscribe?token=x', '/health'] });
    expect(outcomes.length).toBeGreaterThan(200);
    expect(unacceptable(outcomes)).toEqual([]);

    expect(worker.pid()).toBe(pid);
    expect((await fetch(`${worker.url}/health`)).status).toBe(200);
    const email = `fuzz-${Date.now()}@example.com`;
    await subscribeToNewsletter(createTestClient(backend) as unknown as ReadClient, email, {
      locale: 'cs',
      honeypot: '',
      formToken: await formTokenIssuedAgo(backend.db, 5),
    });
    expect((await mailTo(email, worker)).headers['list-unsubscribe']).toContain(`${worker.url}/newsletter/unsubscribe`);
    await worker.waitForOutput(/sent newsletter_confirmation/);
  } finally {
    await worker.stop();
  }
}, 180_000);

test('the worker does not start without a webhook secret', async () => {
  const started = startServiceProcess({
    name: 'mail worker',
    script: 'services/mail-worker/src/main.ts',
    ready: /webhook (http:\/\/[^\s;]+)/,
    restart: false,
    env: { SUPABASE_URL: backend.url, SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey, SMTP_HOST: '127.0.0.1', MAIL_WORKER_PORT: '0', MAIL_WEBHOOK_SECRET: '' },
  });
  await expect(started).rejects.toThrow(/MAIL_WEBHOOK_SECRET is not set: a webhook without a secret lets anyone call it/);
}, 60_000);
