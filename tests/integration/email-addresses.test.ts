/**
 * One e-mail address syntax: the forms' TypeScript (isEmailAddress, normalizeEmailAddress from @app/content)
 * and the database's private.email_address() take and refuse the same addresses, and the database refuses a
 * display name, group or brackets wherever a person's address is stored (enquiries, newsletter sign-ups,
 * invitations, accounts) through the real API.
 */
import { createTestClient, formTokenIssuedAgo, startTestBackend, type RunningBackend } from '@app/local-backend';
import {
  adminInviteUser,
  isEmailAddress,
  normalizeEmailAddress,
  submitContactEnquiry,
  subscribeToNewsletter,
  type ContactEnquiryInput,
} from '@app/content';
import type { AppSupabaseClient, Database, ReadClient } from '@app/supabase';

/** [what a person typed, what is stored (null: refused)] */
const ADDRESSES: [string, string | null][] = [
  ['jana@firma.cz', 'jana@firma.cz'],
  ['  Jana.Novakova@Firma.CZ ', 'Jana.Novakova@firma.cz'],
  ['\u00a0jana@firma.cz\t', 'jana@firma.cz'],
  ['j.novak+poptavka@obchod.firma.cz', 'j.novak+poptavka@obchod.firma.cz'],
  ["o'brien@example.ie", "o'brien@example.ie"],
  ["!#$%&'*+/=?^_`{|}~-@example.com", "!#$%&'*+/=?^_`{|}~-@example.com"],
  ['info@xn--mller-kva.de', 'info@xn--mller-kva.de'],
  ['x@1.example.com', 'x@1.example.com'],
  ['a@b.co', 'a@b.co'],
  [`${'a'.repeat(64)}@example.com`, `${'a'.repeat(64)}@example.com`],
  [`a@${'b'.repeat(63)}.cz`, `a@${'b'.repeat(63)}.cz`],
  [`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.cz`, `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.cz`],
  // Display names, groups, brackets: the same mailbox under another spelling.
  ['Anyone<v@x.cz>', null],
  ['"c"<v@x.cz>', null],
  ['G:v@x.cz;', null],
  ['Jana Nováková <jana@firma.cz>', null],
  ['<jana@firma.cz>', null],
  ['mailto:jana@firma.cz', null],
  ['"jana"@firma.cz', null],
  ['jana(obchod)@firma.cz', null],
  ['jana@firma.cz, petr@firma.cz', null],
  ['jana@[192.168.0.1]', null],
  // Malformed.
  ['', null],
  ['jana', null],
  ['jana@firma', null],
  ['jana@firma.c', null],
  ['jana@firma.123', null],
  ['jana@192.168.0.1', null],
  ['@firma.cz', null],
  ['jana@', null],
  ['jana@@firma.cz', null],
  ['jana firma@firma.cz', null],
  ['.jana@firma.cz', null],
  ['jana.@firma.cz', null],
  ['ja..na@firma.cz', null],
  ['jana@firma..cz', null],
  ['jana@.firma.cz', null],
  ['jana@firma.cz.', null],
  ['jana@-firma.cz', null],
  ['jana@firma-.cz', null],
  ['jana@firma_obchod.cz', null],
  ['jiří@firma.cz', null],
  ['info@müller.de', null],
  ['jana@\u212Airma.cz', null],
  [`${'a'.repeat(65)}@example.com`, null],
  [`a@${'b'.repeat(64)}.cz`, null],
  [`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}.cz`, null],
];

const REFUSED_SPELLINGS = ['Anyone<v@x.cz>', '"c"<v@x.cz>', 'G:v@x.cz;'];

let backend: RunningBackend;

const anon = () => createTestClient(backend) as unknown as ReadClient;

async function screening() {
  return { locale: 'cs' as const, honeypot: '', formToken: await formTokenIssuedAgo(backend.db, 5) };
}

function enquiry(email: string): ContactEnquiryInput {
  return { name: 'Jana Nováková', email, phone: '', company: '', message: 'Chceme ukázku.', gdprConsent: true };
}

async function signedIn(email: string, password: string): Promise<AppSupabaseClient> {
  const client = createTestClient<Database>(backend);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

beforeAll(async () => {
  backend = await startTestBackend();
}, 120_000);

beforeEach(async () => {
  await backend.db.query('delete from private.throttle_hits');
});

afterAll(async () => {
  await backend?.stop();
});

test('the forms and the database take and refuse the same addresses, and store them alike', async () => {
  const { rows } = await backend.db.query<{ typed: string; stored: string | null }>(
    'select typed, private.email_address(typed) as stored from unnest($1::text[]) as typed',
    [ADDRESSES.map(([typed]) => typed)],
  );
  const database = rows.map((row) => [row.typed, row.stored]);
  const forms = ADDRESSES.map(([typed]) => [typed, normalizeEmailAddress(typed)]);
  expect(database).toEqual(ADDRESSES);
  expect(forms).toEqual(ADDRESSES);
  expect(ADDRESSES.filter(([typed]) => isEmailAddress(typed)).map(([typed]) => typed)).toEqual(
    ADDRESSES.filter(([, stored]) => stored !== null).map(([typed]) => typed),
  );
});

test('an enquiry or a newsletter sign-up with a display name, group or brackets is refused (23514) and sends nothing', async () => {
  for (const email of REFUSED_SPELLINGS) {
    await expect(submitContactEnquiry(anon(), enquiry(email), await screening())).rejects.toMatchObject({ code: '23514' });
    await expect(subscribeToNewsletter(anon(), email, await screening())).rejects.toMatchObject({ code: '23514' });
  }
  const { rows } = await backend.db.query<{ count: number }>(
    `select (select count(*) from public.contact_enquiries where email like '%v@x.cz%')
          + (select count(*) from public.newsletter_subscribers where email like '%v@x.cz%')
          + (select count(*) from public.mail_outbox where recipient like '%v@x.cz%') as count`,
  );
  expect(Number(rows[0]!.count)).toBe(0);
});

test('one mailbox gets one confirmation per 10 minutes however it is spelled, and export finds its rows by the plain address', async () => {
  await subscribeToNewsletter(anon(), 'Odber@Example.COM', await screening());
  await subscribeToNewsletter(anon(), 'odber@example.com', await screening());
  for (const email of ['Odběratel <odber@example.com>', 'Skupina:odber@example.com;']) {
    await expect(subscribeToNewsletter(anon(), email, await screening())).rejects.toMatchObject({ code: '23514' });
  }
  await submitContactEnquiry(anon(), enquiry(' Odber@EXAMPLE.com '), await screening());

  const confirmations = await backend.db.query<{ recipient: string }>(
    `select recipient from public.mail_outbox where kind = 'newsletter_confirmation' and lower(recipient) = 'odber@example.com'`,
  );
  expect(confirmations.rows).toEqual([{ recipient: 'odber@example.com' }]);
  const stored = await backend.db.query<{ email: string }>(`select email from public.contact_enquiries where lower(email) = 'odber@example.com'`);
  expect(stored.rows).toEqual([{ email: 'Odber@example.com' }]);

  const admin = await signedIn('admin@example.com', 'admin1234');
  const { data, error } = await admin.rpc('personal_data_export', { subject_email: 'odber@example.com' });
  expect(error).toBeNull();
  const exported = data as { enquiries: unknown[]; newsletter: unknown[]; mails: unknown[] };
  expect(exported.enquiries).toHaveLength(1);
  expect(exported.newsletter).toHaveLength(1);
  expect(exported.mails.length).toBeGreaterThanOrEqual(2);
});

test('the auth service refuses such an address on sign-up as GoTrue does (400 validation_failed)', async () => {
  for (const email of REFUSED_SPELLINGS) {
    const { error } = await createTestClient(backend).auth.signUp({ email, password: 'Silne-Heslo-123' });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Unable to validate email address: invalid format' });
  }
  // GoTrue's own check lets these through; the database refuses the account, answered as GoTrue answers it
  // (supabase-js reports a 500 without its code, so the body is read as well).
  for (const email of ['ja..na@example.com', 'jana@localhost']) {
    const { error } = await createTestClient(backend).auth.signUp({ email, password: 'Silne-Heslo-123' });
    expect(error).toMatchObject({ status: 500, message: 'Database error saving new user' });
    const response = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'Silne-Heslo-123' }),
    });
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 500,
      body: { code: 500, error_code: 'unexpected_failure', msg: 'Database error saving new user' },
    });
  }
  const { rows } = await backend.db.query(`select 1 from auth.users where email like '%v@x.cz%' or email in ('ja..na@example.com', 'jana@localhost')`);
  expect(rows).toHaveLength(0);
});

test('an invitation of such an address is refused by the database with the Czech message, and leaves no invitation or account', async () => {
  const admin = await signedIn('admin@example.com', 'admin1234');
  for (const email of REFUSED_SPELLINGS) {
    await expect(
      adminInviteUser(admin, { email, fullName: 'Nová Editorka', role: 'editor' }),
    ).rejects.toMatchObject({ code: '23514', message: expect.stringMatching(/^Neplatný e-mail/) });
  }
  const { rows } = await backend.db.query(`select 1 from public.invitations where email like '%v@x.cz%' union all select 1 from auth.users where email like '%v@x.cz%'`);
  expect(rows).toHaveLength(0);
});
