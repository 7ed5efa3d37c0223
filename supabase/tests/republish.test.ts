/**
 * "Zkusit znovu": staff ask for a new render after a failed one (request_republish). The request is queued
 * like a change (it wakes the publisher), and until a render has tried it the failure it answers no longer
 * marks the waiting changes. On PGlite and (TEST_DATABASE_URL) a PostgreSQL server.
 */
import type { JwtClaims, Tx } from '../local/src/contract';
import { ACTORS, attemptAs, claimsFor, sqlState, uniqueMarker, useDatabaseFixture } from './support/actors';

const database = useDatabaseFixture();

const SERVICE: JwtClaims = { role: 'service_role' };
const editor = () => claimsFor('editor', database.ids);

async function as<T>(claims: JwtClaims, sql: string, params: unknown[] = []): Promise<T[]> {
  const { rows } = await database.db.asRole(claims, (tx: Tx) => tx.query<T & Record<string, unknown>>(sql, params));
  return rows;
}

async function latestEventId(): Promise<number> {
  const rows = await as<{ s: { latest_event_id: number | null } }>(SERVICE, 'select public.publish_queue_status() as s');
  return Number(rows[0]!.s.latest_event_id ?? 0);
}

const ack = async () => as(SERVICE, 'select public.publish_queue_ack($1, 300, null, null)', [await latestEventId()]);
const fail = async (message: string) => as(SERVICE, 'select public.publish_queue_fail($1, $2, 900)', [await latestEventId(), message]);

async function publishState(id: string): Promise<{ state: string; error: string | null }> {
  return (await as<{ s: { state: string; error: string | null } }>(editor(), "select public.publish_state('modules', $1) as s", [id]))[0]!.s;
}

async function siteState(): Promise<{ pending: number; last_failure: { error: string } | null }> {
  return (await as<{ s: { pending: number; last_failure: { error: string } | null } }>(editor(), 'select public.site_publish_state() as s'))[0]!.s;
}

beforeEach(async () => {
  await ack();
});

test('only staff may ask for a new publish; visitors and plain users are refused and queue nothing', async () => {
  const outcome: Record<string, string | null> = {};
  for (const actor of ACTORS) {
    const before = await latestEventId();
    outcome[actor] = sqlState(await attemptAs(database.db, claimsFor(actor, database.ids), (tx) => tx.query('select public.request_republish()'))) ?? null;
    const queued = await database.db.query<{ operation: string; table_name: string }>('select table_name, operation from private.publish_events where id > $1', [before]);
    expect([actor, queued.rows]).toEqual([actor, outcome[actor] === null ? [{ table_name: 'manual', operation: 'RETRY' }] : []]);
  }
  expect(outcome).toEqual({ anon: '42501', user: '42501', editor: null, admin: null });
});

test('a retry request makes a failed change pending again until a render tries it; a good render makes it live', async () => {
  const rows = await as<{ id: string }>(editor(), "insert into public.modules (name_cs, description_cs) values ($1, 'Popis') returning id::text as id", [uniqueMarker('Modul')]);
  const id = rows[0]!.id;
  await fail('pricing plans: permission denied for table pricing_plans');
  expect(await publishState(id)).toMatchObject({ state: 'failed', error: 'pricing plans: permission denied for table pricing_plans' });
  expect(await siteState()).toMatchObject({ pending: 1, last_failure: { error: 'pricing plans: permission denied for table pricing_plans' } });

  await as(editor(), 'select public.request_republish()');
  expect(await publishState(id)).toMatchObject({ state: 'pending', error: null });
  // The request is not a change of content: the same one change waits, and no failure is shown meanwhile.
  expect(await siteState()).toMatchObject({ pending: 1, last_failure: null });

  // The render that tried the request failed again: failed once more.
  await fail('pricing plans: permission denied for table pricing_plans');
  expect(await publishState(id)).toMatchObject({ state: 'failed' });
  expect((await siteState()).last_failure).not.toBeNull();

  await as(editor(), 'select public.request_republish()');
  await ack();
  expect(await publishState(id)).toMatchObject({ state: 'live', error: null });
  expect(await siteState()).toMatchObject({ pending: 0, last_failure: null });
});
