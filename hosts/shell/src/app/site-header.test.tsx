import { fireEvent, render, screen, within } from '@app/ui/testing';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { getMessages } from '@app/i18n';
import { LocaleProvider } from '../components/locale/locale-context';
import { SiteHeader } from './site-header';

const { nav } = getMessages('en');

function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

function renderHeader(path = '/en') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <LocaleProvider locale="en">
              <SiteHeader />
            </LocaleProvider>
          }
        />
      </Routes>
      <CurrentPath />
    </MemoryRouter>,
  );
}

const mobileMenu = () => document.getElementById('mobile-menu');

test('the menu button opens and closes the mobile menu and says what it will do', () => {
  renderHeader();
  expect(mobileMenu()).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: nav.openMenu }));
  expect(mobileMenu()).not.toBeNull();
  const closeButton = screen.getByRole('button', { name: nav.closeMenu });
  expect(closeButton).toHaveAttribute('aria-expanded', 'true');
  expect(closeButton).toHaveAttribute('aria-controls', 'mobile-menu');
  fireEvent.click(closeButton);
  expect(mobileMenu()).toBeNull();
});

test('picking a link in the mobile menu navigates and closes the menu', () => {
  renderHeader();
  fireEvent.click(screen.getByRole('button', { name: nav.openMenu }));
  fireEvent.click(within(mobileMenu() as HTMLElement).getByRole('link', { name: nav.pricing }));
  expect(screen.getByTestId('path').textContent).toBe('/en/pricing');
  expect(mobileMenu()).toBeNull();
});

test('Escape closes the mobile menu', () => {
  renderHeader();
  fireEvent.click(screen.getByRole('button', { name: nav.openMenu }));
  fireEvent.keyDown(window, { key: 'Escape' });
  expect(mobileMenu()).toBeNull();
});

test('the language menu keeps the page in the other language, and closes on Escape', () => {
  renderHeader('/en/pricing');
  const button = screen.getByRole('button', { name: `${nav.chooseLanguage}: English` });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('list', { name: nav.language })).not.toBeInTheDocument();

  fireEvent.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  fireEvent.keyDown(window, { key: 'Escape' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();

  fireEvent.click(button);
  const items = within(screen.getByRole('list', { name: nav.language })).getAllByRole('link');
  expect(items.map((item) => [item.textContent, item.getAttribute('href'), item.getAttribute('aria-current')])).toEqual([
    ['Čeština', '/cenik', null],
    ['English', '/en/pricing', 'true'],
    ['Deutsch', '/de/preise', null],
  ]);
  fireEvent.click(items[2] as HTMLElement);
  expect(screen.getByTestId('path').textContent).toBe('/de/preise');
  expect(document.cookie).toContain('locale=de');
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('a click outside closes the language menu', () => {
  renderHeader('/en');
  const button = screen.getByRole('button', { name: `${nav.chooseLanguage}: English` });
  fireEvent.click(button);
  fireEvent.pointerDown(document.body);
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('the demo button leads to the contact page anchor #demo, asking for a demo', () => {
  renderHeader();
  expect(screen.getByRole('link', { name: nav.demo })).toHaveAttribute('href', '/en/contact?zajem=demo#demo');
});
