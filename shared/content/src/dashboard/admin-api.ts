import type { AppSupabaseClient } from '@app/supabase';
import type { ContentTypeDefinition } from '../content-types/content-type';
import { CONTENT_TYPES, CONTENT_TYPE_NAMES, type ContentTypeName } from '../content-types/registry';
import { COUNT_ONLY, exactCount } from '../count-query';
import type { RevisedTable } from '../revisions/admin-api';

/** One of a content type's figures (its definition's `admin.figures`), counted. */
export interface ContentFigure {
  type: ContentTypeName;
  label: string;
  /** The query string of the type's list that shows the counted records. */
  listFilter: string;
  value: number;
  /** Shown only when it counts something. */
  onlyWhenAny: boolean;
}

export interface DashboardCounts {
  /** Every content type's figures, in the registry's order. */
  content: ContentFigure[];
  /**
   * Enquiries nobody has marked read yet, spam left out: the list the figure opens (?precteno=ne). It changes
   * only when an enquiry arrives or someone marks one read, never by looking at the dashboard.
   */
  unreadEnquiries: number;
  /** Confirmed subscribers only: a sign-up waiting for its confirmation or unsubscribed is not one. */
  newsletterSubscribers: number;
}

async function countUnreadEnquiries(client: AppSupabaseClient): Promise<number> {
  return exactCount(client.from('contact_enquiries').select('id', COUNT_ONLY).eq('is_spam', false).is('read_at', null));
}

async function countConfirmedSubscribers(client: AppSupabaseClient): Promise<number> {
  return exactCount(client.from('newsletter_subscribers').select('id', COUNT_ONLY).eq('status', 'confirmed'));
}

const definitionOf = (type: ContentTypeName): ContentTypeDefinition => CONTENT_TYPES[type];

function countContentFigures(client: AppSupabaseClient, now: Date): Promise<ContentFigure[]> {
  return Promise.all(
    CONTENT_TYPE_NAMES.flatMap((type) =>
      (definitionOf(type).admin.figures ?? []).map(async ({ label, listFilter, onlyWhenAny = false, count }) => ({
        type,
        label,
        listFilter,
        value: await count(client, now),
        onlyWhenAny,
      })),
    ),
  );
}

/** The dashboard's figures, each a `count=exact` HEAD request that row-level security filters like any read. */
export async function adminDashboardCounts(client: AppSupabaseClient, now = new Date()): Promise<DashboardCounts> {
  const [content, unreadEnquiries, newsletterSubscribers] = await Promise.all([
    countContentFigures(client, now),
    countUnreadEnquiries(client),
    countConfirmedSubscribers(client),
  ]);
  return { content, unreadEnquiries, newsletterSubscribers };
}

/** What a change did: created, edited, deleted, or restored from the history. */
export type ChangeOperation = 'insert' | 'update' | 'delete' | 'restore';

export interface RecentChange {
  /** The revision the change made (unique per entry). */
  revisionId: number;
  table: RevisedTable;
  recordId: string;
  /** The record's title as the change left it (for a deletion: as it was deleted). */
  title: string;
  operation: ChangeOperation;
  changedAt: string;
  editorName: string | null;
}

/**
 * The records changed last, newest first, each with its latest change whatever it was (a deletion
 * included, as a deletion). The database picks them (recent_content_changes), so a burst of other changes
 * cannot crowd them out of a window read here.
 */
export async function adminRecentChanges(client: AppSupabaseClient, limit = 5): Promise<RecentChange[]> {
  const { data, error } = await client.rpc('recent_content_changes', { max_count: limit });
  if (error) throw error;
  return (data ?? []).map((row) => ({
    revisionId: Number(row.revision_id),
    table: row.table_name as RevisedTable,
    recordId: row.record_id,
    title: row.title ?? '',
    operation: row.operation as ChangeOperation,
    changedAt: row.changed_at,
    editorName: row.actor_name ?? null,
  }));
}
