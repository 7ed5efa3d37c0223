import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createServerDatabase } from './db/server-database';
import { migrate } from './db/migrate';
import { createPostgresDb } from './db/postgres-db';
import { createSnapshotDb } from './db/snapshot';
import type { LocalDb } from './db/local-db';
import { startBackend, type BackendOptions, type RunningBackend } from './server';
import { LOCAL_JWT_SECRET } from './contract';
import { startPostgrest, type PostgrestProcess } from './rest/postgrest-process';

export type TestBackendOptions = Omit<BackendOptions, 'port' | 'dataDir' | 'databaseUrl' | 'db' | 'onStopped'>;

/**
 * A local backend for one test file: in-process on a random port over a fresh database with every
 * migration and the seed applied. PGlite starts from a copy of the cached snapshot's data folder (under a
 * second); with TEST_DATABASE_URL set, a uniquely named database is created on that server and dropped on stop (a copy of
 * the database TEST_DATABASE_TEMPLATE names, migrated and seeded once by `npm test`, when it is set and the
 * seed is wanted); with TEST_REST_ENGINE=postgrest as well, real PostgREST 12.0.2 answers `/rest/v1` over
 * that database.
 */
export async function startTestBackend(options: TestBackendOptions = {}): Promise<RunningBackend> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return startBackend({ ...options, port: 0, db: await createSnapshotDb() });

  const seed = options.seed ?? true;
  const template = seed ? process.env.TEST_DATABASE_TEMPLATE : undefined;
  const database = await createServerDatabase(serverUrl, 'local_test', template);
  let db: LocalDb | null = null;
  let postgrest: PostgrestProcess | null = null;
  try {
    db = createPostgresDb(database.url, { max: 4 });
    if (!template) await migrate(db, { seed });
    postgrest = process.env.TEST_REST_ENGINE === 'postgrest' ? await startPostgrest({ databaseUrl: database.url, jwtSecret: LOCAL_JWT_SECRET }) : null;
    const upstream = postgrest;
    return await startBackend({
      ...options,
      port: 0,
      db,
      restUpstream: upstream?.url,
      onStopped: async () => {
        await upstream?.stop();
        await database.drop();
      },
    });
  } catch (error) {
    await postgrest?.stop().catch(() => undefined);
    await db?.close().catch(() => undefined);
    await database.drop().catch(() => undefined);
    throw error;
  }
}

/**
 * Realtime is not used by the app; supabase-js on Node 20 insists on a WebSocket implementation, so it
 * gets one that never connects.
 */
class NoWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readonly readyState = 3;
  binaryType = 'arraybuffer';
  onopen: unknown = null;
  onclose: unknown = null;
  onerror: unknown = null;
  onmessage: unknown = null;
  constructor(readonly url: string) {}
  send(): void {}
  close(): void {}
  addEventListener(): void {}
  removeEventListener(): void {}
}

interface TestClientOptions {
  key?: string;
  accessToken?: string;
}

/**
 * A real supabase-js client for the backend: the anon key unless `key` (e.g. the service role key) is
 * given; `accessToken` sends that user's JWT as the Authorization header, as a signed-in client does.
 * `Schema` is the generated `Database` type of the caller (this package does not depend on the app's).
 */
export function createTestClient(backend: Pick<RunningBackend, 'url' | 'anonKey'>, options?: TestClientOptions): SupabaseClient;
export function createTestClient<Schema>(backend: Pick<RunningBackend, 'url' | 'anonKey'>, options?: TestClientOptions): SupabaseClient<Schema>;
export function createTestClient<Schema>(
  backend: Pick<RunningBackend, 'url' | 'anonKey'>,
  options: TestClientOptions = {},
): SupabaseClient<Schema> {
  const transport = (globalThis as { WebSocket?: unknown }).WebSocket ?? NoWebSocket;
  return createClient<Schema>(backend.url, options.key ?? backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: transport as never },
    global: options.accessToken ? { headers: { Authorization: `Bearer ${options.accessToken}` } } : {},
  });
}

export type { RunningBackend } from './server';

/** A real supabase-js client signed in with e-mail and password (throws when sign-in fails). */
export async function signedInTestClient(backend: Pick<RunningBackend, 'url' | 'anonKey'>, email: string, password: string): Promise<SupabaseClient>;
export async function signedInTestClient<Schema>(
  backend: Pick<RunningBackend, 'url' | 'anonKey'>,
  email: string,
  password: string,
): Promise<SupabaseClient<Schema>>;
export async function signedInTestClient<Schema>(
  backend: Pick<RunningBackend, 'url' | 'anonKey'>,
  email: string,
  password: string,
): Promise<SupabaseClient<Schema>> {
  const client = createTestClient<Schema>(backend);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

/**
 * A form token as `issue_form_token()` hands it out, but issued `secondsAgo` ago, so tests need not wait
 * the minimum time a person takes to fill in a form (the database signs it with its own secret).
 */
export async function formTokenIssuedAgo(db: Pick<LocalDb, 'query'>, secondsAgo: number): Promise<string> {
  const { rows } = await db.query<{ token: string }>(
    `select private.form_token_at(floor(extract(epoch from clock_timestamp() - make_interval(secs => $1)) * 1000)::bigint) as token`,
    [secondsAgo],
  );
  return rows[0]!.token;
}
