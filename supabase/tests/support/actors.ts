import { randomUUID } from 'node:crypto';
import type { Db, JwtClaims, Tx } from '../../local/src/contract';
import { startTestBackend, type RunningBackend } from '../../local/src/testing';

/** The four rows of docs/rls-matrix.md's role columns. */
export type Actor = 'anon' | 'user' | 'editor' | 'admin';
export const ACTORS: readonly Actor[] = ['anon', 'user', 'editor', 'admin'];

/** Seeded demo accounts (contract.md), one per signed-in actor. */
export const DEMO_EMAILS: Record<Exclude<Actor, 'anon'>, string> = {
  user: 'user@example.com',
  editor: 'editor@example.com',
  admin: 'admin@example.com',
};

export type ActorIds = Record<Exclude<Actor, 'anon'>, string>;

export async function loadDemoUserIds(db: Db): Promise<ActorIds> {
  const { rows } = await db.query<{ id: string; email: string }>(
    'select id::text as id, email from auth.users where email = any($1::text[])',
    [Object.values(DEMO_EMAILS)],
  );
  const idOf = (email: string): string => {
    const row = rows.find((candidate) => candidate.email === email);
    if (!row) throw new Error(`Seeded account ${email} is missing`);
    return row.id;
  };
  return { user: idOf(DEMO_EMAILS.user), editor: idOf(DEMO_EMAILS.editor), admin: idOf(DEMO_EMAILS.admin) };
}

/** Claims as the local backend (and PostgREST) derives them from a verified JWT. */
export function claimsFor(actor: Actor, ids: ActorIds): JwtClaims {
  if (actor === 'anon') return { role: 'anon' };
  return { role: 'authenticated', sub: ids[actor], email: DEMO_EMAILS[actor], aud: 'authenticated' };
}

export function userClaims(id: string, email: string): JwtClaims {
  return { role: 'authenticated', sub: id, email, aud: 'authenticated' };
}

/** Unique text for one test case, safe in e-mails, slugs, keys and object names. */
export function uniqueMarker(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

/**
 * Creates an auth user as the owner with the columns GoTrue writes on sign-up, so the project's
 * auth.users triggers fire exactly as they do for a real sign-up.
 */
export async function createAuthUser(
  db: Db,
  options: { email: string; userMetadata?: Record<string, unknown> },
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `insert into auth.users (
       instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data, raw_user_meta_data,
       created_at, updated_at, confirmation_token, recovery_token, email_change_token_new, email_change
     ) values (
       '00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, '',
       '{"provider": "email", "providers": ["email"]}'::jsonb, $3::jsonb, now(), now(), '', '', '', ''
     )`,
    [id, options.email, JSON.stringify(options.userMetadata ?? {})],
  );
  return id;
}

export async function deleteAuthUser(db: Db, id: string): Promise<void> {
  await db.query('delete from auth.users where id = $1', [id]);
}

/** Runs fn as the given claims; an error (permission, policy, constraint) is returned, not thrown. */
export async function attemptAs(db: Db, claims: JwtClaims, fn: (tx: Tx) => Promise<unknown>): Promise<Error | null> {
  try {
    await db.asRole(claims, fn);
    return null;
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/** The SQLSTATE of a database error from PGlite or node-postgres. */
export function sqlState(error: Error | null): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * One local backend for a test file, with the demo accounts' ids: started before its tests, stopped after.
 * Read its fields inside tests (they are set by then).
 */
export function useDatabaseFixture(): { readonly backend: RunningBackend; readonly db: Db; readonly ids: ActorIds } {
  const fixture = {} as { backend: RunningBackend; db: Db; ids: ActorIds };
  beforeAll(async () => {
    fixture.backend = await startTestBackend();
    fixture.db = fixture.backend.db;
    fixture.ids = await loadDemoUserIds(fixture.db);
  }, 120_000);
  afterAll(async () => {
    await fixture.backend?.stop();
  });
  return fixture;
}
