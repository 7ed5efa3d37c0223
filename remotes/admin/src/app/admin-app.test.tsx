import { render, screen, waitFor, within } from '@app/ui/testing';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { __resetSessionForTests } from '@app/session';
import { __setSupabaseForTests } from '@app/supabase';
import { createFakeSupabase } from '@app/supabase/testing';
import { AdminApp } from './admin-app';

const admin = { id: 'u-admin', email: 'admin@example.com', password: 'admin1234' };
const editor = { id: 'u-editor', email: 'editor@example.com', password: 'editor1234' };
const member = { id: 'u-user', email: 'user@example.com', password: 'user12345' };

function CurrentPath() {
  const { pathname, search } = useLocation();
  return <output data-testid="path">{`${pathname}${search}`}</output>;
}

function renderAdmin(path: string, signedInAs?: string) {
  __setSupabaseForTests(
    createFakeSupabase({
      accounts: [admin, editor, member],
      signedInAs,
      tables: {
        user_roles: [
          { user_id: admin.id, role: 'admin' },
          { user_id: editor.id, role: 'editor' },
          { user_id: member.id, role: 'user' },
        ],
        profiles: [],
      },
    }).client,
  );
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<AdminApp />} />
        <Route path="/auth" element={<h1>Přihlášení</h1>} />
        <Route path="/" element={<h1>Veřejný web</h1>} />
      </Routes>
      <CurrentPath />
    </MemoryRouter>,
  );
}

const currentPath = () => screen.getByTestId('path').textContent;

beforeEach(() => __resetSessionForTests());
afterEach(() => {
  __resetSessionForTests();
  __setSupabaseForTests(null);
});

test('signed out: the dashboard redirects to /auth', async () => {
  renderAdmin('/admin');
  expect(await screen.findByRole('heading', { name: 'Přihlášení' })).toBeInTheDocument();
  expect(currentPath()).toBe('/auth');
});

test('signed out: any other admin route redirects to /auth remembering it with its query', async () => {
  renderAdmin('/admin/enquiries?hledat=Nov%C3%A1k&precteno=ne');
  expect(await screen.findByRole('heading', { name: 'Přihlášení' })).toBeInTheDocument();
  expect(currentPath()).toBe(`/auth?next=${encodeURIComponent('/admin/enquiries?hledat=Nov%C3%A1k&precteno=ne')}`);
});

test('a signed-in user without a staff role sees the no-access page and can sign out', async () => {
  renderAdmin('/admin', member.email);
  expect(await screen.findByRole('heading', { name: 'Nemáte oprávnění' })).toBeInTheDocument();
  expect(screen.queryByText('Přehled')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Odhlásit se' }));
  await waitFor(() => expect(currentPath()).toBe('/'));
});

test('an editor sees the dashboard greeting and content tiles, without users and settings', async () => {
  renderAdmin('/admin', editor.email);
  expect(await screen.findByText(`Vítejte, ${editor.email}`)).toBeInTheDocument();
  const tiles = within(screen.getByTestId('dashboard-tiles'));
  for (const [name, href] of [
    ['Blog', '/admin/blog'],
    ['Moduly', '/admin/modules'],
    ['Reference', '/admin/references'],
    ['Ceník', '/admin/pricing'],
    ['AI Obrázky', '/admin/image-generator'],
  ]) {
    expect(tiles.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
  }
  expect(screen.queryByRole('link', { name: /^Uživatelé/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /^Nastavení/ })).not.toBeInTheDocument();
  for (const href of ['/admin/blog/new', '/admin/modules/new', '/admin/references/new', '/admin/pricing/new']) {
    expect(screen.getAllByRole('link').some((link) => link.getAttribute('href') === href)).toBe(true);
  }
  expect(screen.getByTestId('admin-build')).toHaveTextContent(/^Administrace · verze /);
});

test('an admin also sees the users and settings tiles', async () => {
  renderAdmin('/admin', admin.email);
  const tiles = within(await screen.findByTestId('dashboard-tiles'));
  expect(tiles.getByRole('link', { name: /^Uživatelé/ })).toHaveAttribute('href', '/admin/users');
  expect(tiles.getByRole('link', { name: /^Nastavení/ })).toHaveAttribute('href', '/admin/settings');
});

const navigationLinks = () =>
  within(screen.getByRole('navigation', { name: 'Administrace' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]);

test('the sidebar lists the sections an editor may open and marks the current one, also on an editor screen', async () => {
  renderAdmin('/admin/blog/new', editor.email);
  await screen.findByRole('navigation', { name: 'Administrace' });
  expect(navigationLinks()).toEqual([
    ['Přehled', '/admin', null],
    ['Blog', '/admin/blog', 'page'],
    ['Moduly', '/admin/modules', null],
    ['Reference', '/admin/references', null],
    ['Ceník', '/admin/pricing', null],
    ['Média', '/admin/media', null],
    ['AI Obrázky', '/admin/image-generator', null],
    ['Poptávky', '/admin/enquiries', null],
    ['Návštěvnost', '/admin/visits', null],
  ]);
});

test('the sidebar of an admin has users, settings and personal data too; choosing a section moves the mark', async () => {
  renderAdmin('/admin', admin.email);
  await screen.findByRole('navigation', { name: 'Administrace' });
  expect(navigationLinks().map(([title]) => title)).toEqual([
    'Přehled',
    'Blog',
    'Moduly',
    'Reference',
    'Ceník',
    'Média',
    'Uživatelé',
    'Nastavení',
    'AI Obrázky',
    'Poptávky',
    'Návštěvnost',
    'Osobní údaje',
  ]);
  expect(navigationLinks()[0]?.[2]).toBe('page');
  await userEvent.click(within(screen.getByRole('navigation', { name: 'Administrace' })).getByRole('link', { name: 'Nastavení' }));
  await waitFor(() => expect(currentPath()).toBe('/admin/settings'));
  expect(navigationLinks().filter(([, , current]) => current === 'page').map(([title]) => title)).toEqual(['Nastavení']);
});

test('an editor opening an admin-only screen is refused', async () => {
  renderAdmin('/admin/settings', editor.email);
  expect(await screen.findByText('Tuto část administrace mohou používat jen administrátoři.')).toBeInTheDocument();
});

test('an unknown admin path shows the not-found view inside the layout, linking back to the dashboard', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    renderAdmin('/admin/blog/new/extra', editor.email);
    expect(await screen.findByRole('heading', { name: 'Stránka nenalezena' })).toBeInTheDocument();
    expect(screen.getByText(/Tato stránka administrace neexistuje/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Odhlásit se' })).toBeInTheDocument();
    expect(screen.queryByText('Připravujeme')).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('404'), '/admin/blog/new/extra');

    await userEvent.click(screen.getByRole('link', { name: 'Zpět na přehled' }));
    expect(await screen.findByText(`Vítejte, ${editor.email}`)).toBeInTheDocument();
    expect(currentPath()).toBe('/admin');
  } finally {
    consoleError.mockRestore();
  }
});

test('a signed-out visitor of an unknown admin path is sent to sign in, not shown the not-found view', async () => {
  renderAdmin('/admin/no-such-screen');
  expect(await screen.findByRole('heading', { name: 'Přihlášení' })).toBeInTheDocument();
  expect(screen.queryByText('Stránka nenalezena')).not.toBeInTheDocument();
});

test('signing out from the layout returns to the public site', async () => {
  renderAdmin('/admin', editor.email);
  await userEvent.click(await screen.findByRole('button', { name: 'Odhlásit se' }));
  await waitFor(() => expect(currentPath()).toBe('/'));
});
