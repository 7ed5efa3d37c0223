import type { Db } from '../local/src/contract';
import { formTokenIssuedAgo, startTestBackend } from '../local/src/testing';
import { type ActorIds, attemptAs, claimsFor, loadDemoUserIds, sqlState, uniqueMarker } from './support/actors';

let backend: Awaited<ReturnType<typeof startTestBackend>>;
let db: Db;
let ids: ActorIds;

const INSERT_ENQUIRY =
  'insert into public.contact_enquiries (name, email, phone, company, message, gdpr_consent) values ($1, $2, $3, $4, $5, $6)';

interface Enquiry {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string;
  gdpr_consent: boolean | null;
}

function enquiry(overrides: Partial<Enquiry> = {}): Enquiry {
  return {
    name: 'Jan Novák',
    email: 'jan.novak@example.com',
    phone: '+420 777 123 456',
    company: 'Novák a syn s.r.o.',
    message: uniqueMarker('Máme zájem o ukázku modulu Fakturace'),
    gdpr_consent: true,
    ...overrides,
  };
}

async function sendAsAnon(fields: Enquiry): Promise<Error | null> {
  return attemptAs(db, claimsFor('anon', ids), (tx) =>
    tx.query(INSERT_ENQUIRY, [fields.name, fields.email, fields.phone, fields.company, fields.message, fields.gdpr_consent]),
  );
}

async function storedCount(message: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from public.contact_enquiries where message = $1', [message]);
  return Number(rows[0]?.n);
}

beforeAll(async () => {
  backend = await startTestBackend();
  db = backend.db;
  ids = await loadDemoUserIds(db);
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

describe('contact_enquiries', () => {
  test('anon sends an enquiry with consent (insert without reading back) and it is stored unhandled', async () => {
    const fields = enquiry();
    expect(await sendAsAnon(fields)).toBeNull();
    const { rows } = await db.query<{ handled: boolean; email: string }>(
      'select handled, email from public.contact_enquiries where message = $1',
      [fields.message],
    );
    expect(rows).toEqual([{ handled: false, email: fields.email }]);
  });

  test('phone and company are optional', async () => {
    const fields = enquiry({ phone: null, company: null });
    expect(await sendAsAnon(fields)).toBeNull();
    expect(await storedCount(fields.message)).toBe(1);
  });

  test.each<[string, Partial<Enquiry>, string]>([
    ['without consent', { gdpr_consent: false }, '23514'],
    ['with consent missing', { gdpr_consent: null }, '23502'],
    ['with an empty name', { name: '  ' }, '23514'],
    ['with a name over 200 characters', { name: 'N'.repeat(201) }, '23514'],
    ['with an invalid e-mail', { email: 'not-an-email' }, '23514'],
    ['with an e-mail over 320 characters', { email: `${'a'.repeat(310)}@example.com` }, '23514'],
    ['with a phone over 50 characters', { phone: '1'.repeat(51) }, '23514'],
    ['with a company over 200 characters', { company: 'C'.repeat(201) }, '23514'],
    ['with a message over 5000 characters', { message: `${uniqueMarker('long')}${'x'.repeat(5000)}` }, '23514'],
    ['with an empty message', { message: '' }, '23514'],
  ])('anon is refused %s, and nothing is stored', async (_case, overrides, expectedCode) => {
    const fields = enquiry(overrides);
    const error = await sendAsAnon(fields);
    expect(sqlState(error)).toBe(expectedCode);
    expect(await storedCount(fields.message)).toBe(0);
  });

  test('anon cannot set the handled flag or the id itself', async () => {
    for (const statement of [
      "insert into public.contact_enquiries (name, email, message, gdpr_consent, handled) values ('A', 'a@example.com', $1, true, true)",
      "insert into public.contact_enquiries (id, name, email, message, gdpr_consent) values (gen_random_uuid(), 'A', 'a@example.com', $1, true)",
    ]) {
      const message = uniqueMarker('forged');
      const error = await attemptAs(db, claimsFor('anon', ids), (tx) => tx.query(statement, [message]));
      expect(sqlState(error)).toBe('42501');
      expect(await storedCount(message)).toBe(0);
    }
  });

  test('anon and plain users cannot read enquiries back, staff can', async () => {
    const fields = enquiry();
    await sendAsAnon(fields);
    const visibleTo = async (actor: 'anon' | 'user' | 'editor' | 'admin'): Promise<number> => {
      try {
        const { rows } = await db.asRole(claimsFor(actor, ids), (tx) =>
          tx.query('select id from public.contact_enquiries where message = $1', [fields.message]),
        );
        return rows.length;
      } catch {
        return 0;
      }
    };
    expect({ anon: await visibleTo('anon'), user: await visibleTo('user'), editor: await visibleTo('editor'), admin: await visibleTo('admin') }).toEqual({
      anon: 0,
      user: 0,
      editor: 1,
      admin: 1,
    });
  });

  test('anon cannot read an enquiry back through RETURNING', async () => {
    const fields = enquiry();
    const error = await attemptAs(db, claimsFor('anon', ids), (tx) =>
      tx.query(`${INSERT_ENQUIRY} returning email`, [fields.name, fields.email, fields.phone, fields.company, fields.message, true]),
    );
    expect(sqlState(error)).toBe('42501');
  });

  test('staff mark an enquiry handled but cannot rewrite it', async () => {
    const fields = enquiry();
    await sendAsAnon(fields);
    const marked = await attemptAs(db, claimsFor('editor', ids), (tx) =>
      tx.query('update public.contact_enquiries set handled = true where message = $1', [fields.message]),
    );
    expect(marked).toBeNull();
    const rewritten = await attemptAs(db, claimsFor('editor', ids), (tx) =>
      tx.query("update public.contact_enquiries set message = 'changed' where message = $1", [fields.message]),
    );
    expect(sqlState(rewritten)).toBe('42501');
    const { rows } = await db.query<{ handled: boolean }>('select handled from public.contact_enquiries where message = $1', [fields.message]);
    expect(rows).toEqual([{ handled: true }]);
  });
});

describe('newsletter_subscribers', () => {
  async function subscribe(email: string): Promise<Error | null> {
    // The per-client limit is not what these tests are about: each sign-up starts with none counted.
    await db.query('delete from private.throttle_hits');
    const token = await formTokenIssuedAgo(db, 5);
    return attemptAs(db, claimsFor('anon', ids), (tx) =>
      tx.query('insert into public.newsletter_subscribers (email, form_token) values ($1, $2)', [email, token]),
    );
  }

  async function subscriptions(email: string): Promise<string[]> {
    const { rows } = await db.query<{ email: string }>('select email from public.newsletter_subscribers where lower(email) = lower($1)', [email]);
    return rows.map((row) => row.email);
  }

  test('anon subscribes; the address is stored lower-cased', async () => {
    const email = `${uniqueMarker('Reader')}@Example.com`;
    expect(await subscribe(email)).toBeNull();
    expect(await subscriptions(email)).toEqual([email.toLowerCase()]);
  });

  test('subscribing again in any letter case succeeds without a second row', async () => {
    const email = `${uniqueMarker('again')}@example.com`;
    expect(await subscribe(email)).toBeNull();
    expect(await subscribe(email.toUpperCase())).toBeNull();
    expect(await subscriptions(email)).toHaveLength(1);
  });

  test('an invalid or oversized address is refused', async () => {
    for (const email of ['no-at-sign', `${'a'.repeat(320)}@example.com`]) {
      const error = await subscribe(email);
      expect(sqlState(error)).toBe('23514');
      expect(await subscriptions(email)).toEqual([]);
    }
  });

  test('anon cannot read subscribers back', async () => {
    const email = `${uniqueMarker('private')}@example.com`;
    await subscribe(email);
    const error = await attemptAs(db, claimsFor('anon', ids), (tx) => tx.query('select email from public.newsletter_subscribers'));
    expect(sqlState(error)).toBe('42501');
  });
});
