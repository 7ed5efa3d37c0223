import { notifications } from '@mantine/notifications';
import { act, render, screen, waitFor } from './testing';
import { notify } from './notify';

afterEach(() => {
  act(() => notifications.clean());
});

test('an error toast shows its title and message in red', async () => {
  render(<p>page</p>);
  act(() => notify({ title: 'Chyba při přihlášení', message: 'Invalid login credentials', kind: 'error' }));

  const title = await screen.findByText('Chyba při přihlášení');
  expect(screen.getByText('Invalid login credentials')).toBeInTheDocument();
  const toast = title.closest('.mantine-Notification-root');
  expect(toast).not.toBeNull();
  expect(toast?.getAttribute('style') ?? '').toContain('--mantine-color-red');
});

test('a success toast uses the success colour', async () => {
  render(<p>page</p>);
  act(() => notify({ title: 'Odhlášení úspěšné', message: 'Byli jste úspěšně odhlášeni.', kind: 'success' }));

  const toast = (await screen.findByText('Odhlášení úspěšné')).closest('.mantine-Notification-root');
  expect(toast?.getAttribute('style') ?? '').toContain('--mantine-color-green');
});

const shownTitles = () => Array.from(document.querySelectorAll('.mantine-Notification-title'), (node) => node.textContent);

test("a finished action's toast replaces that action's earlier one: the successful retry stands alone", async () => {
  render(<p>page</p>);
  act(() => notify({ id: 'save:post', kind: 'error', title: 'Chyba při ukládání', message: 'duplicate key value' }));
  await screen.findByText('Chyba při ukládání');

  act(() => notify({ id: 'save:post', kind: 'success', title: 'Úspěch', message: 'Článek byl aktualizován' }));
  await screen.findByText('Článek byl aktualizován');
  await waitFor(() => expect(shownTitles()).toEqual(['Úspěch']));
});

test('a repeated failure of the same action shows its latest message only', async () => {
  render(<p>page</p>);
  act(() => notify({ id: 'save:settings', kind: 'error', title: 'Chyba při ukládání', message: 'první pokus' }));
  await screen.findByText('první pokus');
  act(() => notify({ id: 'save:settings', kind: 'error', title: 'Chyba při ukládání', message: 'druhý pokus' }));
  await screen.findByText('druhý pokus');
  await waitFor(() => expect(screen.queryByText('první pokus')).not.toBeInTheDocument());
  expect(shownTitles()).toEqual(['Chyba při ukládání']);
});

test('toasts of different actions, or of none, stay side by side', async () => {
  render(<p>page</p>);
  act(() => notify({ id: 'delete:a', kind: 'error', title: 'Chyba při mazání', message: 'A' }));
  act(() => notify({ id: 'delete:b', kind: 'success', title: 'Úspěch', message: 'B' }));
  act(() => notify({ kind: 'info', title: 'Bez akce', message: 'C' }));
  await screen.findByText('C');
  expect(screen.getByText('A')).toBeInTheDocument();
  expect(screen.getByText('B')).toBeInTheDocument();
});

test('an action whose toast was closed shows its next toast as usual', async () => {
  render(<p>page</p>);
  act(() => notify({ id: 'save:module', kind: 'error', title: 'Chyba při ukládání', message: 'nejprve chyba' }));
  await screen.findByText('nejprve chyba');
  act(() => notifications.clean());
  await waitFor(() => expect(screen.queryByText('nejprve chyba')).not.toBeInTheDocument());

  act(() => notify({ id: 'save:module', kind: 'success', title: 'Úspěch', message: 'Modul byl uložen' }));
  await screen.findByText('Modul byl uložen');
});
