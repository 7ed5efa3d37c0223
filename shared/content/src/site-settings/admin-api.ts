import type { SupabaseClient } from '@supabase/supabase-js';
import type { AppSupabaseClient } from '@app/supabase';

export interface AdminContactInfo {
  company: string;
  address: string;
  phone: string;
  email: string;
  hours: string;
}

/** What the settings screen shows of maintenance mode: never the password, only whether one is set. */
export interface AdminMaintenanceSettings {
  enabled: boolean;
  message: string;
  hasPassword: boolean;
}

export interface AdminSiteSettings {
  contactInfo: AdminContactInfo;
  maintenance: AdminMaintenanceSettings;
}

export interface AdminSiteSettingsInput {
  contactInfo: AdminContactInfo;
  /** An empty password keeps the current one (the database trigger keeps the stored hash). */
  maintenance: { enabled: boolean; message: string; password: string };
}

const DEFAULT_MAINTENANCE_MESSAGE = 'Web je momentálně v údržbě. Brzy se vrátíme.';

const EMPTY_CONTACT_INFO: AdminContactInfo = { company: '', address: '', phone: '', email: '', hours: '' };

// Until the generated Database types list this table, queries go through the untyped client surface.
const siteSettings = (client: AppSupabaseClient) => (client as unknown as SupabaseClient).from('site_settings');

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function readContactInfo(value: unknown): AdminContactInfo {
  if (!value || typeof value !== 'object') return { ...EMPTY_CONTACT_INFO };
  const record = value as Record<string, unknown>;
  return {
    company: text(record.company),
    address: text(record.address),
    phone: text(record.phone),
    email: text(record.email),
    hours: text(record.hours),
  };
}

function readMaintenance(value: unknown): AdminMaintenanceSettings {
  const record = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return {
    enabled: record.enabled === true,
    message: text(record.message) || DEFAULT_MAINTENANCE_MESSAGE,
    hasPassword: text(record.password_hash) !== '',
  };
}

/** Both settings rows (admins only: maintenance_mode is not readable by anyone else). */
export async function adminGetSiteSettings(client: AppSupabaseClient): Promise<AdminSiteSettings> {
  const { data, error } = await siteSettings(client)
    .select('setting_key, setting_value')
    .in('setting_key', ['contact_info', 'maintenance_mode']);
  if (error) throw error;
  const rows = data as { setting_key: string; setting_value: unknown }[];
  const valueOf = (key: string) => rows.find((row) => row.setting_key === key)?.setting_value;
  return { contactInfo: readContactInfo(valueOf('contact_info')), maintenance: readMaintenance(valueOf('maintenance_mode')) };
}

/** Upserts contact_info and maintenance_mode by setting_key in one request. */
export async function adminSaveSiteSettings(client: AppSupabaseClient, input: AdminSiteSettingsInput): Promise<void> {
  const { contactInfo, maintenance } = input;
  const { error } = await siteSettings(client).upsert(
    [
      { setting_key: 'contact_info', setting_value: readContactInfo(contactInfo) },
      {
        setting_key: 'maintenance_mode',
        setting_value: { enabled: maintenance.enabled, message: maintenance.message, password: maintenance.password },
      },
    ],
    { onConflict: 'setting_key' },
  );
  if (error) throw error;
}
