-- Cookieless visit counting and lead attribution (docs/analytics.md).
-- A page view is one appended row: which page, language and path, where the visit came from (referrer
-- domain, UTM) and the device class. A visitor is a daily key: a keyed hash of a random salt of the day,
-- the shortened client address and the browser family. The salt lives in a private table and is deleted
-- once its day is over, so a key can neither be recomputed nor linked to the next day's. Neither the
-- address nor the user agent is stored.
-- Raw views are meant to be kept for a number of days and then rolled up into page_view_days. Both tables
-- are private: no API role reads them directly; the back office will read them through admin functions.

-- ============================================================================
-- The daily salt and the visitor key
-- ============================================================================

create table private.visitor_salts (
  day date primary key,
  salt bytea not null default extensions.gen_random_bytes(32)
);
comment on table private.visitor_salts is
  'One random salt per UTC day for the daily visitor key; every salt of an earlier day is deleted when a later day''s is made.';
revoke all on private.visitor_salts from public, anon, authenticated;

-- The salt of `day`, made on first use; salts of earlier days are deleted on the way.
create function private.visitor_salt(day date)
returns bytea
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  found bytea;
begin
  delete from private.visitor_salts s where s.day < visitor_salt.day;
  insert into private.visitor_salts (day) values (visitor_salt.day) on conflict do nothing;
  select s.salt into found from private.visitor_salts s where s.day = visitor_salt.day;
  return found;
end;
$$;
revoke all on function private.visitor_salt(date) from public;

-- The address cut to its network: /24 for IPv4, /48 for IPv6 (a household or office, not a device);
-- 'unknown' when it is no address.
create function private.shortened_address(address text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  parsed inet;
begin
  begin
    parsed := btrim(address)::inet;
  exception
    when others then
      return 'unknown';
  end;
  return host(network(set_masklen(parsed, case when family(parsed) = 4 then 24 else 48 end)));
end;
$$;
revoke all on function private.shortened_address(text) from public;

-- Only the family, never the version or the platform: the key must not single out a device.
create function private.browser_family(user_agent text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when user_agent is null or btrim(user_agent) = '' then 'unknown'
    when user_agent ~ 'Edg(e|A|iOS)?/' then 'edge'
    when user_agent ~ '(OPR|Opera)/' then 'opera'
    when user_agent ~ 'SamsungBrowser/' then 'samsung'
    when user_agent ~ '(Firefox|FxiOS)/' then 'firefox'
    when user_agent ~ '(Chrome|Chromium|CriOS)/' then 'chrome'
    when user_agent ~ 'Safari/' then 'safari'
    else 'other'
  end;
$$;
revoke all on function private.browser_family(text) from public;

create function private.visitor_key(day date, client_address text, user_agent text)
returns text
language sql
volatile
security definer
set search_path = ''
as $$
  select left(encode(extensions.hmac(
    convert_to(private.shortened_address(client_address) || '|' || private.browser_family(user_agent), 'UTF8'),
    private.visitor_salt(day), 'sha256'), 'hex'), 32);
$$;
comment on function private.visitor_key(date, text, text) is
  'The daily visitor key: HMAC-SHA-256 with the day''s salt over the shortened address and the browser family (128 bits, hex).';
revoke all on function private.visitor_key(date, text, text) from public;

-- Crawlers, link previews, scripts and headless or automated browsers (by their own user agent).
create function private.is_bot_user_agent(user_agent text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select user_agent is null or btrim(user_agent) = ''
    or user_agent ~* '(bot|crawl|spider|slurp|scrape|fetch|preview|headless|phantomjs|puppeteer|playwright|selenium|webdriver|lighthouse|pagespeed|gtmetrix|curl|wget|python|httpclient|okhttp|axios|node-fetch|undici|go-http|java/|libwww|facebookexternalhit|embedly|whatsapp|telegram|discord|monitor|uptime)';
$$;
comment on function private.is_bot_user_agent(text) is 'True for a missing user agent and for known bots, tools and headless browsers: their views are not counted.';
revoke all on function private.is_bot_user_agent(text) from public;

-- ============================================================================
-- Page views (raw, appended) and their daily roll-up
-- ============================================================================

create table private.page_views (
  id bigint generated always as identity primary key,
  viewed_at timestamptz not null default now(),
  day date not null default (now() at time zone 'utc')::date,
  visitor_key text not null check (visitor_key ~ '^[0-9a-f]{32}$'),
  page_key text not null check (page_key ~ '^[A-Za-z]{1,40}$'),
  locale text not null check (locale in ('cs', 'en', 'de')),
  path text not null check (path ~ '^/' and char_length(path) <= 300),
  is_landing boolean not null default false,
  referrer_domain text check (referrer_domain ~ '^[a-z0-9.-]{1,253}$'),
  utm_source text check (char_length(utm_source) between 1 and 100),
  utm_medium text check (char_length(utm_medium) between 1 and 100),
  utm_campaign text check (char_length(utm_campaign) between 1 and 100),
  device text not null check (device in ('mobile', 'tablet', 'desktop'))
);
comment on table private.page_views is
  'One row per counted public page view (record_page_view). No address, user agent or cookie: visitor_key is valid for its day only.';
comment on column private.page_views.is_landing is 'The first view of a visit (a page load, not a client-side navigation): it carries the referrer and UTM.';
comment on column private.page_views.path is 'The path without query or fragment.';
create index page_views_day_idx on private.page_views (day, page_key);
revoke all on private.page_views from public, anon, authenticated;

create table private.page_view_days (
  day date not null,
  page_key text not null,
  locale text not null,
  referrer_domain text not null default '',
  utm_source text not null default '',
  utm_medium text not null default '',
  utm_campaign text not null default '',
  device text not null,
  views integer not null check (views >= 0),
  landings integer not null check (landings >= 0),
  visitors integer not null check (visitors >= 0),
  primary key (day, page_key, locale, referrer_domain, utm_source, utm_medium, utm_campaign, device)
);
comment on table private.page_view_days is
  'Daily aggregates of page_views (empty text for none), for the days whose raw views are no longer kept. '
  'visitors counts distinct visitor keys of the day and group, so it adds up across groups only approximately.';
revoke all on private.page_view_days from public, anon, authenticated;

-- ============================================================================
-- The beacon's endpoint
-- ============================================================================

create function private.request_header(name text)
returns text
language plpgsql
stable
set search_path = ''
as $$
begin
  return nullif(btrim(nullif(current_setting('request.headers', true), '')::jsonb ->> name), '');
exception
  when others then
    return null;
end;
$$;
revoke all on function private.request_header(text) from public;

create function public.record_page_view(
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
  insert into private.page_views (visitor_key, page_key, locale, path, is_landing, referrer_domain, utm_source, utm_medium, utm_campaign, device, day)
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
  'Public (the page-view beacon): appends one page view. Nothing is written for Sec-GPC or DNT requests and known bots; '
  'PT429 past 120 views per client in 10 minutes; a malformed value fails its CHECK (23514).';
revoke all on function public.record_page_view(text, text, text, boolean, text, text, text, text, text) from public;
grant execute on function public.record_page_view(text, text, text, boolean, text, text, text, text, text) to anon, authenticated, service_role;

-- ============================================================================
-- Attribution of leads: how the visit that sent the enquiry or sign-up began
-- ============================================================================

alter table public.contact_enquiries
  add column landing_path text check (landing_path ~ '^/' and char_length(landing_path) <= 300),
  add column referrer_domain text check (referrer_domain ~ '^[a-z0-9.-]{1,253}$'),
  add column utm_source text check (char_length(utm_source) between 1 and 100),
  add column utm_medium text check (char_length(utm_medium) between 1 and 100),
  add column utm_campaign text check (char_length(utm_campaign) between 1 and 100);
comment on column public.contact_enquiries.landing_path is 'The first page of the visit that sent the enquiry (path only); null when unknown or the visitor sent a privacy signal.';
comment on column public.contact_enquiries.referrer_domain is 'The domain of the site the visit came from (never the full address).';

alter table public.newsletter_subscribers
  add column landing_path text check (landing_path ~ '^/' and char_length(landing_path) <= 300),
  add column referrer_domain text check (referrer_domain ~ '^[a-z0-9.-]{1,253}$'),
  add column utm_source text check (char_length(utm_source) between 1 and 100),
  add column utm_medium text check (char_length(utm_medium) between 1 and 100),
  add column utm_campaign text check (char_length(utm_campaign) between 1 and 100);
comment on column public.newsletter_subscribers.landing_path is 'The first page of the visit that signed up (path only).';

grant insert (landing_path, referrer_domain, utm_source, utm_medium, utm_campaign) on public.contact_enquiries to anon, authenticated;
grant insert (landing_path, referrer_domain, utm_source, utm_medium, utm_campaign) on public.newsletter_subscribers to anon, authenticated;

-- Latest definition: 20261126000500_leads.sql; the newsletter entry now carries its attribution
-- (the enquiries' carry theirs as whole rows already). Erasure deletes the rows, attribution included.
create or replace function public.personal_data_export(subject_email text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  address text := lower(btrim(subject_email));
begin
  if not private.is_admin() then
    raise exception 'Only administrators may read personal data requests' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'email', address,
    'exported_at', now(),
    'enquiries', coalesce((
      select jsonb_agg(to_jsonb(e) - 'honeypot' - 'form_token' order by e.created_at)
      from public.contact_enquiries e where lower(e.email) = address), '[]'::jsonb),
    'newsletter', coalesce((
      select jsonb_agg(jsonb_build_object(
        'email', s.email, 'status', s.status, 'locale', s.locale, 'consent_version', s.consent_version,
        'created_at', s.created_at, 'confirmation_sent_at', s.confirmation_sent_at, 'confirmed_at', s.confirmed_at,
        'unsubscribed_at', s.unsubscribed_at, 'landing_path', s.landing_path, 'referrer_domain', s.referrer_domain,
        'utm_source', s.utm_source, 'utm_medium', s.utm_medium, 'utm_campaign', s.utm_campaign))
      from public.newsletter_subscribers s where lower(s.email) = address), '[]'::jsonb),
    'mails', coalesce((
      select jsonb_agg(jsonb_build_object('kind', o.kind, 'recipient', o.recipient, 'status', o.status,
        'created_at', o.created_at, 'sent_at', o.sent_at) order by o.created_at)
      from public.mail_outbox o
      where lower(o.recipient) = address
         or o.enquiry_id in (select e.id from public.contact_enquiries e where lower(e.email) = address)), '[]'::jsonb)
  );
end;
$$;
