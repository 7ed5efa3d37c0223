import { act, render, screen, waitFor, within } from '@app/ui/testing';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { __setSupabaseForTests } from '@app/supabase';
import { createFakeSupabase } from '@app/supabase/testing';
import { FormTextInput } from './form-fields';
import { SaveConflictDialog } from './save-conflict-dialog';
import { useEntityForm, type EntityFormOptions } from './use-entity-form';

interface ItemValues {
  name: string;
}

const EMPTY_ITEM: ItemValues = { name: '' };

/** Stands in for a table: what the screen loads and saves, refusing saves over a newer version as the database does. */
function createStore(rows: Record<string, string>, failWith?: { code?: string; message: string }) {
  let failure = failWith;
  const saved: { id: string | null; name: string }[] = [];
  const versions: Record<string, number> = {};
  // Versions are update times, as updated_at is: 09:30 UTC, then a minute later per save.
  const versionOf = (id: string) => `2026-11-25T09:${29 + (versions[id] ?? 1)}:00+00:00`;
  const options: Pick<EntityFormOptions<ItemValues>, 'load' | 'create' | 'update'> = {
    load: async (_client, id) => {
      const name = rows[id];
      if (name === undefined) throw { code: 'PGRST116', message: 'Záznam neexistuje' };
      return { values: { name }, version: versionOf(id) };
    },
    create: async (_client, values) => {
      if (failure) throw failure;
      saved.push({ id: null, name: values.name });
      const id = `item-${Object.keys(rows).length + 100}`;
      rows[id] = values.name;
      return { id };
    },
    update: async (_client, id, values, baseVersion) => {
      if (failure) throw failure;
      if (baseVersion !== versionOf(id)) {
        throw { code: 'PT409', message: 'stale', details: JSON.stringify({ updated_at: versionOf(id), changed_by: 'Alena Adminová' }) };
      }
      rows[id] = values.name;
      versions[id] = (versions[id] ?? 1) + 1;
      saved.push({ id, name: values.name });
    },
  };
  /** Someone else saves the row meanwhile. */
  const changeElsewhere = (id: string, name: string) => {
    rows[id] = name;
    versions[id] = (versions[id] ?? 1) + 1;
  };
  /** The cause of the failures is gone: the next saves go through. */
  const recover = () => {
    failure = undefined;
  };
  return { saved, options, changeElsewhere, recover };
}

type ScreenOptions = Pick<EntityFormOptions<ItemValues>, 'stayOnLoadFailure' | 'loadFailureToast' | 'saveFailureToast'>;

function ItemFormPage({ store, options }: { store: ReturnType<typeof createStore>; options: ScreenOptions }) {
  const form = useEntityForm<ItemValues>({
    entity: 'the item',
    listPath: '/items',
    empty: EMPTY_ITEM,
    ...store.options,
    saved: { created: 'Položka byla vytvořena', updated: 'Položka byla aktualizována' },
    ...options,
  });
  if (form.status === 'loading') return <p>Načítám...</p>;
  if (form.status === 'failed') return <p data-testid="load-error">{form.error}</p>;
  return (
    <>
      <Formik key={form.formKey} initialValues={form.values} onSubmit={form.submit}>
        <Form>
          <h1>{form.isNew ? 'Nová položka' : 'Upravit položku'}</h1>
          <FormTextInput name="name" label="Název" />
          <button type="submit">Uložit</button>
          <button type="button" onClick={form.backToList}>
            Zrušit
          </button>
        </Form>
      </Formik>
      <SaveConflictDialog form={form} />
    </>
  );
}

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderScreen(path: string, store: ReturnType<typeof createStore>, options: ScreenOptions = {}) {
  render(
    <MemoryRouter initialEntries={['/items', path]} initialIndex={1}>
      <Routes>
        <Route path="/items" element={<h1>Seznam položek</h1>} />
        <Route path="/items/:id" element={<ItemFormPage store={store} options={options} />} />
      </Routes>
      <CurrentPath />
    </MemoryRouter>,
  );
}

const currentPath = () => screen.getByTestId('path').textContent;
const nameInput = () => screen.getByRole('textbox', { name: 'Název' });

beforeEach(() => __setSupabaseForTests(createFakeSupabase().client));
afterEach(() => {
  __setSupabaseForTests(null);
  // Toasts outlive a test; the queue holds only a few.
  act(() => notifications.clean());
});

test('id "new" shows the empty form at once; creating toasts and goes on editing the record at its own address', async () => {
  const store = createStore({});
  renderScreen('/items/new', store);
  expect(screen.getByRole('heading', { name: 'Nová položka' })).toBeInTheDocument();
  expect(nameInput()).toHaveValue('');

  await userEvent.type(nameInput(), 'Sklad');
  await userEvent.click(screen.getByRole('button', { name: 'Uložit' }));

  expect(await screen.findByText('Úspěch')).toBeInTheDocument();
  expect(await screen.findByText('Položka byla vytvořena')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Upravit položku' })).toBeInTheDocument();
  expect(currentPath()).toBe('/items/item-100');
  expect(nameInput()).toHaveValue('Sklad');
  expect(store.saved).toEqual([{ id: null, name: 'Sklad' }]);
});

test('an existing id loads its values; saving updates that row and stays in it, so the next save goes through too', async () => {
  const store = createStore({ 'item-7': 'Fakturace' });
  renderScreen('/items/item-7', store);
  expect(screen.getByText('Načítám...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Upravit položku' })).toBeInTheDocument();
  expect(nameInput()).toHaveValue('Fakturace');

  await userEvent.type(nameInput(), ' 2');
  await userEvent.click(screen.getByRole('button', { name: 'Uložit' }));

  expect(await screen.findByText('Položka byla aktualizována')).toBeInTheDocument();
  expect(currentPath()).toBe('/items/item-7');
  await waitFor(() => expect(nameInput()).toHaveValue('Fakturace 2'));
  act(() => notifications.clean());

  // Based on the version the first save made, not the one first loaded: no conflict with itself.
  await userEvent.type(nameInput(), '!');
  await userEvent.click(screen.getByRole('button', { name: 'Uložit' }));
  expect(await screen.findByText('Položka byla aktualizována')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(store.saved).toEqual([
    { id: 'item-7', name: 'Fakturace 2' },
    { id: 'item-7', name: 'Fakturace 2!' },
  ]);
});

test('a failed save keeps the form as typed and shows the server message under "Chyba při ukládání"', async () => {
  const store = createStore({}, { message: 'permission denied for table items' });
  renderScreen('/items/new', store);
  await userEvent.type(nameInput(), 'Sklad');
  await userEvent.click(screen.getByRole('button', { name: 'Uložit' }));

  expect(await screen.findByText('Chyba při ukládání')).toBeInTheDocument();
  expect(await screen.findByText('permission denied for table items')).toBeInTheDocument();
  expect(currentPath()).toBe('/items/new');
  expect(nameInput()).toHaveValue('Sklad');
  expect(screen.getByRole('button', { name: 'Uložit' })).toBeEnabled();
});

test("a successful retry's toast replaces the failed save's: only the success is left", async () => {
  const store = createStore({}, { message: 'duplicate key value violates unique constraint' });
  renderScreen('/items/new', store);
  await userEvent.type(nameInput(), 'Sklad');
  await userEvent.click(screen.getByRole('button', { name: 'Uložit' }));
  expect(await screen.findByText('duplicate key value violates unique constraint')).toBeInTheDocument();

  store.recover();
  await userEvent.click(screen.getByRole('button', { name: 'Uložit' }));
  expect(await screen.findByText('Položka byla vytvořena')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Chyba při ukládání')).not.toBeInTheDocument());
  expect(screen.queryByText('duplicate key value violates unique constraint')).not.toBeInTheDocument();
});

test('a screen can word the save failure toast itself', async () => {
  const store = createStore({}, { code: '23505', message: 'duplicate key value' });
  renderScreen('/items/new', store, {
    saveFailureToast: (error, isNew) => ({
      title: 'Chyba',
      message: `${isNew ? 'Nový' : 'Upravený'}: ${(error as { code: string }).code}`,
    }),
  });
  await userEvent.click(screen.getByRole('button', { name: 'Uložit' }));
  expect(await screen.findByText('Nový: 23505')).toBeInTheDocument();
  expect(await screen.findByText('Chyba')).toBeInTheDocument();
  expect(screen.queryByText('duplicate key value')).not.toBeInTheDocument();
});

test('a failed load toasts and returns to the list', async () => {
  const store = createStore({});
  renderScreen('/items/missing', store, { loadFailureToast: { title: 'Chyba', message: 'Nepodařilo se načíst položku' } });
  expect(await screen.findByRole('heading', { name: 'Seznam položek' })).toBeInTheDocument();
  expect(await screen.findByText('Nepodařilo se načíst položku')).toBeInTheDocument();
  expect(currentPath()).toBe('/items');
});

test('with stayOnLoadFailure a failed load stays on the screen with the server message', async () => {
  const store = createStore({});
  renderScreen('/items/missing', store, { stayOnLoadFailure: true });
  expect(await screen.findByTestId('load-error')).toHaveTextContent('Záznam neexistuje');
  expect(await screen.findByText('Chyba při načítání')).toBeInTheDocument();
  expect(currentPath()).toBe('/items/missing');
});

test('cancel returns to the list', async () => {
  renderScreen('/items/new', createStore({}));
  await userEvent.click(screen.getByRole('button', { name: 'Zrušit' }));
  await waitFor(() => expect(currentPath()).toBe('/items'));
});

describe('someone else saved the record after it was opened', () => {
  async function openAndEditWhileSomeoneSaves(store: ReturnType<typeof createStore>) {
    renderScreen('/items/item-3', store);
    expect(await screen.findByRole('heading', { name: 'Upravit položku' })).toBeInTheDocument();
    store.changeElsewhere('item-3', 'Jejich název');
    await userEvent.clear(nameInput());
    await userEvent.type(nameInput(), 'Můj název');
    await userEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    return screen.findByRole('dialog', { name: 'Záznam mezitím změnil někdo jiný' });
  }

  test('the save is refused with who saved and when; the typed values stay', async () => {
    const store = createStore({ 'item-3': 'Původní' });
    const dialog = await openAndEditWhileSomeoneSaves(store);
    expect(dialog).toHaveTextContent('Alena Adminová ho uložil(a) 25. 11. 2026 10:31');
    expect(store.saved).toEqual([]);
    expect(nameInput()).toHaveValue('Můj název');
    expect(currentPath()).toBe('/items/item-3');
  });

  test('"Ponechat moji verzi" saves the typed values over the current version', async () => {
    const store = createStore({ 'item-3': 'Původní' });
    const dialog = await openAndEditWhileSomeoneSaves(store);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ponechat moji verzi' }));
    expect(await screen.findByText('Položka byla aktualizována')).toBeInTheDocument();
    expect(store.saved).toEqual([{ id: 'item-3', name: 'Můj název' }]);
    expect(currentPath()).toBe('/items/item-3');
    await waitFor(() => expect(nameInput()).toHaveValue('Můj název'));
  });

  test('"Načíst aktuální verzi" shows their version, and a save from it goes through', async () => {
    const store = createStore({ 'item-3': 'Původní' });
    const dialog = await openAndEditWhileSomeoneSaves(store);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Načíst aktuální verzi' }));
    await waitFor(() => expect(nameInput()).toHaveValue('Jejich název'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.type(nameInput(), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    expect(await screen.findByText('Položka byla aktualizována')).toBeInTheDocument();
    expect(store.saved).toEqual([{ id: 'item-3', name: 'Jejich název!' }]);
  });
});
