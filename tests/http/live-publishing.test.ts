/**
 * Publishing to live, as a crawler sees it (plain HTTP, no scripts): a committed change to public content
 * reaches the served, prerendered HTML, the sitemap, the feeds and the blog lists within seconds, without a
 * restart or a rebuild: the database queues the change and calls the publisher's webhook (the local pg_net
 * stand-in), the publisher re-renders. Failures keep the last good pages. (From the back office in Chromium:
 * live-publishing.e2e.ts.)
 */
import { eventually } from '../e2e/support/eventually';
import { LIVE_WITHIN, meta, servedSite } from '../e2e/support/served-site';
import { useStack } from '../e2e/support/stack-fixture';

// A long poll interval: what arrives within seconds arrives through the webhook.
const running = useStack({ publisher: true, publisherPollMs: 60_000 });
const { fetchPage, staticDocument, sitemapLocs, feedLinks, insertPost, publishStateOf } = servedSite(running);

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
