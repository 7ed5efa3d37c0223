// The newsletter pages served through the route table in each language; their own behaviour: pages/newsletter.

import { render, screen } from '@app/ui/testing';
import { MemoryRouter } from 'react-router-dom';
import { createFakeSupabase } from '@app/supabase/testing';
import { getPublicClient } from '@app/supabase';
import { AppRoutes, preloadRoute } from './routes';

jest.mock('@app/supabase', () => ({ ...jest.requireActual<object>('@app/supabase'), getPublicClient: jest.fn() }));

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test.each([
  ['/newsletter/potvrzeni', 'Potvrzení odběru'],
  ['/en/newsletter/confirm', 'Subscription confirmation'],
  ['/de/newsletter/abmelden', 'Vom Newsletter abmelden'],
])('the route table serves %s', async (path, heading) => {
  await preloadRoute(path);
  jest.mocked(getPublicClient).mockResolvedValue(createFakeSupabase({ functions: {} }).publicClient);
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(document.querySelector('.not-found')).toBeNull();
});
