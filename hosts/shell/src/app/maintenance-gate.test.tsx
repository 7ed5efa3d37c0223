import { render, screen, waitFor } from '@app/ui/testing';
import { MemoryRouter } from 'react-router-dom';
import { getMessages } from '@app/i18n';
import { setRuntimeConfig } from '@app/supabase';
import { LocaleProvider } from '../components/locale/locale-context';
import { RenderContext } from '../components/render-context/render-context';
import { MaintenanceGate } from './maintenance-gate';

const loadingText = getMessages('cs').maintenance.loading;

function renderGate({ prerendered = false } = {}) {
  render(
    <RenderContext value={{ initialData: {}, prerendered, siteUrl: '' }}>
      <MemoryRouter initialEntries={['/cenik']}>
        <LocaleProvider locale="cs">
          <MaintenanceGate>
            <h1>Ceník</h1>
          </MaintenanceGate>
        </LocaleProvider>
      </MemoryRouter>
    </RenderContext>,
  );
}

beforeAll(() => {
  // Nothing answers here: the settings read fails, which keeps the site open (a failed read is only logged).
  setRuntimeConfig({ supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: 'anon', adminRemoteUrl: 'http://127.0.0.1:9/mf-manifest.json' });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

test('a page rendered in the browser shows the loading text until the settings are read', async () => {
  renderGate();
  expect(screen.getByRole('status')).toHaveTextContent(loadingText);
  expect(document.querySelector('.maintenance-gate--checking')).not.toBeNull();
  await waitFor(() => expect(document.querySelector('.maintenance-gate--checking')).toBeNull());
  expect(screen.queryByText(loadingText)).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Ceník' })).toBeInTheDocument();
});

test('a prerendered page shows its content at once while the settings are read', () => {
  renderGate({ prerendered: true });
  expect(screen.queryByText(loadingText)).not.toBeInTheDocument();
  expect(document.querySelector('.maintenance-gate--checking')).toBeNull();
  expect(screen.getByRole('heading', { name: 'Ceník' })).toBeInTheDocument();
});
