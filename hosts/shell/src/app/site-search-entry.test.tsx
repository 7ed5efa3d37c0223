import { act, fireEvent, render, screen, waitFor, within } from '@app/ui/testing';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { getMessages, loadMessages } from '@app/i18n';
import { createFakeSupabase } from '@app/supabase/testing';
import { getPublicClient } from '@app/supabase';
import { LocaleProvider } from '../components/locale/locale-context';
import { SearchPage } from '../pages/search/search-page';
import { SiteHeader } from './site-header';

jest.mock('@app/supabase', () => ({ ...jest.requireActual<object>('@app/supabase'), getPublicClient: jest.fn() }));

// jsdom has <dialog> without its modal behaviour; what matters here is that the page opens and closes it.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const { nav } = getMessages('en');

function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <div data-testid="url">{`${pathname}${search}`}</div>;
}

async function renderHeader(url = '/en/pricing') {
  await loadMessages('en', ['search']);
  const fake = createFakeSupabase({
    functions: { search_site: () => ({ data: [{ kind: 'post', title: 'Invoice OCR', snippet: '<mark>Invoice</mark> OCR', page: 'blogPost', slug: 'invoice-ocr', anchor: null }] }) },
  });
  jest.mocked(getPublicClient).mockResolvedValue(fake.publicClient);
  render(
    <MemoryRouter initialEntries={[url]}>
      <LocaleProvider locale="en">
        <Routes>
          <Route
            path="*"
            element={
              <>
                <SiteHeader />
                <Routes>
                  <Route path="/en/search" element={<SearchPage />} />
                  <Route path="*" element={null} />
                </Routes>
              </>
            }
          />
        </Routes>
        <CurrentUrl />
      </LocaleProvider>
    </MemoryRouter>,
  );
}

const searchDialog = () => screen.findByRole('dialog', { name: getMessages('en').search.dialogLabel });

test('the header button opens the search dialog with the field focused; Escape closes it', async () => {
  await renderHeader();
  const button = screen.getByRole('button', { name: nav.search });
  expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  expect(screen.queryByRole('dialog')).toBeNull();
  fireEvent.click(button);
  const dialog = await searchDialog();
  const field = within(dialog).getByRole('combobox');
  expect(field).toHaveFocus();
  fireEvent.keyDown(field, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('"/" opens the search anywhere one is not typing', async () => {
  await renderHeader();
  const elsewhere = document.createElement('input');
  document.body.append(elsewhere);
  fireEvent.keyDown(elsewhere, { key: '/' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByRole('dialog')).toBeNull();
  fireEvent.keyDown(document.body, { key: '/' });
  expect(await searchDialog()).toBeInTheDocument();
  elsewhere.remove();
});

test('the mobile menu has the search too', async () => {
  await renderHeader();
  fireEvent.click(screen.getByRole('button', { name: nav.openMenu }));
  fireEvent.click(within(document.getElementById('mobile-menu')!).getByRole('button', { name: nav.search }));
  expect(await searchDialog()).toBeInTheDocument();
  expect(document.getElementById('mobile-menu')).toBeNull();
});

test('Enter without a chosen result opens the results page with the query; a chosen result opens that page', async () => {
  await renderHeader();
  fireEvent.click(screen.getByRole('button', { name: nav.search }));
  let field = within(await searchDialog()).getByRole('combobox');
  fireEvent.change(field, { target: { value: 'invoice' } });
  await screen.findByRole('option');
  fireEvent.submit(field.closest('form')!);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByTestId('url')).toHaveTextContent('/en/search?q=invoice');

  fireEvent.click(screen.getByRole('button', { name: nav.search }));
  const dialog = await searchDialog();
  field = within(dialog).getByRole('combobox');
  fireEvent.change(field, { target: { value: 'invoice' } });
  await within(dialog).findByRole('option');
  fireEvent.keyDown(field, { key: 'ArrowDown' });
  fireEvent.submit(field.closest('form')!);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByTestId('url')).toHaveTextContent('/en/blog/invoice-ocr');
});

test('on the results page, the language menu keeps the search in the other languages', async () => {
  await renderHeader('/en/search?q=invoice');
  await screen.findByRole('option');
  fireEvent.click(screen.getByRole('button', { name: `${nav.chooseLanguage}: English` }));
  const items = within(screen.getByRole('list', { name: nav.language })).getAllByRole('link');
  expect(items.map((item) => item.getAttribute('href'))).toEqual(['/hledat?q=invoice', '/en/search?q=invoice', '/de/suche?q=invoice']);
});
