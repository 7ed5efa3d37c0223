/**
 * The one per-client throttle (private.throttle, one row per bucket and client in private.throttle_hits)
 * that the forms, search, the maintenance password and the visit beacon share, and the migration
 * (20261128110000_one_throttle.sql) that moved the log of hits and the beacon's window counter into it.
 */
import { migrate } from '../local/src/db/migrate';
import type { LocalDb } from '../local/src/db/local-db';
import type { Tx } from '../local/src/contract';
import { startTestBackend } from '../local/src/testing';
import { type ActorIds, claimsFor, loadDemoUserIds, uniqueMarker } from './support/actors';

const ONE_THROTTLE_MIGRATION = '20261128110000';

let backend: Awaited<ReturnType<typeof startTestBackend>>;
let db: LocalDb;
let ids: ActorIds;

beforeAll(async () => {
  backend = await startTestBackend();
  db = backend.db;
  ids = await loadDemoUserIds(db);
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

type Runner = Pick<Tx, 'query'>;

/** One call of the throttle: 3 per 10 minutes unless told otherwise. */
async function throttle(
  runner: Runner,
  bucket: string,
  clientKey: string,
  options: { allowed?: number; per?: string; recordHit?: boolean } = {},
): Promise<boolean> {
  const { rows } = await runner.query<{ ok: boolean }>('select private.throttle($1, $2, $3, $4::interval, $5) as ok', [
    bucket,
    clientKey,
    options.allowed ?? 3,
    options.per ?? '10 minutes',
    options.recordHit ?? true,
  ]);
  return rows[0]!.ok;
}

/** The hits kept for the bucket (and client), expired ones not yet dropped included. */
async function hits(runner: Runner, bucket: string, clientKey?: string): Promise<number> {
  const { rows } = await runner.query<{ n: number }>(
    'select coalesce(sum(cardinality(hits)), 0)::int as n from private.throttle_hits where bucket = $1 and ($2::text is null or client_key = $2)',
    [bucket, clientKey ?? null],
  );
  return rows[0]!.n;
}

/** A hit of the client `age` ago (an interval) as of the transaction's now(). */
async function hitAgo(runner: Runner, bucket: string, clientKey: string, age: string): Promise<void> {
  await runner.query(
    `insert into private.throttle_hits as t (bucket, client_key, hits, expires_at)
     values ($1, $2, array[now() - $3::interval], now() - $3::interval + interval '10 minutes')
     on conflict (bucket, client_key) do update set hits = t.hits || excluded.hits, expires_at = greatest(t.expires_at, excluded.expires_at)`,
    [bucket, clientKey, age],
  );
}

describe('the migration moves the live counts of both throttles', () => {
  beforeAll(async () => {
    // The database as it was before the migration: the log of hits, the beacon's window counter.
    await db.exec(`
      drop table private.throttle_hits;
      create table private.throttle_hits (bucket text not null, client_key text not null, hit_at timestamptz not null default now());
      create unlogged table private.throttle_windows (
        bucket text not null, client_key text not null, started_at timestamptz not null, hits integer not null,
        previous_hits integer not null default 0, expires_at timestamptz not null, primary key (bucket, client_key)
      );
      create function private.windowed_throttle(bucket text, client_key text, allowed integer, per interval) returns boolean language sql as 'select true';
      delete from supabase_migrations.schema_migrations where version = '${ONE_THROTTLE_MIGRATION}';
    `);
    await db.query(
      `insert into private.throttle_hits (bucket, client_key, hit_at) values
         ('enquiry', 'moved-a', now() - interval '9 minutes'), ('enquiry', 'moved-a', now() - interval '1 minute'),
         ('enquiry', 'moved-a', now() - interval '11 minutes'), ('maintenance_password', 'moved-a', now()),
         ('newsletter', 'moved-b', now() - interval '20 minutes')`,
    );
    await db.query(
      `insert into private.throttle_windows (bucket, client_key, started_at, hits, previous_hits, expires_at) values
         ('page_view', 'moved-a', now() - interval '3 minutes', 120, 40, now() + interval '17 minutes'),
         ('page_view', 'moved-b', now() - interval '12 minutes', 30, 0, now() + interval '8 minutes')`,
    );
    const { migrations } = await migrate(db, { seed: false });
    expect(migrations).toEqual([`${ONE_THROTTLE_MIGRATION}_one_throttle.sql`]);
  }, 60_000);

  test('hits of the last 10 minutes keep counting; older ones and the old tables are gone', async () => {
    const { rows } = await db.query<{ bucket: string; client_key: string; n: number }>(
      "select bucket, client_key, cardinality(hits) as n from private.throttle_hits where client_key like 'moved-%' order by bucket, client_key",
    );
    expect(rows).toEqual([
      { bucket: 'enquiry', client_key: 'moved-a', n: 2 },
      { bucket: 'maintenance_password', client_key: 'moved-a', n: 1 },
      { bucket: 'page_view', client_key: 'moved-a', n: 120 },
    ]);
    expect(await throttle(db, 'enquiry', 'moved-a', { allowed: 3 })).toBe(true);
    expect(await throttle(db, 'enquiry', 'moved-a', { allowed: 3 })).toBe(false);
    expect(await throttle(db, 'page_view', 'moved-a', { allowed: 120 })).toBe(false);
    const { rows: left } = await db.query(
      "select c.relname from pg_class c where c.relnamespace = 'private'::regnamespace and c.relname in ('throttle_hit_log', 'throttle_windows')",
    );
    expect(left).toEqual([]);
    const { rows: functions } = await db.query("select p.proname from pg_proc p where p.proname like '%throttle%' order by 1");
    expect(functions).toEqual([{ proname: 'throttle' }, { proname: 'throttle_form' }]);
  });
});

describe('private.throttle', () => {
  test('lets `allowed` hits through, then refuses without counting the refused ones', async () => {
    const bucket = uniqueMarker('throttle');
    const answers: boolean[] = [];
    for (let call = 0; call < 5; call += 1) answers.push(await throttle(db, bucket, 'client-a'));
    expect(answers).toEqual([true, true, true, false, false]);
    expect(await hits(db, bucket, 'client-a')).toBe(3);
  });

  test('a burst within one transaction is exact too: the hit after the allowed ones is refused', async () => {
    const bucket = uniqueMarker('throttle');
    await db.transaction(async (tx) => {
      const answers: boolean[] = [];
      for (let call = 0; call < 11; call += 1) answers.push(await throttle(tx, bucket, 'client-a', { allowed: 10 }));
      expect(answers).toEqual([...Array<boolean>(10).fill(true), false]);
    });
  });

  test('calls at the same moment from one new client: exactly `allowed` are let through', async () => {
    const bucket = uniqueMarker('throttle');
    const answers = await Promise.all(Array.from({ length: 12 }, () => throttle(db, bucket, 'client-a', { allowed: 10 })));
    expect(answers.filter(Boolean)).toHaveLength(10);
    expect(await hits(db, bucket, 'client-a')).toBe(10);
  });

  test('a hit exactly one window old still counts; older ones expire and are forgotten', async () => {
    const bucket = uniqueMarker('throttle');
    // One transaction: now() stands still, so the edge is exact.
    await db.transaction(async (tx) => {
      for (let hit = 0; hit < 3; hit += 1) await hitAgo(tx, bucket, 'client-a', '10 minutes');
      expect(await throttle(tx, bucket, 'client-a')).toBe(false);
    });
    await db.transaction(async (tx) => {
      for (let hit = 0; hit < 3; hit += 1) await hitAgo(tx, bucket, 'client-b', '10 minutes 0.001 seconds');
      expect(await throttle(tx, bucket, 'client-b')).toBe(true);
      expect(await hits(tx, bucket, 'client-b')).toBe(1);
    });
  });

  test('expired hits never count, whether or not they have been dropped yet', async () => {
    const bucket = uniqueMarker('throttle');
    await db.transaction(async (tx) => {
      await hitAgo(tx, bucket, 'client-a', '11 minutes');
      await hitAgo(tx, bucket, 'client-a', '10 minutes 1 second');
      await hitAgo(tx, bucket, 'client-a', '30 seconds');
      expect(await throttle(tx, bucket, 'client-a', { recordHit: false })).toBe(true);
      const answers: boolean[] = [];
      for (let call = 0; call < 4; call += 1) answers.push(await throttle(tx, bucket, 'client-a'));
      // One hit of the last 10 minutes was there already: two more are let through.
      expect(answers).toEqual([true, true, false, false]);
      expect(await throttle(tx, bucket, 'client-a', { recordHit: false })).toBe(false);
      expect(await hits(tx, bucket, 'client-a')).toBe(3);
    });
  });

  test('the window is the one given: a short one lets the client through again sooner', async () => {
    const bucket = uniqueMarker('throttle');
    await db.transaction(async (tx) => {
      await hitAgo(tx, bucket, 'client-a', '61 seconds');
      expect(await throttle(tx, bucket, 'client-a', { allowed: 1, per: '1 minute' })).toBe(true);
      expect(await throttle(tx, bucket, 'client-a', { allowed: 1, per: '1 minute' })).toBe(false);
    });
  });

  test('with record_hit off it only answers: the caller counts the outcomes it wants (as wrong guesses)', async () => {
    const bucket = uniqueMarker('throttle');
    for (let call = 0; call < 5; call += 1) expect(await throttle(db, bucket, 'client-a', { recordHit: false })).toBe(true);
    expect(await hits(db, bucket)).toBe(0);
    for (let call = 0; call < 3; call += 1) await throttle(db, bucket, 'client-a');
    expect(await throttle(db, bucket, 'client-a', { recordHit: false })).toBe(false);
  });

  test('each client has its own allowance', async () => {
    const bucket = uniqueMarker('throttle');
    for (let call = 0; call < 3; call += 1) await throttle(db, bucket, 'client-a');
    expect(await throttle(db, bucket, 'client-a')).toBe(false);
    expect(await throttle(db, bucket, 'client-b')).toBe(true);
    expect(await hits(db, bucket, 'client-b')).toBe(1);
  });

  test('each bucket has its own allowance and its own window', async () => {
    const full = uniqueMarker('throttle');
    const other = uniqueMarker('throttle');
    for (let call = 0; call < 3; call += 1) await throttle(db, full, 'client-a');
    expect(await throttle(db, full, 'client-a')).toBe(false);
    expect(await throttle(db, other, 'client-a')).toBe(true);

    // A bucket with a short window forgets only its own old hits.
    const short = uniqueMarker('throttle');
    await db.transaction(async (tx) => {
      await hitAgo(tx, other, 'client-a', '5 minutes');
      await hitAgo(tx, short, 'client-a', '5 minutes');
      expect(await throttle(tx, short, 'client-a', { allowed: 1, per: '1 minute' })).toBe(true);
      expect(await hits(tx, short)).toBe(1);
      expect(await throttle(tx, other, 'client-a', { allowed: 2 })).toBe(false);
      expect(await hits(tx, other)).toBe(2);
    });
  });

  test('the housekeeping deletes clients without a hit in their window and keeps the others', async () => {
    const bucket = uniqueMarker('throttle');
    await db.transaction(async (tx) => {
      await hitAgo(tx, bucket, 'gone', '10 minutes 1 second');
      await hitAgo(tx, bucket, 'gone', '15 minutes');
      await hitAgo(tx, bucket, 'kept', '15 minutes');
      await hitAgo(tx, bucket, 'kept', '9 minutes');
    });
    await db.asRole({ role: 'service_role' }, (tx) => tx.query('select public.run_lead_retention()'));
    const { rows } = await db.query<{ client_key: string }>('select client_key from private.throttle_hits where bucket = $1', [bucket]);
    expect(rows).toEqual([{ client_key: 'kept' }]);
  });

  test('nobody calls it or reads its hits through the API', async () => {
    for (const actor of ['anon', 'user', 'editor', 'admin'] as const) {
      await expect(db.asRole(claimsFor(actor, ids), (tx) => throttle(tx, 'enquiry', 'client-a'))).rejects.toMatchObject({ code: '42501' });
      await expect(db.asRole(claimsFor(actor, ids), (tx) => tx.query('select * from private.throttle_hits'))).rejects.toMatchObject({
        code: '42501',
      });
    }
  });
});
