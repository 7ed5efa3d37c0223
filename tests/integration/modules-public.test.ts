import { fetchActiveModules } from '@app/content';
import { startTestBackend, type RunningBackend } from '@app/local-backend';
import { getPublicClient, setRuntimeConfig } from '@app/supabase';

let backend: RunningBackend;

jest.setTimeout(30_000);

beforeAll(async () => {
  backend = await startTestBackend();
  setRuntimeConfig({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey, adminRemoteUrl: 'http://unused.invalid/mf-manifest.json' });
}, 120_000);

afterAll(async () => {
  setRuntimeConfig(null);
  await backend?.stop();
});

async function slugs(): Promise<(string | null)[]> {
  return (await fetchActiveModules(await getPublicClient())).map((module) => module.slug);
}

test('visitors get the seeded active modules in display order, with every translated field', async () => {
  const modules = await fetchActiveModules(await getPublicClient());
  expect(modules.map((module) => module.slug)).toEqual(['invoicing', 'hr', 'crm', 'ai-assistant']);
  const invoicing = modules[0];
  expect(invoicing?.name_cs).toBe('Fakturace a účetnictví');
  expect(invoicing?.name_en).toBe('Invoicing and accounting');
  expect(invoicing?.features_de).toContain('Datenerfassung per OCR');
  expect(typeof invoicing?.images).toBe('string');
});

test('an inactive module is left out and a changed display order is followed', async () => {
  await backend.db.query(`update public.modules set active = false where slug = 'hr'`);
  await backend.db.query(`update public.modules set display_order = 0 where slug = 'ai-assistant'`);
  try {
    expect(await slugs()).toEqual(['ai-assistant', 'invoicing', 'crm']);
  } finally {
    await backend.db.query(`update public.modules set active = true where slug = 'hr'`);
    await backend.db.query(`update public.modules set display_order = 4 where slug = 'ai-assistant'`);
  }
  expect(await slugs()).toEqual(['invoicing', 'hr', 'crm', 'ai-assistant']);
});
