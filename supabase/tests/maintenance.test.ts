import type { Db, JwtClaims } from '../local/src/contract';
import { startTestBackend } from '../local/src/testing';
import { type ActorIds, claimsFor, loadDemoUserIds } from './support/actors';

/** The seed's maintenance password (supabase/seed.sql; decision 0004). */
const SEEDED_PASSWORD = 'udrzba123';
const DEFAULT_MESSAGE = 'Web je momentálně v údržbě. Brzy se vrátíme.';

let backend: Awaited<ReturnType<typeof startTestBackend>>;
let db: Db;
let ids: ActorIds;
let anon: JwtClaims;
let savedValue: string;

async function setMaintenance(value: Record<string, unknown>): Promise<void> {
  await db.asRole(claimsFor('admin', ids), (tx) =>
    tx.query(
      `insert into public.site_settings (setting_key, setting_value) values ('maintenance_mode', $1::jsonb)
       on conflict (setting_key) do update set setting_value = excluded.setting_value`,
      [JSON.stringify(value)],
    ),
  );
}

/** A call as PostgREST makes it for a client the gateway reports at `clientAddress` (none: a plain SQL session). */
async function validate(claims: JwtClaims, password: string | null, clientAddress?: string): Promise<boolean> {
  const request = clientAddress
    ? { headers: { 'cf-connecting-ip': clientAddress, 'x-forwarded-for': clientAddress }, method: 'POST', path: '/rpc/validate_maintenance_password' }
    : undefined;
  const { rows } = await db.asRole(
    claims,
    (tx) => tx.query<{ ok: boolean }>('select public.validate_maintenance_password($1) as ok', [password]),
    request,
  );
  return rows[0]?.ok === true;
}

async function storedHash(): Promise<string | undefined> {
  const { rows } = await db.query<{ hash: string | null }>(
    "select setting_value ->> 'password_hash' as hash from public.site_settings where setting_key = 'maintenance_mode'",
  );
  return rows[0]?.hash ?? undefined;
}

beforeAll(async () => {
  backend = await startTestBackend();
  db = backend.db;
  ids = await loadDemoUserIds(db);
  anon = claimsFor('anon', ids);
  const { rows } = await db.query<{ value: string }>(
    "select setting_value::text as value from public.site_settings where setting_key = 'maintenance_mode'",
  );
  savedValue = rows[0]?.value ?? '{}';
}, 120_000);

afterEach(async () => {
  await db.query('delete from private.throttle_hits');
  await db.query(
    `insert into public.site_settings (setting_key, setting_value) values ('maintenance_mode', $1::jsonb)
     on conflict (setting_key) do update set setting_value = excluded.setting_value`,
    [savedValue],
  );
});

afterAll(async () => {
  await backend?.stop();
});

describe('maintenance password storage', () => {
  test('the seeded password is stored only as a bcrypt hash', async () => {
    const { rows } = await db.query<{ value: Record<string, unknown> }>(
      "select setting_value as value from public.site_settings where setting_key = 'maintenance_mode'",
    );
    const value = rows[0]?.value ?? {};
    expect(value).not.toHaveProperty('password');
    expect(String(value.password_hash)).toMatch(/^\$2[abxy]\$\d\d\$/);
    expect(JSON.stringify(value)).not.toContain(SEEDED_PASSWORD);
    expect(value).toMatchObject({ enabled: false, message: DEFAULT_MESSAGE });
  });

  test('an admin upsert with a new password replaces the hash', async () => {
    await setMaintenance({ enabled: true, password: 'nove-heslo', message: 'Pracujeme na tom' });
    expect(await validate(anon, 'nove-heslo')).toBe(true);
    expect(await validate(anon, SEEDED_PASSWORD)).toBe(false);
    const { rows } = await db.query<{ value: string }>(
      "select setting_value::text as value from public.site_settings where setting_key = 'maintenance_mode'",
    );
    expect(rows[0]?.value).not.toContain('nove-heslo');
  });

  test('an admin upsert with an empty or missing password keeps the current hash', async () => {
    const before = await storedHash();
    await setMaintenance({ enabled: true, password: '', message: 'Prázdné heslo' });
    expect(await storedHash()).toBe(before);
    await setMaintenance({ enabled: true, message: 'Bez hesla' });
    expect(await storedHash()).toBe(before);
    expect(await validate(anon, SEEDED_PASSWORD)).toBe(true);
  });
});

describe('validate_maintenance_password', () => {
  test('is true only for the right password while maintenance is on', async () => {
    await setMaintenance({ enabled: true, message: DEFAULT_MESSAGE });
    expect(await validate(anon, SEEDED_PASSWORD)).toBe(true);
    expect(await validate(anon, 'spatne-heslo')).toBe(false);
    expect(await validate(anon, '')).toBe(false);
    expect(await validate(anon, null)).toBe(false);
    expect(await validate(claimsFor('user', ids), SEEDED_PASSWORD)).toBe(true);
  });

  test('is false while maintenance is off, even for the right password', async () => {
    await setMaintenance({ enabled: false, message: DEFAULT_MESSAGE });
    expect(await validate(anon, SEEDED_PASSWORD)).toBe(false);
  });

  test('is false when no password was ever set', async () => {
    await db.query(
      "update public.site_settings set setting_value = jsonb_build_object('enabled', true, 'password_hash', null) where setting_key = 'maintenance_mode'",
    );
    expect(await validate(anon, '')).toBe(false);
    expect(await validate(anon, SEEDED_PASSWORD)).toBe(false);
  });
});

describe('wrong maintenance passwords are throttled per client', () => {
  const TOO_MANY = { code: 'PT429', message: 'Too many maintenance password attempts' };

  async function guessWrong(client: string, times: number): Promise<void> {
    for (let guess = 0; guess < times; guess += 1) expect(await validate(anon, `spatne-${guess}`, client)).toBe(false);
  }

  test('the 11th guess within 10 minutes is refused with PT429, even the right password; other clients still get answers', async () => {
    await setMaintenance({ enabled: true, message: DEFAULT_MESSAGE });
    await guessWrong('203.0.113.7', 10);
    await expect(validate(anon, SEEDED_PASSWORD, '203.0.113.7')).rejects.toMatchObject(TOO_MANY);
    await expect(validate(claimsFor('user', ids), 'spatne', '203.0.113.7')).rejects.toMatchObject(TOO_MANY);
    expect(await validate(anon, SEEDED_PASSWORD, '198.51.100.4')).toBe(true);
    expect(await validate(anon, 'spatne', '198.51.100.4')).toBe(false);
  });

  test('the client is the edge-reported address first, else the first x-forwarded-for entry', async () => {
    await setMaintenance({ enabled: true, message: DEFAULT_MESSAGE });
    const viaForwardedFor = { headers: { 'x-forwarded-for': '192.0.2.10, 10.0.0.1' }, method: 'POST', path: '/rpc/validate_maintenance_password' };
    for (let guess = 0; guess < 10; guess += 1) {
      await db.asRole(anon, (tx) => tx.query("select public.validate_maintenance_password('spatne')"), viaForwardedFor);
    }
    const { rows } = await db.query<{ client_key: string; n: number }>(
      "select client_key, cardinality(hits) as n from private.throttle_hits where bucket = 'maintenance_password'",
    );
    expect(rows).toEqual([{ client_key: '192.0.2.10', n: 10 }]);
    await expect(validate(anon, SEEDED_PASSWORD, '192.0.2.10')).rejects.toMatchObject(TOO_MANY);
  });

  test('right passwords and guesses while maintenance is off do not count; failures older than 10 minutes expire', async () => {
    await setMaintenance({ enabled: true, message: DEFAULT_MESSAGE });
    await guessWrong('203.0.113.8', 9);
    for (let accepted = 0; accepted < 3; accepted += 1) expect(await validate(anon, SEEDED_PASSWORD, '203.0.113.8')).toBe(true);
    await setMaintenance({ enabled: false, message: DEFAULT_MESSAGE });
    await guessWrong('203.0.113.8', 3);
    await setMaintenance({ enabled: true, message: DEFAULT_MESSAGE });
    await guessWrong('203.0.113.8', 1);
    await expect(validate(anon, SEEDED_PASSWORD, '203.0.113.8')).rejects.toMatchObject(TOO_MANY);
    await db.query(
      "update private.throttle_hits set hits = array(select h - interval '10 minutes 1 second' from unnest(hits) h) where bucket = 'maintenance_password'",
    );
    expect(await validate(anon, SEEDED_PASSWORD, '203.0.113.8')).toBe(true);
  });

  test('nobody reads or writes the failure log through the API', async () => {
    for (const actor of ['anon', 'user', 'editor', 'admin'] as const) {
      await expect(
        db.asRole(claimsFor(actor, ids), (tx) => tx.query('select * from private.throttle_hits')),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(
        db.asRole(claimsFor(actor, ids), (tx) => tx.query("delete from private.throttle_hits where client_key = 'x'")),
      ).rejects.toMatchObject({ code: '42501' });
    }
  });
});

describe('get_maintenance_settings_public', () => {
  async function publicSettings(): Promise<unknown> {
    const { rows } = await db.asRole(anon, (tx) =>
      tx.query<{ settings: unknown }>('select public.get_maintenance_settings_public() as settings'),
    );
    return rows[0]?.settings;
  }

  test('returns exactly enabled and message', async () => {
    await setMaintenance({ enabled: true, message: 'Vracíme se v 18:00' });
    expect(await publicSettings()).toEqual({ enabled: true, message: 'Vracíme se v 18:00' });
  });

  test('falls back to maintenance off and the default message when the row is missing', async () => {
    await db.query("delete from public.site_settings where setting_key = 'maintenance_mode'");
    expect(await publicSettings()).toEqual({ enabled: false, message: DEFAULT_MESSAGE });
  });
});

describe('anon cannot read the maintenance password by any path', () => {
  test('the maintenance_mode row is invisible to anon, users and editors; admins see only the hash', async () => {
    for (const actor of ['anon', 'user', 'editor'] as const) {
      const { rows } = await db.asRole(claimsFor(actor, ids), (tx) =>
        tx.query("select setting_key from public.site_settings where setting_key = 'maintenance_mode'"),
      );
      expect({ actor, rows }).toEqual({ actor, rows: [] });
    }
    const { rows } = await db.asRole(claimsFor('admin', ids), (tx) =>
      tx.query<{ value: string }>("select setting_value::text as value from public.site_settings where setting_key = 'maintenance_mode'"),
    );
    expect(rows[0]?.value).not.toContain(SEEDED_PASSWORD);
  });

  test('no table or view anon can select, and no function anon can call without arguments, reveals the hash', async () => {
    await setMaintenance({ enabled: true, password: SEEDED_PASSWORD, message: DEFAULT_MESSAGE });
    const hash = await storedHash();
    expect(hash).toBeTruthy();

    const relations = await db.query<{ name: string }>(
      `select format('%I.%I', n.nspname, c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p', 'v', 'm', 'f')
         and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
         and has_table_privilege('anon', c.oid, 'select')`,
    );
    expect(relations.rows.map((row) => row.name)).toEqual(expect.arrayContaining(['public.site_settings']));
    for (const { name } of relations.rows) {
      const { rows } = await db.asRole(anon, (tx) => tx.query<{ content: string | null }>(`select json_agg(t)::text as content from ${name} t`));
      const content = rows[0]?.content ?? '';
      expect({ name, leaks: content.includes(String(hash)) || content.includes(SEEDED_PASSWORD) }).toEqual({ name, leaks: false });
    }

    const functions = await db.query<{ call: string }>(
      `select format('%I.%I()', n.nspname, p.proname) as call
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname in ('public', 'private') and p.pronargs = p.pronargdefaults and p.prokind = 'f'
         and p.prorettype <> 'trigger'::regtype and p.provolatile in ('s', 'i')
         and has_function_privilege('anon', p.oid, 'execute')`,
    );
    expect(functions.rows.map((row) => row.call)).toContain('public.get_maintenance_settings_public()');
    for (const { call } of functions.rows) {
      const { rows } = await db.asRole(anon, (tx) => tx.query<{ content: string | null }>(`select to_json(${call})::text as content`));
      expect({ call, leaks: (rows[0]?.content ?? '').includes(String(hash)) }).toEqual({ call, leaks: false });
    }
  });
});
