import type { SupabaseClient } from '@supabase/supabase-js';
import type { AppSupabaseClient } from '@app/supabase';
import { asListRequest, everyRowQuery, readAllPages, readListPage, type ListPage, type ListQuery, type ListSpec } from '../list-query';

export type AdminSystemRole = 'user' | 'editor' | 'admin';
export type AdminProfileRole = 'user' | 'admin';

/** One row of the admin_list_users() RPC. */
export interface AdminUser {
  id: string;
  email: string | null;
  created_at: string;
  last_sign_in_at: string | null;
  email_confirmed_at: string | null;
  full_name: string | null;
  profile_role: string | null;
  roles: string[];
}

export interface AdminInviteInput {
  email: string;
  fullName: string;
  role: AdminSystemRole;
  /** Where the set-password link leads: the site's /auth/update-password. */
  redirectTo: string;
}

export interface AdminInviteOutcome {
  /** The set-password e-mail could not be sent; the account exists (a tolerated failure, spec 8). */
  resetEmailError: string | null;
}

// Until the generated Database types list these tables and functions, calls go through the untyped surface.
const untyped = (client: AppSupabaseClient | SupabaseClient) => client as unknown as SupabaseClient;

function errorMessage(error: unknown): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') return error.message;
  return String(error);
}

/** Every account with e-mail, profile and system roles; refused (42501) for anyone but an admin. */
export function adminListUsers(client: AppSupabaseClient): Promise<AdminUser[]> {
  return readAllPages(adminUsersPage, client, everyRowQuery(USER_LIST_SPEC));
}

/** The users list: search in e-mail and name; sort by registration (newest first), e-mail or name. */
export const USER_LIST_SPEC: ListSpec = {
  searchColumns: ['email', 'full_name'],
  sortable: ['created_at', 'email', 'full_name', 'last_sign_in_at'],
  defaultSort: { column: 'created_at', direction: 'desc' },
};

/** One page of accounts (admins only, else 42501). Filter: `role=user|editor|admin` (a system role). */
export async function adminUsersPage(client: AppSupabaseClient, query: ListQuery): Promise<ListPage<AdminUser>> {
  let request = asListRequest<AdminUser>(untyped(client).rpc('admin_list_users', {}, { count: 'exact' }));
  const role = query.filters.role;
  if (role === 'user' || role === 'editor' || role === 'admin') request = request.contains('roles', [role]);
  const page = await readListPage(request, query, USER_LIST_SPEC);
  return { ...page, rows: page.rows.map((user) => ({ ...user, roles: user.roles ?? [] })) };
}

export async function adminAddUserRole(client: AppSupabaseClient, userId: string, role: AdminSystemRole): Promise<void> {
  const { error } = await untyped(client).from('user_roles').insert({ user_id: userId, role });
  if (error) throw error;
}

/** Updates full_name and the profile role of the account's profile. */
export async function adminUpdateUserProfile(
  client: AppSupabaseClient,
  userId: string,
  profile: { fullName: string; role: AdminProfileRole },
): Promise<void> {
  const { error, count } = await untyped(client)
    .from('profiles')
    .update({ full_name: profile.fullName.trim() || null, role: profile.role }, { count: 'exact' })
    .eq('user_id', userId);
  if (error) throw error;
  if (count === 0) throw new Error('Profil uživatele nebyl nalezen.');
}

export async function adminSendPasswordReset(client: AppSupabaseClient, email: string, redirectTo: string): Promise<void> {
  const { error } = await client.auth.resetPasswordForEmail(email, { redirectTo });
  if (error) throw error;
}

/** Deletes a non-admin account with its profile and roles; the database refuses admins. */
export async function adminDeleteUser(client: AppSupabaseClient, userId: string): Promise<void> {
  const { error } = await untyped(client).rpc('admin_delete_user', { target: userId });
  if (error) throw error;
}

/** A throwaway password for an invited account: the invitee sets their own through the e-mail link. */
export function createInvitePassword(length = 24): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!@#%*-_';
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

/**
 * Invites a user (spec 7, Authentication): the invitation row goes first, so the database grants the
 * role when the account appears (roles never come from sign-up metadata); then the account is signed up
 * with a random password through `signUpClient`, a separate client that does not persist a session, so
 * the admin's own session is untouched; finally the set-password e-mail is sent. A failed e-mail is
 * reported in the outcome, not thrown: the account already exists.
 */
export async function adminInviteUser(
  client: AppSupabaseClient,
  signUpClient: SupabaseClient | AppSupabaseClient,
  input: AdminInviteInput,
): Promise<AdminInviteOutcome> {
  const email = input.email.trim().toLowerCase();
  const invitation = await untyped(client).from('invitations').insert({ email, role: input.role });
  if (invitation.error) throw invitation.error;

  const { error: signUpError } = await untyped(signUpClient).auth.signUp({
    email,
    password: createInvitePassword(),
    options: { data: { full_name: input.fullName.trim(), role: input.role }, emailRedirectTo: input.redirectTo },
  });
  if (signUpError) {
    const cleanup = await untyped(client).from('invitations').delete().eq('email', email).is('accepted_at', null);
    if (cleanup.error) console.error('Removing the unused invitation failed:', cleanup.error);
    throw signUpError;
  }

  try {
    await adminSendPasswordReset(client, email, input.redirectTo);
    return { resetEmailError: null };
  } catch (error) {
    console.error('The set-password e-mail for the invited user could not be sent:', error);
    return { resetEmailError: errorMessage(error) };
  }
}
