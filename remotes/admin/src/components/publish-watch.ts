import { useSyncExternalStore } from 'react';
import { adminRequestRepublish, type PublishedTable } from '@app/content';
import { getSupabase } from '@app/supabase';
import { notify } from '@app/ui';
import { errorMessage } from './error-message';
import type { Locale, PageKey } from '@app/i18n';

/**
 * Where the public site shows a record (in every language): a page of the site, or a post's own page by
 * its slugs; null while it is not shown (a draft, an inactive module). The status builds the URLs.
 */
export type PublicPages = { page: PageKey } | { blogPost: Partial<Record<`slug_${Locale}`, string | null>> } | null;

/** The last save (or deletion) whose publishing the back office follows on screen. */
export interface WatchedPublish {
  /** Unique per save: saving the same record again follows the new change afresh. */
  key: number;
  table: PublishedTable;
  recordId: string;
  pages: PublicPages;
  /** A change saved for later (a scheduled post): when the site shows it by itself. */
  scheduledAt: string | null;
  deleted: boolean;
  /** Shown on the screens under this path (the list and its editors); other screens drop it. */
  scope: string;
}

// A module store rather than state of the editor: the status stays on screen when the editor goes on to its
// list or to the new record's address.
let watched: WatchedPublish | null = null;
let saves = 0;
let activity = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const emit = () => listeners.forEach((listener) => listener());

/** Follows a saved change until it is live (replacing the one followed before). */
export function followPublish(change: Omit<WatchedPublish, 'key' | 'deleted' | 'scheduledAt'> & { deleted?: boolean; scheduledAt?: string | null }): void {
  saves += 1;
  watched = { deleted: false, scheduledAt: null, ...change, key: saves };
  notePublishActivity();
}

/** Stops following (the status was closed, or the screen left its scope). */
export function stopFollowingPublish(key?: number): void {
  if (!watched || (key !== undefined && watched.key !== key)) return;
  watched = null;
  emit();
}

/** Something changed what the site's state is (a save, a change going live, a retry): the header reads it again. */
export function notePublishActivity(): void {
  activity += 1;
  emit();
}

export function useWatchedPublish(): WatchedPublish | null {
  return useSyncExternalStore(
    subscribe,
    () => watched,
    () => null,
  );
}

/** A number that grows with each save, change gone live or retry. */
export function usePublishActivity(): number {
  return useSyncExternalStore(
    subscribe,
    () => activity,
    () => 0,
  );
}

/** "Zkusit znovu": asks for a new publish (the header and the status re-read at once); a refusal is toasted. */
export async function requestRepublish(): Promise<boolean> {
  try {
    await adminRequestRepublish(await getSupabase());
    notePublishActivity();
    return true;
  } catch (error) {
    console.error('Asking for a new publish failed:', error);
    notify({ kind: 'error', title: 'Chyba', message: `Nepodařilo se znovu spustit zveřejnění: ${errorMessage(error)}` });
    return false;
  }
}
