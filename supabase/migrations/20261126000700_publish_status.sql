-- Publishing you can see: the publish queue keeps what it handled as history instead of forgetting it, and
-- each render of the publisher is recorded (a run: when it finished, how long it took, which files it
-- rewrote or removed, or why it failed). From that the back office answers "is my save live yet?" for one
-- record, "how is publishing doing?" for the site, and lists the latest changes of content.
--
-- An event is pending until a successful render covered it (handled_at); a failed render leaves the
-- events it tried pending (the publisher retries) and is recorded as a failed run against them. Handled
-- events and runs are kept for 7 days; the newest successful and the newest failed run are always kept.

alter table private.publish_events
  add column transaction_at timestamptz,
  add column handled_at timestamptz,
  add column run_id bigint;
alter table private.publish_events alter column transaction_at set default now();
comment on table private.publish_events is 'One row per committed statement that changed public content (or a scheduled post that fell due). Pending while handled_at is null; a successful render sets handled_at and run_id; handled rows are kept for 7 days.';
comment on column private.publish_events.transaction_at is 'now() of the transaction that made the change: equal to the changed row''s updated_at and its revision''s created_at, which ties a record''s change to its event.';
comment on column private.publish_events.handled_at is 'When the render that covered this change finished (the change is live since then); null while pending.';
comment on column private.publish_events.run_id is 'The successful render (private.publish_runs) that covered this change.';

create table private.publish_runs (
  id bigint generated always as identity primary key,
  outcome text not null check (outcome in ('ok', 'failed')),
  through_event_id bigint,
  events integer not null default 0 check (events >= 0),
  duration_ms integer check (duration_ms >= 0),
  files_written integer not null default 0 check (files_written >= 0),
  files_removed integer not null default 0 check (files_removed >= 0),
  written text[] not null default '{}',
  removed text[] not null default '{}',
  error text,
  attempts integer not null default 1 check (attempts >= 1),
  finished_at timestamptz not null default clock_timestamp()
);
comment on table private.publish_runs is 'One row per render of the publisher: ok (with the files it rewrote and removed) or failed (with the error). Consecutive failures with the same error over the same events are one row with attempts counted.';
comment on column private.publish_runs.through_event_id is 'The newest queue event the render covered (null when the queue could not be read).';
comment on column private.publish_runs.events is 'ok: events it marked handled; failed: pending events it tried.';
comment on column private.publish_runs.written is 'The first 100 files (paths inside dist) the render rewrote; files_written counts them all. Same for removed.';

alter table private.publish_events
  add constraint publish_events_run_id_fkey foreign key (run_id) references private.publish_runs (id) on delete set null;

create index publish_events_pending_idx on private.publish_events (id) where handled_at is null;
create index publish_events_change_idx on private.publish_events (table_name, transaction_at);
create index publish_events_handled_idx on private.publish_events (handled_at) where handled_at is not null;
create index publish_events_run_id_idx on private.publish_events (run_id);
create index publish_runs_outcome_idx on private.publish_runs (outcome, id desc);

-- ============================================================================
-- Bounded history
-- ============================================================================

create function private.publish_history_retention()
returns interval
language sql
immutable
set search_path = ''
as $$ select interval '7 days' $$;
revoke all on function private.publish_history_retention() from public;

create function private.prune_publish_history()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.publish_events e
  where e.handled_at < now() - private.publish_history_retention();
  delete from private.publish_runs r
  where r.finished_at < now() - private.publish_history_retention()
    and r.id <> all (array(
      select max(k.id) from private.publish_runs k group by k.outcome
    ));
end;
$$;
comment on function private.prune_publish_history() is 'Forgets handled events and runs older than 7 days; pending events and the newest run of each outcome stay.';
revoke all on function private.prune_publish_history() from public;

-- ============================================================================
-- The publisher's API (service_role only)
-- ============================================================================

create or replace function public.publish_queue_status()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.announce_due_posts();
  return jsonb_build_object(
    'latest_event_id', (select max(e.id) from private.publish_events e),
    'pending', (select count(*) from private.publish_events e where e.handled_at is null),
    'queue_lag_seconds', coalesce(
      (select extract(epoch from clock_timestamp() - min(e.created_at)) from private.publish_events e where e.handled_at is null),
      0
    ),
    'next_scheduled_at', (
      select min(p.publish_at) from public.blog_posts p where p.published and p.publish_at > now()
    )
  );
end;
$$;
comment on function public.publish_queue_status() is 'For the publisher: announces scheduled posts that fell due, then returns {latest_event_id, pending (events not yet handled), queue_lag_seconds (age of the oldest of them, 0 when none), next_scheduled_at}.';

drop function public.publish_queue_ack(bigint);

create function public.publish_queue_ack(
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

  update private.publish_events e
  set handled_at = live_at, run_id = run
  where e.id <= publish_queue_ack.through_id and e.handled_at is null;
  get diagnostics handled = row_count;

  update private.publish_runs r set events = handled where r.id = run;
  perform private.prune_publish_history();
  return handled;
end;
$$;
comment on function public.publish_queue_ack(bigint, integer, text[], text[]) is 'For the publisher, after a good render: marks the pending events up to through_id handled (live now) and records the run (duration, files rewritten and removed); returns how many events it handled.';

create function public.publish_queue_fail(
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
  tried integer;
begin
  select count(*) into tried
  from private.publish_events e
  where e.handled_at is null
    and (publish_queue_fail.through_id is null or e.id <= publish_queue_fail.through_id);

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
comment on function public.publish_queue_fail(bigint, text, integer) is 'For the publisher, after a render failed (nothing written): records the error against the pending events up to through_id (all pending ones when null), which stay pending; returns how many.';

revoke all on function public.publish_queue_ack(bigint, integer, text[], text[]) from public, anon, authenticated;
revoke all on function public.publish_queue_fail(bigint, text, integer) from public, anon, authenticated;
grant execute on function public.publish_queue_ack(bigint, integer, text[], text[]) to service_role;
grant execute on function public.publish_queue_fail(bigint, text, integer) to service_role;

-- ============================================================================
-- Staff: the publish state of a record and of the site, the latest changes
-- ============================================================================

-- "Zkusit znovu" in the back office: staff ask for a new render after a failed one. The request is a queue
-- event of its own (table 'manual', operation 'RETRY'), so it wakes the publisher through the webhook like
-- any change and is handled (or fails) with everything else waiting. Until a render has tried it, the
-- failure it answers no longer marks the waiting changes: the editor sees them pending again, not failed.

create function public.request_republish()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_staff() then
    raise exception 'Only staff may ask for a new publish' using errcode = '42501';
  end if;
  perform private.announce_publish_change('manual', 'RETRY');
end;
$$;
comment on function public.request_republish() is
  'Staff only (else 42501): queues a manual publish request (publish_events manual/RETRY), which wakes the publisher like a change; a failed run older than a waiting request no longer counts in publish_state and site_publish_state.';

revoke all on function public.request_republish() from public, anon;
grant execute on function public.request_republish() to authenticated;

-- Whether a failed run has been answered by a retry request that no render has tried yet (a render that
-- started after the request covers it: its through_event_id is at least the request's id).
create function private.publish_failure_retried(failure private.publish_runs)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from private.publish_events q
    where q.table_name = 'manual'
      and q.operation = 'RETRY'
      and q.handled_at is null
      and case
        when failure.through_event_id is null then q.created_at > failure.finished_at
        else q.id > failure.through_event_id
      end
  )
$$;
revoke all on function private.publish_failure_retried(private.publish_runs) from public;

create function public.publish_state(table_name text, record_id text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  updated timestamptz;
  revision public.content_revisions;
  changed timestamptz;
  deleted boolean := false;
  covering private.publish_events;
  failure private.publish_runs;
begin
  if not private.is_staff() then
    raise exception 'Only staff may read the publish state' using errcode = '42501';
  end if;

  if publish_state.table_name in ('blog_posts', 'modules', 'references', 'pricing_plans') then
    if publish_state.record_id !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
      raise exception 'Not a record id: %', publish_state.record_id using errcode = '22023';
    end if;
    execute format('select t.updated_at from public.%I t where t.id = $1', publish_state.table_name)
      into updated using publish_state.record_id::uuid;
    select * into revision
    from public.content_revisions r
    where r.table_name = publish_state.table_name and r.record_id = publish_state.record_id::uuid
    order by r.id desc
    limit 1;
  elsif publish_state.table_name = 'site_settings' and publish_state.record_id = 'contact_info' then
    select s.updated_at into updated from public.site_settings s where s.setting_key = 'contact_info';
  else
    raise exception 'No public pages show %.%', publish_state.table_name, publish_state.record_id using errcode = '22023';
  end if;

  if updated is null and revision.id is null then
    raise exception 'Record %.% not found', publish_state.table_name, publish_state.record_id using errcode = 'P0002';
  end if;
  deleted := updated is null and revision.operation = 'delete';
  changed := case when updated is null then revision.created_at else greatest(updated, revision.created_at) end;

  -- The change's own event: queued by the same transaction, whose now() stamped the row and its revision.
  -- None left means it was handled longer ago than the kept history (or the content was seeded): live.
  select * into covering
  from private.publish_events e
  where e.table_name = publish_state.table_name and e.transaction_at = changed
  order by e.id desc
  limit 1;

  if covering.id is not null and covering.handled_at is null then
    select * into failure
    from private.publish_runs r
    where r.outcome = 'failed'
      and (r.through_event_id >= covering.id or (r.through_event_id is null and r.finished_at >= covering.created_at))
    order by r.id desc
    limit 1;
    if failure.id is not null and private.publish_failure_retried(failure) then
      failure := null;
    end if;
  end if;

  return jsonb_build_object(
    'state', case
      when covering.id is null or covering.handled_at is not null then 'live'
      when failure.id is not null then 'failed'
      else 'pending'
    end,
    'changed_at', changed,
    'deleted', deleted,
    'live_at', covering.handled_at,
    'seconds_to_live', round(extract(epoch from covering.handled_at - changed)::numeric, 3),
    'error', failure.error,
    'failed_at', failure.finished_at
  );
end;
$$;
comment on function public.publish_state(text, text) is
  'Staff only (else 42501): whether the latest change of a record (blog_posts, modules, references, pricing_plans by id; site_settings ''contact_info'') is live: {state pending|live|failed, changed_at, deleted, live_at, seconds_to_live, error, failed_at}. A change older than the kept history (or seeded content) is live with live_at null; a failure answered by a retry request (request_republish) no render has tried yet leaves it pending.';

create function public.site_publish_state()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  success private.publish_runs;
  failure private.publish_runs;
  waiting integer;
  oldest timestamptz;
begin
  if not private.is_staff() then
    raise exception 'Only staff may read the publish state' using errcode = '42501';
  end if;
  select * into success from private.publish_runs r where r.outcome = 'ok' order by r.id desc limit 1;
  select * into failure from private.publish_runs r where r.outcome = 'failed' order by r.id desc limit 1;
  -- A retry request is no change of content: the changes waiting are what staff saved.
  select count(*), min(e.created_at) into waiting, oldest
  from private.publish_events e
  where e.handled_at is null and e.table_name <> 'manual';

  return jsonb_build_object(
    'last_published_at', success.finished_at,
    'last_duration_ms', success.duration_ms,
    'last_files_written', success.files_written,
    'last_files_removed', success.files_removed,
    'pending', waiting,
    'oldest_pending_at', oldest,
    'queue_lag_seconds', round(extract(epoch from now() - oldest)::numeric, 3),
    'last_failure', case
      when failure.id is not null
           and (success.id is null or failure.id > success.id)
           and not private.publish_failure_retried(failure) then jsonb_build_object(
        'failed_at', failure.finished_at,
        'error', failure.error,
        'attempts', failure.attempts,
        'events', failure.events
      )
    end
  );
end;
$$;
comment on function public.site_publish_state() is
  'Staff only (else 42501): {last_published_at, last_duration_ms, last_files_written, last_files_removed, pending (changes of content waiting; retry requests not counted), oldest_pending_at, queue_lag_seconds, last_failure {failed_at, error, attempts, events} when newer than the last success and not answered by a waiting retry request, else null}.';

-- Each record's latest change, newest first, deletions included: the probe for a later revision of the
-- same record uses content_revisions_record_idx, so the walk down the newest revisions stops at the limit
-- however many revisions there are.
create function public.recent_content_changes(max_count integer default 10)
returns table (
  revision_id bigint,
  table_name text,
  record_id uuid,
  title text,
  operation text,
  actor_name text,
  changed_at timestamptz
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not private.is_staff() then
    raise exception 'Only staff may read the latest changes' using errcode = '42501';
  end if;
  return query
    select r.id,
           r.table_name,
           r.record_id,
           case r.table_name
             when 'blog_posts' then r.snapshot ->> 'title_cs'
             when 'references' then r.snapshot ->> 'company_name'
             else r.snapshot ->> 'name_cs'
           end,
           r.operation,
           r.actor_name,
           r.created_at
    from public.content_revisions r
    where not exists (
      select 1
      from public.content_revisions later
      where later.table_name = r.table_name and later.record_id = r.record_id and later.id > r.id
    )
    order by r.id desc
    limit least(greatest(coalesce(max_count, 10), 1), 200);
end;
$$;
comment on function public.recent_content_changes(integer) is
  'Staff only (else 42501): the latest change of each record of blog_posts, modules, references and pricing_plans, newest first (at most 200): operation insert, update, delete or restore, who, when, and the record''s title as it then stood. Runs with the caller''s rights.';

revoke all on function public.publish_state(text, text) from public, anon;
revoke all on function public.site_publish_state() from public, anon;
revoke all on function public.recent_content_changes(integer) from public, anon;
grant execute on function public.publish_state(text, text) to authenticated;
grant execute on function public.site_publish_state() to authenticated;
grant execute on function public.recent_content_changes(integer) to authenticated;
