import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { render, screen, within } from '@app/ui/testing';
import { __setSupabaseForTests } from '@app/supabase';
import { createFakeSupabase, type FakeSupabase, type FakeSupabaseOptions } from '@app/supabase/testing';
import { VisitsPage } from './visits-page';

function renderPage(visitDashboard: NonNullable<FakeSupabaseOptions['functions']>[string]): FakeSupabase {
  const fake = createFakeSupabase({ functions: { visit_dashboard: visitDashboard } });
  __setSupabaseForTests(fake.client);
  render(
    <MemoryRouter>
      <VisitsPage />
    </MemoryRouter>,
  );
  return fake;
}

afterEach(() => __setSupabaseForTests(null));

const EMPTY = {
  from: '2026-10-29',
  to: '2026-11-27',
  totals: { visitors: 0, views: 0, enquiries: 0, signups: 0 },
  daily: [],
  pages: [],
  referrers: [],
  campaigns: [],
  landing_pages: [],
  posts: [],
  intents: [],
  plans: [],
};

const post = '/en/blog/automatizace-faktur';

const WITH_VISITS = {
  ...EMPTY,
  totals: { visitors: 1250, views: 4321, enquiries: 3, signups: 2 },
  daily: [
    { day: '2026-11-26', visitors: 600, views: 2000 },
    { day: '2026-11-27', visitors: 650, views: 2321 },
  ],
  pages: [
    { locale: 'cs', path: '/', page_key: 'home', views: 3000, visitors: 900 },
    { locale: 'en', path: post, page_key: 'blogPost', views: 1321, visitors: 350 },
  ],
  referrers: [{ domain: 'google.com', visits: 410, visitors: 400, enquiries: 1, signups: 0 }],
  campaigns: [{ campaign: 'spring', sources: 'newsletter', visits: 82, visitors: 80, enquiries: 2, signups: 1 }],
  landing_pages: [{ path: post, page_key: 'blogPost', visitors: 350, enquiries: 2, signups: 1 }],
  posts: [{ path: post, page_key: 'blogPost', visitors: 350, enquiries: 2, signups: 1 }],
  intents: [
    { intent: 'demo', enquiries: 2 },
    { intent: 'none', enquiries: 1 },
  ],
  plans: [{ plan: 'Business', enquiries: 1 }],
};

test('shows the totals, the days, the pages per language and the leads per campaign, in Czech formats', async () => {
  const fake = renderPage(() => ({ data: WITH_VISITS }));
  expect((await screen.findByTestId('total-visitors')).textContent).toBe('1\u00a0250');
  expect(fake.rpcCalls).toEqual([{ name: 'visit_dashboard', args: { days: 30 } }]);
  expect(screen.getByTestId('total-views').textContent).toBe('4\u00a0321');
  expect(screen.getByTestId('total-enquiries')).toHaveTextContent('3');
  expect(screen.getByTestId('total-signups')).toHaveTextContent('2');
  expect(screen.getByText(/29\. 10\. 2026 – 27\. 11\. 2026/)).toHaveTextContent('na 100 návštěvníků: 0,4');

  const days = screen.getByRole('table', { name: 'Návštěvníci a zobrazení po dnech' });
  expect(within(days).getAllByRole('row').map((row) => row.textContent)).toEqual([
    'DenNávštěvníciZobrazení',
    '26. 11. 20266002\u00a0000',
    '27. 11. 20266502\u00a0321',
  ]);
  expect(within(screen.getByRole('table', { name: 'Čeština' })).getByText('/')).toBeInTheDocument();
  expect(within(screen.getByRole('table', { name: 'Angličtina' })).getByText(post)).toBeInTheDocument();
  expect(screen.getByText('Žádná zobrazení.')).toBeInTheDocument(); // German: nothing yet

  const campaign = screen.getByTestId('campaign-row');
  expect(campaign.textContent).toBe('springnewsletter80213,8');
  expect(within(screen.getByRole('table', { name: 'Odkud přicházejí' })).getByRole('row', { name: /google\.com/ })).toHaveTextContent(
    'google.com400100,3',
  );
  expect(screen.getAllByTestId('intent-row').map((row) => row.textContent)).toEqual(['Ukázka20,2', 'Bez záměru10,1']);
  expect(screen.getByTestId('plan-row').textContent).toBe('Business10,1');
  expect(screen.queryByText('Zatím žádné návštěvy')).not.toBeInTheDocument();
});

test('another period reads that many days', async () => {
  const fake = renderPage(() => ({ data: WITH_VISITS }));
  await screen.findByTestId('total-visitors');
  await userEvent.click(screen.getByText('7 dní'));
  await screen.findByTestId('total-visitors');
  expect(fake.rpcCalls.map((call) => call.args)).toEqual([{ days: 30 }, { days: 7 }]);
});

test('before the first visit it says so instead of empty tables', async () => {
  renderPage(() => ({ data: EMPTY }));
  expect(await screen.findByText('Zatím žádné návštěvy')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('shows loading until the answer comes', async () => {
  let resolve: (answer: { data: typeof EMPTY }) => void = () => undefined;
  const promise = new Promise<{ data: typeof EMPTY }>((settle) => (resolve = settle));
  renderPage(() => promise);
  expect(screen.getByRole('status')).toHaveTextContent('Načítám návštěvnost...');
  resolve({ data: EMPTY });
  expect(await screen.findByText('Zatím žádné návštěvy')).toBeInTheDocument();
});

test('a failed read says so and can be tried again', async () => {
  let calls = 0;
  const fake = renderPage(() => {
    calls += 1;
    return calls === 1 ? { error: { message: 'Only staff may read the visit dashboard.', code: '42501' } } : { data: WITH_VISITS };
  });
  expect(await screen.findByText('Zkontrolujte připojení a zkuste to znovu.')).toBeInTheDocument();
  expect(screen.queryByText('Zatím žádné návštěvy')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
  expect((await screen.findByTestId('total-visitors')).textContent).toBe('1\u00a0250');
  expect(fake.rpcCalls).toHaveLength(2);
  expect(screen.queryByText('Zkontrolujte připojení a zkuste to znovu.')).not.toBeInTheDocument();
});
