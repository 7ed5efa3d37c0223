import '@app/i18n/all-messages';
import { render, screen } from '@app/ui/testing';
import { MemoryRouter } from 'react-router-dom';
import { ENQUIRY_SERVICES } from '@app/content';
import { getHref, LOCALES, type Locale } from '@app/i18n';
import { LocaleProvider } from '../../components/locale/locale-context';
import { ServicesPage } from './services-page';

test.each(LOCALES)('in %s every service card\'s button names its service to the contact form', (locale: Locale) => {
  render(
    <MemoryRouter>
      <LocaleProvider locale={locale}>
        <ServicesPage />
      </LocaleProvider>
    </MemoryRouter>,
  );
  const cards = screen.getAllByTestId('service-card');
  expect(cards).toHaveLength(ENQUIRY_SERVICES.length);
  const links = cards.map((card) => new URL(card.querySelector('a')!.getAttribute('href')!, 'http://site.test'));
  expect(links.map((link) => link.pathname)).toEqual(ENQUIRY_SERVICES.map(() => getHref('contact', locale)));
  expect(links.map((link) => link.searchParams.get('sluzba'))).toEqual([...ENQUIRY_SERVICES]);
  expect(links.every((link) => link.searchParams.get('zajem') === 'quote')).toBe(true);
});
