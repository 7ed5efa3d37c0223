import { render, screen, waitFor } from '@app/ui/testing';
import { setRuntimeConfig } from '@app/supabase';
import { RenderContext, type RenderContextValue } from './render-context/render-context';
import { usePublicData } from './use-public-data';

function Plans({ load }: { load: () => Promise<string[]> }) {
  const state = usePublicData('pricing plans', load);
  return <p data-testid="plans">{state.status === 'ready' ? state.data.join(', ') : state.status}</p>;
}

/** A prerendered page's render with `initialData` read at build time. */
function prerendered(initialData: Record<string, unknown>, collected?: RenderContextValue['collected']): RenderContextValue {
  return { initialData, prerendered: true, siteUrl: '', collected };
}

beforeAll(() => {
  setRuntimeConfig({ supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: 'anon', adminRemoteUrl: 'http://127.0.0.1:9/mf-manifest.json' });
});

afterEach(() => {
  jest.restoreAllMocks();
});

test('a prerendered page starts from the build-time data, then shows what the fresh read returns', async () => {
  let resolveRead: (plans: string[]) => void = () => {};
  const load = jest.fn(() => new Promise<string[]>((resolve) => (resolveRead = resolve)));
  render(
    <RenderContext value={prerendered({ 'pricing plans': ['Start (build)'] })}>
      <Plans load={load} />
    </RenderContext>,
  );
  expect(screen.getByTestId('plans').textContent).toBe('Start (build)');
  await waitFor(() => expect(load).toHaveBeenCalled());
  expect(screen.getByTestId('plans').textContent).toBe('Start (build)');
  resolveRead(['Start (fresh)', 'Business']);
  expect(await screen.findByText('Start (fresh), Business')).toBeInTheDocument();
});

test('without build-time data the page loads first', async () => {
  render(<Plans load={async () => ['Start']} />);
  expect(screen.getByTestId('plans').textContent).toBe('loading');
  expect(await screen.findByText('Start')).toBeInTheDocument();
});

test('a failed read reports failure (the page shows its fallback) even over build-time data', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <RenderContext value={prerendered({ 'pricing plans': ['Start (build)'] })}>
      <Plans load={async () => Promise.reject(new Error('offline'))} />
    </RenderContext>,
  );
  expect(await screen.findByText('failed')).toBeInTheDocument();
  expect(console.error).toHaveBeenCalledWith('Loading pricing plans failed:', expect.any(Error));
});

test('while prerendering, the data a page used is collected for embedding', () => {
  const collected = { data: {} as Record<string, unknown>, dataKeys: new Set<string>(), preloadImages: [] };
  render(
    <RenderContext value={prerendered({ 'pricing plans': ['Start'], references: ['unused'] }, collected)}>
      <Plans load={() => new Promise(() => {})} />
    </RenderContext>,
  );
  expect(collected.data).toEqual({ 'pricing plans': ['Start'] });
  expect([...collected.dataKeys]).toEqual(['pricing plans']);
});

test('a key the page asked for but the build did not have is noted as read, not embedded', () => {
  const collected = { data: {} as Record<string, unknown>, dataKeys: new Set<string>(), preloadImages: [] };
  render(
    <RenderContext value={prerendered({ references: ['unused'] }, collected)}>
      <Plans load={() => new Promise(() => {})} />
    </RenderContext>,
  );
  expect(collected.data).toEqual({});
  expect([...collected.dataKeys]).toEqual(['pricing plans']);
});
