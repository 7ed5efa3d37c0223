import type { AppSupabaseClient, Database } from '@app/supabase';
import type { ContentTable } from '../content-types/registry';
import { asListRequest, readListPage, type ListPage, type ListQuery, type ListSpec } from '../list-query';

/** The content tables whose changes the database keeps (every registered content type's). */
export type RevisedTable = ContentTable;

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

/** A record deleted within the last 30 days and not restored since (the view public.deleted_content_records). */
export interface DeletedRecord {
  /** Its deletion revision, which `adminRestoreRevision` brings it back from. */
  revisionId: number;
  table: RevisedTable;
  recordId: string;
  /** A post's Czech title, a reference's company, a module's or plan's Czech name. */
  title: string;
  actorName: string | null;
  deletedAt: string;
}

type DeletedRow = Database['public']['Views']['deleted_content_records']['Row'];

/**
 * "Smazané": search in the title; latest deletion first (revision ids grow with every change, so they order
 * deletions made in one transaction too, where `deleted_at` is equal), or by title. Filter `tabulka` names the table.
 */
export const DELETED_LIST_SPEC: ListSpec = {
  searchColumns: ['title'],
  sortable: ['revision_id', 'deleted_at', 'title'],
  defaultSort: { column: 'revision_id', direction: 'desc' },
  tieBreaker: 'revision_id',
};

function toDeleted(row: DeletedRow): DeletedRecord {
  return {
    revisionId: Number(row.revision_id),
    table: row.table_name as RevisedTable,
    recordId: row.record_id ?? '',
    title: row.title ?? '',
    actorName: row.actor_name,
    deletedAt: row.deleted_at ?? '',
  };
}

/**
 * One page of the records deleted within 30 days and not restored since, filtered, searched, sorted and
 * counted by the database (staff only; row-level security of the revisions hides them from everyone else).
 */
export async function adminDeletedRecordsPage(client: AppSupabaseClient, query: ListQuery): Promise<ListPage<DeletedRecord>> {
  let request = asListRequest<DeletedRow>(
    client.from('deleted_content_records').select('revision_id, table_name, record_id, title, actor_name, deleted_at', { count: 'exact' }),
  );
  if (query.filters.tabulka) request = request.eq('table_name', query.filters.tabulka);
  const page = await readListPage(request, query, DELETED_LIST_SPEC);
  return { ...page, rows: page.rows.map(toDeleted) };
}

/** Sets the record back to a revision, or re-creates a deleted one; the restore is a new revision. */
export async function adminRestoreRevision(client: AppSupabaseClient, revisionId: number): Promise<void> {
  const { error } = await client.rpc('restore_content_revision', { revision_id: revisionId });
  if (error) throw error;
}
