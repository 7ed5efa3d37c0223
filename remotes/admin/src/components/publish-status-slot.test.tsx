import { act, render, screen, waitFor, within } from '@app/ui/testing';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { object, string } from 'yup';
import { __setSupabaseForTests } from '@app/supabase';
import { createFakeSupabase, type FakeSupabase } from '@app/supabase/testing';
import { useConfirmedDelete } from './confirmed-delete';
import { EntityEditor, type EntityEditorConfig } from './entity-editor';
import { FormTextInput } from './form-fields';
import { PublishStatusSlot } from './publish-status-slot';
import { stopFollowingPublish } from './publish-watch';

interface ItemValues {
  name: string;
  active: boolean;
}

const NEW_ID = '0b7e7b4c-3d0a-4f5e-8a9b-1c2d3e4f5a6b';
const LIVE = { state: 'live', changed_at: '2026-11-26T10:00:00Z', deleted: false, live_at: '2026-11-26T10:00:00.38Z', seconds_to_live: 0.38, error: null, failed_at: null };

const editor = (overrides: Partial<EntityEditorConfig<ItemValues>> = {}): EntityEditorConfig<ItemValues> => ({
  entity: 'the module',
  listPath: '/admin/modules',
  editPath: (id) => `/admin/modules/edit/${id}`,
  schema: object({ name: string().trim().required('Vyplňte název') }),
  empty: { name: '', active: true },
  load: async () => ({ values: { name: 'Fakturace', active: false }, version: '2026-11-25T09:30:00+00:00' }),
  create: async () => ({ id: NEW_ID, name_cs: 'Nový' }),
  update: async () => ({ id: 'ignored' }),
  labels: { title: 'Modul', back: 'Zpět na moduly', loading: 'Načítám modul...' },
  saved: { created: 'Modul byl vytvořen', updated: 'Modul byl aktualizován' },
  fields: () => <FormTextInput name="name" label="Název" />,
  publishing: { table: 'modules', pages: (values) => (values.active ? { page: 'modules' } : null) },
  ...overrides,
});

/** A list whose rows the site shows: a deletion is followed until the page is gone. */
function ModuleList() {
  const deletion = useConfirmedDelete<{ id: string }>({
    entity: 'module',
    question: 'Opravdu chcete smazat tento modul?',
    remove: async () => undefined,
    success: 'Modul byl smazán',
    onDeleted: () => undefined,
    publishing: { table: 'modules', scope: '/admin/modules' },
  });
  return (
    <>
      <h1>Moduly</h1>
      <button type="button" onClick={() => void deletion.run({ id: NEW_ID })}>
        Smazat modul
      </button>
    </>
  );
}

function renderAdmin(path: string, config: EntityEditorConfig<ItemValues>, state: object = LIVE): FakeSupabase {
  const fake = createFakeSupabase({ functions: { publish_state: () => ({ data: state }) } });
  __setSupabaseForTests(fake.client);
  const layout = (
    <>
      <PublishStatusSlot />
      <Outlet />
      <Link to="/admin/users">Uživatelé</Link>
    </>
  );
  const router = createMemoryRouter(
    [
      {
        element: layout,
        children: [
          { path: '/admin/modules', element: <ModuleList /> },
          { path: '/admin/modules/edit/:id', element: <EntityEditor config={config} /> },
          { path: '/admin/users', element: <h1>Uživatelé</h1> },
          { path: '/admin/settings', element: <EntityEditor config={config} /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return fake;
}

afterEach(() => {
  act(() => stopFollowingPublish());
  __setSupabaseForTests(null);
  act(() => notifications.clean());
  localStorage.clear();
});

test('a created record: the editor goes on at its new address and shows its publish state, read by the id the create returned, with the page in each language', async () => {
  const fake = renderAdmin('/admin/modules/edit/new', editor());
  await userEvent.type(screen.getByRole('textbox', { name: 'Název' }), 'Nový');
  await userEvent.click(screen.getByRole('button', { name: 'Uložit' }));

  const status = await screen.findByTestId('publish-status');
  await within(status).findByText('Živě na webu za 0,4 s');
  expect(within(status).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/moduly', '/en/modules', '/de/module']);
  expect(fake.rpcCalls.find((call) => call.name === 'publish_state')?.args).toEqual({ table_name: 'modules', record_id: NEW_ID });
  // The editor stays in the record, now at its own address (the one `load` reads it by).
  expect(await screen.findByRole('textbox', { name: 'Název' })).toHaveValue('Fakturace');
  expect(screen.queryByRole('heading', { name: 'Moduly' })).not.toBeInTheDocument();
});

test('an edited record is read by its id; leaving the section drops the status', async () => {
  const fake = renderAdmin('/admin/modules/edit/3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', editor());
  await userEvent.click(await screen.findByRole('button', { name: 'Uložit' }));
  const status = await screen.findByTestId('publish-status');
  // Saved inactive: not shown on the site.
  await within(status).findByText('Na webu se nezobrazuje.');
  expect(fake.rpcCalls.find((call) => call.name === 'publish_state')?.args).toEqual({
    table_name: 'modules',
    record_id: '3c1d2e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  });

  await userEvent.click(screen.getByRole('link', { name: 'Uživatelé' }));
  await screen.findByRole('heading', { name: 'Uživatelé' });
  await waitFor(() => expect(screen.queryByTestId('publish-status')).not.toBeInTheDocument());
});

test('a screen without public pages follows nothing after a save', async () => {
  const fake = renderAdmin('/admin/modules/edit/new', editor({ publishing: undefined }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Název' }), 'Nový');
  await userEvent.click(screen.getByRole('button', { name: 'Uložit' }));
  await screen.findByText('Modul byl vytvořen');
  await screen.findByDisplayValue('Fakturace');
  expect(screen.queryByTestId('publish-status')).not.toBeInTheDocument();
  expect(fake.rpcCalls.filter((call) => call.name === 'publish_state')).toEqual([]);
});

test('a deletion from a list is followed until the page is gone from the site', async () => {
  const fake = renderAdmin('/admin/modules', editor(), { ...LIVE, deleted: true });
  await userEvent.click(await screen.findByRole('button', { name: 'Smazat modul' }));
  const status = await screen.findByTestId('publish-status');
  await within(status).findByText('Odstraněno z webu za 0,4 s');
  expect(within(status).queryAllByRole('link')).toEqual([]);
  expect(fake.rpcCalls.find((call) => call.name === 'publish_state')?.args).toEqual({ table_name: 'modules', record_id: NEW_ID });
});

test('a screen that stays after a save (the settings) shows the status itself, for the record it names (the contact info)', async () => {
  const settings = editor({
    recordId: 'settings',
    listPath: '/admin',
    stayAfterSave: (values) => values,
    publishing: { table: 'site_settings', recordId: 'contact_info', pages: () => ({ page: 'contact' }) },
  });
  const fake = renderAdmin('/admin/settings', settings);
  await userEvent.click(await screen.findByRole('button', { name: 'Uložit' }));
  const status = await screen.findByTestId('publish-status');
  await within(status).findByText('Živě na webu za 0,4 s');
  expect(screen.getByRole('textbox', { name: 'Název' })).toBeInTheDocument();
  expect(within(status).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/kontakt', '/en/contact', '/de/kontakt']);
  expect(fake.rpcCalls.find((call) => call.name === 'publish_state')?.args).toEqual({ table_name: 'site_settings', record_id: 'contact_info' });

  // Its scope is the screen itself, not everything under the path it would return to.
  await userEvent.click(screen.getByRole('link', { name: 'Uživatelé' }));
  await screen.findByRole('heading', { name: 'Uživatelé' });
  await waitFor(() => expect(screen.queryByTestId('publish-status')).not.toBeInTheDocument());
});
