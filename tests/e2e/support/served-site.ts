import { JSDOM } from 'jsdom';
import type { Stack } from '../../../scripts/lib/stack';

/** The target of live publishing: the change is in the served HTML within 10 s. */
export const LIVE_WITHIN = { timeout: 10_000, interval: 200 };

/** The page's main heading as the prerendered HTML holds it. */
export const heading = (html: string) => new JSDOM(html).window.document.querySelector('#root main h1')?.textContent ?? null;

export const meta = (document: Document, property: string) => document.querySelector(`meta[property="${property}"]`)?.getAttribute('content') ?? null;

/** Reads the site a stack serves as a crawler does (plain HTTP, no scripts), and writes posts as SQL would. */
export function servedSite(running: { readonly stack: Stack }) {
  async function fetchPage(path: string): Promise<{ status: number; body: string; location: string | null }> {
    const response = await fetch(`${running.stack.hostUrl}${path}`, { redirect: 'manual' });
    return { status: response.status, body: await response.text(), location: response.headers.get('location') };
  }

  async function staticDocument(path: string): Promise<{ status: number; document: Document }> {
    const { status, body } = await fetchPage(path);
    return { status, document: new JSDOM(body).window.document };
  }

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

  /** What the back office reads as the post's publish state (publish_state, as the seeded editor). */
  async function publishStateOf(postId: string): Promise<{ state: string; error: string | null }> {
    const { db } = running.stack.backend;
    const { rows: users } = await db.query<{ id: string }>("select id::text as id from auth.users where email = 'editor@example.com'");
    const claims = { role: 'authenticated' as const, sub: users[0]!.id, email: 'editor@example.com', aud: 'authenticated' };
    return db.asRole(claims, async (tx) => (await tx.query<{ s: { state: string; error: string | null } }>("select public.publish_state('blog_posts', $1) as s", [postId])).rows[0]!.s);
  }

  /** Changes the publisher has not handled yet. */
  async function pendingEvents(): Promise<number> {
    const { rows } = await running.stack.backend.db.query<{ n: number }>('select count(*)::int as n from private.publish_events where handled_at is null');
    return rows[0]!.n;
  }

  async function publisherHealth(): Promise<{ status: number; body: { status: string; pending: number | null; last_failure: { error: string } | null } }> {
    const response = await fetch(running.stack.publisher!.healthUrl);
    return { status: response.status, body: (await response.json()) as never };
  }

  return { fetchPage, staticDocument, sitemapLocs, feedLinks, insertPost, publishStateOf, pendingEvents, publisherHealth };
}
