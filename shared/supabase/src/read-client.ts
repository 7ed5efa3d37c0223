import type { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from './database.types';
import { getSupabase } from './client';
import { loadRuntimeConfig } from './runtime-config';
import { AUTH_STORAGE_KEY } from './auth-storage';

/** A REST-only client for reads (and anonymous inserts such as enquiries): `from()` and `rpc()`. */
export type ReadClient = PostgrestClient<Database>;

let publicClientPromise: Promise<ReadClient> | null = null;

async function createReadClient(accessToken?: string): Promise<ReadClient> {
  const [config, { PostgrestClient }] = await Promise.all([loadRuntimeConfig(), import('@supabase/postgrest-js')]);
  return new PostgrestClient<Database>(`${config.supabaseUrl}/rest/v1`, {
    headers: { apikey: config.supabaseAnonKey, Authorization: `Bearer ${accessToken ?? config.supabaseAnonKey}` },
  });
}

/**
 * The anonymous client public pages read with: postgrest-js alone (about 5 KB gz) instead of the whole
 * supabase-js (about 57 KB gz), so visitors never download auth code. Row-level security decides what anon sees.
 */
export function getPublicClient(): Promise<ReadClient> {
  if (!publicClientPromise) {
    publicClientPromise = createReadClient().catch((error: unknown) => {
      publicClientPromise = null;
      throw error;
    });
  }
  return publicClientPromise;
}

/** What a database function answered: its value, or PostgREST's error (code is the SQLSTATE or a PGRSTxxx code). */
export type PublicFunctionAnswer = { data: unknown; error: null } | { data: null; error: { message: string; code?: string } };

/** Calls database functions anon may call: `rpc(name, args)` as the read client's, answering `{ data, error }`. */
export interface PublicFunctionClient {
  rpc(name: string, args?: Record<string, unknown>): Promise<PublicFunctionAnswer>;
}

/** One anonymous request to the REST API (a path under /rest/v1/): its response, and its JSON or PostgREST's error. */
export async function publicRequest(
  path: string,
  init: { method: 'GET'; prefer?: string } | { method: 'POST'; body: string },
): Promise<{ response: Response; answer: PublicFunctionAnswer }> {
  const config = await loadRuntimeConfig();
  const response = await fetch(`${config.supabaseUrl}/rest/v1/${path}`, {
    method: init.method,
    ...(init.method === 'POST' ? { body: init.body } : {}),
    headers: {
      apikey: config.supabaseAnonKey,
      Authorization: `Bearer ${config.supabaseAnonKey}`,
      ...(init.method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
      ...(init.method === 'GET' && init.prefer ? { Prefer: init.prefer } : {}),
      Accept: 'application/json',
    },
  });
  const text = await response.text();
  const body: unknown = text ? JSON.parse(text) : null;
  if (response.ok) return { response, answer: { data: body, error: null } };
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const message = typeof record.message === 'string' ? record.message : `${response.status} ${response.statusText}`;
  return { response, answer: { data: null, error: { message, ...(typeof record.code === 'string' ? { code: record.code } : {}) } } };
}

async function callPublicFunction(name: string, args: Record<string, unknown> = {}): Promise<PublicFunctionAnswer> {
  return (await publicRequest(`rpc/${encodeURIComponent(name)}`, { method: 'POST', body: JSON.stringify(args) })).answer;
}

/**
 * Anonymous calls of database functions as one POST each, without postgrest-js: the maintenance check every
 * public page makes, so a page that reads nothing else downloads no REST client (about 5 KB gz).
 */
export const publicFunctions: PublicFunctionClient = { rpc: callPublicFunction };

/** Whether this browser holds a signed-in session (without loading supabase-js). */
export function hasStoredSession(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * A read client acting as the signed-in user (e.g. staff previewing a draft), or the anonymous one when
 * nobody is signed in. Loads supabase-js only when a session is stored.
 */
export async function getViewerReadClient(): Promise<ReadClient> {
  if (!hasStoredSession()) return getPublicClient();
  const { data } = await (await getSupabase()).auth.getSession();
  return data.session ? createReadClient(data.session.access_token) : getPublicClient();
}
