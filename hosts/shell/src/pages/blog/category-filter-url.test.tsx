import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, render, screen } from '@app/ui/testing';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { LocaleProvider } from '../../components/locale/locale-context';
import { categoryFromSearch, searchWithCategory, useCategoryFilter } from './category-filter-url';

test('the query names a category by its name in the language, and the Czech one everywhere', () => {
  expect(categoryFromSearch('?kategorie=analyzy', 'cs')).toBe('Analýzy');
  expect(categoryFromSearch('?category=analyses', 'en')).toBe('Analýzy');
  expect(categoryFromSearch('?kategorie=Implementierung', 'de')).toBe('Implementace');
  expect(categoryFromSearch('?category=implementace', 'en')).toBe('Implementace');
  expect(categoryFromSearch('?kategorie=nic-takoveho', 'cs')).toBeNull();
  expect(categoryFromSearch('?kategorie=', 'cs')).toBeNull();
  // Another language's parameter is not this one's.
  expect(categoryFromSearch('?kategorie=analyzy', 'en')).toBeNull();
  expect(categoryFromSearch('', 'de')).toBeNull();
});

test('choosing a category writes a short query and keeps the rest of it', () => {
  expect(searchWithCategory('', 'Analýzy', 'cs')).toBe('?kategorie=analyzy');
  expect(searchWithCategory('', 'Digitalizace', 'en')).toBe('?category=digitalization');
  expect(searchWithCategory('', 'Automatizace', 'de')).toBe('?kategorie=automatisierung');
  expect(searchWithCategory('?utm_source=x&kategorie=analyzy', 'Implementace', 'cs')).toBe('?utm_source=x&kategorie=implementace');
  expect(searchWithCategory('?utm_source=x&kategorie=analyzy', null, 'cs')).toBe('?utm_source=x');
  expect(searchWithCategory('?kategorie=analyzy', null, 'cs')).toBe('');
});

function Filter() {
  const [category, select] = useCategoryFilter();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="category">{category ?? 'all'}</output>
      <output data-testid="url">{location.pathname + location.search}</output>
      <button type="button" onClick={() => select('Analýzy')}>
        analyses
      </button>
      <button type="button" onClick={() => select(null)}>
        all
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        back
      </button>
    </>
  );
}

test('a choice is a new history entry, so Back restores the previous filter', () => {
  render(
    <MemoryRouter initialEntries={['/en/blog?category=implementation']}>
      <LocaleProvider locale="en">
        <Filter />
      </LocaleProvider>
    </MemoryRouter>,
  );
  expect(screen.getByTestId('category')).toHaveTextContent('Implementace');
  fireEvent.click(screen.getByRole('button', { name: 'analyses' }));
  expect(screen.getByTestId('url')).toHaveTextContent('/en/blog?category=analyses');
  expect(screen.getByTestId('category')).toHaveTextContent('Analýzy');
  fireEvent.click(screen.getByRole('button', { name: 'all' }));
  expect(screen.getByTestId('url').textContent).toBe('/en/blog');
  fireEvent.click(screen.getByRole('button', { name: 'back' }));
  expect(screen.getByTestId('category')).toHaveTextContent('Analýzy');
  fireEvent.click(screen.getByRole('button', { name: 'back' }));
  expect(screen.getByTestId('category')).toHaveTextContent('Implementace');
});

function ShownCategory() {
  return <output data-testid="category">{useCategoryFilter()[0] ?? 'all'}</output>;
}

test('a prerendered unfiltered page hydrates without a mismatch, then shows the filter the URL asks for', async () => {
  // The prerenderer renders /blog without a query, whatever query the visitor's URL has.
  const html = renderToString(
    <MemoryRouter initialEntries={['/blog']}>
      <LocaleProvider locale="cs">
        <ShownCategory />
      </LocaleProvider>
    </MemoryRouter>,
  );
  const container = document.createElement('div');
  container.innerHTML = html;
  expect(container).toHaveTextContent('all');
  document.body.append(container);
  const recoverableErrors: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    hydrateRoot(
      container,
      <MemoryRouter initialEntries={['/blog?kategorie=analyzy']}>
        <LocaleProvider locale="cs">
          <ShownCategory />
        </LocaleProvider>
      </MemoryRouter>,
      { onRecoverableError: (error) => recoverableErrors.push(error) },
    );
  });
  expect(recoverableErrors).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
  expect(container.querySelector('[data-testid="category"]')).toHaveTextContent('Analýzy');
  container.remove();
});
