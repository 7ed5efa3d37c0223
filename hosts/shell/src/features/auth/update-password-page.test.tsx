import { act, render, screen, waitFor } from '@app/ui/testing';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { __resetSessionForTests } from '@app/session';
import { __setSupabaseForTests } from '@app/supabase';
import { createFakeSupabase, type FakeSupabase } from '@app/supabase/testing';
import { INVITATION_LINK_INVALID, UpdatePasswordPage } from './update-password-page';

const editor = { id: 'u-editor', email: 'editor@example.com', password: 'editor1234' };
let fake: FakeSupabase;

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderWithFragment(fragment: string, search = '') {
  fake = createFakeSupabase({ accounts: [editor], tables: { user_roles: [], profiles: [] } });
  __setSupabaseForTests(fake.client);
  window.history.replaceState(null, '', `/auth/update-password${search}${fragment}`);
  render(
    <MemoryRouter initialEntries={[`/auth/update-password${search}`]}>
      <Routes>
        <Route path="/auth/update-password" element={<UpdatePasswordPage />} />
        <Route path="/admin" element={<h1>Administrace</h1>} />
      </Routes>
      <CurrentPath />
    </MemoryRouter>,
  );
}

beforeEach(() => __resetSessionForTests());
afterEach(() => {
  __resetSessionForTests();
  __setSupabaseForTests(null);
  act(() => notifications.clean());
  window.history.replaceState(null, '', '/');
});

const validFragment = `#access_token=access-${editor.id}&refresh_token=refresh-${editor.id}&type=recovery`;

test('a valid link signs in from the fragment, removes the tokens from the address, checks and saves the password', async () => {
  renderWithFragment(validFragment);
  const password = await screen.findByLabelText(/^Nové heslo/);
  expect(window.location.hash).toBe('');
  expect(fake.authCalls[0]).toEqual({
    method: 'setSession',
    args: [{ access_token: `access-${editor.id}`, refresh_token: `refresh-${editor.id}` }],
  });

  await userEvent.type(password, '12345');
  await userEvent.type(screen.getByLabelText(/^Potvrzení hesla/), '12345');
  await userEvent.click(screen.getByRole('button', { name: 'Změnit heslo' }));
  expect(await screen.findByText('Slabé heslo')).toBeInTheDocument();
  expect(screen.getByText('Heslo musí mít alespoň 10 znaků.')).toBeInTheDocument();

  await userEvent.clear(password);
  await userEvent.type(password, 'nove-heslo-bez-cisla');
  await userEvent.clear(screen.getByLabelText(/^Potvrzení hesla/));
  await userEvent.type(screen.getByLabelText(/^Potvrzení hesla/), 'nove-heslo-bez-cisla');
  await userEvent.click(screen.getByRole('button', { name: 'Změnit heslo' }));
  expect(await screen.findByText('Heslo musí obsahovat malé písmeno, velké písmeno a číslici.')).toBeInTheDocument();

  await userEvent.clear(password);
  await userEvent.type(password, 'Nove-Heslo-1');
  await userEvent.click(screen.getByRole('button', { name: 'Změnit heslo' }));
  expect(await screen.findByText('Neshoda hesel')).toBeInTheDocument();
  expect(screen.getByText('Hesla se neshodují.')).toBeInTheDocument();
  expect(fake.authCalls.some((call) => call.method === 'updateUser')).toBe(false);

  await userEvent.clear(screen.getByLabelText(/^Potvrzení hesla/));
  await userEvent.type(screen.getByLabelText(/^Potvrzení hesla/), 'Nove-Heslo-1');
  await userEvent.click(screen.getByRole('button', { name: 'Změnit heslo' }));
  await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/admin'));
  expect(screen.getByText('Heslo bylo úspěšně změněno.')).toBeInTheDocument();
  expect(fake.authCalls.find((call) => call.method === 'updateUser')?.args).toEqual([{ password: 'Nove-Heslo-1' }]);
}, 30_000);

test.each([
  ['an error in the fragment', '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid'],
  ['no tokens', ''],
  ['tokens the service refuses', '#access_token=forged&refresh_token=forged&type=recovery'],
])('a link with %s is invalid or expired', async (_case, fragment) => {
  renderWithFragment(fragment);
  expect(await screen.findByText('Odkaz pro změnu hesla je neplatný nebo vypršel.')).toBeInTheDocument();
  expect(screen.queryByLabelText(/^Nové heslo/)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Požádat o nový odkaz' })).toHaveAttribute('href', '/auth');
});

test('an invitation link the mail worker found invalid (accepted, renewed or expired) says so and offers the sign-in page', async () => {
  renderWithFragment('#error=access_denied&error_code=invitation_invalid&error_description=Invitation+is+invalid', '?pozvanka=abc');
  expect(await screen.findByText(INVITATION_LINK_INVALID)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Přejít na přihlášení' })).toHaveAttribute('href', '/auth');
  expect(screen.queryByLabelText(/^Nové heslo/)).not.toBeInTheDocument();
});
