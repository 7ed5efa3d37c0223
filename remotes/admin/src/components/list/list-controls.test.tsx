import { render, screen } from '@app/ui/testing';
import userEvent from '@testing-library/user-event';
import type { ListPage } from '@app/content';
import { ListBody, ListFilter, ListToolbar } from './list-controls';
import type { ListState } from './use-list-state';
import type { ListPageState } from './use-list-page';

function listState(change: Partial<ListState> = {}): ListState {
  return {
    query: { search: '', filters: {}, sort: { column: 'created_at', direction: 'desc' }, page: 1, pageSize: 25 },
    narrowed: false,
    setSearch: jest.fn(),
    setFilter: jest.fn(),
    toggleSort: jest.fn(),
    setSort: jest.fn(),
    setPage: jest.fn(),
    setPageSize: jest.fn(),
    clear: jest.fn(),
    ...change,
  };
}

function pageState(page: ListPage<string> | null, change: Partial<ListPageState<ListPage<string>>> = {}): ListPageState<ListPage<string>> {
  return { page, loading: false, error: null, reload: jest.fn(), updateRows: jest.fn(), ...change };
}

const renderBody = (list: ListPageState<ListPage<string>>, state = listState()) =>
  render(
    <ListBody list={list} state={state} loadingLabel="Načítám řádky..." empty={<p>Zatím nic.</p>}>
      {(rows) => <ul>{rows.map((row) => <li key={row}>{row}</li>)}</ul>}
    </ListBody>,
  );

test('first load, failure, nothing at all, nothing matching, and rows with the total', async () => {
  const { unmount } = renderBody(pageState(null));
  expect(screen.getByText('Načítám řádky...')).toBeInTheDocument();
  unmount();

  renderBody(pageState(null, { error: 'permission denied' })).unmount();

  const empty = renderBody(pageState({ rows: [], total: 0 }));
  expect(screen.getByText('Zatím nic.')).toBeInTheDocument();
  empty.unmount();

  const state = listState({ narrowed: true });
  const narrowed = renderBody(pageState({ rows: [], total: 0 }), state);
  expect(screen.getByText('Hledání ani filtrům nic neodpovídá.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Zrušit filtry' }));
  expect(state.clear).toHaveBeenCalled();
  narrowed.unmount();

  renderBody(pageState({ rows: ['první', 'druhý'], total: 60 }, { loading: true }));
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['první', 'druhý']);
  expect(screen.getByTestId('list-total')).toHaveTextContent('Celkem: 60');
  expect(screen.getByRole('button', { name: 'Strana 3' })).toBeInTheDocument();
  expect(screen.getByText('první').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
});

test('the toolbar: typing searches after a pause, Enter at once; "Filtry" says how many filters are set', async () => {
  const state = listState({ query: { search: '', filters: { stav: 'koncept' }, sort: { column: 'created_at', direction: 'desc' }, page: 1, pageSize: 25 }, narrowed: true });
  render(
    <ListToolbar state={state} searchPlaceholder="Název" actions={<button type="button">Exportovat CSV</button>}>
      <span>filtr</span>
    </ListToolbar>,
  );
  const search = screen.getByRole('searchbox', { name: 'Hledat' });
  await userEvent.type(search, 'faktury{Enter}');
  expect(state.setSearch).toHaveBeenLastCalledWith('faktury');
  expect(screen.getByRole('button', { name: 'Filtry (1)' })).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(screen.getByRole('button', { name: 'Filtry (1)' }));
  expect(screen.getByRole('button', { name: 'Filtry (1)' })).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('button', { name: 'Exportovat CSV' })).toBeInTheDocument();
});

test('a filter offers its unfiltered choice under the name the list gives it, and sets its value', async () => {
  const state = listState();
  render(<ListFilter state={state} name="spam" label="Spam" unfilteredLabel="Bez spamu" options={[{ value: 'ano', label: 'Jen spam' }]} />);
  expect(screen.getByRole('combobox', { name: 'Spam' })).toHaveValue('Bez spamu');
  await userEvent.click(screen.getByRole('combobox', { name: 'Spam' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Jen spam', hidden: true }));
  expect(state.setFilter).toHaveBeenCalledWith('spam', 'ano');
});
