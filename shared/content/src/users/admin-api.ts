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
  /** The role of an invitation waiting to be accepted, if any. */
  invited_role: string | null;
}

export interface AdminInviteInput {
  email: string;
  fullName: string;
  role: AdminSystemRole;
  /** Where the invitation link leads: the site's /auth/update-password (the token is added to it). */
  redirectTo: string;
}

export interface AdminInviteOutcome {
  /** The set-password e-mail could not be sent; the account exists (tolerated: the reset button can send it again). */
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
  return { ...page, rows: page.rows.map((user) => ({ ...user, roles: user.roles ?? [], invited_role: user.invited_role ?? null })) };
}

/** The signed-in user's own name (profiles.full_name, trimmed), or null when the profile has none. */
export async function adminOwnName(client: AppSupabaseClient, userId: string): Promise<string | null> {
  const { data, error } = await client.from('profiles').select('full_name').eq('user_id', userId).maybeSingle();
  if (error) throw error;
  return data?.full_name?.trim() || null;
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

/** The query parameter of the invitation link that carries the one-time token. */
export const INVITATION_TOKEN_PARAM = 'pozvanka';

const PASSWORD_CLASSES = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!@#%*-_'];

/**
 * A throwaway password for an invited account (nobody learns it: the invitee sets their own through the
 * link). It holds every character class, so any password policy of the auth service accepts it.
 */
export function createInvitePassword(length = 24): string {
  const alphabet = PASSWORD_CLASSES.join('');
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  const characters = Array.from(bytes, (byte) => alphabet[byte % alphabet.length]!);
  PASSWORD_CLASSES.forEach((characterClass, index) => {
    characters[index] = characterClass[bytes[index]! % characterClass.length]!;
  });
  return characters.join('');
}

/** The invitation link target: the set-password page with the invitation's one-time token. */
export function invitationRedirect(redirectTo: string, token: string): string {
  const url = new URL(redirectTo);
  url.searchParams.set(INVITATION_TOKEN_PARAM, token);
  return url.toString();
}

/**
 * Invites a user. The database creates (or renews) the invitation and hands back its one-time token; the
 * role is granted only when the invitee, signed in through the e-mailed link, accepts with that token
 * (acceptInvitation), never because an account with the address exists. The account is signed up with a
 * random password through `signUpClient`, a separate client that does not persist a session, so the
 * admin's own session is untouched (an address that already has an account is left as it is); then the
 * set-password e-mail carries the link. A failed e-mail is reported in the outcome, not thrown: the
 * invitation exists and can be sent again.
 */
export async function adminInviteUser(
  client: AppSupabaseClient,
  signUpClient: SupabaseClient | AppSupabaseClient,
  input: AdminInviteInput,
): Promise<AdminInviteOutcome> {
  const email = input.email.trim().toLowerCase();
  const invitation = await untyped(client).rpc('create_invitation', {
    invitee_email: email,
    invitee_role: input.role,
    invitee_full_name: input.fullName.trim(),
  });
  if (invitation.error) throw invitation.error;
  const redirectTo = invitationRedirect(input.redirectTo, invitation.data as string);

  const { error: signUpError } = await untyped(signUpClient).auth.signUp({
    email,
    password: createInvitePassword(),
    options: { data: { full_name: input.fullName.trim(), role: input.role }, emailRedirectTo: redirectTo },
  });
  if (signUpError) {
    const cleanup = await untyped(client).from('invitations').delete().eq('email', email).is('accepted_at', null);
    if (cleanup.error) console.error('Removing the unused invitation failed:', cleanup.error);
    throw signUpError;
  }

  try {
    await adminSendPasswordReset(client, email, redirectTo);
    return { resetEmailError: null };
  } catch (error) {
    console.error('The invitation e-mail could not be sent:', error);
    return { resetEmailError: errorMessage(error) };
  }
}

/** The signed-in invitee accepts the invitation whose token came in the link; answers the granted role. */
export async function acceptInvitation(client: AppSupabaseClient | SupabaseClient, token: string): Promise<string> {
  const { data, error } = await untyped(client).rpc('accept_invitation', { invitation_token: token });
  if (error) throw error;
  return data as string;
}
