-- One record that cannot be rendered no longer holds back the rest: the publisher renders every other page,
-- keeps the last good file of the page that failed, acknowledges the render and names the records whose
-- pages failed. Their editors see "Zveřejnění selhalo" with the reason (publish_state); everyone else's
-- changes go live.
--
-- The failures are the last good render's: each acknowledgement replaces them, so a record whose page
-- renders again (or that is no longer public) is no longer failed.

create table private.publish_record_failures (
  table_name text not null,
  record_id text not null,
  slug text,
  error text not null,
  run_id bigint references private.publish_runs (id) on delete set null,
  failed_at timestamptz not null default clock_timestamp(),
  primary key (table_name, record_id)
);
comment on table private.publish_record_failures is 'The records whose page the last good render could not render (the last good file stays served): table, id, slug, the error and the run that reported it. Replaced by every acknowledgement.';

drop function public.publish_queue_ack(bigint, integer, text[], text[]);

create function public.publish_queue_ack(
  through_id bigint,
  duration_ms integer default null,
  written_files text[] default null,
  removed_files text[] default null,
  failed_records jsonb default null
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

  delete from private.publish_record_failures where true;
  insert into private.publish_record_failures (table_name, record_id, slug, error, run_id, failed_at)
  select distinct on (f.table_name, f.record_id)
    f.table_name, f.record_id, f.slug,
    left(coalesce(nullif(btrim(f.error), ''), 'unknown error'), 2000), run, live_at
  from jsonb_to_recordset(coalesce(publish_queue_ack.failed_records, '[]'::jsonb))
    as f(table_name text, record_id text, slug text, error text)
  where f.table_name is not null and f.record_id is not null;

  update private.publish_runs r set events = handled where r.id = run;
  perform private.prune_publish_history();
  return handled;
end;
$$;
comment on function public.publish_queue_ack(bigint, integer, text[], text[], jsonb) is 'For the publisher, after a render: marks the pending events up to through_id handled (live now), records the run (duration, files rewritten and removed) and replaces the records whose page could not be rendered (failed_records: [{table_name, record_id, slug, error}]); returns how many events it handled.';
revoke all on function public.publish_queue_ack(bigint, integer, text[], text[], jsonb) from public, anon, authenticated;
grant execute on function public.publish_queue_ack(bigint, integer, text[], text[], jsonb) to service_role;

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
  record_failure private.publish_record_failures;
begin
  if not private.is_staff() then
    raise exception 'Only staff may read the publish state' using errcode = '42501';
  end if;

  if exists (select 1 from private.content_types c where c.table_name = publish_state.table_name) then
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

  -- Rendered as far as the queue goes, but the record's own page failed (the last good one stays served);
  -- a retry request no render has tried yet leaves it pending.
  if covering.id is null or covering.handled_at is not null then
    select * into record_failure
    from private.publish_record_failures f
    where f.table_name = publish_state.table_name and f.record_id = publish_state.record_id;
    if record_failure.record_id is not null and exists (
      select 1 from private.publish_events q
      where q.table_name = 'manual' and q.operation = 'RETRY' and q.handled_at is null and q.created_at > record_failure.failed_at
    ) then
      return jsonb_build_object(
        'state', 'pending', 'changed_at', changed, 'deleted', deleted, 'live_at', null,
        'seconds_to_live', null, 'error', null, 'failed_at', null
      );
    end if;
    if record_failure.record_id is not null then
      return jsonb_build_object(
        'state', 'failed', 'changed_at', changed, 'deleted', deleted, 'live_at', null,
        'seconds_to_live', null, 'error', record_failure.error, 'failed_at', record_failure.failed_at
      );
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
  'Staff only (else 42501): whether the latest change of a record (of a registered content table by id; site_settings ''contact_info'') is live: {state pending|live|failed, changed_at, deleted, live_at, seconds_to_live, error, failed_at}. A change older than the kept history (or seeded content) is live with live_at null; a failure answered by a retry request (request_republish) no render has tried yet leaves it pending. A record whose own page the last good render could not render (private.publish_record_failures) is failed with that error.';

