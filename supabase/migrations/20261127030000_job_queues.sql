-- One queue mechanism for every background job (docs/decisions/0013-one-job-queue.md): the publish queue
-- and the mail outbox had each their own settings table, wake-up function, secret header, claim and retry
-- rules. Now a queue is a registered message table with the same delivery columns, and one set of
-- functions shaped like pgmq's (read with a visibility timeout = a lease, archive, set_vt = backoff,
-- metrics) works on every queue; one wake-up function calls each queue's webhook through pg_net.
--
-- A queue's message table has: id (any key type), status ('queued', 'sending' while leased, 'retrying'
-- after a failure; any other status is final), attempts, next_attempt_at (not visible before), locked_until
-- (the lease), last_error, created_at (enqueued). Sending a message is inserting a row of its table (the
-- table's own columns are the payload); the insert's trigger wakes the queue's worker.

create table private.job_queues (
  queue_name text primary key check (queue_name ~ '^[a-z][a-z0-9_]*$'),
  message_table regclass not null unique,
  wake_header text not null check (wake_header ~ '^X-[A-Za-z-]+$'),
  webhook_url text,
  webhook_secret text,
  created_at timestamptz not null default now()
);
comment on table private.job_queues is
  'The job queues: each names its message table and where its worker is woken (webhook_url, POSTed through pg_net after each enqueue, with the header wake_header: webhook_secret). No webhook_url: the worker only polls.';
revoke all on private.job_queues from public, anon, authenticated;

-- The message table's key type, for comparing ids given as text without a cast on the column.
create function private.queue_table(queue_name text, out message_table regclass, out id_type text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  select q.message_table, format_type(a.atttypid, a.atttypmod)
    into message_table, id_type
  from private.job_queues q
  join pg_catalog.pg_attribute a on a.attrelid = q.message_table and a.attname = 'id' and not a.attisdropped
  where q.queue_name = queue_table.queue_name;
  if message_table is null then
    raise exception 'No job queue %', queue_table.queue_name using errcode = '22023';
  end if;
end;
$$;
revoke all on function private.queue_table(text) from public;

-- pgmq.create: registers a table with the delivery columns as a queue.
create function private.queue_create(queue_name text, message_table regclass, wake_header text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  missing text[];
begin
  select array_agg(c) into missing
  from unnest(array['id', 'status', 'attempts', 'next_attempt_at', 'locked_until', 'last_error', 'created_at']) c
  where not exists (
    select 1 from pg_catalog.pg_attribute a
    where a.attrelid = queue_create.message_table and a.attname = c and a.attnum > 0 and not a.attisdropped
  );
  if missing is not null then
    raise exception '% lacks the delivery columns %', queue_create.message_table, missing using errcode = '22023';
  end if;
  insert into private.job_queues (queue_name, message_table, wake_header)
  values (queue_create.queue_name, queue_create.message_table, queue_create.wake_header);
end;
$$;
revoke all on function private.queue_create(text, regclass, text) from public;

-- 10 s after the first failed attempt, doubling up to an hour.
create function private.queue_backoff(attempts integer)
returns interval
language sql
immutable
set search_path = ''
as $$ select least(interval '1 hour', interval '10 seconds' * power(2, greatest(coalesce(attempts, 0) - 1, 0))) $$;
revoke all on function private.queue_backoff(integer) from public;

-- pgmq.read: leases up to qty visible messages for lease_seconds (another worker may take them once the
-- lease runs out: a worker that died mid-job loses nothing) and counts the attempt. Oldest due first.
create function private.queue_read(queue_name text, lease_seconds integer, qty integer)
returns table (msg_id text, attempts integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  target record;
begin
  select * into target from private.queue_table(queue_read.queue_name);
  return query execute format(
    $sql$
    with due as (
      select m.id from %1$s m
      where m.status in ('queued', 'retrying', 'sending')
        and m.next_attempt_at <= now()
        and (m.locked_until is null or m.locked_until <= now())
      order by m.next_attempt_at, m.created_at
      limit $1
      for update skip locked
    )
    update %1$s m
       set status = 'sending', attempts = m.attempts + 1, locked_until = now() + make_interval(secs => $2)
      from due
     where m.id = due.id
    returning m.id::text, m.attempts
    $sql$,
    target.message_table
  ) using greatest(queue_read.qty, 1), greatest(queue_read.lease_seconds, 1);
end;
$$;
revoke all on function private.queue_read(text, integer, integer) from public;

-- pgmq.archive: the messages need nothing more; they keep their row with a final status (and the error
-- that made it final, if any) for what the back office shows. Returns how many.
create function private.queue_archive(queue_name text, ids text[], final_status text, error text default null)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  target record;
  archived integer;
begin
  if queue_archive.final_status in ('queued', 'sending', 'retrying') then
    raise exception 'Not a final status: %', queue_archive.final_status using errcode = '22023';
  end if;
  select * into target from private.queue_table(queue_archive.queue_name);
  execute format(
    'update %s m set status = $2, locked_until = null, last_error = $3 where m.id = any($1::%s[])',
    target.message_table, target.id_type
  ) using queue_archive.ids, queue_archive.final_status, left(queue_archive.error, 2000);
  get diagnostics archived = row_count;
  return archived;
end;
$$;
revoke all on function private.queue_archive(text, text[], text, text) from public;

-- pgmq.set_vt after a failure: the messages are released and visible again after `delay` (default the
-- backoff for their attempts so far), with the error. count_attempt: a consumer that does not read
-- through queue_read counts the attempt here.
create function private.queue_set_vt(
  queue_name text,
  ids text[],
  error text,
  count_attempt boolean default false,
  delay interval default null
)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  target record;
  released integer;
begin
  select * into target from private.queue_table(queue_set_vt.queue_name);
  execute format(
    $sql$
    update %s m
       set status = 'retrying',
           attempts = m.attempts + $4::integer,
           locked_until = null,
           last_error = $2,
           next_attempt_at = now() + coalesce($3, private.queue_backoff(m.attempts + $4::integer))
     where m.id = any($1::%s[])
    $sql$,
    target.message_table, target.id_type
  ) using queue_set_vt.ids,
          left(coalesce(nullif(btrim(queue_set_vt.error), ''), 'unknown error'), 2000),
          queue_set_vt.delay,
          case when queue_set_vt.count_attempt then 1 else 0 end;
  get diagnostics released = row_count;
  return released;
end;
$$;
revoke all on function private.queue_set_vt(text, text[], text, boolean, interval) from public;

-- pgmq.metrics: open messages (queued, leased or retrying), how many are due now, how long the oldest
-- open one has waited since it was enqueued, how late the most overdue is, and the newest error.
create function private.queue_metrics(queue_name text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  target record;
  result jsonb;
begin
  select * into target from private.queue_table(queue_metrics.queue_name);
  execute format(
    $sql$
    select jsonb_build_object(
      'queue_name', $1::text,
      'queue_length', count(*),
      'due', count(*) filter (where m.next_attempt_at <= now() and (m.locked_until is null or m.locked_until <= now())),
      'retrying', count(*) filter (where m.status = 'retrying'),
      'oldest_msg_age_sec', coalesce(extract(epoch from clock_timestamp() - min(m.created_at)), 0),
      'due_lag_sec', coalesce(extract(epoch from clock_timestamp() - min(m.next_attempt_at) filter (
        where m.next_attempt_at <= now() and (m.locked_until is null or m.locked_until <= now())
      )), 0),
      'last_error', (
        select e.last_error from %1$s e
        where e.status = 'retrying' and e.last_error is not null
        order by e.next_attempt_at desc limit 1
      )
    )
    from %1$s m
    where m.status in ('queued', 'sending', 'retrying')
    $sql$,
    target.message_table
  ) into result using queue_metrics.queue_name;
  return result;
end;
$$;
revoke all on function private.queue_metrics(text) from public;

-- The one wake-up: POSTs `body` to the queue's webhook with its secret header. pg_net's http_post is
-- looked up at run time, so this works where pg_net is not installed (the worker's poll is then the
-- mechanism); pg_net sends the request only after the transaction commits.
create function private.queue_wake(queue_name text, body jsonb)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  queue private.job_queues;
begin
  select * into queue from private.job_queues q where q.queue_name = queue_wake.queue_name;
  if queue.webhook_url is null
     or to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is null then
    return;
  end if;
  execute 'select net.http_post(url => $1, body => $2, headers => $3, timeout_milliseconds => 5000)'
  using queue.webhook_url,
        queue_wake.body,
        jsonb_build_object('Content-Type', 'application/json', queue.wake_header, coalesce(queue.webhook_secret, ''));
end;
$$;
revoke all on function private.queue_wake(text, jsonb) from public;

-- For a deployment (service_role): where a queue's worker listens. Null URL: no wake-ups, polling only.
create function public.job_queue_configure(queue_name text, webhook_url text, webhook_secret text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  update private.job_queues q
     set webhook_url = nullif(btrim(job_queue_configure.webhook_url), ''),
         webhook_secret = job_queue_configure.webhook_secret
   where q.queue_name = job_queue_configure.queue_name;
  if not found then
    raise exception 'No job queue %', job_queue_configure.queue_name using errcode = '22023';
  end if;
end;
$$;
comment on function public.job_queue_configure(text, text, text) is
  'Service role: the webhook URL (null: none) and secret that wake the worker of a job queue (publish, mail).';
revoke all on function public.job_queue_configure(text, text, text) from public, anon, authenticated;
grant execute on function public.job_queue_configure(text, text, text) to service_role;

-- ============================================================================
-- The publish queue on it
-- ============================================================================

-- The publisher renders everything pending at once and covers the events by id (publish_queue_ack), so
-- it leases nothing; a failed render releases the events it tried with the error and the backoff.
alter table private.publish_events
  add column status text not null default 'queued' check (status in ('queued', 'sending', 'retrying', 'handled')),
  add column attempts integer not null default 0 check (attempts >= 0),
  add column next_attempt_at timestamptz not null default now(),
  add column locked_until timestamptz,
  add column last_error text;
update private.publish_events set status = 'handled' where handled_at is not null;
comment on column private.publish_events.status is
  'The job queue''s status: queued, retrying (a render failed: last_error, attempts, next_attempt_at), handled (handled_at is set).';

-- A row written as already handled (history brought in by hand) is final for the queue too.
create function private.publish_event_status()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.handled_at is not null then
    new.status := 'handled';
  end if;
  return new;
end;
$$;
revoke all on function private.publish_event_status() from public;
create trigger publish_events_status
  before insert or update of handled_at on private.publish_events
  for each row execute function private.publish_event_status();

create index publish_events_open_idx on private.publish_events (next_attempt_at) where status in ('queued', 'sending', 'retrying');

select private.queue_create('publish', 'private.publish_events', 'X-Publish-Secret');
update private.job_queues q
   set webhook_url = s.webhook_url, webhook_secret = s.webhook_secret
  from private.publish_settings s
 where q.queue_name = 'publish';
alter table private.publish_settings drop column webhook_url, drop column webhook_secret;
comment on table private.publish_settings is
  'The single row of publishing settings. scheduled_checked_at: scheduled posts due up to this moment have been announced. The webhook is the publish queue''s (private.job_queues).';

-- Same signature and effect as before; the webhook is the queue's.
create or replace function private.announce_publish_change(changed_table text, operation text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.publish_events (table_name, operation) values (changed_table, operation);
  perform private.queue_wake(
    'publish',
    jsonb_build_object('type', 'content_changed', 'table', changed_table, 'operation', operation)
  );
end;
$$;

create or replace function public.publish_queue_status()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  metrics jsonb;
begin
  perform private.announce_due_posts();
  metrics := private.queue_metrics('publish');
  return jsonb_build_object(
    'latest_event_id', (select max(e.id) from private.publish_events e),
    'pending', (metrics ->> 'queue_length')::integer,
    'queue_lag_seconds', (metrics ->> 'oldest_msg_age_sec')::numeric,
    'next_scheduled_at', (
      select min(p.publish_at) from public.blog_posts p where p.published and p.publish_at > now()
    )
  );
end;
$$;

create or replace function public.publish_queue_ack(
  through_id bigint,
  duration_ms integer default null,
  written_files text[] default null,
  removed_files text[] default null
)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  live_at timestamptz := clock_timestamp();
  run bigint;
  covered text[];
  handled integer;
begin
  insert into private.publish_runs (outcome, through_event_id, duration_ms, files_written, files_removed, written, removed, finished_at)
  values (
    'ok',
    publish_queue_ack.through_id,
    case when publish_queue_ack.duration_ms < 0 then 0 else publish_queue_ack.duration_ms end,
    coalesce(cardinality(publish_queue_ack.written_files), 0),
    coalesce(cardinality(publish_queue_ack.removed_files), 0),
    coalesce(publish_queue_ack.written_files[1:100], '{}'),
    coalesce(publish_queue_ack.removed_files[1:100], '{}'),
    live_at
  )
  returning id into run;

  select coalesce(array_agg(e.id::text), '{}') into covered
  from private.publish_events e
  where e.id <= publish_queue_ack.through_id and e.handled_at is null;
  perform private.queue_archive('publish', covered, 'handled');
  update private.publish_events e
  set handled_at = live_at, run_id = run
  where e.id = any(covered::bigint[]);
  get diagnostics handled = row_count;

  update private.publish_runs r set events = handled where r.id = run;
  perform private.prune_publish_history();
  return handled;
end;
$$;

create or replace function public.publish_queue_fail(
  through_id bigint,
  error_message text,
  duration_ms integer default null
)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  latest private.publish_runs;
  message text := left(coalesce(nullif(btrim(publish_queue_fail.error_message), ''), 'unknown error'), 2000);
  tried_ids text[];
  tried integer;
begin
  select coalesce(array_agg(e.id::text), '{}') into tried_ids
  from private.publish_events e
  where e.handled_at is null
    and (publish_queue_fail.through_id is null or e.id <= publish_queue_fail.through_id);
  tried := cardinality(tried_ids);
  perform private.queue_set_vt('publish', tried_ids, message, count_attempt => true);

  -- A failing publisher retries every few seconds: the same failure over the same events stays one row.
  select * into latest from private.publish_runs r order by r.id desc limit 1;
  if latest.outcome = 'failed'
     and latest.error = message
     and latest.through_event_id is not distinct from publish_queue_fail.through_id then
    update private.publish_runs r
    set attempts = r.attempts + 1,
        events = tried,
        duration_ms = case when publish_queue_fail.duration_ms < 0 then 0 else publish_queue_fail.duration_ms end,
        finished_at = clock_timestamp()
    where r.id = latest.id;
  else
    insert into private.publish_runs (outcome, through_event_id, events, duration_ms, error)
    values (
      'failed', publish_queue_fail.through_id, tried,
      case when publish_queue_fail.duration_ms < 0 then 0 else publish_queue_fail.duration_ms end, message
    );
  end if;
  perform private.prune_publish_history();
  return tried;
end;
$$;

-- ============================================================================
-- The mail outbox on it
-- ============================================================================

select private.queue_create('mail', 'public.mail_outbox', 'X-Mail-Secret');
update private.job_queues q
   set webhook_url = s.webhook_url, webhook_secret = s.webhook_secret
  from private.mail_settings s
 where q.queue_name = 'mail';
alter table private.mail_settings drop column webhook_url, drop column webhook_secret;
comment on table private.mail_settings is
  'The single row of mail settings. form_secret signs form tokens and unsubscribe links; site_url is where links in e-mails lead; admin_url the back office (default site_url/admin). The webhook is the mail queue''s (private.job_queues).';

-- Same trigger (mail_outbox_wake_worker), same body sent; the webhook is the queue's.
create or replace function private.wake_mail_worker()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.queue_wake('mail', jsonb_build_object('type', 'mail_queued'));
  return null;
end;
$$;

create or replace function public.mail_claim(batch integer default 10, lease_seconds integer default 60)
returns setof jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  settings private.mail_settings;
  claimed uuid[];
begin
  select * into settings from private.mail_settings;
  select coalesce(array_agg(r.msg_id::uuid), '{}') into claimed
  from private.queue_read('mail', mail_claim.lease_seconds, mail_claim.batch) r;
  return query
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
  from public.mail_outbox c
  where c.id = any(claimed)
  order by c.next_attempt_at, c.created_at;
end;
$$;

create or replace function public.mail_complete(message_id uuid, error text default null, permanent boolean default false)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if mail_complete.error is null then
    perform private.queue_archive('mail', array[mail_complete.message_id::text], 'sent');
    update public.mail_outbox set sent_at = now(), secret = '{}'::jsonb where id = mail_complete.message_id;
  elsif coalesce(mail_complete.permanent, false) then
    perform private.queue_archive('mail', array[mail_complete.message_id::text], 'failed', mail_complete.error);
    update public.mail_outbox set secret = '{}'::jsonb where id = mail_complete.message_id;
  else
    perform private.queue_set_vt('mail', array[mail_complete.message_id::text], mail_complete.error);
  end if;
end;
$$;

create or replace function public.mail_settings_configure(webhook_url text, webhook_secret text, site_url text, admin_url text default null)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform public.job_queue_configure('mail', mail_settings_configure.webhook_url, mail_settings_configure.webhook_secret);
  update private.mail_settings
     set site_url = rtrim(mail_settings_configure.site_url, '/'),
         admin_url = nullif(rtrim(mail_settings_configure.admin_url, '/'), '');
end;
$$;

-- For the mail worker's health (service_role): the mail queue's metrics.
create function public.mail_queue_status()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$ select private.queue_metrics('mail') $$;
comment on function public.mail_queue_status() is
  'Mail worker only (service_role): {queue_length (messages not yet sent or refused), due, retrying, oldest_msg_age_sec, due_lag_sec (how long the most overdue message has been due), last_error (of the latest retrying message)}.';
revoke all on function public.mail_queue_status() from public, anon, authenticated;
grant execute on function public.mail_queue_status() to service_role;
