import { render, screen } from '@app/ui/testing';
import userEvent from '@testing-library/user-event';
import { PublicInsertError } from '@app/content';
import type { Locale } from '@app/i18n';
import { LocaleProvider } from '../../components/locale/locale-context';
import { NewsletterBox, type NewsletterBoxProps } from './newsletter-box';

afterEach(() => jest.restoreAllMocks());

/** The box on the blog of `locale`'s tree. */
function renderBox(locale: Locale, props: NewsletterBoxProps) {
  render(
    <LocaleProvider locale={locale}>
      <NewsletterBox {...props} />
    </LocaleProvider>,
  );
}

test('a bad address is refused before sending, with a clear message', async () => {
  const user = userEvent.setup();
  const subscribe = jest.fn(async () => undefined);
  renderBox('cs', { subscribe });
  await user.type(screen.getByLabelText('E-mail'), 'neni-email');
  await user.click(screen.getByRole('button', { name: 'Odebírat' }));
  expect(screen.getByText('Zadejte platnou e-mailovou adresu.')).toBeInTheDocument();
  expect(screen.getByLabelText('E-mail')).toHaveFocus();
  expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Zadejte platnou e-mailovou adresu.');
  expect(subscribe).not.toHaveBeenCalled();
  await user.type(screen.getByLabelText('E-mail'), '@example.com');
  expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
  expect(screen.getByLabelText('E-mail')).not.toHaveAccessibleDescription();
});

test('an address with a display name or as a group is refused before sending', async () => {
  const user = userEvent.setup();
  const subscribe = jest.fn(async () => undefined);
  renderBox('cs', { subscribe });
  for (const address of ['Anyone<v@x.cz>', '"c"<v@x.cz>', 'G:v@x.cz;']) {
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), address);
    await user.click(screen.getByRole('button', { name: 'Odebírat' }));
    expect(screen.getByText('Zadejte platnou e-mailovou adresu.')).toBeInTheDocument();
  }
  expect(subscribe).not.toHaveBeenCalled();
});

test.each([
  ['cs', 'Odebírat', 'Zkontrolujte svůj e-mail', 'Poslali jsme vám odkaz k potvrzení odběru.'],
  ['en', 'Subscribe', 'Check your e-mail', 'We have sent you a link to confirm your subscription.'],
  ['de', 'Abonnieren', 'Bitte prüfen Sie Ihr Postfach', 'Wir haben Ihnen einen Link zur Bestätigung des Abonnements geschickt.'],
] as const)('a good address is sent and the %s visitor is asked to confirm in the e-mail', async (locale: Locale, button, title, text) => {
  const user = userEvent.setup();
  const subscribe = jest.fn(async () => undefined);
  renderBox(locale, { subscribe });
  await user.type(screen.getByRole('textbox', { name: /^E-?[Mm]ail$/ }), ' ctenar@example.com ');
  await user.click(screen.getByRole('button', { name: button }));
  expect(subscribe).toHaveBeenCalledWith('ctenar@example.com', '');
  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent(title);
  expect(status).toHaveTextContent(text);
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});

test('an address the database refuses is reported on the field; other failures in the box, keeping the address', async () => {
  const user = userEvent.setup();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const subscribe = jest
    .fn<Promise<void>, [string, string]>()
    .mockRejectedValueOnce(new PublicInsertError('check', '23514'))
    .mockRejectedValueOnce(new Error('offline'))
    .mockRejectedValueOnce(new PublicInsertError('Too many submissions', 'PT429'));
  renderBox('cs', { subscribe });
  await user.type(screen.getByLabelText('E-mail'), 'a@b.cz');
  await user.click(screen.getByRole('button', { name: 'Odebírat' }));
  expect(await screen.findByText('Zadejte platnou e-mailovou adresu.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Odebírat' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Přihlášení k odběru se nezdařilo');
  await user.click(screen.getByRole('button', { name: 'Odebírat' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Příliš mnoho pokusů. Zkuste to později.');
  expect(screen.getByLabelText('E-mail')).toHaveValue('a@b.cz');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('the honeypot is out of reach for people and sent as filled in', async () => {
  const user = userEvent.setup();
  const subscribe = jest.fn(async () => undefined);
  renderBox('en', { subscribe });
  const trap = document.getElementById('newsletter-website') as HTMLInputElement;
  expect(trap).toHaveAttribute('tabindex', '-1');
  expect(trap).toHaveAttribute('autocomplete', 'off');
  expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  expect(screen.getAllByRole('textbox')).toHaveLength(1);
  await user.type(screen.getByLabelText('E-mail'), 'bot@example.com');
  await user.type(trap, 'http://spam.example');
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(subscribe).toHaveBeenCalledWith('bot@example.com', 'http://spam.example');
  expect(await screen.findByRole('status')).toHaveTextContent('Check your e-mail');
});

test('an address the field holds but the state does not yet (typed or autofilled before hydration) is what is sent', async () => {
  const user = userEvent.setup();
  const subscribe = jest.fn(async () => undefined);
  renderBox('cs', { subscribe });
  const field = screen.getByLabelText('E-mail');
  if (!(field instanceof HTMLInputElement)) throw new Error('no e-mail field');
  // Set as the browser does before React listens: no input event.
  field.value = 'drive@example.com';
  await user.click(screen.getByRole('button', { name: 'Odebírat' }));
  expect(subscribe).toHaveBeenCalledWith('drive@example.com', '');
});
