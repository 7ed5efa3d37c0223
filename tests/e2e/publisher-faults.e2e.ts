/**
 * Publishing survives faults, with real processes: the publisher process killed with SIGKILL (idle, or in
 * the middle of writing a render) is restarted by the supervisor that `npm start` and the stack share and
 * renders what it missed, leaving no half-written file; a render while the backend is down fails, is
 * retried, and goes live once the backend is back, the last good pages served meanwhile; a burst of saves
 * is coalesced into fewer renders and every save goes live.
 */
import { readFileSync, readdirSync, watch } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { signedInTestClient } from '@app/local-backend';
import type { Database } from '@app/supabase';
import { gotoApp } from './support/chromium';
import { eventually } from './support/eventually';
import { signedInAdminPage } from './support/admin-session';
import { useStackAndBrowser } from './support/stack-fixture';

/** Restarted after 2 s (doubling while it keeps failing), then its first render: live well within this. */
const LIVE_AFTER_RESTART = { timeout: 30_000, interval: 250 };
const LIVE_WITHIN = { timeout: 10_000, interval: 200 };

// A long poll interval: what arrives within seconds arrives through the webhook or a restart's first render.
const running = useStackAndBrowser({ publisher: true, publisherPollMs: 60_000, publisherRestart: { initialDelayMs: 2000 } });

const publisher = () => running.stack.publisher!;

async function fetchPage(pathname: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${running.stack.hostUrl}${pathname}`);
  return { status: response.status, body: await response.text() };
}

const heading = (html: string) => new JSDOM(html).window.document.querySelector('#root main h1')?.textContent ?? null;

async function pendingEvents(): Promise<number> {
  const { rows } = await running.stack.backend.db.query<{ n: number }>('select count(*)::int as n from private.publish_events where handled_at is null');
  return rows[0]!.n;
}

async function health(): Promise<{ status: number; body: { status: string; pending: number | null; last_failure: { error: string } | null } }> {
  const response = await fetch(publisher().healthUrl);
  return { status: response.status, body: (await response.json()) as never };
}

/** Kills the publisher process hard; resolves once the supervisor has noticed. */
async function killPublisher(): Promise<number> {
  const from = publisher().output().length;
  const pid = publisher().pid()!;
  process.kill(pid, 'SIGKILL');
  await publisher().waitForOutput(/publisher exited with signal SIGKILL; restarting in \d+(\.\d+)? s/, from, 10_000);
  return from;
}

/** Every HTML file under dist, relative to it, and no temporary file left beside them. */
function servedFiles(): { html: string[]; temporary: string[] } {
  const files = readdirSync(running.stack.hostRoot, { recursive: true, encoding: 'utf8' });
  return { html: files.filter((file) => file.endsWith('.html')), temporary: files.filter((file) => file.endsWith('.tmp')) };
}

test('the publisher killed while an editor works: restarted by the supervisor, and the post saved meanwhile is live', async () => {
  const title = 'Článek z doby výpadku publikace';
  const slug = 'clanek-z-doby-vypadku-publikace';
  const page = await signedInAdminPage(running.browser, running.stack.hostUrl);
  await page.goto(`${running.stack.hostUrl}/admin/blog/new`);
  await page.getByLabel('Název (CZ)').fill(title);
  await eventually(async () => expect(await page.getByLabel('URL slug (CZ)').inputValue()).toBe(slug));
  await page.getByLabel('Perex (CZ)').fill('Uloženo, zatímco publikace neběžela.');
  await page.getByRole('switch', { name: 'Publikováno' }).check({ force: true });

  const killedAt = await killPublisher();
  expect(publisher().pid()).toBeNull();
  await expect(fetch(publisher().healthUrl)).rejects.toThrow();
  await page.getByRole('button', { name: 'Uložit' }).first().click();
  await page.getByText('Článek byl vytvořen').waitFor();
  // Saved while no publisher ran: the database's webhook call found nobody.
  expect(publisher().output().slice(killedAt)).not.toMatch(/running again/);
  expect(await pendingEvents()).toBeGreaterThan(0);

  await publisher().waitForOutput(/supervisor: publisher is running again \(pid \d+\)/, killedAt, 60_000);
  await eventually(async () => {
    const { status, body } = await fetchPage(`/blog/${slug}`);
    expect(status).toBe(200);
    expect(heading(body)).toBe(title);
  }, LIVE_AFTER_RESTART);
  expect(await pendingEvents()).toBe(0);
  expect(await health()).toMatchObject({ status: 200, body: { status: 'ok', pending: 0 } });

  const visitor = await running.browser.newPage();
  await gotoApp(visitor, `${running.stack.hostUrl}/blog`);
  await visitor.getByRole('link', { name: title }).first().click();
  await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
  expect(new URL(visitor.url()).pathname).toBe(`/blog/${slug}`);
  await visitor.close();
  await page.context().close();
});

test('ten saves in two seconds: fewer renders than saves, the final version live, every save handled', async () => {
  const editor = await signedInTestClient<Database>(running.stack.backend, 'editor@example.com', 'editor1234');
  const { data: created, error } = await editor.from('blog_posts').insert({ title_cs: 'Verze 0', slug_cs: 'deset-ulozeni', published: true }).select('id').single();
  expect(error).toBeNull();
  const id = created!.id;
  await eventually(async () => expect(heading((await fetchPage('/blog/deset-ulozeni')).body)).toBe('Verze 0'), LIVE_WITHIN);

  const savedAt: string[] = [];
  const states: string[] = [];
  const started = Date.now();
  for (let version = 1; version <= 10; version += 1) {
    const { data, error: saveError } = await editor.from('blog_posts').update({ title_cs: `Verze ${version}` }).eq('id', id).select('updated_at').single();
    expect(saveError).toBeNull();
    savedAt.push(data!.updated_at);
    // What the editor's status reads right after the save.
    const { data: state } = await editor.rpc('publish_state', { table_name: 'blog_posts', record_id: id });
    states.push((state as { state: string }).state);
    await new Promise((resolve) => setTimeout(resolve, 120));
  }
  expect(Date.now() - started).toBeLessThan(2500);
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

test('the publisher killed while it writes a render: no half-written page, restarted, every change of the render and since is live', async () => {
  let killedPid = 0;
  // Killed the moment its first temporary file appears: in the middle of writing the render's files.
  const killed = new Promise<void>((resolve) => {
    const watcher = watch(running.stack.hostRoot, { recursive: true }, (_event, file) => {
      if (killedPid || !String(file ?? '').endsWith('.tmp')) return;
      killedPid = publisher().pid()!;
      process.kill(killedPid, 'SIGKILL');
      watcher.close();
      resolve();
    });
  });
  const from = publisher().output().length;
  await running.stack.backend.db.query(
    "insert into public.blog_posts (title_cs, slug_cs, excerpt_cs, published) select 'Dávka ' || i, 'davka-' || i, 'Perex', true from generate_series(1, 200) i",
  );
  await killed;
  await publisher().waitForOutput(/publisher exited with signal SIGKILL/, from, 10_000);
  // Not acknowledged, and not all of it written.
  expect(await pendingEvents()).toBeGreaterThan(0);
  expect(servedFiles().html.filter((file) => /davka-\d+/.test(file)).length).toBeLessThan(600);
  // Published while the publisher is down.
  await running.stack.backend.db.query("insert into public.blog_posts (title_cs, slug_cs, published) values ('Mezitím', 'mezitim', true)");

  await publisher().waitForOutput(/supervisor: publisher is running again/, from, 90_000);
  expect(publisher().pid()).not.toBe(killedPid);
  await eventually(async () => {
    expect(await pendingEvents()).toBe(0);
    expect((await fetchPage('/blog/mezitim')).status).toBe(200);
  }, LIVE_AFTER_RESTART);
  const { html, temporary } = servedFiles();
  expect(temporary).toEqual([]);
  expect(html.filter((file) => /(^|\/)blog\/(davka-\d+|mezitim)\/index\.html$/.test(file))).toHaveLength(201 * 3);
  for (const file of html) {
    const content = readFileSync(path.join(running.stack.hostRoot, file), 'utf8');
    expect([file, content.trimStart().slice(0, 15).toLowerCase(), content.trimEnd().endsWith('</html>')]).toEqual([file, '<!doctype html>', true]);
  }
  for (const slug of ['davka-1', 'davka-200']) {
    expect(heading((await fetchPage(`/blog/${slug}`)).body)).toBe(`Dávka ${slug.slice(6)}`);
    expect((await fetchPage(`/en/blog/${slug}`)).status).toBe(200);
  }
}, 180_000);
