/**
 * Publishing survives faults, with real processes: the publisher process killed with SIGKILL (idle, or in
 * the middle of writing a render) is restarted by the supervisor that `npm start` and the stack share and
 * renders what it missed, leaving no half-written file. (A render while the backend is down, and a burst of
 * saves: tests/http/publisher-faults.test.ts.)
 */
import { readFileSync, readdirSync, watch } from 'node:fs';
import path from 'node:path';
import { gotoApp } from './support/chromium';
import { eventually } from './support/eventually';
import { DEMO_EDITOR, signedInAdminPage } from './support/admin-session';
import { useStackAndBrowser } from './support/stack-fixture';
import { heading, servedSite } from './support/served-site';

/**
 * Restarted after 2 s (doubling while it keeps failing), then its first render; a change whose webhook came
 * while the publisher was down or still starting is caught by the next poll (60 s here): live within this.
 */
const LIVE_AFTER_RESTART = { timeout: 90_000, interval: 250 };

jest.setTimeout(300_000);

// A long poll interval: what arrives within seconds arrives through the webhook or a restart's first render.
const running = useStackAndBrowser({ publisher: true, publisherPollMs: 60_000, publisherRestart: { initialDelayMs: 2000 } });

const publisher = () => running.stack.publisher!;
const { fetchPage, pendingEvents, publisherHealth: health } = servedSite(running);

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
  const page = await signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_EDITOR, '/admin/blog/new');
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
