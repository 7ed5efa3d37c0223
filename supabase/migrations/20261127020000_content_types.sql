-- Content types registered once (docs/adding-a-content-type.md).
-- A content type (posts, modules, pricing plans, references; the services and FAQ answers of the
-- translation catalogs) is one row of private.content_types: its table, languages, the predicate that
-- says which rows the public sees, what search reads of a row, and the site's page that shows it (a page
-- key of shared/i18n/src/routes.ts, not a path). private.register_content_type attaches the generic
-- machinery to the table: publish announcements, search indexing, revisions and stale-write checks, and
-- the back office's views of translations and deleted records.
-- The public RLS policy of each table and search ask the same predicate; search knows no rule of its own
-- and finds nothing of a kind that is not registered. Search results name the page, the post's slug or
-- the record's anchor; the site builds the link from its route table.

-- ============================================================================
-- The registry
-- ============================================================================

create table private.content_types (
  kind text primary key check (kind ~ '^[a-z][a-z0-9_]*$'),
  -- A table of the public schema (what PostgREST serves); null for texts that live in the code's catalogs.
  table_name text unique check (table_name ~ '^[a-z][a-z0-9_]*$'),
  languages text[] not null default array['cs', 'en', 'de']
    check (cardinality(languages) >= 1 and languages <@ array['cs', 'en', 'de']),
  is_public regprocedure not null,
  -- The page of shared/i18n/src/routes.ts that shows it: a PageKey, or blogPost (with the slug).
  page text not null check (page ~ '^[a-z][A-Za-z]*$'),
  -- Column names; %s stands for the language (title_%s is title_en in English).
  title_field text,
  body_fields text[] not null default '{}',
  -- The slug of a blogPost page: the first non-blank of these columns.
  slug_fields text[],
  -- The anchor on the page: anchor_prefix followed by the first non-blank of anchor_fields.
  anchor_prefix text,
  anchor_fields text[],
  -- What the back office names a record by (a field of its row, e.g. title_cs).
  label_field text,
  -- Whether a record's texts in a language (en, de) are complete: (row, language) -> boolean; null when
  -- the back office does not track the type's translations.
  translation_complete regprocedure,
  check ((table_name is null) = (label_field is null)),
  check ((table_name is null) = (title_field is null)),
  check ((page = 'blogPost') = (slug_fields is not null)),
  check ((anchor_prefix is null) = (anchor_fields is null))
);
comment on table private.content_types is
  'One row per content type: its table (public schema; null for the catalogs'' texts), languages, visibility predicate, searchable fields and the site page (routes.ts page key) that shows it. Written only by private.register_content_type and private.register_catalog_content_type.';
revoke all on private.content_types from public, anon, authenticated;

-- Search asks private.search_document_visible(kind, record_id) whether a document may be shown now
-- (20261127003000_search_input_and_throttle.sql wrote its rules by hand). This rewrites it from the registry:
-- one branch per registered kind, asking the kind's predicate about its row (which must exist), and false
-- for any other kind.
create function private.refresh_content_visibility()
returns void
language plpgsql
set search_path = ''
as $$
declare
  branches text;
begin
  select string_agg(
           case when c.table_name is null
                then format('when %L then %s()', c.kind, c.is_public::regproc)
                else format('when %L then exists (select 1 from public.%I t where t.id = search_document_visible.record_id and %s(t))',
                            c.kind, c.table_name, c.is_public::regproc)
           end, ' ' order by c.kind)
    into branches
  from private.content_types c;
  execute format($f$
    create or replace function private.search_document_visible(kind text, record_id uuid)
    returns boolean
    language sql
    stable
    set search_path = ''
    as $body$ select case search_document_visible.kind %s else false end $body$
  $f$, coalesce(branches, ''));
  revoke all on function private.search_document_visible(text, uuid) from public;
end;
$$;
revoke all on function private.refresh_content_visibility() from public;

-- ============================================================================
-- Search documents by page, not by path
-- ============================================================================

alter table private.search_documents add column slug text, add column anchor text;
update private.search_documents set anchor = nullif(split_part(path, '#', 2), '') where record_id is null;
delete from private.search_documents where record_id is not null;
alter table private.search_documents drop column path;
alter table private.search_documents drop constraint search_documents_kind_check;
alter table private.search_documents drop constraint search_documents_check;
comment on column private.search_documents.slug is 'The post''s slug in this language (blogPost pages); null for other kinds.';
comment on column private.search_documents.anchor is 'The element on the kind''s page that shows this record (without #), or null.';

drop function private.search_index_post(jsonb);
drop function private.search_index_module(jsonb);
drop function private.search_index_pricing_plan(jsonb);
drop function private.search_index_reference(jsonb);
drop function private.search_document_upsert(text, text, uuid, text, text, text, text);

create function private.search_document_put(
  kind text, record_key text, record_id uuid, language text, slug text, anchor text, title text, body text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  clean_title text := btrim(coalesce(title, ''));
  clean_body text := coalesce(body, '');
  config regconfig := private.search_config(language);
begin
  if clean_title = '' then
    delete from private.search_documents d
    where d.kind = search_document_put.kind and d.record_key = search_document_put.record_key
      and d.language = search_document_put.language;
    return;
  end if;
  insert into private.search_documents as d (kind, record_key, record_id, language, slug, anchor, title, body, title_vector, document_vector)
  values (kind, record_key, record_id, language, slug, anchor, clean_title, clean_body,
          to_tsvector(config, clean_title),
          setweight(to_tsvector(config, clean_title), 'A') || setweight(to_tsvector(config, clean_body), 'B'))
  on conflict on constraint search_documents_pkey do update
    set record_id = excluded.record_id, slug = excluded.slug, anchor = excluded.anchor, title = excluded.title,
        body = excluded.body, title_vector = excluded.title_vector, document_vector = excluded.document_vector;
end;
$$;
revoke all on function private.search_document_put(text, text, uuid, text, text, text, text, text) from public;

-- A field of a row as text: arrays (features, results) joined with spaces.
create function private.search_field_text(value jsonb)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case jsonb_typeof(value)
           when 'array' then (select string_agg(item, ' ') from jsonb_array_elements_text(value) as item)
           when 'null' then null
           else value #>> '{}'
         end;
$$;
revoke all on function private.search_field_text(jsonb) from public;

-- The first non-blank of a row's fields in a language (%s in a name is the language).
create function private.search_first_text(r jsonb, fields text[], language text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select btrim(r ->> format(f, language))
  from unnest(fields) with ordinality as t(f, n)
  where coalesce(btrim(r ->> format(f, language)), '') <> ''
  order by n
  limit 1;
$$;
revoke all on function private.search_first_text(jsonb, text[], text) from public;

-- A row's documents in each of its type's languages, from the registered fields.
create function private.search_index_record(indexed_kind text, r jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  content private.content_types;
  lang text;
begin
  select * into strict content from private.content_types c where c.kind = indexed_kind;
  foreach lang in array content.languages loop
    perform private.search_document_put(
      content.kind, r ->> 'id', (r ->> 'id')::uuid, lang,
      case when content.slug_fields is not null then private.search_first_text(r, content.slug_fields, lang) end,
      content.anchor_prefix || private.search_first_text(r, content.anchor_fields, lang),
      r ->> format(content.title_field, lang),
      private.search_plain_text((
        select string_agg(private.search_field_text(r -> format(f, lang)), ' ' order by n)
        from unnest(content.body_fields) with ordinality as t(f, n))));
  end loop;
end;
$$;
revoke all on function private.search_index_record(text, jsonb) from public;

-- Latest definition: 20261126001000_site_search.sql. TG_ARGV[0] is the kind; what to index comes from the registry.
create or replace function private.search_index_row()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    delete from private.search_documents d where d.kind = tg_argv[0] and d.record_id = old.id;
    return old;
  end if;
  perform private.search_index_record(tg_argv[0], to_jsonb(new));
  return new;
end;
$$;

-- ============================================================================
-- The back office's views over every type
-- ============================================================================

-- What the back office names a record of a registered table by, from a row or revision snapshot.
create function private.content_label(table_name text, snapshot jsonb)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select content_label.snapshot ->> c.label_field from private.content_types c where c.table_name = content_label.table_name;
$$;
revoke all on function private.content_label(text, jsonb) from public;
grant execute on function private.content_label(text, jsonb) to authenticated, service_role;

-- Rewrites public.content_translation_status (20261126000900_prepublish_checks.sql wrote it by hand): one
-- branch per registered table with a translation rule.
create function private.refresh_content_views()
returns void
language plpgsql
set search_path = ''
as $$
declare
  branches text;
begin
  select string_agg(
           format('select %L::text as table_name, t.id, %s(t, %L) as en_complete, %s(t, %L) as de_complete from public.%I t',
                  c.table_name, c.translation_complete::regproc, 'en', c.translation_complete::regproc, 'de', c.table_name),
           ' union all ' order by c.kind)
    into branches
  from private.content_types c
  where c.translation_complete is not null;
  if branches is not null then
    execute format('create or replace view public.content_translation_status with (security_invoker = true) as %s', branches);
  end if;
end;
$$;
revoke all on function private.refresh_content_views() from public;

-- ============================================================================
-- Registering a type
-- ============================================================================

-- Attaches the machinery to public.<table_name> (triggers keep their names, so registering again, or a
-- table whose triggers an earlier migration created, replaces them) and indexes its rows for search.
-- is_public must take the table's row and return boolean; the table's public select policy should call it.
-- translation_complete, when given, takes the row and a language and returns boolean.
create function private.register_content_type(
  kind text,
  table_name text,
  page text,
  is_public regprocedure,
  title_field text,
  body_fields text[],
  label_field text,
  slug_fields text[] default null,
  anchor_prefix text default null,
  anchor_fields text[] default null,
  translation_complete regprocedure default null,
  languages text[] default array['cs', 'en', 'de'])
returns void
language plpgsql
set search_path = ''
as $$
declare
  target regclass := format('public.%I', table_name)::regclass;
  predicate pg_catalog.pg_proc;
begin
  select * into predicate from pg_catalog.pg_proc p where p.oid = is_public;
  if predicate.pronargs <> 1 or predicate.proargtypes[0] <> (select c.reltype from pg_catalog.pg_class c where c.oid = target)
     or predicate.prorettype <> 'boolean'::regtype then
    raise exception '% must take a row of % and return boolean', is_public, target using errcode = '22023';
  end if;
  if translation_complete is not null then
    select * into predicate from pg_catalog.pg_proc p where p.oid = translation_complete;
    if predicate.pronargs <> 2 or predicate.proargtypes[0] <> (select c.reltype from pg_catalog.pg_class c where c.oid = target)
       or predicate.proargtypes[1] <> 'text'::regtype or predicate.prorettype <> 'boolean'::regtype then
      raise exception '% must take a row of % and a language and return boolean', translation_complete, target using errcode = '22023';
    end if;
  end if;

  insert into private.content_types as c
    (kind, table_name, languages, is_public, page, title_field, body_fields, slug_fields, anchor_prefix, anchor_fields,
     label_field, translation_complete)
  values (kind, table_name, languages, is_public, page, title_field, body_fields, slug_fields, anchor_prefix, anchor_fields,
          label_field, translation_complete)
  on conflict on constraint content_types_pkey do update
    set table_name = excluded.table_name, languages = excluded.languages, is_public = excluded.is_public,
        page = excluded.page, title_field = excluded.title_field, body_fields = excluded.body_fields,
        slug_fields = excluded.slug_fields, anchor_prefix = excluded.anchor_prefix, anchor_fields = excluded.anchor_fields,
        label_field = excluded.label_field, translation_complete = excluded.translation_complete;

  -- Every committed statement that changes it re-renders the site.
  execute format('drop trigger if exists %I on %s', table_name || '_publish', target);
  execute format('create trigger %I after insert or update or delete on %s for each statement execute function private.publish_on_statement()',
                 table_name || '_publish', target);
  -- Search documents in the writing transaction.
  execute format('drop trigger if exists %I on %s', table_name || '_search_index', target);
  execute format('create trigger %I after insert or update or delete on %s for each row execute function private.search_index_row(%L)',
                 table_name || '_search_index', target, kind);
  -- History of every saved change.
  execute format('drop trigger if exists %I on %s', table_name || '_record_revision', target);
  execute format('create trigger %I after insert or update or delete on %s for each row execute function private.record_content_revision()',
                 table_name || '_record_revision', target);
  -- A save based on an outdated read is refused; named to fire before <table>_set_updated_at.
  execute format('drop trigger if exists %I on %s', table_name || '_reject_stale_write', target);
  execute format('create trigger %I before update on %s for each row execute function private.reject_stale_write()',
                 table_name || '_reject_stale_write', target);

  delete from private.search_documents d where d.kind = register_content_type.kind;
  execute format('select private.search_index_record(%L, to_jsonb(t)) from %s t', kind, target);
  perform private.refresh_content_visibility();
  perform private.refresh_content_views();
end;
$$;
comment on function private.register_content_type(text, text, text, regprocedure, text, text[], text, text[], text, text[], regprocedure, text[]) is
  'Registers public.<table_name> as content kind: publish announcements, search indexing, revisions and stale-write checks, visibility by is_public(row), the back office''s label and translation status. Migrations only.';
revoke all on function private.register_content_type(text, text, text, regprocedure, text, text[], text, text[], text, text[], regprocedure, text[]) from public;

-- Texts of the code's catalogs (services, FAQ answers) that the publisher hands over
-- (search_static_documents_replace). is_public takes no argument.
create function private.register_catalog_content_type(kind text, page text, is_public regprocedure)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if (select p.pronargs from pg_catalog.pg_proc p where p.oid = is_public) <> 0
     or (select p.prorettype from pg_catalog.pg_proc p where p.oid = is_public) <> 'boolean'::regtype then
    raise exception '% must take no argument and return boolean', is_public using errcode = '22023';
  end if;
  insert into private.content_types as c (kind, is_public, page)
  values (kind, is_public, page)
  on conflict on constraint content_types_pkey do update set is_public = excluded.is_public, page = excluded.page;
  perform private.refresh_content_visibility();
end;
$$;
revoke all on function private.register_catalog_content_type(text, text, regprocedure) from public;

-- ============================================================================
-- What the public sees: one predicate per type
-- ============================================================================
-- Plain SQL without settings, so the planner inlines them into the policies (indexes still apply).

create function private.blog_post_is_public(post public.blog_posts)
returns boolean
language sql
stable
as $$ select post.published and (post.publish_at is null or post.publish_at <= pg_catalog.now()) $$;
comment on function private.blog_post_is_public(public.blog_posts) is 'A post is public when published and its publish_at (if any) has passed.';

create function private.module_is_public(module public.modules)
returns boolean
language sql
stable
as $$ select module.active $$;
comment on function private.module_is_public(public.modules) is 'A module is public while active.';

create function private.pricing_plan_is_public(plan public.pricing_plans)
returns boolean
language sql
stable
as $$ select plan.active $$;
comment on function private.pricing_plan_is_public(public.pricing_plans) is 'A pricing plan is public while active.';

-- References have no drafts: every saved one is on the references page.
create function private.reference_is_public(reference public."references")
returns boolean
language sql
stable
as $$ select reference.id is not null $$;
comment on function private.reference_is_public(public."references") is 'Every reference is public (there are no drafts).';

-- The catalogs' texts are on the site in every language the publisher sends them in.
create function private.catalog_text_is_public()
returns boolean
language sql
immutable
as $$ select true $$;
comment on function private.catalog_text_is_public() is 'Services and FAQ answers: always public.';
-- Only search (security definer) asks it; no role needs to call it.
revoke all on function private.catalog_text_is_public() from public;

grant execute on function private.blog_post_is_public(public.blog_posts) to anon, authenticated, service_role;
grant execute on function private.module_is_public(public.modules) to anon, authenticated, service_role;
grant execute on function private.pricing_plan_is_public(public.pricing_plans) to anon, authenticated, service_role;
grant execute on function private.reference_is_public(public."references") to anon, authenticated, service_role;

-- ============================================================================
-- Complete translations (the rules of 20261126000900_prepublish_checks.sql, per type)
-- ============================================================================

create function private.blog_post_translation_complete(post public.blog_posts, language text)
returns boolean
language sql
stable
as $$
  select case language
           when 'en' then private.blog_translation_complete(post.title_en, post.slug_en, post.excerpt_en, post.content_en)
           when 'de' then private.blog_translation_complete(post.title_de, post.slug_de, post.excerpt_de, post.content_de)
         end
$$;
comment on function private.blog_post_translation_complete(public.blog_posts, text) is 'A post''s English or German texts are complete: title, slug, excerpt and content with text in it.';

create function private.module_translation_complete(module public.modules, language text)
returns boolean
language sql
stable
as $$
  select case language
           when 'en' then coalesce(btrim(module.name_en), '') <> '' and coalesce(btrim(module.description_en), '') <> ''
           when 'de' then coalesce(btrim(module.name_de), '') <> '' and coalesce(btrim(module.description_de), '') <> ''
         end
$$;
comment on function private.module_translation_complete(public.modules, text) is 'A module''s English or German texts are complete: name and description.';

create function private.reference_translation_complete(reference public."references", language text)
returns boolean
language sql
stable
as $$
  select case language
           when 'en' then coalesce(btrim(reference.title_en), '') <> '' and coalesce(btrim(reference.result_summary_en), '') <> ''
                          and coalesce(btrim(reference.description_en), '') <> ''
           when 'de' then coalesce(btrim(reference.title_de), '') <> '' and coalesce(btrim(reference.result_summary_de), '') <> ''
                          and coalesce(btrim(reference.description_de), '') <> ''
         end
$$;
comment on function private.reference_translation_complete(public."references", text) is 'A reference''s English or German texts are complete: title, result summary and description.';

revoke all on function private.blog_post_translation_complete(public.blog_posts, text) from public;
revoke all on function private.module_translation_complete(public.modules, text) from public;
revoke all on function private.reference_translation_complete(public."references", text) from public;
grant execute on function private.blog_post_translation_complete(public.blog_posts, text) to authenticated, service_role;
grant execute on function private.module_translation_complete(public.modules, text) to authenticated, service_role;
grant execute on function private.reference_translation_complete(public."references", text) to authenticated, service_role;

alter policy "published posts are public" on public.blog_posts using (private.blog_post_is_public(blog_posts));
alter policy "active modules are public" on public.modules using (private.module_is_public(modules));
alter policy "active pricing plans are public" on public.pricing_plans using (private.pricing_plan_is_public(pricing_plans));
alter policy "references are public" on public."references" using (private.reference_is_public("references"));

-- ============================================================================
-- The types
-- ============================================================================

select private.register_content_type(
  kind => 'post', table_name => 'blog_posts', page => 'blogPost',
  is_public => 'private.blog_post_is_public(public.blog_posts)',
  title_field => 'title_%s', body_fields => array['category_%s', 'excerpt_%s', 'content_%s'],
  label_field => 'title_cs', slug_fields => array['slug_%s', 'slug_cs'],
  translation_complete => 'private.blog_post_translation_complete(public.blog_posts, text)');
select private.register_content_type(
  kind => 'module', table_name => 'modules', page => 'modules',
  is_public => 'private.module_is_public(public.modules)',
  title_field => 'name_%s', body_fields => array['description_%s', 'features_%s'], label_field => 'name_cs',
  anchor_prefix => 'module-', anchor_fields => array['slug', 'id'],
  translation_complete => 'private.module_translation_complete(public.modules, text)');
select private.register_content_type(
  kind => 'pricing_plan', table_name => 'pricing_plans', page => 'pricing',
  is_public => 'private.pricing_plan_is_public(public.pricing_plans)',
  title_field => 'name_%s', body_fields => array['description_%s', 'price_note_%s', 'features_%s'], label_field => 'name_cs');
select private.register_content_type(
  kind => 'reference', table_name => 'references', page => 'references',
  is_public => 'private.reference_is_public(public.references)',
  title_field => 'title_%s',
  body_fields => array['company_name', 'industry_%s', 'result_summary_%s', 'description_%s', 'results_%s'],
  label_field => 'company_name',
  translation_complete => 'private.reference_translation_complete(public.references, text)');
select private.register_catalog_content_type('service', 'services', 'private.catalog_text_is_public()');
select private.register_catalog_content_type('faq', 'home', 'private.catalog_text_is_public()');

-- A document is of a registered kind; catalog kinds have no record.
alter table private.search_documents
  add constraint search_documents_kind_fkey foreign key (kind) references private.content_types (kind);
-- Revisions name a registered table.
alter table public.content_revisions drop constraint content_revisions_table_name_check;
alter table public.content_revisions
  add constraint content_revisions_table_name_fkey foreign key (table_name) references private.content_types (table_name);

-- ============================================================================
-- Services and FAQ answers (latest definition: 20261126001000_site_search.sql)
-- ============================================================================

-- Each document is {kind, key, title, body} with its anchor as `anchor` or as the #fragment of `path`
-- (what the page part of the path says is not read: the kind's registered page is the page).
create or replace function public.search_static_documents_replace(language text, documents jsonb)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  item jsonb;
  written integer := 0;
begin
  if language is null or language not in ('cs', 'en', 'de') then
    raise exception 'Unknown language %', language using errcode = '22023';
  end if;
  if jsonb_typeof(documents) is distinct from 'array' then
    raise exception 'documents must be a JSON array' using errcode = '22023';
  end if;
  delete from private.search_documents d
  where d.language = search_static_documents_replace.language
    and d.kind in (select c.kind from private.content_types c where c.table_name is null);
  for item in select value from jsonb_array_elements(documents) loop
    if not exists (select 1 from private.content_types c where c.kind = item ->> 'kind' and c.table_name is null) then
      raise exception 'A static document''s kind is service or faq, not %', item ->> 'kind' using errcode = '22023';
    end if;
    perform private.search_document_put(
      item ->> 'kind', item ->> 'key', null, language, null,
      coalesce(nullif(item ->> 'anchor', ''), nullif(split_part(coalesce(item ->> 'path', ''), '#', 2), '')),
      item ->> 'title', private.search_plain_text(item ->> 'body'));
    written := written + 1;
  end loop;
  return written;
end;
$$;
comment on function public.search_static_documents_replace(text, jsonb) is
  'Service role (the publisher): replaces the searchable services and FAQ answers of one language with [{kind: service|faq, key, title, body, anchor or path (only its #anchor is kept)}]; returns how many were given.';

-- ============================================================================
-- The public RPC (latest definition: 20261127003000_search_input_and_throttle.sql)
-- ============================================================================

-- Unchanged but for what a result says of its page: the registered page key, the post's slug, the anchor.
drop function public.search_site(text, text, integer);
create function public.search_site(query text, language text, max_results integer default 10)
returns table (kind text, title text, snippet text, page text, slug text, anchor text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- Cut before anything else reads it: the API hands over whatever a client sends, megabytes included.
  typed text := left(search_site.query, 200);
  normalised text;
  words text[];
  tsq tsquery;
  config regconfig;
  found integer := 0;
begin
  if language is null or language not in ('cs', 'en', 'de') then
    raise exception 'Unknown language %', language using errcode = '22023';
  end if;
  if private.is_visitor_request() then
    perform private.throttle_form('search', private.search_request_limit());
  end if;
  normalised := lower(btrim(regexp_replace(coalesce(typed, ''), '\s+', ' ', 'g')));
  config := private.search_config(language);
  words := private.search_query_words(normalised);
  if coalesce(char_length(array_to_string(words, '')), 0) < 2 then
    return;
  end if;
  select to_tsquery(config, string_agg(quote_literal(w) || case when n = cardinality(words) then ':*' else '' end, ' & ' order by n))
  into tsq
  from unnest(words) with ordinality as t(w, n);

  if tsq is not null and numnode(tsq) > 0 then
    return query
    with hits as (
      select d.kind, d.title, d.body, c.page, d.slug, d.anchor,
             d.title_vector @@ tsq as in_title,
             ts_rank(d.document_vector, tsq) as rank
      from private.search_documents d
      join private.content_types c on c.kind = d.kind
      where d.language = search_site.language
        and d.document_vector @@ tsq
        and private.search_document_visible(d.kind, d.record_id)
    ), distinct_hits as (
      -- The monthly and yearly rows of one plan are one thing on the site.
      select distinct on (h.kind, h.page, h.slug, h.anchor, h.title) h.*
      from hits h
      order by h.kind, h.page, h.slug, h.anchor, h.title, h.in_title desc, h.rank desc
    ), best as (
      select h.* from distinct_hits h
      order by h.in_title desc, h.rank desc, h.title
      limit least(greatest(coalesce(max_results, 10), 1), 50)
    )
    select b.kind, b.title,
           replace(replace(private.search_escape_html(
             ts_headline(config, b.body, tsq,
                         format('StartSel=%s, StopSel=%s, MaxWords=30, MinWords=15', chr(57344), chr(57345)))),
             chr(57344), '<mark>'), chr(57345), '</mark>'),
           b.page, b.slug, b.anchor
    from best b
    order by b.in_title desc, b.rank desc, b.title;
    get diagnostics found = row_count;
  end if;

  perform private.log_search(normalised, language, found);
end;
$$;
comment on function public.search_site(text, text, integer) is
  'Public site search in one language (cs, en, de): kind (post, module, pricing_plan, reference, service, faq), title (plain text), snippet (HTML-escaped text with <mark> around matches), page (the site''s page key: blogPost, modules, pricing, references, services, home), slug (blogPost) and anchor (without #, or null). Reads only the first 200 characters of the query; a visitor may search private.search_request_limit() times per 10 minutes (PT429, HTTP 429, past it). Visitors'' searches are logged without personal data.';
revoke all on function public.search_site(text, text, integer) from public, anon, authenticated;
grant execute on function public.search_site(text, text, integer) to anon, authenticated, service_role;

-- ============================================================================
-- Deleted records and recent changes named by the registry's label
-- ============================================================================

-- Latest definition: 20261126000200_deleted_records.sql; only the title changed.
create or replace view public.deleted_content_records
with (security_invoker = true)
as
select d.id as revision_id,
       d.table_name,
       d.record_id,
       private.content_label(d.table_name, d.snapshot) as title,
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
comment on column public.deleted_content_records.title is 'What the back office names the record by (the registry''s label_field): a post''s Czech title, a reference''s company, a module''s or plan''s Czech name.';

-- Latest definition: 20261126000700_publish_status.sql; only the title changed.
create or replace function public.recent_content_changes(max_count integer default 10)
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
           private.content_label(r.table_name, r.snapshot),
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

-- ============================================================================
-- The publish state of a record of any registered table
-- ============================================================================

-- Latest definition: 20261126000700_publish_status.sql; only which tables it answers for changed.
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
  'Staff only (else 42501): whether the latest change of a record (of a registered content table by id; site_settings ''contact_info'') is live: {state pending|live|failed, changed_at, deleted, live_at, seconds_to_live, error, failed_at}. A change older than the kept history (or seeded content) is live with live_at null; a failure answered by a retry request (request_republish) no render has tried yet leaves it pending.';
