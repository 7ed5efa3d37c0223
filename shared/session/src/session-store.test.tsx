import { notifications } from '@mantine/notifications';
import { __setSupabaseForTests } from '@app/supabase';
import { createFakeSupabase, type FakeSupabaseOptions } from '@app/supabase/testing';
import { act, render, screen, waitFor } from '@app/ui/testing';
import {
  INVALID_RECOVERY_LINK,
  __resetSessionForTests,
  authErrorMessage,
  getSessionStoreCount,
  initSession,
  useSession,
} from './session-store';

const admin = { id: 'u-admin', email: 'admin@example.com', password: 'admin1234' };
const editor = { id: 'u-editor', email: 'editor@example.com', password: 'editor1234' };
const member = { id: 'u-user', email: 'user@example.com', password: 'user12345' };
const profileAdmin = { id: 'u-profile-admin', email: 'boss@example.com', password: 'boss12345' };

const tables = {
  user_roles: [
    { user_id: admin.id, role: 'admin' },
    { user_id: admin.id, role: 'editor' },
    { user_id: editor.id, role: 'editor' },
    { user_id: member.id, role: 'user' },
  ],
  profiles: [
    { user_id: admin.id, role: 'user' },
    { user_id: editor.id, role: 'user' },
    { user_id: member.id, role: 'user' },
    { user_id: profileAdmin.id, role: 'admin' },
  ],
};

function useFake(options: FakeSupabaseOptions = {}) {
  const fake = createFakeSupabase({ accounts: [admin, editor, member, profileAdmin], tables, ...options });
  __setSupabaseForTests(fake.client);
  return fake;
}

async function settled() {
  await waitFor(() => {
    const state = useSession.getState();
    expect(state.status).not.toBe('loading');
    expect(state.checkingRoles).toBe(false);
  });
}

beforeEach(() => {
  __resetSessionForTests();
});

afterEach(() => {
  __resetSessionForTests();
  __setSupabaseForTests(null);
  act(() => notifications.clean());
  jest.restoreAllMocks();
});

test('starts loading, becomes signed out without a stored session, then signed in, then signed out', async () => {
  useFake();
  expect(useSession.getState().status).toBe('loading');

  await initSession();
  await settled();
  expect(useSession.getState()).toMatchObject({ status: 'signedOut', user: null, session: null, roles: [] });

  await expect(useSession.getState().signIn(editor.email, editor.password)).resolves.toEqual({ error: null });
  expect(useSession.getState()).toMatchObject({
    status: 'signedIn',
    user: { id: editor.id, email: editor.email },
    roles: ['editor'],
    isAdmin: false,
    isStaff: true,
  });

  await act(() => useSession.getState().signOut());
  await settled();
  expect(useSession.getState()).toMatchObject({ status: 'signedOut', user: null, roles: [], isAdmin: false, isStaff: false });
});

test('a session restored from storage is signed in with its roles', async () => {
  useFake({ signedInAs: admin.email });
  await initSession();
  await settled();
  expect(useSession.getState()).toMatchObject({ status: 'signedIn', isAdmin: true, isStaff: true });
  expect(useSession.getState().roles.sort()).toEqual(['admin', 'editor']);
});

test('initSession subscribes once however often it is called', async () => {
  const fake = useFake({ signedInAs: member.email });
  const subscribe = jest.spyOn(fake.client.auth, 'onAuthStateChange');
  await Promise.all([initSession(), initSession()]);
  await initSession();
  expect(subscribe).toHaveBeenCalledTimes(1);
});

test('the profile role admin alone makes a user admin', async () => {
  useFake({ signedInAs: profileAdmin.email });
  await initSession();
  await settled();
  expect(useSession.getState()).toMatchObject({ roles: [], isAdmin: true, isStaff: true });
});

test('a user with only the user role is neither admin nor staff', async () => {
  useFake({ signedInAs: member.email });
  await initSession();
  await settled();
  expect(useSession.getState()).toMatchObject({ status: 'signedIn', roles: ['user'], isAdmin: false, isStaff: false });
});

test('an error while checking roles is logged and counts as not admin', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  useFake({ signedInAs: admin.email, failingTables: ['profiles'] });
  await initSession();
  await settled();
  expect(useSession.getState()).toMatchObject({ status: 'signedIn', roles: [], isAdmin: false, isStaff: false });
  expect(logged).toHaveBeenCalledWith(expect.stringContaining('Checking the user roles failed'), expect.objectContaining({ code: '42501' }));
});

test('roles are re-checked when another user signs in', async () => {
  useFake({ signedInAs: member.email });
  await initSession();
  await settled();
  expect(useSession.getState().isAdmin).toBe(false);

  await useSession.getState().signIn(admin.email, admin.password);
  await settled();
  expect(useSession.getState()).toMatchObject({ user: { id: admin.id }, isAdmin: true });
});

test('a failed sign-in shows the "Chyba při přihlášení" toast with the service message and stays signed out', async () => {
  useFake();
  render(<p>page</p>);
  await initSession();
  await settled();

  let result: { error: string | null } = { error: null };
  await act(async () => {
    result = await useSession.getState().signIn(admin.email, 'wrong-password');
  });

  expect(result.error).toBe('Invalid login credentials');
  expect(await screen.findByText('Chyba při přihlášení')).toBeInTheDocument();
  expect(screen.getByText('Invalid login credentials')).toBeInTheDocument();
  expect(useSession.getState().status).toBe('signedOut');
});

test("the auth service's rate-limit refusals read in Czech; other messages pass through unchanged", () => {
  expect(authErrorMessage({ status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' })).toBe(
    'Příliš mnoho pokusů. Zkuste to později.',
  );
  expect(authErrorMessage({ status: 429, message: 'Too Many Requests' })).toBe('Příliš mnoho pokusů. Zkuste to později.');
  expect(authErrorMessage({ status: 429, code: 'over_email_send_rate_limit', message: 'Email rate limit exceeded' })).toBe(
    'Příliš mnoho e-mailů během krátké doby. Zkuste to později.',
  );
  expect(authErrorMessage({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' })).toBe('Invalid login credentials');
});

test("the auth service's refusal of an address's form reads in Czech (GoTrue's format check and its mailer's)", () => {
  const czech = 'Neplatný e-mail: zadejte jen adresu, bez jména, závorek a mezer (např. jana@firma.cz).';
  expect(authErrorMessage({ status: 400, code: 'validation_failed', message: 'Unable to validate email address: invalid format' })).toBe(czech);
  expect(authErrorMessage({ status: 400, code: 'email_address_invalid', message: 'Email address "a@example.com" is invalid' })).toBe(czech);
  expect(authErrorMessage({ status: 400, code: 'validation_failed', message: 'Password cannot be longer than 72 characters' })).toBe(
    'Password cannot be longer than 72 characters',
  );
});

test('sign-out shows the success toast', async () => {
  useFake({ signedInAs: editor.email });
  render(<p>page</p>);
  await initSession();
  await settled();

  await act(() => useSession.getState().signOut());

  expect(await screen.findByText('Odhlášení úspěšné')).toBeInTheDocument();
  expect(screen.getByText('Byli jste úspěšně odhlášeni.')).toBeInTheDocument();
});

test('sign-up redirects to the site root and toasts success or the service error', async () => {
  const fake = useFake();
  render(<p>page</p>);

  await act(() => useSession.getState().signUp('new@example.com', 'secret123'));
  expect(fake.authCalls.at(-1)).toEqual({
    method: 'signUp',
    args: [{ email: 'new@example.com', password: 'secret123', options: { emailRedirectTo: `${window.location.origin}/` } }],
  });
  expect(await screen.findByText('Registrace úspěšná')).toBeInTheDocument();
  expect(screen.getByText('Zkontrolujte svůj email pro potvrzení účtu.')).toBeInTheDocument();

  await act(() => useSession.getState().signUp(admin.email, 'secret123'));
  expect(await screen.findByText('Chyba při registraci')).toBeInTheDocument();
  expect(screen.getByText('User already registered')).toBeInTheDocument();
});

test('password recovery e-mail points at /auth/update-password', async () => {
  const fake = useFake();
  await expect(useSession.getState().resetPasswordForEmail(admin.email)).resolves.toEqual({ error: null });
  expect(fake.authCalls.at(-1)).toEqual({
    method: 'resetPasswordForEmail',
    args: [admin.email, { redirectTo: `${window.location.origin}/auth/update-password` }],
  });
});

test('a recovery link fragment sets the session; a broken or failed link is reported', async () => {
  const fake = useFake();
  const { setSessionFromLinkFragment } = useSession.getState();

  await expect(setSessionFromLinkFragment(`#access_token=access-${admin.id}&refresh_token=r&type=recovery`)).resolves.toEqual({ error: null });
  expect(fake.authCalls.at(-1)).toEqual({ method: 'setSession', args: [{ access_token: `access-${admin.id}`, refresh_token: 'r' }] });
  expect(useSession.getState()).toMatchObject({ status: 'signedIn', user: { id: admin.id } });

  await expect(setSessionFromLinkFragment('#error=access_denied&error_code=otp_expired')).resolves.toEqual({ error: INVALID_RECOVERY_LINK });
  await expect(setSessionFromLinkFragment('')).resolves.toEqual({ error: INVALID_RECOVERY_LINK });
  await expect(setSessionFromLinkFragment('#access_token=forged&refresh_token=r')).resolves.toEqual({ error: INVALID_RECOVERY_LINK });
});

test('updatePassword reports the service error when nobody is signed in', async () => {
  useFake();
  await expect(useSession.getState().updatePassword('newpass1')).resolves.toEqual({ error: 'Auth session missing!' });
});

test('this module created exactly one store', () => {
  expect(getSessionStoreCount()).toBe(1);
});
