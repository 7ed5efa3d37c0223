import { ValidationError } from 'yup';
import {
  INVALID_EMAIL,
  MESSAGE_REQUIRED,
  PASSWORD_NEEDED,
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

const loaded = settingsToFormValues({
  contactInfo: { company: 'BizAuto s.r.o.', address: 'Praha', phone: '+420 777 123 456', email: 'info@bizauto.cz', hours: 'Po–Pá' },
  maintenance: { enabled: false, message: 'Web je momentálně v údržbě. Brzy se vrátíme.', hasPassword: true },
});

test('the password field is empty on load; the rest comes from the settings', () => {
  expect(loaded).toEqual({
    company: 'BizAuto s.r.o.',
    address: 'Praha',
    phone: '+420 777 123 456',
    email: 'info@bizauto.cz',
    hours: 'Po–Pá',
    maintenanceEnabled: false,
    maintenancePassword: '',
    maintenanceMessage: 'Web je momentálně v údržbě. Brzy se vrátíme.',
    hasPassword: true,
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
    contactInfo: { company: 'BizAuto', address: 'Praha', phone: '+420 777 123 456', email: 'info@bizauto.cz', hours: 'Po–Pá' },
    maintenance: { enabled: true, message: 'Web je momentálně v údržbě. Brzy se vrátíme.', password: '' },
  });
  expect(formValuesToSettingsInput({ ...loaded, maintenancePassword: 'nove-heslo' }).maintenance.password).toBe('nove-heslo');
});
