import { act, render, screen, waitFor } from '@app/ui/testing';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { PublicInsertError, type ContactEnquiryInput } from '@app/content';
import type { Locale } from '@app/i18n';
import type { ContactOrigin } from '../../components/contact-link';
import { LocaleProvider } from '../../components/locale/locale-context';
import { ContactForm, type ContactFormProps } from './contact-form';

type Send = ContactFormProps['sendEnquiry'];

/** The form with its origin held like the page holds it. */
function Harness({ send, initialOrigin }: { send: Send; initialOrigin: ContactOrigin }) {
  const [origin, setOrigin] = useState(initialOrigin);
  return <ContactForm origin={origin} onOriginChange={setOrigin} sendEnquiry={send} />;
}

function renderForm(
  sendEnquiry: Send,
  { locale = 'cs', origin = { intent: null, planName: null } }: { locale?: Locale; origin?: ContactOrigin } = {},
) {
  render(
    <MemoryRouter>
      <LocaleProvider locale={locale}>
        <Harness send={sendEnquiry} initialOrigin={origin} />
      </LocaleProvider>
    </MemoryRouter>,
  );
}

const VALID: ContactEnquiryInput = {
  name: 'Jana Nováková',
  email: 'jana@firma.cz',
  phone: '+420 777 000 111',
  company: 'Firma s.r.o.',
  message: 'Chceme demo.',
  gdprConsent: true,
};

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Jméno a příjmení *'), VALID.name);
  await user.type(screen.getByLabelText('E-mail *'), VALID.email);
  await user.type(screen.getByLabelText('Telefon'), VALID.phone);
  await user.type(screen.getByLabelText('Společnost'), VALID.company);
  await user.type(screen.getByLabelText('Zpráva *'), VALID.message);
  await user.click(screen.getByRole('checkbox'));
}

afterEach(() => jest.restoreAllMocks());

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

test('an address with a display name or as a group is refused before sending, with the form\'s Czech text', async () => {
  const user = userEvent.setup();
  const sendEnquiry = jest.fn(async () => undefined);
  renderForm(sendEnquiry);
  await user.type(screen.getByLabelText('Jméno a příjmení *'), 'Jana');
  await user.type(screen.getByLabelText('Zpráva *'), 'Dobrý den');
  await user.click(screen.getByRole('checkbox'));
  for (const address of ['Anyone<v@x.cz>', '"c"<v@x.cz>', 'G:v@x.cz;']) {
    await user.clear(screen.getByLabelText('E-mail *'));
    await user.type(screen.getByLabelText('E-mail *'), address);
    await user.click(screen.getByRole('button', { name: 'Odeslat zprávu' }));
    expect(screen.getByText('Neplatný e-mail')).toBeInTheDocument();
  }
  expect(sendEnquiry).not.toHaveBeenCalled();
});

test('the consent links to the privacy page of the language', () => {
  renderForm(jest.fn(async () => undefined), { locale: 'de' });
  expect(screen.getByRole('link', { name: 'Verarbeitung meiner personenbezogenen Daten' })).toHaveAttribute('href', '/de/datenschutz');
});

test('sending shows "Odesílám..." on a disabled button, then a panel that stays, with focus, in place of the form', async () => {
  const user = userEvent.setup();
  let finish: () => void = () => undefined;
  const sendEnquiry = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  renderForm(sendEnquiry);
  await fillValidForm(user);
  await user.click(screen.getByRole('button', { name: 'Odeslat zprávu' }));
  expect(screen.getByRole('button', { name: 'Odesílám...' })).toBeDisabled();
  expect(sendEnquiry).toHaveBeenCalledWith(VALID, { origin: { intent: null, planName: null }, honeypot: '' });
  act(() => finish());
  const panel = await screen.findByRole('status', { name: 'Zpráva odeslána!' }, { timeout: 3000 });
  expect(panel).toHaveTextContent('Děkujeme za váš zájem. Budeme vás kontaktovat do 24 hodin.');
  expect(panel).toHaveFocus();
  expect(screen.queryByLabelText('Zpráva *')).not.toBeInTheDocument();
  // It does not go away by itself.
  await act(() => new Promise((resolve) => setTimeout(resolve, 1500)));
  expect(screen.getByRole('status', { name: 'Zpráva odeslána!' })).toBeInTheDocument();
});

test('"Odeslat další zprávu" brings the form back with the contact details and an empty message', async () => {
  const user = userEvent.setup();
  renderForm(jest.fn(async () => undefined));
  await fillValidForm(user);
  await user.click(screen.getByRole('button', { name: 'Odeslat zprávu' }));
  await user.click(await screen.findByRole('button', { name: 'Odeslat další zprávu' }, { timeout: 3000 }));
  expect(screen.getByLabelText('Jméno a příjmení *')).toHaveValue('Jana Nováková');
  expect(screen.getByLabelText('E-mail *')).toHaveValue('jana@firma.cz');
  expect(screen.getByLabelText('Zpráva *')).toHaveValue('');
  expect(screen.getByLabelText('Zpráva *')).toHaveFocus();
  expect(screen.getByRole('checkbox')).not.toBeChecked();
  expect(screen.queryByText('Toto pole je povinné')).not.toBeInTheDocument();
});

test('a failed send says so above the button and keeps what the visitor wrote', async () => {
  const user = userEvent.setup();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderForm(jest.fn(async () => Promise.reject(new Error('insert refused'))));
  await fillValidForm(user);
  await user.click(screen.getByRole('button', { name: 'Odeslat zprávu' }));
  const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
  expect(alert).toHaveTextContent('Zprávu se nepodařilo odeslat');
  expect(alert).toHaveTextContent('Text vaší zprávy zůstal ve formuláři.');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Odeslat zprávu' })).toBeEnabled());
  expect(screen.getByLabelText('Jméno a příjmení *')).toHaveValue('Jana Nováková');
  expect(screen.getByLabelText('Zpráva *')).toHaveValue('Chceme demo.');
  expect(screen.getByRole('checkbox')).toBeChecked();
  expect(screen.queryByText('Zpráva odeslána!')).not.toBeInTheDocument();
});

test.each([
  ['cs', 'Příliš mnoho pokusů. Zkuste to později.'],
  ['en', 'Too many attempts. Please try again later.'],
  ['de', 'Zu viele Versuche. Bitte versuchen Sie es später erneut.'],
] as const)('over the limit (PT429) the %s visitor is told to try later and keeps the form', async (locale, text) => {
  const user = userEvent.setup();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderForm(jest.fn(async () => Promise.reject(new PublicInsertError('Too many submissions', 'PT429'))), { locale });
  const field = (name: RegExp) => screen.getByRole('textbox', { name });
  await user.type(field(/^(Jméno|Full name|Vor- und)/), 'Jana');
  await user.type(field(/^E-?[Mm]ail/), 'jana@firma.cz');
  await user.type(field(/^(Zpráva|Message|Nachricht)/), 'Dobrý den');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: /^(Odeslat zprávu|Send message|Nachricht senden)$/ }));
  expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(text);
  expect(field(/^(Zpráva|Message|Nachricht)/)).toHaveValue('Dobrý den');
  expect(screen.queryByRole('status', { name: /.+/ })).not.toBeInTheDocument();
});

test('the intent from the link is preselected, names the plan, can be changed and is sent', async () => {
  const user = userEvent.setup();
  const sendEnquiry = jest.fn(async () => undefined);
  renderForm(sendEnquiry, { origin: { intent: 'plan', planName: 'Business' } });
  const select = screen.getByRole('combobox', { name: 'O co máte zájem' });
  expect(select).toHaveValue('plan');
  expect(screen.getByRole('option', { name: 'Tarif Business' })).toBeInTheDocument();
  await fillValidForm(user);
  await user.click(screen.getByRole('button', { name: 'Odeslat zprávu' }));
  await screen.findByRole('status', { name: 'Zpráva odeslána!' }, { timeout: 3000 });
  expect(sendEnquiry).toHaveBeenLastCalledWith(VALID, { origin: { intent: 'plan', planName: 'Business' }, honeypot: '' });

  await user.click(screen.getByRole('button', { name: 'Odeslat další zprávu' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'O co máte zájem' }), 'Obecný dotaz');
  await user.type(screen.getByLabelText('Zpráva *'), 'Ještě dotaz.');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Odeslat zprávu' }));
  await screen.findByRole('status', { name: 'Zpráva odeslána!' }, { timeout: 3000 });
  expect(sendEnquiry).toHaveBeenLastCalledWith({ ...VALID, message: 'Ještě dotaz.' }, { origin: { intent: 'question', planName: 'Business' }, honeypot: '' });
});

test('without an intent the select offers every option, in the language of the page', () => {
  renderForm(jest.fn(async () => undefined), { locale: 'de' });
  const select = screen.getByRole('combobox', { name: 'Wofür interessieren Sie sich' });
  expect(select).toHaveValue('');
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
    'Bitte wählen (optional)',
    'Online-Demo',
    'Unverbindliche Beratung',
    'Preisangebot',
    'Tarifwahl',
    'Allgemeine Frage',
  ]);
});

test('the honeypot is hidden from people and sent as filled in', async () => {
  const user = userEvent.setup();
  const sendEnquiry = jest.fn(async () => undefined);
  renderForm(sendEnquiry);
  const trap = document.getElementById('contact-website') as HTMLInputElement;
  expect(trap).toHaveAttribute('tabindex', '-1');
  expect(trap).toHaveAttribute('autocomplete', 'off');
  expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  expect(screen.queryByRole('textbox', { name: 'Toto pole nevyplňujte' })).not.toBeInTheDocument();
  await fillValidForm(user);
  await user.type(trap, 'https://spam.example');
  await user.click(screen.getByRole('button', { name: 'Odeslat zprávu' }));
  expect(await screen.findByRole('status', { name: 'Zpráva odeslána!' }, { timeout: 3000 })).toBeInTheDocument();
  expect(sendEnquiry).toHaveBeenCalledWith(VALID, { origin: { intent: null, planName: null }, honeypot: 'https://spam.example' });
});

test('English messages', async () => {
  const user = userEvent.setup();
  renderForm(jest.fn(async () => undefined), { locale: 'en' });
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(screen.getAllByText('This field is required')).toHaveLength(3);
});
