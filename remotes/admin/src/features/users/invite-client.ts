import type { SupabaseClient } from '@supabase/supabase-js';
import { loadRuntimeConfig } from '@app/supabase';

let invitePromise: Promise<SupabaseClient> | null = null;

/**
 * A second Supabase client used only to sign invitees up. It keeps no session (nothing persisted, no
 * refresh, its own storage key), so signing someone else up never replaces the admin's own session.
 */
export function getInviteClient(): Promise<SupabaseClient> {
  if (!invitePromise) {
    invitePromise = Promise.all([loadRuntimeConfig(), import('@supabase/supabase-js')])
      .then(([config, { createClient }]) =>
        createClient(config.supabaseUrl, config.supabaseAnonKey, {
          auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: 'invite' },
        }),
      )
      .catch((error: unknown) => {
        invitePromise = null;
        throw error;
      });
  }
  return invitePromise;
}

/** Where set-password links lead: the site's own /auth/update-password. */
export function updatePasswordUrl(): string {
  return `${window.location.origin}/auth/update-password`;
}
