/**
 * Publishing you can see: the queue keeps what the publisher handled (when, how long, which files) or why
 * a render failed, and staff read from it whether a record's latest change is live, how publishing is
 * doing, and the latest changes of content. On PGlite and (TEST_DATABASE_URL) a PostgreSQL server.
 */
import type { JwtClaims, Tx } from '../local/src/contract';
import { ACTORS, attemptAs, claimsFor, sqlState, uniqueMarker, useDatabaseFixture } from './support/actors';

const database = useDatabaseFixture();

interface PublishState {
  state: 'pending' | 'live' | 'failed';
  changed_at: string;
  deleted: boolean;
  live_at: string | null;
  seconds_to_live: number | null;
  error: string | null;
  failed_at: string | null;
}

interface SiteState {
  last_published_at: string | null;
  last_duration_ms: number | null;
  last_files_written: number | null;
  last_files_removed: number | null;
  pending: number;
  oldest_pending_at: string | null;
  queue_lag_seconds: number | null;
  last_failure: { failed_at: string; error: string; attempts: number; events: number } | null;
}

interface Change {
  revision_id: string;
  table_name: string;
  record_id: string;
  title: string | null;
  operation: string;
  actor_name: string | null;
}

const SERVICE: JwtClaims = { role: 'service_role' };
const editor = () => claimsFor('editor', database.ids);

async function as<T>(claims: JwtClaims, sql: string, params: unknown[] = []): Promise<T[]> {
  const { rows } = await database.db.asRole(claims, (tx: Tx) => tx.query<T & Record<string, unknown>>(sql, params));
  return rows;
}

async function publishState(table: string, id: string): Promise<PublishState> {
  return (await as<{ s: PublishState }>(editor(), 'select public.publish_state($1, $2) as s', [table, id]))[0]!.s;
}

async function siteState(): Promise<SiteState> {
  return (await as<{ s: SiteState }>(editor(), 'select public.site_publish_state() as s'))[0]!.s;
}

async function latestEventId(): Promise<number> {
  const rows = await as<{ s: { latest_event_id: number | null } }>(SERVICE, 'select public.publish_queue_status() as s');
  return Number(rows[0]!.s.latest_event_id ?? 0);
}

/** What the publisher does after a good render. */
async function ack(durationMs = 350, written: string[] = ['moduly/index.html'], removed: string[] = []): Promise<number> {
  const through = await latestEventId();
  const rows = await as<{ n: number }>(SERVICE, 'select public.publish_queue_ack($1, $2, $3, $4) as n', [through, durationMs, written, removed]);
  return rows[0]!.n;
}

async function fail(message: string, durationMs = 900): Promise<number> {
  const through = await latestEventId();
  const rows = await as<{ n: number }>(SERVICE, 'select public.publish_queue_fail($1, $2, $3) as n', [through, message, durationMs]);
  return rows[0]!.n;
}

async function newModule(): Promise<string> {
  const rows = await as<{ id: string }>(editor(), "insert into public.modules (name_cs, description_cs) values ($1, 'Popis') returning id::text as id", [
    uniqueMarker('Modul'),
  ]);
  return rows[0]!.id;
}

beforeEach(async () => {
  // Every case starts with nothing waiting.
  await ack();
});

test('a saved record is pending until a render covers it, then live with the time from save to live and the run recorded', async () => {
  const id = await newModule();
  await ack();
  await as(editor(), "update public.modules set description_cs = 'Nový popis' where id = $1", [id]);
  const { updated_at } = (await database.db.query<{ updated_at: Date }>('select updated_at from public.modules where id = $1', [id])).rows[0]!;

  const pending = await publishState('modules', id);
  expect(pending).toMatchObject({ state: 'pending', deleted: false, live_at: null, seconds_to_live: null, error: null });
  expect(new Date(pending.changed_at).getTime()).toBe(new Date(updated_at).getTime());
  expect(await siteState()).toMatchObject({ pending: 1, last_failure: null });

  expect(await ack(420, ['moduly/index.html', 'en/modules/index.html'], ['blog/stary/index.html'])).toBe(1);
  const live = await publishState('modules', id);
  expect(live).toMatchObject({ state: 'live', error: null, changed_at: pending.changed_at });
  expect(live.seconds_to_live).toBeGreaterThanOrEqual(0);
  expect(Number(live.seconds_to_live)).toBeCloseTo((new Date(live.live_at!).getTime() - new Date(live.changed_at).getTime()) / 1000, 2);

  // The handled event stays as history, tied to the run that rendered it.
  const { rows } = await database.db.query<{ handled: boolean; duration_ms: number; files_written: number; files_removed: number; written: string[]; removed: string[]; events: number }>(
    `select e.handled_at is not null as handled, r.duration_ms, r.files_written, r.files_removed, r.written, r.removed, r.events
     from private.publish_events e join private.publish_runs r on r.id = e.run_id
     where e.table_name = 'modules' and e.transaction_at = (select m.updated_at from public.modules m where m.id = $1)`,
    [id],
  );
  expect(rows).toEqual([
    { handled: true, duration_ms: 420, files_written: 2, files_removed: 1, written: ['moduly/index.html', 'en/modules/index.html'], removed: ['blog/stary/index.html'], events: 1 },
  ]);
  const site = await siteState();
  expect(site).toMatchObject({ pending: 0, oldest_pending_at: null, queue_lag_seconds: null, last_duration_ms: 420, last_files_written: 2, last_files_removed: 1, last_failure: null });
  expect(new Date(site.last_published_at!).getTime()).toBe(new Date(live.live_at!).getTime());
  // The publisher's status counts only what is not handled yet.
  expect((await as<{ s: { pending: number } }>(SERVICE, 'select public.publish_queue_status() as s'))[0]!.s.pending).toBe(0);
});

test('a failed render leaves the change pending and marked failed with its error; retries are one failure; a good render makes it live', async () => {
  const id = await newModule();
  await ack();
  await as(editor(), "update public.modules set name_cs = 'Po výpadku' where id = $1", [id]);
  expect(await fail('pricing plans: permission denied for table pricing_plans')).toBe(1);
  expect(await fail('pricing plans: permission denied for table pricing_plans')).toBe(1);

  const failed = await publishState('modules', id);
  expect(failed).toMatchObject({ state: 'failed', live_at: null, error: 'pricing plans: permission denied for table pricing_plans' });
  expect(failed.failed_at).not.toBeNull();
  const site = await siteState();
  expect(site).toMatchObject({ pending: 1, last_failure: { error: 'pricing plans: permission denied for table pricing_plans', attempts: 2, events: 1 } });
  expect(site.queue_lag_seconds).toBeGreaterThanOrEqual(0);
  expect(new Date(site.oldest_pending_at!).getTime()).toBeLessThanOrEqual(Date.now());
  // The publisher still sees it waiting and keeps trying.
  expect((await as<{ s: { pending: number } }>(SERVICE, 'select public.publish_queue_status() as s'))[0]!.s.pending).toBe(1);

  expect(await ack()).toBe(1);
  expect(await publishState('modules', id)).toMatchObject({ state: 'live', error: null, failed_at: null });
  expect((await siteState()).last_failure).toBeNull();
});

test('a change saved after a failure waits for the next render, not marked with the earlier failure', async () => {
  const id = await newModule();
  await ack();
  await fail('backend down');
  await as(editor(), "update public.modules set description_cs = 'Po chybě' where id = $1", [id]);
  expect(await publishState('modules', id)).toMatchObject({ state: 'pending', error: null });
});

test('a deleted record reports its deletion: pending until rendered, then live', async () => {
  const id = await newModule();
  await ack();
  await as(editor(), 'delete from public.modules where id = $1', [id]);
  expect(await publishState('modules', id)).toMatchObject({ state: 'pending', deleted: true });
  await ack();
  expect(await publishState('modules', id)).toMatchObject({ state: 'live', deleted: true });
});

test('the contact info is tracked by its key; a change older than the history is live; unknown records are refused', async () => {
  await as(claimsFor('admin', database.ids), "update public.site_settings set setting_value = setting_value || '{}'::jsonb where setting_key = 'contact_info'");
  expect(await publishState('site_settings', 'contact_info')).toMatchObject({ state: 'pending' });
  await ack();
  expect(await publishState('site_settings', 'contact_info')).toMatchObject({ state: 'live' });

  // A change whose event is no longer kept was rendered long ago: live, with no time to tell.
  const old = await newModule();
  await ack();
  await database.db.query(
    "delete from private.publish_events where table_name = 'modules' and transaction_at = (select m.updated_at from public.modules m where m.id = $1)",
    [old],
  );
  expect(await publishState('modules', old)).toMatchObject({ state: 'live', live_at: null, seconds_to_live: null, deleted: false });

  const refused = async (table: string, id: string) =>
    sqlState(await attemptAs(database.db, editor(), (tx) => tx.query('select public.publish_state($1, $2)', [table, id])));
  expect(await refused('modules', '00000000-0000-4000-8000-000000000000')).toBe('P0002');
  expect(await refused('modules', 'not-an-id')).toBe('22023');
  expect(await refused('site_settings', 'maintenance_mode')).toBe('22023');
  expect(await refused('contact_enquiries', old)).toBe('22023');
});

test('history is bounded: handled events and runs older than 7 days go on ack; pending events and the newest run of each outcome stay', async () => {
  const db = database.db;
  const insertEvent = async (handledDaysAgo: number | null) =>
    (
      await db.query<{ id: string }>(
        `insert into private.publish_events (table_name, operation, created_at, handled_at)
         values ('modules', 'UPDATE', now() - interval '9 days', case when $1::int is null then null else now() - make_interval(days => $1::int) end)
         returning id::text as id`,
        [handledDaysAgo],
      )
    ).rows[0]!.id;
  const insertRun = async (outcome: 'ok' | 'failed', daysAgo: number) =>
    (
      await db.query<{ id: string }>(
        `insert into private.publish_runs (outcome, error, finished_at) values ($1, case when $1 = 'failed' then 'old failure' end, now() - make_interval(days => $2::int))
         returning id::text as id`,
        [outcome, daysAgo],
      )
    ).rows[0]!.id;

  const oldHandled = await insertEvent(8);
  const recentHandled = await insertEvent(6);
  const oldRuns = [await insertRun('ok', 9), await insertRun('ok', 8), await insertRun('failed', 10)];
  const newestOldFailure = await insertRun('failed', 8);
  const through = await latestEventId();
  const oldPending = await insertEvent(null);

  await as(SERVICE, 'select public.publish_queue_ack($1)', [through]);

  const events = await db.query<{ id: string; handled: boolean }>('select id::text as id, handled_at is not null as handled from private.publish_events where id = any($1::bigint[]) order by id', [
    [oldHandled, recentHandled, oldPending],
  ]);
  expect(events.rows).toEqual([
    { id: recentHandled, handled: true },
    { id: oldPending, handled: false },
  ]);
  const runs = await db.query<{ id: string }>('select id::text as id from private.publish_runs where id = any($1::bigint[]) order by id', [[...oldRuns, newestOldFailure]]);
  expect(runs.rows.map((row) => row.id)).toEqual([newestOldFailure]);
  const { rows } = await db.query<{ n: number }>("select count(*)::int as n from private.publish_events where handled_at < now() - interval '7 days'");
  expect(rows[0]!.n).toBe(0);

  await db.query('delete from private.publish_events where id = $1', [oldPending]);
});

test('the old one-argument ack still works and records a run', async () => {
  await newModule();
  const through = await latestEventId();
  const rows = await as<{ n: number }>(SERVICE, 'select public.publish_queue_ack($1) as n', [through]);
  expect(rows[0]!.n).toBe(1);
  const run = await database.db.query<{ outcome: string; duration_ms: number | null; files_written: number; through_event_id: string }>(
    'select outcome, duration_ms, files_written, through_event_id::text as through_event_id from private.publish_runs order by id desc limit 1',
  );
  expect(run.rows[0]).toEqual({ outcome: 'ok', duration_ms: null, files_written: 0, through_event_id: String(through) });
});

describe('permissions', () => {
  const call = (claims: JwtClaims, sql: string) => attemptAs(database.db, claims, (tx) => tx.query(sql));

  test('staff read the publish state and the latest changes; visitors and plain users are refused', async () => {
    const id = await newModule();
    const reads = [`select public.publish_state('modules', '${id}')`, 'select public.site_publish_state()', 'select * from public.recent_content_changes(5)'];
    const outcome: Record<string, (string | null)[]> = {};
    for (const actor of ACTORS) {
      outcome[actor] = [];
      for (const sql of reads) outcome[actor].push(sqlState(await call(claimsFor(actor, database.ids), sql)) ?? null);
    }
    expect(outcome).toEqual({
      anon: ['42501', '42501', '42501'],
      user: ['42501', '42501', '42501'],
      editor: [null, null, null],
      admin: [null, null, null],
    });
  });

  test('only the publisher (service role) records outcomes', async () => {
    for (const actor of ACTORS) {
      const acked = await call(claimsFor(actor, database.ids), 'select public.publish_queue_ack(0, 10, null, null)');
      const failed = await call(claimsFor(actor, database.ids), "select public.publish_queue_fail(0, 'x', 10)");
      expect([actor, sqlState(acked), sqlState(failed)]).toEqual([actor, '42501', '42501']);
    }
    expect(await call(SERVICE, "select public.publish_queue_fail(0, 'service role may', 10)")).toBeNull();
    expect(await call(SERVICE, 'select public.publish_queue_ack(0, 10, null, null)')).toBeNull();
  });
});

describe('recent_content_changes', () => {
  const recent = (count: number) =>
    as<Change>(
      editor(),
      'select revision_id::text as revision_id, table_name, record_id::text as record_id, title, operation, actor_name from public.recent_content_changes($1)',
      [count],
    );

  test('each record once with its latest change, newest first; a deletion is listed as one, with who made it', async () => {
    const kept = await newModule();
    const gone = await newModule();
    await as(editor(), "update public.modules set name_cs = 'Upravený modul' where id = $1", [kept]);
    await as(editor(), "update public.modules set name_cs = 'Smazaný modul' where id = $1", [gone]);
    await as(editor(), 'delete from public.modules where id = $1', [gone]);

    const [first, second, ...rest] = await recent(10);
    expect(first).toMatchObject({ table_name: 'modules', record_id: gone, operation: 'delete', title: 'Smazaný modul', actor_name: 'Erik Editor' });
    expect(second).toMatchObject({ table_name: 'modules', record_id: kept, operation: 'update', title: 'Upravený modul', actor_name: 'Erik Editor' });
    expect(rest.map((change) => change.record_id)).not.toContain(gone);
    expect(rest.map((change) => change.record_id)).not.toContain(kept);
    expect(rest.length).toBe(8);
  });

  test('a burst of 100 posts created and deleted shows as deletions and does not hide the edit before it from a longer list', async () => {
    const edited = await newModule();
    await as(editor(), "update public.modules set name_cs = 'Upraveno před dávkou' where id = $1", [edited]);
    const marker = uniqueMarker('davka');
    await as(
      editor(),
      `insert into public.blog_posts (title_cs, slug_cs) select format('Dávka %s', n), format('%s-%s', $1::text, n) from generate_series(1, 100) as n`,
      [marker],
    );
    await as(editor(), 'delete from public.blog_posts where slug_cs like $1', [`${marker}-%`]);

    const latest = await recent(10);
    expect(latest).toHaveLength(10);
    expect(latest.every((change) => change.table_name === 'blog_posts' && change.operation === 'delete' && change.title?.startsWith('Dávka '))).toBe(true);

    const longer = await recent(101);
    expect(longer[100]).toMatchObject({ table_name: 'modules', record_id: edited, operation: 'update', title: 'Upraveno před dávkou' });
    const { rows } = await database.db.query<{ n: number }>('select count(distinct (table_name, record_id))::int as n from public.content_revisions');
    expect((await recent(1000)).length).toBe(Math.min(rows[0]!.n, 200));
  });

  test('the count defaults to 10', async () => {
    expect(await as(editor(), 'select * from public.recent_content_changes()')).toHaveLength(10);
  });
});
