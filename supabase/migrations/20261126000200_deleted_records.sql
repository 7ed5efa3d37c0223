-- ============================================================================
-- Deleted content as a view: "Smazané" reads it a page at a time
-- ============================================================================
-- A record counts as deleted while its latest revision is its deletion, made within the retention
-- (30 days). The view answers that in the database, so the back office asks for one page (filtered,
-- searched by title, sorted, counted) instead of fetching every deletion and then every later revision
-- of those records by id (a URL that grew with each deletion until it was refused). It runs with the
-- reader's rights (security_invoker): the revisions' row-level security applies, so staff see it all and
-- everyone else sees nothing.

create view public.deleted_content_records
with (security_invoker = true)
as
select d.id as revision_id,
       d.table_name,
       d.record_id,
       case d.table_name
         when 'blog_posts' then d.snapshot ->> 'title_cs'
         when 'references' then d.snapshot ->> 'company_name'
         else d.snapshot ->> 'name_cs'
       end as title,
       d.actor_name,
       d.created_at as deleted_at
from public.content_revisions d
where d.operation = 'delete'
  and d.created_at >= now() - private.deleted_content_retention()
  and not exists (
    select 1
    from public.content_revisions later
    where later.table_name = d.table_name and later.record_id = d.record_id and later.id > d.id
  );

comment on view public.deleted_content_records is
  'Staff: records of blog_posts, modules, references and pricing_plans deleted within 30 days and not restored since, with their deletion revision (restore_content_revision brings them back).';
comment on column public.deleted_content_records.title is 'What the back office names the record by: a post''s Czech title, a reference''s company, a module''s or plan''s Czech name.';

revoke all on public.deleted_content_records from anon, authenticated;
grant select on public.deleted_content_records to authenticated, service_role;

-- The revisions' policy asked whether the reader is staff once per row; the view reads every deletion and
-- probes later revisions of each, so the question is now asked once per statement.
alter policy "staff read revisions" on public.content_revisions using ((select private.is_staff()));
