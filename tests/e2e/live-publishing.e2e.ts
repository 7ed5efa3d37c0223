/**
 * Publishing to live: a committed change to public content reaches the served, prerendered HTML,
 * the sitemap and the blog lists within seconds, without a restart or a rebuild: the database queues the
 * change and calls the publisher's webhook (the local pg_net stand-in), the publisher re-renders. What an editor
 * does in the back office and what a visitor's browser then does; the rest, as a crawler sees it (plain HTTP,
 * no scripts): tests/http/live-publishing.test.ts.
 */
import type { Page } from 'playwright-core';
import { gotoApp } from './support/chromium';
import { eventually } from './support/eventually';
import { DEMO_EDITOR, signedInAdminPage } from './support/admin-session';
import { useStackAndBrowser } from './support/stack-fixture';
import { LIVE_WITHIN, meta, servedSite } from './support/served-site';

// A long poll interval: what arrives within seconds arrives through the webhook.
const running = useStackAndBrowser({ publisher: true, publisherPollMs: 60_000 });

const { fetchPage, staticDocument, sitemapLocs, feedLinks, insertPost } = servedSite(running);

const signedInPage = (path?: string): Promise<Page> => signedInAdminPage(running.browser, running.stack.hostUrl, DEMO_EDITOR, path);

test('a post published in the back office is prerendered with its Open Graph, listed and in the sitemap within seconds', async () => {
  const title = 'Živě publikovaný článek o fakturaci';
  const slug = 'zive-publikovany-clanek-o-fakturaci';
  expect((await fetchPage(`/blog/${slug}`)).status).toBe(404);

  const page = await signedInPage('/admin/blog/new');
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
