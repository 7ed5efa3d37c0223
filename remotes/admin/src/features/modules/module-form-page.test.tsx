import { render, screen, waitFor, within } from '@app/ui/testing';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { ModuleFormPage } from './module-form-page';

function renderNewModuleForm() {
  const router = createMemoryRouter(
    [
      { path: '/admin/modules/new', element: <ModuleFormPage /> },
      { path: '/admin/modules', element: <h1>Seznam modulů</h1> },
    ],
    { initialEntries: ['/admin/modules/new'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

test('saving without the Czech name and description shows the required-fields message and stays', async () => {
  const router = renderNewModuleForm();
  await userEvent.type(screen.getByRole('textbox', { name: 'Název (EN)' }), 'Warehouse');
  await userEvent.click(screen.getByRole('button', { name: 'Vytvořit modul' }));
  const messages = await screen.findAllByText('Vyplňte povinná pole (název a popis v češtině)');
  expect(messages.length).toBeGreaterThanOrEqual(2);
  expect(router.state.location.pathname).toBe('/admin/modules/new');
});

test('a feature row can be removed only while more than one row exists', async () => {
  renderNewModuleForm();
  const czech = screen.getByRole('region', { name: 'Popis a funkce – Česky' });
  expect(within(czech).queryByRole('button', { name: /^Odebrat/ })).not.toBeInTheDocument();

  await userEvent.click(within(czech).getByRole('button', { name: '+ Přidat funkci' }));
  await userEvent.type(within(czech).getByRole('textbox', { name: 'Funkce (CZ) 2' }), 'Inventura');
  expect(within(czech).getAllByRole('button', { name: /^Odebrat/ })).toHaveLength(2);

  await userEvent.click(within(czech).getByRole('button', { name: 'Odebrat: Funkce (CZ) 1' }));
  expect(within(czech).getByRole('textbox', { name: 'Funkce (CZ) 1' })).toHaveValue('Inventura');
  expect(within(czech).queryByRole('button', { name: /^Odebrat/ })).not.toBeInTheDocument();
});

test('leaving with unsaved changes asks first', async () => {
  const router = renderNewModuleForm();
  await userEvent.type(screen.getByRole('textbox', { name: /^Název \(CZ\)/ }), 'Sklad');
  await userEvent.click(screen.getByRole('button', { name: 'Zrušit' }));

  const dialog = await screen.findByRole('dialog', { name: 'Neuložené změny' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Zůstat' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(router.state.location.pathname).toBe('/admin/modules/new');
  expect(screen.getByRole('textbox', { name: /^Název \(CZ\)/ })).toHaveValue('Sklad');

  await userEvent.click(screen.getByRole('button', { name: 'Zrušit' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Odejít bez uložení' }));
  expect(await screen.findByRole('heading', { name: 'Seznam modulů' })).toBeInTheDocument();
});

test('an untouched form leaves without asking', async () => {
  renderNewModuleForm();
  await userEvent.click(screen.getByRole('button', { name: 'Zrušit' }));
  expect(await screen.findByRole('heading', { name: 'Seznam modulů' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
