import type { AppSupabaseClient } from '@app/supabase';
import type { RevisedTable } from '../revisions/admin-api';

export interface DashboardCounts {
  publishedPosts: number;
  draftPosts: number;
  scheduledPosts: number;
  activeModules: number;
  /**
   * Enquiries nobody has marked read yet, spam left out: the list the figure opens (?precteno=ne). It changes
   * only when an enquiry arrives or someone marks one read, never by looking at the dashboard.
   */
  unreadEnquiries: number;
  /** Confirmed subscribers only: a sign-up waiting for its confirmation or unsubscribed is not one. */
  newsletterSubscribers: number;
}

type Counted = PromiseLike<{ count: number | null; error: unknown }>;

async function countOf(query: Counted): Promise<number> {
  const { count, error } = await query;
  if (error) throw error;
  return count ?? 0;
}

/** The dashboard's figures, each a `count=exact` HEAD request that row-level security filters like any read. */
export async function adminDashboardCounts(client: AppSupabaseClient, now = new Date()): Promise<DashboardCounts> {
  const head = { count: 'exact', head: true } as const;
  const at = now.toISOString();
  const [publishedPosts, draftPosts, scheduledPosts, activeModules, unreadEnquiries, newsletterSubscribers] = await Promise.all([
    countOf(client.from('blog_posts').select('id', head).eq('published', true).or(`publish_at.is.null,publish_at.lte.${at}`)),
    countOf(client.from('blog_posts').select('id', head).eq('published', false)),
    countOf(client.from('blog_posts').select('id', head).eq('published', true).gt('publish_at', at)),
    countOf(client.from('modules').select('id', head).eq('active', true)),
    countOf(client.from('contact_enquiries').select('id', head).eq('is_spam', false).is('read_at', null)),
    countOf(client.from('newsletter_subscribers').select('id', head).eq('status', 'confirmed')),
  ]);
  return { publishedPosts, draftPosts, scheduledPosts, activeModules, unreadEnquiries, newsletterSubscribers };
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
