import type { Db, RequestSettings } from '../local/src/contract';
import { startTestBackend } from '../local/src/testing';
import { type ActorIds, claimsFor, loadDemoUserIds, uniqueMarker } from './support/actors';

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

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let clientCounter = 0;
/** A client address no other test used, so the throttle starts empty (another /24 each time). */
function newClient(): string {
  clientCounter += 1;
  return `203.0.${clientCounter}.7`;
}

/** A request as the API gateway hands it to the database. */
function request(client: string, headers: Record<string, string> = {}): RequestSettings {
  return { headers: { 'cf-connecting-ip': client, 'user-agent': FIREFOX, ...headers }, method: 'POST', path: '/rpc/record_page_view' };
}

interface View {
  pageKey?: string;
  path?: string;
  isLanding?: boolean;
  referrerDomain?: string | null;
  utmCampaign?: string | null;
  device?: string;
}

async function recordView(settings: RequestSettings, view: View = {}): Promise<void> {
  await db.asRole(
    claimsFor('anon', ids),
    (tx) =>
      tx.query('select public.record_page_view($1, $2, $3, $4, $5, $6, $7, $8, $9)', [
        view.pageKey ?? 'blogPost',
        'en',
        view.path ?? `/en/blog/${uniqueMarker('post')}`,
        view.isLanding ?? false,
        view.referrerDomain ?? null,
        null,
        null,
        view.utmCampaign ?? null,
        view.device ?? 'desktop',
      ]),
    settings,
  );
}

interface StoredView {
  visitor_key: string;
  path: string;
  referrer_domain: string | null;
  utm_campaign: string | null;
  is_landing: boolean;
}

/** The views of a path as the roll-up stores them (the beacon appends to the inbox). */
async function viewsAt(path: string): Promise<StoredView[]> {
  await db.query('select private.roll_up_new_page_views()');
  const { rows } = await db.query<StoredView>(
    'select visitor_key, path, referrer_domain, utm_campaign, is_landing from private.page_views where path = $1 order by id',
    [path],
  );
  return rows;
}

async function visitorKey(day: string, client: string, userAgent: string): Promise<string> {
  const { rows } = await db.query<{ key: string }>('select private.visitor_key($1::date, $2, $3) as key', [day, client, userAgent]);
  return rows[0]!.key;
}

describe('the daily visitor key', () => {
  test('is the same for one visitor on one day, whatever the last part of the address, and differs by browser family', async () => {
    const day = '2031-03-04';
    const first = await visitorKey(day, '192.0.2.10', FIREFOX);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(await visitorKey(day, '192.0.2.10', FIREFOX)).toBe(first);
    expect(await visitorKey(day, '192.0.2.200', FIREFOX.replace('133.0', '134.0'))).toBe(first);
    expect(await visitorKey(day, '192.0.3.10', FIREFOX)).not.toBe(first);
    expect(await visitorKey(day, '192.0.2.10', CHROME)).not.toBe(first);
    expect(await visitorKey(day, '2001:db8:1:aa::1', FIREFOX)).toBe(await visitorKey(day, '2001:db8:1:bb::2', FIREFOX));
    expect(await visitorKey(day, '2001:db8:1::1', FIREFOX)).not.toBe(await visitorKey(day, '2001:db8:2::1', FIREFOX));
  });

  test('changes the next day, and the salt of a day is deleted once a later day has one', async () => {
    const today = await visitorKey('2031-04-01', '192.0.2.10', FIREFOX);
    const tomorrow = await visitorKey('2031-04-02', '192.0.2.10', FIREFOX);
    expect(tomorrow).not.toBe(today);
    const { rows } = await db.query<{ day: string }>("select to_char(day, 'YYYY-MM-DD') as day from private.visitor_salts order by day");
    expect(rows.map((row) => row.day)).toEqual(['2031-04-02']);
  });

  test('two visitors on one day get different keys; a real view stores no address or user agent', async () => {
    const path = `/en/blog/${uniqueMarker('keys')}`;
    await recordView(request('198.18.1.20'), { path });
    await recordView(request('198.18.1.99'), { path });
    await recordView(request('198.18.9.20'), { path });
    const views = await viewsAt(path);
    expect(views).toHaveLength(3);
    expect(views[0]!.visitor_key).toBe(views[1]!.visitor_key);
    expect(views[2]!.visitor_key).not.toBe(views[0]!.visitor_key);
    for (const table of ['page_views', 'page_view_inbox']) {
      const { rows: columns } = await db.query<{ name: string }>(
        "select column_name as name from information_schema.columns where table_schema = 'private' and table_name = $1 order by 1",
        [table],
      );
      expect(columns.length).toBeGreaterThan(0);
      expect(columns.map((column) => column.name)).not.toEqual(expect.arrayContaining(['ip', 'client_address', 'user_agent']));
    }
    const { rows: dump } = await db.query<{ text: string }>("select string_agg(to_jsonb(v)::text, ' ') as text from private.page_views v where v.path = $1", [path]);
    expect(dump[0]!.text).not.toContain('198.18');
    expect(dump[0]!.text).not.toContain('Firefox');
  });
});

describe('record_page_view', () => {
  test('stores the page, the path without its query, the landing attribution and the device', async () => {
    const path = `/en/blog/${uniqueMarker('landing')}`;
    await recordView(request(newClient()), { path: `${path}?utm_source=newsletter#top`, isLanding: true, referrerDomain: 'Www.Google.com', utmCampaign: 'spring' });
    expect(await viewsAt(path)).toEqual([
      expect.objectContaining({ path, is_landing: true, referrer_domain: 'www.google.com', utm_campaign: 'spring' }),
    ]);
  });

  test('counts nothing for known bots, headless browsers, no user agent, GPC or DNT', async () => {
    const path = `/en/blog/${uniqueMarker('bots')}`;
    const refused: Record<string, string>[] = [
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { 'user-agent': CHROME.replace('Chrome/', 'HeadlessChrome/') },
      { 'user-agent': 'curl/8.5.0' },
      { 'user-agent': '' },
      { 'sec-gpc': '1' },
      { dnt: '1' },
    ];
    for (const headers of refused) await recordView(request(newClient(), headers), { path });
    expect(await viewsAt(path)).toEqual([]);
    await recordView(request(newClient()), { path });
    expect(await viewsAt(path)).toHaveLength(1);
  });

  test('refuses a client past 120 views in 10 minutes (PT429) while another gets through', async () => {
    const path = `/en/blog/${uniqueMarker('flood')}`;
    const flooding = newClient();
    for (let view = 0; view < 120; view += 1) await recordView(request(flooding), { path });
    await expect(recordView(request(flooding), { path })).rejects.toThrow(/Too many page views/);
    // A refused view is not counted: the client's count stays at the limit.
    const { rows } = await db.query<{ hits: number }>(
      "select cardinality(hits) as hits from private.throttle_hits where bucket = 'page_view' and client_key = private.sign($1)",
      [flooding],
    );
    expect(rows).toEqual([{ hits: 120 }]);
    await recordView(request(newClient()), { path });
    expect(await viewsAt(path)).toHaveLength(121);
  });

  test('lets a refused client through again as its views of the last 10 minutes age out', async () => {
    const path = `/en/blog/${uniqueMarker('window')}`;
    const flooding = newClient();
    const age = (interval: string, first: number) =>
      db.query(
        `update private.throttle_hits
            set hits = array(select case when h.n <= $3 then h.at - $2::interval else h.at end from unnest(hits) with ordinality h(at, n) order by h.n)
          where bucket = 'page_view' and client_key = private.sign($1)`,
        [flooding, interval, first],
      );
    const viewsLetThrough = async () => {
      for (let view = 0; view < 200; view += 1) {
        const refused = await recordView(request(flooding), { path }).then(
          () => false,
          (error: unknown) => /Too many page views/.test(String(error)),
        );
        if (refused) return view;
      }
      return 200;
    };
    expect(await viewsLetThrough()).toBe(120);
    // The first 50 views happened 11 minutes ago, the other 70 just now: exactly 50 more are let through.
    await age('11 minutes', 50);
    expect(await viewsLetThrough()).toBe(50);
    // Once all of them are older than 10 minutes, the whole allowance is back.
    await age('10 minutes 1 second', 120);
    expect(await viewsLetThrough()).toBe(120);
  });

  test('refuses malformed values', async () => {
    await expect(recordView(request(newClient()), { path: 'no-slash' })).rejects.toThrow(/check constraint/);
    await expect(recordView(request(newClient()), { device: 'television' })).rejects.toThrow(/check constraint/);
    await expect(recordView(request(newClient()), { referrerDomain: 'https://example.com/a' })).rejects.toThrow(/check constraint/);
  });

  test('the raw views and salts are out of reach of the API roles', async () => {
    for (const actor of ['anon', 'admin'] as const) {
      await expect(db.asRole(claimsFor(actor, ids), (tx) => tx.query('select * from private.page_views'))).rejects.toThrow(/permission denied/);
      await expect(db.asRole(claimsFor(actor, ids), (tx) => tx.query('select * from private.visitor_salts'))).rejects.toThrow(/permission denied/);
      await expect(db.asRole(claimsFor(actor, ids), (tx) => tx.query('select * from private.page_view_inbox'))).rejects.toThrow(/permission denied/);
      await expect(db.asRole(claimsFor(actor, ids), (tx) => tx.query('select * from private.throttle_hits'))).rejects.toThrow(/permission denied/);
      await expect(db.asRole(claimsFor(actor, ids), (tx) => tx.query('select private.roll_up_new_page_views()'))).rejects.toThrow(/permission denied/);
    }
  });
});

describe('attribution in personal-data requests', () => {
  test('the export carries the attribution of enquiries and sign-ups, and the erasure removes it', async () => {
    const email = `${uniqueMarker('zdroj')}@example.com`;
    const attribution = ['/en/blog/jaro', 'news.example.org', 'newsletter', 'email', 'spring'];
    await db.query(
      `insert into public.contact_enquiries (name, email, message, gdpr_consent, landing_path, referrer_domain, utm_source, utm_medium, utm_campaign)
       values ('Jana', $1, 'Zájem o ukázku', true, $2, $3, $4, $5, $6)`,
      [email, ...attribution],
    );
    await db.query(
      `insert into public.newsletter_subscribers (email, landing_path, referrer_domain, utm_source, utm_medium, utm_campaign)
       values ($1, $2, $3, $4, $5, $6)`,
      [email, ...attribution],
    );
    const expected = { landing_path: '/en/blog/jaro', referrer_domain: 'news.example.org', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' };
    const exported = await db.asRole(claimsFor('admin', ids), (tx) =>
      tx.query<{ data: { enquiries: unknown[]; newsletter: unknown[] } }>('select public.personal_data_export($1) as data', [email]),
    );
    expect(exported.rows[0]!.data.enquiries).toEqual([expect.objectContaining(expected)]);
    expect(exported.rows[0]!.data.newsletter).toEqual([expect.objectContaining(expected)]);

    await db.asRole(claimsFor('admin', ids), (tx) => tx.query('select public.personal_data_erase($1)', [email]));
    const { rows } = await db.query<{ n: number }>(
      `select (select count(*) from public.contact_enquiries where utm_campaign = 'spring' and email = $1)
            + (select count(*) from public.newsletter_subscribers where utm_campaign = 'spring' and email = $1) as n`,
      [email],
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });
});
