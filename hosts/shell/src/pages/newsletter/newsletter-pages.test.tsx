import { render, screen, waitFor } from '@app/ui/testing';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { getHref, getMessages, localeFromPath, type Locale } from '@app/i18n';
import { createFakeSupabase, type FakeRpcAnswer, type FakeSupabase } from '@app/supabase/testing';
import { getPublicClient } from '@app/supabase';
import { LocaleProvider } from '../../components/locale/locale-context';
import { NewsletterConfirmPage } from './newsletter-confirm-page';
import { NewsletterUnsubscribePage } from './newsletter-unsubscribe-page';

jest.mock('@app/supabase', () => ({ ...jest.requireActual<object>('@app/supabase'), getPublicClient: jest.fn() }));

const INVALID: FakeRpcAnswer = { error: { message: 'The confirmation link is invalid or has expired', code: '22023' } };

function withBackend(functions: Record<string, (args: Record<string, unknown>) => FakeRpcAnswer>): FakeSupabase {
  const fake = createFakeSupabase({ functions });
  jest.mocked(getPublicClient).mockResolvedValue(fake.publicClient);
  return fake;
}

/** The page at `url`, in the language tree the URL belongs to. */
function renderAt(url: string, element: React.ReactElement) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <LocaleProvider locale={localeFromPath(url)}>
        <Routes>
          <Route path="*" element={element} />
        </Routes>
      </LocaleProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('confirm page', () => {
  test.each([
    ['cs', 'Odběr je potvrzený'],
    ['en', 'Your subscription is confirmed'],
    ['de', 'Ihr Abonnement ist bestätigt'],
  ] as const)('confirms the token of the link as the page opens (%s)', async (locale: Locale, confirmed) => {
    const fake = withBackend({ confirm_newsletter_subscription: () => ({ data: 'confirmed' }) });
    renderAt(`${getHref('newsletterConfirm', locale)}?token=abc123`, <NewsletterConfirmPage />);
    expect(screen.getByRole('heading', { level: 1, name: getMessages(locale).newsletterPages.confirm.title })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: confirmed })).toBeInTheDocument();
    expect(fake.rpcCalls).toEqual([{ name: 'confirm_newsletter_subscription', args: { token: 'abc123' } }]);
    expect(document.title).toBe(getMessages(locale).newsletterPages.confirm.meta.title);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('an invalid or expired link says so and offers to sign up again', async () => {
    withBackend({ confirm_newsletter_subscription: () => INVALID });
    renderAt('/newsletter/potvrzeni?token=old', <NewsletterConfirmPage />);
    expect(await screen.findByRole('heading', { name: 'Odkaz je neplatný nebo vypršel' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Přihlásit se znovu' })).toHaveAttribute('href', '/blog#newsletter');
  });

  test('a link without a token asks nothing of the database', async () => {
    const fake = withBackend({});
    renderAt('/de/newsletter/bestaetigen', <NewsletterConfirmPage />);
    expect(await screen.findByRole('heading', { name: 'Der Link ist ungültig oder abgelaufen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Erneut anmelden' })).toHaveAttribute('href', '/de/blog#newsletter');
    expect(fake.rpcCalls).toEqual([]);
  });

  test('a failed connection can be retried', async () => {
    let calls = 0;
    const fake = withBackend({
      confirm_newsletter_subscription: () => (++calls === 1 ? { error: { message: 'Failed to fetch' } } : { data: 'confirmed' }),
    });
    const user = userEvent.setup();
    renderAt('/en/newsletter/confirm?token=t1', <NewsletterConfirmPage />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your subscription is confirmed' })).toBeInTheDocument();
    expect(fake.rpcCalls).toHaveLength(2);
  });
});

describe('unsubscribe page', () => {
  test.each([
    ['cs', 'Odhlásit odběr', 'Odběr je odhlášený', 'K odhlášení nebylo potřeba se nikam přihlašovat.'],
    ['en', 'Unsubscribe', 'You have been unsubscribed', 'No sign-in was needed to unsubscribe.'],
    ['de', 'Abonnement kündigen', 'Sie sind abgemeldet', 'Für die Abmeldung war keine Anmeldung nötig.'],
  ] as const)('unsubscribes only when the button is pressed (%s)', async (locale: Locale, button, done, noSignIn) => {
    const fake = withBackend({ unsubscribe_newsletter: () => ({ data: 'unsubscribed' }) });
    const user = userEvent.setup();
    renderAt(`${getHref('newsletterUnsubscribe', locale)}?token=sub.sig`, <NewsletterUnsubscribePage />);
    const press = await screen.findByRole('button', { name: button });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.rpcCalls).toEqual([]);
    await user.click(press);
    expect(await screen.findByRole('heading', { name: done })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(noSignIn);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(fake.rpcCalls).toEqual([{ name: 'unsubscribe_newsletter', args: { token: 'sub.sig' } }]);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('a link that is not genuine says so, with a way to reach us', async () => {
    withBackend({ unsubscribe_newsletter: () => ({ error: { message: 'The unsubscribe link is invalid', code: '22023' } }) });
    const user = userEvent.setup();
    renderAt('/newsletter/odhlaseni?token=forged', <NewsletterUnsubscribePage />);
    await user.click(await screen.findByRole('button', { name: 'Odhlásit odběr' }));
    expect(await screen.findByRole('heading', { name: 'Odkaz k odhlášení je neplatný' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Napsat nám' })).toHaveAttribute('href', '/kontakt#nabidka');
  });

  test('without a token there is no button', async () => {
    withBackend({});
    renderAt('/en/newsletter/unsubscribe', <NewsletterUnsubscribePage />);
    expect(await screen.findByRole('heading', { name: 'This unsubscribe link is invalid' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  test('a failure keeps the button for another try', async () => {
    let calls = 0;
    withBackend({ unsubscribe_newsletter: () => (++calls === 1 ? { error: { message: 'Failed to fetch' } } : { data: 'unsubscribed' }) });
    const user = userEvent.setup();
    renderAt('/newsletter/odhlaseni?token=sub.sig', <NewsletterUnsubscribePage />);
    await user.click(await screen.findByRole('button', { name: 'Odhlásit odběr' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Odhlášení se nezdařilo.');
    await user.click(screen.getByRole('button', { name: 'Odhlásit odběr' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Odběr je odhlášený' })).toBeInTheDocument());
  });
});
