import type { AppSupabaseClient, Database } from '@app/supabase';
import { asListRequest, everyRowQuery, readAllPages, readListPage, type ListPage, type ListQuery, type ListSpec } from '../list-query';

export type AdminSystemRole = 'user' | 'editor' | 'admin';
export type AdminProfileRole = 'user' | 'admin';

type AdminUserRow = Database['public']['Functions']['admin_list_users']['Returns'][number];

/**
 * One row of the admin_list_users() RPC. The generated types cannot tell which columns of a function's
 * result may be null: an account may lack an e-mail, a sign-in, a profile or an invitation
 * (`invited_role`: the role of an invitation waiting to be accepted).
 */
export type AdminUser = Pick<AdminUserRow, 'id' | 'created_at' | 'roles'> & {
  [Column in Exclude<keyof AdminUserRow, 'id' | 'created_at' | 'roles'>]: AdminUserRow[Column] | null;
};

export interface AdminInviteInput {
  email: string;
  fullName: string;
  role: AdminSystemRole;
  /** Language of the invitation e-mail (default Czech). */
  locale?: 'cs' | 'en' | 'de';
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
  let request = asListRequest<AdminUser>(client.rpc('admin_list_users', undefined, { count: 'exact' }));
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
  const { error } = await client.from('user_roles').insert({ user_id: userId, role });
  if (error) throw error;
}

/** Updates full_name and the profile role of the account's profile. */
export async function adminUpdateUserProfile(
  client: AppSupabaseClient,
  userId: string,
  profile: { fullName: string; role: AdminProfileRole },
): Promise<void> {
  const { error, count } = await client
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
  const { error } = await client.rpc('admin_delete_user', { target: userId });
  if (error) throw error;
}

/** The query parameter of the invitation link that carries the one-time token. */
export const INVITATION_TOKEN_PARAM = 'pozvanka';

/** Where an invitation lands once the invitee is signed in: the site's set-password page with the invitation's token. */
export function invitationLandingUrl(siteUrl: string, token: string): string {
  const url = new URL('/auth/update-password', siteUrl.replace(/\/+$/, '') + '/');
  url.searchParams.set(INVITATION_TOKEN_PARAM, token);
  return url.toString();
}

/**
 * Invites a user: the database creates (or renews) the invitation and, in the same transaction, queues its
 * one e-mail (mail_outbox, kind staff_invitation), which the mail worker delivers. Nothing is asked of the
 * auth service here, so its e-mail budget cannot refuse an invitation. The role is granted only when the
 * invitee, signed in through the e-mailed link, accepts with the token (acceptInvitation). Answers the
 * invitation's id; refusals are the database's errors (their `hint` says which, see invitationProblem).
 */
export async function adminInviteUser(client: AppSupabaseClient, input: AdminInviteInput): Promise<string> {
  const { data, error } = await client.rpc('create_invitation', {
    invitee_email: input.email.trim().toLowerCase(),
    invitee_role: input.role,
    invitee_full_name: input.fullName.trim(),
    invitee_locale: input.locale ?? 'cs',
  });
  if (error) throw error;
  return data;
}

/** The signed-in invitee accepts the invitation whose token came in the link; answers the granted role. */
export async function acceptInvitation(client: AppSupabaseClient, token: string): Promise<string> {
  const { data, error } = await client.rpc('accept_invitation', { invitation_token: token });
  if (error) throw error;
  return data;
}
