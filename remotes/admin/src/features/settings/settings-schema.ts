import { boolean, object, string } from 'yup';
import type { AdminSiteSettings, AdminSiteSettingsInput } from '@app/content';

export const INVALID_EMAIL = 'Neplatný e-mail';
export const PASSWORD_NEEDED = 'Zadejte heslo, jinak se návštěvníci během údržby na web nedostanou.';
export const MESSAGE_REQUIRED = 'Zadejte zprávu pro návštěvníky';

export interface SettingsFormValues {
  company: string;
  address: string;
  phone: string;
  email: string;
  hours: string;
  maintenanceEnabled: boolean;
  /** Always empty on load; empty on save keeps the current password. */
  maintenancePassword: string;
  maintenanceMessage: string;
  /** Whether a password is stored (not saved; decides whether an empty password field is enough). */
  hasPassword: boolean;
}

/** Settings (spec 2.14): contact info and maintenance mode, saved together. */
export const settingsSchema = object({
  email: string().trim().email(INVALID_EMAIL),
  maintenanceEnabled: boolean(),
  hasPassword: boolean(),
  maintenancePassword: string().when(['maintenanceEnabled', 'hasPassword'], ([enabled, hasPassword], schema) =>
    enabled && !hasPassword ? schema.trim().required(PASSWORD_NEEDED) : schema,
  ),
  maintenanceMessage: string().when('maintenanceEnabled', ([enabled], schema) =>
    enabled ? schema.trim().required(MESSAGE_REQUIRED) : schema,
  ),
});

export function settingsToFormValues(settings: AdminSiteSettings): SettingsFormValues {
  return {
    ...settings.contactInfo,
    maintenanceEnabled: settings.maintenance.enabled,
    maintenancePassword: '',
    maintenanceMessage: settings.maintenance.message,
    hasPassword: settings.maintenance.hasPassword,
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
    },
    maintenance: {
      enabled: values.maintenanceEnabled,
      message: values.maintenanceMessage.trim(),
      password: values.maintenancePassword,
    },
  };
}
