import type { SupabaseClient } from '@supabase/supabase-js';
import { createTestClient, startTestBackend, type RunningBackend } from '@app/local-backend';
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

beforeAll(async () => {
  backend = await startTestBackend();
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

test('a visitor stores an enquiry (trimmed, empty optional fields as null) without reading it back', async () => {
  const sent = enquiry();
  await submitContactEnquiry(asReadClient(createTestClient(backend)), sent);
  const { rows } = await backend.db.query<Record<string, unknown>>(
    'select name, email, phone, company, gdpr_consent, handled from public.contact_enquiries where message = $1',
    [sent.message],
  );
  expect(rows).toEqual([
    { name: 'Jana Nováková', email: 'jana.novakova@example.com', phone: null, company: 'Nováková a spol.', gdpr_consent: true, handled: false },
  ]);
});

test('an enquiry without consent is refused and nothing is stored', async () => {
  const sent = enquiry({ gdprConsent: false });
  const failure = submitContactEnquiry(asReadClient(createTestClient(backend)), sent);
  await expect(failure).rejects.toBeInstanceOf(PublicInsertError);
  await expect(failure).rejects.toMatchObject({ code: '23514' });
  const { rows } = await backend.db.query('select 1 from public.contact_enquiries where message = $1', [sent.message]);
  expect(rows).toHaveLength(0);
});

test('the newsletter stores an address once, accepting a repeat in another letter case', async () => {
  const anon = asReadClient(createTestClient(backend));
  await subscribeToNewsletter(anon, 'Odberatel@Example.com');
  await subscribeToNewsletter(anon, ' odberatel@example.com ');
  const { rows } = await backend.db.query<{ email: string }>(
    `select email from public.newsletter_subscribers where lower(email) = 'odberatel@example.com'`,
  );
  expect(rows).toEqual([{ email: 'odberatel@example.com' }]);
});

test('the newsletter refuses a malformed address', async () => {
  await expect(subscribeToNewsletter(asReadClient(createTestClient(backend)), 'not-an-email')).rejects.toMatchObject({
    code: '23514',
  });
});
