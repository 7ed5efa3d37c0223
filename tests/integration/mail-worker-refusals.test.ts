/**
 * The real mail worker against an SMTP server that refuses some recipients, as a provider does: a 550 is
 * final (the message is failed after one attempt and never tried again), a 451 is not (tried again after
 * the database's backoff), nor is a 5xx to the sender, which a fixed setting cures. The server is a third
 * party's stand-in (smtp-server, what the local backend's capture is built on); everything else is the
 * real stack.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createTestClient, formTokenIssuedAgo, startTestBackend, type RunningBackend } from '@app/local-backend';
import { submitContactEnquiry, type ContactEnquiryInput } from '@app/content';
import { startMailWorker, type MailWorker } from '@app/mail-worker';
import type { ReadClient } from '@app/supabase';

const SALES = 'prodej@example.com';
const NO_SUCH_MAILBOX = '550 5.1.1 <nobody@example.com>: Recipient address rejected: User unknown in virtual mailbox table';

let backend: RunningBackend;
let worker: MailWorker;
let smtp: SMTPServer;
let smtpPort = 0;
/** Every envelope recipient the server took, and how often each address was offered. */
const delivered: string[] = [];
const offered = new Map<string, number>();
const workerLog: string[] = [];
/** While set, the server refuses the sender (MAIL FROM), as a provider does before the domain is verified. */
let refuseSender = false;

function smtpError(reply: string): Error {
  const [, code, text] = /^(\d{3}) (.*)$/.exec(reply)!;
  return Object.assign(new Error(text), { responseCode: Number(code) });
}

function enquiry(email: string): ContactEnquiryInput {
  return { name: 'Jana Nováková', email, phone: '', company: '', message: 'Chceme ukázku.', gdprConsent: true };
}

async function send(email: string) {
  const anon = createTestClient(backend) as unknown as ReadClient;
  await submitContactEnquiry(anon, enquiry(email), { locale: 'cs', honeypot: '', formToken: await formTokenIssuedAgo(backend.db, 5) });
}

interface OutboxRow {
  kind: string;
  status: string;
  attempts: number;
  last_error: string | null;
  due_in_seconds: number;
}

async function outboxOf(email: string): Promise<OutboxRow[]> {
  const { rows } = await backend.db.query<OutboxRow>(
    `select o.kind, o.status, o.attempts, o.last_error, extract(epoch from o.next_attempt_at - now())::float as due_in_seconds
       from public.mail_outbox o join public.contact_enquiries e on e.id = o.enquiry_id
      where e.email = $1 order by o.kind`,
    [email],
  );
  return rows;
}

async function waitFor<T>(what: string, read: () => Promise<T | null | undefined | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}\n${workerLog.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    onMailFrom(_address, _session, callback) {
      callback(refuseSender ? smtpError('553 5.7.1 Sender address not verified') : undefined);
    },
    onRcptTo(address, _session, callback) {
      const times = (offered.get(address.address) ?? 0) + 1;
      offered.set(address.address, times);
      if (address.address.startsWith('nobody@')) callback(smtpError(NO_SUCH_MAILBOX));
      else if (address.address.startsWith('later@') && times === 1) callback(smtpError('451 4.3.2 Mailbox busy, try again later'));
      else callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        delivered.push(...session.envelope.rcptTo.map((recipient) => recipient.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  smtpPort = (smtp.server.address() as AddressInfo).port;

  backend = await startTestBackend();
  await backend.db.query(
    `update public.site_settings set setting_value = setting_value || jsonb_build_object('notification_email', $1::text) where setting_key = 'lead_settings'`,
    [SALES],
  );
  worker = await startMailWorker({
    supabaseUrl: backend.url,
    serviceRoleKey: backend.serviceRoleKey,
    smtp: { host: '127.0.0.1', port: smtpPort },
    port: 0,
    webhookSecret: 'integration-test-webhook-secret',
    pollIntervalMs: 300,
    retentionIntervalMs: 0,
    log: (message) => workerLog.push(message),
  });
}, 120_000);

afterAll(async () => {
  await worker?.stop();
  await backend?.stop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

test('a recipient the SMTP server refuses with 550 is failed after one attempt with the reply; a 451 is retried after the backoff and sent', async () => {
  await send('nobody@example.com');
  await send('later@example.com');

  const refused = await waitFor('the refusal recorded', async () => {
    const rows = await outboxOf('nobody@example.com');
    return rows.find((row) => row.kind === 'enquiry_confirmation' && row.status === 'failed');
  });
  expect(refused).toMatchObject({ attempts: 1, last_error: NO_SUCH_MAILBOX });
  // Sales is still told of the enquiry: only the refused recipient's message failed.
  await waitFor('the sales mail sent', async () => (await outboxOf('nobody@example.com')).some((row) => row.kind === 'enquiry_notification' && row.status === 'sent'));

  const deferred = await waitFor('the 451 recorded', async () => {
    const rows = await outboxOf('later@example.com');
    return rows.find((row) => row.kind === 'enquiry_confirmation' && row.status === 'retrying');
  });
  expect(deferred.attempts).toBe(1);
  expect(deferred.last_error).toContain('451 4.3.2 Mailbox busy');
  expect(deferred.due_in_seconds).toBeGreaterThan(5);

  // The backoff (10 s after the first failure) passes: the 451 goes out on its second attempt …
  const sent = await waitFor('the retried message sent', async () => {
    const rows = await outboxOf('later@example.com');
    return rows.find((row) => row.kind === 'enquiry_confirmation' && row.status === 'sent');
  });
  expect(sent).toMatchObject({ attempts: 2, last_error: null });
  expect(delivered).toContain('later@example.com');

  // … while the 550 was never offered again.
  expect(offered.get('nobody@example.com')).toBe(1);
  expect(delivered).not.toContain('nobody@example.com');
  expect((await outboxOf('nobody@example.com')).find((row) => row.kind === 'enquiry_confirmation')).toMatchObject({
    status: 'failed',
    attempts: 1,
    last_error: NO_SUCH_MAILBOX,
  });
  expect(workerLog.some((line) => /^enquiry_confirmation \S+ refused by the SMTP server \(550\), not retried$/.test(line))).toBe(true);
  expect(workerLog.join('\n')).not.toContain('nobody@example.com');
}, 60_000);

test('a 5xx to the sender (a setting of the provider, the same for every message) is retried, and sent once the setting is fixed', async () => {
  refuseSender = true;
  try {
    await send('odesilatel@example.com');
    const deferred = await waitFor('both refused for now', async () => {
      const rows = await outboxOf('odesilatel@example.com');
      return rows.length === 2 && rows.every((row) => row.status === 'retrying') && rows;
    });
    for (const row of deferred) expect(row.last_error).toContain('553 5.7.1 Sender address not verified');
  } finally {
    refuseSender = false;
  }
  await waitFor('both sent', async () => {
    const rows = await outboxOf('odesilatel@example.com');
    return rows.length === 2 && rows.every((row) => row.status === 'sent' && row.attempts === 2);
  });
}, 60_000);
