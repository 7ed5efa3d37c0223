import { mixed, object, string } from 'yup';
import { isEmailAddress, type AdminSystemRole } from '@app/content';
import { ROLE_REQUIRED, SYSTEM_ROLES } from './add-role-schema';

export const REQUIRED = 'Toto pole je povinné';
export const INVALID_EMAIL = 'Neplatný e-mail';

export const INVITATION_LOCALES = ['cs', 'en', 'de'] as const;
export type InvitationLocale = (typeof INVITATION_LOCALES)[number];

export interface InviteUserFormValues {
  email: string;
  fullName: string;
  role: AdminSystemRole;
  /** Language of the invitation e-mail. */
  locale: InvitationLocale;
}

export const EMPTY_INVITE: InviteUserFormValues = { email: '', fullName: '', role: 'user', locale: 'cs' };

export const inviteUserSchema = object({
  email: string().trim().required(REQUIRED).test('email', INVALID_EMAIL, (value) => !value || isEmailAddress(value)),
  fullName: string().trim().required(REQUIRED).max(200, 'Nejvýše 200 znaků'),
  role: mixed<AdminSystemRole>().oneOf(SYSTEM_ROLES, ROLE_REQUIRED).required(ROLE_REQUIRED),
  locale: mixed<InvitationLocale>().oneOf(INVITATION_LOCALES),
});
