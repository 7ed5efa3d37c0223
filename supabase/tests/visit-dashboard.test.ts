import type { JwtClaims } from '../local/src/contract';
import { attemptAs, claimsFor, sqlState, useDatabaseFixture } from './support/actors';

const fixture = useDatabaseFixture();

interface SeedView {
  /** Days before today (UTC). */
  ago: number;
  visitor: string;
  path: string;
  pageKey: string;
  landing?: boolean;
  referrer?: string;
  source?: string;
  campaign?: string;
}

const post = '/en/blog/automatizace-faktur';

/** Three days of views: five on the day before yesterday, two yesterday, three today. */
const VIEWS: SeedView[] = [
  { ago: 2, visitor: 'a', path: post, pageKey: 'blogPost', landing: true, source: 'newsletter', campaign: 'spring' },
  { ago: 2, visitor: 'a', path: '/en/pricing', pageKey: 'pricing' },
  { ago: 2, visitor: 'a', path: '/en/contact', pageKey: 'contact' },
  { ago: 2, visitor: 'b', path: '/', pageKey: 'home', landing: true, referrer: 'google.com' },
  { ago: 2, visitor: 'b', path: '/kontakt', pageKey: 'contact' },
  { ago: 1, visitor: 'c', path: post, pageKey: 'blogPost', landing: true, referrer: 'google.com' },
  { ago: 1, visitor: 'd', path: '/de/preise', pageKey: 'pricing', landing: true },
  { ago: 0, visitor: 'e', path: post, pageKey: 'blogPost', landing: true, source: 'newsletter', campaign: 'spring' },
  { ago: 0, visitor: 'e', path: '/en/contact', pageKey: 'contact' },
  { ago: 0, visitor: 'f', path: '/', pageKey: 'home', landing: true },
];

const localeOf = (path: string) => (path.startsWith('/en') ? 'en' : path.startsWith('/de') ? 'de' : 'cs');

async function seed(): Promise<void> {
  const { db } = fixture;
  await db.query('delete from private.page_view_inbox');
  await db.query('delete from private.page_views');
  await db.query('delete from private.page_view_days');
  await db.query('delete from private.landing_days');
  await db.query('delete from private.page_view_day_totals');
  await db.query('delete from private.page_view_rollups');
  await db.query('delete from public.contact_enquiries');
  await db.query('delete from public.newsletter_subscribers');
  for (const view of VIEWS) {
    await db.query(
      `insert into private.page_view_inbox (day, viewed_at, visitor_key, page_key, locale, path, is_landing, referrer_domain, utm_source, utm_campaign, device)
       values ((now() at time zone 'utc')::date - $1::integer, now() - make_interval(days => $1::integer), repeat($2, 32), $3, $4, $5, $6, $7, $8, $9, 'desktop')`,
      [view.ago, view.visitor, view.pageKey, localeOf(view.path), view.path, view.landing ?? false, view.referrer ?? null, view.source ?? null, view.campaign ?? null],
    );
  }
  const enquiry = `insert into public.contact_enquiries (name, email, message, gdpr_consent, intent, plan_name, landing_path, referrer_domain, utm_source, utm_campaign, is_spam, created_at)
                   values ('Jana', 'jana@example.com', 'Dobrý den', true, $1, $2, $3, $4, $5, $6, $7, now() - make_interval(days => $8::integer))`;
  await fixture.db.query(enquiry, ['demo', null, post, null, 'newsletter', 'spring', false, 0]);
  await fixture.db.query(enquiry, ['plan', 'Business', '/', 'google.com', null, null, false, 1]);
  // Neither spam nor an enquiry older than the period counts.
  await fixture.db.query(enquiry, ['demo', null, post, null, 'newsletter', 'spring', true, 0]);
  await fixture.db.query(enquiry, ['demo', null, post, null, 'newsletter', 'spring', false, 10]);
  await fixture.db.query(
    `insert into public.newsletter_subscribers (email, landing_path, utm_source, utm_campaign) values ('odber@example.com', $1, 'newsletter', 'spring')`,
    [post],
  );
}

async function dashboard(actor: JwtClaims, days = 7): Promise<Record<string, unknown>> {
  return fixture.db.asRole(actor, async (tx) => {
    const { rows } = await tx.query<{ dashboard: Record<string, unknown> }>('select public.visit_dashboard($1) as dashboard', [days]);
    return rows[0]!.dashboard;
  });
}

/** The roll-up as the housekeeping runs it at noon today (UTC), so yesterday is finished whatever the clock says. */
async function rollUp(): Promise<{ page_view_days_rolled_up: number; page_views_removed: number }> {
  const { rows } = await fixture.db.query<{ result: { page_view_days_rolled_up: number; page_views_removed: number } }>(
    "select private.roll_up_page_views(date_trunc('day', now() at time zone 'utc') at time zone 'utc' + interval '12 hours') as result",
  );
  return rows[0]!.result;
}

async function rawDaysAgo(): Promise<number[]> {
  const { rows } = await fixture.db.query<{ ago: number }>(
    "select distinct (now() at time zone 'utc')::date - day as ago from private.page_views order by 1",
  );
  return rows.map((row) => Number(row.ago));
}

const EXPECTED_NUMBERS = {
  totals: { visitors: 6, views: 10, enquiries: 2, signups: 1 },
  visitorsPerDay: [0, 0, 0, 0, 2, 2, 2],
  viewsPerDay: [0, 0, 0, 0, 5, 2, 3],
  pages: [
    { locale: 'cs', path: '/', page_key: 'home', views: 2, visitors: 2 },
    { locale: 'cs', path: '/kontakt', page_key: 'contact', views: 1, visitors: 1 },
    { locale: 'de', path: '/de/preise', page_key: 'pricing', views: 1, visitors: 1 },
    { locale: 'en', path: post, page_key: 'blogPost', views: 3, visitors: 3 },
    { locale: 'en', path: '/en/contact', page_key: 'contact', views: 2, visitors: 2 },
    { locale: 'en', path: '/en/pricing', page_key: 'pricing', views: 1, visitors: 1 },
  ],
  referrers: [{ domain: 'google.com', visits: 2, visitors: 2, enquiries: 1, signups: 0 }],
  campaigns: [{ campaign: 'spring', sources: 'newsletter', visits: 2, visitors: 2, enquiries: 1, signups: 1 }],
  landing_pages: [
    { path: post, page_key: 'blogPost', visitors: 3, enquiries: 1, signups: 1 },
    { path: '/', page_key: 'home', visitors: 2, enquiries: 1, signups: 0 },
    { path: '/de/preise', page_key: 'pricing', visitors: 1, enquiries: 0, signups: 0 },
  ],
  posts: [{ path: post, page_key: 'blogPost', visitors: 3, enquiries: 1, signups: 1 }],
  intents: [
    { intent: 'demo', enquiries: 1 },
    { intent: 'plan', enquiries: 1 },
  ],
  plans: [{ plan: 'Business', enquiries: 1 }],
};

function numbersOf(result: Record<string, unknown>) {
  const daily = result.daily as { visitors: number; views: number }[];
  return {
    totals: result.totals,
    visitorsPerDay: daily.map((day) => day.visitors),
    viewsPerDay: daily.map((day) => day.views),
    pages: result.pages,
    referrers: result.referrers,
    campaigns: result.campaigns,
    landing_pages: result.landing_pages,
    posts: result.posts,
    intents: result.intents,
    plans: result.plans,
  };
}

describe('visit_dashboard', () => {
  beforeAll(seed);

  test('is for staff: editors and admins read it, visitors and signed-in users without a staff role are refused', async () => {
    const { db, ids } = fixture;
    expect(sqlState(await attemptAs(db, claimsFor('anon', ids), (tx) => tx.query('select public.visit_dashboard(7)')))).toBe('42501');
    expect(sqlState(await attemptAs(db, claimsFor('user', ids), (tx) => tx.query('select public.visit_dashboard(7)')))).toBe('42501');
    expect(await attemptAs(db, claimsFor('editor', ids), (tx) => tx.query('select public.visit_dashboard(7)'))).toBeNull();
    expect(await attemptAs(db, claimsFor('admin', ids), (tx) => tx.query('select public.visit_dashboard(7)'))).toBeNull();
    // The aggregates and the roll-up stay out of the API roles' reach.
    for (const table of ['private.page_view_days', 'private.landing_days', 'private.page_view_day_totals', 'private.page_view_rollups']) {
      expect(sqlState(await attemptAs(db, claimsFor('admin', ids), (tx) => tx.query(`select * from ${table}`)))).toBe('42501');
    }
    expect(sqlState(await attemptAs(db, claimsFor('admin', ids), (tx) => tx.query('select private.roll_up_page_views()')))).toBe('42501');
  });

  test('counts visitors, views, pages, referrers, campaigns and leads of the period before the housekeeping ran, rolling up the new views itself', async () => {
    const result = await dashboard(claimsFor('editor', fixture.ids));
    expect(numbersOf(result)).toEqual(EXPECTED_NUMBERS);
    expect((result.daily as unknown[]).length).toBe(7);
  });

  test('the roll-up keeps the numbers, deletes raw views past their retention, and a second run changes nothing', async () => {
    const { db, ids } = fixture;
    await db.query(`update public.site_settings set setting_value = '{"raw_retention_days": 1}' where setting_key = 'visit_settings'`);
    try {
      expect(await rollUp()).toEqual({ page_view_days_rolled_up: 2, page_views_removed: 5 });
      // Yesterday is closed and still kept raw; today is not closed.
      expect(await rawDaysAgo()).toEqual([0, 1]);
      expect(numbersOf(await dashboard(claimsFor('admin', ids)))).toEqual(EXPECTED_NUMBERS);

      const aggregates = async () => [
        (await db.query('select * from private.page_view_days order by 1, 2, 3, 4')).rows,
        (await db.query('select * from private.landing_days order by 1, 2, 3, 4, 5, 6')).rows,
        (await db.query('select * from private.page_view_day_totals order by 1')).rows,
      ];
      const before = await aggregates();
      expect(before[1]).toHaveLength(6); // two landings on each of the three days
      expect(await rollUp()).toEqual({ page_view_days_rolled_up: 0, page_views_removed: 0 });
      expect(await aggregates()).toEqual(before);
      expect(numbersOf(await dashboard(claimsFor('admin', ids)))).toEqual(EXPECTED_NUMBERS);
    } finally {
      await db.query(`update public.site_settings set setting_value = '{"raw_retention_days": 30}' where setting_key = 'visit_settings'`);
    }
  });

  test('the housekeeping the mail worker runs rolls the visits up too', async () => {
    const { rows } = await fixture.db.asRole({ role: 'service_role' }, (tx) =>
      tx.query<{ result: Record<string, number> }>('select public.run_lead_retention() as result'),
    );
    expect(Object.keys(rows[0]!.result)).toEqual(expect.arrayContaining(['enquiries', 'page_view_days_rolled_up', 'page_views_removed']));
  });

  test('a shorter period leaves out the older days', async () => {
    const result = await dashboard(claimsFor('admin', fixture.ids), 1);
    expect(result.totals).toEqual({ visitors: 2, views: 3, enquiries: 1, signups: 1 });
    expect(result.daily).toHaveLength(1);
  });
});

describe('the raw-view retention setting', () => {
  test('is 30 days unless an admin changes it, to a whole number of days from 1 to 365', async () => {
    const { db, ids } = fixture;
    const { rows } = await db.query<{ days: number }>('select private.visit_raw_retention_days() as days');
    expect(rows[0]!.days).toBe(30);
    for (const value of ['0', '366', '1.5', '"30"']) {
      const refused = await attemptAs(db, claimsFor('admin', ids), (tx) =>
        tx.query(`update public.site_settings set setting_value = jsonb_build_object('raw_retention_days', '${value}'::jsonb) where setting_key = 'visit_settings'`),
      );
      expect({ value, state: sqlState(refused) }).toEqual({ value, state: '23514' });
    }
    // Editors neither read nor change it (site settings other than the contact details are for admins).
    const seen = await db.asRole(claimsFor('editor', ids), (tx) => tx.query("select * from public.site_settings where setting_key = 'visit_settings'"));
    expect(seen.rows).toEqual([]);
  });
});

describe('the incremental roll-up', () => {
  /** A small deterministic generator (mulberry32), so a failing sequence can be replayed. */
  function seededRandom(seed: number): () => number {
    let state = seed;
    return () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

  interface RandomView {
    ago: number;
    visitor: string;
    path: string;
    landing: boolean;
    referrer: string | null;
    source: string | null;
    medium: string | null;
    campaign: string | null;
    device: string;
  }

  /** Views over four days, from a few visitors on a few pages, each day's mostly in order but some arriving after the next day's. */
  function randomViews(random: () => number): RandomView[] {
    const views: RandomView[] = Array.from({ length: 30 + Math.floor(random() * 90) }, () => {
      const landing = random() < 0.4;
      return {
        ago: pick(random, [3, 2, 2, 1, 1, 0]),
        visitor: pick(random, [...'0123456789ab']),
        path: pick(random, ['/', '/en/pricing', '/de/preise', post]),
        landing,
        referrer: landing ? pick(random, [null, null, 'google.com', 'seznam.cz']) : null,
        source: landing ? pick(random, [null, 'newsletter']) : null,
        medium: landing ? pick(random, [null, 'email']) : null,
        campaign: landing ? pick(random, [null, 'spring', 'autumn']) : null,
        device: pick(random, ['desktop', 'mobile']),
      };
    });
    // Oldest day first, but a fifth of the views late: they come after a later day's views were rolled up.
    return views.map((view) => ({ view, order: -view.ago + (random() < 0.2 ? 1 + random() * 2 : random()) })).sort((a, b) => a.order - b.order).map(({ view }) => view);
  }

  async function append(views: RandomView[]): Promise<void> {
    for (const view of views) {
      await fixture.db.query(
        `insert into private.page_view_inbox (day, viewed_at, visitor_key, page_key, locale, path, is_landing, referrer_domain, utm_source, utm_medium, utm_campaign, device)
         values ((now() at time zone 'utc')::date - $1::integer, now() - make_interval(days => $1::integer), repeat($2, 32), $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          view.ago,
          view.visitor,
          view.path === post ? 'blogPost' : view.path.endsWith('/') ? 'home' : 'pricing',
          localeOf(view.path),
          view.path,
          view.landing,
          view.referrer,
          view.source,
          view.medium,
          view.campaign,
          view.device,
        ],
      );
    }
  }

  /** The aggregates as they stand, and as a full roll-up of every raw view groups them. */
  async function aggregatesAndFullRollUp() {
    const { db } = fixture;
    const query = async (sql: string) => (await db.query(sql)).rows;
    const range = "(now() at time zone 'utc')::date - 3, (now() at time zone 'utc')::date";
    return {
      incremental: {
        pages: await query('select * from private.page_view_days order by day, page_key, locale, path'),
        landings: await query('select * from private.landing_days order by day, referrer_domain, utm_source, utm_medium, utm_campaign, device'),
        totals: await query('select day, views, visitors from private.page_view_day_totals order by day'),
      },
      full: {
        pages: await query(`select * from private.page_view_groups(${range}) order by day, page_key, locale, path`),
        landings: await query(`select * from private.landing_groups(${range}) order by day, referrer_domain, utm_source, utm_medium, utm_campaign, device`),
        totals: await query('select day, count(*)::integer as views, count(distinct visitor_key)::integer as visitors from private.page_views group by day order by day'),
      },
    };
  }

  test('adds up to what a full roll-up of the raw views gives, whatever the batches and day boundaries', async () => {
    const { db } = fixture;
    for (let round = 0; round < 12; round += 1) {
      const random = seededRandom(20261128 + round);
      for (const table of ['page_view_inbox', 'page_views', 'page_view_days', 'landing_days', 'page_view_day_totals', 'page_view_rollups']) {
        await db.query(`delete from private.${table}`);
      }
      const views = randomViews(random);
      let rolledUp = 0;
      while (rolledUp < views.length) {
        const batch = views.slice(rolledUp, rolledUp + 1 + Math.floor(random() * 15));
        await append(batch);
        rolledUp += batch.length;
        // Now the beacon's roll-up as the dashboard runs it, now the housekeeping's, which also closes finished days.
        await db.query(random() < 0.7 ? 'select private.roll_up_new_page_views()' : 'select private.roll_up_page_views()');
      }
      const { incremental, full } = await aggregatesAndFullRollUp();
      expect({ round, ...incremental }).toEqual({ round, ...full });
      expect(incremental.totals.reduce((sum, day) => sum + Number(day.views), 0)).toBe(views.length);
    }
  });
});
