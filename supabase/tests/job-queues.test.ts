import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '../local/src/contract';
import { startTestBackend } from '../local/src/testing';

// The job queue layer (migration 20261127030000): a registered message table, read with a lease, archived,
// released with backoff, measured, and its worker woken through pg_net; on PGlite and (TEST_DATABASE_URL)
// a PostgreSQL server.

let backend: Awaited<ReturnType<typeof startTestBackend>>;
let db: Db;

beforeAll(async () => {
  backend = await startTestBackend();
  db = backend.db;
  await db.query(`
    create table private.test_jobs (
      id bigint generated always as identity primary key,
      payload text not null,
      status text not null default 'queued',
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      locked_until timestamptz,
      last_error text,
      created_at timestamptz not null default now()
    )`);
  await db.query("select private.queue_create('test_jobs', 'private.test_jobs', 'X-Test-Secret')");
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

beforeEach(async () => {
  await db.query('delete from private.test_jobs');
});

const send = async (payload: string) =>
  (await db.query<{ id: string }>('insert into private.test_jobs (payload) values ($1) returning id::text as id', [payload])).rows[0]!.id;

const read = async (qty: number, leaseSeconds = 60) =>
  (await db.query<{ msg_id: string; attempts: number }>('select msg_id, attempts from private.queue_read($1, $2, $3) order by msg_id::bigint', ['test_jobs', leaseSeconds, qty])).rows;

const row = async (id: string) =>
  (
    await db.query<{ status: string; attempts: number; last_error: string | null; wait: number; leased: boolean }>(
      `select status, attempts, last_error, round(extract(epoch from next_attempt_at - now()))::int as wait, locked_until > now() as leased
       from private.test_jobs where id = $1`,
      [id],
    )
  ).rows[0]!;

const metrics = async () => (await db.query<{ m: Record<string, unknown> }>("select private.queue_metrics('test_jobs') as m")).rows[0]!.m;

test('a table without the delivery columns is no queue', async () => {
  await db.query('create table private.not_a_queue (id bigint primary key, status text)');
  await expect(db.query("select private.queue_create('not_a_queue', 'private.not_a_queue', 'X-Test-Secret')")).rejects.toThrow(/lacks the delivery columns/);
  await expect(db.query("select * from private.queue_read('no_such_queue', 60, 1)")).rejects.toThrow(/No job queue no_such_queue/);
});

test('read leases the oldest due messages and counts the attempt; a leased message is not read again', async () => {
  const first = await send('a');
  const second = await send('b');
  const third = await send('c');
  expect(await read(2)).toEqual([
    { msg_id: first, attempts: 1 },
    { msg_id: second, attempts: 1 },
  ]);
  expect(await row(first)).toMatchObject({ status: 'sending', leased: true });
  expect(await read(5)).toEqual([{ msg_id: third, attempts: 1 }]);
  expect(await read(5)).toEqual([]);
});

test('a lease that ran out (the worker died mid-job) lets the next read take the message again', async () => {
  const id = await send('lost worker');
  expect(await read(1)).toHaveLength(1);
  await db.query("update private.test_jobs set locked_until = now() - interval '1 second' where id = $1", [id]);
  expect(await read(1)).toEqual([{ msg_id: id, attempts: 2 }]);
});

test('set_vt releases with the error and a backoff of 10 s doubling per attempt up to an hour', async () => {
  const id = await send('flaky');
  await read(1);
  await db.query("select private.queue_set_vt('test_jobs', array[$1], 'SMTP 421 try later')", [id]);
  expect(await row(id)).toMatchObject({ status: 'retrying', attempts: 1, last_error: 'SMTP 421 try later', wait: 10, leased: null });
  expect(await read(1)).toEqual([]);

  await db.query("update private.test_jobs set next_attempt_at = now(), attempts = 3 where id = $1", [id]);
  await read(1);
  await db.query("select private.queue_set_vt('test_jobs', array[$1], 'again')", [id]);
  expect((await row(id)).wait).toBe(80);

  await db.query('update private.test_jobs set attempts = 20 where id = $1', [id]);
  await db.query("select private.queue_set_vt('test_jobs', array[$1], 'still', count_attempt => true)", [id]);
  expect(await row(id)).toMatchObject({ attempts: 21, wait: 3600 });
});

test('archive makes a message final with its error, and metrics count only open messages', async () => {
  const done = await send('done');
  const refused = await send('refused');
  const waiting = await send('waiting');
  await read(3);
  expect((await db.query<{ n: number }>("select private.queue_archive('test_jobs', array[$1], 'sent') as n", [done])).rows[0]!.n).toBe(1);
  await db.query("select private.queue_archive('test_jobs', array[$1], 'failed', '550 no such user')", [refused]);
  await db.query("select private.queue_set_vt('test_jobs', array[$1], '421 busy')", [waiting]);
  expect(await row(done)).toMatchObject({ status: 'sent', last_error: null });
  expect(await row(refused)).toMatchObject({ status: 'failed', last_error: '550 no such user' });
  await expect(db.query("select private.queue_archive('test_jobs', array[$1], 'queued')", [done])).rejects.toThrow(/Not a final status/);

  expect(await metrics()).toMatchObject({ queue_name: 'test_jobs', queue_length: 1, due: 0, retrying: 1, last_error: '421 busy' });
  await db.query("update private.test_jobs set next_attempt_at = now() - interval '30 seconds', created_at = now() - interval '40 seconds' where id = $1", [waiting]);
  const late = await metrics();
  expect(late).toMatchObject({ queue_length: 1, due: 1 });
  expect(Number(late.due_lag_sec)).toBeGreaterThanOrEqual(30);
  expect(Number(late.oldest_msg_age_sec)).toBeGreaterThanOrEqual(40);

  await db.query("select private.queue_archive('test_jobs', array[$1], 'sent')", [waiting]);
  expect(await metrics()).toMatchObject({ queue_length: 0, due: 0, oldest_msg_age_sec: 0, due_lag_sec: 0, last_error: null });
});

test("the one wake-up POSTs to the queue's webhook with its own secret header after commit; none without a URL", async () => {
  const received: { headers: IncomingMessage['headers']; body: unknown }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      res.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/test-jobs`;
  try {
    await db.query(`select private.queue_wake('test_jobs', '{"type": "unheard"}')`);
    await backend.pgNet.drain();
    expect(received).toEqual([]);

    await db.query("update private.job_queues set webhook_url = $1, webhook_secret = 'test-secret' where queue_name = 'test_jobs'", [url]);
    await db.query(`select private.queue_wake('test_jobs', '{"type": "test_queued"}')`);
    await backend.pgNet.drain();
    expect(received).toEqual([
      { headers: expect.objectContaining({ 'x-test-secret': 'test-secret', 'content-type': 'application/json' }), body: { type: 'test_queued' } },
    ]);
  } finally {
    await db.query("update private.job_queues set webhook_url = null, webhook_secret = null where queue_name = 'test_jobs'");
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

test('job_queue_configure is for the service role, and names only queues that exist', async () => {
  const call = (role: 'anon' | 'authenticated' | 'service_role', queue: string) =>
    db.asRole({ role }, (tx) => tx.query("select public.job_queue_configure($1, 'http://127.0.0.1:9/x', 'secret-secret-secret')", [queue]));
  await expect(call('anon', 'mail')).rejects.toThrow(/permission denied/);
  await expect(call('authenticated', 'mail')).rejects.toThrow(/permission denied/);
  await expect(call('service_role', 'nothing')).rejects.toThrow(/No job queue nothing/);
  await call('service_role', 'mail');
  const { rows } = await db.query<{ webhook_url: string; wake_header: string }>("select webhook_url, wake_header from private.job_queues where queue_name = 'mail'");
  expect(rows[0]).toEqual({ webhook_url: 'http://127.0.0.1:9/x', wake_header: 'X-Mail-Secret' });
  await db.query("select public.job_queue_configure('mail', null, null)");
});
