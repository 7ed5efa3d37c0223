import type { AdminSystemRole, AdminUser } from '@app/content';

export const SHORT_ID_LENGTH = 8;

export const ROLE_LABELS: Record<AdminSystemRole, string> = {
  user: 'Uživatel',
  editor: 'Editor',
  admin: 'Administrátor',
};

/** The first 8 characters of a user id, as the users table shows it. */
export function shortUserId(id: string): string {
  return id.slice(0, SHORT_ID_LENGTH);
}

export function roleLabel(role: string | null | undefined): string {
  if (!role) return '—';
  return role in ROLE_LABELS ? ROLE_LABELS[role as AdminSystemRole] : role;
}

/** Admin if user_roles holds admin or the profile role is admin: such accounts cannot be deleted. */
export function isAdminAccount(user: Pick<AdminUser, 'roles' | 'profile_role'>): boolean {
  return user.roles.includes('admin') || user.profile_role === 'admin';
}
