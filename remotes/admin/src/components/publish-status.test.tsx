import { act, render, screen, waitFor, within } from '@app/ui/testing';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { __setSupabaseForTests } from '@app/supabase';
import { createFakeSupabase, type FakeRpcAnswer, type FakeSupabase } from '@app/supabase/testing';
import { PublishStatus } from './publish-status';
import { usePublishActivity, type WatchedPublish } from './publish-watch';

const POST_ID = '6f1c2a8e-1d2b-4c3d-9e4f-5a6b7c8d9e0f';

const PENDING = { state: 'pending', changed_at: '2026-11-26T10:00:00.000Z', deleted: false, live_at: null, seconds_to_live: null, error: null, failed_at: null };
const LIVE = { ...PENDING, state: 'live', live_at: '2026-11-26T10:00:00.412Z', seconds_to_live: 0.412 };
const FAILED = { ...PENDING, state: 'failed', error: 'pricing plans could not be read: permission denied for table pricing_plans', failed_at: '2026-11-26T10:00:01Z' };

const watched = (overrides: Partial<WatchedPublish> = {}): WatchedPublish => ({
  key: 1,
  table: 'blog_posts',
  recordId: POST_ID,
  pages: { blogPost: { slug_cs: 'nova-fakturace', slug_en: 'new-invoicing', slug_de: null } },
  scheduledAt: null,
  deleted: false,
  scope: '/admin/blog',
  ...overrides,
});

/** A backend whose publish_state answers the given states in turn, the last one from then on. */
function backend(states: object[], more: Record<string, () => FakeRpcAnswer> = {}): FakeSupabase {
  let read = 0;
  const fake = createFakeSupabase({
    functions: {
      publish_state: () => ({ data: states[Math.min(read++, states.length - 1)] }),
      ...more,
    },
  });
  __setSupabaseForTests(fake.client);
  return fake;
}

const stateReads = (fake: FakeSupabase) => fake.rpcCalls.filter((call) => call.name === 'publish_state').length;
const status = () => screen.getByTestId('publish-status');
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

afterEach(() => {
  __setSupabaseForTests(null);
  act(() => notifications.clean());
});

test('pending, then "Živě na webu" with the time from save to live and the post in each language; reading stops once live', async () => {
  const fake = backend([PENDING, PENDING, LIVE]);
  render(<PublishStatus watched={watched()} onClose={() => undefined} />);

  expect(await screen.findByText('Čeká na zveřejnění')).toBeInTheDocument();
  expect(await screen.findByText('Živě na webu za 0,4 s', undefined, { timeout: 5_000 })).toBeInTheDocument();
  expect(status()).toHaveAttribute('data-state', 'live');
  const links = within(status()).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['CZ', '/blog/nova-fakturace'],
    ['EN', '/en/blog/new-invoicing'],
    // No German slug: the German page shows the post under its Czech one.
    ['DE', '/de/blog/nova-fakturace'],
  ]);
  expect(links[1]).toHaveAccessibleName('EN: zobrazit na webu anglicky');
  expect(links[0]).toHaveAttribute('target', '_blank');
  expect(fake.rpcCalls.find((call) => call.name === 'publish_state')?.args).toEqual({ table_name: 'blog_posts', record_id: POST_ID });

  const reads = stateReads(fake);
  await wait(1_200);
  expect(stateReads(fake)).toBe(reads);
});

test('a record not shown on the site is live without links; a deletion is "Odstraněno z webu"', async () => {
  backend([LIVE]);
  const { unmount } = render(<PublishStatus watched={watched({ pages: null })} onClose={() => undefined} />);
  expect(await screen.findByText('Živě na webu za 0,4 s')).toBeInTheDocument();
  expect(screen.getByText('Na webu se nezobrazuje.')).toBeInTheDocument();
  expect(within(status()).queryAllByRole('link')).toEqual([]);
  unmount();

  backend([{ ...LIVE, deleted: true, seconds_to_live: 1.25 }]);
  render(<PublishStatus watched={watched({ deleted: true })} onClose={() => undefined} />);
  expect(await screen.findByText('Odstraněno z webu za 1,3 s')).toBeInTheDocument();
});

test('failed: the reason and "Zkusit znovu", which asks for a new publish and shows the change pending until it is live', async () => {
  let retried = false;
  const fake = createFakeSupabase({
    functions: {
      publish_state: () => ({ data: retried ? LIVE : FAILED }),
      request_republish: () => {
        retried = true;
        return { data: null };
      },
    },
  });
  __setSupabaseForTests(fake.client);
  render(<PublishStatus watched={watched()} onClose={() => undefined} />);

  expect(await screen.findByText('Zveřejnění selhalo')).toBeInTheDocument();
  expect(screen.getByText(FAILED.error)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Zkusit znovu' }));

  expect(fake.rpcCalls.filter((call) => call.name === 'request_republish')).toEqual([{ name: 'request_republish', args: {} }]);
  expect(await screen.findByText('Živě na webu za 0,4 s')).toBeInTheDocument();
  expect(screen.queryByText('Zveřejnění selhalo')).not.toBeInTheDocument();
});

test('a refused retry says so in a toast and keeps the failure on screen', async () => {
  backend([FAILED], { request_republish: () => ({ error: { message: 'Only staff may ask for a new publish', code: '42501' } }) });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<PublishStatus watched={watched()} onClose={() => undefined} />);

  await userEvent.click(await screen.findByRole('button', { name: 'Zkusit znovu' }));
  expect(await screen.findByText('Nepodařilo se znovu spustit zveřejnění: Only staff may ask for a new publish')).toBeInTheDocument();
  expect(screen.getByText('Zveřejnění selhalo')).toBeInTheDocument();
  jest.restoreAllMocks();
});

test('closing it calls onClose; once unmounted, it stops reading', async () => {
  const fake = backend([PENDING]);
  const onClose = jest.fn();
  const { unmount } = render(<PublishStatus watched={watched()} onClose={onClose} />);
  await screen.findByText('Čeká na zveřejnění');
  await userEvent.click(screen.getByRole('button', { name: 'Zavřít stav zveřejnění' }));
  expect(onClose).toHaveBeenCalledTimes(1);

  await waitFor(() => expect(stateReads(fake)).toBeGreaterThanOrEqual(2));
  unmount();
  const reads = stateReads(fake);
  await wait(1_200);
  expect(stateReads(fake)).toBe(reads);
});

function ActivityProbe() {
  return <output data-testid="activity">{usePublishActivity()}</output>;
}

test('the header is told to read the site state again when the change fails and when it goes live, once each', async () => {
  backend([PENDING, FAILED, FAILED, LIVE]);
  render(
    <>
      <ActivityProbe />
      <PublishStatus watched={watched()} onClose={() => undefined} />
    </>,
  );
  const before = Number(screen.getByTestId('activity').textContent);
  await screen.findByText('Zveřejnění selhalo', undefined, { timeout: 5_000 });
  await waitFor(() => expect(Number(screen.getByTestId('activity').textContent)).toBe(before + 1));
  await screen.findByText('Živě na webu za 0,4 s', undefined, { timeout: 10_000 });
  await waitFor(() => expect(Number(screen.getByTestId('activity').textContent)).toBe(before + 2));
});

test('a post saved for later says when the site shows it (Czech date and time, Prague time), not "Živě na webu" or "Na webu se nezobrazuje"', async () => {
  backend([PENDING, LIVE]);
  render(<PublishStatus watched={watched({ pages: null, scheduledAt: '2026-12-15T09:30:00.000Z' })} onClose={() => undefined} />);

  expect(await screen.findByText('Naplánováno: na webu od 15. 12. 2026 10:30')).toBeInTheDocument();
  await wait(1_200);
  expect(status()).toHaveAttribute('data-state', 'scheduled');
  expect(status()).toHaveTextContent('Na webu se zobrazí sám v tuto dobu (pražský čas).');
  expect(screen.queryByText(/Živě na webu/)).not.toBeInTheDocument();
  expect(screen.queryByText('Na webu se nezobrazuje.')).not.toBeInTheDocument();
});
