/**
 * Publishing to live: a committed change to public content reaches the served, prerendered HTML,
 * the sitemap and the blog lists within seconds, without a restart or a rebuild: the database queues the
 * change and calls the publisher's webhook (the local pg_net stand-in), the publisher re-renders. Checked as
 * a crawler sees it (plain HTTP, no scripts) and in Chromium.
 */
import { JSDOM } from 'jsdom';
import type { Page } from 'playwright-core';
import { gotoApp } from './support/chromium';
import { eventually } from './support/eventually';
import { signedInAdminPage } from './support/admin-session';
import { useStackAndBrowser } from './support/stack-fixture';

/** The target: the change is in the served HTML within 10 s. */
const LIVE_WITHIN = { timeout: 10_000, interval: 200 };

// A long poll interval: what arrives within seconds arrives through the webhook.
const running = useStackAndBrowser({ publisher: true, publisherPollMs: 60_000 });

async function fetchPage(path: string): Promise<{ status: number; body: string; location: string | null }> {
  const response = await fetch(`${running.stack.hostUrl}${path}`, { redirect: 'manual' });
  return { status: response.status, body: await response.text(), location: response.headers.get('location') };
}

async function staticDocument(path: string): Promise<{ status: number; document: Document }> {
  const { status, body } = await fetchPage(path);
  return { status, document: new JSDOM(body).window.document };
}

const meta = (document: Document, property: string) => document.querySelector(`meta[property="${property}"]`)?.getAttribute('content') ?? null;

async function sitemapLocs(): Promise<string[]> {
  const xml = new JSDOM((await fetchPage('/sitemap.xml')).body, { contentType: 'text/xml' }).window.document;
  return [...xml.getElementsByTagName('loc')].map((loc) => loc.textContent ?? '');
}

async function feedLinks(path: string): Promise<string[]> {
  const xml = new JSDOM((await fetchPage(path)).body, { contentType: 'text/xml' }).window.document;
  expect(xml.getElementsByTagName('parsererror')).toHaveLength(0);
  return [...xml.getElementsByTagName('item')].map((item) => item.getElementsByTagName('link')[0]?.textContent ?? '');
}

async function insertPost(columns: Record<string, unknown>): Promise<string> {
  const names = Object.keys(columns);
  const { rows } = await running.stack.backend.db.query<{ id: string }>(
    `insert into public.blog_posts (${names.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')}) returning id::text as id`,
    Object.values(columns),
  );
  return rows[0]!.id;
}

const signedInPage = (): Promise<Page> => signedInAdminPage(running.browser, running.stack.hostUrl);

/** What the back office reads as the post's publish state (publish_state, as the seeded editor). */
async function publishStateOf(postId: string): Promise<{ state: string; error: string | null }> {
  const { db } = running.stack.backend;
  const { rows: users } = await db.query<{ id: string }>("select id::text as id from auth.users where email = 'editor@example.com'");
  const claims = { role: 'authenticated' as const, sub: users[0]!.id, email: 'editor@example.com', aud: 'authenticated' };
  return db.asRole(claims, async (tx) => (await tx.query<{ s: { state: string; error: string | null } }>("select public.publish_state('blog_posts', $1) as s", [postId])).rows[0]!.s);
}

test('a post published in the back office is prerendered with its Open Graph, listed and in the sitemap within seconds', async () => {
  const title = 'Živě publikovaný článek o fakturaci';
  const slug = 'zive-publikovany-clanek-o-fakturaci';
  expect((await fetchPage(`/blog/${slug}`)).status).toBe(404);

  const page = await signedInPage();
  await page.goto(`${running.stack.hostUrl}/admin/blog/new`);
  await page.getByLabel('Název (CZ)').fill(title);
  await eventually(async () => expect(await page.getByLabel('URL slug (CZ)').inputValue()).toBe(slug));
  await page.getByLabel('Perex (CZ)').fill('Perex živého článku.');
  await page.getByRole('switch', { name: 'Publikováno' }).check({ force: true });
  await page.getByRole('button', { name: 'Uložit' }).first().click();
  await page.getByText('Článek byl vytvořen').waitFor();

  await eventually(async () => {
    const { status, document } = await staticDocument(`/blog/${slug}`);
    expect(status).toBe(200);
    expect(document.querySelector('#root main h1')?.textContent).toBe(title);
    expect(meta(document, 'og:title')).toContain(title);
    expect(meta(document, 'og:type')).toBe('article');
    expect(meta(document, 'og:url')).toBe(`${running.stack.hostUrl}/blog/${slug}`);
  }, LIVE_WITHIN);
  const blogList = (await staticDocument('/blog')).document;
  expect(blogList.querySelector('#root')?.textContent).toContain(title);
  expect((await staticDocument(`/en/blog/${slug}`)).status).toBe(200);
  expect(await sitemapLocs()).toEqual(expect.arrayContaining([`${running.stack.hostUrl}/blog/${slug}`, `${running.stack.hostUrl}/de/blog/${slug}`]));
  expect(await feedLinks('/blog/feed.xml')).toContain(`${running.stack.hostUrl}/blog/${slug}`);
  expect(await feedLinks('/en/blog/feed.xml')).toContain(`${running.stack.hostUrl}/en/blog/${slug}`);
  await page.context().close();
});

test('an edit made with SQL re-renders the post, the blog lists and the sitemap', async () => {
  const slug = 'sql-edit-post';
  const id = await insertPost({ title_cs: 'Původní titulek', slug_cs: slug, excerpt_cs: 'Perex', published: true });
  await eventually(async () => expect((await fetchPage(`/blog/${slug}`)).status).toBe(200), LIVE_WITHIN);

  await running.stack.backend.db.query("update public.blog_posts set title_cs = 'Opravený titulek', title_en = 'Corrected title' where id = $1", [id]);
  await eventually(async () => {
    const { document } = await staticDocument(`/blog/${slug}`);
    expect(document.querySelector('#root main h1')?.textContent).toBe('Opravený titulek');
    expect(document.title).toContain('Opravený titulek');
    expect((await staticDocument('/en/blog')).document.querySelector('#root')?.textContent).toContain('Corrected title');
  }, LIVE_WITHIN);
});

test('a changed price, module and contact detail reach their prerendered pages', async () => {
  await running.stack.backend.db.query("update public.pricing_plans set price = 4321 where tier = 'business' and billing_period = 'monthly'");
  await running.stack.backend.db.query("update public.modules set name_cs = 'Fakturace a účetnictví (nová)' where name_cs = 'Fakturace a účetnictví'");
  await running.stack.backend.db.query(
    "update public.site_settings set setting_value = setting_value || '{\"phone\": \"+420 777 888 999\"}'::jsonb where setting_key = 'contact_info'",
  );
  await eventually(async () => {
    expect((await fetchPage('/cenik')).body).toMatch(/4[\s\u00a0]?321/);
    expect((await fetchPage('/moduly')).body).toContain('Fakturace a účetnictví (nová)');
    expect((await fetchPage('/kontakt')).body).toContain('+420 777 888 999');
  }, LIVE_WITHIN);
});

test('per-post SEO fields and sharing image are in the new post’s HTML, falling back to title, excerpt and cover', async () => {
  await insertPost({
    title_cs: 'Článek se SEO',
    slug_cs: 'clanek-se-seo',
    excerpt_cs: 'Perex článku',
    image_url: '/images/cover-seo.png',
    meta_title_cs: 'Vlastní meta titulek',
    meta_description_cs: 'Vlastní meta popis',
    og_image_url_en: 'https://cdn.example.com/share-en.png',
    published: true,
  });
  await eventually(async () => {
    const czech = (await staticDocument('/blog/clanek-se-seo')).document;
    expect(czech.title).toBe('Vlastní meta titulek');
    expect(meta(czech, 'og:title')).toBe('Vlastní meta titulek');
    expect(meta(czech, 'og:description')).toBe('Vlastní meta popis');
    expect(meta(czech, 'og:image')).toBe(`${running.stack.hostUrl}/images/cover-seo.png`);
    expect(meta(czech, 'article:published_time')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const english = (await staticDocument('/en/blog/clanek-se-seo')).document;
    expect(english.title).toContain('Článek se SEO');
    expect(meta(english, 'og:description')).toBe('Perex článku');
    expect(meta(english, 'og:image')).toBe('https://cdn.example.com/share-en.png');
  }, LIVE_WITHIN);
});

test('a changed slug answers the old URL with a 301 to the new one, also in the running.browser', async () => {
  const id = await insertPost({ title_cs: 'Přejmenovaný článek', slug_cs: 'stary-slug', slug_en: 'old-slug', published: true });
  await eventually(async () => expect((await fetchPage('/blog/stary-slug')).status).toBe(200), LIVE_WITHIN);

  await running.stack.backend.db.query("update public.blog_posts set slug_cs = 'novy-slug', slug_en = 'new-slug' where id = $1", [id]);
  await eventually(async () => {
    expect(await fetchPage('/blog/stary-slug')).toMatchObject({ status: 301, location: '/blog/novy-slug' });
    expect(await fetchPage('/en/blog/old-slug')).toMatchObject({ status: 301, location: '/en/blog/new-slug' });
    expect((await fetchPage('/blog/novy-slug')).status).toBe(200);
  }, LIVE_WITHIN);

  const page = await running.browser.newPage();
  await gotoApp(page, `${running.stack.hostUrl}/blog/stary-slug`);
  expect(new URL(page.url()).pathname).toBe('/blog/novy-slug');
  await page.getByRole('heading', { level: 1, name: 'Přejmenovaný článek' }).waitFor();

  // A link inside the site to the old URL: the client-side router lands on the new one, no request to the server.
  await gotoApp(page, `${running.stack.hostUrl}/blog`);
  const documentRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documentRequests.push(request.url());
  });
  await page.evaluate(() => {
    window.history.pushState({}, '', '/en/blog/old-slug');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.waitForURL(`${running.stack.hostUrl}/en/blog/new-slug`);
  await page.getByRole('heading', { level: 1, name: 'Přejmenovaný článek' }).waitFor();
  expect(documentRequests).toEqual([]);
  await page.close();
});

test('unpublishing and deleting take the page down: 404 with the not-found page, gone from the sitemap', async () => {
  const unpublished = await insertPost({ title_cs: 'Bude skryt', slug_cs: 'bude-skryt', published: true });
  const deleted = await insertPost({ title_cs: 'Bude smazán', slug_cs: 'bude-smazan', published: true });
  await eventually(async () => {
    expect((await fetchPage('/blog/bude-skryt')).status).toBe(200);
    expect((await fetchPage('/blog/bude-smazan')).status).toBe(200);
  }, LIVE_WITHIN);

  await running.stack.backend.db.query('update public.blog_posts set published = false where id = $1', [unpublished]);
  await running.stack.backend.db.query('delete from public.blog_posts where id = $1', [deleted]);
  await eventually(async () => {
    expect((await fetchPage('/blog/bude-skryt')).status).toBe(404);
    expect((await fetchPage('/en/blog/bude-smazan')).status).toBe(404);
    expect(await sitemapLocs()).not.toEqual(expect.arrayContaining([`${running.stack.hostUrl}/blog/bude-skryt`]));
    expect((await fetchPage('/blog')).body).not.toContain('Bude smazán');
    expect(await feedLinks('/de/blog/feed.xml')).not.toEqual(expect.arrayContaining([`${running.stack.hostUrl}/de/blog/bude-skryt`]));
    expect(await feedLinks('/blog/feed.xml')).not.toEqual(expect.arrayContaining([`${running.stack.hostUrl}/blog/bude-smazan`]));
  }, LIVE_WITHIN);

  const page = await running.browser.newPage();
  await gotoApp(page, `${running.stack.hostUrl}/blog/bude-smazan`);
  await page.getByText('Článek nenalezen').waitFor();
  await page.close();
});

test('a scheduled post is not public before its time and goes live by itself after it', async () => {
  const publishAt = new Date(Date.now() + 8_000);
  await insertPost({ title_cs: 'Naplánovaný článek', slug_cs: 'naplanovany-clanek', published: true, publish_at: publishAt.toISOString() });
  // Before its time: the publisher has rendered the change (the insert), and the post is in none of it.
  await eventually(async () => expect(running.stack.publisher?.output()).toMatch(/published|up to date/), LIVE_WITHIN);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(Date.now()).toBeLessThan(publishAt.getTime());
  expect((await fetchPage('/blog/naplanovany-clanek')).status).toBe(404);
  expect((await fetchPage('/blog')).body).not.toContain('Naplánovaný článek');
  expect(await sitemapLocs()).not.toEqual(expect.arrayContaining([`${running.stack.hostUrl}/blog/naplanovany-clanek`]));
  expect(await feedLinks('/blog/feed.xml')).not.toContain(`${running.stack.hostUrl}/blog/naplanovany-clanek`);

  // After it: no one touches the database; the publisher wakes at the post's time.
  await eventually(
    async () => {
      expect((await fetchPage('/blog/naplanovany-clanek')).status).toBe(200);
      expect((await fetchPage('/blog')).body).toContain('Naplánovaný článek');
      expect(await sitemapLocs()).toEqual(expect.arrayContaining([`${running.stack.hostUrl}/blog/naplanovany-clanek`]));
      expect(await feedLinks('/blog/feed.xml')).toContain(`${running.stack.hostUrl}/blog/naplanovany-clanek`);
    },
    { timeout: 30_000, interval: 250 },
  );
});

test('changes in quick succession are coalesced and none is lost', async () => {
  const id = await insertPost({ title_cs: 'Verze 0', slug_cs: 'rychle-zmeny', published: true });
  for (let version = 1; version <= 6; version += 1) {
    await running.stack.backend.db.query('update public.blog_posts set title_cs = $2 where id = $1', [id, `Verze ${version}`]);
  }
  await eventually(async () => {
    expect((await staticDocument('/blog/rychle-zmeny')).document.querySelector('#root main h1')?.textContent).toBe('Verze 6');
  }, LIVE_WITHIN);
  await eventually(async () => {
    const { rows } = await running.stack.backend.db.query<{ n: number }>('select count(*)::int as n from private.publish_events where handled_at is null');
    expect(rows[0]?.n).toBe(0);
  }, LIVE_WITHIN);
});

test('a re-render that fails keeps the last good HTML served, logs why, and the change arrives once it can be read', async () => {
  const id = await insertPost({ title_cs: 'Před výpadkem', slug_cs: 'pred-vypadkem', published: true });
  await eventually(async () => expect((await fetchPage('/blog/pred-vypadkem')).status).toBe(200), LIVE_WITHIN);
  const goodHtml = (await fetchPage('/blog/pred-vypadkem')).body;
  const goodPricing = (await fetchPage('/cenik')).body;

  // The pricing read fails in the middle of the render (after the posts were read).
  const logFrom = running.stack.publisher!.output().length;
  await running.stack.backend.db.query('revoke select on public.pricing_plans from anon');
  try {
    await running.stack.backend.db.query("update public.blog_posts set title_cs = 'Po výpadku' where id = $1", [id]);
    await running.stack.publisher!.waitForOutput(/render failed, the last good pages stay served: .*pricing/, logFrom, 10_000);
    expect((await fetchPage('/blog/pred-vypadkem')).body).toBe(goodHtml);
    expect((await fetchPage('/cenik')).body).toBe(goodPricing);
    // The editor is told why the change is not live yet.
    await eventually(async () => expect(await publishStateOf(id)).toMatchObject({ state: 'failed', error: expect.stringMatching(/pricing/) }), LIVE_WITHIN);
  } finally {
    await running.stack.backend.db.query('grant select on public.pricing_plans to anon');
  }
  // The publisher retries; nothing was lost.
  await eventually(async () => {
    expect((await staticDocument('/blog/pred-vypadkem')).document.querySelector('#root main h1')?.textContent).toBe('Po výpadku');
  }, LIVE_WITHIN);
  await eventually(async () => expect(await publishStateOf(id)).toMatchObject({ state: 'live', error: null }), LIVE_WITHIN);
});

test('with the backend stopped, a render fails and the pages stay served as they were', async () => {
  const before = (await fetchPage('/blog')).body;
  expect((await fetch(running.stack.publisher!.webhookUrl, { method: 'POST', headers: { 'X-Publish-Secret': 'wrong' } })).status).toBe(401);
  const logFrom = running.stack.publisher!.output().length;
  await running.stack.backend.stop();
  expect(await running.stack.publisher!.trigger()).toBe(202);
  await running.stack.publisher!.waitForOutput(/render failed, the last good pages stay served/, logFrom, 10_000);
  expect((await fetchPage('/blog')).body).toBe(before);
  expect((await fetchPage('/')).status).toBe(200);
});
