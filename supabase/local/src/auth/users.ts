import { randomUUID } from 'node:crypto';
import type { Tx } from '../contract';

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
export const MIN_PASSWORD_LENGTH = 6;

export function iso(value: Date | string | null | undefined): string | undefined {
  return value == null ? undefined : new Date(value).toISOString();
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return email.length <= 255 && /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:]+$/.test(email);
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
  return renderUser(
    user,
    rows.map((identity) => ({
      identity_id: identity.id,
      id: identity.provider_id,
      user_id: identity.user_id,
      identity_data: identity.identity_data,
      provider: identity.provider,
      last_sign_in_at: iso(identity.last_sign_in_at),
      created_at: iso(identity.created_at),
      updated_at: iso(identity.updated_at),
      email: identity.email ?? undefined,
    })),
  );
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
 * What GoTrue answers a sign-up for an e-mail that is already registered and confirmed, when confirmations
 * are on: a look-alike user with a random id and no identities, so the answer reveals nothing.
 */
export function obfuscatedUserJson(email: string, metadata: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: EMAIL_APP_METADATA,
    user_metadata: metadata,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
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
  const { rows } = await tx.query<UserRow>(
    `insert into auth.users (
       instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
       confirmation_token, confirmation_sent_at, raw_app_meta_data, raw_user_meta_data,
       created_at, updated_at, is_anonymous)
     values (
       '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1,
       case when $2::text is null then '' else extensions.crypt($2::text, extensions.gen_salt('bf')) end,
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
  const inserted = rows[0];
  if (!inserted) throw new Error('auth.users insert returned no row');
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1::text, $1::text::uuid, $2::jsonb, 'email', now(), now())`,
    [
      inserted.id,
      JSON.stringify({ sub: inserted.id, email: inserted.email, email_verified: user.confirmed, phone_verified: false }),
    ],
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
    `update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf')), updated_at = now()
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
