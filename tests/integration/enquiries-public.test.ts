import type { SupabaseClient } from '@supabase/supabase-js';
import { createTestClient, formTokenIssuedAgo, startTestBackend, type RunningBackend } from '@app/local-backend';
import { PublicInsertError, submitContactEnquiry, subscribeToNewsletter, type ContactEnquiryInput } from '@app/content';
import type { ReadClient } from '@app/supabase';

let backend: RunningBackend;

function asReadClient(client: SupabaseClient): ReadClient {
  return client as unknown as ReadClient;
}

function enquiry(overrides: Partial<ContactEnquiryInput> = {}): ContactEnquiryInput {
  return {
    name: '  Jana Nováková ',
    email: 'jana.novakova@example.com',
    phone: '',
    company: 'Nováková a spol.',
    message: `Máme zájem o demo ${Date.now()}-${Math.random()}`,
    gdprConsent: true,
    ...overrides,
  };
}

/** What the page sends besides the fields: a person's pace (a token issued seconds ago), an empty honeypot. */
async function screening(locale: 'cs' | 'en' | 'de' = 'cs') {
  return { locale, honeypot: '', formToken: await formTokenIssuedAgo(backend.db, 5) };
}

beforeAll(async () => {
  backend = await startTestBackend();
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

test('a visitor stores an enquiry (trimmed, empty optional fields as null) without reading it back', async () => {
  const sent = enquiry();
  await submitContactEnquiry(asReadClient(createTestClient(backend)), sent, await screening('en'), { intent: 'plan', planName: 'Business' });
  const { rows } = await backend.db.query<Record<string, unknown>>(
    'select name, email, phone, company, gdpr_consent, handled, locale, intent, plan_name, is_spam from public.contact_enquiries where message = $1',
    [sent.message],
  );
  expect(rows).toEqual([
    {
      name: 'Jana Nováková',
      email: 'jana.novakova@example.com',
      phone: null,
      company: 'Nováková a spol.',
      gdpr_consent: true,
      handled: false,
      locale: 'en',
      intent: 'plan',
      plan_name: 'Business',
      is_spam: false,
    },
  ]);
});

test('an enquiry without consent is refused and nothing is stored', async () => {
  const sent = enquiry({ gdprConsent: false });
  const failure = submitContactEnquiry(asReadClient(createTestClient(backend)), sent, await screening());
  await expect(failure).rejects.toBeInstanceOf(PublicInsertError);
  await expect(failure).rejects.toMatchObject({ code: '23514' });
  const { rows } = await backend.db.query('select 1 from public.contact_enquiries where message = $1', [sent.message]);
  expect(rows).toHaveLength(0);
});

test('the newsletter stores an address once as pending with its language, accepting a repeat in another letter case', async () => {
  const anon = asReadClient(createTestClient(backend));
  await subscribeToNewsletter(anon, 'Odberatel@Example.com', await screening('de'));
  await subscribeToNewsletter(anon, ' odberatel@example.com ', await screening());
  const { rows } = await backend.db.query<{ email: string; status: string; locale: string }>(
    `select email, status, locale from public.newsletter_subscribers where lower(email) = 'odberatel@example.com'`,
  );
  expect(rows).toEqual([{ email: 'odberatel@example.com', status: 'pending', locale: 'de' }]);
});

test('the newsletter refuses a malformed address', async () => {
  await expect(subscribeToNewsletter(asReadClient(createTestClient(backend)), 'not-an-email', await screening())).rejects.toMatchObject({
    code: '23514',
  });
});

test('a sign-up sent at once (browser autofill) is stored like any other; one with the honeypot filled is answered alike and stores nothing', async () => {
  const anon = asReadClient(createTestClient(backend));
  await backend.db.query('delete from private.throttle_hits');
  await subscribeToNewsletter(anon, 'rychly@example.com', { locale: 'cs', honeypot: '', formToken: await formTokenIssuedAgo(backend.db, 0) });
  await subscribeToNewsletter(anon, 'med@example.com', { locale: 'cs', honeypot: 'http://spam.example', formToken: await formTokenIssuedAgo(backend.db, 9) });
  const { rows } = await backend.db.query(`select email, status from public.newsletter_subscribers where email in ('rychly@example.com', 'med@example.com')`);
  expect(rows).toEqual([{ email: 'rychly@example.com', status: 'pending' }]);
});

test('a client past its limit is refused with PT429 (HTTP 429)', async () => {
  const anon = asReadClient(createTestClient(backend));
  await backend.db.query('delete from private.throttle_hits');
  for (let index = 0; index < 3; index += 1) await subscribeToNewsletter(anon, `limit-${index}@example.com`, await screening());
  await expect(subscribeToNewsletter(anon, 'limit-3@example.com', await screening())).rejects.toMatchObject({ code: 'PT429' });
});

describe('attribution of the visit', () => {
  const attribution = {
    landing_path: '/en/blog/automatizace-faktur',
    referrer_domain: 'news.example.org',
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'spring',
  };
  const stored = attribution;
  const columns = 'landing_path, referrer_domain, utm_source, utm_medium, utm_campaign';

  beforeEach(async () => {
    await backend.db.query('delete from private.throttle_hits');
  });

  test('an enquiry stores how the visit began', async () => {
    const sent = enquiry();
    await submitContactEnquiry(asReadClient(createTestClient(backend)), sent, { ...(await screening('en')), attribution });
    const { rows } = await backend.db.query(`select ${columns} from public.contact_enquiries where message = $1`, [sent.message]);
    expect(rows).toEqual([stored]);
  });

  test('a newsletter sign-up stores it too; without one the columns stay empty', async () => {
    const anon = asReadClient(createTestClient(backend));
    const email = `attribution-${Date.now()}@example.com`;
    await subscribeToNewsletter(anon, email, { ...(await screening('de')), attribution });
    const plain = enquiry();
    await submitContactEnquiry(anon, plain, { ...(await screening('cs')), attribution: null });
    const { rows } = await backend.db.query(`select ${columns} from public.newsletter_subscribers where email = $1`, [email]);
    expect(rows).toEqual([stored]);
    const { rows: plainRows } = await backend.db.query(`select ${columns} from public.contact_enquiries where message = $1`, [plain.message]);
    expect(plainRows).toEqual([{ landing_path: null, referrer_domain: null, utm_source: null, utm_medium: null, utm_campaign: null }]);
  });
});
