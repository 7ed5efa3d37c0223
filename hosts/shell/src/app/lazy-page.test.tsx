import { Suspense } from 'react';
import { render, screen } from '@app/ui/testing';
import { lazyPage } from './lazy-page';

function Greeting({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

test('before its chunk has loaded the page suspends, then renders', async () => {
  const page = lazyPage(() => Promise.resolve(Greeting));
  render(
    <Suspense fallback={<p>Loading</p>}>
      <page.Component name="Eva" />
    </Suspense>,
  );
  expect(screen.getByText('Loading')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Hello Eva' })).toBeInTheDocument();
});

test('once preloaded it renders at once, without a fallback (hydration, prerendering)', async () => {
  const load = jest.fn(() => Promise.resolve(Greeting));
  const page = lazyPage(load);
  await page.preload();
  await page.preload();
  render(
    <Suspense fallback={<p>Loading</p>}>
      <page.Component name="Jan" />
    </Suspense>,
  );
  expect(screen.getByRole('heading', { name: 'Hello Jan' })).toBeInTheDocument();
  expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed load can be tried again', async () => {
  const load = jest.fn<Promise<typeof Greeting>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Greeting);
  const page = lazyPage(load);
  await expect(page.preload()).rejects.toThrow('offline');
  await page.preload();
  expect(load).toHaveBeenCalledTimes(2);
});
