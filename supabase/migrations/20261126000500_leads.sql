-- Leads that reach sales: every e-mail the site sends is written to an outbox in the same transaction as
-- what caused it (an enquiry, a newsletter sign-up) and delivered over SMTP by the mail worker, which runs
-- beside the publisher with the service_role key (docs/decisions/0010-mail-from-the-database.md).
-- The public forms are defended here, where the anon key cannot get around it: per-client limits,
-- a honeypot and a minimum time between showing a form and sending it. The newsletter is double opt-in.
-- Personal-data requests (export, erasure) and the retention of enquiries are admin functions.

-- ============================================================================
-- Settings
-- ============================================================================

create table private.mail_settings (
  id boolean primary key default true check (id),
  webhook_url text,
  webhook_secret text,
  form_secret text not null default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  site_url text not null default 'http://localhost:3000',
  admin_url text
);
comment on table private.mail_settings is
  'The single row of mail settings. webhook_url wakes the mail worker (POST through pg_net, header X-Mail-Secret: webhook_secret); form_secret signs form tokens and unsubscribe links; site_url is where links in e-mails lead; admin_url the back office (default site_url/admin).';
insert into private.mail_settings default values;
revoke all on private.mail_settings from public, anon, authenticated;

-- lead_settings is admin-only like every site_settings key but contact_info:
-- {notification_email, retention_months}. Without a notification e-mail the contact e-mail is used.
insert into public.site_settings (setting_key, setting_value)
values ('lead_settings', '{"notification_email": "", "retention_months": 24}'::jsonb)
on conflict (setting_key) do nothing;

create function private.lead_setting(key text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select nullif(btrim(s.setting_value ->> key), '') from public.site_settings s where s.setting_key = 'lead_settings';
$$;
revoke all on function private.lead_setting(text) from public;

-- What an admin may store as lead_settings: a notification address or nothing, a retention of 1 to 120 months.
create function private.check_lead_settings()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  notification text := btrim(coalesce(new.setting_value ->> 'notification_email', ''));
  retention jsonb := new.setting_value -> 'retention_months';
begin
  if new.setting_key <> 'lead_settings' then
    return new;
  end if;
  if notification <> '' and (notification !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' or char_length(notification) > 320) then
    raise exception 'Neplatný e-mail pro upozornění na poptávky.' using errcode = '23514';
  end if;
  if retention is not null and (jsonb_typeof(retention) <> 'number' or retention::numeric <> trunc(retention::numeric)
     or retention::numeric not between 1 and 120) then
    raise exception 'Doba uchování poptávek musí být celý počet měsíců od 1 do 120.' using errcode = '23514';
  end if;
  return new;
end;
$$;

create trigger site_settings_check_lead_settings
  before insert or update on public.site_settings
  for each row execute function private.check_lead_settings();

create function private.lead_retention_months()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select case when jsonb_typeof(s.setting_value -> 'retention_months') = 'number'
              then (s.setting_value ->> 'retention_months')::numeric::integer end
  from public.site_settings s where s.setting_key = 'lead_settings';
$$;
revoke all on function private.lead_retention_months() from public;

create function private.contact_setting(key text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select nullif(btrim(s.setting_value ->> key), '') from public.site_settings s where s.setting_key = 'contact_info';
$$;
revoke all on function private.contact_setting(text) from public;

-- ============================================================================
-- Per-client limits (the client key is private.request_client_key(): the gateway's client address)
-- ============================================================================

create table private.form_submissions (
  client_key text not null,
  form text not null check (form in ('enquiry', 'newsletter')),
  submitted_at timestamptz not null default now()
);
create index form_submissions_client_idx on private.form_submissions (form, client_key, submitted_at);
revoke all on private.form_submissions from public, anon, authenticated;

-- Raises PT429 (HTTP 429) past `allowed` submissions of the form from this client in 10 minutes; counts this one.
create function private.throttle_form(form text, allowed integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  client text := private.request_client_key();
begin
  delete from private.form_submissions s where s.submitted_at < now() - interval '10 minutes';
  if (select count(*) from private.form_submissions s where s.form = throttle_form.form and s.client_key = client) >= allowed then
    raise sqlstate 'PT429' using
      message = 'Too many submissions',
      detail = format('At most %s per client per 10 minutes.', allowed),
      hint = 'Try again later.';
  end if;
  insert into private.form_submissions (client_key, form) values (client, throttle_form.form);
end;
$$;
revoke all on function private.throttle_form(text, integer) from public;

-- Only visitors (requests with the anon key or a user's token) are limited and checked; the seed,
-- migrations and the service role are not. The JWT role, not current_user: inside the SECURITY DEFINER
-- triggers current_user is the owner.
create function private.is_visitor_request()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(auth.role() in ('anon', 'authenticated'), false);
$$;
revoke all on function private.is_visitor_request() from public;

-- ============================================================================
-- Form tokens: the minimum time between showing a form and sending it
-- ============================================================================

create function private.sign(payload text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select encode(extensions.hmac(payload, (select m.form_secret from private.mail_settings m), 'sha256'), 'hex');
$$;
revoke all on function private.sign(text) from public;

-- A form asks for a token when a visitor starts filling it in; the database accepts the form as a
-- person's only when the token is genuine and at least 3 seconds (and at most a day) old.
create function public.issue_form_token()
returns text
language sql
volatile
security definer
set search_path = ''
as $$
  select t.issued || '.' || private.sign('form:' || t.issued)
  from (select floor(extract(epoch from clock_timestamp()) * 1000)::bigint::text as issued) t;
$$;
comment on function public.issue_form_token() is 'Public: a signed timestamp the contact and newsletter forms send back; see private.form_token_problem.';
revoke all on function public.issue_form_token() from public;
grant execute on function public.issue_form_token() to anon, authenticated, service_role;

create function private.form_token_problem(token text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  issued text := split_part(coalesce(token, ''), '.', 1);
  age interval;
begin
  if issued !~ '^[0-9]{10,16}$' or split_part(token, '.', 2) is distinct from private.sign('form:' || issued) then
    return 'no valid form token';
  end if;
  age := clock_timestamp() - to_timestamp(issued::bigint / 1000.0);
  if age < interval '3 seconds' then
    return 'sent too fast';
  end if;
  if age > interval '1 day' then
    return 'form token expired';
  end if;
  return null;
end;
$$;
revoke all on function private.form_token_problem(text) from public;

-- ============================================================================
-- Enquiries: where they came from, spam
-- ============================================================================

alter table public.contact_enquiries
  add column locale text not null default 'cs' check (locale in ('cs', 'en', 'de')),
  add column intent text check (intent in ('demo', 'consultation', 'quote', 'plan', 'question')),
  add column plan_name text check (char_length(plan_name) <= 200),
  add column is_spam boolean not null default false,
  add column spam_reason text,
  add column notified_at timestamptz,
  -- Written by the form, checked and emptied by the insert trigger: never stored.
  add column honeypot text,
  add column form_token text;

comment on column public.contact_enquiries.locale is 'Language of the page the enquiry was sent from (cs, en, de).';
comment on column public.contact_enquiries.intent is 'What the visitor clicked to reach the form: demo, consultation, quote, plan (with plan_name) or question.';
comment on column public.contact_enquiries.is_spam is 'Set when the honeypot was filled or the form was sent too fast; staff can change it. Spam is never notified.';
comment on column public.contact_enquiries.notified_at is 'When the notification to sales was queued; null for spam that was never notified.';
comment on column public.contact_enquiries.honeypot is 'Always null when stored: the hidden field a person leaves empty.';
comment on column public.contact_enquiries.form_token is 'Always null when stored: the token from issue_form_token().';

create index contact_enquiries_spam_idx on public.contact_enquiries (is_spam, created_at desc);

grant insert (locale, intent, plan_name, honeypot, form_token) on public.contact_enquiries to anon, authenticated;
grant update (is_spam) on public.contact_enquiries to authenticated;

create function private.screen_enquiry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  token_problem text;
begin
  if private.is_visitor_request() then
    perform private.throttle_form('enquiry', 5);
    token_problem := private.form_token_problem(new.form_token);
    new.is_spam := nullif(btrim(coalesce(new.honeypot, '')), '') is not null or token_problem is not null;
    new.spam_reason := case
      when nullif(btrim(coalesce(new.honeypot, '')), '') is not null then 'honeypot filled'
      else token_problem
    end;
  end if;
  if new.intent is distinct from 'plan' then
    new.plan_name := null;
  end if;
  new.honeypot := null;
  new.form_token := null;
  return new;
end;
$$;
revoke all on function private.screen_enquiry() from public;

create trigger contact_enquiries_screen
  before insert on public.contact_enquiries
  for each row execute function private.screen_enquiry();

-- ============================================================================
-- The outbox
-- ============================================================================

create table public.newsletter_consent_versions (
  version text primary key,
  created_at timestamptz not null default now()
);
comment on table public.newsletter_consent_versions is 'Versions of the newsletter consent text the sign-up form showed.';
insert into public.newsletter_consent_versions (version) values ('2026-11-26');
alter table public.newsletter_consent_versions enable row level security;
revoke all on public.newsletter_consent_versions from anon, authenticated;
grant all on public.newsletter_consent_versions to service_role;

alter table public.newsletter_subscribers
  add column locale text not null default 'cs' check (locale in ('cs', 'en', 'de')),
  add column consent_version text references public.newsletter_consent_versions (version),
  add column status text not null default 'pending' check (status in ('pending', 'confirmed', 'unsubscribed')),
  add column confirm_token_hash bytea,
  add column confirmation_sent_at timestamptz,
  add column confirmed_at timestamptz,
  add column unsubscribed_at timestamptz,
  add column honeypot text,
  add column form_token text;
comment on column public.newsletter_subscribers.status is 'pending until the link in the confirmation e-mail is opened (7 days), then confirmed; unsubscribed after the unsubscribe link.';
comment on column public.newsletter_subscribers.consent_version is 'The version of the consent text the visitor agreed to.';
create index newsletter_subscribers_status_idx on public.newsletter_subscribers (status, created_at desc);

-- Staff read the subscription, not the confirmation token's hash nor the form's screening fields.
revoke select on public.newsletter_subscribers from authenticated;
grant select (id, email, created_at, locale, consent_version, status, confirmation_sent_at, confirmed_at, unsubscribed_at)
  on public.newsletter_subscribers to authenticated;

create table public.mail_outbox (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('enquiry_notification', 'enquiry_confirmation', 'newsletter_confirmation')),
  recipient text not null check (char_length(recipient) <= 320),
  locale text not null default 'cs' check (locale in ('cs', 'en', 'de')),
  enquiry_id uuid references public.contact_enquiries (id) on delete cascade,
  subscriber_id uuid references public.newsletter_subscribers (id) on delete cascade deferrable initially deferred,
  -- What only this message needs (the newsletter confirmation link's token); emptied once sent.
  secret jsonb not null default '{}'::jsonb,
  status text not null default 'queued' check (status in ('queued', 'sending', 'sent', 'failed')),
  attempts integer not null default 0,
  last_error text,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
comment on table public.mail_outbox is
  'Every e-mail the site sends, written in the transaction that caused it; the mail worker claims, sends and completes it, retrying with backoff. Admins read its state.';
create index mail_outbox_due_idx on public.mail_outbox (next_attempt_at) where status in ('queued', 'failed', 'sending');
create index mail_outbox_created_idx on public.mail_outbox (created_at desc);
create index mail_outbox_enquiry_idx on public.mail_outbox (enquiry_id);
create index mail_outbox_subscriber_idx on public.mail_outbox (subscriber_id);

alter table public.mail_outbox enable row level security;
revoke all on public.mail_outbox from anon, authenticated;
grant select (id, kind, recipient, locale, enquiry_id, subscriber_id, status, attempts, last_error, next_attempt_at, created_at, sent_at)
  on public.mail_outbox to authenticated;
grant all on public.mail_outbox to service_role;

create policy "admins read the outbox"
  on public.mail_outbox for select to authenticated
  using ((select private.is_admin()));

-- Wakes the mail worker after commit (pg_net), like the publisher's webhook; the worker also polls.
create function private.wake_mail_worker()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.mail_settings;
begin
  select * into settings from private.mail_settings;
  if settings.webhook_url is null
     or to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is null then
    return null;
  end if;
  execute 'select net.http_post(url => $1, body => $2, headers => $3, timeout_milliseconds => 5000)'
  using settings.webhook_url,
        jsonb_build_object('type', 'mail_queued'),
        jsonb_build_object('Content-Type', 'application/json', 'X-Mail-Secret', coalesce(settings.webhook_secret, ''));
  return null;
end;
$$;
revoke all on function private.wake_mail_worker() from public;

create trigger mail_outbox_wake_worker
  after insert on public.mail_outbox
  for each statement execute function private.wake_mail_worker();

-- ============================================================================
-- Enquiry mails
-- ============================================================================

create function private.queue_enquiry_notification(enquiry public.contact_enquiries)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  recipient text := coalesce(private.lead_setting('notification_email'), private.contact_setting('email'));
begin
  if recipient is null then
    return;
  end if;
  insert into public.mail_outbox (kind, recipient, locale, enquiry_id)
  values ('enquiry_notification', recipient, 'cs', enquiry.id);
  update public.contact_enquiries set notified_at = now() where id = enquiry.id;
end;
$$;
revoke all on function private.queue_enquiry_notification(public.contact_enquiries) from public;

create function private.queue_enquiry_mails()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not new.is_spam then
    perform private.queue_enquiry_notification(new);
    insert into public.mail_outbox (kind, recipient, locale, enquiry_id)
    values ('enquiry_confirmation', new.email, new.locale, new.id);
  end if;
  return null;
end;
$$;
revoke all on function private.queue_enquiry_mails() from public;

create trigger contact_enquiries_queue_mails
  after insert on public.contact_enquiries
  for each row execute function private.queue_enquiry_mails();

-- Moving an enquiry out of spam tells sales then (once).
create function private.notify_enquiry_out_of_spam()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.is_spam and not new.is_spam and new.notified_at is null then
    perform private.queue_enquiry_notification(new);
  end if;
  return null;
end;
$$;
revoke all on function private.notify_enquiry_out_of_spam() from public;

create trigger contact_enquiries_out_of_spam
  after update of is_spam on public.contact_enquiries
  for each row execute function private.notify_enquiry_out_of_spam();

-- ============================================================================
-- Newsletter: double opt-in
-- ============================================================================

-- Replaces the trigger that silently skipped a known address. The answer never says whether an address
-- was known: a confirmed one is left as it is; a pending or unsubscribed one starts the double opt-in
-- again (at most one confirmation e-mail per address per 10 minutes).
drop trigger newsletter_subscribers_skip_known_email on public.newsletter_subscribers;
drop function private.skip_known_newsletter_email();

grant insert (locale, consent_version, honeypot, form_token) on public.newsletter_subscribers to anon, authenticated;

create function private.newsletter_unsubscribe_token(subscriber_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select subscriber_id::text || '.' || private.sign('unsubscribe:' || subscriber_id::text);
$$;
revoke all on function private.newsletter_unsubscribe_token(uuid) from public;

create function private.screen_newsletter_signup()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  known public.newsletter_subscribers%rowtype;
  token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  target_id uuid;
  is_known boolean;
  suspect boolean;
begin
  new.email := lower(btrim(new.email));
  if private.is_visitor_request() then
    perform private.throttle_form('newsletter', 3);
    suspect := nullif(btrim(coalesce(new.honeypot, '')), '') is not null or private.form_token_problem(new.form_token) is not null;
    if suspect then
      -- Answered like any sign-up; nothing is stored or sent.
      return null;
    end if;
  end if;
  new.honeypot := null;
  new.form_token := null;
  new.consent_version := coalesce(new.consent_version, (select max(v.version) from public.newsletter_consent_versions v));

  select * into known from public.newsletter_subscribers s where lower(s.email) = new.email for update;
  is_known := found;
  if is_known and known.status = 'confirmed' then
    return null;
  end if;
  if is_known and known.confirmation_sent_at > now() - interval '10 minutes' then
    return null;
  end if;

  if is_known then
    update public.newsletter_subscribers s
       set status = 'pending', locale = new.locale, consent_version = new.consent_version,
           confirm_token_hash = sha256(convert_to(token, 'UTF8')), confirmation_sent_at = now(),
           created_at = now(), confirmed_at = null
     where s.id = known.id;
    target_id := known.id;
  else
    new.status := 'pending';
    new.confirm_token_hash := sha256(convert_to(token, 'UTF8'));
    new.confirmation_sent_at := now();
    new.confirmed_at := null;
    new.unsubscribed_at := null;
    target_id := new.id;
  end if;

  insert into public.mail_outbox (kind, recipient, locale, subscriber_id, secret)
  values ('newsletter_confirmation', new.email, new.locale, target_id, jsonb_build_object('confirm_token', token));

  return case when is_known then null else new end;
end;
$$;
revoke all on function private.screen_newsletter_signup() from public;

create trigger newsletter_subscribers_screen
  before insert on public.newsletter_subscribers
  for each row execute function private.screen_newsletter_signup();

create function public.confirm_newsletter_subscription(token text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  subscriber public.newsletter_subscribers%rowtype;
begin
  select * into subscriber from public.newsletter_subscribers s
  where s.confirm_token_hash = sha256(convert_to(coalesce(token, ''), 'UTF8'))
  for update;
  if found and subscriber.status = 'confirmed' then
    return 'confirmed';
  end if;
  if not found or subscriber.status <> 'pending' or subscriber.confirmation_sent_at <= now() - interval '7 days' then
    raise exception 'The confirmation link is invalid or has expired' using errcode = '22023';
  end if;
  update public.newsletter_subscribers set status = 'confirmed', confirmed_at = now() where id = subscriber.id;
  return 'confirmed';
end;
$$;
comment on function public.confirm_newsletter_subscription(text) is 'Public: confirms the subscription whose confirmation link carried the token (7 days); 22023 otherwise.';

create function public.unsubscribe_newsletter(token text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  subscriber_id uuid;
begin
  begin
    subscriber_id := split_part(coalesce(token, ''), '.', 1)::uuid;
  exception when others then
    subscriber_id := null;
  end;
  if subscriber_id is null or private.newsletter_unsubscribe_token(subscriber_id) is distinct from token then
    raise exception 'The unsubscribe link is invalid' using errcode = '22023';
  end if;
  update public.newsletter_subscribers
     set status = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, now()), confirm_token_hash = null
   where id = subscriber_id and status <> 'unsubscribed';
  return 'unsubscribed';
end;
$$;
comment on function public.unsubscribe_newsletter(text) is 'Public, no sign-in: unsubscribes the address of the signed link (idempotent; an erased address answers the same).';

revoke all on function public.confirm_newsletter_subscription(text), public.unsubscribe_newsletter(text) from public;
grant execute on function public.confirm_newsletter_subscription(text), public.unsubscribe_newsletter(text) to anon, authenticated, service_role;

-- ============================================================================
-- The mail worker (service_role only)
-- ============================================================================

-- Claims up to `batch` due messages for `lease_seconds` and returns what each needs to be written:
-- sender, recipient, language, the enquiry, and the links.
create function public.mail_claim(batch integer default 10, lease_seconds integer default 60)
returns setof jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  settings private.mail_settings;
begin
  select * into settings from private.mail_settings;
  return query
  with due as (
    select o.id from public.mail_outbox o
    where o.status in ('queued', 'failed', 'sending')
      and o.next_attempt_at <= now()
      and (o.locked_until is null or o.locked_until <= now())
    order by o.next_attempt_at
    limit greatest(batch, 1)
    for update skip locked
  ), claimed as (
    update public.mail_outbox o
       set status = 'sending', attempts = o.attempts + 1, locked_until = now() + make_interval(secs => lease_seconds)
      from due where o.id = due.id
    returning o.*
  )
  select jsonb_build_object(
           'id', c.id,
           'kind', c.kind,
           'recipient', c.recipient,
           'locale', c.locale,
           'attempts', c.attempts,
           'from_email', private.contact_setting('email'),
           'from_name', private.contact_setting('company'),
           'site_url', settings.site_url,
           'admin_url', coalesce(settings.admin_url, settings.site_url || '/admin'),
           'enquiry', (select to_jsonb(e) - 'honeypot' - 'form_token' from public.contact_enquiries e where e.id = c.enquiry_id),
           'confirm_token', c.secret ->> 'confirm_token',
           'unsubscribe_token', case when c.subscriber_id is null then null else private.newsletter_unsubscribe_token(c.subscriber_id) end
         )
  from claimed c;
end;
$$;
comment on function public.mail_claim(integer, integer) is 'Mail worker only (service_role): claims due outbox messages with what they need to be written.';

-- Records the outcome of one attempt: sent, or failed with the error and the next attempt after a
-- backoff of 10 s doubling up to an hour. A message is never given up: it waits for the server to return.
create function public.mail_complete(message_id uuid, error text default null)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if error is null then
    update public.mail_outbox
       set status = 'sent', sent_at = now(), locked_until = null, last_error = null, secret = '{}'::jsonb
     where id = message_id;
  else
    update public.mail_outbox
       set status = 'failed', locked_until = null, last_error = left(error, 2000),
           next_attempt_at = now() + least(interval '1 hour', interval '10 seconds' * power(2, greatest(attempts - 1, 0)))
     where id = message_id;
  end if;
end;
$$;
comment on function public.mail_complete(uuid, text) is 'Mail worker only (service_role): marks a claimed message sent, or failed with a retry after backoff.';

-- Housekeeping the worker runs every few minutes (hosted: pg_cron may run it too): pending sign-ups
-- older than 7 days, enquiries past the retention period of Nastavení (default 24 months).
create function public.run_lead_retention()
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
  return jsonb_build_object('pending_subscriptions', pending_removed, 'enquiries', enquiries_removed);
end;
$$;
comment on function public.run_lead_retention() is 'Service role (worker, pg_cron): removes unconfirmed sign-ups after 7 days and enquiries past the retention period.';

create function public.mail_settings_configure(webhook_url text, webhook_secret text, site_url text, admin_url text default null)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update private.mail_settings
     set webhook_url = mail_settings_configure.webhook_url,
         webhook_secret = mail_settings_configure.webhook_secret,
         site_url = rtrim(mail_settings_configure.site_url, '/'),
         admin_url = nullif(rtrim(mail_settings_configure.admin_url, '/'), '');
$$;
comment on function public.mail_settings_configure(text, text, text, text) is 'Service role: where the mail worker listens and where links in e-mails lead.';

revoke all on function public.mail_claim(integer, integer), public.mail_complete(uuid, text), public.run_lead_retention(),
  public.mail_settings_configure(text, text, text, text) from public, anon, authenticated;
grant execute on function public.mail_claim(integer, integer), public.mail_complete(uuid, text), public.run_lead_retention(),
  public.mail_settings_configure(text, text, text, text) to service_role;

-- Hosted Supabase with pg_cron enabled: retention runs daily in the database as well.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    execute $cron$select cron.schedule('lead-retention', '17 3 * * *', 'select public.run_lead_retention()')$cron$;
  end if;
end;
$$;

-- ============================================================================
-- Personal-data requests (admins only)
-- ============================================================================

create table public.personal_data_erasures (
  id uuid primary key default gen_random_uuid(),
  erased_by uuid references auth.users (id) on delete set null default auth.uid(),
  erased_by_email text,
  erased_at timestamptz not null default now(),
  enquiries integer not null default 0,
  subscriptions integer not null default 0,
  mails integer not null default 0
);
comment on table public.personal_data_erasures is 'Who erased what kinds of personal data and when; the erased address and data are not kept.';
alter table public.personal_data_erasures enable row level security;
revoke all on public.personal_data_erasures from anon, authenticated;
grant select on public.personal_data_erasures to authenticated;
grant all on public.personal_data_erasures to service_role;
create policy "admins read erasures"
  on public.personal_data_erasures for select to authenticated
  using ((select private.is_admin()));

create function public.personal_data_export(subject_email text)
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
        'unsubscribed_at', s.unsubscribed_at))
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
comment on function public.personal_data_export(text) is 'Admins only: everything held about an e-mail address (enquiries, newsletter subscription, e-mails).';

create function public.personal_data_erase(subject_email text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  address text := lower(btrim(subject_email));
  enquiry_count integer;
  subscription_count integer;
  mail_count integer;
  erasure public.personal_data_erasures%rowtype;
begin
  if not private.is_admin() then
    raise exception 'Only administrators may erase personal data' using errcode = '42501';
  end if;
  if address is null or address = '' then
    raise exception 'An e-mail address is required' using errcode = '22023';
  end if;
  -- Mails about the enquiries go with them (on delete cascade); those addressed to the person too.
  delete from public.mail_outbox o where lower(o.recipient) = address;
  get diagnostics mail_count = row_count;
  select count(*) into enquiry_count from public.contact_enquiries e where lower(e.email) = address;
  mail_count := mail_count + (select count(*) from public.mail_outbox o
                              where o.enquiry_id in (select e.id from public.contact_enquiries e where lower(e.email) = address));
  delete from public.contact_enquiries e where lower(e.email) = address;
  delete from public.newsletter_subscribers s where lower(s.email) = address;
  get diagnostics subscription_count = row_count;

  insert into public.personal_data_erasures (erased_by, erased_by_email, enquiries, subscriptions, mails)
  values (auth.uid(), (select u.email from auth.users u where u.id = auth.uid()), enquiry_count, subscription_count, mail_count)
  returning * into erasure;
  return jsonb_build_object('enquiries', enquiry_count, 'subscriptions', subscription_count, 'mails', mail_count,
                            'erased_at', erasure.erased_at);
end;
$$;
comment on function public.personal_data_erase(text) is 'Admins only: deletes the enquiries, subscription and e-mails of an address and records who erased how many of each kind.';

revoke all on function public.personal_data_export(text), public.personal_data_erase(text) from public, anon;
grant execute on function public.personal_data_export(text), public.personal_data_erase(text) to authenticated, service_role;
