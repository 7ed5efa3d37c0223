import { getSupabase, getSupabaseClientCount, __setSupabaseForTests } from './client';
import { setRuntimeConfig } from './runtime-config';

afterEach(() => {
  __setSupabaseForTests(null);
  setRuntimeConfig(null);
});

test('creates exactly one client however many callers ask at once', async () => {
  setRuntimeConfig({
    supabaseUrl: 'http://127.0.0.1:54321',
    supabaseAnonKey: 'anon-key',
    adminRemoteUrl: 'http://localhost:3001/mf-manifest.json',
  });
  const before = getSupabaseClientCount();

  const clients = await Promise.all([getSupabase(), getSupabase(), getSupabase()]);

  expect(new Set(clients).size).toBe(1);
  expect(getSupabaseClientCount()).toBe(before + 1);
  expect(typeof clients[0]?.from).toBe('function');
});
