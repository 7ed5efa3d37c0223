import { act, render, screen } from '@app/ui/testing';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { PublicInsertError } from '@app/content';
import { NewsletterBox } from './newsletter-box';

afterEach(() => {
  act(() => notifications.clean());
  jest.restoreAllMocks();
});

test('a bad address is refused before sending, with a clear message', async () => {
  const user = userEvent.setup();
  const subscribe = jest.fn(async () => undefined);
  render(<NewsletterBox locale="cs" subscribe={subscribe} />);
  await user.type(screen.getByLabelText('E-mail'), 'neni-email');
  await user.click(screen.getByRole('button', { name: 'Odebírat' }));
  expect(screen.getByText('Zadejte platnou e-mailovou adresu.')).toBeInTheDocument();
  expect(screen.getByLabelText('E-mail')).toHaveFocus();
  expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Zadejte platnou e-mailovou adresu.');
  expect(subscribe).not.toHaveBeenCalled();
  await user.type(screen.getByLabelText('E-mail'), '@example.com');
  expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
  expect(screen.getByLabelText('E-mail')).not.toHaveAccessibleDescription();
});

test('a good address is sent, thanked for and cleared', async () => {
  const user = userEvent.setup();
  const subscribe = jest.fn(async () => undefined);
  render(<NewsletterBox locale="cs" subscribe={subscribe} />);
  await user.type(screen.getByLabelText('E-mail'), ' ctenar@example.com ');
  await user.click(screen.getByRole('button', { name: 'Odebírat' }));
  expect(subscribe).toHaveBeenCalledWith('ctenar@example.com');
  expect(await screen.findByText('Děkujeme za přihlášení!')).toBeInTheDocument();
  expect(screen.getByLabelText('E-mail')).toHaveValue('');
});

test('an address the database refuses is reported on the field; other failures as a toast, keeping the address', async () => {
  const user = userEvent.setup();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const subscribe = jest
    .fn<Promise<void>, [string]>()
    .mockRejectedValueOnce(new PublicInsertError('check', '23514'))
    .mockRejectedValueOnce(new Error('offline'));
  render(<NewsletterBox locale="cs" subscribe={subscribe} />);
  await user.type(screen.getByLabelText('E-mail'), 'a@b.c');
  await user.click(screen.getByRole('button', { name: 'Odebírat' }));
  expect(await screen.findByText('Zadejte platnou e-mailovou adresu.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Odebírat' }));
  expect(await screen.findByText('Přihlášení k odběru se nezdařilo')).toBeInTheDocument();
  expect(screen.getByLabelText('E-mail')).toHaveValue('a@b.c');
});
