import userEvent from '@testing-library/user-event';
import { render, screen, within } from '@app/ui/testing';
import { __setSupabaseForTests } from '@app/supabase';
import { createFakeSupabase, type FakeSupabase, type FakeSupabaseOptions } from '@app/supabase/testing';
import { SearchInsightsPanel } from './search-insights-panel';

function renderPanel(searchInsights: NonNullable<FakeSupabaseOptions['functions']>[string]): FakeSupabase {
  const fake = createFakeSupabase({ functions: { search_insights: searchInsights } });
  __setSupabaseForTests(fake.client);
  render(<SearchInsightsPanel />);
  return fake;
}

afterEach(() => __setSupabaseForTests(null));

const row = (list: 'top' | 'zero_results', query: string, language: string, searches: number) => ({
  list,
  query,
  language,
  searches,
  last_searched_at: '2026-11-25T09:30:00Z',
});

test('lists the most frequent searches and those that found nothing, each with its language and count', async () => {
  const fake = renderPanel(() => ({
    data: [
      row('top', 'faktury', 'cs', 12),
      row('top', 'invoices', 'en', 4),
      row('zero_results', 'skladové hospodářství', 'cs', 3),
      row('zero_results', 'lagerverwaltung', 'de', 1),
    ],
  }));
  expect(screen.getByRole('heading', { name: 'Co návštěvníci hledají (30 dní)' })).toBeInTheDocument();
  const top = await screen.findByRole('list', { name: 'Nejčastější hledání' });
  expect(fake.rpcCalls).toEqual([{ name: 'search_insights', args: { days: 30 } }]);

  const topItems = within(top).getAllByRole('listitem');
  expect(topItems.map((item) => item.textContent)).toEqual(['fakturyCS12×', 'invoicesEN4×']);

  const missing = within(screen.getByRole('list', { name: 'Hledání bez výsledku' })).getAllByRole('listitem');
  expect(missing.map((item) => item.textContent)).toEqual(['skladové hospodářstvíCS3×', 'lagerverwaltungDE1×']);
  expect(screen.queryByText('Zatím nikdo nic nehledal.')).not.toBeInTheDocument();
});

test('shows the head of each list, not all fifty rows the database gives', async () => {
  renderPanel(() => ({ data: Array.from({ length: 50 }, (_, index) => row('top', `dotaz ${index}`, 'cs', 50 - index)) }));
  const top = await screen.findByRole('list', { name: 'Nejčastější hledání' });
  expect(within(top).getAllByRole('listitem')).toHaveLength(10);
  expect(top).toHaveTextContent('dotaz 0');
  expect(top).not.toHaveTextContent('dotaz 10');
  // Everything found something: the second list says so instead of staying blank.
  expect(screen.getByText('Každé hledání něco našlo.')).toBeInTheDocument();
});

test('before anyone searched, the panel says so instead of two empty lists', async () => {
  renderPanel(() => ({ data: [] }));
  expect(await screen.findByText('Zatím nikdo nic nehledal.')).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
  expect(screen.queryByText('Nejčastější hledání')).not.toBeInTheDocument();
});

test('a failed read says so in the panel and can be tried again', async () => {
  let calls = 0;
  const fake = renderPanel(() => {
    calls += 1;
    return calls === 1
      ? { error: { message: 'Only staff may read search insights.', code: '42501' } }
      : { data: [row('zero_results', 'mzdy', 'cs', 2)] };
  });
  expect(await screen.findByText('Hledání návštěvníků se nepodařilo načíst.')).toBeInTheDocument();
  expect(screen.queryByText('Zatím nikdo nic nehledal.')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Zkusit znovu' }));
  const missing = await screen.findByRole('list', { name: 'Hledání bez výsledku' });
  expect(missing).toHaveTextContent('mzdyCS2×');
  expect(fake.rpcCalls).toHaveLength(2);
  expect(screen.queryByText('Hledání návštěvníků se nepodařilo načíst.')).not.toBeInTheDocument();
});
