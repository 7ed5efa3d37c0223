import type { Db, JwtClaims, Tx } from '../local/src/contract';
import { formTokenIssuedAgo, startTestBackend } from '../local/src/testing';
import { type ActorIds, attemptAs, claimsFor, loadDemoUserIds, sqlState, uniqueMarker } from './support/actors';

let backend: Awaited<ReturnType<typeof startTestBackend>>;
let db: Db;
let ids: ActorIds;

beforeAll(async () => {
  backend = await startTestBackend();
  db = backend.db;
  ids = await loadDemoUserIds(db);
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

const SERVICE: JwtClaims = { role: 'service_role' };

/** A request as the API gateway hands it to the database: the client's address in cf-connecting-ip. */
function fromClient(client: string) {
  return { headers: { 'cf-connecting-ip': client }, method: 'POST', path: '/contact_enquiries' };
}

let clientCounter = 0;
/** A client address no other test used, so the per-client limits start empty. */
function newClient(): string {
  clientCounter += 1;
  return `198.51.100.${clientCounter}`;
}

interface EnquiryFields {
  email?: string;
  locale?: string;
  intent?: string | null;
  plan_name?: string | null;
  honeypot?: string | null;
  form_token?: string | null;
  message?: string;
  module_key?: string | null;
  service?: string | null;
}

async function sendEnquiry(client: string, fields: EnquiryFields = {}): Promise<{ message: string; error: Error | null }> {
  const message = uniqueMarker(fields.message ?? 'Máme zájem o ukázku');
  const token = fields.form_token === undefined ? await formTokenIssuedAgo(db, 5) : fields.form_token;
  let error: Error | null = null;
  try {
    await db.asRole(
      claimsFor('anon', ids),
      (tx) =>
        tx.query(
          `insert into public.contact_enquiries (name, email, phone, company, message, gdpr_consent, locale, intent, plan_name, honeypot, form_token, module_key, service)
           values ('Jana Nováková', $1, '+420 777 000 111', 'Nováková s.r.o.', $2, true, $3, $4, $5, $6, $7, $8, $9)`,
          [
            fields.email ?? 'jana@example.com',
            message,
            fields.locale ?? 'cs',
            fields.intent ?? null,
            fields.plan_name ?? null,
            fields.honeypot ?? null,
            token,
            fields.module_key ?? null,
            fields.service ?? null,
          ],
        ),
      fromClient(client),
    );
  } catch (caught) {
    error = caught as Error;
  }
  return { message, error };
}

async function enquiryByMessage(message: string) {
  const { rows } = await db.query<{
    id: string;
    is_spam: boolean;
    spam_reason: string | null;
    doubt_reason: string | null;
    honeypot: string | null;
    form_token: string | null;
    notified: boolean;
    confirmation_queued: boolean;
    plan_name: string | null;
    intent: string | null;
    module_id: string | null;
    module_name: string | null;
    module_key: string | null;
    service: string | null;
  }>(
    `select id::text as id, is_spam, spam_reason, doubt_reason, honeypot, form_token, notified_at is not null as notified,
            confirmation_queued_at is not null as confirmation_queued, plan_name, intent, module_id::text as module_id, module_name,
            module_key, service
       from public.contact_enquiries where message = $1`,
    [message],
  );
  return rows[0];
}

async function mailsOfEnquiry(id: string) {
  const { rows } = await db.query<{ kind: string; recipient: string; locale: string }>(
    'select kind, recipient, locale from public.mail_outbox where enquiry_id = $1 order by kind',
    [id],
  );
  return rows;
}

async function signUp(client: string, email: string, fields: { honeypot?: string; token?: string | null; locale?: string } = {}): Promise<Error | null> {
  const token = fields.token === undefined ? await formTokenIssuedAgo(db, 5) : fields.token;
  try {
    await db.asRole(
      claimsFor('anon', ids),
      (tx) =>
        tx.query('insert into public.newsletter_subscribers (email, locale, honeypot, form_token) values ($1, $2, $3, $4)', [
          email,
          fields.locale ?? 'de',
          fields.honeypot ?? null,
          token,
        ]),
      fromClient(client),
    );
    return null;
  } catch (error) {
    return error as Error;
  }
}

async function subscriber(email: string) {
  const { rows } = await db.query<{ id: string; status: string; locale: string; consent_version: string | null }>(
    'select id::text as id, status, locale, consent_version from public.newsletter_subscribers where email = $1',
    [email],
  );
  return rows[0];
}

async function confirmationMails(email: string) {
  const { rows } = await db.query<{ secret: { confirm_token?: string }; locale: string }>(
    "select secret, locale from public.mail_outbox where kind = 'newsletter_confirmation' and recipient = $1 order by created_at",
    [email],
  );
  return rows;
}

async function asService<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.asRole(SERVICE, fn);
}

describe('enquiries', () => {
  test('a person\'s enquiry is stored with its language and intent, and queues the sales notification and the visitor\'s confirmation', async () => {
    const { message, error } = await sendEnquiry(newClient(), { email: 'klient@example.com', locale: 'de', intent: 'plan', plan_name: 'Business' });
    expect(error).toBeNull();
    const stored = await enquiryByMessage(message);
    expect(stored).toMatchObject({ is_spam: false, spam_reason: null, honeypot: null, form_token: null, notified: true, intent: 'plan', plan_name: 'Business' });
    expect(await mailsOfEnquiry(stored!.id)).toEqual([
      { kind: 'enquiry_confirmation', recipient: 'klient@example.com', locale: 'de' },
      { kind: 'enquiry_notification', recipient: 'info@example.com', locale: 'cs' },
    ]);
  });

  test('the notification goes to the address of Nastavení when one is set', async () => {
    await db.query(`update public.site_settings set setting_value = setting_value || '{"notification_email": "obchod@example.com"}' where setting_key = 'lead_settings'`);
    try {
      const { message } = await sendEnquiry(newClient());
      const stored = await enquiryByMessage(message);
      expect((await mailsOfEnquiry(stored!.id)).find((mail) => mail.kind === 'enquiry_notification')?.recipient).toBe('obchod@example.com');
    } finally {
      await db.query(`update public.site_settings set setting_value = setting_value || '{"notification_email": ""}' where setting_key = 'lead_settings'`);
    }
  });

  test.each<[string, EnquiryFields, string]>([
    ['the honeypot filled', { honeypot: 'https://spam.example' }, 'honeypot filled'],
    ['without a form token', { form_token: null }, 'no valid form token'],
    ['with a forged form token', { form_token: '1700000000000.deadbeef' }, 'no valid form token'],
    ['with a token of the old two-part form', { form_token: 'old' }, 'no valid form token'],
    ['with a token issued more than 2 hours ago', { form_token: 'stale' }, 'form token expired'],
  ])('an enquiry %s is kept as spam and notifies nobody', async (_case, fields, reason) => {
    const token =
      fields.form_token === 'stale'
        ? await formTokenIssuedAgo(db, 2 * 3600 + 60)
        : fields.form_token === 'old'
          ? (await formTokenIssuedAgo(db, 5)).replace(/\.[0-9a-f]{32}\./, '.')
          : fields.form_token;
    const { message, error } = await sendEnquiry(newClient(), { ...fields, form_token: token ?? null });
    expect(error).toBeNull();
    const stored = await enquiryByMessage(message);
    expect(stored).toMatchObject({ is_spam: true, spam_reason: reason, honeypot: null, notified: false, doubt_reason: null, confirmation_queued: false });
    expect(await mailsOfEnquiry(stored!.id)).toEqual([]);
  });

  test('a form token is spent by the first enquiry: sent again it is kept as spam, notifying nobody', async () => {
    const token = await formTokenIssuedAgo(db, 5);
    const first = await sendEnquiry(newClient(), { form_token: token });
    const replayed = await sendEnquiry(newClient(), { form_token: token });
    expect([first.error, replayed.error]).toEqual([null, null]);
    expect(await enquiryByMessage(first.message)).toMatchObject({ is_spam: false, notified: true });
    const stored = await enquiryByMessage(replayed.message);
    expect(stored).toMatchObject({ is_spam: true, spam_reason: 'form token used', notified: false, confirmation_queued: false });
    expect(await mailsOfEnquiry(stored!.id)).toEqual([]);
  });

  test('a refused enquiry does not spend its token: the visitor sends it again once corrected', async () => {
    const token = await formTokenIssuedAgo(db, 5);
    const client = newClient();
    const refused = await sendEnquiry(client, { form_token: token, email: 'not an address' });
    expect(sqlState(refused.error)).toBe('23514');
    const corrected = await sendEnquiry(client, { form_token: token });
    expect(await enquiryByMessage(corrected.message)).toMatchObject({ is_spam: false, notified: true });
  });

  test('sent right after the page opened (browser autofill) is doubtful, not spam: sales is told, marked, and the visitor confirmed', async () => {
    const { message, error } = await sendEnquiry(newClient(), { form_token: await formTokenIssuedAgo(db, 0.6), email: 'rychla@example.com' });
    expect(error).toBeNull();
    const stored = await enquiryByMessage(message);
    expect(stored).toMatchObject({ is_spam: false, spam_reason: null, doubt_reason: 'sent too fast', notified: true, confirmation_queued: true });
    expect(await mailsOfEnquiry(stored!.id)).toEqual([
      { kind: 'enquiry_confirmation', recipient: 'rychla@example.com', locale: 'cs' },
      { kind: 'enquiry_notification', recipient: 'info@example.com', locale: 'cs' },
    ]);
  });

  test('one doubt marks an enquiry; two doubts together keep it as spam', async () => {
    const linked = await sendEnquiry(newClient(), { message: 'Levné léky: https://pills.example/buy' });
    expect(await enquiryByMessage(linked.message)).toMatchObject({ is_spam: false, doubt_reason: 'links in the message', notified: true });

    const fastAndLinked = await sendEnquiry(newClient(), { message: 'Levné léky: www.pills.example', form_token: await formTokenIssuedAgo(db, 1) });
    const spam = await enquiryByMessage(fastAndLinked.message);
    expect(spam).toMatchObject({ is_spam: true, spam_reason: 'sent too fast, links in the message', doubt_reason: null, notified: false });
    expect(await mailsOfEnquiry(spam!.id)).toEqual([]);
  });

  test('at most 5 enquiries per client per 10 minutes (PT429, nothing stored); another client still gets through', async () => {
    const client = newClient();
    for (let index = 0; index < 5; index += 1) expect((await sendEnquiry(client)).error).toBeNull();
    const refused = await sendEnquiry(client);
    expect(sqlState(refused.error)).toBe('PT429');
    expect(await enquiryByMessage(refused.message)).toBeUndefined();
    expect((await sendEnquiry(newClient())).error).toBeNull();
  });

  test('moving an enquiry out of spam queues its notification and the visitor\'s confirmation, each once; staff may, a visitor may not', async () => {
    const { message } = await sendEnquiry(newClient(), { honeypot: 'x', email: 'vracena@example.com', locale: 'en' });
    const { id } = (await enquiryByMessage(message))!;
    const byAnon = await attemptAs(db, claimsFor('anon', ids), (tx) => tx.query('update public.contact_enquiries set is_spam = false where id = $1', [id]));
    expect(byAnon === null ? (await enquiryByMessage(message))!.is_spam : true).toBe(true);

    await db.asRole(claimsFor('editor', ids), (tx) => tx.query('update public.contact_enquiries set is_spam = false where id = $1', [id]));
    await db.asRole(claimsFor('editor', ids), (tx) => tx.query('update public.contact_enquiries set is_spam = true where id = $1', [id]));
    await db.asRole(claimsFor('editor', ids), (tx) => tx.query('update public.contact_enquiries set is_spam = false where id = $1', [id]));
    expect(await mailsOfEnquiry(id)).toEqual([
      { kind: 'enquiry_confirmation', recipient: 'vracena@example.com', locale: 'en' },
      { kind: 'enquiry_notification', recipient: 'info@example.com', locale: 'cs' },
    ]);
    expect(await enquiryByMessage(message)).toMatchObject({ notified: true, confirmation_queued: true });
  });

  test('a module\'s or a service\'s button is stored with the enquiry: the module by its slug or id, with its name from the modules table', async () => {
    const { rows } = await db.query<{ id: string; slug: string | null; name_cs: string }>('select id::text as id, slug, name_cs from public.modules where active order by display_order limit 2');
    const [bySlug, byId] = rows;
    const viaSlug = await sendEnquiry(newClient(), { intent: 'quote', module_key: bySlug!.slug ?? bySlug!.id });
    expect(await enquiryByMessage(viaSlug.message)).toMatchObject({ module_id: bySlug!.id, module_name: bySlug!.name_cs, module_key: null, service: null });
    const viaId = await sendEnquiry(newClient(), { intent: 'quote', module_key: byId!.id });
    expect(await enquiryByMessage(viaId.message)).toMatchObject({ module_id: byId!.id, module_name: byId!.name_cs });
    const unknown = await sendEnquiry(newClient(), { intent: 'quote', module_key: 'Kupte <b>levně</b>' });
    expect(await enquiryByMessage(unknown.message)).toMatchObject({ module_id: null, module_name: null, module_key: null });

    const service = await sendEnquiry(newClient(), { intent: 'quote', service: 'api-integration' });
    expect(await enquiryByMessage(service.message)).toMatchObject({ service: 'api-integration', module_id: null });
    expect(sqlState((await sendEnquiry(newClient(), { service: 'free text' })).error)).toBe('23514');
    // What the enquiry is about reaches the worker with the enquiry.
    await db.query("update public.mail_outbox set status = 'sent' where status <> 'sent'");
    await db.query("update public.mail_outbox set status = 'queued' where enquiry_id = (select id from public.contact_enquiries where message = $1) and kind = 'enquiry_notification'", [viaSlug.message]);
    const claimed = await asService((tx) => tx.query<{ message: { enquiry: Record<string, unknown> } }>('select m as message from public.mail_claim(10, 60) m'));
    expect(claimed.rows.map((row) => row.message.enquiry)).toEqual([expect.objectContaining({ module_name: bySlug!.name_cs, intent: 'quote' })]);
    await db.query("update public.mail_outbox set status = 'sent' where status <> 'sent'");
  });
});

describe('newsletter double opt-in', () => {
  test('a sign-up is pending with its language and consent version until the e-mailed link confirms it', async () => {
    const email = `${uniqueMarker('odber')}@example.com`;
    expect(await signUp(newClient(), email.toUpperCase())).toBeNull();
    expect(await subscriber(email)).toMatchObject({ status: 'pending', locale: 'de', consent_version: '2026-11-26' });
    const [mail] = await confirmationMails(email);
    expect(mail).toMatchObject({ locale: 'de' });
    const token = mail!.secret.confirm_token!;

    const wrong = await attemptAs(db, claimsFor('anon', ids), (tx) => tx.query('select public.confirm_newsletter_subscription($1)', ['f'.repeat(64)]));
    expect(sqlState(wrong)).toBe('22023');
    const confirmed = await db.asRole(claimsFor('anon', ids), (tx) => tx.query<{ state: string }>('select public.confirm_newsletter_subscription($1) as state', [token]));
    expect(confirmed.rows[0]?.state).toBe('confirmed');
    expect((await subscriber(email))?.status).toBe('confirmed');
    // Opening the link again (a mail scanner, a second click) answers the same.
    const again = await db.asRole(claimsFor('anon', ids), (tx) => tx.query<{ state: string }>('select public.confirm_newsletter_subscription($1) as state', [token]));
    expect(again.rows[0]?.state).toBe('confirmed');
  });

  test('a sign-up sent 0.6 s after the page opened (browser autofill and Enter) is stored and its confirmation queued', async () => {
    const email = `${uniqueMarker('autofill')}@example.com`;
    expect(await signUp(newClient(), email, { token: await formTokenIssuedAgo(db, 0.6) })).toBeNull();
    expect(await subscriber(email)).toMatchObject({ status: 'pending' });
    expect(await confirmationMails(email)).toHaveLength(1);
  });

  test('the answer never reveals a known address; a confirmed one is left alone, an unsubscribed one starts over later', async () => {
    const email = `${uniqueMarker('znamy')}@example.com`;
    await signUp(newClient(), email);
    const { id } = (await subscriber(email))!;
    await db.query("update public.newsletter_subscribers set status = 'confirmed' where id = $1", [id]);
    expect(await signUp(newClient(), email)).toBeNull();
    expect((await subscriber(email))?.status).toBe('confirmed');
    expect(await confirmationMails(email)).toHaveLength(1);

    const unsubscribeToken = (await db.query<{ token: string }>('select private.newsletter_unsubscribe_token($1) as token', [id])).rows[0]!.token;
    const forged = await attemptAs(db, claimsFor('anon', ids), (tx) => tx.query('select public.unsubscribe_newsletter($1)', [`${id}.00`]));
    expect(sqlState(forged)).toBe('22023');
    await db.asRole(claimsFor('anon', ids), (tx) => tx.query('select public.unsubscribe_newsletter($1)', [unsubscribeToken]));
    await db.asRole(claimsFor('anon', ids), (tx) => tx.query('select public.unsubscribe_newsletter($1)', [unsubscribeToken]));
    expect((await subscriber(email))?.status).toBe('unsubscribed');

    // At most one confirmation e-mail per address per 10 minutes, so a sign-up right away sends none.
    expect(await signUp(newClient(), email)).toBeNull();
    expect(await confirmationMails(email)).toHaveLength(1);
    await db.query("update public.newsletter_subscribers set confirmation_sent_at = now() - interval '11 minutes' where id = $1", [id]);
    expect(await signUp(newClient(), email)).toBeNull();
    expect((await subscriber(email))?.status).toBe('pending');
    expect(await confirmationMails(email)).toHaveLength(2);
  });

  test('a honeypot, forged or spent token is answered alike and stores nothing; 3 sign-ups per client per 10 minutes', async () => {
    const bot = `${uniqueMarker('bot')}@example.com`;
    expect(await signUp(newClient(), bot, { honeypot: 'filled' })).toBeNull();
    expect(await signUp(newClient(), bot, { token: null })).toBeNull();
    expect(await signUp(newClient(), bot, { token: '1700000000000.deadbeef' })).toBeNull();
    expect(await subscriber(bot)).toBeUndefined();
    const token = await formTokenIssuedAgo(db, 5);
    const first = `${uniqueMarker('prvni')}@example.com`;
    expect(await signUp(newClient(), first, { token })).toBeNull();
    expect(await signUp(newClient(), bot, { token })).toBeNull();
    expect(await subscriber(first)).toMatchObject({ status: 'pending' });
    expect(await subscriber(bot)).toBeUndefined();

    const client = newClient();
    for (let index = 0; index < 3; index += 1) expect(await signUp(client, `${uniqueMarker('flood')}@example.com`)).toBeNull();
    const refused = `${uniqueMarker('flood')}@example.com`;
    expect(sqlState(await signUp(client, refused))).toBe('PT429');
    expect(await subscriber(refused)).toBeUndefined();
  });

  test('an expired link does not confirm; retention removes pending sign-ups after 7 days and enquiries past the period', async () => {
    const email = `${uniqueMarker('stary')}@example.com`;
    await signUp(newClient(), email);
    const token = (await confirmationMails(email))[0]!.secret.confirm_token!;
    await db.query("update public.newsletter_subscribers set confirmation_sent_at = now() - interval '8 days' where email = $1", [email]);
    const expired = await attemptAs(db, claimsFor('anon', ids), (tx) => tx.query('select public.confirm_newsletter_subscription($1)', [token]));
    expect(sqlState(expired)).toBe('22023');

    const { message } = await sendEnquiry(newClient());
    await db.query("update public.contact_enquiries set created_at = now() - interval '25 months' where message = $1", [message]);
    const refused = await attemptAs(db, claimsFor('admin', ids), (tx) => tx.query('select public.run_lead_retention()'));
    expect(sqlState(refused)).toBe('42501');
    const result = await asService((tx) => tx.query<{ removed: { pending_subscriptions: number; enquiries: number } }>('select public.run_lead_retention() as removed'));
    expect(result.rows[0]?.removed.pending_subscriptions).toBeGreaterThanOrEqual(1);
    expect(result.rows[0]?.removed.enquiries).toBeGreaterThanOrEqual(1);
    expect(await subscriber(email)).toBeUndefined();
    expect(await enquiryByMessage(message)).toBeUndefined();
  });
});

describe('the mail worker\'s functions', () => {
  test('only the service role claims and completes; a failure is retried after a backoff, a success empties the secret', async () => {
    for (const actor of ['anon', 'editor', 'admin'] as const) {
      expect(sqlState(await attemptAs(db, claimsFor(actor, ids), (tx) => tx.query('select * from public.mail_claim(1)')))).toBe('42501');
    }
    await db.query("update public.mail_outbox set status = 'sent' where status <> 'sent'");
    const email = `${uniqueMarker('worker')}@example.com`;
    await signUp(newClient(), email);

    const claim = () => asService((tx) => tx.query<{ message: Record<string, unknown> }>('select m as message from public.mail_claim(10, 60) m'));
    const [first] = (await claim()).rows;
    expect(first?.message).toMatchObject({
      kind: 'newsletter_confirmation',
      recipient: email,
      locale: 'de',
      attempts: 1,
      from_email: 'info@example.com',
      site_url: 'http://localhost:3000',
      confirm_token: expect.stringMatching(/^[0-9a-f]{64}$/),
      unsubscribe_token: expect.stringMatching(/^[0-9a-f-]{36}\.[0-9a-f]{64}$/),
    });
    expect((await claim()).rows).toEqual([]);

    const id = String(first!.message.id);
    await asService((tx) => tx.query("select public.mail_complete($1, 'SMTP 421 try later')", [id]));
    const failed = await db.query<{ status: string; last_error: string; wait: number }>(
      'select status, last_error, extract(epoch from next_attempt_at - now())::int as wait from public.mail_outbox where id = $1',
      [id],
    );
    expect(failed.rows[0]).toMatchObject({ status: 'retrying', last_error: 'SMTP 421 try later' });
    expect(failed.rows[0]!.wait).toBeGreaterThanOrEqual(8);
    expect((await claim()).rows).toEqual([]);

    await db.query('update public.mail_outbox set next_attempt_at = now() where id = $1', [id]);
    expect((await claim()).rows[0]?.message).toMatchObject({ id, attempts: 2 });
    await asService((tx) => tx.query('select public.mail_complete($1)', [id]));
    const sent = await db.query<{ status: string; secret: object; sent: boolean }>('select status, secret, sent_at is not null as sent from public.mail_outbox where id = $1', [id]);
    expect(sent.rows[0]).toEqual({ status: 'sent', secret: {}, sent: true });
  });

  test('admins read the outbox state but not its secrets; editors and visitors read nothing', async () => {
    const admin = await db.asRole(claimsFor('admin', ids), (tx) => tx.query('select id, kind, status, attempts, last_error from public.mail_outbox limit 1'));
    expect(admin.rows.length).toBe(1);
    expect(sqlState(await attemptAs(db, claimsFor('admin', ids), (tx) => tx.query('select secret from public.mail_outbox')))).toBe('42501');
    const editor = await db.asRole(claimsFor('editor', ids), (tx) => tx.query('select id from public.mail_outbox'));
    expect(editor.rows).toEqual([]);
  });
});

describe('lead settings and what staff read', () => {
  test('the database accepts only a valid notification address and a retention of 1 to 120 whole months', async () => {
    const save = (value: object) =>
      attemptAs(db, claimsFor('admin', ids), (tx) =>
        tx.query("update public.site_settings set setting_value = $1 where setting_key = 'lead_settings'", [JSON.stringify(value)]),
      );
    for (const bad of [{ notification_email: 'nekdo@', retention_months: 24 }, { notification_email: '', retention_months: 0 }, { notification_email: '', retention_months: 121 }, { notification_email: '', retention_months: 2.5 }, { notification_email: '', retention_months: '24' }]) {
      expect([bad, sqlState(await save(bad))]).toEqual([bad, '23514']);
    }
    expect(await save({ notification_email: 'obchod@example.com', retention_months: 36 })).toBeNull();
    expect(await save({ notification_email: '', retention_months: 24 })).toBeNull();
  });

  test('staff read subscriptions but not their confirmation token hash', async () => {
    const email = `${uniqueMarker('cteni')}@example.com`;
    await signUp(newClient(), email);
    const listed = await db.asRole(claimsFor('editor', ids), (tx) =>
      tx.query('select email, status, locale from public.newsletter_subscribers where email = $1', [email]),
    );
    expect(listed.rows).toEqual([{ email, status: 'pending', locale: 'de' }]);
    const hash = await attemptAs(db, claimsFor('admin', ids), (tx) => tx.query('select confirm_token_hash from public.newsletter_subscribers'));
    expect(sqlState(hash)).toBe('42501');
  });
});

describe('personal-data requests', () => {
  test('an admin exports and erases everything held about an address; the record keeps counts, not the data', async () => {
    const email = `${uniqueMarker('osoba')}@example.com`;
    await sendEnquiry(newClient(), { email });
    await sendEnquiry(newClient(), { email: email.toUpperCase(), honeypot: 'x' });
    await signUp(newClient(), email);

    for (const actor of ['anon', 'user', 'editor'] as const) {
      expect(sqlState(await attemptAs(db, claimsFor(actor, ids), (tx) => tx.query('select public.personal_data_export($1)', [email])))).toMatch(/42501/);
      expect(sqlState(await attemptAs(db, claimsFor(actor, ids), (tx) => tx.query('select public.personal_data_erase($1)', [email])))).toMatch(/42501/);
    }
    const exported = await db.asRole(claimsFor('admin', ids), (tx) =>
      tx.query<{ data: { enquiries: unknown[]; newsletter: unknown[]; mails: unknown[] } }>('select public.personal_data_export($1) as data', [` ${email.toUpperCase()} `]),
    );
    const data = exported.rows[0]!.data;
    expect(data.enquiries).toHaveLength(2);
    expect(data.newsletter).toEqual([expect.objectContaining({ status: 'pending', locale: 'de' })]);
    expect(data.mails.length).toBe(3);
    expect(JSON.stringify(data)).not.toMatch(/"honeypot"|"form_token"|confirm_token/);

    const erased = await db.asRole(claimsFor('admin', ids), (tx) => tx.query<{ result: Record<string, number> }>('select public.personal_data_erase($1) as result', [email]));
    expect(erased.rows[0]!.result).toMatchObject({ enquiries: 2, subscriptions: 1, mails: 3 });
    const left = await db.query<{ n: number }>(
      `select (select count(*) from public.contact_enquiries where lower(email) = $1)
            + (select count(*) from public.newsletter_subscribers where lower(email) = $1)
            + (select count(*) from public.mail_outbox where lower(recipient) = $1) as n`,
      [email],
    );
    expect(Number(left.rows[0]!.n)).toBe(0);
    const record = await db.query('select * from public.personal_data_erasures order by erased_at desc limit 1');
    expect(record.rows[0]).toMatchObject({ erased_by: ids.admin, erased_by_email: 'admin@example.com', enquiries: 2, subscriptions: 1, mails: 3 });
    expect(JSON.stringify(record.rows[0])).not.toContain(email);
  });
});
