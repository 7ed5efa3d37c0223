import type { SupabaseClient } from '@supabase/supabase-js';
import { createTestClient, startTestBackend, type RunningBackend } from '@app/local-backend';
import { fetchPublicReferences, referenceCard } from '@app/content';
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

test('visitors read the seeded references, featured first then by display order', async () => {
  const references = await fetchPublicReferences(asReadClient(createTestClient(backend)));
  expect(references.map((reference) => reference.company_name)).toEqual([
    'Strojírny Hradec s.r.o.',
    'Logistika Morava a.s.',
    'Pekárny Novák s.r.o.',
  ]);
  expect(referenceCard(references[1]!, 'de')).toMatchObject({ industry: 'Transport und Logistik', size: '320 Mitarbeitende' });
  expect(references[0]?.results_cs.length).toBe(3);
});

test('a newly featured reference moves to the top; without featured ones display_order decides', async () => {
  await backend.db.query(`update public."references" set featured = (company_name = 'Pekárny Novák s.r.o.')`);
  const references = await fetchPublicReferences(asReadClient(createTestClient(backend)));
  expect(references.map((reference) => reference.company_name)).toEqual([
    'Pekárny Novák s.r.o.',
    'Strojírny Hradec s.r.o.',
    'Logistika Morava a.s.',
  ]);
});
