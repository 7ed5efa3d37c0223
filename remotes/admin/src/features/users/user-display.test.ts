import { isAdminAccount, roleLabel, shortUserId } from './user-display';

test('a user id shows as its first 8 characters', () => {
  expect(shortUserId('3f2b9c1e-7a44-4d2b-9e51-0c8f1a2b3c4d')).toBe('3f2b9c1e');
  expect(shortUserId('abc')).toBe('abc');
});

test('roles show with Czech labels', () => {
  expect(roleLabel('user')).toBe('Uživatel');
  expect(roleLabel('editor')).toBe('Editor');
  expect(roleLabel('admin')).toBe('Administrátor');
  expect(roleLabel(null)).toBe('—');
  expect(roleLabel('auditor')).toBe('auditor');
});

test('an account is an admin through a system role or the profile role', () => {
  expect(isAdminAccount({ roles: ['admin'], profile_role: 'user' })).toBe(true);
  expect(isAdminAccount({ roles: [], profile_role: 'admin' })).toBe(true);
  expect(isAdminAccount({ roles: ['editor', 'user'], profile_role: 'user' })).toBe(false);
  expect(isAdminAccount({ roles: [], profile_role: null })).toBe(false);
});
