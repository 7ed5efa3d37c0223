import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types';
import { loadRuntimeConfig } from './runtime-config';
import { AUTH_STORAGE_KEY } from './auth-storage';

export type AppSupabaseClient = SupabaseClient<Database>;

/** Counted on the window, not in this module, so a second bundled copy of the package would show up too. */
const CLIENT_COUNT_KEY = '__appSupabaseClientCount';
type CountingGlobal = typeof globalThis & { [CLIENT_COUNT_KEY]?: number };

let clientPromise: Promise<AppSupabaseClient> | null = null;

async function createAppClient(): Promise<AppSupabaseClient> {
  const [config, { createClient }] = await Promise.all([loadRuntimeConfig(), import('@supabase/supabase-js')]);
  const client = createClient<Database>(config.supabaseUrl, config.supabaseAnonKey, {
    auth: {
      persistSession: true,
      storage: globalThis.localStorage,
      storageKey: AUTH_STORAGE_KEY,
      autoRefreshToken: true,
      // The update-password page reads the recovery tokens from the fragment itself.
      detectSessionInUrl: false,
    },
  });
  const counting = globalThis as CountingGlobal;
  counting[CLIENT_COUNT_KEY] = (counting[CLIENT_COUNT_KEY] ?? 0) + 1;
  return client;
}

/** THE Supabase client: created on first use from the runtime config; supabase-js is downloaded only then. */
export function getSupabase(): Promise<AppSupabaseClient> {
  if (!clientPromise) {
    clientPromise = createAppClient().catch((error: unknown) => {
      clientPromise = null;
      throw error;
    });
  }
  return clientPromise;
}

/** How many Supabase clients this page created (all copies of this package together). */
export function getSupabaseClientCount(): number {
  return (globalThis as CountingGlobal)[CLIENT_COUNT_KEY] ?? 0;
}

/**
 * Test-only seam: unit tests hand in a fake client object (the real client is exercised by the integration
 * and browser tests); null forgets it.
 */
export function __setSupabaseForTests(client: AppSupabaseClient | null): void {
  clientPromise = client ? Promise.resolve(client) : null;
}
