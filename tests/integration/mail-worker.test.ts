import type { SupabaseClient } from '@supabase/supabase-js';
import { createTestClient, formTokenIssuedAgo, startTestBackend, type CapturedMail, type RunningBackend } from '@app/local-backend';
import { confirmNewsletterSubscription, submitContactEnquiry, subscribeToNewsletter, type ContactEnquiryInput } from '@app/content';
import { startMailWorker, type MailWorker } from '@app/mail-worker';
import type { ReadClient } from '@app/supabase';

const SITE_URL = 'http://localhost:3000';
const WEBHOOK_SECRET = 'mail-webhook-secret';
const SALES = 'prodej@example.com';

let backend: RunningBackend;
let worker: MailWorker;
let service: SupabaseClient;
const workerLog: string[] = [];

const anon = () => createTestClient(backend) as unknown as ReadClient;
const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function screening(locale: 'cs' | 'en' | 'de', secondsAgo = 5) {
  return { locale, honeypot: '', formToken: await formTokenIssuedAgo(backend.db, secondsAgo) };
}

function enquiry(email: string, overrides: Partial<ContactEnquiryInput> = {}): ContactEnquiryInput {
  return {
    name: 'Jana Nováková',
    email,
    phone: '+420 777 123 456',
    company: 'Nováková a spol.',
    message: `Wir möchten eine Demo sehen.\nGrüße ${email}`,
    gdprConsent: true,
    ...overrides,
  };
}

async function captured(to: string): Promise<CapturedMail[]> {
  const response = await fetch(`${backend.url}/mail/v1/messages?to=${encodeURIComponent(to)}`);
  return (await response.json()) as CapturedMail[];
}

async function waitFor<T>(what: string, read: () => Promise<T | null | undefined | false>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}\n${workerLog.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const mailTo = (to: string, subject: RegExp) =>
  waitFor(`a mail to ${to} (${subject})`, async () => (await captured(to)).find((message) => subject.test(message.subject)));

async function outboxOf(email: string) {
  const { rows } = await backend.db.query<{ kind: string; status: string; attempts: number; last_error: string | null }>(
    `select o.kind, o.status, o.attempts, o.last_error from public.mail_outbox o
       join public.contact_enquiries e on e.id = o.enquiry_id
      where e.email = $1 order by o.kind`,
    [email],
  );
  return rows;
}

beforeAll(async () => {
  backend = await startTestBackend();
  service = createTestClient(backend, { key: backend.serviceRoleKey });
  await backend.db.query(
    `update public.site_settings set setting_value = setting_value || jsonb_build_object('notification_email', $1::text) where setting_key = 'lead_settings'`,
    [SALES],
  );
  worker = await startMailWorker({
    supabaseUrl: backend.url,
    serviceRoleKey: backend.serviceRoleKey,
    smtp: { host: '127.0.0.1', port: backend.smtpPort },
    port: 0,
    webhookSecret: WEBHOOK_SECRET,
    siteUrl: SITE_URL,
    pollIntervalMs: 300,
    retentionIntervalMs: 0,
    log: (message) => workerLog.push(message),
  });
  const { error } = await service.rpc('mail_settings_configure', {
    webhook_url: worker.webhookUrl,
    webhook_secret: WEBHOOK_SECRET,
    site_url: SITE_URL,
    admin_url: `${SITE_URL}/admin`,
  });
  if (error) throw error;
}, 120_000);

beforeEach(async () => {
  await backend.db.query('delete from private.throttle_hits');
});

afterAll(async () => {
  await worker?.stop();
  await backend?.stop();
});

test('an enquiry from the German page reaches sales in Czech with Reply-To and the back-office link, and the visitor in German', async () => {
  const email = unique('jana');
  await submitContactEnquiry(anon(), enquiry(email), await screening('de'), { intent: 'plan', planName: 'Business' });

  const sales = await waitFor('the sales mail', async () => (await captured(SALES)).find((message) => message.text.includes(email)));
  expect(sales.subject).toBe('Nová poptávka: Jana Nováková');
  expect(sales.from).toBe('"BizAuto s.r.o." <info@example.com>');
  expect(sales.headers['reply-to']).toBe(`"Jana Nováková" <${email}>`);
  expect(sales.text).toContain('Jazyk stránky: němčina');
  expect(sales.text).toContain('Tarif: Business');
  expect(sales.text).toContain('Telefon: +420 777 123 456');
  expect(sales.links).toContain(`${SITE_URL}/admin/enquiries?hledat=${encodeURIComponent(email)}`);
  expect(sales.html).toContain('Wir möchten eine Demo sehen.');

  // The visitor's mail is an outbox row of its own: it may go out after the sales mail.
  const confirmation = await mailTo(email, /^Vielen Dank für Ihre Nachricht/);
  expect(confirmation).toMatchObject({
    from: '"BizAuto s.r.o." <info@example.com>',
    subject: 'Vielen Dank für Ihre Nachricht – BizAuto s.r.o.',
    text: expect.stringContaining('Wir melden uns innerhalb von 24 Stunden bei Ihnen.'),
    html: expect.stringContaining('<html lang="de">'),
  });
  expect(confirmation.text).not.toContain('Wir möchten eine Demo sehen.');
  // The German page's visitor is sent to the German site.
  expect(confirmation.links).toEqual([`${SITE_URL}/de`]);

  // The database woke the worker through its webhook (pg_net), with the secret.
  const { rows: calls } = await backend.db.query<{ status_code: number }>(`select status_code from net._http_response where content like '%"queued"%'`);
  expect(calls.map((call) => call.status_code)).toContain(202);

  await waitFor('both marked sent', async () => (await outboxOf(email)).every((row) => row.status === 'sent'));
  expect(await outboxOf(email)).toEqual([
    { kind: 'enquiry_confirmation', status: 'sent', attempts: 1, last_error: null },
    { kind: 'enquiry_notification', status: 'sent', attempts: 1, last_error: null },
  ]);
});

test('the contact form is no relay: a message with a link and spam text reaches sales, and the visitor\'s confirmation carries neither', async () => {
  const email = unique('relay');
  const spamText = 'Congratulations, you won an iPhone! Claim it at https://prize.example/claim';
  await submitContactEnquiry(anon(), enquiry(email, { name: 'Výhra čeká', company: 'Casino Royal', message: spamText }), await screening('en'));

  const confirmation = await mailTo(email, /^Thank you for your message/);
  for (const part of [confirmation.subject, confirmation.text, confirmation.html]) {
    expect(part).not.toMatch(/Congratulations|iPhone|prize\.example|Výhra|Casino/);
  }
  expect(confirmation.links).toEqual([`${SITE_URL}/en`]);
  const sales = await waitFor('the sales mail', async () => (await captured(SALES)).find((message) => message.text.includes(email)));
  expect(sales.subject).toBe('[Možná spam] Nová poptávka: Výhra čeká');
  expect(sales.text).toContain('Možná jde o spam (odkazy ve zprávě)');
  expect(sales.text).toContain('> Congratulations, you won an iPhone!');
});

test('an enquiry sent at autofill speed reaches sales marked as doubtful and the visitor gets the confirmation', async () => {
  const email = unique('autofill');
  await submitContactEnquiry(anon(), enquiry(email), await screening('cs', 0.6));
  const sales = await waitFor('the sales mail', async () => (await captured(SALES)).find((message) => message.text.includes(email)));
  expect(sales.subject).toBe('[Možná spam] Nová poptávka: Jana Nováková');
  expect(sales.text).toContain('Možná jde o spam (odesláno hned po otevření stránky)');
  await mailTo(email, /^Děkujeme za vaši zprávu/);
});

test('a module\'s button from the German page: sales reads which module', async () => {
  const email = unique('modul');
  const { rows } = await backend.db.query<{ slug: string; name_cs: string }>('select slug, name_cs from public.modules where active and slug is not null order by display_order limit 1');
  const module = rows[0]!;
  await submitContactEnquiry(anon(), enquiry(email), await screening('de'), { intent: 'quote', module: module.slug });
  const sales = await waitFor('the sales mail', async () => (await captured(SALES)).find((message) => message.text.includes(email)));
  expect(sales.subject).toBe(`Nová poptávka: Jana Nováková – modul ${module.name_cs}`);
  expect(sales.text).toContain('Zájem: cenová nabídka');
  expect(sales.text).toContain(`Modul: ${module.name_cs}`);
});

test('a spam enquiry waits unsent; "Není spam" sends sales the notification and the visitor the confirmation, once', async () => {
  const email = unique('nespam');
  const token = await formTokenIssuedAgo(backend.db, 5);
  await submitContactEnquiry(anon(), enquiry(unique('prvni')), { locale: 'de', honeypot: '', formToken: token });
  // The same token again: kept as spam, nobody is written to.
  await submitContactEnquiry(anon(), enquiry(email), { locale: 'de', honeypot: '', formToken: token });
  const { rows } = await backend.db.query<{ id: string; is_spam: boolean; spam_reason: string }>('select id::text as id, is_spam, spam_reason from public.contact_enquiries where email = $1', [email]);
  expect(rows[0]).toMatchObject({ is_spam: true, spam_reason: 'form token used' });
  expect(await outboxOf(email)).toEqual([]);

  await backend.db.query('update public.contact_enquiries set is_spam = false where id = $1', [rows[0]!.id]);
  await backend.db.query('update public.contact_enquiries set is_spam = true where id = $1', [rows[0]!.id]);
  await backend.db.query('update public.contact_enquiries set is_spam = false where id = $1', [rows[0]!.id]);
  const confirmation = await mailTo(email, /^Vielen Dank für Ihre Nachricht/);
  expect(confirmation.links).toEqual([`${SITE_URL}/de`]);
  await waitFor('the sales mail', async () => (await captured(SALES)).find((message) => message.text.includes(email)));
  await waitFor('both marked sent', async () => (await outboxOf(email)).every((row) => row.status === 'sent'));
  expect((await outboxOf(email)).map((row) => row.kind)).toEqual(['enquiry_confirmation', 'enquiry_notification']);
  expect(await captured(email)).toHaveLength(1);
});

test('a newsletter sign-up at autofill speed (0.6 s) is stored and its confirmation sent', async () => {
  const email = unique('rychly-odber');
  await subscribeToNewsletter(anon(), email, await screening('en', 0.6));
  const mail = await mailTo(email, /^Confirm your newsletter subscription/);
  expect(mail.links.some((link) => link.startsWith(`${SITE_URL}/en/newsletter/confirm?token=`))).toBe(true);
  const { rows } = await backend.db.query<{ status: string }>('select status from public.newsletter_subscribers where email = $1', [email]);
  expect(rows).toEqual([{ status: 'pending' }]);
});

test('with the SMTP server down the enquiry is still stored; its mails wait as retrying and go out once the server is back', async () => {
  const email = unique('down');
  await backend.smtp.pause();
  try {
    await submitContactEnquiry(anon(), enquiry(email), await screening('cs'));
    const { rows } = await backend.db.query('select 1 from public.contact_enquiries where email = $1', [email]);
    expect(rows).toHaveLength(1);

    const failed = await waitFor('both attempts failed for now', async () => {
      const outbox = await outboxOf(email);
      return outbox.length === 2 && outbox.every((row) => row.status === 'retrying') && outbox;
    });
    for (const row of failed) {
      expect(row.attempts).toBe(1);
      expect(row.last_error).toContain('ECONNREFUSED');
    }
    expect(await captured(email)).toEqual([]);
  } finally {
    await backend.smtp.resume();
  }

  // The database's backoff (10 s after the first failure) decides when the worker tries again.
  const confirmation = await mailTo(email, /^Děkujeme za vaši zprávu/);
  expect(confirmation.text).toContain('Budeme vás kontaktovat do 24 hodin.');
  await waitFor('the sales mail', async () => (await captured(SALES)).some((message) => message.text.includes(email)));
  await waitFor('both marked sent', async () => (await outboxOf(email)).every((row) => row.status === 'sent'));
  expect((await outboxOf(email)).map((row) => [row.status, row.attempts, row.last_error])).toEqual([
    ['sent', 2, null],
    ['sent', 2, null],
  ]);
}, 60_000);

test('a message claimed by a worker that died is sent once its lease runs out', async () => {
  const email = unique('lease');
  await submitContactEnquiry(anon(), enquiry(email), await screening('en'));
  await mailTo(email, /^Thank you for your message/);
  await backend.db.query('delete from local_services.mail where "to" = $1', [email]);

  // Another worker claims a copy for 2 s and is never heard of again.
  const claimed = await backend.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `insert into public.mail_outbox (kind, recipient, locale, enquiry_id)
       select 'enquiry_confirmation', e.email, 'en', e.id from public.contact_enquiries e where e.email = $1 returning id`,
      [email],
    );
    await tx.query('select public.mail_claim(10, 2)');
    return rows[0]!.id;
  });
  const state = await backend.db.query<{ status: string }>('select status from public.mail_outbox where id = $1', [claimed]);
  expect(state.rows[0]?.status).toBe('sending');

  await mailTo(email, /^Thank you for your message/);
  const sent = await waitFor('marked sent', async () => {
    const { rows } = await backend.db.query<{ status: string; attempts: number }>('select status, attempts from public.mail_outbox where id = $1', [claimed]);
    return rows[0]?.status === 'sent' && rows[0];
  });
  expect(sent.attempts).toBe(2);
});

test('a newsletter sign-up gets the confirmation with List-Unsubscribe, and the one-click POST unsubscribes without any key', async () => {
  const email = unique('odber');
  await subscribeToNewsletter(anon(), email, await screening('de'));
  const mail = await mailTo(email, /^Bestätigen Sie Ihr Newsletter-Abonnement/);

  const confirmLink = mail.links.find((link) => link.startsWith(`${SITE_URL}/de/newsletter/bestaetigen?token=`));
  const unsubscribeLink = mail.links.find((link) => link.startsWith(`${SITE_URL}/de/newsletter/abmelden?token=`));
  expect(confirmLink).toBeDefined();
  expect(unsubscribeLink).toBeDefined();
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const oneClick = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1];
  expect(oneClick).toMatch(new RegExp(`^${worker.publicUrl}/newsletter/unsubscribe\\?token=[^&]+&lang=de$`));

  await confirmNewsletterSubscription(anon(), new URL(confirmLink!).searchParams.get('token')!);
  const status = async () => (await backend.db.query<{ status: string }>('select status from public.newsletter_subscribers where email = $1', [email])).rows[0]?.status;
  expect(await status()).toBe('confirmed');

  // A person opening the URL is sent to the site's page, which asks first; nothing changes.
  const opened = await fetch(oneClick!, { redirect: 'manual' });
  expect(opened.status).toBe(303);
  expect(opened.headers.get('location')).toBe(unsubscribeLink);
  expect(await status()).toBe('confirmed');

  // What a mail program sends (RFC 8058): a POST with the form field, no API key, no cookie.
  const post = () =>
    fetch(oneClick!, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
  expect((await post()).status).toBe(200);
  expect(await status()).toBe('unsubscribed');
  expect((await post()).status).toBe(200);

  const forged = await fetch(`${worker.publicUrl}/newsletter/unsubscribe?token=00000000-0000-4000-8000-000000000000.abc`, { method: 'POST' });
  expect(forged.status).toBe(400);
});

test('the webhook wakes the worker only with the database\'s secret', async () => {
  expect((await fetch(worker.webhookUrl, { method: 'POST', body: '{"type":"mail_queued"}' })).status).toBe(401);
  expect((await fetch(worker.webhookUrl, { method: 'POST', headers: { 'X-Mail-Secret': 'wrong' } })).status).toBe(401);
  expect((await fetch(worker.webhookUrl, { method: 'POST', headers: { 'X-Mail-Secret': WEBHOOK_SECRET }, body: '{"type":"mail_queued"}' })).status).toBe(202);
  expect((await fetch(worker.webhookUrl)).status).toBe(405);
});

test('retention runs through the worker with the service role', async () => {
  const email = unique('stale');
  await subscribeToNewsletter(anon(), email, await screening('cs'));
  await backend.db.query(
    `update public.newsletter_subscribers set created_at = now() - interval '8 days', confirmation_sent_at = now() - interval '8 days' where email = $1`,
    [email],
  );
  const removed = await worker.runRetention();
  expect(removed.pending_subscriptions).toBeGreaterThanOrEqual(1);
  const { rows } = await backend.db.query('select 1 from public.newsletter_subscribers where email = $1', [email]);
  expect(rows).toHaveLength(0);
});

test('GET /health: the outbox read for the answer, how late the most overdue message is, an unreadable outbox', async () => {
  await worker.deliver();
  const healthy = await fetch(`${worker.url}/health`);
  expect(healthy.status).toBe(200);
  // A poll of the running worker may be delivering just then: whether it is, is not what this checks.
  expect(await healthy.json()).toMatchObject({ status: 'ok', problems: [], delivering: expect.any(Boolean), last_failure: null, pending: expect.any(Number), queue_lag_seconds: expect.any(Number) });

  await backend.pauseHttp();
  try {
    const unreadable = await fetch(`${worker.url}/health`);
    expect(unreadable.status).toBe(503);
    const body = (await unreadable.json()) as { status: string; pending: number | null; problems: string[] };
    expect(body).toMatchObject({ status: 'unhealthy', pending: null });
    // A poll during the outage may have failed its round too.
    expect(body.problems).toContainEqual(expect.stringMatching(/^the queue cannot be read: /));
  } finally {
    await backend.resumeHttp();
  }
  await worker.deliver();
  expect((await fetch(`${worker.url}/health`)).status).toBe(200);
});
