import { act, render, screen, within } from '@app/ui/testing';
import userEvent from '@testing-library/user-event';
import { __setSupabaseForTests } from '@app/supabase';
import { createFakeSupabase, type FakeSupabase } from '@app/supabase/testing';
import { notePublishActivity } from '../components/publish-watch';
import { SitePublishBadge } from './site-publish-badge';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const SITE = {
  last_published_at: minutesAgo(2),
  last_duration_ms: 412,
  last_files_written: 3,
  last_files_removed: 0,
  pending: 0,
  oldest_pending_at: null,
  queue_lag_seconds: null,
  last_failure: null,
};

function backend(...states: object[]): FakeSupabase {
  let read = 0;
  const fake = createFakeSupabase({
    functions: {
      site_publish_state: () => ({ data: states[Math.min(read++, states.length - 1)] }),
      request_republish: () => ({ data: null }),
    },
  });
  __setSupabaseForTests(fake.client);
  return fake;
}

const badge = () => screen.getByTestId('site-publish-state');
const details = () => screen.getByTestId('site-publish-details');

afterEach(() => __setSupabaseForTests(null));

test('the last publish, how long ago, with its details in the popover the badge opens', async () => {
  backend(SITE);
  render(<SitePublishBadge />);
  expect(await screen.findByRole('button', { name: 'Web zveřejněn před 2 min' })).toBe(badge());
  expect(badge()).toHaveAttribute('data-tone', 'live');
  expect(badge()).toHaveAttribute('popovertarget', details().id);
  expect(details()).toHaveAttribute('popover', 'auto');
  expect(details()).toHaveTextContent('trvalo 0,4 s');
});

test('changes waiting, and a save reads the state again at once', async () => {
  const fake = backend(SITE, { ...SITE, pending: 3, oldest_pending_at: minutesAgo(0.1), queue_lag_seconds: 6.2 });
  render(<SitePublishBadge />);
  await screen.findByRole('button', { name: 'Web zveřejněn před 2 min' });

  act(() => notePublishActivity());
  expect(await screen.findByRole('button', { name: 'Čekají 3 změny' })).toHaveAttribute('data-tone', 'waiting');
  expect(details()).toHaveTextContent('Nejstarší čeká 6,2 s.');
  expect(fake.rpcCalls.filter((call) => call.name === 'site_publish_state')).toHaveLength(2);
});

test('a failure in red with the error in the popover; "Zkusit znovu" there asks for a new publish', async () => {
  const failure = { failed_at: minutesAgo(1), error: 'pricing plans could not be read: permission denied', attempts: 4, events: 1 };
  const fake = backend({ ...SITE, pending: 1, queue_lag_seconds: 30, last_failure: failure }, { ...SITE, pending: 1, queue_lag_seconds: 31 });
  render(<SitePublishBadge />);

  expect(await screen.findByRole('button', { name: 'Zveřejnění selhalo' })).toHaveAttribute('data-tone', 'failed');
  expect(badge()).toHaveAttribute('title', failure.error);
  expect(within(details()).getByText(failure.error)).toBeInTheDocument();
  expect(details()).toHaveTextContent('pokusů: 4');
  expect(details()).toHaveTextContent('Čeká 1 změna.');

  await userEvent.click(within(details()).getByRole('button', { name: 'Zkusit znovu' }));
  expect(fake.rpcCalls.filter((call) => call.name === 'request_republish')).toHaveLength(1);
  // The retry reads the state again: the failure it answers no longer shows.
  expect(await screen.findByRole('button', { name: 'Čeká 1 změna' })).toBeInTheDocument();
});

test('nothing while the state is unknown (it could not be read)', async () => {
  const fake = createFakeSupabase();
  __setSupabaseForTests(fake.client);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  render(<SitePublishBadge />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(fake.rpcCalls.map((call) => call.name)).toEqual(['site_publish_state']);
  expect(screen.queryByTestId('site-publish-state')).not.toBeInTheDocument();
  jest.restoreAllMocks();
});
