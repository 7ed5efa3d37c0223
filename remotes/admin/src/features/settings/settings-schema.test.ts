import { ValidationError } from 'yup';
import {
  COMPANY_ID_CHECKSUM,
  COMPANY_ID_FORMAT,
  HTTPS_URL_FORMAT,
  INVALID_EMAIL,
  VAT_ID_FORMAT,
  hasValidCompanyIdChecksum,
  MESSAGE_REQUIRED,
  PASSWORD_NEEDED,
  RETENTION_MONTHS_RANGE_MESSAGE,
  RETENTION_MONTHS_REQUIRED,
  VISIT_RETENTION_DAYS_RANGE_MESSAGE,
  VISIT_RETENTION_DAYS_REQUIRED,
  formValuesToSettingsInput,
  settingsSchema,
  settingsToFormValues,
  type SettingsFormValues,
} from './settings-schema';

async function errorsOf(values: SettingsFormValues): Promise<Record<string, string>> {
  try {
    await settingsSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

const companyDetails = {
  companyId: '08412537',
  vatId: 'CZ08412537',
  registeredAddress: 'Na Poříčí 1047/26, 110 00 Praha 1',
  privacyEmail: 'gdpr@bizauto.cz',
  courtRegistration: 'C 312457 vedená u Městského soudu v Praze',
  courtRegistrationEn: 'C 312457 kept by the Municipal Court in Prague',
  courtRegistrationDe: 'C 312457, geführt beim Stadtgericht Prag',
  linkedinUrl: 'https://www.linkedin.com/company/bizauto',
  facebookUrl: '',
  xUrl: '',
  youtubeUrl: '',
  mapUrl: 'https://www.openstreetmap.org/?mlat=50.08985&mlon=14.43105',
};

const loaded = settingsToFormValues({
  contactInfo: { company: 'BizAuto s.r.o.', address: 'Praha', phone: '+420 777 123 456', email: 'info@bizauto.cz', hours: 'Po–Pá', ...companyDetails },
  maintenance: { enabled: false, message: 'Web je momentálně v údržbě. Brzy se vrátíme.', hasPassword: true },
  leads: { notificationEmail: '', retentionMonths: 24 },
  publishing: { requireCompleteTranslations: false },
  visits: { rawRetentionDays: 30 },
});

test('the password field is empty on load; the rest comes from the settings', () => {
  expect(loaded).toEqual({
    company: 'BizAuto s.r.o.',
    address: 'Praha',
    phone: '+420 777 123 456',
    email: 'info@bizauto.cz',
    hours: 'Po–Pá',
    ...companyDetails,
    maintenanceEnabled: false,
    maintenancePassword: '',
    maintenanceMessage: 'Web je momentálně v údržbě. Brzy se vrátíme.',
    hasPassword: true,
    notificationEmail: '',
    retentionMonths: 24,
    visitRetentionDays: 30,
    requireCompleteTranslations: false,
  });
});

test('loaded settings are valid; the contact e-mail must be an e-mail when given', async () => {
  expect(await errorsOf(loaded)).toEqual({});
  expect(await errorsOf({ ...loaded, email: '' })).toEqual({});
  expect(await errorsOf({ ...loaded, email: 'info' })).toEqual({ email: INVALID_EMAIL });
});

test('an empty password is fine while one is stored, required when turning maintenance on without one', async () => {
  expect(await errorsOf({ ...loaded, maintenanceEnabled: true })).toEqual({});
  expect(await errorsOf({ ...loaded, maintenanceEnabled: true, hasPassword: false })).toEqual({
    maintenancePassword: PASSWORD_NEEDED,
  });
  expect(await errorsOf({ ...loaded, maintenanceEnabled: false, hasPassword: false })).toEqual({});
  expect(await errorsOf({ ...loaded, maintenanceEnabled: true, hasPassword: false, maintenancePassword: 'tajne' })).toEqual({});
});

test('maintenance on needs a message for visitors', async () => {
  expect(await errorsOf({ ...loaded, maintenanceEnabled: true, maintenanceMessage: ' ' })).toEqual({
    maintenanceMessage: MESSAGE_REQUIRED,
  });
});

test('saving sends the password as typed (empty keeps the stored one) and trims the texts', () => {
  expect(formValuesToSettingsInput({ ...loaded, company: ' BizAuto ', maintenanceEnabled: true })).toEqual({
    contactInfo: { company: 'BizAuto', address: 'Praha', phone: '+420 777 123 456', email: 'info@bizauto.cz', hours: 'Po–Pá', ...companyDetails },
    maintenance: { enabled: true, message: 'Web je momentálně v údržbě. Brzy se vrátíme.', password: '' },
    leads: { notificationEmail: '', retentionMonths: 24 },
    publishing: { requireCompleteTranslations: false },
    visits: { rawRetentionDays: 30 },
  });
  expect(formValuesToSettingsInput({ ...loaded, maintenancePassword: 'nove-heslo' }).maintenance.password).toBe('nove-heslo');
  expect(formValuesToSettingsInput({ ...loaded, requireCompleteTranslations: true }).publishing).toEqual({ requireCompleteTranslations: true });
});

test('the company details are optional: empty ones are valid and saved empty', async () => {
  const empty = {
    companyId: '',
    vatId: '',
    registeredAddress: '',
    privacyEmail: '',
    courtRegistration: '',
    courtRegistrationEn: '',
    courtRegistrationDe: '',
    linkedinUrl: '',
    facebookUrl: '',
    xUrl: '',
    youtubeUrl: '',
    mapUrl: '',
  };
  expect(await errorsOf({ ...loaded, ...empty })).toEqual({});
  expect(formValuesToSettingsInput({ ...loaded, ...empty, vatId: '  ' }).contactInfo).toMatchObject(empty);
});

test('IČO has 8 digits and a matching check digit; spaces are allowed and dropped on save', async () => {
  expect(await errorsOf({ ...loaded, companyId: '084 12 537' })).toEqual({});
  expect(formValuesToSettingsInput({ ...loaded, companyId: ' 084 12 537 ' }).contactInfo.companyId).toBe('08412537');
  expect(await errorsOf({ ...loaded, companyId: '8412537' })).toEqual({ companyId: COMPANY_ID_FORMAT });
  expect(await errorsOf({ ...loaded, companyId: '0841253A' })).toEqual({ companyId: COMPANY_ID_FORMAT });
  expect(await errorsOf({ ...loaded, companyId: '[IČO]' })).toEqual({ companyId: COMPANY_ID_FORMAT });
  expect(await errorsOf({ ...loaded, companyId: '08412538' })).toEqual({ companyId: COMPANY_ID_CHECKSUM });
});

test('the IČO check digit follows the register (modulo 11, weights 8 to 2)', () => {
  // 00064581 and 00006947 are public bodies' numbers (the City of Prague, the Ministry of Finance).
  for (const valid of ['00064581', '00006947', '08412537']) expect({ valid, ok: hasValidCompanyIdChecksum(valid) }).toEqual({ valid, ok: true });
  for (const invalid of ['00064582', '12345678', '1234567', '']) expect({ invalid, ok: hasValidCompanyIdChecksum(invalid) }).toEqual({ invalid, ok: false });
});

test('DIČ is CZ and 8 to 10 digits, saved upper case without spaces', async () => {
  expect(await errorsOf({ ...loaded, vatId: 'cz 08412537' })).toEqual({});
  expect(formValuesToSettingsInput({ ...loaded, vatId: 'cz 08412537' }).contactInfo.vatId).toBe('CZ08412537');
  expect(await errorsOf({ ...loaded, vatId: 'CZ65122412345' })).toEqual({ vatId: VAT_ID_FORMAT });
  expect(await errorsOf({ ...loaded, vatId: 'CZ6512241234' })).toEqual({});
  expect(await errorsOf({ ...loaded, vatId: '08412537' })).toEqual({ vatId: VAT_ID_FORMAT });
  expect(await errorsOf({ ...loaded, vatId: 'SK2021234567' })).toEqual({ vatId: VAT_ID_FORMAT });
});

test('the privacy e-mail must be an e-mail when given; the texts are trimmed on save', async () => {
  expect(await errorsOf({ ...loaded, privacyEmail: 'gdpr' })).toEqual({ privacyEmail: INVALID_EMAIL });
  expect(
    formValuesToSettingsInput({ ...loaded, registeredAddress: ' Praha 1 ', courtRegistration: ' C 1 vedená u Městského soudu v Praze ', privacyEmail: ' gdpr@bizauto.cz ' })
      .contactInfo,
  ).toMatchObject({ registeredAddress: 'Praha 1', courtRegistration: 'C 1 vedená u Městského soudu v Praze', privacyEmail: 'gdpr@bizauto.cz' });
});

test('the notification e-mail may stay empty (the contact e-mail is used) or must be an e-mail; it is saved trimmed', async () => {
  expect(await errorsOf({ ...loaded, notificationEmail: '' })).toEqual({});
  expect(await errorsOf({ ...loaded, notificationEmail: 'obchod' })).toEqual({ notificationEmail: INVALID_EMAIL });
  expect(formValuesToSettingsInput({ ...loaded, notificationEmail: ' obchod@bizauto.cz ' }).leads).toEqual({
    notificationEmail: 'obchod@bizauto.cz',
    retentionMonths: 24,
  });
});

test('enquiries are kept a whole number of months from 1 to 120', async () => {
  expect(await errorsOf({ ...loaded, retentionMonths: 1 })).toEqual({});
  expect(await errorsOf({ ...loaded, retentionMonths: 120 })).toEqual({});
  expect(await errorsOf({ ...loaded, retentionMonths: '' })).toEqual({ retentionMonths: RETENTION_MONTHS_REQUIRED });
  for (const months of [0, 121, 6.5, -3]) {
    expect({ months, errors: await errorsOf({ ...loaded, retentionMonths: months }) }).toEqual({ months, errors: { retentionMonths: RETENTION_MONTHS_RANGE_MESSAGE } });
  }
  expect(formValuesToSettingsInput({ ...loaded, retentionMonths: 36 }).leads?.retentionMonths).toBe(36);
});

test('single page views are kept a whole number of days from 1 to 365', async () => {
  expect(await errorsOf({ ...loaded, visitRetentionDays: 1 })).toEqual({});
  expect(await errorsOf({ ...loaded, visitRetentionDays: 365 })).toEqual({});
  expect(await errorsOf({ ...loaded, visitRetentionDays: '' })).toEqual({ visitRetentionDays: VISIT_RETENTION_DAYS_REQUIRED });
  for (const days of [0, 366, 1.5]) {
    expect({ days, errors: await errorsOf({ ...loaded, visitRetentionDays: days }) }).toEqual({ days, errors: { visitRetentionDays: VISIT_RETENTION_DAYS_RANGE_MESSAGE } });
  }
  expect(formValuesToSettingsInput({ ...loaded, visitRetentionDays: 60 }).visits).toEqual({ rawRetentionDays: 60 });
});

test('the social and map links are https addresses or empty; they are saved trimmed', async () => {
  for (const field of ['linkedinUrl', 'facebookUrl', 'xUrl', 'youtubeUrl', 'mapUrl'] as const) {
    for (const wrong of ['linkedin.com/company/bizauto', 'http://x.com/bizauto', 'javascript:alert(1)']) {
      expect({ field, wrong, errors: await errorsOf({ ...loaded, [field]: wrong }) }).toEqual({ field, wrong, errors: { [field]: HTTPS_URL_FORMAT } });
    }
  }
  expect(await errorsOf({ ...loaded, xUrl: ' https://x.com/bizauto ' })).toEqual({});
  expect(formValuesToSettingsInput({ ...loaded, xUrl: ' https://x.com/bizauto ', courtRegistrationDe: ' C 1, geführt beim Stadtgericht Prag ' }).contactInfo).toMatchObject({
    xUrl: 'https://x.com/bizauto',
    courtRegistrationDe: 'C 1, geführt beim Stadtgericht Prag',
  });
});
