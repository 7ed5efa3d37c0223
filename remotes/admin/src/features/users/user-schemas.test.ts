import { ValidationError, type AnySchema } from 'yup';
import { ROLE_REQUIRED, addRoleSchema } from './add-role-schema';
import { EMPTY_INVITE, INVALID_EMAIL, REQUIRED, inviteUserSchema } from './invite-user-schema';
import { PASSWORD_NEEDS_CHARACTERS, PASSWORD_TOO_SHORT } from '@app/session';
import { PASSWORDS_DIFFER, editUserSchema, wantsPasswordChange } from './edit-user-schema';

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
  for (const email of ['Jana <jana@example.com>', '"Jana"<jana@example.com>', 'Tým:jana@example.com;', 'jana@example']) {
    expect(await errorsOf(inviteUserSchema, { ...EMPTY_INVITE, email, fullName: 'Jana' })).toEqual({ email: INVALID_EMAIL });
  }
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

test('a password change meets the password policy (10 characters, lower and upper case, a digit) and is confirmed', async () => {
  const base = { fullName: 'Jana', role: 'admin' };
  expect(await errorsOf(editUserSchema, { ...base, newPassword: 'Kratke1', confirmPassword: 'Kratke1' })).toEqual({
    newPassword: PASSWORD_TOO_SHORT,
  });
  for (const weak of ['1234567890', 'password12', 'aaaaaaaaaa', 'ABCDEFGHIJ1']) {
    expect(await errorsOf(editUserSchema, { ...base, newPassword: weak, confirmPassword: weak })).toEqual({
      newPassword: PASSWORD_NEEDS_CHARACTERS,
    });
  }
  expect(await errorsOf(editUserSchema, { ...base, newPassword: 'Tajne-Heslo-1', confirmPassword: 'Tajne-Heslo-2' })).toEqual({
    confirmPassword: PASSWORDS_DIFFER,
  });
  expect(await errorsOf(editUserSchema, { ...base, newPassword: '', confirmPassword: 'abcdef' })).toEqual({
    confirmPassword: PASSWORDS_DIFFER,
  });
  expect(await errorsOf(editUserSchema, { ...base, newPassword: 'Tajne-Heslo-1', confirmPassword: 'Tajne-Heslo-1' })).toEqual({});
  expect(wantsPasswordChange({ fullName: '', role: 'user', newPassword: 'Tajne-Heslo-1', confirmPassword: '' })).toBe(true);
});
