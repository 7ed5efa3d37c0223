import { mixed, object, string } from 'yup';
import type { AdminProfileRole } from '@app/content';
import { passwordPolicyProblem } from '@app/session';

export const PASSWORDS_DIFFER = 'Hesla se neshodují.';
export const PROFILE_ROLES: AdminProfileRole[] = ['user', 'admin'];

export interface EditUserFormValues {
  fullName: string;
  role: AdminProfileRole;
  /** Optional: when given, the user is sent a set-password e-mail (see users-page.tsx). */
  newPassword: string;
  confirmPassword: string;
}

/** Edit profile: name, profile role, optional password change (the auth service's policy, then the confirmation). */
export const editUserSchema = object({
  fullName: string().trim().max(200, 'Nejvýše 200 znaků'),
  role: mixed<AdminProfileRole>().oneOf(PROFILE_ROLES).required(),
  newPassword: string().test('policy', (value, context) => {
    const problem = value ? passwordPolicyProblem(value) : null;
    return problem ? context.createError({ message: problem }) : true;
  }),
  confirmPassword: string().test(
    'same',
    PASSWORDS_DIFFER,
    (value, context) => (value ?? '') === ((context.parent as { newPassword?: string }).newPassword ?? ''),
  ),
});

export function wantsPasswordChange(values: EditUserFormValues): boolean {
  return values.newPassword !== '' || values.confirmPassword !== '';
}
