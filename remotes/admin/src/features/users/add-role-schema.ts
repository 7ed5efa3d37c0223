import { mixed, object } from 'yup';
import type { AdminSystemRole } from '@app/content';

export const ROLE_REQUIRED = 'Vyberte roli';
export const SYSTEM_ROLES: AdminSystemRole[] = ['user', 'editor', 'admin'];

export interface AddRoleFormValues {
  role: AdminSystemRole | null;
}

export const addRoleSchema = object({
  role: mixed<AdminSystemRole>().oneOf(SYSTEM_ROLES, ROLE_REQUIRED).required(ROLE_REQUIRED),
});
