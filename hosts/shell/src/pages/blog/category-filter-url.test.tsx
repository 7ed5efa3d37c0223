import { render, screen } from '@app/ui/testing';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { LocaleProvider } from '../../components/locale/locale-context';
import { categoryFromSearch, categoryPathForSearch, useCategoryQueryRedirect } from './category-filter-url';

test('the query names a category by its name in the language, and the Czech one everywhere', () => {
  expect(categoryFromSearch('?kategorie=analyzy', 'cs')).toBe('Analýzy');
  expect(categoryFromSearch('?category=analyses', 'en')).toBe('Analýzy');
  expect(categoryFromSearch('?kategorie=Implementierung', 'de')).toBe('Implementace');
  expect(categoryFromSearch('?category=implementace', 'en')).toBe('Implementace');
  expect(categoryFromSearch('?kategorie=nic-takoveho', 'cs')).toBeNull();
  expect(categoryFromSearch('?kategorie=', 'cs')).toBeNull();
  // The English parameter is "category": a Czech "kategorie" in an English URL names nothing.
  expect(categoryFromSearch('?kategorie=analyzy', 'en')).toBeNull();
  expect(categoryFromSearch('', 'de')).toBeNull();
});

test("an old filter link leads to the category's own page, keeping the rest of the query", () => {
  expect(categoryPathForSearch('?kategorie=analyzy', 'cs')).toBe('/blog/kategorie/analyzy');
  expect(categoryPathForSearch('?category=digitalization', 'en')).toBe('/en/blog/category/digitalization');
  expect(categoryPathForSearch('?utm_source=x&kategorie=automatisierung', 'de')).toBe('/de/blog/kategorie/automatisierung?utm_source=x');
  expect(categoryPathForSearch('?utm_source=x', 'cs')).toBeNull();
  expect(categoryPathForSearch('?kategorie=nic', 'cs')).toBeNull();
});

function Redirecting() {
  useCategoryQueryRedirect();
  const location = useLocation();
  return <output data-testid="url">{location.pathname + location.search + location.hash}</output>;
}

test('opening an old filter link replaces it with the category page', () => {
  render(
    <MemoryRouter initialEntries={['/en/blog?category=implementation#top']}>
      <LocaleProvider locale="en">
        <Redirecting />
      </LocaleProvider>
    </MemoryRouter>,
  );
  expect(screen.getByTestId('url').textContent).toBe('/en/blog/category/implementation#top');
});

test('a list without a category query stays where it is', () => {
  render(
    <MemoryRouter initialEntries={['/blog/strana/2?utm_source=x']}>
      <LocaleProvider locale="cs">
        <Redirecting />
      </LocaleProvider>
    </MemoryRouter>,
  );
  expect(screen.getByTestId('url').textContent).toBe('/blog/strana/2?utm_source=x');
});
