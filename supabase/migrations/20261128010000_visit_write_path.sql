-- The beacon's write made cheap and the dashboard's read made to touch aggregates only (docs/analytics.md).
--
-- A view used to cost the beacon a sliding-log throttle (delete the bucket's expired hits, count the
-- client's, insert a hit into a table with two indexes) and an insert into private.page_views (identity key
-- and an index), and the dashboard grouped today's raw views on every read. Now:
-- - record_page_view appends to private.page_view_inbox, a heap without any index, and counts the client in
--   one row of private.throttle_windows (an upsert of its primary key);
-- - private.roll_up_new_page_views() drains the inbox into page_views and adds the drained views to the
--   daily aggregates (views and landings add up; a visitor key counts for a group only when none of its
--   earlier views that day was in the group, looked up by page_views (day, visitor_key));
-- - the housekeeping (run_lead_retention) and visit_dashboard run it, so the read adds up aggregates only and
--   never waits for more than the views since the last drain.

-- ============================================================================
-- The cheap per-client throttle: one row per bucket and client
-- ============================================================================

-- Unlogged: a count that lives minutes needs no write-ahead log on every view; a crash only empties it.
create unlogged table private.throttle_windows (
  bucket text not null,
  client_key text not null,
  started_at timestamptz not null,
  hits integer not null,
  previous_hits integer not null default 0,
  expires_at timestamptz not null,
  primary key (bucket, client_key)
);
comment on table private.throttle_windows is
  'Per bucket and client: the hits of the current window (from started_at, one window long) and of the window before it '
  '(see private.windowed_throttle); rows past expires_at are deleted by the housekeeping.';
revoke all on private.throttle_windows from public, anon, authenticated;

-- A sliding-window counter: the hits of the client's current window plus those of the previous window,
-- weighted by the share of it still within `per` of now. One primary-key upsert instead of private.throttle's
-- delete, count and insert over a log of hits. Counts this hit; a caller that refuses raises, which rolls
-- the count back, so refused hits do not count.
create function private.windowed_throttle(bucket text, client_key text, allowed integer, per interval)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  insert into private.throttle_windows as w (bucket, client_key, started_at, hits, expires_at)
  values (windowed_throttle.bucket, windowed_throttle.client_key, now(), 1, now() + 2 * windowed_throttle.per)
  on conflict on constraint throttle_windows_pkey do update set
    previous_hits = case
      when now() < w.started_at + windowed_throttle.per then w.previous_hits
      when now() < w.started_at + 2 * windowed_throttle.per then w.hits
      else 0 end,
    hits = case when now() < w.started_at + windowed_throttle.per then w.hits + 1 else 1 end,
    started_at = case
      when now() < w.started_at + windowed_throttle.per then w.started_at
      when now() < w.started_at + 2 * windowed_throttle.per then w.started_at + windowed_throttle.per
      else now() end,
    expires_at = case
      when now() < w.started_at + windowed_throttle.per then w.expires_at
      when now() < w.started_at + 2 * windowed_throttle.per then w.started_at + 3 * windowed_throttle.per
      else now() + 2 * windowed_throttle.per end
  returning w.hits + w.previous_hits * greatest(0, 1 - extract(epoch from now() - w.started_at) / extract(epoch from windowed_throttle.per))
    <= windowed_throttle.allowed;
$$;
comment on function private.windowed_throttle(text, text, integer, interval) is
  'Counts a hit of the client in the bucket and answers whether its hits within `per` (the current window and the '
  'previous one weighted by its overlap) are at most `allowed`. The caller raises when not, undoing the count.';
revoke all on function private.windowed_throttle(text, text, integer, interval) from public;

-- ============================================================================
-- The inbox: what the beacon appends
-- ============================================================================

-- The columns of page_views without its identity key, with the same checks: a malformed view is refused to
-- the beacon, and no row can stop the roll-up's move into page_views.
create table private.page_view_inbox (
  viewed_at timestamptz not null default now(),
  day date not null,
  visitor_key text not null check (visitor_key ~ '^[0-9a-f]{32}$'),
  page_key text not null check (page_key ~ '^[A-Za-z]{1,40}$'),
  locale text not null check (locale in ('cs', 'en', 'de')),
  path text not null check (path ~ '^/' and char_length(path) <= 300),
  is_landing boolean not null,
  referrer_domain text check (referrer_domain ~ '^[a-z0-9.-]{1,253}$'),
  utm_source text check (char_length(utm_source) between 1 and 100),
  utm_medium text check (char_length(utm_medium) between 1 and 100),
  utm_campaign text check (char_length(utm_campaign) between 1 and 100),
  device text not null check (device in ('mobile', 'tablet', 'desktop'))
);
comment on table private.page_view_inbox is
  'Page views appended by record_page_view and not yet rolled up: no index, drained into page_views and the daily aggregates by private.roll_up_new_page_views.';
revoke all on private.page_view_inbox from public, anon, authenticated;

-- The incremental roll-up probes earlier views of a visitor on a day; nothing reads page_views by page_key.
drop index private.page_views_day_idx;
create index page_views_day_visitor_idx on private.page_views (day, visitor_key);

-- ============================================================================
-- The beacon's endpoint
-- ============================================================================

-- Latest definition: 20261127050000_visit_counting.sql; the throttle is windowed_throttle and the view goes to the inbox.
create or replace function public.record_page_view(
  page_key text,
  locale text,
  path text,
  is_landing boolean,
  referrer_domain text,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  device text
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  user_agent text := private.request_header('user-agent');
  client text := private.request_client_key();
  today date := (now() at time zone 'utc')::date;
begin
  -- A privacy signal or a bot: answered like any other view, and nothing is written.
  if private.request_header('sec-gpc') = '1' or private.request_header('dnt') = '1' or private.is_bot_user_agent(user_agent) then
    return;
  end if;
  if not private.windowed_throttle('page_view', private.sign(client), 120, interval '10 minutes') then
    raise sqlstate 'PT429' using
      message = 'Too many page views',
      detail = 'At most 120 per client per 10 minutes.',
      hint = 'Try again later.';
  end if;
  insert into private.page_view_inbox (visitor_key, page_key, locale, path, is_landing, referrer_domain, utm_source, utm_medium, utm_campaign, device, day)
  values (
    private.visitor_key(today, client, user_agent),
    record_page_view.page_key,
    record_page_view.locale,
    split_part(split_part(record_page_view.path, '?', 1), '#', 1),
    coalesce(record_page_view.is_landing, false),
    nullif(lower(btrim(record_page_view.referrer_domain)), ''),
    nullif(btrim(record_page_view.utm_source), ''),
    nullif(btrim(record_page_view.utm_medium), ''),
    nullif(btrim(record_page_view.utm_campaign), ''),
    record_page_view.device,
    today
  );
end;
$$;
comment on function public.record_page_view(text, text, text, boolean, text, text, text, text, text) is
  'Public (the page-view beacon): appends one page view to the inbox. Nothing is written for Sec-GPC or DNT requests and known bots; '
  'PT429 past 120 views per client in 10 minutes; a malformed value fails its CHECK (23514).';

-- ============================================================================
-- The incremental roll-up
-- ============================================================================

-- Moves the inbox into page_views and adds those views to page_view_days, landing_days and
-- page_view_day_totals. A delete sees committed views only, so a view still being written stays for the next
-- run, and none is counted twice; the lock keeps two runs from overlapping.
-- Each drained view is compared with the earlier views of its visitor on its day (page_views before the move,
-- by page_views_day_visitor_idx; a lateral subquery, so the plan is a probe per new view even without table
-- statistics, which PGlite never gathers): a visitor counts for a group only when none of those was in it.
create function private.roll_up_new_page_views()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  moved integer;
begin
  perform pg_advisory_xact_lock(hashtext('private.roll_up_page_views'));
  create temporary table drained_page_views on commit drop as
  select * from private.page_view_inbox with no data;
  with drained as (
    delete from private.page_view_inbox returning *
  )
  insert into pg_temp.drained_page_views select * from drained;
  get diagnostics moved = row_count;
  if moved = 0 then
    drop table pg_temp.drained_page_views;
    return 0;
  end if;

  create temporary table new_page_views on commit drop as
  select n.day, n.visitor_key, n.page_key, n.locale, n.path, n.is_landing,
         coalesce(n.referrer_domain, '') as referrer_domain, coalesce(n.utm_source, '') as utm_source,
         coalesce(n.utm_medium, '') as utm_medium, coalesce(n.utm_campaign, '') as utm_campaign, n.device,
         earlier.views = 0 as new_on_day,
         not earlier.on_page as new_on_page,
         n.is_landing and not earlier.landing_on_page as new_landing_on_page,
         n.is_landing and not earlier.landing_in_group as new_landing_in_group
  from pg_temp.drained_page_views n
  cross join lateral (
    select count(*) as views,
           coalesce(bool_or(o.locale = n.locale and o.path = n.path and o.page_key = n.page_key), false) as on_page,
           coalesce(bool_or(o.is_landing and o.locale = n.locale and o.path = n.path and o.page_key = n.page_key), false) as landing_on_page,
           coalesce(bool_or(o.is_landing and o.referrer_domain is not distinct from n.referrer_domain
                            and o.utm_source is not distinct from n.utm_source and o.utm_medium is not distinct from n.utm_medium
                            and o.utm_campaign is not distinct from n.utm_campaign and o.device = n.device), false) as landing_in_group
    from private.page_views o
    where o.day = n.day and o.visitor_key = n.visitor_key
  ) earlier;

  insert into private.page_views (viewed_at, day, visitor_key, page_key, locale, path, is_landing, referrer_domain, utm_source, utm_medium, utm_campaign, device)
  select d.viewed_at, d.day, d.visitor_key, d.page_key, d.locale, d.path, d.is_landing, d.referrer_domain, d.utm_source, d.utm_medium, d.utm_campaign, d.device
  from pg_temp.drained_page_views d
  order by d.viewed_at;

  insert into private.page_view_days as a (day, page_key, locale, path, views, visitors, landings, landing_visitors)
  select n.day, n.page_key, n.locale, n.path, count(*),
         count(distinct n.visitor_key) filter (where n.new_on_page),
         count(*) filter (where n.is_landing),
         count(distinct n.visitor_key) filter (where n.new_landing_on_page)
  from pg_temp.new_page_views n
  group by n.day, n.page_key, n.locale, n.path
  on conflict (day, locale, path, page_key) do update set
    views = a.views + excluded.views,
    visitors = a.visitors + excluded.visitors,
    landings = a.landings + excluded.landings,
    landing_visitors = a.landing_visitors + excluded.landing_visitors;

  insert into private.landing_days as a (day, referrer_domain, utm_source, utm_medium, utm_campaign, device, landings, landing_visitors)
  select n.day, n.referrer_domain, n.utm_source, n.utm_medium, n.utm_campaign, n.device, count(*),
         count(distinct n.visitor_key) filter (where n.new_landing_in_group)
  from pg_temp.new_page_views n
  where n.is_landing
  group by n.day, n.referrer_domain, n.utm_source, n.utm_medium, n.utm_campaign, n.device
  on conflict (day, referrer_domain, utm_source, utm_medium, utm_campaign, device) do update set
    landings = a.landings + excluded.landings,
    landing_visitors = a.landing_visitors + excluded.landing_visitors;

  insert into private.page_view_day_totals as a (day, views, visitors)
  select n.day, count(*), count(distinct n.visitor_key) filter (where n.new_on_day)
  from pg_temp.new_page_views n
  group by n.day
  on conflict (day) do update set
    views = a.views + excluded.views,
    visitors = a.visitors + excluded.visitors;

  drop table pg_temp.new_page_views;
  drop table pg_temp.drained_page_views;
  return moved;
end;
$$;
comment on function private.roll_up_new_page_views() is
  'Drains the page-view inbox into page_views and adds the drained views to the daily aggregates; answers how many it moved.';
revoke all on function private.roll_up_new_page_views() from public;

-- Latest definition: 20261127090000_visit_dashboard.sql. The aggregates are kept up to date by
-- roll_up_new_page_views; what remains here is closing finished days (page_view_rollups: their raw views may
-- be deleted once past the retention) and the retention itself.
create or replace function private.roll_up_page_views(now_at timestamptz default now())
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- The last finished day, five minutes after midnight: a view begun before midnight has committed by then.
  last_finished date := ((now_at - interval '5 minutes') at time zone 'utc')::date - 1;
  keep_from date := (now_at at time zone 'utc')::date - private.visit_raw_retention_days();
  rolled integer;
  removed integer;
begin
  perform private.roll_up_new_page_views();
  insert into private.page_view_rollups (day, raw_views)
  select t.day, t.views from private.page_view_day_totals t
  where t.day <= last_finished and not exists (select 1 from private.page_view_rollups r where r.day = t.day);
  get diagnostics rolled = row_count;
  delete from private.page_views v
   where v.day < keep_from and exists (select 1 from private.page_view_rollups r where r.day = v.day);
  get diagnostics removed = row_count;
  return jsonb_build_object('page_view_days_rolled_up', rolled, 'page_views_removed', removed);
end;
$$;
comment on function private.roll_up_page_views(timestamptz) is
  'Rolls up the page-view inbox, closes each finished day (page_view_rollups), then deletes raw views of closed days older than visit_settings.raw_retention_days.';

-- Latest definition: 20261127090000_visit_dashboard.sql; also deletes expired throttle windows.
create or replace function public.run_lead_retention()
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  months integer := coalesce(private.lead_retention_months(), 24);
  pending_removed integer;
  enquiries_removed integer;
begin
  delete from public.newsletter_subscribers s
   where s.status = 'pending' and coalesce(s.confirmation_sent_at, s.created_at) < now() - interval '7 days';
  get diagnostics pending_removed = row_count;
  delete from public.contact_enquiries e where e.created_at < now() - make_interval(months => greatest(months, 1));
  get diagnostics enquiries_removed = row_count;
  delete from private.throttle_windows w where w.expires_at < now();
  return jsonb_build_object('pending_subscriptions', pending_removed, 'enquiries', enquiries_removed)
    || private.roll_up_page_views();
end;
$$;

-- ============================================================================
-- The dashboard's read: aggregates only
-- ============================================================================

-- Latest definition: 20261127090000_visit_dashboard.sql; rolls up the views since the last roll-up first
-- (volatile now: it writes) and reads no raw views.
create or replace function public.visit_dashboard(days integer default 30)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'utc')::date;
  period integer := least(greatest(coalesce(days, 30), 1), 366);
  since date := today - (period - 1);
  since_at timestamptz := (since::timestamp at time zone 'utc');
  result jsonb;
begin
  if not private.is_staff() then
    raise exception 'Only staff may read the visit dashboard.' using errcode = '42501';
  end if;
  perform private.roll_up_new_page_views();

  with
  pages_read as (
    select a.page_key, a.locale, a.path, a.views, a.visitors, a.landings, a.landing_visitors
    from private.page_view_days a where a.day between since and today
  ),
  landings_read as (
    select a.referrer_domain, a.utm_source, a.utm_campaign, a.landings, a.landing_visitors
    from private.landing_days a where a.day between since and today
  ),
  daily as (
    select t.day, t.views, t.visitors from private.page_view_day_totals t where t.day between since and today
  ),
  enquiries as (
    select e.landing_path, e.referrer_domain, e.utm_campaign, e.intent, e.plan_name
    from public.contact_enquiries e where e.created_at >= since_at and not e.is_spam
  ),
  signups as (
    select s.landing_path, s.referrer_domain, s.utm_campaign from public.newsletter_subscribers s where s.created_at >= since_at
  ),
  leads as (
    select e.landing_path, e.referrer_domain, e.utm_campaign, 1 as enquiry, 0 as signup from enquiries e
    union all
    select s.landing_path, s.referrer_domain, s.utm_campaign, 0, 1 from signups s
  ),
  page_keys as (
    select distinct g.path, g.page_key from pages_read g
  ),
  landing_pages as (
    select l.landing_path as path, max(k.page_key) as page_key,
           coalesce((select sum(g.landing_visitors) from pages_read g where g.path = l.landing_path), 0) as visitors,
           sum(l.enquiry) as enquiries, sum(l.signup) as signups
    from leads l left join page_keys k on k.path = l.landing_path
    where l.landing_path is not null
    group by l.landing_path
  ),
  landing_visits as (
    select g.path, max(g.page_key) as page_key, sum(g.landing_visitors) as visitors
    from pages_read g where g.landings > 0 group by g.path
  ),
  conversion_pages as (
    select coalesce(lp.path, lv.path) as path, coalesce(lp.page_key, lv.page_key) as page_key,
           coalesce(lv.visitors, lp.visitors, 0) as visitors,
           coalesce(lp.enquiries, 0) as enquiries, coalesce(lp.signups, 0) as signups
    from landing_pages lp full join landing_visits lv on lv.path = lp.path
  ),
  referrers as (
    select coalesce(v.domain, l.domain) as domain, coalesce(v.visits, 0) as visits, coalesce(v.visitors, 0) as visitors,
           coalesce(l.enquiries, 0) as enquiries, coalesce(l.signups, 0) as signups
    from (select g.referrer_domain as domain, sum(g.landings) as visits, sum(g.landing_visitors) as visitors
          from landings_read g where g.referrer_domain <> '' group by 1) v
    full join (select l.referrer_domain as domain, sum(l.enquiry) as enquiries, sum(l.signup) as signups
               from leads l where l.referrer_domain is not null group by 1) l on l.domain = v.domain
  ),
  campaigns as (
    select coalesce(v.campaign, l.campaign) as campaign, coalesce(v.sources, '') as sources,
           coalesce(v.visits, 0) as visits, coalesce(v.visitors, 0) as visitors,
           coalesce(l.enquiries, 0) as enquiries, coalesce(l.signups, 0) as signups
    from (select g.utm_campaign as campaign,
                 string_agg(distinct nullif(g.utm_source, ''), ', ') as sources,
                 sum(g.landings) as visits, sum(g.landing_visitors) as visitors
          from landings_read g where g.utm_campaign <> '' group by 1) v
    full join (select l.utm_campaign as campaign, sum(l.enquiry) as enquiries, sum(l.signup) as signups
               from leads l where l.utm_campaign is not null group by 1) l on l.campaign = v.campaign
  ),
  pages as (
    select p.locale, p.path, p.page_key, p.views, p.visitors,
           row_number() over (partition by p.locale order by p.views desc, p.path) as rank
    from (select g.locale, g.path, max(g.page_key) as page_key, sum(g.views) as views, sum(g.visitors) as visitors
          from pages_read g group by g.locale, g.path) p
  )
  select jsonb_build_object(
    'from', since,
    'to', today,
    'daily', (
      select coalesce(jsonb_agg(jsonb_build_object('day', s.day, 'visitors', coalesce(d.visitors, 0), 'views', coalesce(d.views, 0)) order by s.day), '[]'::jsonb)
      from (select g::date as day from generate_series(since, today, interval '1 day') g) s
      left join daily d on d.day = s.day),
    'totals', jsonb_build_object(
      'visitors', (select coalesce(sum(d.visitors), 0) from daily d),
      'views', (select coalesce(sum(d.views), 0) from daily d),
      'enquiries', (select count(*) from enquiries),
      'signups', (select count(*) from signups)),
    'pages', (
      select coalesce(jsonb_agg(jsonb_build_object('locale', p.locale, 'path', p.path, 'page_key', p.page_key, 'views', p.views, 'visitors', p.visitors)
                                order by p.locale, p.rank), '[]'::jsonb)
      from pages p where p.rank <= 10),
    'referrers', (
      select coalesce(jsonb_agg(to_jsonb(r) order by r.visits desc, r.enquiries + r.signups desc, r.domain), '[]'::jsonb)
      from (select * from referrers order by visits desc, enquiries + signups desc, domain limit 20) r),
    'campaigns', (
      select coalesce(jsonb_agg(to_jsonb(c) order by c.visits desc, c.enquiries + c.signups desc, c.campaign), '[]'::jsonb)
      from (select * from campaigns order by visits desc, enquiries + signups desc, campaign limit 20) c),
    'landing_pages', (
      select coalesce(jsonb_agg(to_jsonb(c) order by c.enquiries + c.signups desc, c.visitors desc, c.path), '[]'::jsonb)
      from (select * from conversion_pages order by enquiries + signups desc, visitors desc, path limit 20) c),
    'posts', (
      select coalesce(jsonb_agg(to_jsonb(c) order by c.enquiries + c.signups desc, c.visitors desc, c.path), '[]'::jsonb)
      from (select * from conversion_pages where page_key = 'blogPost' order by enquiries + signups desc, visitors desc, path limit 20) c),
    'intents', (
      select coalesce(jsonb_agg(jsonb_build_object('intent', i.intent, 'enquiries', i.enquiries) order by i.enquiries desc, i.intent), '[]'::jsonb)
      from (select coalesce(e.intent, 'none') as intent, count(*) as enquiries from enquiries e group by 1) i),
    'plans', (
      select coalesce(jsonb_agg(jsonb_build_object('plan', p.plan, 'enquiries', p.enquiries) order by p.enquiries desc, p.plan), '[]'::jsonb)
      from (select e.plan_name as plan, count(*) as enquiries from enquiries e where e.intent = 'plan' and e.plan_name is not null group by 1) p)
  ) into result;
  return result;
end;
$$;
comment on function public.visit_dashboard(integer) is
  'Staff (editors and admins): visitors and views per day of the last `days` days (default 30, at most 366, today included, UTC), '
  'top pages per language, referrers, campaigns, and enquiries and newsletter sign-ups per landing page, post, referrer, campaign, CTA intent and plan. '
  'Rolls up the views since the last roll-up, then reads the daily aggregates only.';
