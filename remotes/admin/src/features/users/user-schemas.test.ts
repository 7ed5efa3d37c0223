import { ValidationError, type AnySchema } from 'yup';
import { ROLE_REQUIRED, addRoleSchema } from './add-role-schema';
import { EMPTY_INVITE, INVALID_EMAIL, REQUIRED, inviteUserSchema } from './invite-user-schema';
import { PASSWORDS_DIFFER, SHORT_PASSWORD, editUserSchema, wantsPasswordChange } from './edit-user-schema';

async function errorsOf(schema: AnySchema, values: object): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

test('adding a role needs one of user, editor, admin', async () => {
  expect(await errorsOf(addRoleSchema, { role: null })).toEqual({ role: ROLE_REQUIRED });
  expect(await errorsOf(addRoleSchema, { role: 'owner' })).toEqual({ role: ROLE_REQUIRED });
  for (const role of ['user', 'editor', 'admin']) expect(await errorsOf(addRoleSchema, { role })).toEqual({});
});

test('an invitation needs an e-mail and a name; the role defaults to user', async () => {
  expect(EMPTY_INVITE.role).toBe('user');
  expect(await errorsOf(inviteUserSchema, EMPTY_INVITE)).toEqual({ email: REQUIRED, fullName: REQUIRED });
  expect(await errorsOf(inviteUserSchema, { ...EMPTY_INVITE, email: 'jana@', fullName: 'Jana' })).toEqual({
    email: INVALID_EMAIL,
  });
  expect(await errorsOf(inviteUserSchema, { email: ' jana@example.com ', fullName: 'Jana', role: 'editor' })).toEqual({});
  expect(await errorsOf(inviteUserSchema, { email: 'jana@example.com', fullName: 'Jana', role: 'owner' })).toEqual({
    role: ROLE_REQUIRED,
  });
});

test('editing a profile without a password change needs no password', async () => {
  const values = { fullName: 'Jana Nováková', role: 'user', newPassword: '', confirmPassword: '' };
  expect(await errorsOf(editUserSchema, values)).toEqual({});
  expect(wantsPasswordChange({ ...values, role: 'user' })).toBe(false);
});

test('a password change needs 6 characters and a matching confirmation', async () => {
  const base = { fullName: 'Jana', role: 'admin' };
  expect(await errorsOf(editUserSchema, { ...base, newPassword: '12345', confirmPassword: '12345' })).toEqual({
    newPassword: SHORT_PASSWORD,
  });
  expect(await errorsOf(editUserSchema, { ...base, newPassword: '123456', confirmPassword: '123457' })).toEqual({
    confirmPassword: PASSWORDS_DIFFER,
  });
  expect(await errorsOf(editUserSchema, { ...base, newPassword: '', confirmPassword: 'abcdef' })).toEqual({
    confirmPassword: PASSWORDS_DIFFER,
  });
  expect(await errorsOf(editUserSchema, { ...base, newPassword: 'tajne-heslo', confirmPassword: 'tajne-heslo' })).toEqual({});
  expect(wantsPasswordChange({ fullName: '', role: 'user', newPassword: 'tajne-heslo', confirmPassword: '' })).toBe(true);
});
