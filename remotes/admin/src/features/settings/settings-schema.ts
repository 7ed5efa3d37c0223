import { boolean, number, object, string } from 'yup';
import {
  isEmailAddress,
  RETENTION_MONTHS_RANGE,
  VISIT_RETENTION_DAYS_RANGE,
  type AdminSiteSettings,
  type AdminSiteSettingsInput,
} from '@app/content';

export const INVALID_EMAIL = 'Neplatný e-mail';
export const PASSWORD_NEEDED = 'Zadejte heslo, jinak se návštěvníci během údržby na web nedostanou.';
export const MESSAGE_REQUIRED = 'Zadejte zprávu pro návštěvníky';
export const COMPANY_ID_FORMAT = 'IČO má 8 číslic (kratší doplňte zleva nulami)';
export const COMPANY_ID_CHECKSUM = 'Neplatné IČO: nesedí kontrolní číslice';
export const VAT_ID_FORMAT = 'DIČ má tvar CZ a 8 až 10 číslic';
export const HTTPS_URL_FORMAT = 'Zadejte celou adresu začínající https://';
export const RETENTION_MONTHS_REQUIRED = 'Zadejte, kolik měsíců poptávky uchovávat';
export const RETENTION_MONTHS_RANGE_MESSAGE = `Zadejte celý počet měsíců od ${RETENTION_MONTHS_RANGE.min} do ${RETENTION_MONTHS_RANGE.max}`;
export const VISIT_RETENTION_DAYS_REQUIRED = 'Zadejte, kolik dní jednotlivé návštěvy uchovávat';
export const VISIT_RETENTION_DAYS_RANGE_MESSAGE = `Zadejte celý počet dní od ${VISIT_RETENTION_DAYS_RANGE.min} do ${VISIT_RETENTION_DAYS_RANGE.max}`;

/** IČO as stored: the digits without spaces ("084 12 537" → "08412537"). */
export function normalizeCompanyId(value: string): string {
  return value.replace(/\s+/g, '');
}

/** DIČ as stored: without spaces, upper case ("cz 08412537" → "CZ08412537"). */
export function normalizeVatId(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * The IČO check digit (modulo 11 over the first seven digits weighted 8 down to 2), which the business
 * register assigns every number with, so a typo in one digit is caught here.
 */
export function hasValidCompanyIdChecksum(companyId: string): boolean {
  if (!/^\d{8}$/.test(companyId)) return false;
  const digits = [...companyId].map(Number);
  const weighted = digits.slice(0, 7).reduce((sum, digit, index) => sum + digit * (8 - index), 0);
  return digits[7] === (11 - (weighted % 11)) % 10;
}

export interface SettingsFormValues {
  company: string;
  address: string;
  phone: string;
  email: string;
  hours: string;
  /** IČO, DIČ, registered office, privacy e-mail and Commercial Register entry: the legal pages print them. */
  companyId: string;
  vatId: string;
  registeredAddress: string;
  privacyEmail: string;
  courtRegistration: string;
  /** The register entry for the English and German pages (those languages show the Czech one when empty). */
  courtRegistrationEn: string;
  courtRegistrationDe: string;
  /** The footer's social links and the contact page's map link (https); an empty one is not shown. */
  linkedinUrl: string;
  facebookUrl: string;
  xUrl: string;
  youtubeUrl: string;
  mapUrl: string;
  maintenanceEnabled: boolean;
  /** Always empty on load; empty on save keeps the current password. */
  maintenancePassword: string;
  maintenanceMessage: string;
  /** Whether a password is stored (not saved; decides whether an empty password field is enough). */
  hasPassword: boolean;
  /** Who is told of each enquiry; empty = the contact e-mail. */
  notificationEmail: string;
  /** How long enquiries are kept; '' while the field is empty. */
  retentionMonths: number | '';
  /** How long single page views are kept before only their daily sums remain; '' while the field is empty. */
  visitRetentionDays: number | '';
  /** "Vyžadovat úplné překlady": the database publishes no post without its EN and DE versions unless they fall back to Czech. */
  requireCompleteTranslations: boolean;
}

/** An https address or nothing (the database refuses anything else in the link fields). */
const httpsUrl = () => string().trim().matches(/^https:\/\/\S+$/, { message: HTTPS_URL_FORMAT, excludeEmptyString: true });

/** Settings: contact info with the company's legal details, maintenance mode, enquiries and e-mails, and publishing, saved together. */
export const settingsSchema = object({
  email: string().trim().test('email', INVALID_EMAIL, (value) => !value || isEmailAddress(value)),
  privacyEmail: string().trim().test('email', INVALID_EMAIL, (value) => !value || isEmailAddress(value)),
  companyId: string()
    .test('format', COMPANY_ID_FORMAT, (value = '') => normalizeCompanyId(value) === '' || /^\d{8}$/.test(normalizeCompanyId(value)))
    .test('checksum', COMPANY_ID_CHECKSUM, (value = '') => {
      const companyId = normalizeCompanyId(value);
      return !/^\d{8}$/.test(companyId) || hasValidCompanyIdChecksum(companyId);
    }),
  linkedinUrl: httpsUrl(),
  facebookUrl: httpsUrl(),
  xUrl: httpsUrl(),
  youtubeUrl: httpsUrl(),
  mapUrl: httpsUrl(),
  vatId: string().test('format', VAT_ID_FORMAT, (value = '') => normalizeVatId(value) === '' || /^CZ\d{8,10}$/.test(normalizeVatId(value))),
  maintenanceEnabled: boolean(),
  hasPassword: boolean(),
  maintenancePassword: string().when(['maintenanceEnabled', 'hasPassword'], ([enabled, hasPassword], schema) =>
    enabled && !hasPassword ? schema.trim().required(PASSWORD_NEEDED) : schema,
  ),
  maintenanceMessage: string().when('maintenanceEnabled', ([enabled], schema) =>
    enabled ? schema.trim().required(MESSAGE_REQUIRED) : schema,
  ),
  notificationEmail: string().trim().test('email', INVALID_EMAIL, (value) => !value || isEmailAddress(value)),
  retentionMonths: number()
    .transform((value: unknown, original: unknown) => (original === '' ? undefined : value))
    .typeError(RETENTION_MONTHS_RANGE_MESSAGE)
    .required(RETENTION_MONTHS_REQUIRED)
    .integer(RETENTION_MONTHS_RANGE_MESSAGE)
    .min(RETENTION_MONTHS_RANGE.min, RETENTION_MONTHS_RANGE_MESSAGE)
    .max(RETENTION_MONTHS_RANGE.max, RETENTION_MONTHS_RANGE_MESSAGE),
  visitRetentionDays: number()
    .transform((value: unknown, original: unknown) => (original === '' ? undefined : value))
    .typeError(VISIT_RETENTION_DAYS_RANGE_MESSAGE)
    .required(VISIT_RETENTION_DAYS_REQUIRED)
    .integer(VISIT_RETENTION_DAYS_RANGE_MESSAGE)
    .min(VISIT_RETENTION_DAYS_RANGE.min, VISIT_RETENTION_DAYS_RANGE_MESSAGE)
    .max(VISIT_RETENTION_DAYS_RANGE.max, VISIT_RETENTION_DAYS_RANGE_MESSAGE),
  requireCompleteTranslations: boolean(),
});

export function settingsToFormValues(settings: AdminSiteSettings): SettingsFormValues {
  return {
    ...settings.contactInfo,
    maintenanceEnabled: settings.maintenance.enabled,
    maintenancePassword: '',
    maintenanceMessage: settings.maintenance.message,
    hasPassword: settings.maintenance.hasPassword,
    notificationEmail: settings.leads.notificationEmail,
    retentionMonths: settings.leads.retentionMonths,
    visitRetentionDays: settings.visits.rawRetentionDays,
    requireCompleteTranslations: settings.publishing.requireCompleteTranslations,
  };
}

export function formValuesToSettingsInput(values: SettingsFormValues): AdminSiteSettingsInput {
  return {
    contactInfo: {
      company: values.company.trim(),
      address: values.address.trim(),
      phone: values.phone.trim(),
      email: values.email.trim(),
      hours: values.hours.trim(),
      companyId: normalizeCompanyId(values.companyId),
      vatId: normalizeVatId(values.vatId),
      registeredAddress: values.registeredAddress.trim(),
      privacyEmail: values.privacyEmail.trim(),
      courtRegistration: values.courtRegistration.trim(),
      courtRegistrationEn: values.courtRegistrationEn.trim(),
      courtRegistrationDe: values.courtRegistrationDe.trim(),
      linkedinUrl: values.linkedinUrl.trim(),
      facebookUrl: values.facebookUrl.trim(),
      xUrl: values.xUrl.trim(),
      youtubeUrl: values.youtubeUrl.trim(),
      mapUrl: values.mapUrl.trim(),
    },
    maintenance: {
      enabled: values.maintenanceEnabled,
      message: values.maintenanceMessage.trim(),
      password: values.maintenancePassword,
    },
    leads: {
      notificationEmail: values.notificationEmail.trim(),
      retentionMonths: Number(values.retentionMonths),
    },
    publishing: { requireCompleteTranslations: values.requireCompleteTranslations },
    visits: { rawRetentionDays: Number(values.visitRetentionDays) },
  };
}
