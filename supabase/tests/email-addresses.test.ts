/**
 * The e-mail address rule in the database (20261127004000_email_addresses.sql) and the outbox's failed
 * state (20261127004100_mail_outbox_failures.sql): what the two migrations make of rows the old, looser
 * check let in (no lead is lost), that rows it could not mend stay usable, and how mail_complete and
 * mail_claim treat a permanent and a temporary failure.
 */
import { migrate } from '../local/src/db/migrate';
import type { LocalDb } from '../local/src/db/local-db';
import { startTestBackend } from '../local/src/testing';
import { claimsFor, createAuthUser, loadDemoUserIds, sqlState, type ActorIds } from './support/actors';

const ADDRESS_MIGRATION = '20261127004000';
const OUTBOX_MIGRATION = '20261127004100';

let backend: Awaited<ReturnType<typeof startTestBackend>>;
let db: LocalDb;
let ids: ActorIds;

beforeAll(async () => {
  backend = await startTestBackend();
  db = backend.db;
  ids = await loadDemoUserIds(db);
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

/** The SQLSTATE the statement was refused with (undefined when it ran). */
async function refusal(statement: Promise<unknown>): Promise<string | undefined> {
  return statement.then(
    () => undefined,
    (error: Error) => sqlState(error),
  );
}

async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.query<T>(sql, params);
  return rows[0]!;
}

async function emailsOf(table: string, pattern: string): Promise<string[]> {
  const { rows } = await db.query<{ email: string }>(`select email from ${table} where email ilike $1`, [pattern]);
  return rows.map((row) => row.email).sort();
}

async function enquiry(email: string): Promise<string> {
  const row = await one<{ id: string }>(
    `insert into public.contact_enquiries (name, email, message, gdpr_consent) values ('Jana Nováková', $1, 'Chceme ukázku.', true) returning id`,
    [email],
  );
  return row.id;
}

describe('the address migration on rows stored before it', () => {
  let kept: string;
  let legacyUser: string;

  beforeAll(async () => {
    // The database as it was before the migration: without its triggers and functions.
    await db.exec(`
      drop trigger contact_enquiries_email_address on public.contact_enquiries;
      drop trigger newsletter_subscribers_email_address on public.newsletter_subscribers;
      drop trigger invitations_email_address on public.invitations;
      drop trigger auth_users_email_address on auth.users;
      drop function private.require_email_address();
      drop function private.email_address(text);
      drop function public.mail_complete(uuid, text, boolean);
      create function public.mail_complete(message_id uuid, error text default null) returns void language sql as 'select';
      delete from supabase_migrations.schema_migrations where version in ('${ADDRESS_MIGRATION}', '${OUTBOX_MIGRATION}');
    `);
    await enquiry('Anyone<Jana@Firma.CZ>');
    await enquiry('"c"<petr@firma.cz>');
    await enquiry('Skupina:eva@firma.cz;');
    kept = await enquiry('jiří@firma.cz');
    await db.query(`insert into public.newsletter_subscribers (email) values ('odber@firma.cz')`);
    await db.query(`update public.newsletter_subscribers set status = 'confirmed' where email = 'odber@firma.cz'`);
    await db.query(`insert into public.newsletter_subscribers (email) values ('Anyone<odber@firma.cz>'), ('G:jiny@firma.cz;')`);
    await db.query(`insert into public.invitations (email, role) values ('Nový <novy@firma.cz>', 'editor')`);
    legacyUser = await createAuthUser(db, { email: 'ja..na@firma.cz' });
    // Before the outbox migration 'failed' meant "tried again later".
    await db.query(
      `insert into public.mail_outbox (kind, recipient, status, attempts, last_error) values
         ('enquiry_notification', 'Obchod@Firma.CZ', 'failed', 4, 'SMTP 421 try later'),
         ('enquiry_confirmation', 'Nikdo <nikdo@firma.cz>', 'queued', 0, null),
         ('enquiry_confirmation', 'nikdo(at)firma.cz', 'queued', 0, null)`,
    );

    const { migrations } = await migrate(db, { seed: false });
    expect(migrations).toEqual([`${ADDRESS_MIGRATION}_email_addresses.sql`, `${OUTBOX_MIGRATION}_mail_outbox_failures.sql`]);
  }, 60_000);

  test('an enquiry keeps the mailbox of a display name or group, its domain lower-cased; one without a mailbox is kept as it was', async () => {
    expect(await emailsOf('public.contact_enquiries', '%@firma.cz%')).toEqual(['Jana@firma.cz', 'eva@firma.cz', 'jiří@firma.cz', 'petr@firma.cz']);
    expect((await one<{ email: string }>('select email from public.contact_enquiries where id = $1', [kept])).email).toBe('jiří@firma.cz');
    // The confirmation waiting for the display-name spelling goes to the bare mailbox.
    const { rows } = await db.query<{ recipient: string }>(
      `select o.recipient from public.mail_outbox o join public.contact_enquiries e on e.id = o.enquiry_id
        where e.email = 'Jana@firma.cz' and o.kind = 'enquiry_confirmation'`,
    );
    expect(rows).toEqual([{ recipient: 'Jana@firma.cz' }]);
  });

  test('several spellings of one mailbox become one subscription, the plainly stored one (with its state) kept', async () => {
    expect(await emailsOf('public.newsletter_subscribers', '%@firma.cz%')).toEqual(['jiny@firma.cz', 'odber@firma.cz']);
    expect((await one<{ status: string }>(`select status from public.newsletter_subscribers where email = 'odber@firma.cz'`)).status).toBe('confirmed');
    const { rows } = await db.query(`select 1 from public.mail_outbox where recipient like '%<%' or recipient like '%;%'`);
    expect(rows).toHaveLength(0);
  });

  test('unsent mails go to the bare mailbox, a waiting one is retrying; one to a text that is no mailbox is failed', async () => {
    const { rows } = await db.query<{ recipient: string; status: string; last_error: string | null }>(
      `select recipient, status, last_error from public.mail_outbox where recipient like 'nikdo%' or recipient ilike 'obchod@%' or recipient = 'jiří@firma.cz'`,
    );
    expect(rows.sort((a, b) => (a.recipient < b.recipient ? -1 : 1))).toEqual([
      { recipient: 'Obchod@firma.cz', status: 'retrying', last_error: 'SMTP 421 try later' },
      { recipient: 'jiří@firma.cz', status: 'failed', last_error: 'The recipient is not an e-mail address (an addr-spec): not sent.' },
      { recipient: 'nikdo(at)firma.cz', status: 'failed', last_error: 'The recipient is not an e-mail address (an addr-spec): not sent.' },
      { recipient: 'nikdo@firma.cz', status: 'queued', last_error: null },
    ]);
  });

  test('an invitation keeps its mailbox', async () => {
    expect(await emailsOf('public.invitations', '%novy@firma.cz%')).toEqual(['novy@firma.cz']);
  });

  test('a row the rule would refuse still works: staff mark it handled, its account signs in; only a new address is checked', async () => {
    await db.query('update public.contact_enquiries set handled = true where id = $1', [kept]);
    await db.query('update auth.users set last_sign_in_at = now() where id = $1', [legacyUser]);
    expect(await refusal(db.query(`update public.contact_enquiries set email = 'Jana <jana@firma.cz>' where id = $1`, [kept]))).toBe('23514');
    expect(await refusal(db.query(`update auth.users set email = 'Anyone<jana@firma.cz>' where id = $1`, [legacyUser]))).toBe('23514');
    await db.query(`update auth.users set email = 'Jana@Firma.cz' where id = $1`, [legacyUser]);
    expect((await one<{ email: string }>('select email from auth.users where id = $1', [legacyUser])).email).toBe('Jana@firma.cz');
  });
});

test('the lead settings take only an address as the notification e-mail', async () => {
  const save = (address: string) =>
    db.asRole(claimsFor('admin', ids), (tx) =>
      tx.query(
        `update public.site_settings set setting_value = setting_value || jsonb_build_object('notification_email', $1::text) where setting_key = 'lead_settings'`,
        [address],
      ),
    );
  expect(await refusal(save('Obchod <obchod@firma.cz>'))).toBe('23514');
  await save('obchod@firma.cz');
  await save('');
});

describe('mail_complete and mail_claim', () => {
  async function claimedMessage(): Promise<string> {
    const { id } = await one<{ id: string }>(
      `insert into public.mail_outbox (kind, recipient, secret) values ('newsletter_confirmation', 'nikdo@example.com', '{"confirm_token": "abc"}') returning id`,
    );
    await db.query(`update public.mail_outbox set status = 'sending', attempts = 1, locked_until = now() + interval '1 minute' where id = $1`, [id]);
    return id;
  }

  const state = (id: string) =>
    one<{ status: string; last_error: string | null; secret: unknown; due_in_seconds: number; locked_until: string | null }>(
      `select status, last_error, secret, extract(epoch from next_attempt_at - now())::float as due_in_seconds, locked_until
         from public.mail_outbox where id = $1`,
      [id],
    );

  const claimable = async (id: string) => {
    const { rows } = await db.query<{ id: string }>(`select (m ->> 'id') as id from public.mail_claim(100, 60) as m`);
    return rows.some((row) => row.id === id);
  };

  test('a permanent refusal is failed with the reply, drops the link token and is never claimed again', async () => {
    const id = await claimedMessage();
    await db.query(`select public.mail_complete($1, '550 5.1.1 User unknown', true)`, [id]);
    expect(await state(id)).toMatchObject({ status: 'failed', last_error: '550 5.1.1 User unknown', secret: {}, locked_until: null });
    await db.query(`update public.mail_outbox set next_attempt_at = now() - interval '1 day' where id = $1`, [id]);
    expect(await claimable(id)).toBe(false);
    expect((await state(id)).status).toBe('failed');
  });

  test('a temporary failure is retrying after the backoff and claimed again once due', async () => {
    const id = await claimedMessage();
    await db.query(`select public.mail_complete($1, '451 4.3.2 try later')`, [id]);
    const retrying = await state(id);
    expect(retrying).toMatchObject({ status: 'retrying', last_error: '451 4.3.2 try later', secret: { confirm_token: 'abc' } });
    expect(retrying.due_in_seconds).toBeGreaterThan(8);
    expect(retrying.due_in_seconds).toBeLessThanOrEqual(10);
    expect(await claimable(id)).toBe(false);
    await db.query(`update public.mail_outbox set next_attempt_at = now() - interval '1 second' where id = $1`, [id]);
    expect(await claimable(id)).toBe(true);
    expect((await state(id)).status).toBe('sending');
  });

  test('the worker\'s functions stay service_role only', async () => {
    expect(await refusal(db.asRole(claimsFor('admin', ids), (tx) => tx.query(`select public.mail_complete(gen_random_uuid(), 'x', true)`)))).toBe('42501');
  });
});
