import { useState } from 'react';
import { act, render, screen, waitFor, within } from '@app/ui/testing';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { __setSupabaseForTests } from '@app/supabase';
import { createFakeSupabase } from '@app/supabase/testing';
import { useConfirmedDelete, type ConfirmedDeleteOptions } from './confirmed-delete';

interface Post {
  id: string;
  title: string;
}

/** Stands in for a table: the list reads it, a delete removes from it unless the server refuses. */
function createTable(rows: Post[]) {
  let stored = [...rows];
  const remove = jest.fn(async (_client: unknown, post: Post) => {
    if (post.title.startsWith('Chráněný')) throw { message: 'permission denied for table blog_posts' };
    stored = stored.filter((row) => row.id !== post.id);
  });
  return { remove, read: () => stored };
}

type Overrides = Partial<ConfirmedDeleteOptions<Post>>;

function PostList({ table, overrides }: { table: ReturnType<typeof createTable>; overrides: Overrides }) {
  const [rows, setRows] = useState(table.read);
  const deletion = useConfirmedDelete<Post>({
    entity: 'post',
    question: 'Opravdu chcete smazat tento článek?',
    subject: (post) => `„${post.title}“`,
    remove: table.remove,
    success: 'Článek byl smazán',
    onDeleted: () => setRows(table.read()),
    ...overrides,
  });
  return (
    <>
      <ul aria-label="Články">
        {rows.map((post) => (
          <li key={post.id}>
            {post.title}
            <button type="button" onClick={() => deletion.ask(post)}>
              Smazat: {post.title}
            </button>
            <button type="button" onClick={() => void deletion.run(post)}>
              Smazat hned: {post.title}
            </button>
          </li>
        ))}
      </ul>
      {deletion.dialog}
    </>
  );
}

function renderList(rows: Post[], overrides: Overrides = {}) {
  const table = createTable(rows);
  render(<PostList table={table} overrides={overrides} />);
  return table;
}

const listed = () => within(screen.getByRole('list', { name: 'Články' })).queryAllByRole('listitem').map((item) => item.firstChild?.textContent);

beforeEach(() => __setSupabaseForTests(createFakeSupabase().client));
afterEach(() => {
  __setSupabaseForTests(null);
  act(() => notifications.clean());
  jest.restoreAllMocks();
});

test('confirmed: the dialog names the row, "Smazat" deletes it, the success toast shows and the list reloads without it', async () => {
  const table = renderList([
    { id: 'p1', title: 'Jak ušetřit na fakturaci' },
    { id: 'p2', title: 'Sklad bez papíru' },
  ]);
  await userEvent.click(screen.getByRole('button', { name: 'Smazat: Jak ušetřit na fakturaci' }));
  const dialog = await screen.findByRole('dialog', { name: 'Opravdu chcete smazat tento článek?' });
  expect(dialog).toHaveTextContent('„Jak ušetřit na fakturaci“');
  expect(table.remove).not.toHaveBeenCalled();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Smazat' }));
  expect(await screen.findByText('Článek byl smazán')).toBeInTheDocument();
  expect(screen.getByText('Úspěch')).toBeInTheDocument();
  expect(table.remove).toHaveBeenCalledTimes(1);
  expect(table.remove).toHaveBeenCalledWith(expect.anything(), { id: 'p1', title: 'Jak ušetřit na fakturaci' });
  await waitFor(() => expect(listed()).toEqual(['Sklad bez papíru']));
});

test('"Zrušit" deletes nothing', async () => {
  const table = renderList([{ id: 'p1', title: 'Jak ušetřit na fakturaci' }]);
  await userEvent.click(screen.getByRole('button', { name: 'Smazat: Jak ušetřit na fakturaci' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Zrušit' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(table.remove).not.toHaveBeenCalled();
  expect(listed()).toEqual(['Jak ušetřit na fakturaci']);
});

test('a refused delete shows "Chyba při mazání" with the server message and keeps the row', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const table = renderList([{ id: 'p1', title: 'Chráněný článek' }]);
  await userEvent.click(screen.getByRole('button', { name: 'Smazat: Chráněný článek' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Smazat' }));

  expect(await screen.findByText('Chyba při mazání')).toBeInTheDocument();
  expect(screen.getByText('permission denied for table blog_posts')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.queryByText('Článek byl smazán')).not.toBeInTheDocument();
  expect(table.remove).toHaveBeenCalledTimes(1);
  expect(listed()).toEqual(['Chráněný článek']);
});

test('a list can word the failure itself and ask a question per row', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderList([{ id: 'p1', title: 'Chráněný článek' }], {
    question: (post) => `Opravdu chcete smazat ${post.title}?`,
    failure: { title: 'Chyba', message: 'Nepodařilo se smazat článek' },
  });
  await userEvent.click(screen.getByRole('button', { name: 'Smazat: Chráněný článek' }));
  const dialog = await screen.findByRole('dialog', { name: 'Opravdu chcete smazat Chráněný článek?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Smazat' }));
  expect(await screen.findByText('Nepodařilo se smazat článek')).toBeInTheDocument();
  expect(screen.queryByText('permission denied for table blog_posts')).not.toBeInTheDocument();
});

test('run deletes at once (the screen asked in its own dialog) with the same toasts', async () => {
  const table = renderList([{ id: 'p1', title: 'Jak ušetřit na fakturaci' }]);
  await userEvent.click(screen.getByRole('button', { name: 'Smazat hned: Jak ušetřit na fakturaci' }));
  expect(await screen.findByText('Článek byl smazán')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(table.remove).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(listed()).toEqual([]));
});
