-- ============================================================================
-- Revisions of content (issue 11): every saved change of a blog post, module, reference or pricing plan
-- ============================================================================
-- The database keeps them, not the back office: a trigger on each content table writes the row as it
-- now stands (or, on delete, as it last stood) with the fields that changed and who changed them. Staff
-- read revisions; nobody writes, edits or deletes them through the API. A restore (of an older revision,
-- or of a deleted record within 30 days) goes through restore_content_revision, runs with the caller's
-- rights (row-level security decides whether they may change that table) and is itself a new revision.

create table public.content_revisions (
  id bigint generated always as identity primary key,
  table_name text not null check (table_name in ('blog_posts', 'modules', 'references', 'pricing_plans')),
  record_id uuid not null,
  operation text not null check (operation in ('insert', 'update', 'delete', 'restore')),
  snapshot jsonb not null,
  changed_fields text[] not null default '{}',
  actor_id uuid,
  actor_name text,
  created_at timestamptz not null default now()
);
comment on table public.content_revisions is
  'Every saved change of blog_posts, modules, references and pricing_plans, written by triggers; staff read, nobody writes through the API.';
comment on column public.content_revisions.snapshot is 'The row after the change (on delete: the row as it was deleted).';
comment on column public.content_revisions.changed_fields is 'Columns whose value changed (updated_at aside); every column on insert, delete and restore.';
comment on column public.content_revisions.actor_name is 'Who saved, as the history shows it: the profile name, else the e-mail, at the time of the change.';

create index content_revisions_record_idx on public.content_revisions (table_name, record_id, id desc);
create index content_revisions_deleted_idx on public.content_revisions (created_at) where operation = 'delete';

-- How long a deleted record can be restored; its revisions go with it afterwards.
create function private.deleted_content_retention()
returns interval
language sql
immutable
set search_path = ''
as $$ select interval '30 days' $$;
revoke all on function private.deleted_content_retention() from public;
grant execute on function private.deleted_content_retention() to authenticated, service_role;

create function private.purge_expired_revisions()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  purged integer;
begin
  with expired as (
    select d.table_name, d.record_id
    from public.content_revisions d
    where d.operation = 'delete'
      and d.created_at < now() - private.deleted_content_retention()
      and not exists (
        select 1 from public.content_revisions later
        where later.table_name = d.table_name and later.record_id = d.record_id and later.id > d.id
      )
  )
  delete from public.content_revisions r
  using expired e
  where r.table_name = e.table_name and r.record_id = e.record_id;
  get diagnostics purged = row_count;
  return purged;
end;
$$;
comment on function private.purge_expired_revisions() is
  'Removes the revisions of records deleted longer ago than the retention (30 days) and never restored.';
revoke all on function private.purge_expired_revisions() from public;

create function private.record_content_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  before_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  after_row jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  changed text[];
  operation text;
  actor uuid := auth.uid();
  actor_label text;
begin
  if tg_op = 'UPDATE' then
    select coalesce(array_agg(f.key order by f.key), '{}') into changed
    from jsonb_each(after_row) f
    where f.key <> 'updated_at' and f.value is distinct from before_row -> f.key;
    if cardinality(changed) = 0 then
      return null;
    end if;
  else
    select array_agg(k order by k) into changed from jsonb_object_keys(coalesce(after_row, before_row)) k;
  end if;

  operation := case
    when current_setting('app.content_restore', true) = 'on' and tg_op <> 'DELETE' then 'restore'
    else lower(tg_op)
  end;

  if actor is not null then
    select coalesce(nullif(btrim(p.full_name), ''), u.email) into actor_label
    from auth.users u left join public.profiles p on p.user_id = u.id
    where u.id = actor;
  end if;

  insert into public.content_revisions (table_name, record_id, operation, snapshot, changed_fields, actor_id, actor_name)
  values (tg_table_name, (coalesce(after_row, before_row) ->> 'id')::uuid, operation, coalesce(after_row, before_row), changed, actor, actor_label);

  if tg_op = 'DELETE' then
    perform private.purge_expired_revisions();
  end if;
  return null;
end;
$$;
revoke all on function private.record_content_revision() from public;

create trigger blog_posts_record_revision
  after insert or update or delete on public.blog_posts
  for each row execute function private.record_content_revision();
create trigger modules_record_revision
  after insert or update or delete on public.modules
  for each row execute function private.record_content_revision();
create trigger references_record_revision
  after insert or update or delete on public."references"
  for each row execute function private.record_content_revision();
create trigger pricing_plans_record_revision
  after insert or update or delete on public.pricing_plans
  for each row execute function private.record_content_revision();

-- The content that exists now is its first revision (so the history of seeded content starts somewhere).
insert into public.content_revisions (table_name, record_id, operation, snapshot, changed_fields, created_at)
select source.table_name, (source.row ->> 'id')::uuid, 'insert', source.row,
       array(select jsonb_object_keys(source.row) order by 1), coalesce((source.row ->> 'updated_at')::timestamptz, now())
from (
  select 'blog_posts' as table_name, to_jsonb(b) as row from public.blog_posts b
  union all select 'modules', to_jsonb(m) from public.modules m
  union all select 'references', to_jsonb(r) from public."references" r
  union all select 'pricing_plans', to_jsonb(p) from public.pricing_plans p
) source;

-- ============================================================================
-- Restore (an older revision, or a deleted record)
-- ============================================================================

create function public.restore_content_revision(revision_id bigint)
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  revision public.content_revisions%rowtype;
  target regclass;
  columns text;
  restored jsonb;
begin
  select * into revision from public.content_revisions r where r.id = restore_content_revision.revision_id;
  if not found then
    raise exception 'Revision % not found', revision_id using errcode = 'P0002';
  end if;
  if revision.operation = 'delete' and revision.created_at < now() - private.deleted_content_retention() then
    raise exception 'A record deleted more than 30 days ago can no longer be restored' using errcode = '22023';
  end if;
  target := format('public.%I', revision.table_name)::regclass;

  -- Every column but the key, the creation time and the update stamp (its trigger sets it).
  select string_agg(format('%I', a.attname), ', ' order by a.attnum) into columns
  from pg_attribute a
  where a.attrelid = target and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    and a.attname not in ('id', 'created_at', 'updated_at');

  perform set_config('app.content_restore', 'on', true);
  execute format(
    'update %s t set (%s) = (select %s from jsonb_populate_record(null::%s, $1)) where t.id = $2 returning to_jsonb(t)',
    target, columns, columns, target
  ) into restored using revision.snapshot, revision.record_id;
  if restored is null then
    -- The record is gone: bring it back as it was (its id and creation time included).
    execute format(
      'insert into %s select * from jsonb_populate_record(null::%s, $1) returning to_jsonb(%s.*)',
      target, target, target
    ) into restored using revision.snapshot;
  end if;
  perform set_config('app.content_restore', 'off', true);
  return restored;
end;
$$;
comment on function public.restore_content_revision(bigint) is
  'Staff: sets a record back to a revision (or re-creates a record deleted within 30 days); itself a new revision. Runs with the caller''s rights.';
revoke all on function public.restore_content_revision(bigint) from public, anon;
grant execute on function public.restore_content_revision(bigint) to authenticated, service_role;

do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform cron.schedule('purge-expired-revisions', '17 3 * * *', 'select private.purge_expired_revisions()');
  end if;
end
$$;

-- ============================================================================
-- Row-level security
-- ============================================================================

alter table public.content_revisions enable row level security;

revoke all on public.content_revisions from anon, authenticated;
grant select on public.content_revisions to authenticated;
grant select on public.content_revisions to service_role;

create policy "staff read revisions"
  on public.content_revisions for select to authenticated
  using (private.is_staff());
