import { render, screen, waitFor, within } from '@app/ui/testing';
import { MemoryRouter } from 'react-router-dom';
import { __resetSessionForTests, initSession, useSession } from '@app/session';
import { __setSupabaseForTests } from '@app/supabase';
import { createFakeSupabase, type FakeSupabase, type FakeSupabaseOptions } from '@app/supabase/testing';
import { DashboardPage } from './dashboard-page';

const admin = { id: 'u-admin', email: 'admin@example.com', password: 'admin1234' };
const editor = { id: 'u-editor', email: 'editor@example.com', password: 'editor1234' };

async function renderDashboardAs(
  account: typeof admin,
  profiles: { user_id: string; full_name: string | null }[] = [],
  functions: FakeSupabaseOptions['functions'] = {},
): Promise<FakeSupabase> {
  const fake = createFakeSupabase({
    accounts: [admin, editor],
    signedInAs: account.email,
    tables: {
      user_roles: [
        { user_id: admin.id, role: 'admin' },
        { user_id: editor.id, role: 'editor' },
      ],
      profiles,
    },
    functions,
  });
  __setSupabaseForTests(fake.client);
  await initSession();
  await waitFor(() => expect(useSession.getState().checkingRoles).toBe(false));
  await waitFor(() => expect(useSession.getState().status).toBe('signedIn'));
  render(
    <MemoryRouter initialEntries={['/admin']}>
      <DashboardPage />
    </MemoryRouter>,
  );
  return fake;
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

const change = (revision: number, table: string, recordId: string, title: string, operation: string, actor: string | null) => ({
  revision_id: revision,
  table_name: table,
  record_id: recordId,
  title,
  operation,
  actor_name: actor,
  changed_at: '2026-11-25T09:30:00Z',
});

test('"Naposledy upraveno" lists the latest change of each record as the database picks them, a deletion as such', async () => {
  const fake = await renderDashboardAs(editor, [], {
    recent_content_changes: () => ({
      data: [
        change(1334, 'blog_posts', 'p-gone', 'Dávka 100', 'delete', 'Erik Editor'),
        change(1300, 'modules', 'm-1', 'Účetnictví', 'update', 'Erik Editor'),
        change(1290, 'references', 'r-1', 'Pekárna Novák', 'insert', null),
        change(1280, 'pricing_plans', 'pp-1', 'Business', 'restore', 'Anna Admin'),
      ],
    }),
  });
  const list = await screen.findByRole('list', { name: 'Naposledy upravené položky' });
  expect(fake.rpcCalls.filter((call) => call.name === 'recent_content_changes')).toEqual([{ name: 'recent_content_changes', args: { max_count: 5 } }]);
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(4);

  // The deleted post is named and marked, with who deleted it; there is nothing left to open.
  expect(items[0]).toHaveTextContent('Dávka 100');
  expect(items[0]).toHaveTextContent(/Smazáno .+ · Erik Editor/);
  expect(within(items[0]!).queryByRole('link')).toBeNull();

  expect(within(items[1]!).getByRole('link', { name: 'Účetnictví' })).toHaveAttribute('href', '/admin/modules/edit/m-1');
  expect(items[1]).toHaveTextContent(/Upraveno .+ · Erik Editor/);
  expect(within(items[2]!).getByRole('link', { name: 'Pekárna Novák' })).toHaveAttribute('href', '/admin/references/r-1');
  expect(items[2]).toHaveTextContent(/Vytvořeno \S/);
  expect(items[2]).not.toHaveTextContent('·');
  expect(items[3]).toHaveTextContent(/Obnoveno .+ · Anna Admin/);
  expect(screen.queryByText('Zatím nikdo nic neupravil.')).not.toBeInTheDocument();
});

test('with no change recorded yet, the dashboard says so', async () => {
  await renderDashboardAs(editor, [], { recent_content_changes: () => ({ data: [] }) });
  expect(await screen.findByText('Zatím nikdo nic neupravil.')).toBeInTheDocument();
});

test('the dashboard shows what visitors searched for in the last 30 days', async () => {
  const fake = await renderDashboardAs(editor, [], {
    search_insights: () => ({ data: [{ list: 'zero_results', query: 'mzdy', language: 'cs', searches: 2, last_searched_at: '2026-11-25T09:30:00Z' }] }),
  });
  expect(screen.getByRole('heading', { name: 'Co návštěvníci hledají (30 dní)' })).toBeInTheDocument();
  expect(await screen.findByRole('list', { name: 'Hledání bez výsledku' })).toHaveTextContent('mzdyCS2×');
  expect(fake.rpcCalls).toContainEqual({ name: 'search_insights', args: { days: 30 } });
});
