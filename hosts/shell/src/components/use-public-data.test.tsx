import { render, screen, waitFor } from '@app/ui/testing';
import { setRuntimeConfig } from '@app/supabase';
import { setRenderContext } from '../app/render-context';
import { usePublicData } from './use-public-data';

function Plans({ load }: { load: () => Promise<string[]> }) {
  const state = usePublicData('pricing plans', load);
  return <p data-testid="plans">{state.status === 'ready' ? state.data.join(', ') : state.status}</p>;
}

beforeAll(() => {
  setRuntimeConfig({ supabaseUrl: 'http://127.0.0.1:9', supabaseAnonKey: 'anon', adminRemoteUrl: 'http://127.0.0.1:9/mf-manifest.json' });
});

afterEach(() => {
  setRenderContext({ initialData: {}, prerendered: false, siteUrl: '' });
  jest.restoreAllMocks();
});

test('a prerendered page starts from the build-time data, then shows what the fresh read returns', async () => {
  setRenderContext({ initialData: { 'pricing plans': ['Start (build)'] }, prerendered: true, siteUrl: '' });
  let resolveRead: (plans: string[]) => void = () => {};
  const load = jest.fn(() => new Promise<string[]>((resolve) => (resolveRead = resolve)));
  render(<Plans load={load} />);
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
  setRenderContext({ initialData: { 'pricing plans': ['Start (build)'] }, prerendered: true, siteUrl: '' });
  render(<Plans load={async () => Promise.reject(new Error('offline'))} />);
  expect(await screen.findByText('failed')).toBeInTheDocument();
  expect(console.error).toHaveBeenCalledWith('Loading pricing plans failed:', expect.any(Error));
});

test('while prerendering, the data a page used is collected for embedding', () => {
  const collected = { data: {} as Record<string, unknown> };
  setRenderContext({ initialData: { 'pricing plans': ['Start'], references: ['unused'] }, prerendered: true, siteUrl: '', collected });
  render(<Plans load={() => new Promise(() => {})} />);
  expect(collected.data).toEqual({ 'pricing plans': ['Start'] });
});
