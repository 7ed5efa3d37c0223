import { render, screen } from '@app/ui/testing';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { IncompatibleRemoteError } from '@app/remote-contract';
import { AdminRemoteRoute, type AdminAppLoader } from './admin-remote-route';

function AdminStandIn() {
  return <h1>Přehled administrace</h1>;
}

function Exploding(): never {
  throw new Error('remote crashed while rendering');
}

function renderRoute(loadAdminApp: AdminAppLoader) {
  render(
    <MemoryRouter initialEntries={['/admin']}>
      <AdminRemoteRoute loadAdminApp={loadAdminApp} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

test('shows a loading view, then the remote app', async () => {
  let resolveLoad: (module: { default: typeof AdminStandIn }) => void = () => {};
  renderRoute(() => new Promise((resolve) => (resolveLoad = resolve)));
  expect(await screen.findByRole('status', { name: 'Načítám administraci...' })).toBeInTheDocument();
  resolveLoad({ default: AdminStandIn });
  expect(await screen.findByRole('heading', { name: 'Přehled administrace' })).toBeInTheDocument();
});

test('when loading fails the retry view shows, and retrying loads the remote without a page reload', async () => {
  const load = jest
    .fn<ReturnType<AdminAppLoader>, []>()
    .mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'))
    .mockResolvedValueOnce({ default: AdminStandIn });
  renderRoute(load);

  expect(await screen.findByText('Administraci se nepodařilo načíst.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Zkusit znovu' }));

  expect(await screen.findByRole('heading', { name: 'Přehled administrace' })).toBeInTheDocument();
  expect(screen.queryByText('Administraci se nepodařilo načíst.')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('a remote that throws while rendering is caught by the boundary', async () => {
  renderRoute(async () => ({ default: Exploding }));
  expect(await screen.findByText('Administraci se nepodařilo načíst.')).toBeInTheDocument();
  expect(console.error).toHaveBeenCalledWith('The admin remote failed:', expect.any(Error), expect.anything());
});

test('a remote refused as incompatible says so in Czech, names what it asks for, and retries like any failure', async () => {
  const load = jest
    .fn<ReturnType<AdminAppLoader>, []>()
    .mockRejectedValueOnce(new IncompatibleRemoteError([{ name: 'react', required: '^20.0.0', provided: '19.3.1' }]))
    .mockResolvedValueOnce({ default: AdminStandIn });
  renderRoute(load);

  expect(await screen.findByText('Tuto verzi administrace nelze spustit.')).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Neslučitelné požadavky' })).toHaveTextContent('react: vyžaduje ^20.0.0, web poskytuje 19.3.1');
  expect(screen.queryByText('Administraci se nepodařilo načíst.')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
  expect(await screen.findByRole('heading', { name: 'Přehled administrace' })).toBeInTheDocument();
});
