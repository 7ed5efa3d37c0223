import type { AppSupabaseClient } from '@app/supabase';
import type { RevisedTable } from '../revisions/admin-api';

export interface DashboardCounts {
  publishedPosts: number;
  draftPosts: number;
  scheduledPosts: number;
  activeModules: number;
  /** Enquiries received after `since` (every enquiry when there is no earlier visit), spam left out. */
  newEnquiries: number;
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
export async function adminDashboardCounts(client: AppSupabaseClient, since: string | null, now = new Date()): Promise<DashboardCounts> {
  const head = { count: 'exact', head: true } as const;
  const at = now.toISOString();
  const enquiries = client.from('contact_enquiries').select('id', head).eq('is_spam', false);
  const [publishedPosts, draftPosts, scheduledPosts, activeModules, newEnquiries, newsletterSubscribers] = await Promise.all([
    countOf(client.from('blog_posts').select('id', head).eq('published', true).or(`publish_at.is.null,publish_at.lte.${at}`)),
    countOf(client.from('blog_posts').select('id', head).eq('published', false)),
    countOf(client.from('blog_posts').select('id', head).eq('published', true).gt('publish_at', at)),
    countOf(client.from('modules').select('id', head).eq('active', true)),
    countOf(since ? enquiries.gt('created_at', since) : enquiries),
    countOf(client.from('newsletter_subscribers').select('id', head).eq('status', 'confirmed')),
  ]);
  return { publishedPosts, draftPosts, scheduledPosts, activeModules, newEnquiries, newsletterSubscribers };
}

export interface RecentEdit {
  table: RevisedTable;
  recordId: string;
  title: string;
  editedAt: string;
  editorName: string | null;
}

const TITLE_FIELD: Record<RevisedTable, string> = {
  blog_posts: 'title_cs',
  modules: 'name_cs',
  references: 'company_name',
  pricing_plans: 'name_cs',
};

/**
 * The last edited records that still exist, newest first: read from the revisions the database keeps,
 * one entry per record (its latest change); a record whose latest change is its deletion is left out.
 */
export async function adminRecentEdits(client: AppSupabaseClient, limit = 5): Promise<RecentEdit[]> {
  const { data, error } = await client
    .from('content_revisions')
    .select('table_name, record_id, operation, snapshot, actor_name, created_at')
    .order('id', { ascending: false })
    .limit(limit * 10);
  if (error) throw error;
  const seen = new Set<string>();
  const edits: RecentEdit[] = [];
  for (const row of data ?? []) {
    const key = `${row.table_name}:${row.record_id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (row.operation === 'delete') continue;
    const table = row.table_name as RevisedTable;
    const snapshot = (row.snapshot ?? {}) as Record<string, unknown>;
    edits.push({ table, recordId: row.record_id, title: String(snapshot[TITLE_FIELD[table]] ?? ''), editedAt: row.created_at, editorName: row.actor_name });
    if (edits.length === limit) break;
  }
  return edits;
}
