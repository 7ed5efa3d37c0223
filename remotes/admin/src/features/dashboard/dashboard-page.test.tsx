import { render, screen, waitFor } from '@app/ui/testing';
import { MemoryRouter } from 'react-router-dom';
import { __resetSessionForTests, initSession, useSession } from '@app/session';
import { __setSupabaseForTests } from '@app/supabase';
import { createFakeSupabase } from '@app/supabase/testing';
import { DashboardPage } from './dashboard-page';

const admin = { id: 'u-admin', email: 'admin@example.com', password: 'admin1234' };
const editor = { id: 'u-editor', email: 'editor@example.com', password: 'editor1234' };

async function renderDashboardAs(account: typeof admin, profiles: { user_id: string; full_name: string | null }[] = []) {
  __setSupabaseForTests(
    createFakeSupabase({
      accounts: [admin, editor],
      signedInAs: account.email,
      tables: {
        user_roles: [
          { user_id: admin.id, role: 'admin' },
          { user_id: editor.id, role: 'editor' },
        ],
        profiles,
      },
    }).client,
  );
  await initSession();
  await waitFor(() => expect(useSession.getState().checkingRoles).toBe(false));
  await waitFor(() => expect(useSession.getState().status).toBe('signedIn'));
  render(
    <MemoryRouter initialEntries={['/admin']}>
      <DashboardPage />
    </MemoryRouter>,
  );
}

const tileHref = (name: string) => screen.queryByRole('link', { name: new RegExp(`^${name}`) })?.getAttribute('href');

beforeEach(() => __resetSessionForTests());
afterEach(() => {
  __resetSessionForTests();
  __setSupabaseForTests(null);
});

test('an editor gets the content tiles and the enquiries tile, not users or settings', async () => {
  await renderDashboardAs(editor);
  expect(await screen.findByText(`Vítejte, ${editor.email}`)).toBeInTheDocument();
  expect(tileHref('Poptávky')).toBe('/admin/enquiries');
  expect(tileHref('Reference')).toBe('/admin/references');
  expect(tileHref('Ceník')).toBe('/admin/pricing');
  expect(tileHref('Uživatelé')).toBeUndefined();
  expect(tileHref('Nastavení')).toBeUndefined();
});

test('an admin gets all eight tiles and the four quick actions', async () => {
  await renderDashboardAs(admin);
  expect(
    ['Blog', 'Moduly', 'Reference', 'Ceník', 'Uživatelé', 'Nastavení', 'AI Obrázky', 'Poptávky'].map(tileHref),
  ).toEqual([
    '/admin/blog',
    '/admin/modules',
    '/admin/references',
    '/admin/pricing',
    '/admin/users',
    '/admin/settings',
    '/admin/image-generator',
    '/admin/enquiries',
  ]);
  for (const [label, href] of [
    ['Nový článek', '/admin/blog/new'],
    ['Nový modul', '/admin/modules/new'],
    ['Nová reference', '/admin/references/new'],
    ['Nový cenový plán', '/admin/pricing/new'],
  ]) {
    expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', href);
  }
});

test('greets by the profile name instead of the e-mail address', async () => {
  await renderDashboardAs(editor, [{ user_id: editor.id, full_name: 'Erik Editor' }]);
  expect(await screen.findByText('Vítejte, Erik Editor')).toBeInTheDocument();
  expect(screen.queryByText(`Vítejte, ${editor.email}`)).not.toBeInTheDocument();
});

test('a blank profile name greets by the e-mail address', async () => {
  await renderDashboardAs(admin, [{ user_id: admin.id, full_name: '   ' }]);
  expect(await screen.findByText(`Vítejte, ${admin.email}`)).toBeInTheDocument();
});
