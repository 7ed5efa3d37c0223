import { randomUUID } from 'node:crypto';
import type { Tx } from '../contract';
import { authErrors } from './gotrue-errors';

/** auth.users as this service reads it (the columns GoTrue keeps). */
export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  email_confirmed_at: Date | string | null;
  confirmed_at: Date | string | null;
  invited_at: Date | string | null;
  confirmation_sent_at: Date | string | null;
  recovery_sent_at: Date | string | null;
  last_sign_in_at: Date | string | null;
  banned_until: Date | string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | string | null;
  updated_at: Date | string | null;
  is_anonymous: boolean | null;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | string | null;
  created_at: Date | string | null;
  updated_at: Date | string | null;
  email: string | null;
}

export const USER_COLUMNS = `id, aud, role, email, phone, email_confirmed_at, confirmed_at, invited_at,
  confirmation_sent_at, recovery_sent_at, last_sign_in_at, banned_until, raw_app_meta_data, raw_user_meta_data,
  created_at, updated_at, is_anonymous`;

export const EMAIL_APP_METADATA = { provider: 'email', providers: ['email'] };

/** bcrypt's cost for stored passwords: GoTrue's (bcrypt.DefaultCost) and the seed's. */
export const PASSWORD_HASH_COST = 10;

/**
 * A bcrypt hash of the same cost that no password is checked against for real: a sign-in for an address
 * without an account (or without a password) is compared with it, so it takes as long as a wrong password
 * for an existing account and the answer time tells nothing about which addresses have accounts.
 */
const STAND_IN_PASSWORD_HASH = '$2a$10$exx.C77Z.zBRU43aGeZ6IOBtUoUQBtrUI6NDQF2fkfVz5uFEO/v9q';

export function iso(value: Date | string | null | undefined): string | undefined {
  return value == null ? undefined : new Date(value).toISOString();
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

// GoTrue's format check (checkmail.ValidateFormat, at most 255 characters): looser than the project's
// rule, which the database applies to auth.users (supabase/migrations/20261127004000_email_addresses.sql).
const GOTRUE_EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function isValidEmail(email: string): boolean {
  return email.length <= 255 && GOTRUE_EMAIL_FORMAT.test(email);
}

export function isBanned(user: UserRow): boolean {
  return user.banned_until != null && new Date(user.banned_until).getTime() > Date.now();
}

export function appMetadataOf(user: UserRow): Record<string, unknown> {
  return { ...EMAIL_APP_METADATA, ...(user.raw_app_meta_data ?? {}) };
}

export async function findUserById(tx: Pick<Tx, 'query'>, id: string): Promise<UserRow | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const { rows } = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`,
    [id],
  );
  return rows[0] ?? null;
}

export async function findUserByEmail(tx: Pick<Tx, 'query'>, email: string): Promise<UserRow | null> {
  const { rows } = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = $1 and deleted_at is null limit 1`,
    [normalizeEmail(email)],
  );
  return rows[0] ?? null;
}

/** The user as GoTrue renders it in JSON, identities included. */
export async function userJson(tx: Pick<Tx, 'query'>, user: UserRow): Promise<Record<string, unknown>> {
  const { rows } = await tx.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
       from auth.identities where user_id = $1 order by created_at`,
    [user.id],
  );
  return renderUser(user, rows.map(renderIdentity));
}

function renderIdentity(identity: IdentityRow): Record<string, unknown> {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    email: identity.email ?? undefined,
  };
}

function renderUser(user: UserRow, identities: Record<string, unknown>[]): Record<string, unknown> {
  return {
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    confirmation_sent_at: iso(user.confirmation_sent_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    invited_at: iso(user.invited_at),
    confirmed_at: iso(user.confirmed_at ?? user.email_confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: appMetadataOf(user),
    user_metadata: user.raw_user_meta_data ?? {},
    identities,
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: Boolean(user.is_anonymous),
  };
}

/**
 * The answer to a sign-up for an address that already has an account: exactly what a new, unconfirmed
 * sign-up answers (the rows insertUser and prepareEmailLink would write, rendered the same way), with a
 * random id that belongs to nobody. Hosted GoTrue answers a confirmed address with `identities: []`,
 * which tells the address has an account; this look-alike does not.
 */
export function lookAlikeSignUpJson(email: string, metadata: Record<string, unknown>): Record<string, unknown> {
  const now = new Date();
  const id = randomUUID();
  const user: UserRow = {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email: normalizeEmail(email),
    phone: null,
    email_confirmed_at: null,
    confirmed_at: null,
    invited_at: null,
    confirmation_sent_at: now,
    recovery_sent_at: null,
    last_sign_in_at: null,
    banned_until: null,
    raw_app_meta_data: EMAIL_APP_METADATA,
    raw_user_meta_data: metadata,
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
  const identity: IdentityRow = {
    id: randomUUID(),
    provider_id: id,
    user_id: id,
    identity_data: newIdentityData(id, user.email ?? '', false),
    provider: 'email',
    last_sign_in_at: null,
    created_at: now,
    updated_at: now,
    email: user.email,
  };
  return renderUser(user, [renderIdentity(identity)]);
}

function newIdentityData(userId: string, email: string, confirmed: boolean): Record<string, unknown> {
  return { sub: userId, email, email_verified: confirmed, phone_verified: false };
}

export interface NewUser {
  email: string;
  password: string | null;
  userMetadata: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  confirmed: boolean;
  invited?: boolean;
  confirmationTokenHash?: string;
}

/** Inserts the user and its e-mail identity as the owner, so the project's triggers on auth.users run. */
export async function insertUser(tx: Pick<Tx, 'query'>, user: NewUser): Promise<UserRow> {
  const inserting = tx.query<UserRow>(
    `insert into auth.users (
       instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
       confirmation_token, confirmation_sent_at, raw_app_meta_data, raw_user_meta_data,
       created_at, updated_at, is_anonymous)
     values (
       '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1,
       case when $2::text is null then '' else extensions.crypt($2::text, extensions.gen_salt('bf', ${PASSWORD_HASH_COST})) end,
       case when $3::boolean then now() end, case when $4::boolean then now() end,
       coalesce($5::text, ''), case when $5::text is not null then now() end, $6::jsonb, $7::jsonb, now(), now(), false)
     returning ${USER_COLUMNS}`,
    [
      normalizeEmail(user.email),
      user.password,
      user.confirmed,
      user.invited ?? false,
      user.confirmationTokenHash ?? null,
      JSON.stringify({ ...EMAIL_APP_METADATA, ...(user.appMetadata ?? {}) }),
      JSON.stringify(user.userMetadata),
    ],
  );
  // GoTrue answers any refusal by the database (a trigger on auth.users) with the same 500.
  const { rows } = await inserting.catch((error: unknown) => {
    throw Object.assign(authErrors.databaseSavingUser(), { cause: error });
  });
  const inserted = rows[0];
  if (!inserted) throw new Error('auth.users insert returned no row');
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1::text, $1::text::uuid, $2::jsonb, 'email', now(), now())`,
    [inserted.id, JSON.stringify(newIdentityData(inserted.id, inserted.email ?? '', user.confirmed))],
  );
  return inserted;
}

/** Marks the e-mail confirmed (a followed confirmation, invitation or recovery link proves it). */
export async function confirmEmail(tx: Pick<Tx, 'query'>, userId: string): Promise<void> {
  await tx.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1`,
    [userId],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [userId],
  );
}

export async function setPassword(tx: Pick<Tx, 'query'>, userId: string, password: string): Promise<void> {
  await tx.query(
    `update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf', ${PASSWORD_HASH_COST})), updated_at = now()
      where id = $1`,
    [userId, password],
  );
}

/** Whether the password matches the stored bcrypt hash; users without a password never match. */
export async function passwordMatches(tx: Pick<Tx, 'query'>, userId: string, password: string): Promise<boolean> {
  const { rows } = await tx.query<{ matches: boolean | null }>(
    `select case when coalesce(encrypted_password, '') ~ '^[$]2[aby][$]'
                 then encrypted_password = extensions.crypt($2, encrypted_password) else false end as matches
       from auth.users where id = $1`,
    [userId, password],
  );
  return rows[0]?.matches === true;
}

/**
 * Hashes a password that is then thrown away: the sign-up of an address that already has an account does
 * the same bcrypt work as one that creates it, so its answer time tells nothing either.
 */
export async function hashPasswordForNothing(tx: Pick<Tx, 'query'>, password: string): Promise<void> {
  await tx.query(`select extensions.crypt($1, extensions.gen_salt('bf', ${PASSWORD_HASH_COST}))`, [password]);
}

/**
 * Looks the address up and checks the password in one statement that does the same bcrypt work whether
 * or not the address has an account with a password (one without is compared with a stand-in hash and
 * never matches). Returns the user only when the password matches.
 */
export async function userWithPassword(tx: Pick<Tx, 'query'>, email: string, password: string): Promise<UserRow | null> {
  // The hash is computed as a column of its own and compared here: inside a SQL `and`, PostgreSQL would
  // skip it whenever there is no account, which is exactly the difference this must not show.
  const { rows } = await tx.query<{ id: string | null; hash: string | null; computed: string }>(
    `select candidate.id, candidate.hash, extensions.crypt($2, coalesce(candidate.hash, $3)) as computed
       from (select 1) as one
       left join lateral (
         select id, case when coalesce(encrypted_password, '') ~ '^[$]2[aby][$]' then encrypted_password end as hash
           from auth.users where lower(email) = $1 and deleted_at is null limit 1
       ) as candidate on true`,
    [normalizeEmail(email), password, STAND_IN_PASSWORD_HASH],
  );
  const row = rows[0];
  return row?.id && row.hash !== null && row.computed === row.hash ? findUserById(tx, row.id) : null;
}

/** Merges metadata the way GoTrue does: top-level keys replace, a null value removes its key. */
export async function mergeUserMetadata(
  tx: Pick<Tx, 'query'>,
  userId: string,
  column: 'raw_user_meta_data' | 'raw_app_meta_data',
  patch: Record<string, unknown>,
): Promise<void> {
  const removed = Object.keys(patch).filter((key) => patch[key] === null);
  const kept = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== null));
  await tx.query(
    `update auth.users set ${column} = (coalesce(${column}, '{}'::jsonb) || $2::jsonb) - $3::text[], updated_at = now()
      where id = $1`,
    [userId, JSON.stringify(kept), removed],
  );
}
