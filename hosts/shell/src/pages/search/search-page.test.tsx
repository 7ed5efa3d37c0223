import { fireEvent, render, screen, waitFor } from '@app/ui/testing';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { getHref, getMessages, loadMessages, localeFromPath } from '@app/i18n';
import { createFakeSupabase, type FakeSupabase } from '@app/supabase/testing';
import { getPublicClient } from '@app/supabase';
import { LocaleProvider } from '../../components/locale/locale-context';
import { SearchPage } from './search-page';

jest.mock('@app/supabase', () => ({ ...jest.requireActual<object>('@app/supabase'), getPublicClient: jest.fn() }));

function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <div data-testid="url">{`${pathname}${search}`}</div>;
}

async function renderAt(url: string): Promise<FakeSupabase> {
  const locale = localeFromPath(url);
  await loadMessages(locale, ['search']);
  const fake = createFakeSupabase({
    functions: { search_site: ({ query }) => ({ data: [{ kind: 'module', title: `Modul ${String(query)}`, snippet: 'text', page: 'modules', slug: null, anchor: 'hr' }] }) },
  });
  jest.mocked(getPublicClient).mockResolvedValue(fake.publicClient);
  render(
    <MemoryRouter initialEntries={[url]}>
      <LocaleProvider locale={locale}>
        <Routes>
          <Route path="*" element={<SearchPage />} />
        </Routes>
        <CurrentUrl />
      </LocaleProvider>
    </MemoryRouter>,
  );
  return fake;
}

test('the query in the URL is searched and shown in the field, in the language of the page', async () => {
  const fake = await renderAt(`${getHref('search', 'de')}?q=Rechnungen`);
  expect(screen.getByRole('heading', { level: 1, name: getMessages('de').search.title })).toBeInTheDocument();
  expect(screen.getByRole('combobox')).toHaveValue('Rechnungen');
  expect(await screen.findByRole('option', { name: /Modul Rechnungen/ })).toHaveAttribute('href', '/de/module#hr');
  expect(fake.rpcCalls.map((call) => call.args)).toEqual([{ query: 'Rechnungen', language: 'de', max_results: 30 }]);
});

test('typing keeps the URL in step, so the search can be shared; clearing the field clears the query', async () => {
  await renderAt('/hledat');
  const field = screen.getByRole('combobox');
  fireEvent.change(field, { target: { value: 'docházka' } });
  expect(screen.getByTestId('url')).toHaveTextContent('/hledat?q=doch%C3%A1zka');
  await screen.findByRole('option');
  fireEvent.change(field, { target: { value: '' } });
  await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent(/^\/hledat$/));
  expect(screen.getByRole('heading', { name: getMessages('cs').search.emptyTitle })).toBeInTheDocument();
});

test('a typo that finds nothing offers the corrected query; choosing it searches for it and puts it in the URL', async () => {
  await loadMessages('de', ['search']);
  const fake = createFakeSupabase({
    functions: {
      search_site: ({ query }) => ({ data: query === 'Rechnung' ? [{ kind: 'post', title: 'Rechnung prüfen', snippet: 'text', page: 'blogPost', slug: 'rechnung', anchor: null }] : [] }),
      search_suggestion: () => ({ data: 'Rechnung' }),
    },
  });
  jest.mocked(getPublicClient).mockResolvedValue(fake.publicClient);
  render(
    <MemoryRouter initialEntries={[`${getHref('search', 'de')}?q=Rechnugn`]}>
      <LocaleProvider locale="de">
        <Routes>
          <Route path="*" element={<SearchPage />} />
        </Routes>
        <CurrentUrl />
      </LocaleProvider>
    </MemoryRouter>,
  );
  const offer = await screen.findByRole('button', { name: 'Rechnung' });
  expect(offer.closest('p')).toHaveTextContent('Meinten Sie Rechnung?');
  fireEvent.click(offer);
  expect(await screen.findByRole('option', { name: /Rechnung prüfen/ })).toHaveAttribute('href', '/de/blog/rechnung');
  expect(screen.getByRole('combobox')).toHaveValue('Rechnung');
  expect(screen.getByTestId('url')).toHaveTextContent(`${getHref('search', 'de')}?q=Rechnung`);
});
