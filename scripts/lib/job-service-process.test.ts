import { createTestClient, formTokenIssuedAgo, startTestBackend, type CapturedMail, type RunningBackend } from '@app/local-backend';
import { submitContactEnquiry } from '@app/content';
import type { ReadClient } from '@app/supabase';
import { MAIL_WORKER, startJobServiceProcess } from './job-service-process';

let backend: RunningBackend;

beforeAll(async () => {
  backend = await startTestBackend();
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

test('the worker process, as npm start and the stack run it, points the database at itself and delivers over SMTP', async () => {
  const siteUrl = 'http://localhost:3999';
  const worker = await startJobServiceProcess(MAIL_WORKER, { supabaseUrl: backend.url, serviceRoleKey: backend.serviceRoleKey, siteUrl, smtpPort: backend.smtpPort, port: 0 });
  try {
    const settings = await backend.db.query<{ webhook_url: string; site_url: string; admin_url: string; secret: boolean }>(
      "select q.webhook_url, m.site_url, m.admin_url, length(q.webhook_secret) = 32 as secret from private.mail_settings m, private.job_queues q where q.queue_name = 'mail'",
    );
    expect(settings.rows[0]).toEqual({ webhook_url: worker.webhookUrl, site_url: siteUrl, admin_url: `${siteUrl}/admin`, secret: true });

    const email = `proces-${Date.now()}@example.com`;
    await submitContactEnquiry(
      createTestClient(backend) as unknown as ReadClient,
      { name: 'Petr Svoboda', email, phone: '', company: '', message: `Dotaz ${email}`, gdprConsent: true },
      { locale: 'en', honeypot: '', formToken: await formTokenIssuedAgo(backend.db, 5) },
    );
    const deadline = Date.now() + 30_000;
    let sales: CapturedMail | undefined;
    while (!sales) {
      const response = await fetch(`${backend.url}/mail/v1/messages?to=info@example.com`);
      sales = ((await response.json()) as CapturedMail[]).find((message) => message.text.includes(email));
      if (!sales && Date.now() > deadline) throw new Error(`no sales mail; the worker printed:\n${worker.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(sales.subject).toBe('Nová poptávka: Petr Svoboda');
    expect(sales.links).toContain(`${siteUrl}/admin/enquiries?hledat=${encodeURIComponent(email)}`);
    expect(worker.output()).toContain(`delivering over SMTP 127.0.0.1:${backend.smtpPort}`);
  } finally {
    await worker.stop();
  }
  const after = await backend.db.query<{ webhook_url: string | null }>("select webhook_url from private.job_queues where queue_name = 'mail'");
  expect(after.rows[0]?.webhook_url).toBeNull();
});
