import { findPostgresBin, startThrowawayPostgres, type ThrowawayPostgres } from '../../../../scripts/lib/throwaway-postgres';
import { createTestClient, startTestBackend, type RunningBackend } from '../testing';
import { migrate } from './migrate';
import { createPostgresDb } from './postgres-db';
import { createServerDatabase, type ServerDatabase } from './server-database';

// The platform files and every migration must also apply on a real PostgreSQL server (hosted Supabase
// runs one): TEST_DATABASE_URL when given, else a throwaway Debian cluster.
let cluster: ThrowawayPostgres | null = null;
let adminUrl: string;

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) {
    adminUrl = process.env.TEST_DATABASE_URL;
    return;
  }
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found: apt-get install postgresql, or set TEST_DATABASE_URL');
  cluster = await startThrowawayPostgres(bin);
  adminUrl = cluster.url;
}, 120_000);

afterAll(() => {
  cluster?.stop();
});

describe('PostgreSQL server adapter', () => {
  let database: ServerDatabase;

  beforeAll(async () => {
    database = await createServerDatabase(adminUrl);
  }, 60_000);

  afterAll(async () => {
    await database?.drop();
  });

  test('platform, migrations and seed apply; a second run applies nothing; claims work', async () => {
    const db = createPostgresDb(database.url, { max: 2 });
    try {
      const first = await migrate(db, { seed: true });
      expect(first.platform.length).toBeGreaterThanOrEqual(2);
      expect(first.seeded).toBe(true);
      expect(await migrate(db, { seed: true })).toEqual({ platform: [], migrations: [], seeded: false });
      const sub = '00000000-0000-4000-8000-000000000004';
      const { rows } = await db.asRoleQuery<{ who: string; uid: string }>({ role: 'authenticated', sub }, 'select current_user as who, auth.uid()::text as uid');
      expect(rows).toEqual([{ who: 'authenticated', uid: sub }]);
      expect((await db.query<{ search_path: string }>('show search_path')).rows[0]).toEqual({ search_path: '"$user", public, extensions' });
      const json = await db.asRoleQuery<{ body: Buffer }>({ role: 'anon' }, "select json_build_object('name', $1::text)::text as body", ['Žluťoučký kůň'], {
        utf8Columns: ['body'],
      });
      expect(Buffer.isBuffer(json.rows[0]!.body) && json.rows[0]!.body.toString('utf8')).toBe('{"name" : "Žluťoučký kůň"}');
    } finally {
      await db.close();
    }
  }, 120_000);
});

describe('a test backend on the server', () => {
  let backend: RunningBackend;
  const previous = process.env.TEST_DATABASE_URL;

  beforeAll(async () => {
    process.env.TEST_DATABASE_URL = adminUrl;
    backend = await startTestBackend();
  }, 120_000);

  afterAll(async () => {
    await backend?.stop();
    if (previous === undefined) delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = previous;
  });

  test('serves REST through supabase-js and drops its database on stop', async () => {
    const client = createTestClient(backend);
    const modules = await client.from('modules').select('id, active').eq('active', true);
    expect(modules.error).toBeNull();
    expect((modules.data ?? []).length).toBeGreaterThanOrEqual(4);
    const unknown = await client.from('no_such_table').select('*');
    expect(unknown.status).toBe(404);
  });
});

describe('a test backend on a copy of the seeded template', () => {
  let template: ServerDatabase;
  let backend: RunningBackend;
  const previous = { url: process.env.TEST_DATABASE_URL, template: process.env.TEST_DATABASE_TEMPLATE };

  beforeAll(async () => {
    template = await createServerDatabase(adminUrl, 'seeded_template');
    const db = createPostgresDb(template.url, { max: 1 });
    try {
      await migrate(db, { seed: true });
      // A mark no migration or seed writes: only a copy of this database holds it.
      await db.query("update public.modules set name_cs = 'Ze šablony' where id = (select id from public.modules where active order by display_order limit 1)");
    } finally {
      await db.close();
    }
    process.env.TEST_DATABASE_URL = adminUrl;
    process.env.TEST_DATABASE_TEMPLATE = decodeURIComponent(new URL(template.url).pathname.slice(1));
    backend = await startTestBackend();
  }, 120_000);

  afterAll(async () => {
    await backend?.stop();
    await template?.drop();
    for (const [name, value] of [
      ['TEST_DATABASE_URL', previous.url],
      ['TEST_DATABASE_TEMPLATE', previous.template],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  test('starts from the template database as it stands, without migrating again', async () => {
    const modules = await createTestClient(backend).from('modules').select('name_cs').eq('active', true).order('display_order');
    expect(modules.error).toBeNull();
    expect(modules.data?.[0]?.name_cs).toBe('Ze šablony');
  });
});
