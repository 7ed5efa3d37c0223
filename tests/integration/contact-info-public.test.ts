import type { SupabaseClient } from '@supabase/supabase-js';
import { createTestClient, startTestBackend, type RunningBackend } from '@app/local-backend';
import { fetchPublicContactInfo, parsePublicContactInfo } from '@app/content';
import type { ReadClient } from '@app/supabase';

let backend: RunningBackend;

function asReadClient(client: SupabaseClient): ReadClient {
  return client as unknown as ReadClient;
}

beforeAll(async () => {
  backend = await startTestBackend();
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

test('visitors read the seeded contact details', async () => {
  expect(await fetchPublicContactInfo(asReadClient(createTestClient(backend)))).toEqual({
    company: 'BizAuto s.r.o.',
    address: 'Na Poříčí 1047/26, 110 00 Praha 1',
    phone: '+420 222 333 444',
    email: 'info@example.com',
    hours: 'Po–Pá 9:00–17:00',
  });
});

test('an edited setting shows, blank values are left out, and a missing setting gives nothing', async () => {
  const anon = asReadClient(createTestClient(backend));
  await backend.db.query(
    `update public.site_settings set setting_value = '{"company": "BizAuto s.r.o.", "phone": " ", "email": "obchod@example.com", "company_id": "12345678"}' where setting_key = 'contact_info'`,
  );
  expect(await fetchPublicContactInfo(anon)).toEqual({ company: 'BizAuto s.r.o.', email: 'obchod@example.com', companyId: '12345678' });
  await backend.db.query(`delete from public.site_settings where setting_key = 'contact_info'`);
  expect(await fetchPublicContactInfo(anon)).toEqual({});
});

test('the parser ignores anything that is not a JSON object of strings', () => {
  expect(parsePublicContactInfo(null)).toEqual({});
  expect(parsePublicContactInfo(['x'])).toEqual({});
  expect(parsePublicContactInfo({ phone: 42, vat_id: 'CZ12345678' })).toEqual({ vatId: 'CZ12345678' });
});
