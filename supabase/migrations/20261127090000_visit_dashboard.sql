-- The back office's "Návštěvnost" (docs/analytics.md): daily aggregates of the counted views, the roll-up
-- that fills them and deletes old raw views, the retention setting, and the staff-only dashboard read.
--
-- A day is rolled up once it is over (five minutes past midnight UTC, so no view still in flight is
-- missed): its groups go to page_view_days and landing_days, its exact visitor total to page_view_day_totals, and the day
-- is marked in page_view_rollups. Raw views stay another N days (site_settings visit_settings, default 30)
-- and are then deleted. The dashboard reads the aggregates, and for a day not rolled up yet (today) it
-- aggregates the raw views of that day on read with the same grouping.
-- The roll-up runs with the mail worker's housekeeping (run_lead_retention, every 5 minutes, on the one job
-- service frame of decision 0013): pg_cron is not available on PGlite.

-- ============================================================================
-- The aggregates
-- ============================================================================

-- Laid out in 20261127050000 before anything wrote to it as one table keyed by every dimension; split
-- here into two narrow ones, so a 30-day read adds up thousands of rows instead of hundreds of thousands:
-- the pages (with the path: which post), and the landings by where they came from (only a landing view
-- carries a referrer or UTM).
drop table private.page_view_days;

create table private.page_view_days (
  day date not null,
  page_key text not null,
  locale text not null,
  path text not null,
  views integer not null check (views >= 0),
  visitors integer not null check (visitors >= 0),
  landings integer not null check (landings >= 0),
  landing_visitors integer not null check (landing_visitors >= 0),
  primary key (day, locale, path, page_key)
);
comment on table private.page_view_days is
  'Daily views per page, language and path: views, distinct visitors, landings (first views of a visit) and distinct visitors who landed there.';
revoke all on private.page_view_days from public, anon, authenticated;

create table private.landing_days (
  day date not null,
  referrer_domain text not null default '',
  utm_source text not null default '',
  utm_medium text not null default '',
  utm_campaign text not null default '',
  device text not null,
  landings integer not null check (landings >= 0),
  landing_visitors integer not null check (landing_visitors >= 0),
  primary key (day, referrer_domain, utm_source, utm_medium, utm_campaign, device)
);
comment on table private.landing_days is
  'Daily landings (first views of a visit) per referrer domain, UTM and device (empty text for none), with their distinct visitors.';
revoke all on private.landing_days from public, anon, authenticated;

create table private.page_view_day_totals (
  day date primary key,
  views integer not null check (views >= 0),
  visitors integer not null check (visitors >= 0)
);
comment on table private.page_view_day_totals is 'The exact number of views and distinct visitor keys of each rolled-up day.';
revoke all on private.page_view_day_totals from public, anon, authenticated;

create table private.page_view_rollups (
  day date primary key,
  raw_views integer not null,
  rolled_at timestamptz not null default now()
);
comment on table private.page_view_rollups is
  'The days whose raw views are in page_view_days, landing_days and page_view_day_totals; only their raw views may be deleted, and the dashboard aggregates raw views of the other days on read.';
revoke all on private.page_view_rollups from public, anon, authenticated;

-- Indexes: the roll-up and the read of today take one day's raw views by page_views_day_idx (day, page_key);
-- the aggregates are read by their primary key's leading day; the leads of the period by the existing
-- contact_enquiries_created_at_idx and newsletter_subscribers_created_at_idx.

-- The groups of the raw views of the days from .. to: the roll-up's and the dashboard's one definition.
create function private.page_view_groups(from_day date, to_day date)
returns table (day date, page_key text, locale text, path text, views integer, visitors integer, landings integer, landing_visitors integer)
language sql
stable
set search_path = ''
as $$
  select v.day, v.page_key, v.locale, v.path,
         count(*)::integer, count(distinct v.visitor_key)::integer,
         (count(*) filter (where v.is_landing))::integer, (count(distinct v.visitor_key) filter (where v.is_landing))::integer
  from private.page_views v
  where v.day between from_day and to_day
  group by 1, 2, 3, 4;
$$;
revoke all on function private.page_view_groups(date, date) from public;

create function private.landing_groups(from_day date, to_day date)
returns table (
  day date, referrer_domain text, utm_source text, utm_medium text, utm_campaign text, device text, landings integer, landing_visitors integer
)
language sql
stable
set search_path = ''
as $$
  select v.day, coalesce(v.referrer_domain, ''), coalesce(v.utm_source, ''), coalesce(v.utm_medium, ''), coalesce(v.utm_campaign, ''),
         v.device, count(*)::integer, count(distinct v.visitor_key)::integer
  from private.page_views v
  where v.day between from_day and to_day and v.is_landing
  group by 1, 2, 3, 4, 5, 6;
$$;
revoke all on function private.landing_groups(date, date) from public;

-- ============================================================================
-- Retention setting: how many days raw views are kept (Nastavení)
-- ============================================================================

insert into public.site_settings (setting_key, setting_value)
values ('visit_settings', '{"raw_retention_days": 30}'::jsonb)
on conflict (setting_key) do nothing;

create function private.check_visit_settings()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  retention jsonb := new.setting_value -> 'raw_retention_days';
begin
  if new.setting_key <> 'visit_settings' then
    return new;
  end if;
  if retention is not null and (jsonb_typeof(retention) <> 'number' or retention::numeric <> trunc(retention::numeric)
     or retention::numeric not between 1 and 365) then
    raise exception 'Doba uchování jednotlivých návštěv musí být celý počet dní od 1 do 365.' using errcode = '23514';
  end if;
  return new;
end;
$$;

create trigger site_settings_check_visit_settings
  before insert or update on public.site_settings
  for each row execute function private.check_visit_settings();

create function private.visit_raw_retention_days()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select (s.setting_value ->> 'raw_retention_days')::numeric::integer
    from public.site_settings s
    where s.setting_key = 'visit_settings' and jsonb_typeof(s.setting_value -> 'raw_retention_days') = 'number'), 30);
$$;
revoke all on function private.visit_raw_retention_days() from public;

-- ============================================================================
-- The roll-up
-- ============================================================================

-- Rolls up every finished day not rolled up yet, then deletes the raw views of rolled-up days older than
-- the retention. Idempotent: a rolled-up day is never rolled up again, and a second run finds nothing.
create function private.roll_up_page_views(now_at timestamptz default now())
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
  first_raw date;
  rolled integer := 0;
  removed integer;
  raw_count integer;
  d date;
begin
  -- One roll-up at a time (the housekeeping of two workers, or a test beside the worker).
  perform pg_advisory_xact_lock(hashtext('private.roll_up_page_views'));
  select min(v.day) into first_raw from private.page_views v;
  if first_raw is not null then
    for d in select g::date from generate_series(first_raw, last_finished, interval '1 day') g loop
      continue when exists (select 1 from private.page_view_rollups r where r.day = d);
      select count(*) into raw_count from private.page_views v where v.day = d;
      continue when raw_count = 0;
      insert into private.page_view_days
      select * from private.page_view_groups(d, d);
      insert into private.landing_days
      select * from private.landing_groups(d, d);
      insert into private.page_view_day_totals (day, views, visitors)
      select d, count(*), count(distinct v.visitor_key) from private.page_views v where v.day = d;
      insert into private.page_view_rollups (day, raw_views) values (d, raw_count);
      rolled := rolled + 1;
    end loop;
  end if;
  delete from private.page_views v
   where v.day < keep_from and exists (select 1 from private.page_view_rollups r where r.day = v.day);
  get diagnostics removed = row_count;
  return jsonb_build_object('page_view_days_rolled_up', rolled, 'page_views_removed', removed);
end;
$$;
comment on function private.roll_up_page_views(timestamptz) is
  'Rolls up each finished day''s raw views into page_view_days, landing_days and page_view_day_totals (once per day), then deletes raw views of rolled-up days older than visit_settings.raw_retention_days.';
revoke all on function private.roll_up_page_views(timestamptz) from public;

-- Latest definition: 20261126000500_leads.sql; the housekeeping now also rolls up the visits.
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
  return jsonb_build_object('pending_subscriptions', pending_removed, 'enquiries', enquiries_removed)
    || private.roll_up_page_views();
end;
$$;
comment on function public.run_lead_retention() is
  'Service role (worker, pg_cron): removes unconfirmed sign-ups after 7 days and enquiries past the retention period; rolls up finished days of page views and deletes raw views past their retention.';
revoke all on function public.run_lead_retention() from public, anon, authenticated;
grant execute on function public.run_lead_retention() to service_role;

-- ============================================================================
-- The beacon: the day's salt is read, and written only by the day's first view
-- ============================================================================

-- Latest definition: 20261127050000_visit_counting.sql; every view used to delete, insert and read.
create or replace function private.visitor_salt(day date)
returns bytea
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  found bytea;
begin
  select s.salt into found from private.visitor_salts s where s.day = visitor_salt.day;
  if found is null then
    delete from private.visitor_salts s where s.day < visitor_salt.day;
    insert into private.visitor_salts (day) values (visitor_salt.day) on conflict do nothing;
    select s.salt into found from private.visitor_salts s where s.day = visitor_salt.day;
  end if;
  return found;
end;
$$;
revoke all on function private.visitor_salt(date) from public;

-- ============================================================================
-- The dashboard's read
-- ============================================================================

create function public.visit_dashboard(days integer default 30)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'utc')::date;
  period integer := least(greatest(coalesce(days, 30), 1), 366);
  since date := today - (period - 1);
  since_at timestamptz := (since::timestamp at time zone 'utc');
  -- Days are rolled up in order, so every day after the last rolled-up one is read from the raw views.
  raw_from date;
  result jsonb;
begin
  if not private.is_staff() then
    raise exception 'Only staff may read the visit dashboard.' using errcode = '42501';
  end if;
  select greatest(since, coalesce(max(r.day) + 1, since)) into raw_from from private.page_view_rollups r;

  with
  pages_read as (
    select a.page_key, a.locale, a.path, a.views, a.visitors, a.landings, a.landing_visitors
    from private.page_view_days a where a.day between since and today
    union all
    select g.page_key, g.locale, g.path, g.views, g.visitors, g.landings, g.landing_visitors
    from private.page_view_groups(raw_from, today) g
  ),
  landings_read as (
    select a.referrer_domain, a.utm_source, a.utm_campaign, a.landings, a.landing_visitors
    from private.landing_days a where a.day between since and today
    union all
    select g.referrer_domain, g.utm_source, g.utm_campaign, g.landings, g.landing_visitors
    from private.landing_groups(raw_from, today) g
  ),
  daily as (
    select t.day, t.views, t.visitors from private.page_view_day_totals t where t.day between since and today
    union all
    select v.day, count(*)::integer, count(distinct v.visitor_key)::integer
    from private.page_views v
    where v.day between raw_from and today
    group by v.day
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
  'Reads the daily aggregates; days not rolled up yet (today) are aggregated from the raw views on read.';
revoke all on function public.visit_dashboard(integer) from public, anon, authenticated;
grant execute on function public.visit_dashboard(integer) to authenticated, service_role;
