import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '../local/src/contract';
import { startTestBackend } from '../local/src/testing';
import { type ActorIds, attemptAs, claimsFor, loadDemoUserIds, sqlState, uniqueMarker } from './support/actors';

// Publishing to live (migrations 20261125000100/200): the publish queue and its webhook, scheduled posts,
// slug history and the author's public name, on PGlite and (TEST_DATABASE_URL) a PostgreSQL server.

let backend: Awaited<ReturnType<typeof startTestBackend>>;
let db: Db;
let ids: ActorIds;

beforeAll(async () => {
  backend = await startTestBackend();
  db = backend.db;
  ids = await loadDemoUserIds(db);
}, 120_000);

afterAll(async () => {
  await backend?.stop();
});

async function latestEventId(): Promise<number> {
  const { rows } = await db.query<{ id: string | null }>('select max(id)::text as id from private.publish_events');
  return Number(rows[0]?.id ?? 0);
}

async function eventsAfter(id: number): Promise<{ table_name: string; operation: string }[]> {
  const { rows } = await db.query<{ table_name: string; operation: string }>(
    'select table_name, operation from private.publish_events where id > $1 order by id',
    [id],
  );
  return rows;
}

async function insertPost(columns: Record<string, unknown>): Promise<string> {
  const names = Object.keys(columns);
  const { rows } = await db.query<{ id: string }>(
    `insert into public.blog_posts (${names.join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')}) returning id::text as id`,
    Object.values(columns),
  );
  return rows[0]!.id;
}

const admin = () => claimsFor('admin', ids);
const anon = () => claimsFor('anon', ids);

describe('publish queue', () => {
  test.each([
    ['blog_posts', "update public.blog_posts set read_time = read_time where slug_cs = (select slug_cs from public.blog_posts limit 1)"],
    ['modules', 'update public.modules set display_order = display_order where id = (select id from public.modules limit 1)'],
    ['pricing_plans', 'update public.pricing_plans set display_order = display_order where id = (select id from public.pricing_plans limit 1)'],
    ['references', 'update public."references" set company_name = company_name where id = (select id from public."references" limit 1)'],
    ['site_settings', "update public.site_settings set setting_value = setting_value where setting_key = 'contact_info'"],
  ])('a committed change of %s by staff is queued once per statement', async (table, sql) => {
    const before = await latestEventId();
    expect(await attemptAs(db, admin(), (tx) => tx.query(sql))).toBeNull();
    expect(await eventsAfter(before)).toEqual([{ table_name: table, operation: 'UPDATE' }]);
  });

  test('insert and delete are queued; a rolled-back change is not', async () => {
    const before = await latestEventId();
    const slug = uniqueMarker('queue');
    expect(await attemptAs(db, admin(), (tx) => tx.query("insert into public.blog_posts (title_cs, slug_cs, published) values ('Q', $1, true)", [slug]))).toBeNull();
    expect(await attemptAs(db, admin(), (tx) => tx.query('delete from public.blog_posts where slug_cs = $1', [slug]))).toBeNull();
    const failed = await attemptAs(db, admin(), async (tx) => {
      await tx.query("insert into public.blog_posts (title_cs, slug_cs) values ('R', $1)", [uniqueMarker('rolled-back')]);
      throw new Error('abort');
    });
    expect(failed?.message).toBe('abort');
    expect(await eventsAfter(before)).toEqual([
      { table_name: 'blog_posts', operation: 'INSERT' },
      { table_name: 'blog_posts', operation: 'DELETE' },
    ]);
  });

  test('admin-only settings (maintenance mode) are not public content and are not queued', async () => {
    const before = await latestEventId();
    await db.query("update public.site_settings set setting_value = setting_value where setting_key = 'maintenance_mode'");
    expect(await eventsAfter(before)).toEqual([]);
  });

  test('status and ack are for the service role only', async () => {
    for (const actor of ['anon', 'user', 'editor', 'admin'] as const) {
      const status = await attemptAs(db, claimsFor(actor, ids), (tx) => tx.query('select public.publish_queue_status()'));
      const ack = await attemptAs(db, claimsFor(actor, ids), (tx) => tx.query('select public.publish_queue_ack(1000000)'));
      expect([actor, sqlState(status), sqlState(ack)]).toEqual([actor, '42501', '42501']);
    }
    await db.query("update public.modules set display_order = display_order where id = (select id from public.modules limit 1)");
    const latest = await latestEventId();
    let status: { latest_event_id: number; pending: number } | undefined;
    expect(
      await attemptAs(db, { role: 'service_role' }, async (tx) => {
        status = (await tx.query<{ s: { latest_event_id: number; pending: number } }>('select public.publish_queue_status() as s')).rows[0]?.s;
        await tx.query('select public.publish_queue_ack($1)', [latest]);
      }),
    ).toBeNull();
    expect(Number(status?.latest_event_id)).toBe(latest);
    expect(Number(status?.pending)).toBeGreaterThan(0);
    const { rows } = await db.query<{ pending: number; handled: number }>(
      'select count(*) filter (where handled_at is null)::int as pending, count(*) filter (where handled_at is not null)::int as handled from private.publish_events',
    );
    expect(rows[0]).toEqual({ pending: 0, handled: expect.any(Number) });
    expect(rows[0]!.handled).toBeGreaterThan(0);
  });

  test('with a webhook URL set, each committed change is POSTed through pg_net with the secret', async () => {
    const received: { headers: IncomingMessage['headers']; body: unknown }[] = [];
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        res.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/publish`;
    try {
      await db.query("update private.job_queues set webhook_url = $1, webhook_secret = 's3cret' where queue_name = 'publish'", [url]);
      expect(
        await attemptAs(db, claimsFor('editor', ids), (tx) =>
          tx.query("update public.modules set display_order = display_order where id = (select id from public.modules limit 1)"),
        ),
      ).toBeNull();
      await attemptAs(db, admin(), async (tx) => {
        await tx.query("update public.pricing_plans set display_order = display_order where id = (select id from public.pricing_plans limit 1)");
        throw new Error('rolled back: no webhook');
      });
      await backend.pgNet.drain();
      expect(received).toEqual([
        {
          headers: expect.objectContaining({ 'x-publish-secret': 's3cret', 'content-type': 'application/json' }),
          body: { type: 'content_changed', table: 'modules', operation: 'UPDATE' },
        },
      ]);
      const { rows } = await db.query<{ status_code: number }>('select status_code from net._http_response order by created desc limit 1');
      expect(rows[0]?.status_code).toBe(202);
    } finally {
      await db.query("update private.job_queues set webhook_url = null, webhook_secret = null where queue_name = 'publish'");
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('scheduled posts', () => {
  test('a published post with a future publish_at is invisible to anon and plain users, visible to staff', async () => {
    const slug = uniqueMarker('scheduled');
    const id = await insertPost({ title_cs: 'Scheduled', slug_cs: slug, published: true, publish_at: new Date(Date.now() + 3_600_000).toISOString() });
    try {
      const visibleTo = async (actor: 'anon' | 'user' | 'editor' | 'admin') => {
        let count = -1;
        await db.asRole(claimsFor(actor, ids), async (tx) => {
          count = (await tx.query('select id from public.blog_posts where id = $1', [id])).rows.length;
        });
        return count;
      };
      expect([await visibleTo('anon'), await visibleTo('user'), await visibleTo('editor'), await visibleTo('admin')]).toEqual([0, 0, 1, 1]);
      await db.query("update public.blog_posts set publish_at = now() - interval '1 second' where id = $1", [id]);
      expect([await visibleTo('anon'), await visibleTo('user')]).toEqual([1, 1]);
    } finally {
      await db.query('delete from public.blog_posts where id = $1', [id]);
    }
  });

  test('the status announces a scheduled post once, when it falls due, and names the next one', async () => {
    const soon = new Date(Date.now() + 1500);
    const later = new Date(Date.now() + 7_200_000);
    const dueId = await insertPost({ title_cs: 'Due soon', slug_cs: uniqueMarker('due'), published: true, publish_at: soon.toISOString() });
    const laterId = await insertPost({ title_cs: 'Later', slug_cs: uniqueMarker('later'), published: true, publish_at: later.toISOString() });
    const status = async () => {
      let value: { next_scheduled_at: string | null } | undefined;
      await db.asRole({ role: 'service_role' }, async (tx) => {
        value = (await tx.query<{ s: { next_scheduled_at: string | null } }>('select public.publish_queue_status() as s')).rows[0]?.s;
      });
      return value!;
    };
    try {
      expect(new Date((await status()).next_scheduled_at!).getTime()).toBe(soon.getTime());
      const before = await latestEventId();
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(new Date((await status()).next_scheduled_at!).getTime()).toBe(later.getTime());
      await status();
      expect(await eventsAfter(before)).toEqual([{ table_name: 'blog_posts', operation: 'SCHEDULED' }]);
    } finally {
      await db.query('delete from public.blog_posts where id = any($1::uuid[])', [[dueId, laterId]]);
    }
  });
});

describe('slug history', () => {
  async function redirectsOf(postId: string): Promise<string[]> {
    const { rows } = await db.query<{ r: string }>(
      "select locale || ':' || old_slug as r from public.blog_post_slug_redirects where post_id = $1 order by locale, old_slug",
      [postId],
    );
    return rows.map((row) => row.r);
  }

  test('changing a published post’s slugs records the old URL slugs per language; a draft’s are not recorded', async () => {
    const cs = uniqueMarker('cs');
    const en = uniqueMarker('en');
    const id = await insertPost({ title_cs: 'Slugs', slug_cs: cs, slug_en: en, slug_de: '', published: true });
    const draftId = await insertPost({ title_cs: 'Draft', slug_cs: uniqueMarker('draft'), published: false });
    try {
      expect(await attemptAs(db, admin(), (tx) => tx.query("update public.blog_posts set slug_cs = slug_cs || '-new' where id = $1", [id]))).toBeNull();
      // German has no slug of its own: its URL used the Czech slug, which changed too.
      expect(await redirectsOf(id)).toEqual([`cs:${cs}`, `de:${cs}`]);
      expect(await attemptAs(db, admin(), (tx) => tx.query("update public.blog_posts set slug_en = slug_en || '-new' where id = $1", [id]))).toBeNull();
      expect(await redirectsOf(id)).toEqual([`cs:${cs}`, `de:${cs}`, `en:${en}`]);
      // Taking an old slug back frees it: the live post wins over the redirect.
      expect(await attemptAs(db, admin(), (tx) => tx.query('update public.blog_posts set slug_cs = $2 where id = $1', [id, cs]))).toBeNull();
      expect(await redirectsOf(id)).toEqual([`cs:${cs}-new`, `de:${cs}-new`, `en:${en}`]);
      await db.query("update public.blog_posts set slug_cs = slug_cs || '-x' where id = $1", [draftId]);
      expect(await redirectsOf(draftId)).toEqual([]);
    } finally {
      await db.query('delete from public.blog_posts where id = any($1::uuid[])', [[id, draftId]]);
    }
    expect(await redirectsOf(id)).toEqual([]);
  });

  test('anon reads the redirects of public posts only, and nobody writes them through the API', async () => {
    const id = await insertPost({ title_cs: 'Moved', slug_cs: uniqueMarker('moved'), published: true });
    try {
      await db.query("update public.blog_posts set slug_cs = slug_cs || '-2' where id = $1", [id]);
      const count = async (actor: 'anon' | 'editor') => {
        let n = -1;
        await db.asRole(claimsFor(actor, ids), async (tx) => {
          n = (await tx.query('select 1 from public.blog_post_slug_redirects where post_id = $1', [id])).rows.length;
        });
        return n;
      };
      // No translated slugs: the English and German URLs used the Czech one too.
      expect([await count('anon'), await count('editor')]).toEqual([3, 3]);
      await db.query('update public.blog_posts set published = false where id = $1', [id]);
      expect([await count('anon'), await count('editor')]).toEqual([0, 3]);
      for (const actor of ['anon', 'editor', 'admin'] as const) {
        const error = await attemptAs(db, claimsFor(actor, ids), (tx) =>
          tx.query("insert into public.blog_post_slug_redirects (post_id, locale, old_slug) values ($1, 'cs', 'forged')", [id]),
        );
        expect([actor, sqlState(error)]).toEqual([actor, '42501']);
      }
    } finally {
      await db.query('delete from public.blog_posts where id = $1', [id]);
    }
  });
});

describe('author name', () => {
  test('is public for a public post whose author has a name, and null otherwise', async () => {
    await db.query("update public.profiles set full_name = 'Eva Editorová' where user_id = $1", [ids.editor]);
    const id = await insertPost({ title_cs: 'Authored', slug_cs: uniqueMarker('authored'), published: true, author_id: ids.editor });
    const name = async () => {
      let value: string | null | undefined;
      await db.asRole(anon(), async (tx) => {
        value = (await tx.query<{ n: string | null }>('select public.blog_post_author_name($1) as n', [id])).rows[0]?.n;
      });
      return value;
    };
    try {
      expect(await name()).toBe('Eva Editorová');
      await db.query('update public.blog_posts set published = false where id = $1', [id]);
      expect(await name()).toBeNull();
    } finally {
      await db.query('delete from public.blog_posts where id = $1', [id]);
    }
  });

  test('in bulk, each post gets the name the single lookup gives it', async () => {
    await db.query("update public.profiles set full_name = 'Eva Editorová' where user_id = $1", [ids.editor]);
    const shown = await insertPost({ title_cs: 'Authored', slug_cs: uniqueMarker('authored'), published: true, author_id: ids.editor });
    const draft = await insertPost({ title_cs: 'Draft', slug_cs: uniqueMarker('draft'), published: false, author_id: ids.editor });
    try {
      let rows: { post_id: string; author_name: string | null }[] = [];
      await db.asRole(anon(), async (tx) => {
        rows = (await tx.query<{ post_id: string; author_name: string | null }>('select post_id::text, author_name from public.blog_post_author_names($1::uuid[]) order by author_name nulls last', [[shown, draft]])).rows;
      });
      expect(rows).toEqual([
        { post_id: shown, author_name: 'Eva Editorová' },
        { post_id: draft, author_name: null },
      ]);
    } finally {
      await db.query('delete from public.blog_posts where id = any($1::uuid[])', [[shown, draft]]);
    }
  });
});
