import { act, render, screen, waitFor, within } from '@app/ui/testing';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { __resetSessionForTests } from '@app/session';
import { __setSupabaseForTests } from '@app/supabase';
import { createFakeSupabase } from '@app/supabase/testing';
import { LoginPage } from './login-page';

const editor = { id: 'u-editor', email: 'editor@example.com', password: 'editor1234' };

function renderLogin({ at = '/auth', ...options }: { signedInAs?: string; latencyMs?: number; at?: string } = {}) {
  const fake = createFakeSupabase({
    accounts: [editor],
    tables: { user_roles: [{ user_id: editor.id, role: 'editor' }], profiles: [] },
    ...options,
  });
  __setSupabaseForTests(fake.client);
  render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path="/auth" element={<LoginPage />} />
        <Route path="/admin" element={<h1>Administrace</h1>} />
        <Route path="/admin/enquiries" element={<h1>Poptávky</h1>} />
      </Routes>
      <CurrentPath />
    </MemoryRouter>,
  );
}

function CurrentPath() {
  const { pathname, search } = useLocation();
  return <output data-testid="path">{`${pathname}${search}`}</output>;
}

const currentPath = () => screen.getByTestId('path').textContent;

beforeEach(() => __resetSessionForTests());
afterEach(() => {
  __resetSessionForTests();
  __setSupabaseForTests(null);
  act(() => notifications.clean());
});

test('shows the title, subtitle and Czech validation messages', async () => {
  renderLogin();
  expect(screen.getByRole('heading', { name: 'Přihlášení' })).toBeInTheDocument();
  expect(screen.getByText('Přihlaste se do administrace')).toBeInTheDocument();
  expect(screen.getByLabelText(/E-mail/)).toHaveAttribute('type', 'email');
  expect(screen.getByRole('button', { name: 'Zobrazit nebo skrýt heslo' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Přihlásit se' }));
  expect(await screen.findAllByText('Toto pole je povinné')).toHaveLength(2);

  await userEvent.type(screen.getByLabelText(/E-mail/), 'not-an-email');
  await userEvent.type(screen.getByLabelText(/Heslo/), '12345');
  await userEvent.click(screen.getByRole('button', { name: 'Přihlásit se' }));
  expect(await screen.findByText('Neplatný e-mail')).toBeInTheDocument();
  expect(screen.getByText('Heslo musí mít alespoň 6 znaků.')).toBeInTheDocument();
});

test('while signing in the button says "Přihlašuji..." and is disabled; success goes to /admin', async () => {
  renderLogin({ latencyMs: 150 });
  await userEvent.type(screen.getByLabelText(/E-mail/), editor.email);
  await userEvent.type(screen.getByLabelText(/Heslo/), editor.password);
  await userEvent.click(screen.getByRole('button', { name: 'Přihlásit se' }));

  const pending = await screen.findByRole('button', { name: 'Přihlašuji...' });
  expect(pending).toBeDisabled();
  await waitFor(() => expect(currentPath()).toBe('/admin'));
  expect(screen.getByRole('heading', { name: 'Administrace' })).toBeInTheDocument();
});

test('a failed sign-in shows the toast, stays on /auth and keeps the typed values', async () => {
  renderLogin();
  await userEvent.type(screen.getByLabelText(/E-mail/), editor.email);
  await userEvent.type(screen.getByLabelText(/Heslo/), 'wrong-password');
  await userEvent.click(screen.getByRole('button', { name: 'Přihlásit se' }));

  expect(await screen.findByText('Chyba při přihlášení')).toBeInTheDocument();
  expect(screen.getByText('Invalid login credentials')).toBeInTheDocument();
  expect(currentPath()).toBe('/auth');
  expect(screen.getByLabelText(/E-mail/)).toHaveValue(editor.email);
  expect(screen.getByLabelText(/Heslo/)).toHaveValue('wrong-password');
  expect(screen.getByRole('button', { name: 'Přihlásit se' })).toBeEnabled();
});

test('an already signed-in user is sent to /admin', async () => {
  renderLogin({ signedInAs: editor.email });
  await waitFor(() => expect(currentPath()).toBe('/admin'));
});

test('signing in returns to the admin screen that sent the visitor here, with its query', async () => {
  renderLogin({ at: `/auth?next=${encodeURIComponent('/admin/enquiries?hledat=Nov%C3%A1k')}` });
  await userEvent.type(screen.getByLabelText(/E-mail/), editor.email);
  await userEvent.type(screen.getByLabelText(/Heslo/), editor.password);
  await userEvent.click(screen.getByRole('button', { name: 'Přihlásit se' }));
  await waitFor(() => expect(currentPath()).toBe('/admin/enquiries?hledat=Nov%C3%A1k'));
  expect(screen.getByRole('heading', { name: 'Poptávky' })).toBeInTheDocument();
});

test('a return target outside the back office is ignored: signing in goes to /admin', async () => {
  renderLogin({ at: `/auth?next=${encodeURIComponent('//evil.example/admin')}` });
  await userEvent.type(screen.getByLabelText(/E-mail/), editor.email);
  await userEvent.type(screen.getByLabelText(/Heslo/), editor.password);
  await userEvent.click(screen.getByRole('button', { name: 'Přihlásit se' }));
  await waitFor(() => expect(currentPath()).toBe('/admin'));
});

test('an already signed-in user with a return target goes straight there', async () => {
  renderLogin({ signedInAs: editor.email, at: `/auth?next=${encodeURIComponent('/admin/enquiries?hledat=x')}` });
  await waitFor(() => expect(currentPath()).toBe('/admin/enquiries?hledat=x'));
});

test('"Zapomenuté heslo?" sends the reset e-mail to the typed address and returns to the sign-in form', async () => {
  const fake = createFakeSupabase({ accounts: [editor], tables: { user_roles: [], profiles: [] } });
  __setSupabaseForTests(fake.client);
  render(
    <MemoryRouter initialEntries={['/auth']}>
      <Routes>
        <Route path="/auth" element={<LoginPage />} />
      </Routes>
    </MemoryRouter>,
  );
  await userEvent.type(screen.getByLabelText(/E-mail/), 'editor@');
  await userEvent.click(screen.getByRole('button', { name: 'Zapomenuté heslo?' }));
  const form = screen.getByRole('form', { name: 'Zapomenuté heslo' });
  expect(within(form).getByLabelText(/E-mail/)).toHaveValue('editor@');

  await userEvent.click(within(form).getByRole('button', { name: 'Poslat odkaz' }));
  expect(await within(form).findByText('Neplatný e-mail')).toBeInTheDocument();

  await userEvent.type(within(form).getByLabelText(/E-mail/), 'example.com');
  await userEvent.click(within(form).getByRole('button', { name: 'Poslat odkaz' }));
  expect(await screen.findByText('Pokud u nás máte účet, poslali jsme vám e-mail s odkazem pro změnu hesla.')).toBeInTheDocument();
  expect(fake.authCalls.find((call) => call.method === 'resetPasswordForEmail')?.args).toEqual([
    'editor@example.com',
    { redirectTo: `${window.location.origin}/auth/update-password` },
  ]);
  expect(screen.getByRole('button', { name: 'Přihlásit se' })).toBeInTheDocument();
});
