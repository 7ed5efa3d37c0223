import type { AppSupabaseClient } from '@app/supabase';
import { CONTACT_INFO_FIELDS, CONTACT_INFO_KEYS, readContactInfoField, type ContactInfoField } from './public-api';

/** Every contact_info field, empty when not set (contact details and the company's legal details). */
export type AdminContactInfo = Record<ContactInfoField, string>;

/** What the settings screen shows of maintenance mode: never the password, only whether one is set. */
export interface AdminMaintenanceSettings {
  enabled: boolean;
  message: string;
  hasPassword: boolean;
}

/** Where enquiries are announced and how long they are kept (site_settings lead_settings, admins only). */
export interface AdminLeadSettings {
  /** Who gets the notification of each enquiry; empty = the contact e-mail. */
  notificationEmail: string;
  /** Enquiries older than this are removed (1–120). */
  retentionMonths: number;
}

/** How strictly posts are published (site_settings publishing_settings, admins only; editors ask publishing_rules()). */
export interface AdminPublishingSettings {
  /** "Vyžadovat úplné překlady": the database refuses a post without its EN or DE version unless it falls back to Czech. */
  requireCompleteTranslations: boolean;
}

/** How long single page views are kept before only their daily sums remain (site_settings visit_settings, admins only). */
export interface AdminVisitSettings {
  /** Raw page views older than this many days are deleted once rolled up (1–365). */
  rawRetentionDays: number;
}

export interface AdminSiteSettings {
  contactInfo: AdminContactInfo;
  maintenance: AdminMaintenanceSettings;
  leads: AdminLeadSettings;
  publishing: AdminPublishingSettings;
  visits: AdminVisitSettings;
}

export interface AdminSiteSettingsInput {
  contactInfo: AdminContactInfo;
  /** An empty password keeps the current one (the database trigger keeps the stored hash). */
  maintenance: { enabled: boolean; message: string; password: string };
  /** Left as stored when absent. */
  leads?: AdminLeadSettings;
  /** Left as stored when absent. */
  publishing?: AdminPublishingSettings;
  /** Left as stored when absent. */
  visits?: AdminVisitSettings;
}

export const DEFAULT_RETENTION_MONTHS = 24;
export const RETENTION_MONTHS_RANGE = { min: 1, max: 120 } as const;
export const DEFAULT_VISIT_RETENTION_DAYS = 30;
export const VISIT_RETENTION_DAYS_RANGE = { min: 1, max: 365 } as const;

const DEFAULT_MAINTENANCE_MESSAGE = 'Web je momentálně v údržbě. Brzy se vrátíme.';

const siteSettings = (client: AppSupabaseClient) => client.from('site_settings');

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function readContactInfo(value: unknown): AdminContactInfo {
  const record = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return Object.fromEntries(CONTACT_INFO_FIELDS.map((field) => [field, readContactInfoField(record, field) ?? ''])) as AdminContactInfo;
}

/** The stored JSON: each field under the key the public site reads first. */
function contactInfoValue(contactInfo: AdminContactInfo): Record<string, string> {
  return Object.fromEntries(CONTACT_INFO_FIELDS.map((field) => [CONTACT_INFO_KEYS[field][0], text(contactInfo[field])]));
}

function readMaintenance(value: unknown): AdminMaintenanceSettings {
  const record = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return {
    enabled: record.enabled === true,
    message: text(record.message) || DEFAULT_MAINTENANCE_MESSAGE,
    hasPassword: text(record.password_hash) !== '',
  };
}

function readLeadSettings(value: unknown): AdminLeadSettings {
  const record = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const months = Number(record.retention_months);
  return {
    notificationEmail: text(record.notification_email),
    retentionMonths: Number.isInteger(months) && months >= RETENTION_MONTHS_RANGE.min ? months : DEFAULT_RETENTION_MONTHS,
  };
}

function readPublishingSettings(value: unknown): AdminPublishingSettings {
  const record = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return { requireCompleteTranslations: record.require_complete_translations === true };
}

function readVisitSettings(value: unknown): AdminVisitSettings {
  const record = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const days = Number(record.raw_retention_days);
  return {
    rawRetentionDays: Number.isInteger(days) && days >= VISIT_RETENTION_DAYS_RANGE.min ? days : DEFAULT_VISIT_RETENTION_DAYS,
  };
}

/** The settings rows (admins only: maintenance_mode, lead_settings, publishing_settings and visit_settings are not readable by anyone else). */
export async function adminGetSiteSettings(client: AppSupabaseClient): Promise<AdminSiteSettings> {
  const { data, error } = await siteSettings(client)
    .select('setting_key, setting_value')
    .in('setting_key', ['contact_info', 'maintenance_mode', 'lead_settings', 'publishing_settings', 'visit_settings']);
  if (error) throw error;
  const rows = data ?? [];
  const valueOf = (key: string) => rows.find((row) => row.setting_key === key)?.setting_value;
  return {
    contactInfo: readContactInfo(valueOf('contact_info')),
    maintenance: readMaintenance(valueOf('maintenance_mode')),
    leads: readLeadSettings(valueOf('lead_settings')),
    publishing: readPublishingSettings(valueOf('publishing_settings')),
    visits: readVisitSettings(valueOf('visit_settings')),
  };
}

/** Upserts contact_info, maintenance_mode and (when given) lead_settings, publishing_settings and visit_settings by setting_key in one request. */
export async function adminSaveSiteSettings(client: AppSupabaseClient, input: AdminSiteSettingsInput): Promise<void> {
  const { contactInfo, maintenance } = input;
  const { error } = await siteSettings(client).upsert(
    [
      { setting_key: 'contact_info', setting_value: contactInfoValue(contactInfo) },
      {
        setting_key: 'maintenance_mode',
        setting_value: { enabled: maintenance.enabled, message: maintenance.message, password: maintenance.password },
      },
      ...(input.leads
        ? [
            {
              setting_key: 'lead_settings',
              setting_value: { notification_email: input.leads.notificationEmail.trim(), retention_months: input.leads.retentionMonths },
            },
          ]
        : []),
      ...(input.publishing
        ? [{ setting_key: 'publishing_settings', setting_value: { require_complete_translations: input.publishing.requireCompleteTranslations } }]
        : []),
      ...(input.visits ? [{ setting_key: 'visit_settings', setting_value: { raw_retention_days: input.visits.rawRetentionDays } }] : []),
    ],
    { onConflict: 'setting_key' },
  );
  if (error) throw error;
}
