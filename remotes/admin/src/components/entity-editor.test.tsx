import { act, render, screen, waitFor, within } from '@app/ui/testing';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { object, string } from 'yup';
import { __setSupabaseForTests } from '@app/supabase';
import { createFakeSupabase } from '@app/supabase/testing';
import { FormTextInput } from './form-fields';
import { EntityEditor, type EntityEditorConfig } from './entity-editor';

interface ItemValues {
  name: string;
}

/** A call the test answers when it chooses, so the states in between can be seen. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const EMPTY_ITEM: ItemValues = { name: '' };

function itemEditor(overrides: Partial<EntityEditorConfig<ItemValues>> = {}): EntityEditorConfig<ItemValues> {
  return {
    entity: 'the item',
    listPath: '/items',
    history: 'modules',
    schema: object({ name: string().trim().required('Vyplňte název') }),
    empty: EMPTY_ITEM,
    load: async () => ({ values: { name: 'Fakturace' }, version: '2026-11-25T09:30:00+00:00' }),
    create: async () => undefined,
    update: async () => undefined,
    labels: {
      title: { create: 'Nová položka', edit: 'Upravit položku' },
      back: 'Zpět na položky',
      loading: 'Načítám položku...',
    },
    saved: { created: 'Položka byla vytvořena', updated: 'Položka byla aktualizována' },
    invalidSubmit: { message: 'Zkontrolujte zvýrazněná pole.' },
    fields: () => <FormTextInput name="name" label="Název" />,
    ...overrides,
  };
}

function renderEditor(path: string, config: EntityEditorConfig<ItemValues>) {
  const router = createMemoryRouter(
    [
      { path: '/items', element: <h1>Seznam položek</h1> },
      { path: '/items/:id', element: <EntityEditor config={config} /> },
      { path: '/settings', element: <EntityEditor config={config} /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const nameInput = () => screen.getByRole('textbox', { name: 'Název' });

beforeEach(() => __setSupabaseForTests(createFakeSupabase().client));
afterEach(() => {
  __setSupabaseForTests(null);
  act(() => notifications.clean());
  localStorage.clear();
});

test('an existing record: the header and the loading state first, then the form with the loaded values and "Historie"', async () => {
  const load = deferred<{ values: ItemValues; version: string }>();
  renderEditor('/items/item-7', itemEditor({ load: () => load.promise }));

  expect(screen.getByRole('heading', { name: 'Upravit položku' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Zpět na položky/ })).toHaveAttribute('href', '/items');
  expect(screen.getByRole('status')).toHaveTextContent('Načítám položku...');
  expect(screen.queryByRole('textbox', { name: 'Název' })).not.toBeInTheDocument();
  expect(document.title).toBe('Upravit položku · Administrace');

  await act(async () => load.resolve({ values: { name: 'Fakturace' }, version: '2026-11-25T09:30:00+00:00' }));
  expect(await screen.findByRole('textbox', { name: 'Název' })).toHaveValue('Fakturace');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Historie' })).toBeInTheDocument();
  expect(within(screen.getByTestId('form-actions')).getAllByRole('button').map((button) => button.textContent)).toEqual(['Zrušit', 'Uložit']);
});

test('a new record shows the empty form at once, without "Historie"', () => {
  renderEditor('/items/new', itemEditor());
  expect(screen.getByRole('heading', { name: 'Nová položka' })).toBeInTheDocument();
  expect(nameInput()).toHaveValue('');
  expect(screen.queryByRole('button', { name: 'Historie' })).not.toBeInTheDocument();
});

test('saving: the button reads "Ukládám..." meanwhile, then the success toast, and the editor stays in the record', async () => {
  const saving = deferred();
  const update = jest.fn(() => saving.promise);
  const load = jest.fn(async () => ({ values: { name: update.mock.calls.length ? 'Fakturace 2' : 'Fakturace' }, version: '2026-11-25T09:30:00+00:00' }));
  const router = renderEditor('/items/item-7', itemEditor({ load, update }));
  await userEvent.type(await screen.findByRole('textbox', { name: 'Název' }), ' 2');
  await userEvent.click(screen.getByRole('button', { name: 'Uložit' }));

  expect(await screen.findByRole('button', { name: 'Ukládám...' })).toBeDisabled();
  expect(update).toHaveBeenCalledWith(expect.anything(), 'item-7', { name: 'Fakturace 2' }, '2026-11-25T09:30:00+00:00');
  await act(async () => saving.resolve());

  expect(await screen.findByText('Položka byla aktualizována')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/items/item-7');
  await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  expect(await screen.findByRole('textbox', { name: 'Název' })).toHaveValue('Fakturace 2');
  expect(screen.queryByRole('heading', { name: 'Seznam položek' })).not.toBeInTheDocument();
  // Saved: nothing unsaved to ask about.
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a failed save keeps the form as typed, with the failure toast and the save button back', async () => {
  const create = jest.fn(async () => {
    throw { message: 'permission denied for table items' };
  });
  const router = renderEditor('/items/new', itemEditor({ create }));
  await userEvent.type(nameInput(), 'Sklad');
  await userEvent.click(screen.getByRole('button', { name: 'Uložit' }));

  expect(await screen.findByText('Chyba při ukládání')).toBeInTheDocument();
  expect(screen.getByText('permission denied for table items')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/items/new');
  expect(nameInput()).toHaveValue('Sklad');
  expect(screen.getByRole('button', { name: 'Uložit' })).toBeEnabled();
});

test('a submit stopped by the schema saves nothing: the message at the field and the invalid-submit toast', async () => {
  const create = jest.fn(async () => undefined);
  renderEditor('/items/new', itemEditor({ create }));
  await userEvent.click(screen.getByRole('button', { name: 'Uložit' }));
  expect(await screen.findByText('Vyplňte název')).toBeInTheDocument();
  expect(await screen.findByText('Zkontrolujte zvýrazněná pole.')).toBeInTheDocument();
  expect(create).not.toHaveBeenCalled();
});

test('leaving with unsaved changes asks first, by "Zrušit" and by the back link; an untouched form leaves at once', async () => {
  const router = renderEditor('/items/new', itemEditor());
  await userEvent.type(nameInput(), 'Sklad');

  await userEvent.click(screen.getByRole('button', { name: 'Zrušit' }));
  const dialog = await screen.findByRole('dialog', { name: 'Neuložené změny' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Zůstat' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(router.state.location.pathname).toBe('/items/new');
  expect(nameInput()).toHaveValue('Sklad');

  await userEvent.click(screen.getByRole('link', { name: /Zpět na položky/ }));
  await userEvent.click(await screen.findByRole('button', { name: 'Odejít bez uložení' }));
  expect(await screen.findByRole('heading', { name: 'Seznam položek' })).toBeInTheDocument();

  await act(() => router.navigate('/items/new'));
  await userEvent.click(await screen.findByRole('button', { name: 'Zrušit' }));
  expect(await screen.findByRole('heading', { name: 'Seznam položek' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a save refused because someone else saved first opens the conflict dialog; the typed values stay', async () => {
  const update = jest.fn(async () => {
    throw { code: 'PT409', message: 'stale', details: JSON.stringify({ updated_at: '2026-11-25T09:31:00+00:00', changed_by: 'Alena Adminová' }) };
  });
  renderEditor('/items/item-7', itemEditor({ update }));
  await userEvent.clear(await screen.findByRole('textbox', { name: 'Název' }));
  await userEvent.type(nameInput(), 'Můj název');
  await userEvent.click(screen.getByRole('button', { name: 'Uložit' }));
  expect(await screen.findByRole('dialog', { name: 'Záznam mezitím změnil někdo jiný' })).toHaveTextContent('Alena Adminová');
  expect(nameInput()).toHaveValue('Můj název');
});

describe('a screen of one fixed record (the settings)', () => {
  const fixed = (overrides: Partial<EntityEditorConfig<ItemValues>>) =>
    itemEditor({
      recordId: 'settings',
      listPath: '/items',
      empty: undefined,
      create: undefined,
      history: undefined,
      labels: { title: 'Nastavení', back: 'Zpět na přehled', loading: 'Načítám nastavení...', loadFailed: 'Nepodařilo se načíst nastavení.', submit: 'Uložit nastavení', cancel: null },
      ...overrides,
    });

  test('loads its record, has no cancel button, and a save stays with the form reset to what stayAfterSave returns', async () => {
    const update = jest.fn(async () => undefined);
    const load = jest.fn(async () => ({ values: { name: 'Fakturace' } }));
    const router = renderEditor('/settings', fixed({ load, update, stayAfterSave: (saved) => ({ name: saved.name.trim() }) }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Název' }), ' s.r.o.  ');
    expect(load).toHaveBeenCalledWith(expect.anything(), 'settings');
    expect(screen.queryByRole('button', { name: 'Zrušit' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Uložit nastavení' }));
    expect(await screen.findByText('Položka byla aktualizována')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith(expect.anything(), 'settings', { name: 'Fakturace s.r.o.  ' }, '');
    expect(router.state.location.pathname).toBe('/settings');
    await waitFor(() => expect(nameInput()).toHaveValue('Fakturace s.r.o.'));
    // Saved: leaving asks nothing.
    await act(() => router.navigate('/items'));
    expect(await screen.findByRole('heading', { name: 'Seznam položek' })).toBeInTheDocument();
  });

  test('a failed load stays on the screen with its alert, and "Zkusit znovu" loads again', async () => {
    let attempts = 0;
    const load = jest.fn(async () => {
      attempts += 1;
      if (attempts === 1) throw { message: 'connection refused' };
      return { values: { name: 'Fakturace' } };
    });
    renderEditor('/settings', fixed({ load, stayOnLoadFailure: true }));
    // The toast and the alert that stays on the screen.
    const alert = (await screen.findAllByRole('alert')).find((element) => element.textContent?.includes('Zkusit znovu'))!;
    expect(alert).toHaveTextContent('Nepodařilo se načíst nastavení.');
    expect(alert).toHaveTextContent('connection refused');
    expect(screen.getByText('Chyba při načítání')).toBeInTheDocument();

    await userEvent.click(within(alert).getByRole('button', { name: 'Zkusit znovu' }));
    expect(await screen.findByRole('textbox', { name: 'Název' })).toHaveValue('Fakturace');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
