import { loadRuntimeConfig, setRuntimeConfig } from './runtime-config';

const config = {
  supabaseUrl: 'http://127.0.0.1:54321',
  supabaseAnonKey: 'anon-key',
  adminRemoteUrl: 'http://localhost:3001/mf-manifest.json',
};

function answer(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
  setRuntimeConfig(null);
});

test('fetches /config.json once and shares the one promise', async () => {
  const fetchConfig = jest.fn(async () => answer(200, config));
  globalThis.fetch = fetchConfig as unknown as typeof fetch;

  const [first, second] = await Promise.all([loadRuntimeConfig(), loadRuntimeConfig()]);
  await loadRuntimeConfig();

  expect(first).toEqual(config);
  expect(second).toBe(first);
  expect(fetchConfig).toHaveBeenCalledTimes(1);
  expect(fetchConfig).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-store' }));
});

test('a failed fetch is not cached: the next call tries again', async () => {
  const fetchConfig = jest
    .fn()
    .mockResolvedValueOnce(answer(503, {}))
    .mockResolvedValueOnce(answer(200, config));
  globalThis.fetch = fetchConfig as unknown as typeof fetch;

  await expect(loadRuntimeConfig()).rejects.toThrow('config.json answered 503');
  await expect(loadRuntimeConfig()).resolves.toEqual(config);
});

test('a config without the admin remote URL is rejected with the missing key', async () => {
  globalThis.fetch = (async () => answer(200, { supabaseUrl: 'x', supabaseAnonKey: 'y' })) as typeof fetch;
  await expect(loadRuntimeConfig()).rejects.toThrow('config.json lacks "adminRemoteUrl"');
});

test('setRuntimeConfig replaces fetching', async () => {
  const fetchConfig = jest.fn();
  globalThis.fetch = fetchConfig as unknown as typeof fetch;
  setRuntimeConfig(config);
  await expect(loadRuntimeConfig()).resolves.toEqual(config);
  expect(fetchConfig).not.toHaveBeenCalled();
});
