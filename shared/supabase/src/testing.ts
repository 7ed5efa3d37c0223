import type { AppSupabaseClient } from './client';
import type { ReadClient } from './read-client';

/**
 * Test-only entry (`@app/supabase/testing`): an in-memory stand-in for the supabase-js client surface the session
 * uses, for unit tests in jsdom. The real client is exercised against the local backend in integration and
 * browser tests.
 */
export interface FakeAccount {
  id: string;
  email: string;
  password: string;
}

export interface FakeSupabaseOptions {
  accounts?: FakeAccount[];
  /** Rows of public tables, e.g. { user_roles: [{ user_id, role }], profiles: [{ user_id, role }] }. */
  tables?: Record<string, Record<string, unknown>[]>;
  /** Tables whose reads answer with an error. */
  failingTables?: string[];
  /** Milliseconds every auth call waits before answering. */
  latencyMs?: number;
  /** The session restored from storage at start-up. */
  signedInAs?: string;
  /** Database functions by name: what `rpc(name, args)` answers (an unknown name answers PostgREST's PGRST202). */
  functions?: Record<string, (args: Record<string, unknown>) => FakeRpcAnswer | Promise<FakeRpcAnswer>>;
}

/** A function's answer: its value, or an error with PostgREST's fields (code is the SQLSTATE, e.g. 22023). */
export type FakeRpcAnswer = { data: unknown; error?: null } | { data?: null; error: { message: string; code?: string } };

type AuthListener = (event: string, session: FakeSession | null) => void;

export interface FakeSession {
  access_token: string;
  refresh_token: string;
  user: { id: string; email: string };
}

export interface FakeSupabase {
  client: AppSupabaseClient;
  /** The same stand-in as the REST-only client public pages use (getPublicClient): `from()` and `rpc()`. */
  publicClient: ReadClient;
  /** Every auth call with its arguments, in order. */
  authCalls: { method: string; args: unknown[] }[];
  /** Every rpc call with its arguments, in order. */
  rpcCalls: { name: string; args: Record<string, unknown> }[];
  currentSession(): FakeSession | null;
}

export function createFakeSupabase(options: FakeSupabaseOptions = {}): FakeSupabase {
  const accounts = options.accounts ?? [];
  const tables = options.tables ?? {};
  const failing = new Set(options.failingTables ?? []);
  const listeners = new Set<AuthListener>();
  const authCalls: FakeSupabase['authCalls'] = [];
  const rpcCalls: FakeSupabase['rpcCalls'] = [];
  let session: FakeSession | null = null;

  const sessionFor = (account: FakeAccount): FakeSession => ({
    access_token: `access-${account.id}`,
    refresh_token: `refresh-${account.id}`,
    user: { id: account.id, email: account.email },
  });
  const restored = accounts.find((account) => account.email === options.signedInAs);
  if (restored) session = sessionFor(restored);

  const emit = (event: string) => {
    for (const listener of listeners) listener(event, session);
  };
  const settle = async () => {
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
  };
  const record = (method: string, args: unknown[]) => authCalls.push({ method, args });

  const auth = {
    onAuthStateChange(listener: AuthListener) {
      listeners.add(listener);
      queueMicrotask(() => listener('INITIAL_SESSION', session));
      return { data: { subscription: { unsubscribe: () => listeners.delete(listener) } } };
    },
    async signInWithPassword(credentials: { email: string; password: string }) {
      record('signInWithPassword', [credentials]);
      await settle();
      const account = accounts.find((a) => a.email === credentials.email && a.password === credentials.password);
      if (!account) {
        return { data: { user: null, session: null }, error: { message: 'Invalid login credentials', status: 400 } };
      }
      session = sessionFor(account);
      emit('SIGNED_IN');
      return { data: { user: session.user, session }, error: null };
    },
    async signUp(credentials: { email: string; password: string; options?: unknown }) {
      record('signUp', [credentials]);
      await settle();
      if (accounts.some((a) => a.email === credentials.email)) {
        return { data: { user: null, session: null }, error: { message: 'User already registered', status: 422 } };
      }
      return { data: { user: { id: `new-${credentials.email}`, email: credentials.email }, session: null }, error: null };
    },
    async signOut() {
      record('signOut', []);
      await settle();
      session = null;
      emit('SIGNED_OUT');
      return { error: null };
    },
    async resetPasswordForEmail(email: string, resetOptions?: unknown) {
      record('resetPasswordForEmail', [email, resetOptions]);
      await settle();
      return { data: {}, error: null };
    },
    async setSession(tokens: { access_token: string; refresh_token: string }) {
      record('setSession', [tokens]);
      await settle();
      const account = accounts.find((a) => tokens.access_token === `access-${a.id}`);
      if (!account) return { data: { user: null, session: null }, error: { message: 'Invalid JWT', status: 401 } };
      session = sessionFor(account);
      emit('SIGNED_IN');
      return { data: { user: session.user, session }, error: null };
    },
    async updateUser(attributes: { password?: string }) {
      record('updateUser', [attributes]);
      await settle();
      if (!session) return { data: { user: null }, error: { message: 'Auth session missing!', status: 401 } };
      emit('USER_UPDATED');
      return { data: { user: session.user }, error: null };
    },
  };

  const from = (table: string) => {
    const filters: [string, unknown][] = [];
    const result = () => {
      if (failing.has(table)) return { data: null, error: { message: `permission denied for table ${table}`, code: '42501' } };
      const rows = (tables[table] ?? []).filter((row) => filters.every(([column, value]) => row[column] === value));
      return { data: rows, error: null };
    };
    const builder = {
      select: () => builder,
      eq: (column: string, value: unknown) => {
        filters.push([column, value]);
        return builder;
      },
      maybeSingle: async () => {
        const { data, error } = result();
        return { data: data?.[0] ?? null, error };
      },
      then: <T>(resolve: (value: ReturnType<typeof result>) => T, reject?: (reason: unknown) => T) =>
        Promise.resolve(result()).then(resolve, reject),
    };
    return builder;
  };

  const rpc = async (name: string, args: Record<string, unknown> = {}) => {
    rpcCalls.push({ name, args });
    await settle();
    const run = options.functions?.[name];
    if (!run) return { data: null, error: { message: `Could not find the function public.${name}`, code: 'PGRST202' } };
    const answer = await run(args);
    return { data: answer.data ?? null, error: answer.error ?? null };
  };

  const client = { auth, from, rpc };
  return {
    client: client as unknown as AppSupabaseClient,
    publicClient: client as unknown as ReadClient,
    authCalls,
    rpcCalls,
    currentSession: () => session,
  };
}
