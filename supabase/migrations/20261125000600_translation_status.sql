-- ============================================================================
-- Translation status (issue 11): which content lacks its English or German text
-- ============================================================================
-- A language is complete when the texts a visitor of that language reads are there: for a post its
-- title, slug, excerpt and content (rich text counts only with text in it), for a module its name and
-- description, for a reference its title, result summary and description. Czech is required by the
-- forms and not listed. The view runs with the reader's rights (security_invoker), so row-level
-- security of the content tables decides what it shows; the back office reads it (staff see all).

create view public.content_translation_status
with (security_invoker = true)
as
select 'blog_posts'::text as table_name,
       b.id,
       coalesce(btrim(b.title_en), '') <> '' and coalesce(btrim(b.slug_en), '') <> '' and coalesce(btrim(b.excerpt_en), '') <> ''
         and coalesce(btrim(regexp_replace(b.content_en, '<[^>]*>', '', 'g')), '') <> '' as en_complete,
       coalesce(btrim(b.title_de), '') <> '' and coalesce(btrim(b.slug_de), '') <> '' and coalesce(btrim(b.excerpt_de), '') <> ''
         and coalesce(btrim(regexp_replace(b.content_de, '<[^>]*>', '', 'g')), '') <> '' as de_complete
from public.blog_posts b
union all
select 'modules', m.id,
       coalesce(btrim(m.name_en), '') <> '' and coalesce(btrim(m.description_en), '') <> '',
       coalesce(btrim(m.name_de), '') <> '' and coalesce(btrim(m.description_de), '') <> ''
from public.modules m
union all
select 'references', r.id,
       coalesce(btrim(r.title_en), '') <> '' and coalesce(btrim(r.result_summary_en), '') <> '' and coalesce(btrim(r.description_en), '') <> '',
       coalesce(btrim(r.title_de), '') <> '' and coalesce(btrim(r.result_summary_de), '') <> '' and coalesce(btrim(r.description_de), '') <> ''
from public."references" r;

comment on view public.content_translation_status is
  'Per post, module and reference: whether its English and German texts are complete (the back office''s "chybí EN/DE").';

revoke all on public.content_translation_status from anon, authenticated;
grant select on public.content_translation_status to authenticated, service_role;
