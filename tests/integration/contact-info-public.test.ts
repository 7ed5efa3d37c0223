import type { SupabaseClient } from '@supabase/supabase-js';
import { createTestClient, startTestBackend, type RunningBackend } from '@app/local-backend';
import { fetchPublicContactInfo, fetchPublicContactInfoWithoutClient, issueFormToken, parsePublicContactInfo } from '@app/content';
import { publicFunctions, setRuntimeConfig, type ReadClient } from '@app/supabase';

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

const seededCompanyDetails = {
  companyId: '08412537',
  vatId: 'CZ08412537',
  registeredAddress: 'Na Poříčí 1047/26, 110 00 Praha 1',
  privacyEmail: 'gdpr@example.com',
  courtRegistration: 'C 312457 vedená u Městského soudu v Praze',
  courtRegistrationEn: 'C 312457 kept by the Municipal Court in Prague',
  courtRegistrationDe: 'C 312457, geführt beim Stadtgericht Prag',
  linkedinUrl: 'https://www.linkedin.com/company/bizauto-example',
  facebookUrl: 'https://www.facebook.com/bizauto.example',
  mapUrl: 'https://www.openstreetmap.org/?mlat=50.08985&mlon=14.43105#map=17/50.08985/14.43105',
};

async function contactInfoRow(): Promise<Record<string, unknown> | undefined> {
  const { rows } = await backend.db.query<{ value: Record<string, unknown> }>(
    "select setting_value as value from public.site_settings where setting_key = 'contact_info'",
  );
  return rows[0]?.value;
}

test('visitors read the seeded contact details and the company details', async () => {
  expect(await fetchPublicContactInfo(asReadClient(createTestClient(backend)))).toEqual({
    company: 'BizAuto s.r.o.',
    address: 'Na Poříčí 1047/26, 110 00 Praha 1',
    phone: '+420 222 333 444',
    email: 'info@example.com',
    hours: 'Po–Pá 9:00–17:00',
    ...seededCompanyDetails,
  });
});

test('anon reads the company details as stored (IČO, DIČ, registered office, privacy e-mail, register entry)', async () => {
  const { data, error } = await createTestClient(backend)
    .from('site_settings')
    .select('setting_value')
    .eq('setting_key', 'contact_info')
    .single();
  expect(error).toBeNull();
  expect(data?.setting_value).toMatchObject({
    company_id: '08412537',
    vat_id: 'CZ08412537',
    registered_address: 'Na Poříčí 1047/26, 110 00 Praha 1',
    privacy_email: 'gdpr@example.com',
    court_registration: 'C 312457 vedená u Městského soudu v Praze',
  });
});

test('anon can change none of it: update, upsert and delete are refused and the row stays', async () => {
  const anon = createTestClient(backend);
  const before = await contactInfoRow();
  const forged = { ...before, company_id: '00064581', privacy_email: 'attacker@example.com' };

  const updated = await anon.from('site_settings').update({ setting_value: forged }).eq('setting_key', 'contact_info');
  expect(updated.error?.code).toBe('42501');
  const upserted = await anon.from('site_settings').upsert({ setting_key: 'contact_info', setting_value: forged }, { onConflict: 'setting_key' });
  expect(upserted.error?.code).toBe('42501');
  const deleted = await anon.from('site_settings').delete().eq('setting_key', 'contact_info');
  expect(deleted.error?.code).toBe('42501');

  expect(await contactInfoRow()).toEqual(before);
});

test('the database refuses a malformed IČO or DIČ from any writer; blank means not set', async () => {
  const before = await contactInfoRow();
  const write = (patch: Record<string, unknown>) =>
    backend.db.query("update public.site_settings set setting_value = setting_value || $1::jsonb where setting_key = 'contact_info'", [
      JSON.stringify(patch),
    ]);
  try {
    for (const patch of [{ company_id: '[IČO]' }, { company_id: '1234567' }, { ico: 'abc' }, { vat_id: '[DIČ]' }, { vat_id: 'CZ1234' }, { dic: 'SK2021234567' }]) {
      await expect(write(patch)).rejects.toMatchObject({ code: '23514' });
    }
    await write({ company_id: '', vat_id: ' ' });
    expect(await fetchPublicContactInfo(asReadClient(createTestClient(backend)))).not.toHaveProperty('companyId');
    await write({ company_id: '00064581', vat_id: 'CZ00064581' });
    expect(await fetchPublicContactInfo(asReadClient(createTestClient(backend)))).toMatchObject({ companyId: '00064581', vatId: 'CZ00064581' });
  } finally {
    await backend.db.query("update public.site_settings set setting_value = $1::jsonb where setting_key = 'contact_info'", [JSON.stringify(before)]);
  }
});

test('the database refuses a social or map link that is not https from any writer; blank means not set', async () => {
  const before = await contactInfoRow();
  const write = (patch: Record<string, unknown>) =>
    backend.db.query("update public.site_settings set setting_value = setting_value || $1::jsonb where setting_key = 'contact_info'", [
      JSON.stringify(patch),
    ]);
  try {
    for (const patch of [
      { linkedin_url: 'javascript:alert(1)' },
      { facebook_url: 'http://www.facebook.com/x' },
      { x_url: 'x.com/bizauto' },
      { youtube_url: 'https://www.youtube.com/@a b' },
      { map_url: 'data:text/html,<b>' },
    ]) {
      await expect(write(patch)).rejects.toMatchObject({ code: '23514' });
    }
    await write({ linkedin_url: '', x_url: ' ', youtube_url: 'https://www.youtube.com/@bizauto' });
    const info = await fetchPublicContactInfo(asReadClient(createTestClient(backend)));
    expect(info).not.toHaveProperty('linkedinUrl');
    expect(info).not.toHaveProperty('xUrl');
    expect(info.youtubeUrl).toBe('https://www.youtube.com/@bizauto');
  } finally {
    await backend.db.query("update public.site_settings set setting_value = $1::jsonb where setting_key = 'contact_info'", [JSON.stringify(before)]);
  }
});

test('the migration words a Czech register entry in English and German for the pages of those languages', async () => {
  const translate = async (czech: string | null) =>
    (await backend.db.query<{ value: unknown }>('select private.court_registration_translations($1) as value', [czech])).rows[0]?.value;
  await expect(translate('C 312457 vedená u Městského soudu v Praze')).resolves.toEqual({
    court_registration_en: 'C 312457 kept by the Municipal Court in Prague',
    court_registration_de: 'C 312457, geführt beim Stadtgericht Prag',
  });
  await expect(translate(' B 1234, vedená u Krajského soudu v Brně ')).resolves.toEqual({
    court_registration_en: 'B 1234 kept by the Regional Court in Brno',
    court_registration_de: 'B 1234, geführt beim Kreisgericht Brünn',
  });
  // Any other wording is left for the back office to translate: the pages show the Czech one meanwhile.
  await expect(translate('oddíl C, vložka 312457')).resolves.toBeNull();
  await expect(translate(null)).resolves.toBeNull();
});

test('the public pages read the same contact details with one plain GET, and take a form token with one POST', async () => {
  setRuntimeConfig({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey, adminRemoteUrl: 'http://unused.invalid/mf-manifest.json' });
  try {
    const anon = asReadClient(createTestClient(backend));
    const read = await fetchPublicContactInfoWithoutClient();
    expect(read).toEqual(await fetchPublicContactInfo(anon));
    expect(read).toMatchObject(seededCompanyDetails);
    await expect(issueFormToken(publicFunctions)).resolves.toEqual(expect.any(String));
  } finally {
    setRuntimeConfig(null);
  }
});

test('an edited setting shows, blank values are left out, and a missing setting gives nothing', async () => {
  const anon = asReadClient(createTestClient(backend));
  await backend.db.query(
    `update public.site_settings set setting_value = '{"company": "BizAuto s.r.o.", "phone": " ", "email": "obchod@example.com", "company_id": "12345678"}' where setting_key = 'contact_info'`,
  );
  expect(await fetchPublicContactInfo(anon)).toEqual({ company: 'BizAuto s.r.o.', email: 'obchod@example.com', companyId: '12345678' });
  await backend.db.query(`delete from public.site_settings where setting_key = 'contact_info'`);
  expect(await fetchPublicContactInfo(anon)).toEqual({});
  setRuntimeConfig({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey, adminRemoteUrl: 'http://unused.invalid/mf-manifest.json' });
  try {
    await expect(fetchPublicContactInfoWithoutClient()).resolves.toEqual({});
  } finally {
    setRuntimeConfig(null);
  }
});

test('the parser ignores anything that is not a JSON object of strings', () => {
  expect(parsePublicContactInfo(null)).toEqual({});
  expect(parsePublicContactInfo(['x'])).toEqual({});
  expect(parsePublicContactInfo({ phone: 42, vat_id: 'CZ12345678' })).toEqual({ vatId: 'CZ12345678' });
  expect(parsePublicContactInfo({ registered_address: ' Praha 1 ', privacy_email: '', court_registration: 7 })).toEqual({ registeredAddress: 'Praha 1' });
});
