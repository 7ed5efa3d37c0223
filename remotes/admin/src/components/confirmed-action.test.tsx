import { act, render, screen, waitFor, within } from '@app/ui/testing';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { useConfirmedAction, type ConfirmedAction } from './confirmed-action';

type Request = Pick<ConfirmedAction, 'run' | 'onDone'> & Partial<ConfirmedAction>;

function DeleteButton({ request }: { request: Request }) {
  const confirm = useConfirmedAction();
  return (
    <>
      <button
        type="button"
        onClick={() =>
          confirm.ask({
            question: 'Opravdu chcete smazat tento článek?',
            subject: '„Jak ušetřit na fakturaci“',
            toastId: 'post-delete:1',
            success: 'Článek byl smazán',
            failure: { title: 'Chyba při mazání' },
            logAs: 'Deleting the post',
            ...request,
          })
        }
      >
        Smazat článek
      </button>
      {confirm.dialog}
    </>
  );
}

async function openDialog(request: Request) {
  render(<DeleteButton request={request} />);
  await userEvent.click(screen.getByRole('button', { name: 'Smazat článek' }));
  return screen.findByRole('dialog', { name: 'Opravdu chcete smazat tento článek?' });
}

afterEach(() => {
  act(() => notifications.clean());
  jest.restoreAllMocks();
});

test('asks with the question and what it deletes; "Zrušit" has the focus, Escape and "Zrušit" cancel without deleting', async () => {
  const run = jest.fn(async () => undefined);
  const dialog = await openDialog({ run });
  expect(within(dialog).getByText('„Jak ušetřit na fakturaci“')).toBeInTheDocument();
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Zrušit' })).toHaveFocus());

  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await userEvent.click(screen.getByRole('button', { name: 'Smazat článek' }));
  const again = await screen.findByRole('dialog', { name: 'Opravdu chcete smazat tento článek?' });
  await userEvent.click(within(again).getByRole('button', { name: 'Zrušit' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(run).not.toHaveBeenCalled();
});

test('keeps the focus inside the dialog', async () => {
  const dialog = await openDialog({ run: async () => undefined });
  const cancel = within(dialog).getByRole('button', { name: 'Zrušit' });
  await waitFor(() => expect(cancel).toHaveFocus());
  for (let i = 0; i < 4; i += 1) {
    await userEvent.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
  }
  await userEvent.tab({ shift: true });
  expect(dialog.contains(document.activeElement)).toBe(true);
});

test('"Smazat" deletes, shows the success toast and reloads the list', async () => {
  const run = jest.fn(async () => undefined);
  const onDone = jest.fn();
  const dialog = await openDialog({ run, onDone });
  const confirm = within(dialog).getByRole('button', { name: 'Smazat' });
  expect(confirm).toHaveAttribute('style', expect.stringContaining('red'));
  await userEvent.click(confirm);
  expect(await screen.findByText('Článek byl smazán')).toBeInTheDocument();
  expect(run).toHaveBeenCalledTimes(1);
  expect(onDone).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('a failed delete shows the server message under the failure title, and its retry replaces that toast', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let fail = true;
  const run = jest.fn(async () => {
    if (fail) throw { message: 'permission denied for table blog_posts' };
  });
  const onDone = jest.fn();
  const dialog = await openDialog({ run, onDone });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Smazat' }));
  expect(await screen.findByText('permission denied for table blog_posts')).toBeInTheDocument();
  expect(screen.getByText('Chyba při mazání')).toBeInTheDocument();
  expect(onDone).not.toHaveBeenCalled();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Smazat článek' }));
  const again = await screen.findByRole('dialog', { name: 'Opravdu chcete smazat tento článek?' });
  await userEvent.click(within(again).getByRole('button', { name: 'Smazat' }));
  expect(await screen.findByText('Článek byl smazán')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('permission denied for table blog_posts')).not.toBeInTheDocument());
});

test('a failure worded from the error', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const dialog = await openDialog({
    run: async () => {
      throw { message: 'Administrátora nelze odstranit ze systému.' };
    },
    failure: (error) => ({ title: 'Nelze smazat', message: (error as { message: string }).message }),
  });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Smazat' }));
  expect(await screen.findByText('Nelze smazat')).toBeInTheDocument();
  expect(screen.getByText('Administrátora nelze odstranit ze systému.')).toBeInTheDocument();
});
