-- Checks before publishing. The back office and the preview warn about a post's alt texts, meta lengths,
-- links and image sizes; the one rule the database enforces is the translations': with "Vyžadovat úplné
-- překlady" on in Nastavení (site_settings publishing_settings), a post is not published while its English
-- or German version is missing, unless the editor chose to publish that language with the Czech version as
-- its fallback (blog_posts.fallback_languages). Whoever writes (the back office, the API, a restore) meets
-- the same rule.

-- ============================================================================
-- What a complete translation is (the same rule for the view, the trigger and the back office)
-- ============================================================================

-- A post's language is complete with its title, slug, excerpt and content (rich text only with text in it).
create function private.blog_translation_complete(title text, slug text, excerpt text, content text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(btrim(title), '') <> '' and coalesce(btrim(slug), '') <> '' and coalesce(btrim(excerpt), '') <> ''
     and coalesce(btrim(regexp_replace(content, '<[^>]*>', '', 'g')), '') <> ''
$$;
comment on function private.blog_translation_complete(text, text, text, text) is
  'Whether a post''s texts in one language are complete: title, slug, excerpt and content with text in it.';
revoke all on function private.blog_translation_complete(text, text, text, text) from public;
grant execute on function private.blog_translation_complete(text, text, text, text) to authenticated, service_role;

create or replace view public.content_translation_status
with (security_invoker = true)
as
select 'blog_posts'::text as table_name,
       b.id,
       private.blog_translation_complete(b.title_en, b.slug_en, b.excerpt_en, b.content_en) as en_complete,
       private.blog_translation_complete(b.title_de, b.slug_de, b.excerpt_de, b.content_de) as de_complete
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

-- ============================================================================
-- Fallback languages of a post
-- ============================================================================

alter table public.blog_posts
  add column fallback_languages text[] not null default '{}'
    check (fallback_languages <@ array['en', 'de']::text[]);
comment on column public.blog_posts.fallback_languages is
  'Languages (en, de) the editor chose to publish with the Czech version in place of a missing translation ("Zveřejnit s českou verzí jako náhradou"). Kept sorted without repeats; it matters while publishing_settings requires complete translations.';

-- ============================================================================
-- The setting (admins only, like every site_settings key but contact_info)
-- ============================================================================

insert into public.site_settings (setting_key, setting_value)
values ('publishing_settings', '{"require_complete_translations": false}'::jsonb)
on conflict (setting_key) do nothing;

-- What an admin may store as publishing_settings: an object whose require_complete_translations is a boolean.
create function private.check_publishing_settings()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if jsonb_typeof(new.setting_value) <> 'object'
     or (new.setting_value ? 'require_complete_translations'
         and jsonb_typeof(new.setting_value -> 'require_complete_translations') <> 'boolean') then
    raise exception 'Nastavení „Vyžadovat úplné překlady“ musí být zapnuté, nebo vypnuté.' using errcode = '23514';
  end if;
  return new;
end;
$$;
revoke all on function private.check_publishing_settings() from public;

create trigger site_settings_check_publishing_settings
  before insert or update on public.site_settings
  for each row
  when (new.setting_key = 'publishing_settings')
  execute function private.check_publishing_settings();

create function private.complete_translations_required()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select s.setting_value -> 'require_complete_translations' = 'true'::jsonb
    from public.site_settings s where s.setting_key = 'publishing_settings'
  ), false);
$$;
comment on function private.complete_translations_required() is 'True when Nastavení requires complete English and German versions of a published post.';
revoke all on function private.complete_translations_required() from public;

-- ============================================================================
-- The rule
-- ============================================================================

-- BEFORE INSERT/UPDATE of blog_posts: keeps fallback_languages sorted without repeats (null, as restoring a
-- revision from before the column writes it, is none) and, while the setting is on, refuses with PT422
-- (HTTP 422) a published post whose English or German version is incomplete and not marked as falling
-- back. A post that was already published is checked again only when its translations or its fallback
-- choice change, so turning the setting on does not lock the editing of posts published before.
create function private.require_complete_translations()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  missing text[] := '{}';
  lang text;
  complete boolean;
begin
  new.fallback_languages := array(
    select distinct l from unnest(coalesce(new.fallback_languages, '{}')) as l where l is not null order by l
  );
  if not new.published or not private.complete_translations_required() then
    return new;
  end if;
  if tg_op = 'UPDATE' and old.published
     and (old.title_en, old.slug_en, old.excerpt_en, old.content_en, old.title_de, old.slug_de, old.excerpt_de, old.content_de, old.fallback_languages)
         is not distinct from
         (new.title_en, new.slug_en, new.excerpt_en, new.content_en, new.title_de, new.slug_de, new.excerpt_de, new.content_de, new.fallback_languages) then
    return new;
  end if;
  foreach lang in array array['en', 'de'] loop
    complete := case lang
      when 'en' then private.blog_translation_complete(new.title_en, new.slug_en, new.excerpt_en, new.content_en)
      else private.blog_translation_complete(new.title_de, new.slug_de, new.excerpt_de, new.content_de) end;
    if not complete and not (lang = any (new.fallback_languages)) then
      missing := missing || lang;
    end if;
  end loop;
  if cardinality(missing) > 0 then
    raise sqlstate 'PT422' using
      message = format('Complete translations are required: the post cannot be published without its %s version', array_to_string(missing, ' and ')),
      detail = jsonb_build_object('missing_translations', missing)::text,
      hint = 'Complete the translation (title, slug, excerpt, content), or add the language to fallback_languages to publish it with the Czech version.';
  end if;
  return new;
end;
$$;
comment on function private.require_complete_translations() is
  'BEFORE INSERT/UPDATE on blog_posts: normalises fallback_languages; refuses (PT422) publishing a post without its en/de version while publishing_settings requires complete translations.';
revoke all on function private.require_complete_translations() from public;

create trigger blog_posts_require_complete_translations
  before insert or update on public.blog_posts
  for each row execute function private.require_complete_translations();

-- ============================================================================
-- What the editor reads (editors cannot read site_settings)
-- ============================================================================

create function public.publishing_rules()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_staff() then
    raise exception 'Only staff may read the publishing rules' using errcode = '42501';
  end if;
  return jsonb_build_object('require_complete_translations', private.complete_translations_required());
end;
$$;
comment on function public.publishing_rules() is
  'Staff only (else 42501): the rules the database applies when a post is published: {require_complete_translations}.';
revoke all on function public.publishing_rules() from public, anon;
grant execute on function public.publishing_rules() to authenticated, service_role;
