import { createTestClient, startTestBackend, type RunningBackend } from '@app/local-backend';
import type { AppSupabaseClient, Database } from '@app/supabase';
import {
  adminCreateReference,
  adminDeleteReference,
  adminGetReference,
  adminListReferences,
  adminUpdateReference,
  type AdminReferenceInput,
} from '@app/content';

let backend: RunningBackend;

async function signedIn(email: string, password: string): Promise<AppSupabaseClient> {
  const client = createTestClient<Database>(backend);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

const input: AdminReferenceInput = {
  company_name: 'Pekárna Novák s.r.o.',
  website_url: 'https://pekarna-novak.example',
  image_url: null,
  title_cs: 'Faktury bez papírů',
  industry_cs: 'Potravinářství',
  size_cs: '45 zaměstnanců',
  result_summary_cs: 'o 60 % rychlejší zpracování faktur',
  description_cs: 'Pekárna zavedla digitální oběh faktur.',
  results_cs: ['Faktury schválené do 2 dnů', 'Bez ztracených dokladů'],
  title_en: 'Paperless invoices',
  industry_en: 'Food',
  size_en: null,
  result_summary_en: null,
  description_en: null,
  results_en: ['Invoices approved within 2 days'],
  title_de: null,
  industry_de: null,
  size_de: null,
  result_summary_de: null,
  description_de: null,
  results_de: null,
  featured: true,
  display_order: 7,
};

beforeAll(async () => {
  backend = await startTestBackend();
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

test('an editor creates, reads, updates, lists and deletes a reference', async () => {
  const editor = await signedIn('editor@example.com', 'editor1234');

  const created = await adminCreateReference(editor, input);
  expect(created).toMatchObject({ ...input, id: expect.any(String) });
  expect(await adminGetReference(editor, created.id)).toEqual(created);

  const updated = await adminUpdateReference(editor, created.id, { ...input, title_cs: 'Faktury bez papíru', featured: false });
  expect(updated).toMatchObject({ title_cs: 'Faktury bez papíru', featured: false, results_cs: input.results_cs });

  const list = await adminListReferences(editor);
  expect(list[0]).toEqual({
    id: created.id,
    company_name: input.company_name,
    title_cs: 'Faktury bez papíru',
    industry_cs: input.industry_cs,
    results_cs: input.results_cs,
    featured: false,
    display_order: 7,
    created_at: created.created_at,
  });
  const createdTimes = list.map((row) => Date.parse(row.created_at));
  expect([...createdTimes].sort((a, b) => b - a)).toEqual(createdTimes);

  await adminDeleteReference(editor, created.id);
  await expect(adminGetReference(editor, created.id)).rejects.toMatchObject({ code: 'PGRST116' });
});

test('a plain user cannot create or delete references', async () => {
  const user = await signedIn('user@example.com', 'user12345');
  await expect(adminCreateReference(user, input)).rejects.toMatchObject({ code: '42501' });

  const editor = await signedIn('editor@example.com', 'editor1234');
  const created = await adminCreateReference(editor, input);
  await expect(adminDeleteReference(user, created.id)).rejects.toThrow('nemáte oprávnění');
  expect((await adminGetReference(editor, created.id)).id).toBe(created.id);
});
