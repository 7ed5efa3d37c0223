import type { AppSupabaseClient } from '@app/supabase';
import type { RevisedTable } from '../revisions/admin-api';

/**
 * Whether what staff saved is live on the public site, read from the publish queue the database keeps
 * (supabase/migrations/*_publish_status.sql): the publisher records each render there, good or failed.
 */

/** What the public pages show: the revised content tables and the contact info (site_settings 'contact_info'). */
export type PublishedTable = RevisedTable | 'site_settings';

export type PublishStateName = 'pending' | 'live' | 'failed';

export interface RecordPublishState {
  /** pending: waiting for the publisher; live: a good render covered the latest change; failed: the render that tried it failed. */
  state: PublishStateName;
  /** The record's latest change (its deletion included). */
  changedAt: string;
  deleted: boolean;
  /** When the change went live; null while not live, or when it went live longer ago than the kept history (7 days). */
  liveAt: string | null;
  /** From the save to live, in seconds (e.g. 0.4). */
  secondsToLive: number | null;
  /** Why the last render that tried the change failed. */
  error: string | null;
  failedAt: string | null;
}

export interface PublishFailure {
  failedAt: string;
  error: string;
  /** The same failure in a row (the publisher retries). */
  attempts: number;
  /** Changes it left waiting. */
  events: number;
}

export interface SitePublishState {
  lastPublishedAt: string | null;
  lastDurationMs: number | null;
  lastFilesWritten: number | null;
  lastFilesRemoved: number | null;
  /** Changes waiting for the publisher. */
  pending: number;
  oldestPendingAt: string | null;
  /** How long the oldest waiting change has waited, in seconds. */
  queueLagSeconds: number | null;
  /** The last failed render, when it is newer than the last good one. */
  lastFailure: PublishFailure | null;
}

type JsonRecord = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const number = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** Staff only: the publish state of one record's latest change (a post, module, reference, plan by id; 'contact_info'). */
export async function adminPublishState(client: AppSupabaseClient, table: PublishedTable, recordId: string): Promise<RecordPublishState> {
  const { data, error } = await client.rpc('publish_state', { table_name: table, record_id: recordId });
  if (error) throw error;
  const row = (data ?? {}) as JsonRecord;
  return {
    state: row.state as PublishStateName,
    changedAt: text(row.changed_at) ?? '',
    deleted: row.deleted === true,
    liveAt: text(row.live_at),
    secondsToLive: number(row.seconds_to_live),
    error: text(row.error),
    failedAt: text(row.failed_at),
  };
}

/** Staff only: how publishing is doing for the whole site. */
export async function adminSitePublishState(client: AppSupabaseClient): Promise<SitePublishState> {
  const { data, error } = await client.rpc('site_publish_state');
  if (error) throw error;
  const row = (data ?? {}) as JsonRecord;
  const failure = row.last_failure as JsonRecord | null | undefined;
  return {
    lastPublishedAt: text(row.last_published_at),
    lastDurationMs: number(row.last_duration_ms),
    lastFilesWritten: number(row.last_files_written),
    lastFilesRemoved: number(row.last_files_removed),
    pending: number(row.pending) ?? 0,
    oldestPendingAt: text(row.oldest_pending_at),
    queueLagSeconds: number(row.queue_lag_seconds),
    lastFailure: failure
      ? { failedAt: text(failure.failed_at) ?? '', error: text(failure.error) ?? '', attempts: number(failure.attempts) ?? 1, events: number(failure.events) ?? 0 }
      : null,
  };
}

/**
 * Staff only: asks the publisher for a new render (after a failed one, "Zkusit znovu"). It is queued like a
 * change, so it also wakes the publisher; until a render has tried it, the failure no longer marks the changes waiting.
 */
export async function adminRequestRepublish(client: AppSupabaseClient): Promise<void> {
  const { error } = await client.rpc('request_republish');
  if (error) throw error;
}
