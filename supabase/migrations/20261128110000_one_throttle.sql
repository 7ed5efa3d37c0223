-- One per-client throttle for the public forms and search, the maintenance password and the visit beacon.
--
-- There were two: private.throttle, a log of hits (a row per hit: delete the bucket's expired ones, count the
-- client's, insert), used by the forms, search and the maintenance password; and private.windowed_throttle,
-- a sliding-window counter in one upserted row per client, made for the beacon because the log cost too much
-- at 500 views a second. Now private.throttle keeps one row per bucket and client whose `hits` holds the times
-- of the client's counted hits: one primary-key upsert per call, as the counter, and exact as the log (the
-- counter weighted the previous window's hits by its overlap, so around a window's end it let a burst past
-- the limit or refused a client the log would let through). Refused hits are never counted, so a caller need
-- not roll back, and a call with record_hit off only answers, for callers that count only some outcomes.

-- ============================================================================
-- The table: one row per bucket and client
-- ============================================================================

alter table private.throttle_hits rename to throttle_hit_log;

-- Unlogged: a count that lives minutes needs no write-ahead log on every page view; a crash only empties it.
create unlogged table private.throttle_hits (
  bucket text not null,
  client_key text not null,
  hits timestamptz[] not null,
  expires_at timestamptz not null,
  primary key (bucket, client_key)
);
comment on table private.throttle_hits is
  'Per bucket (what is limited) and client: the times of its counted hits (see private.throttle). A row past '
  'expires_at holds no hit within the bucket''s window and is deleted by the housekeeping (run_lead_retention).';
comment on column private.throttle_hits.client_key is
  'Whatever the caller keys the client by: the forms, search and the beacon a keyed hash of the address '
  '(private.sign), the maintenance password the address.';
comment on column private.throttle_hits.hits is
  'When each counted hit happened, oldest first. Hits older than the window are dropped once the array holds '
  '`allowed` of them, so it never holds more than `allowed`.';
revoke all on private.throttle_hits from public, anon, authenticated;

-- ============================================================================
-- The throttle
-- ============================================================================

-- Each caller raises its own error, so the function only answers. A bucket has one window: its callers pass
-- the same `per`. While the client's array holds fewer than `allowed` times, none of them can put it over the
-- limit, so the hit is appended without reading them; only a full array is cut to the hits within `per`.
create or replace function private.throttle(bucket text, client_key text, allowed integer, per interval, record_hit boolean default true)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not record_hit then
    return (
      select count(*)
      from private.throttle_hits t cross join unnest(t.hits) h(hit_at)
      where t.bucket = throttle.bucket and t.client_key = throttle.client_key and h.hit_at >= now() - throttle.per
    ) < throttle.allowed;
  end if;

  insert into private.throttle_hits as t (bucket, client_key, hits, expires_at)
  select throttle.bucket, throttle.client_key, array[now()], now() + throttle.per
  where throttle.allowed > 0
  on conflict on constraint throttle_hits_pkey do update set
    hits = case
      when cardinality(t.hits) < throttle.allowed then t.hits
      else array(select h.hit_at from unnest(t.hits) with ordinality h(hit_at, n) where h.hit_at >= now() - throttle.per order by h.n)
    end || now(),
    expires_at = greatest(t.expires_at, now() + throttle.per)
  where cardinality(t.hits) < throttle.allowed
     or (select count(*) from unnest(t.hits) h(hit_at) where h.hit_at >= now() - throttle.per) < throttle.allowed;
  return found;
end;
$$;
comment on function private.throttle(text, text, integer, interval, boolean) is
  'False when the client already has `allowed` hits in the bucket within `per` (nothing counted); else true, '
  'counting this hit unless record_hit is false (to count only some outcomes, e.g. wrong guesses).';
revoke all on function private.throttle(text, text, integer, interval, boolean) from public;

-- Hits of the last 10 minutes keep counting across the change (every bucket's window is 10 minutes). The
-- beacon's counter kept no times: its current window's hits are placed at the window's start.
insert into private.throttle_hits (bucket, client_key, hits, expires_at)
select live.bucket, live.client_key, array_agg(live.hit_at order by live.hit_at), max(live.hit_at) + interval '10 minutes'
from (
  select l.bucket, l.client_key, l.hit_at
  from private.throttle_hit_log l
  where l.hit_at >= now() - interval '10 minutes'
  union all
  select w.bucket, w.client_key, w.started_at
  from private.throttle_windows w cross join generate_series(1, w.hits)
  where w.started_at >= now() - interval '10 minutes'
) live
group by live.bucket, live.client_key;

drop table private.throttle_hit_log;
drop function private.windowed_throttle(text, text, integer, interval);
drop table private.throttle_windows;

-- private.throttle_form (the forms and search) and public.validate_maintenance_password (wrong guesses only)
-- call private.throttle as they did (latest definitions: 20261127010000_throttle.sql).

-- ============================================================================
-- The beacon: at most 120 views per client per 10 minutes
-- ============================================================================

-- Latest definition: 20261128010000_visit_write_path.sql; the throttle is private.throttle.
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
  if not private.throttle('page_view', private.sign(client), 120, interval '10 minutes') then
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

-- ============================================================================
-- The housekeeping deletes clients with no hit within their window
-- ============================================================================

-- Latest definition: 20261128010000_visit_write_path.sql; the expired rows are the one throttle's.
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
  delete from private.throttle_hits t where t.expires_at < now();
  return jsonb_build_object('pending_subscriptions', pending_removed, 'enquiries', enquiries_removed)
    || private.roll_up_page_views();
end;
$$;
