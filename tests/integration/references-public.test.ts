import '@app/i18n/all-messages';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createTestClient, startTestBackend, type RunningBackend } from '@app/local-backend';
import { fetchPublicReferences, referenceCard } from '@app/content';
import { LOCALES, getMessages } from '@app/i18n';
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
    'Strojírny Vysočina a.s.',
    'LogiTrans CZ s.r.o.',
    'Pekárny Morava s.r.o.',
  ]);
  expect(referenceCard(references[1]!, 'de')).toMatchObject({ industry: 'Transport und Logistik', size: '320 Mitarbeitende' });
  expect(references[0]?.results_cs.length).toBe(3);
});

test("each seeded customer is named as the home page names it (client strip and testimonials), in every language", async () => {
  const references = await fetchPublicReferences(asReadClient(createTestClient(backend)));
  for (const locale of LOCALES) {
    const home = getMessages(locale).home;
    const named = [...home.clients.names, ...home.testimonials.items.map((item) => item.company)];
    for (const { company_name: company } of references) {
      // The strip writes the name without its legal form ("Strojírny Vysočina" for "Strojírny Vysočina a.s.").
      const known = named.some((name) => name === company || company.startsWith(`${name} `));
      expect({ locale, company, known }).toEqual({ locale, company, known: true });
    }
  }
});

test('a newly featured reference moves to the top; without featured ones display_order decides', async () => {
  await backend.db.query(`update public."references" set featured = (company_name = 'Pekárny Morava s.r.o.')`);
  const references = await fetchPublicReferences(asReadClient(createTestClient(backend)));
  expect(references.map((reference) => reference.company_name)).toEqual([
    'Pekárny Morava s.r.o.',
    'Strojírny Vysočina a.s.',
    'LogiTrans CZ s.r.o.',
  ]);
});
