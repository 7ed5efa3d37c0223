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

create or replace function public.publish_state(table_name text, record_id text)
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

create or replace function public.site_publish_state()
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
