import type { AppSupabaseClient, Database } from '@app/supabase';

/** The content tables whose changes the database keeps (supabase/migrations/*_content_revisions.sql). */
export type RevisedTable = 'blog_posts' | 'modules' | 'references' | 'pricing_plans';

export type RevisionOperation = 'insert' | 'update' | 'delete' | 'restore';

export interface ContentRevision {
  id: number;
  operation: RevisionOperation;
  /** The record after this change (for a deletion: as it was deleted). */
  snapshot: Record<string, unknown>;
  changedFields: string[];
  actorName: string | null;
  createdAt: string;
}

type RevisionRow = Database['public']['Tables']['content_revisions']['Row'];

function toRevision(row: RevisionRow): ContentRevision {
  return {
    id: row.id,
    operation: row.operation as RevisionOperation,
    snapshot: (row.snapshot ?? {}) as Record<string, unknown>,
    changedFields: row.changed_fields,
    actorName: row.actor_name,
    createdAt: row.created_at,
  };
}

/** A record's revisions, newest first (staff only; row-level security hides them from everyone else). */
export async function adminListRevisions(client: AppSupabaseClient, table: RevisedTable, recordId: string, limit = 50): Promise<ContentRevision[]> {
  const { data, error } = await client
    .from('content_revisions')
    .select('*')
    .eq('table_name', table)
    .eq('record_id', recordId)
    .order('id', { ascending: false })
    .limit(limit);
  if (error) throw error;
  return (data ?? []).map(toRevision);
}

/** A record deleted within the last 30 days, restorable from its deletion revision. */
export interface DeletedRecord {
  recordId: string;
  revision: ContentRevision;
}

/** The records of a table deleted within 30 days and not restored since, latest deletion first. */
export async function adminListDeleted(client: AppSupabaseClient, table: RevisedTable): Promise<DeletedRecord[]> {
  const since = new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString();
  const { data, error } = await client
    .from('content_revisions')
    .select('*')
    .eq('table_name', table)
    .eq('operation', 'delete')
    .gte('created_at', since)
    .order('id', { ascending: false });
  if (error) throw error;
  const deletions = new Map<string, RevisionRow>();
  for (const row of data ?? []) if (!deletions.has(row.record_id)) deletions.set(row.record_id, row);
  if (deletions.size === 0) return [];
  // Restored since (any later revision of the record) means it exists again.
  const { data: later, error: laterError } = await client
    .from('content_revisions')
    .select('record_id, id')
    .eq('table_name', table)
    .in('record_id', [...deletions.keys()])
    .neq('operation', 'delete');
  if (laterError) throw laterError;
  const restored = new Set((later ?? []).filter((row) => row.id > (deletions.get(row.record_id)?.id ?? Infinity)).map((row) => row.record_id));
  return [...deletions.entries()].filter(([recordId]) => !restored.has(recordId)).map(([recordId, row]) => ({ recordId, revision: toRevision(row) }));
}

/** Sets the record back to a revision, or re-creates a deleted one; the restore is a new revision. */
export async function adminRestoreRevision(client: AppSupabaseClient, revisionId: number): Promise<void> {
  const { error } = await client.rpc('restore_content_revision', { revision_id: revisionId });
  if (error) throw error;
}
