import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createTestClient, startTestBackend, type RunningBackend } from '../testing';

/**
 * Whether an address has an account must not show in the answers of sign-in, recovery and sign-up: not
 * in their bodies and not in their timing. Each request is timed twice: by the clock, as a prober sees it,
 * and by the CPU time the backend spends on it, without the waits that other processes on a busy machine
 * add to the clock. That CPU time is this process's (the HTTP backend, and PGlite in a worker thread) plus,
 * over a PostgreSQL server on this machine, that of the server processes connected to this file's database.
 * The assertion uses CPU time, and the clock only when the server's processes cannot be read; both are logged.
 */

let backend: RunningBackend;

const SAMPLES = 20;
/**
 * The largest median gap tolerated, by measure. What is guarded against is a skipped password hash: about
 * 65 ms of CPU here and about 100 ms by the clock over a PostgreSQL server. CPU time stays within a few ms of
 * equal work; the clock, on a machine busy with other processes, wandered up to about 15 ms between
 * identical requests, so its bound is wider and still a third of the gap a skipped hash opens.
 */
const MAX_MEDIAN_GAP_MS = { cpu: 10, wall: 30 } as const;

/** Nanoseconds on a CPU, from the kernel's scheduler statistics of a process; null when it cannot be read. */
function onCpuNanoseconds(pid: number): number | null {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);
  } catch {
    return null;
  }
}

/** The server processes of this file's database, or null when they are not processes of this machine. */
async function databaseServerPids(): Promise<number[] | null> {
  const { rows } = await backend.db.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database()');
  const pids = rows.map((row) => row.pid);
  return pids.length > 0 && pids.every((pid) => onCpuNanoseconds(pid) !== null) ? pids : null;
}

let serverCpuReadable = false;

/** CPU milliseconds spent so far by the database server processes of this file's database (0 over PGlite). */
async function databaseServerCpuMs(): Promise<number> {
  if (!serverCpuReadable) return 0;
  const pids = (await databaseServerPids()) ?? [];
  return pids.reduce((sum, pid) => sum + (onCpuNanoseconds(pid) ?? 0), 0) / 1e6;
}

beforeAll(async () => {
  // Every sample counts against [auth.rate_limit]; the limits are not what this file checks.
  backend = await startTestBackend({
    authRateLimits: { sign_in_sign_ups: 10_000, token_refresh: 10_000, token_verifications: 10_000, email_sent: 10_000, email_per_address: 10_000 },
  });
  serverCpuReadable = backend.db.kind === 'postgres' && (await databaseServerPids()) !== null;
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

function newEmail(label: string): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}

function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${backend.url}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function mailTo(email: string): Promise<{ subject: string; links: string[] }[]> {
  const response = await fetch(`${backend.url}/mail/v1/messages?to=${encodeURIComponent(email)}`);
  return (await response.json()) as { subject: string; links: string[] }[];
}

async function confirmedAccount(password: string, metadata: Record<string, unknown> = {}): Promise<string> {
  const email = newEmail('known');
  expect((await post('/signup', { email, password, data: metadata })).status).toBe(200);
  const link = (await mailTo(email))[0]?.links.find((candidate) => candidate.includes('type=signup'));
  expect((await fetch(link ?? '', { redirect: 'manual' })).status).toBe(303);
  return email;
}

interface Sample {
  wall: number;
  cpu: number;
}

async function timed(send: () => Promise<Response>, expectedStatus: number): Promise<Sample> {
  const serverCpuBefore = await databaseServerCpuMs();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const response = await send();
  await response.arrayBuffer();
  const wall = performance.now() - started;
  const cpuUsed = process.cpuUsage(cpuBefore);
  const serverCpu = (await databaseServerCpuMs()) - serverCpuBefore;
  expect(response.status).toBe(expectedStatus);
  return { wall, cpu: (cpuUsed.user + cpuUsed.system) / 1000 + serverCpu };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

interface Timings {
  /** Median clock time of each kind of request. */
  wall: Record<string, number>;
  /** Median CPU time of each kind of request. */
  cpu: Record<string, number>;
  /** Median over the rounds of (this kind's time − the reference kind's time in the same round), by the measure asserted on. */
  gaps: Record<string, number>;
}

/** The measure the assertions use: CPU time whenever all of the backend's work can be read. */
function assertedMeasure(): keyof Sample {
  return backend.db.kind === 'pglite' || serverCpuReadable ? 'cpu' : 'wall';
}

/**
 * SAMPLES timings of each kind of request, taken in rounds after one warm-up round; within a round the
 * kinds go in a random order. Each kind is compared with `reference` round by round, so a slow spell of
 * the machine weighs on both sides of a difference.
 */
async function interleavedTimings(reference: string, kinds: Record<string, () => Promise<Sample>>): Promise<Timings> {
  const samples: Record<string, Sample[]> = Object.fromEntries(Object.keys(kinds).map((name) => [name, []]));
  for (let round = -1; round < SAMPLES; round += 1) {
    const order = Object.keys(kinds).sort(() => Math.random() - 0.5);
    for (const name of order) {
      const sample = await kinds[name]!();
      if (round >= 0) samples[name]?.push(sample);
    }
  }
  const measure = assertedMeasure();
  const base = samples[reference] ?? [];
  const medians = (pick: keyof Sample) =>
    Object.fromEntries(Object.entries(samples).map(([name, values]) => [name, median(values.map((value) => value[pick]))]));
  return {
    wall: medians('wall'),
    cpu: medians('cpu'),
    gaps: Object.fromEntries(
      Object.entries(samples)
        .filter(([name]) => name !== reference)
        .map(([name, values]) => [name, median(values.map((value, index) => value[measure] - (base[index]?.[measure] ?? 0)))]),
    ),
  };
}

function described({ wall, cpu, gaps }: Timings): string {
  const list = (values: Record<string, number>) =>
    Object.entries(values)
      .map(([name, value]) => `${name} ${value.toFixed(1)} ms`)
      .join(', ');
  return `medians of ${SAMPLES}, clock: ${list(wall)}; CPU: ${list(cpu)}; median ${assertedMeasure()} gap to the reference: ${list(gaps)}`;
}

/**
 * The SQL statements the backend runs while `act` runs, whitespace collapsed. How a capture savepoint ends
 * (kept or thrown away) is the one step allowed to differ, so both endings read the same here.
 */
async function statementsDuring(act: () => Promise<unknown>): Promise<string[]> {
  const db = backend.db;
  const statements: string[] = [];
  // The pg_net stand-in polls its queue in the background on the same database: not part of the request.
  const record = (sql: string) => {
    if (/\bnet\.(http_request_queue|_http_response)\b/.test(sql)) return;
    statements.push(sql.replace(/\s+/g, ' ').trim().replace(/^(release|rollback to) savepoint (\w+)$/i, 'end savepoint $2'));
  };
  const { query, transaction } = db;
  db.query = ((sql: string, params?: unknown[]) => {
    record(sql);
    return query.call(db, sql, params);
  }) as typeof db.query;
  db.transaction = ((fn: Parameters<typeof transaction>[0]) =>
    transaction.call(db, (tx) =>
      fn({
        ...tx,
        query: (sql: string, params?: unknown[]) => {
          record(sql);
          return tx.query(sql, params);
        },
      } as typeof tx),
    )) as typeof db.transaction;
  try {
    await act();
  } finally {
    db.query = query;
    db.transaction = transaction;
  }
  return statements;
}

describe('the same statements whether or not the address has an account', () => {
  it('a wrong-password sign-in', async () => {
    const signIn = (email: string) => () => post('/token?grant_type=password', { email, password: 'Spatne-Heslo-9' });
    const existing = await statementsDuring(signIn('editor@example.com'));
    expect(existing.some((sql) => sql.includes('extensions.crypt'))).toBe(true);
    expect(await statementsDuring(signIn(newEmail('nobody')))).toEqual(existing);
  });

  it('a recovery request', async () => {
    const known = await confirmedAccount('Spravne-Heslo-1');
    const recover = (email: string) => () => post('/recover', { email });
    const existing = await statementsDuring(recover(known));
    expect(existing.some((sql) => sql.includes('local_services.mail'))).toBe(true);
    expect(await statementsDuring(recover(newEmail('nobody')))).toEqual(existing);
  });
});

describe('sign-in timing', () => {
  it('a wrong password takes as long for an existing address as for an unknown one', async () => {
    const signedUp = await confirmedAccount('Spravne-Heslo-1');
    const wrongPassword = (email: string) => () =>
      timed(() => post('/token?grant_type=password', { email, password: 'Spatne-Heslo-9' }), 400);
    const timings = await interleavedTimings('unknown address', {
      'seeded account': wrongPassword('editor@example.com'),
      'signed-up account': wrongPassword(signedUp),
      'unknown address': wrongPassword(newEmail('nobody')),
    });
    console.log(`wrong-password sign-in ${described(timings)}`);
    expect(Math.abs(timings.gaps['seeded account'] ?? Infinity)).toBeLessThan(MAX_MEDIAN_GAP_MS[assertedMeasure()]);
    expect(Math.abs(timings.gaps['signed-up account'] ?? Infinity)).toBeLessThan(MAX_MEDIAN_GAP_MS[assertedMeasure()]);
  }, 120_000);

  it('an account without a password (invited) answers a sign-in like an unknown address', async () => {
    const invited = newEmail('invited');
    const service = createTestClient(backend, { key: backend.serviceRoleKey });
    expect((await service.auth.admin.inviteUserByEmail(invited)).error).toBeNull();
    const body = async (email: string) => (await post('/token?grant_type=password', { email, password: 'Nejake-Heslo-1' })).json();
    expect(await body(invited)).toEqual(await body(newEmail('nobody')));
  });
});

describe('recovery timing', () => {
  it('asking for a recovery link takes as long for an existing address as for an unknown one', async () => {
    const known = await confirmedAccount('Spravne-Heslo-1');
    const unknown = newEmail('nobody');
    const recover = (email: string) => () => timed(() => post('/recover', { email }), 200);
    const timings = await interleavedTimings('unknown address', { 'existing address': recover(known), 'unknown address': recover(unknown) });
    console.log(`recovery ${described(timings)}`);
    expect(Math.abs(timings.gaps['existing address'] ?? Infinity)).toBeLessThan(MAX_MEDIAN_GAP_MS[assertedMeasure()]);
    expect((await mailTo(known)).filter((message) => message.subject === 'Obnovení hesla')).toHaveLength(SAMPLES + 1);
    expect(await mailTo(unknown)).toEqual([]);
  }, 120_000);
});

/** The structure of a JSON value: object keys (sorted) and array lengths all the way down, and leaf types. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, shapeOf((value as Record<string, unknown>)[key])]),
    );
  }
  return value === null ? 'null' : typeof value;
}

describe('sign-up of an address that has an account', () => {
  async function signUpBody(email: string, password: string, data: Record<string, unknown> = { full_name: 'Jana' }) {
    const response = await post('/signup', { email, password, data });
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown> & { id: string; identities: { id: string; user_id: string }[] };
  }

  it('answers a body of the same shape as a new sign-up, with an id that belongs to nobody', async () => {
    const confirmed = await confirmedAccount('Puvodni-Heslo-1', { full_name: 'Původní' });
    const unconfirmed = newEmail('pending');
    await signUpBody(unconfirmed, 'Puvodni-Heslo-1');

    const fresh = await signUpBody(newEmail('fresh'), 'Nove-Heslo-42');
    const forConfirmed = await signUpBody(confirmed, 'Nove-Heslo-42');
    const forUnconfirmed = await signUpBody(unconfirmed, 'Nove-Heslo-42');

    expect(fresh.identities).toHaveLength(1);
    expect(shapeOf(forConfirmed)).toEqual(shapeOf(fresh));
    expect(shapeOf(forUnconfirmed)).toEqual(shapeOf(fresh));
    expect(forConfirmed.identities).toHaveLength(fresh.identities.length);
    for (const body of [forConfirmed, forUnconfirmed]) {
      expect(body.identities[0]?.user_id).toBe(body.id);
      const owner = await backend.db.query('select 1 from auth.users where id = $1', [body.id]);
      expect(owner.rows).toEqual([]);
    }
    expect(forConfirmed).toMatchObject({ email: confirmed, user_metadata: { full_name: 'Jana' }, aud: 'authenticated', role: 'authenticated' });
    expect(forConfirmed).not.toHaveProperty('email_confirmed_at');
    expect(fresh).not.toHaveProperty('email_confirmed_at');
  });

  it('leaves the account as it was: password, metadata and no mail for a confirmed address; a new confirmation for an unconfirmed one', async () => {
    const confirmed = await confirmedAccount('Puvodni-Heslo-1', { full_name: 'Původní' });
    const unconfirmed = newEmail('pending');
    await signUpBody(unconfirmed, 'Puvodni-Heslo-1', { full_name: 'Čekající' });
    const before = await backend.db.query(
      'select id, encrypted_password, raw_user_meta_data, email_confirmed_at, created_at from auth.users where email = any($1) order by email',
      [[confirmed, unconfirmed]],
    );
    const confirmedMail = (await mailTo(confirmed)).length;
    const unconfirmedMail = (await mailTo(unconfirmed)).length;

    await signUpBody(confirmed, 'Utocnikovo-Heslo-1', { full_name: 'Útočník' });
    await signUpBody(unconfirmed, 'Utocnikovo-Heslo-1', { full_name: 'Útočník' });

    const after = await backend.db.query(
      'select id, encrypted_password, raw_user_meta_data, email_confirmed_at, created_at from auth.users where email = any($1) order by email',
      [[confirmed, unconfirmed]],
    );
    expect(after.rows).toEqual(before.rows);
    expect(await mailTo(confirmed)).toHaveLength(confirmedMail);
    const resent = await mailTo(unconfirmed);
    expect(resent).toHaveLength(unconfirmedMail + 1);
    expect(resent[0]?.subject).toBe('Potvrzení registrace');
    const client = createTestClient(backend);
    expect((await client.auth.signInWithPassword({ email: confirmed, password: 'Puvodni-Heslo-1' })).error).toBeNull();
    expect((await client.auth.signInWithPassword({ email: confirmed, password: 'Utocnikovo-Heslo-1' })).error?.code).toBe('invalid_credentials');
  });

  it('takes as long as a new sign-up', async () => {
    const confirmed = await confirmedAccount('Puvodni-Heslo-1');
    const signUp = (email: () => string) => () => timed(() => post('/signup', { email: email(), password: 'Nove-Heslo-42' }), 200);
    const timings = await interleavedTimings('new address', { 'existing address': signUp(() => confirmed), 'new address': signUp(() => newEmail('fresh')) });
    console.log(`sign-up ${described(timings)}`);
    expect(Math.abs(timings.gaps['existing address'] ?? Infinity)).toBeLessThan(MAX_MEDIAN_GAP_MS[assertedMeasure()]);
  }, 120_000);
});
