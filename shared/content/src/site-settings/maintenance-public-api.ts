import type { PublicFunctionClient, ReadClient } from '@app/supabase';

// Its own module: every public page reads the maintenance settings at start, so this lands in the entry
// chunk, while the contact details (public-api.ts) stay with the pages that show them.

// ---------------------------------------------------------------------------------------------
// Maintenance mode (the public gate and the /maintenance page)
// ---------------------------------------------------------------------------------------------

export const DEFAULT_MAINTENANCE_MESSAGE = 'Web je momentálně v údržbě. Brzy se vrátíme.';

/** What visitors may know about maintenance mode: never the password. */
export interface MaintenanceSettings {
  enabled: boolean;
  message: string;
}

/** Reads the RPC's answer defensively: only `enabled: true` turns maintenance on; a blank message gets the default. */
export function parseMaintenanceSettings(value: unknown): MaintenanceSettings {
  const record = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const message = typeof record.message === 'string' && record.message.trim() ? record.message : DEFAULT_MAINTENANCE_MESSAGE;
  return { enabled: record.enabled === true, message };
}

/**
 * get_maintenance_settings_public(); throws the PostgREST error on failure. Public pages call it through
 * `publicFunctions` (no REST client to download); the read client works too.
 */
export async function fetchMaintenanceSettings(client: ReadClient | PublicFunctionClient): Promise<MaintenanceSettings> {
  const { data, error } = await client.rpc('get_maintenance_settings_public');
  if (error) throw error;
  return parseMaintenanceSettings(data);
}

/** How the database answered a maintenance password. */
export type MaintenancePasswordCheck = 'accepted' | 'wrong' | 'too-many-attempts';

/**
 * validate_maintenance_password(password): accepted only while maintenance is on and the password matches;
 * after 10 wrong guesses from one client in 10 minutes the database refuses to check (SQLSTATE PT429, HTTP 429).
 */
export async function validateMaintenancePassword(client: ReadClient, password: string): Promise<MaintenancePasswordCheck> {
  const { data, error } = await client.rpc('validate_maintenance_password', { password });
  if (error?.code === 'PT429') return 'too-many-attempts';
  if (error) throw error;
  return data === true ? 'accepted' : 'wrong';
}
