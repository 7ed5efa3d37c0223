import { act, render, screen, waitFor } from '@app/ui/testing';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { ContactEnquiryInput } from '@app/content';
import type { Locale } from '@app/i18n';
import { ContactForm } from './contact-form';

function renderForm(sendEnquiry: (enquiry: ContactEnquiryInput) => Promise<void>, locale: Locale = 'cs') {
  render(
    <MemoryRouter>
      <ContactForm locale={locale} sendEnquiry={sendEnquiry} />
    </MemoryRouter>,
  );
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Jméno a příjmení *'), 'Jana Nováková');
  await user.type(screen.getByLabelText('E-mail *'), 'jana@firma.cz');
  await user.type(screen.getByLabelText('Telefon'), '+420 777 000 111');
  await user.type(screen.getByLabelText('Společnost'), 'Firma s.r.o.');
  await user.type(screen.getByLabelText('Zpráva *'), 'Chceme demo.');
  await user.click(screen.getByRole('checkbox'));
}

afterEach(() => {
  act(() => notifications.clean());
  jest.restoreAllMocks();
});

test('an empty submit shows every message beside its field, sends nothing and focuses the first field', async () => {
  const user = userEvent.setup();
  const sendEnquiry = jest.fn(async () => undefined);
  renderForm(sendEnquiry);
  await user.click(screen.getByRole('button', { name: 'Odeslat zprávu' }));
  expect(screen.getAllByText('Toto pole je povinné')).toHaveLength(3);
  expect(screen.getByText('Musíte souhlasit se zpracováním údajů')).toBeInTheDocument();
  expect(screen.getByLabelText('Jméno a příjmení *')).toHaveFocus();
  expect(screen.getByLabelText('Jméno a příjmení *')).toHaveAccessibleDescription('Toto pole je povinné');
  expect(sendEnquiry).not.toHaveBeenCalled();
});

test('a malformed e-mail is reported and focused; fixing it clears the message', async () => {
  const user = userEvent.setup();
  renderForm(jest.fn(async () => undefined));
  await user.type(screen.getByLabelText('Jméno a příjmení *'), 'Jana');
  await user.type(screen.getByLabelText('E-mail *'), 'jana@firma');
  await user.type(screen.getByLabelText('Zpráva *'), 'Dobrý den');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Odeslat zprávu' }));
  expect(screen.getByText('Neplatný e-mail')).toBeInTheDocument();
  expect(screen.getByLabelText('E-mail *')).toHaveFocus();
  await user.type(screen.getByLabelText('E-mail *'), '.cz');
  expect(screen.queryByText('Neplatný e-mail')).not.toBeInTheDocument();
});

test('the consent links to the privacy page of the language', () => {
  renderForm(jest.fn(async () => undefined), 'de');
  expect(screen.getByRole('link', { name: 'Verarbeitung meiner personenbezogenen Daten' })).toHaveAttribute('href', '/de/datenschutz');
});

test('sending shows "Odesílám..." on a disabled button, then the success toast and an empty form', async () => {
  const user = userEvent.setup();
  let finish: () => void = () => undefined;
  const sendEnquiry = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  renderForm(sendEnquiry);
  await fillValidForm(user);
  await user.click(screen.getByRole('button', { name: 'Odeslat zprávu' }));
  expect(screen.getByRole('button', { name: 'Odesílám...' })).toBeDisabled();
  expect(sendEnquiry).toHaveBeenCalledWith({
    name: 'Jana Nováková',
    email: 'jana@firma.cz',
    phone: '+420 777 000 111',
    company: 'Firma s.r.o.',
    message: 'Chceme demo.',
    gdprConsent: true,
  });
  act(() => finish());
  expect(await screen.findByText('Zpráva odeslána!', {}, { timeout: 3000 })).toBeInTheDocument();
  expect(screen.getByText('Děkujeme za váš zájem. Budeme vás kontaktovat do 24 hodin.')).toBeInTheDocument();
  expect(screen.getByLabelText('Jméno a příjmení *')).toHaveValue('');
  expect(screen.getByLabelText('Zpráva *')).toHaveValue('');
  expect(screen.getByRole('checkbox')).not.toBeChecked();
  expect(screen.getByRole('button', { name: 'Odeslat zprávu' })).toBeEnabled();
  expect(screen.queryByText('Toto pole je povinné')).not.toBeInTheDocument();
});

test('a failed send shows an error toast and keeps what the visitor wrote', async () => {
  const user = userEvent.setup();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderForm(jest.fn(async () => Promise.reject(new Error('insert refused'))));
  await fillValidForm(user);
  await user.click(screen.getByRole('button', { name: 'Odeslat zprávu' }));
  expect(await screen.findByText('Zprávu se nepodařilo odeslat', {}, { timeout: 3000 })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Odeslat zprávu' })).toBeEnabled());
  expect(screen.getByLabelText('Jméno a příjmení *')).toHaveValue('Jana Nováková');
  expect(screen.getByLabelText('Zpráva *')).toHaveValue('Chceme demo.');
  expect(screen.getByRole('checkbox')).toBeChecked();
  expect(screen.queryByText('Zpráva odeslána!')).not.toBeInTheDocument();
});

test('English messages', async () => {
  const user = userEvent.setup();
  renderForm(jest.fn(async () => undefined), 'en');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(screen.getAllByText('This field is required')).toHaveLength(3);
});
