import { useState } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@app/ui/testing';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { getHref, getMessages, type Locale } from '@app/i18n';
import { createFakeSupabase, type FakeRpcAnswer, type FakeSupabase } from '@app/supabase/testing';
import { getPublicClient } from '@app/supabase';
import { LocaleProvider } from '../../components/locale/locale-context';
import { SearchPanel } from './search-panel';

jest.mock('@app/supabase', () => ({ ...jest.requireActual<object>('@app/supabase'), getPublicClient: jest.fn() }));

const ROWS = [
  { kind: 'post', title: 'Přepisování faktur bez chyb', snippet: 'Jak <mark>přepisování</mark> &lt;b&gt;faktur&lt;/b&gt; zrychlit', page: 'blogPost', slug: 'prepisovani-faktur', anchor: null },
  { kind: 'module', title: 'Fakturace s OCR', snippet: '<mark>Faktury</mark> čte OCR', page: 'modules', slug: null, anchor: 'fakturace' },
  { kind: 'faq', title: 'Jak rychle začneme?', snippet: 'Do týdne', page: 'home', slug: null, anchor: 'faq' },
];

function withBackend(answer: (args: Record<string, unknown>) => FakeRpcAnswer): FakeSupabase {
  const fake = createFakeSupabase({ functions: { search_site: answer } });
  jest.mocked(getPublicClient).mockResolvedValue(fake.publicClient);
  return fake;
}

function CurrentPath() {
  const { pathname, hash } = useLocation();
  return <div data-testid="path">{`${pathname}${hash}`}</div>;
}

function Panel({ onOpenResult }: { onOpenResult?: () => void }) {
  const [query, setQuery] = useState('');
  return <SearchPanel query={query} onQueryChange={setQuery} maxResults={8} onOpenResult={onOpenResult} />;
}

function renderPanel(locale: Locale = 'cs', onOpenResult?: () => void) {
  render(
    <MemoryRouter initialEntries={[getHref('home', locale)]}>
      <LocaleProvider locale={locale}>
        <Routes>
          <Route path="*" element={<Panel onOpenResult={onOpenResult} />} />
        </Routes>
        <CurrentPath />
      </LocaleProvider>
    </MemoryRouter>,
  );
  return screen.getByRole('combobox', { name: getMessages(locale).search.inputLabel });
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('searches the visitor language and shows each result with its type, title, highlighted snippet and URL', async () => {
  const fake = withBackend(() => ({ data: ROWS }));
  const field = renderPanel('cs');
  fireEvent.change(field, { target: { value: '  prepisovani faktur ' } });

  const list = await screen.findByRole('listbox', { name: 'Výsledky hledání' });
  expect(screen.getByRole('status')).toHaveTextContent('3 výsledky');
  const options = within(list).getAllByRole('option');
  expect(options.map((option) => option.getAttribute('href'))).toEqual(['/blog/prepisovani-faktur', '/moduly#fakturace', '/#faq']);
  expect(options[0]).toHaveTextContent('Článek');
  expect(options[1]).toHaveTextContent('Modul');
  expect(options[2]).toHaveTextContent('Častý dotaz');
  expect(options[0]).toHaveTextContent('/blog/prepisovani-faktur');
  // Only the database's <mark> becomes markup; escaped text stays text.
  expect([...options[0]!.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['přepisování']);
  expect(options[0]!.querySelector('b')).toBeNull();
  expect(options[0]).toHaveTextContent('Jak přepisování <b>faktur</b> zrychlit');
  expect(fake.rpcCalls).toEqual([{ name: 'search_site', args: { query: 'prepisovani faktur', language: 'cs', max_results: 8 } }]);
  expect(field).toHaveAttribute('aria-expanded', 'true');
  expect(field).toHaveAttribute('aria-controls', list.id);
});

test.each([
  ['cs', 1, '1 výsledek'],
  ['cs', 5, '5 výsledků'],
  ['en', 1, '1 result'],
  ['en', 2, '2 results'],
  ['de', 1, '1 Ergebnis'],
  ['de', 3, '3 Ergebnisse'],
] as const)('announces the count in %s: %i → %s', async (locale, count, text) => {
  withBackend(() => ({ data: Array.from({ length: count }, (_, index) => ({ ...ROWS[0], slug: `post-${index}` })) }));
  fireEvent.change(renderPanel(locale), { target: { value: 'faktura' } });
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text));
});

test('arrows move through the results with the focus in the field, Enter opens the chosen one', async () => {
  withBackend(() => ({ data: ROWS }));
  const opened = jest.fn();
  const field = renderPanel('cs', opened);
  fireEvent.change(field, { target: { value: 'faktury' } });
  const options = await screen.findAllByRole('option');

  fireEvent.keyDown(field, { key: 'ArrowDown' });
  expect(field).toHaveAttribute('aria-activedescendant', options[0]!.id);
  expect(options[0]).toHaveAttribute('aria-selected', 'true');
  fireEvent.keyDown(field, { key: 'ArrowDown' });
  fireEvent.keyDown(field, { key: 'ArrowDown' });
  expect(field).toHaveAttribute('aria-activedescendant', options[2]!.id);
  fireEvent.keyDown(field, { key: 'ArrowDown' });
  expect(field).toHaveAttribute('aria-activedescendant', options[0]!.id);
  fireEvent.keyDown(field, { key: 'ArrowUp' });
  expect(field).toHaveAttribute('aria-activedescendant', options[2]!.id);
  fireEvent.keyDown(field, { key: 'ArrowUp' });
  expect(options[1]).toHaveAttribute('aria-selected', 'true');
  expect(options[0]).toHaveAttribute('aria-selected', 'false');

  fireEvent.submit(field.closest('form')!);
  expect(screen.getByTestId('path')).toHaveTextContent('/moduly#fakturace');
  expect(opened).toHaveBeenCalledTimes(1);
});

test('before two letters: says what can be found and links the blog and the contact page, asking nothing', async () => {
  const fake = withBackend(() => ({ data: ROWS }));
  const field = renderPanel('en');
  const texts = getMessages('en').search;
  expect(screen.getByRole('heading', { name: texts.emptyTitle })).toBeInTheDocument();
  fireEvent.change(field, { target: { value: 'a' } });
  await new Promise((resolve) => setTimeout(resolve, 250));
  expect(fake.rpcCalls).toEqual([]);
  expect(screen.getByRole('link', { name: texts.toBlog })).toHaveAttribute('href', '/en/blog');
  expect(screen.getByRole('link', { name: texts.toContact })).toHaveAttribute('href', '/en/contact?zajem=question#nabidka');
});

test('no result: names the query and offers the blog and the contact page', async () => {
  withBackend(() => ({ data: [] }));
  const field = renderPanel('de');
  const texts = getMessages('de').search;
  fireEvent.change(field, { target: { value: 'Quantencomputer' } });
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Zu „Quantencomputer“ haben wir nichts gefunden.'));
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(field).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByRole('link', { name: texts.toBlog })).toHaveAttribute('href', '/de/blog');
  expect(screen.getByRole('link', { name: texts.toContact })).toHaveAttribute('href', '/de/kontakt?zajem=question#nabidka');
});

test('a failed search says so in the visitor language', async () => {
  withBackend(() => ({ error: { message: 'boom' } }));
  fireEvent.change(renderPanel('cs'), { target: { value: 'faktury' } });
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Hledání se nepodařilo. Zkuste to prosím za chvíli znovu.'));
});

test('typing quickly asks once, for what was typed last', async () => {
  const fake = withBackend(({ query }) => ({ data: [{ ...ROWS[0], title: `Výsledek pro ${String(query)}` }] }));
  const field = renderPanel('cs');
  for (const value of ['fa', 'fak', 'fakt', 'faktu']) fireEvent.change(field, { target: { value } });
  await screen.findByText('Výsledek pro faktu');
  expect(fake.rpcCalls.map((call) => call.args.query)).toEqual(['faktu']);
});

test.each([
  ['cs', 'ucetnitcvi', 'účetnictví', 'Měli jste na mysli účetnictví?'],
  ['en', 'invoce', 'invoice', 'Did you mean invoice?'],
  ['de', 'Rechnugn', 'Rechnung', 'Meinten Sie Rechnung?'],
] as const)('nothing found in %s: offers the corrected query, which a press searches for', async (locale, typo, corrected, offer) => {
  const fake = createFakeSupabase({
    functions: {
      search_site: ({ query }) => ({ data: query === corrected ? [{ ...ROWS[0], title: `Výsledek pro ${corrected}` }] : [] }),
      search_suggestion: ({ query }) => ({ data: query === typo ? corrected : null }),
    },
  });
  jest.mocked(getPublicClient).mockResolvedValue(fake.publicClient);
  const field = renderPanel(locale);
  fireEvent.change(field, { target: { value: typo } });

  const button = await screen.findByRole('button', { name: corrected });
  expect(button.closest('p')).toHaveTextContent(offer);
  expect(screen.getByRole('status')).toHaveTextContent(getMessages(locale).search.noResultsTitle.replace('{query}', typo));
  fireEvent.click(button);
  expect(field).toHaveValue(corrected);
  expect(field).toHaveFocus();
  await screen.findByText(`Výsledek pro ${corrected}`);
  expect(screen.queryByRole('button', { name: corrected })).toBeNull();
  expect(fake.rpcCalls).toEqual([
    { name: 'search_site', args: { query: typo, language: locale, max_results: 8 } },
    { name: 'search_suggestion', args: { query: typo, language: locale } },
    { name: 'search_site', args: { query: corrected, language: locale, max_results: 8 } },
  ]);
});

test.each([
  ['nothing to suggest', (): FakeRpcAnswer => ({ data: null })],
  ['a failed suggestion', (): FakeRpcAnswer => ({ error: { message: 'boom' } })],
])('nothing found and %s: only "nothing found"', async (_case, suggestion) => {
  const fake = createFakeSupabase({ functions: { search_site: () => ({ data: [] }), search_suggestion: suggestion } });
  jest.mocked(getPublicClient).mockResolvedValue(fake.publicClient);
  const field = renderPanel('en');
  fireEvent.change(field, { target: { value: 'quantum' } });
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('We found nothing for “quantum”.'));
  expect(screen.queryByText(/Did you mean/)).toBeNull();
  expect(fake.rpcCalls.map((call) => call.name)).toEqual(['search_site', 'search_suggestion']);
});

test('a search that finds something asks for no suggestion', async () => {
  const fake = createFakeSupabase({ functions: { search_site: () => ({ data: ROWS }), search_suggestion: () => ({ data: 'x' }) } });
  jest.mocked(getPublicClient).mockResolvedValue(fake.publicClient);
  fireEvent.change(renderPanel('cs'), { target: { value: 'faktury' } });
  await screen.findByRole('listbox');
  expect(fake.rpcCalls.map((call) => call.name)).toEqual(['search_site']);
});
