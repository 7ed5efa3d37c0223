/**
 * No lost updates: an admin save states the version (`updated_at`) it was based on, and the database
 * refuses it with PT409 when the record changed since (supabase/migrations/*_stale_writes.sql).
 */

/** The update payload with the version it is based on; without one the save is not version-checked. */
export function basedOn<Payload extends object>(payload: Payload, baseVersion: string | undefined): Payload & { updated_at?: string } {
  return baseVersion ? { ...payload, updated_at: baseVersion } : payload;
}

/** Who saved the record last and its current version, from the database's refusal. */
export interface SaveConflict {
  currentVersion: string;
  changedBy: string | null;
}

/** The conflict a failed save reports, or null when it failed for another reason. */
export function saveConflictOf(error: unknown): SaveConflict | null {
  if (!error || typeof error !== 'object' || (error as { code?: unknown }).code !== 'PT409') return null;
  try {
    const detail = JSON.parse(String((error as { details?: unknown }).details)) as { updated_at?: unknown; changed_by?: unknown };
    if (typeof detail.updated_at !== 'string') return null;
    return { currentVersion: detail.updated_at, changedBy: typeof detail.changed_by === 'string' ? detail.changed_by : null };
  } catch {
    return null;
  }
}
