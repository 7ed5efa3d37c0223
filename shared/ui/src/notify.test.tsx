import { notifications } from '@mantine/notifications';
import { act, render, screen } from './testing';
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
