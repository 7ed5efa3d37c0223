import type { Db, Tx } from '../local/src/contract';
import { startTestBackend } from '../local/src/testing';
import { type ActorIds, claimsFor, loadDemoUserIds, uniqueMarker } from './support/actors';

let backend: Awaited<ReturnType<typeof startTestBackend>>;
let db: Db;
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

async function hits(runner: Runner, bucket: string, clientKey?: string): Promise<number> {
  const { rows } = await runner.query<{ n: number }>(
    'select count(*)::int as n from private.throttle_hits where bucket = $1 and ($2::text is null or client_key = $2)',
    [bucket, clientKey ?? null],
  );
  return rows[0]!.n;
}

/** A hit of the client `age` ago (an interval) as of the transaction's now(). */
async function hitAgo(runner: Runner, bucket: string, clientKey: string, age: string): Promise<void> {
  await runner.query('insert into private.throttle_hits (bucket, client_key, hit_at) values ($1, $2, now() - $3::interval)', [bucket, clientKey, age]);
}

test('lets `allowed` hits through, then refuses without counting the refused ones', async () => {
  const bucket = uniqueMarker('throttle');
  const answers: boolean[] = [];
  for (let call = 0; call < 5; call += 1) answers.push(await throttle(db, bucket, 'client-a'));
  expect(answers).toEqual([true, true, true, false, false]);
  expect(await hits(db, bucket, 'client-a')).toBe(3);
});

test('a hit exactly one window old still counts; older ones expire and are forgotten', async () => {
  const bucket = uniqueMarker('throttle');
  // One transaction: now() stands still, so the edge is exact.
  await db.transaction(async (tx) => {
    await hitAgo(tx, bucket, 'client-a', '10 minutes');
    await hitAgo(tx, bucket, 'client-a', '10 minutes');
    await hitAgo(tx, bucket, 'client-a', '10 minutes');
    expect(await throttle(tx, bucket, 'client-a')).toBe(false);
  });
  await db.transaction(async (tx) => {
    await hitAgo(tx, bucket, 'client-b', '10 minutes 0.001 seconds');
    await hitAgo(tx, bucket, 'client-b', '10 minutes 0.001 seconds');
    await hitAgo(tx, bucket, 'client-b', '10 minutes 0.001 seconds');
    expect(await throttle(tx, bucket, 'client-b')).toBe(true);
    expect(await hits(tx, bucket, 'client-b')).toBe(1);
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
    expect(await throttle(tx, short, 'client-a', { per: '1 minute' })).toBe(true);
    expect(await hits(tx, short)).toBe(1);
    expect(await hits(tx, other)).toBe(2);
  });
});

test('nobody calls it or reads its hits through the API', async () => {
  for (const actor of ['anon', 'user', 'editor', 'admin'] as const) {
    await expect(db.asRole(claimsFor(actor, ids), (tx) => throttle(tx, 'enquiry', 'client-a'))).rejects.toMatchObject({ code: '42501' });
    await expect(db.asRole(claimsFor(actor, ids), (tx) => tx.query('select * from private.throttle_hits'))).rejects.toMatchObject({
      code: '42501',
    });
  }
});
