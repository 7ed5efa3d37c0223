import { fetchMaintenanceSettings, validateMaintenancePassword } from '@app/content';
import { startTestBackend, type RunningBackend } from '@app/local-backend';
import { getPublicClient, publicFunctions, setRuntimeConfig } from '@app/supabase';

let backend: RunningBackend;

jest.setTimeout(30_000);

beforeAll(async () => {
  backend = await startTestBackend();
  setRuntimeConfig({ supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey, adminRemoteUrl: 'http://unused.invalid/mf-manifest.json' });
}, 120_000);

afterAll(async () => {
  setRuntimeConfig(null);
  await backend?.stop();
});

async function setMaintenance(patch: Record<string, unknown>): Promise<void> {
  await backend.db.query(
    `update public.site_settings set setting_value = setting_value || $1::jsonb where setting_key = 'maintenance_mode'`,
    [JSON.stringify(patch)],
  );
}

test('the seeded settings say maintenance is off, with the default message and nothing else', async () => {
  const settings = await fetchMaintenanceSettings(await getPublicClient());
  expect(settings).toEqual({ enabled: false, message: 'Web je momentálně v údržbě. Brzy se vrátíme.' });
});

test('enabled maintenance and its message reach visitors; the password never does', async () => {
  await setMaintenance({ enabled: true, message: 'Nasazujeme novou verzi, za hodinu jsme zpět.' });
  try {
    const client = await getPublicClient();
    const { data } = await client.rpc('get_maintenance_settings_public');
    expect(Object.keys(data as object).sort()).toEqual(['enabled', 'message']);
    expect(await fetchMaintenanceSettings(client)).toEqual({
      enabled: true,
      message: 'Nasazujeme novou verzi, za hodinu jsme zpět.',
    });
  } finally {
    await setMaintenance({ enabled: false, message: 'Web je momentálně v údržbě. Brzy se vrátíme.' });
  }
});

test('public pages read the settings without postgrest-js: the same answer, and PostgREST errors with their code', async () => {
  await setMaintenance({ enabled: true, message: 'Krátká odstávka.' });
  try {
    expect(await fetchMaintenanceSettings(publicFunctions)).toEqual({ enabled: true, message: 'Krátká odstávka.' });
  } finally {
    await setMaintenance({ enabled: false, message: 'Web je momentálně v údržbě. Brzy se vrátíme.' });
  }
  expect(await fetchMaintenanceSettings(publicFunctions)).toEqual({ enabled: false, message: 'Web je momentálně v údržbě. Brzy se vrátíme.' });
  const unknown = await publicFunctions.rpc('no_such_function_anywhere');
  expect(unknown).toEqual({ data: null, error: expect.objectContaining({ code: 'PGRST202' }) });
});

test('the password is accepted only when it matches and maintenance is on', async () => {
  const client = await getPublicClient();
  expect(await validateMaintenancePassword(client, 'udrzba123')).toBe('wrong');
  await setMaintenance({ enabled: true });
  try {
    expect(await validateMaintenancePassword(client, 'udrzba123')).toBe('accepted');
    expect(await validateMaintenancePassword(client, 'udrzba124')).toBe('wrong');
    expect(await validateMaintenancePassword(client, '')).toBe('wrong');
  } finally {
    await setMaintenance({ enabled: false });
  }
});

test('after 10 wrong guesses the database refuses to check the password, even the right one, with HTTP 429', async () => {
  // The earlier tests' wrong guesses came from this client too.
  await backend.db.query('delete from private.throttle_hits');
  await setMaintenance({ enabled: true });
  try {
    const client = await getPublicClient();
    for (let guess = 1; guess <= 10; guess += 1) {
      expect(await validateMaintenancePassword(client, `spatne-${guess}`)).toBe('wrong');
    }
    expect(await validateMaintenancePassword(client, 'udrzba123')).toBe('too-many-attempts');
    const { error, status } = await client.rpc('validate_maintenance_password', { password: 'udrzba123' });
    expect({ status, code: error?.code }).toEqual({ status: 429, code: 'PT429' });
  } finally {
    await backend.db.query('delete from private.throttle_hits');
    await setMaintenance({ enabled: false });
  }
});
