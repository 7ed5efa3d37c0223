import { createTestClient, startTestBackend, type RunningBackend } from '@app/local-backend';
import type { AppSupabaseClient, Database } from '@app/supabase';
import { adminGetSiteSettings, adminSaveSiteSettings } from '@app/content';

let backend: RunningBackend;

async function signedIn(email: string, password: string): Promise<AppSupabaseClient> {
  const client = createTestClient<Database>(backend);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

async function storedHash(): Promise<string | null> {
  const { rows } = await backend.db.query<{ hash: string | null }>(
    `select setting_value ->> 'password_hash' as hash from public.site_settings where setting_key = 'maintenance_mode'`,
  );
  return rows[0]?.hash ?? null;
}

async function passwordAccepted(password: string): Promise<boolean> {
  const { data, error } = await createTestClient(backend).rpc('validate_maintenance_password', { password });
  if (error) throw error;
  return data as boolean;
}

const contactInfo = {
  company: 'BizAuto s.r.o.',
  address: 'Václavské náměstí 1, 110 00 Praha',
  phone: '+420 777 000 111',
  email: 'info@bizauto.example',
  hours: 'Po–Pá 8:00–16:00',
  companyId: '00064581',
  vatId: 'CZ00064581',
  registeredAddress: 'Mariánské náměstí 2/2, 110 00 Praha 1',
  privacyEmail: 'osobni.udaje@bizauto.example',
  courtRegistration: 'C 98765 vedená u Městského soudu v Praze',
  courtRegistrationEn: 'C 98765 kept by the Municipal Court in Prague',
  courtRegistrationDe: 'C 98765, geführt beim Stadtgericht Prag',
  linkedinUrl: 'https://www.linkedin.com/company/bizauto',
  facebookUrl: '',
  xUrl: 'https://x.com/bizauto',
  youtubeUrl: '',
  mapUrl: 'https://www.openstreetmap.org/?mlat=50.0811&mlon=14.4280',
};

beforeAll(async () => {
  backend = await startTestBackend();
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

test('an admin reads both settings; the maintenance password is never sent, only whether one is set', async () => {
  const admin = await signedIn('admin@example.com', 'admin1234');
  const settings = await adminGetSiteSettings(admin);
  expect(settings.maintenance).toEqual({
    enabled: false,
    message: 'Web je momentálně v údržbě. Brzy se vrátíme.',
    hasPassword: true,
  });
  expect(Object.keys(settings.contactInfo).sort()).toEqual([
    'address',
    'company',
    'companyId',
    'courtRegistration',
    'courtRegistrationDe',
    'courtRegistrationEn',
    'email',
    'facebookUrl',
    'hours',
    'linkedinUrl',
    'mapUrl',
    'phone',
    'privacyEmail',
    'registeredAddress',
    'vatId',
    'xUrl',
    'youtubeUrl',
  ]);
  expect(settings.contactInfo).toMatchObject({
    companyId: '08412537',
    vatId: 'CZ08412537',
    privacyEmail: 'gdpr@example.com',
    courtRegistrationEn: 'C 312457 kept by the Municipal Court in Prague',
    courtRegistrationDe: 'C 312457, geführt beim Stadtgericht Prag',
  });
  expect(JSON.stringify(settings)).not.toContain('$2');
});

test('saving with an empty password keeps the stored one; a new password replaces it', async () => {
  const admin = await signedIn('admin@example.com', 'admin1234');
  const hashBefore = await storedHash();
  expect(hashBefore).toMatch(/^\$2/);

  await adminSaveSiteSettings(admin, {
    contactInfo,
    maintenance: { enabled: true, message: 'Probíhá údržba, vracíme se v 10:00.', password: '' },
  });
  expect(await storedHash()).toBe(hashBefore);
  expect(await passwordAccepted('udrzba123')).toBe(true);
  const { data: publicSettings } = await createTestClient(backend).rpc('get_maintenance_settings_public');
  expect(publicSettings).toEqual({ enabled: true, message: 'Probíhá údržba, vracíme se v 10:00.' });

  const reread = await adminGetSiteSettings(admin);
  expect(reread).toEqual({
    contactInfo,
    maintenance: { enabled: true, message: 'Probíhá údržba, vracíme se v 10:00.', hasPassword: true },
    leads: { notificationEmail: '', retentionMonths: 24 },
    publishing: { requireCompleteTranslations: false },
    visits: { rawRetentionDays: 30 },
  });

  await adminSaveSiteSettings(admin, {
    contactInfo,
    maintenance: { enabled: true, message: 'Probíhá údržba.', password: 'nove-heslo-42' },
  });
  expect(await storedHash()).not.toBe(hashBefore);
  expect(await passwordAccepted('nove-heslo-42')).toBe(true);
  expect(await passwordAccepted('udrzba123')).toBe(false);

  await adminSaveSiteSettings(admin, { contactInfo, maintenance: { enabled: false, message: 'Probíhá údržba.', password: '' } });
  expect(await passwordAccepted('nove-heslo-42')).toBe(false);
  const { data: off } = await createTestClient(backend).rpc('get_maintenance_settings_public');
  expect(off).toEqual({ enabled: false, message: 'Probíhá údržba.' });
});

test('the public reads the saved contact info', async () => {
  const admin = await signedIn('admin@example.com', 'admin1234');
  await adminSaveSiteSettings(admin, { contactInfo, maintenance: { enabled: false, message: 'Údržba', password: '' } });
  const { data } = await createTestClient(backend)
    .from('site_settings')
    .select('setting_value')
    .eq('setting_key', 'contact_info')
    .single();
  expect(data?.setting_value).toEqual({
    company: 'BizAuto s.r.o.',
    address: 'Václavské náměstí 1, 110 00 Praha',
    phone: '+420 777 000 111',
    email: 'info@bizauto.example',
    hours: 'Po–Pá 8:00–16:00',
    company_id: '00064581',
    vat_id: 'CZ00064581',
    registered_address: 'Mariánské náměstí 2/2, 110 00 Praha 1',
    privacy_email: 'osobni.udaje@bizauto.example',
    court_registration: 'C 98765 vedená u Městského soudu v Praze',
    court_registration_en: 'C 98765 kept by the Municipal Court in Prague',
    court_registration_de: 'C 98765, geführt beim Stadtgericht Prag',
    linkedin_url: 'https://www.linkedin.com/company/bizauto',
    facebook_url: '',
    x_url: 'https://x.com/bizauto',
    youtube_url: '',
    map_url: 'https://www.openstreetmap.org/?mlat=50.0811&mlon=14.4280',
  });
});

test('an admin cannot store a malformed IČO past the database either', async () => {
  const admin = await signedIn('admin@example.com', 'admin1234');
  await expect(
    adminSaveSiteSettings(admin, { contactInfo: { ...contactInfo, companyId: '[IČO]' }, maintenance: { enabled: false, message: 'Údržba', password: '' } }),
  ).rejects.toMatchObject({ code: '23514' });
  expect((await adminGetSiteSettings(admin)).contactInfo.companyId).toBe('00064581');
});

test('an editor can neither read the maintenance settings nor save settings', async () => {
  const editor = await signedIn('editor@example.com', 'editor1234');
  const seen = await adminGetSiteSettings(editor);
  expect(seen.maintenance.hasPassword).toBe(false);
  await expect(
    adminSaveSiteSettings(editor, { contactInfo, maintenance: { enabled: true, message: 'x', password: 'hack' } }),
  ).rejects.toMatchObject({ code: '42501' });
  expect(await passwordAccepted('hack')).toBe(false);
});

test('an admin sets how many days single page views are kept; the database refuses a value out of range', async () => {
  const admin = await signedIn('admin@example.com', 'admin1234');
  const maintenance = { enabled: false, message: 'Údržba', password: '' };
  await adminSaveSiteSettings(admin, { contactInfo, maintenance, visits: { rawRetentionDays: 60 } });
  expect((await adminGetSiteSettings(admin)).visits).toEqual({ rawRetentionDays: 60 });
  const { rows } = await backend.db.query<{ days: number }>('select private.visit_raw_retention_days() as days');
  expect(rows[0]!.days).toBe(60);
  await expect(adminSaveSiteSettings(admin, { contactInfo, maintenance, visits: { rawRetentionDays: 400 } })).rejects.toMatchObject({ code: '23514' });
  await adminSaveSiteSettings(admin, { contactInfo, maintenance, visits: { rawRetentionDays: 30 } });
});
