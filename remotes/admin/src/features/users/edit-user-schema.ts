import { mixed, object, string } from 'yup';
import type { AdminProfileRole } from '@app/content';

export const PASSWORDS_DIFFER = 'Hesla se neshodují.';
export const SHORT_PASSWORD = 'Heslo musí mít alespoň 6 znaků.';
export const MIN_PASSWORD_LENGTH = 6;
export const PROFILE_ROLES: AdminProfileRole[] = ['user', 'admin'];

export interface EditUserFormValues {
  fullName: string;
  role: AdminProfileRole;
  /** Optional: when given, the user is sent a set-password e-mail (see users-page.tsx). */
  newPassword: string;
  confirmPassword: string;
}

/** Edit profile (spec 2.14, 5): name, profile role, optional password change with both checks. */
export const editUserSchema = object({
  fullName: string().trim().max(200, 'Nejvýše 200 znaků'),
  role: mixed<AdminProfileRole>().oneOf(PROFILE_ROLES).required(),
  newPassword: string().test('length', SHORT_PASSWORD, (value) => !value || value.length >= MIN_PASSWORD_LENGTH),
  confirmPassword: string().test(
    'same',
    PASSWORDS_DIFFER,
    (value, context) => (value ?? '') === ((context.parent as { newPassword?: string }).newPassword ?? ''),
  ),
});

export function wantsPasswordChange(values: EditUserFormValues): boolean {
  return values.newPassword !== '' || values.confirmPassword !== '';
}
