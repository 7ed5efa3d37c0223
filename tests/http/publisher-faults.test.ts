/**
 * Publishing survives faults, over plain HTTP: a render while the backend is down fails, is retried, and
 * goes live once the backend is back, the last good pages served and health 503 meanwhile; a burst of saves
 * is coalesced into fewer renders and every save goes live. (The publisher killed: publisher-faults.e2e.ts.)
 */
import { signedInTestClient } from '@app/local-backend';
import type { Database } from '@app/supabase';
import { eventually } from '../e2e/support/eventually';
import { LIVE_WITHIN, heading, servedSite } from '../e2e/support/served-site';
import { useStack } from '../e2e/support/stack-fixture';

// A long poll interval: what arrives within seconds arrives through the webhook.
const running = useStack({ publisher: true, publisherPollMs: 60_000 });

const publisher = () => running.stack.publisher!;
const { fetchPage, pendingEvents, publisherHealth: health } = servedSite(running);

test('ten saves in quick succession: fewer renders than saves, the final version live, every save handled', async () => {
  const editor = await signedInTestClient<Database>(running.stack.backend, 'editor@example.com', 'editor1234');
  const { data: created, error } = await editor.from('blog_posts').insert({ title_cs: 'Verze 0', slug_cs: 'deset-ulozeni', published: true }).select('id').single();
  expect(error).toBeNull();
  const id = created!.id;
  await eventually(async () => expect(heading((await fetchPage('/blog/deset-ulozeni')).body)).toBe('Verze 0'), LIVE_WITHIN);

  const savedAt: string[] = [];
  const states: string[] = [];
  for (let version = 1; version <= 10; version += 1) {
    const { data, error: saveError } = await editor.from('blog_posts').update({ title_cs: `Verze ${version}` }).eq('id', id).select('updated_at').single();
    expect(saveError).toBeNull();
    savedAt.push(data!.updated_at);
    // What the editor's status reads right after the save.
    const { data: state } = await editor.rpc('publish_state', { table_name: 'blog_posts', record_id: id });
    states.push((state as { state: string }).state);
    await new Promise((resolve) => setTimeout(resolve, 120));
  }
  expect(states).toContain('pending');

  await eventually(async () => expect(heading((await fetchPage('/blog/deset-ulozeni')).body)).toBe('Verze 10'), LIVE_WITHIN);
  await eventually(async () => {
    const { data: state } = await editor.rpc('publish_state', { table_name: 'blog_posts', record_id: id });
    expect(state).toMatchObject({ state: 'live', error: null, seconds_to_live: expect.any(Number) });
  }, LIVE_WITHIN);
  const { rows } = await running.stack.backend.db.query<{ handled: boolean; run_id: string | null }>(
    "select handled_at is not null as handled, run_id::text from private.publish_events where table_name = 'blog_posts' and transaction_at = any($1::timestamptz[])",
    [savedAt],
  );
  expect(rows).toHaveLength(10);
  expect(rows.every((row) => row.handled && row.run_id !== null)).toBe(true);
  const renders = new Set(rows.map((row) => row.run_id)).size;
  expect(renders).toBeGreaterThanOrEqual(1);
  expect(renders).toBeLessThan(10);
});

test('the backend down during a render: the render fails and is retried, the last good pages served, live once it is back', async () => {
  const { rows } = await running.stack.backend.db.query<{ id: string }>(
    "insert into public.blog_posts (title_cs, slug_cs, published) values ('Před odstávkou', 'behem-odstavky', true) returning id::text as id",
  );
  await eventually(async () => expect(heading((await fetchPage('/blog/behem-odstavky')).body)).toBe('Před odstávkou'), LIVE_WITHIN);
  const goodPost = (await fetchPage('/blog/behem-odstavky')).body;
  const goodList = (await fetchPage('/blog')).body;

  const from = publisher().output().length;
  await running.stack.backend.pauseHttp();
  try {
    // The database still calls the publisher's webhook; the publisher cannot read what to render.
    await running.stack.backend.db.query("update public.blog_posts set title_cs = 'Po odstávce' where id = $1", [rows[0]!.id]);
    await publisher().waitForOutput(/render failed, the last good pages stay served/, from, 10_000);
    const failures = publisher().output().length;
    await publisher().waitForOutput(/render failed, the last good pages stay served/, failures, 10_000);
    expect((await fetchPage('/blog/behem-odstavky')).body).toBe(goodPost);
    expect((await fetchPage('/blog')).body).toBe(goodList);
    const unhealthy = await health();
    expect(unhealthy.status).toBe(503);
    expect(unhealthy.body).toMatchObject({ status: 'unhealthy', pending: null, last_failure: { error: expect.any(String) } });
    expect(await pendingEvents()).toBeGreaterThan(0);
  } finally {
    await running.stack.backend.resumeHttp();
  }
  await eventually(async () => expect(heading((await fetchPage('/blog/behem-odstavky')).body)).toBe('Po odstávce'), LIVE_WITHIN);
  await eventually(async () => expect(await health()).toMatchObject({ status: 200, body: { status: 'ok', pending: 0, last_failure: null } }), LIVE_WITHIN);
});
