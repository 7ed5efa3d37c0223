import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from './migrate';
import type { LocalDb } from './local-db';
import { createSnapshotDb, migratedSnapshot, openPgliteDb, SCRATCH_PREFIX, scratchRoot } from './snapshot';

let db: LocalDb;

beforeAll(async () => {
  await migratedSnapshot();
  db = await createSnapshotDb();
  await db.exec(`
    create table public.db_probe (id int primary key, owner uuid, note text);
    alter table public.db_probe enable row level security;
    create policy db_probe_own on public.db_probe for all to authenticated using (owner = auth.uid()) with check (owner = auth.uid());
  `);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

describe('PGlite adapter', () => {
  test('a snapshot database starts from the one cached snapshot (no migration runs) and holds the migrated, seeded schema', async () => {
    const snapshot = await migratedSnapshot();
    const copy = await createSnapshotDb();
    try {
      expect(await migratedSnapshot()).toBe(snapshot);
      const { rows } = await copy.query<{ n: number }>('select count(*)::int as n from supabase_migrations.schema_migrations');
      expect(rows[0]!.n).toBeGreaterThan(0);
      expect((await copy.query<{ n: number }>('select count(*)::int as n from supabase_migrations.seed_files')).rows[0]!.n).toBe(1);
    } finally {
      await copy.close();
    }
  });

  test('each snapshot database is a copy of its own, removed when it closes or when the process that opened it has ended', async () => {
    const copies = () => fs.readdirSync(scratchRoot).filter((name) => name.startsWith(`${SCRATCH_PREFIX}${process.pid}-`));
    const before = copies();
    const ended = spawnSync(process.execPath, ['-e', '']).pid;
    const orphan = path.join(scratchRoot, `${SCRATCH_PREFIX}${ended}-left`);
    fs.mkdirSync(orphan);
    const first = await createSnapshotDb();
    expect(fs.existsSync(orphan)).toBe(false);
    const second = await createSnapshotDb();
    try {
      expect(copies()).toHaveLength(before.length + 2);
      await first.exec('create table public.only_in_first (id int)');
      const named = "select count(*)::int as n from pg_catalog.pg_tables where tablename = 'only_in_first'";
      expect((await first.query<{ n: number }>(named)).rows[0]!.n).toBe(1);
      expect((await second.query<{ n: number }>(named)).rows[0]!.n).toBe(0);
    } finally {
      await first.close();
      await second.close();
    }
    expect(copies()).toEqual(before);
  });

  test('migrating again applies nothing', async () => {
    expect(await migrate(db, { seed: true })).toEqual({ platform: [], migrations: [], seeded: false });
  });

  test('asRole sets the claims and the role for one transaction only', async () => {
    const sub = '00000000-0000-4000-8000-000000000001';
    const inside = await db.asRole({ role: 'authenticated', sub, email: 'a@example.com' }, (tx) =>
      tx.query<{ who: string; uid: string; email: string; role: string }>('select current_user as who, auth.uid()::text as uid, auth.email() as email, auth.role() as role'),
    );
    expect(inside.rows[0]).toEqual({ who: 'authenticated', uid: sub, email: 'a@example.com', role: 'authenticated' });
    const after = await db.query<{ who: string; claims: string | null }>("select current_user as who, nullif(current_setting('request.jwt.claims', true), '') as claims");
    expect(after.rows[0]).toEqual({ who: 'postgres', claims: null });
  });

  test('role queries sent together each run as their own transaction, with their own claims, and answer their own caller', async () => {
    const subs = Array.from({ length: 24 }, (_, index) => `00000000-0000-4000-8000-1000000000${String(index).padStart(2, '0')}`);
    const outcomes = await Promise.allSettled(
      subs.map((sub, index) =>
        index % 5 === 4
          ? // A failing statement: its insert is rolled back, and the calls around it are not affected.
            db.asRoleQuery({ role: 'authenticated', sub }, 'insert into public.db_probe (id, owner, note) values ($1, $2, $3)', [100 + index, subs[0], 'forged'])
          : db.asRoleQuery<{ uid: string }>({ role: 'authenticated', sub }, 'insert into public.db_probe (id, owner, note) values ($1, $2, $3) returning auth.uid()::text as uid', [
              100 + index,
              sub,
              'own',
            ]),
      ),
    );
    outcomes.forEach((outcome, index) => {
      if (index % 5 === 4) expect(outcome).toMatchObject({ status: 'rejected', reason: { code: '42501' } });
      else expect(outcome).toMatchObject({ status: 'fulfilled', value: { rows: [{ uid: subs[index] }] } });
    });
    const { rows } = await db.query<{ id: number }>('select id from public.db_probe where id >= 100 order by id');
    expect(rows.map((row) => row.id)).toEqual(subs.flatMap((_, index) => (index % 5 === 4 ? [] : [100 + index])));
    await db.query('delete from public.db_probe where id >= 100');
  });

  test('row-level security decides inside asRole; a failure rolls the whole transaction back', async () => {
    const owner = '00000000-0000-4000-8000-000000000002';
    await expect(
      db.asRole({ role: 'authenticated', sub: owner }, async (tx) => {
        await tx.query('insert into public.db_probe (id, owner, note) values (1, $1, $2)', [owner, 'kept?']);
        await tx.query('insert into public.db_probe (id, owner, note) values (2, $1, $2)', ['00000000-0000-4000-8000-000000000009', 'forged']);
      }),
    ).rejects.toMatchObject({ code: '42501' });
    expect((await db.query('select * from public.db_probe')).rows).toEqual([]);
    await db.asRole({ role: 'authenticated', sub: owner }, (tx) => tx.query('insert into public.db_probe (id, owner, note) values (3, $1, $2)', [owner, 'mine']));
    const seenByOther = await db.asRole({ role: 'authenticated', sub: '00000000-0000-4000-8000-000000000003' }, (tx) => tx.query('select * from public.db_probe'));
    expect(seenByOther.rows).toEqual([]);
  });

  test('calling db inside asRole is refused instead of deadlocking', async () => {
    await expect(db.asRole({ role: 'anon' }, () => db.query('select 1'))).rejects.toThrow(/Nested database call/);
    expect((await db.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  test('parameters and results keep their types', async () => {
    const { rows } = await db.query<Record<string, unknown>>(
      'select $1::int as n, $2::text[] as list, $3::jsonb as doc, $4::boolean as flag, $5::timestamptz as at, $6::bytea as bytes, 12345678901::bigint as big',
      [7, ['a', 'b "c"'], { k: [1, 2] }, false, new Date('2026-01-02T03:04:05Z'), Buffer.from([1, 2, 255])],
    );
    expect(rows[0]).toMatchObject({ n: 7, list: ['a', 'b "c"'], doc: { k: [1, 2] }, flag: false, big: 12345678901 });
    expect((rows[0]!.at as Date).toISOString()).toBe('2026-01-02T03:04:05.000Z');
    expect(Array.from(rows[0]!.bytes as Uint8Array)).toEqual([1, 2, 255]);
  });

  test('50 concurrent requests as different roles are serialized correctly', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) => {
        const role = (['anon', 'authenticated', 'service_role'] as const)[index % 3]!;
        return db.asRoleQuery<{ who: string }>({ role }, 'select current_user as who, pg_sleep(0) as pause').then((result) => [role, result.rows[0]!.who]);
      }),
    );
    for (const [expected, actual] of results) expect(actual).toBe(expected);
  });

  test('errors carry the SQLSTATE, detail and the connection stays usable', async () => {
    await expect(db.asRoleQuery({ role: 'anon' }, 'select $1::uuid', ['nope'])).rejects.toMatchObject({ code: '22P02' });
    await expect(db.query('insert into public.db_probe (id) values (3)')).rejects.toMatchObject({ code: '23505', detail: expect.stringContaining('(id)=(3)') });
    expect((await db.asRoleQuery<{ who: string }>({ role: 'anon' }, 'select current_user as who')).rows).toEqual([{ who: 'anon' }]);
    expect((await db.query<{ who: string }>('select current_user as who')).rows).toEqual([{ who: 'postgres' }]);
  });

  test('a failed one-statement request leaves nothing behind', async () => {
    await expect(
      db.asRoleQuery({ role: 'service_role' }, 'insert into public.db_probe (id, note) values (10, $1), (3, $1)', ['duplicate']),
    ).rejects.toMatchObject({ code: '23505' });
    expect((await db.query('select id from public.db_probe where id = 10')).rows).toEqual([]);
    const inserted = await db.asRoleQuery({ role: 'service_role' }, 'insert into public.db_probe (id, note) values (11, $1)', ['kept']);
    expect(inserted.affectedRows).toBe(1);
    expect((await db.query('select note from public.db_probe where id = 11')).rows).toEqual([{ note: 'kept' }]);
  });

  test('one statement text run as different roles, again and again, is always decided by that role', async () => {
    const owner = '00000000-0000-4000-8000-000000000004';
    await db.query('insert into public.db_probe (id, owner, note) values (20, $1, $2), (21, $3, $2)', [owner, 'plan', '00000000-0000-4000-8000-000000000005']);
    const sql = "select coalesce(json_agg(id order by id), '[]')::text as ids from public.db_probe where note = $1";
    const runs = await Promise.all(
      Array.from({ length: 30 }, (_, index) => {
        const claims = [{ role: 'service_role' as const }, { role: 'authenticated' as const, sub: owner }, { role: 'anon' as const }][index % 3]!;
        return db.asRoleQuery<{ ids: string }>(claims, sql, ['plan']).then((result) => [claims.role, result.rows[0]!.ids]);
      }),
    );
    const expected: Record<string, string> = { service_role: '[20, 21]', authenticated: '[20]', anon: '[]' };
    for (const [role, ids] of runs) expect(ids).toBe(expected[role!]);
  });

  test('a repeated statement follows schema changes and survives DEALLOCATE ALL', async () => {
    const sql = 'select * from public.db_probe where id = $1';
    expect(Object.keys((await db.asRoleQuery({ role: 'service_role' }, sql, [20])).rows[0]!)).toEqual(['id', 'owner', 'note']);
    await db.exec('alter table public.db_probe add column extra text');
    expect(Object.keys((await db.asRoleQuery({ role: 'service_role' }, sql, [20])).rows[0]!)).toEqual(['id', 'owner', 'note', 'extra']);
    await db.exec('deallocate all');
    expect((await db.asRoleQuery({ role: 'service_role' }, sql, [20])).rows).toHaveLength(1);
    await db.exec('alter table public.db_probe drop column extra');
  });

  test('a statement that fails to parse is reported every time, and many distinct statements all run', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      await expect(db.asRoleQuery({ role: 'anon' }, 'select no_such_column from public.db_probe')).rejects.toMatchObject({ code: '42703' });
    }
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, index) => db.asRoleQuery<{ n: number }>({ role: 'anon' }, `select ${index}::int as n`).then((result) => result.rows[0]!.n)),
    );
    expect(answers).toEqual(Array.from({ length: 300 }, (_, index) => index));
    expect((await db.asRoleQuery<{ n: number }>({ role: 'anon' }, 'select 0::int as n')).rows).toEqual([{ n: 0 }]);
  });

  test('utf8Columns hands over the exact bytes of the text', async () => {
    const { rows } = await db.asRoleQuery<{ body: Buffer; n: number }>(
      { role: 'anon' },
      "select json_build_object('name', $1::text)::text as body, 1 as n",
      ['Žluťoučký kůň'],
      { utf8Columns: ['body'] },
    );
    expect(Buffer.isBuffer(rows[0]!.body)).toBe(true);
    expect(rows[0]!.body.toString('utf8')).toBe('{"name" : "Žluťoučký kůň"}');
    expect(rows[0]!.n).toBe(1);
  });

  test('a new data folder starts as the migrated snapshot and keeps what is written to it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-data-'));
    try {
      const first = await openPgliteDb({ dataDir, seed: true });
      try {
        expect(await migrate(first, { seed: true })).toEqual({ platform: [], migrations: [], seeded: false });
        await first.exec('create table public.kept_probe (id int)');
        await first.query('insert into public.kept_probe values (7)');
      } finally {
        await first.close();
      }
      const again = await openPgliteDb({ dataDir, seed: true });
      try {
        expect((await again.query('select id from public.kept_probe')).rows).toEqual([{ id: 7 }]);
        expect((await again.query<{ n: number }>('select count(*)::int as n from supabase_migrations.seed_files')).rows[0]!.n).toBe(1);
      } finally {
        await again.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
