-- ============================================================================
-- No lost updates (issue 11): a save based on an outdated version of a record is refused
-- ============================================================================
-- A client that read a record states, by sending the `updated_at` it read with its update, which
-- version its change is based on. When the record changed since, the update fails with SQLSTATE PT409
-- (HTTP 409 through PostgREST), naming when and by whom the record was last saved, and nothing is
-- written. An update that does not send `updated_at` (a one-field toggle, a restore) is not
-- version-checked, nor is a session without API claims (migrations, the SQL editor).

create function private.reject_stale_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  last_editor text;
begin
  if new.updated_at is not distinct from old.updated_at
     or coalesce(current_setting('request.jwt.claims', true), '') = '' then
    return new;
  end if;
  select r.actor_name into last_editor
  from public.content_revisions r
  where r.table_name = tg_table_name and r.record_id = old.id
  order by r.id desc
  limit 1;
  raise sqlstate 'PT409' using
    message = 'The record was changed by someone else since it was read',
    detail = jsonb_build_object('updated_at', old.updated_at, 'changed_by', last_editor)::text,
    hint = 'Reload it, or save again based on its current updated_at.';
end;
$$;
comment on function private.reject_stale_write() is
  'BEFORE UPDATE: refuses (PT409) an API update whose updated_at is not the stored one, i.e. based on an outdated read.';
revoke all on function private.reject_stale_write() from public;

-- Named to fire before the *_set_updated_at triggers (same table, alphabetical order).
create trigger blog_posts_reject_stale_write
  before update on public.blog_posts
  for each row execute function private.reject_stale_write();
create trigger modules_reject_stale_write
  before update on public.modules
  for each row execute function private.reject_stale_write();
create trigger references_reject_stale_write
  before update on public."references"
  for each row execute function private.reject_stale_write();
create trigger pricing_plans_reject_stale_write
  before update on public.pricing_plans
  for each row execute function private.reject_stale_write();
