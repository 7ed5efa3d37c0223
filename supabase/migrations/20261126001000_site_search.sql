-- Site search: Postgres full-text search behind an RPC (docs/decisions/0012-site-search.md).
-- One row per searchable thing and language in private.search_documents, kept in step by triggers in the
-- writing transaction (posts, modules, pricing plans, references) or replaced by the publisher (services and
-- FAQ answers, which live in the translation catalogs). A language is indexed only where the record has its
-- own text there: an English search never finds Czech fallbacks. Whether a record may be shown (published and
-- due, active) is decided when searching, so publishing, unpublishing and falling due need no extra step.

create extension if not exists unaccent with schema extensions;

-- ============================================================================
-- Folding and text search configurations
-- ============================================================================

-- unaccent() is only stable (its dictionary could change); this wrapper names the dictionary and is
-- immutable, so it can be used in indexes and to normalise queries the same way everywhere.
create function private.unaccent_immutable(value text)
returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select extensions.unaccent('extensions.unaccent'::regdictionary, value);
$$;
revoke all on function private.unaccent_immutable(text) from public;

-- Diacritics are folded inside the parser chain (unaccent before the stemmer), so ts_headline marks the
-- words of the original text. Czech has no stemmer in PostgreSQL: folding plus prefixes.
create text search configuration private.search_cs (copy = pg_catalog.simple);
alter text search configuration private.search_cs
  alter mapping for asciiword, word, numword, asciihword, hword, numhword, hword_asciipart, hword_part, hword_numpart
  with extensions.unaccent, simple;
create text search configuration private.search_en (copy = pg_catalog.english);
alter text search configuration private.search_en
  alter mapping for asciiword, word, asciihword, hword, hword_asciipart, hword_part
  with extensions.unaccent, english_stem;
create text search configuration private.search_de (copy = pg_catalog.german);
alter text search configuration private.search_de
  alter mapping for asciiword, word, asciihword, hword, hword_asciipart, hword_part
  with extensions.unaccent, german_stem;

create function private.search_config(language text)
returns regconfig
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case language when 'en' then 'private.search_en' when 'de' then 'private.search_de' else 'private.search_cs' end::regconfig;
$$;
revoke all on function private.search_config(text) from public;

-- Rich-text HTML as plain text: tags become spaces, the entities the editor writes are decoded.
create function private.search_plain_text(html text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select btrim(regexp_replace(
    replace(replace(replace(replace(replace(replace(replace(
      regexp_replace(coalesce(html, ''), '<[^>]*>', ' ', 'g'),
      '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&#x27;', ''''), '&amp;', '&'),
    '[\s\uE000\uE001]+', ' ', 'g'));
$$;
revoke all on function private.search_plain_text(text) from public;

create function private.search_escape_html(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select replace(replace(replace(replace(replace(coalesce(value, ''), '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;');
$$;
revoke all on function private.search_escape_html(text) from public;

-- ============================================================================
-- Documents
-- ============================================================================

create table private.search_documents (
  kind text not null check (kind in ('post', 'module', 'pricing_plan', 'reference', 'service', 'faq')),
  record_key text not null check (char_length(record_key) between 1 and 200),
  record_id uuid,
  language text not null check (language in ('cs', 'en', 'de')),
  path text not null check (path ~ '^/'),
  title text not null check (char_length(btrim(title)) >= 1),
  body text not null default '',
  title_vector tsvector not null,
  document_vector tsvector not null,
  primary key (kind, record_key, language),
  check ((record_id is null) = (kind in ('service', 'faq')))
);
comment on table private.search_documents is
  'What site search finds: one row per record (or static text) and language, plain text, with its tsvectors (title weight A). Read only through public.search_site.';
create index search_documents_vector_idx on private.search_documents using gin (document_vector);
create index search_documents_record_idx on private.search_documents (record_id);
revoke all on private.search_documents from public, anon, authenticated;

create function private.search_document_upsert(
  kind text, record_key text, record_id uuid, language text, path text, title text, body text)
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
    where d.kind = search_document_upsert.kind and d.record_key = search_document_upsert.record_key
      and d.language = search_document_upsert.language;
    return;
  end if;
  insert into private.search_documents as d (kind, record_key, record_id, language, path, title, body, title_vector, document_vector)
  values (kind, record_key, record_id, language, path, clean_title, clean_body,
          to_tsvector(config, clean_title),
          setweight(to_tsvector(config, clean_title), 'A') || setweight(to_tsvector(config, clean_body), 'B'))
  on conflict on constraint search_documents_pkey do update
    set record_id = excluded.record_id, path = excluded.path, title = excluded.title, body = excluded.body,
        title_vector = excluded.title_vector, document_vector = excluded.document_vector;
end;
$$;
revoke all on function private.search_document_upsert(text, text, uuid, text, text, text, text) from public;

create function private.search_join_array(value jsonb)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when jsonb_typeof(value) = 'array'
              then (select string_agg(item, ' ') from jsonb_array_elements_text(value) as item) end;
$$;
revoke all on function private.search_join_array(jsonb) from public;

-- Each indexer takes the row as JSON (to_jsonb(new)), so the triggers and the first fill share it.
-- A post's page in a language: its slug there, else its Czech slug (the site's route for posts).
create function private.search_index_post(r jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  lang text;
begin
  foreach lang in array array['cs', 'en', 'de'] loop
    perform private.search_document_upsert(
      'post', r ->> 'id', (r ->> 'id')::uuid, lang,
      case lang when 'cs' then '' else '/' || lang end || '/blog/'
        || coalesce(nullif(btrim(r ->> ('slug_' || lang)), ''), r ->> 'slug_cs'),
      r ->> ('title_' || lang),
      private.search_plain_text(concat_ws(' ', r ->> ('category_' || lang), r ->> ('excerpt_' || lang), r ->> ('content_' || lang))));
  end loop;
end;
$$;
revoke all on function private.search_index_post(jsonb) from public;

-- Modules are shown on the modules page, each under its anchor (module-<slug or id>).
create function private.search_index_module(r jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  lang text;
begin
  foreach lang in array array['cs', 'en', 'de'] loop
    perform private.search_document_upsert(
      'module', r ->> 'id', (r ->> 'id')::uuid, lang,
      case lang when 'cs' then '/moduly' when 'en' then '/en/modules' else '/de/module' end
        || '#module-' || coalesce(nullif(r ->> 'slug', ''), r ->> 'id'),
      r ->> ('name_' || lang),
      private.search_plain_text(concat_ws(' ', r ->> ('description_' || lang), private.search_join_array(r -> ('features_' || lang)))));
  end loop;
end;
$$;
revoke all on function private.search_index_module(jsonb) from public;

create function private.search_index_pricing_plan(r jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  lang text;
begin
  foreach lang in array array['cs', 'en', 'de'] loop
    perform private.search_document_upsert(
      'pricing_plan', r ->> 'id', (r ->> 'id')::uuid, lang,
      case lang when 'cs' then '/cenik' when 'en' then '/en/pricing' else '/de/preise' end,
      r ->> ('name_' || lang),
      private.search_plain_text(concat_ws(' ', r ->> ('description_' || lang), r ->> ('price_note_' || lang),
                                          private.search_join_array(r -> ('features_' || lang)))));
  end loop;
end;
$$;
revoke all on function private.search_index_pricing_plan(jsonb) from public;

create function private.search_index_reference(r jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  lang text;
begin
  foreach lang in array array['cs', 'en', 'de'] loop
    perform private.search_document_upsert(
      'reference', r ->> 'id', (r ->> 'id')::uuid, lang,
      case lang when 'cs' then '/reference' when 'en' then '/en/customers' else '/de/referenzen' end,
      r ->> ('title_' || lang),
      private.search_plain_text(concat_ws(' ', r ->> 'company_name', r ->> ('industry_' || lang), r ->> ('result_summary_' || lang),
                                          r ->> ('description_' || lang), private.search_join_array(r -> ('results_' || lang)))));
  end loop;
end;
$$;
revoke all on function private.search_index_reference(jsonb) from public;

-- One trigger function for the four tables: TG_ARGV[0] is the kind.
create function private.search_index_row()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  indexed_kind text := tg_argv[0];
begin
  if tg_op = 'DELETE' then
    delete from private.search_documents d where d.kind = indexed_kind and d.record_id = old.id;
    return old;
  end if;
  case indexed_kind
    when 'post' then perform private.search_index_post(to_jsonb(new));
    when 'module' then perform private.search_index_module(to_jsonb(new));
    when 'pricing_plan' then perform private.search_index_pricing_plan(to_jsonb(new));
    else perform private.search_index_reference(to_jsonb(new));
  end case;
  return new;
end;
$$;
revoke all on function private.search_index_row() from public;

create trigger blog_posts_search_index
  after insert or update or delete on public.blog_posts
  for each row execute function private.search_index_row('post');
create trigger modules_search_index
  after insert or update or delete on public.modules
  for each row execute function private.search_index_row('module');
create trigger pricing_plans_search_index
  after insert or update or delete on public.pricing_plans
  for each row execute function private.search_index_row('pricing_plan');
create trigger references_search_index
  after insert or update or delete on public."references"
  for each row execute function private.search_index_row('reference');

-- Index what is already there.
select private.search_index_post(to_jsonb(p)) from public.blog_posts p;
select private.search_index_module(to_jsonb(m)) from public.modules m;
select private.search_index_pricing_plan(to_jsonb(p)) from public.pricing_plans p;
select private.search_index_reference(to_jsonb(r)) from public."references" r;

-- ============================================================================
-- Services and FAQ answers: texts of the translation catalogs, handed over by the publisher
-- ============================================================================

create function public.search_static_documents_replace(language text, documents jsonb)
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
  where d.language = search_static_documents_replace.language and d.kind in ('service', 'faq');
  for item in select value from jsonb_array_elements(documents) loop
    if coalesce(item ->> 'kind', '') not in ('service', 'faq') then
      raise exception 'A static document''s kind is service or faq, not %', item ->> 'kind' using errcode = '22023';
    end if;
    perform private.search_document_upsert(
      item ->> 'kind', item ->> 'key', null, language, item ->> 'path', item ->> 'title',
      private.search_plain_text(item ->> 'body'));
    written := written + 1;
  end loop;
  return written;
end;
$$;
comment on function public.search_static_documents_replace(text, jsonb) is
  'Service role (the publisher): replaces the searchable services and FAQ answers of one language with [{kind: service|faq, key, path, title, body}]; returns how many were given.';
revoke all on function public.search_static_documents_replace(text, jsonb) from public, anon, authenticated;
grant execute on function public.search_static_documents_replace(text, jsonb) to service_role;

-- ============================================================================
-- Search log: query text only, for the content team; limited per client so it cannot be flooded
-- ============================================================================

create table private.search_log (
  id bigint generated always as identity primary key,
  query text not null check (char_length(query) between 1 and 200),
  language text not null check (language in ('cs', 'en', 'de')),
  result_count integer not null check (result_count >= 0),
  searched_at timestamptz not null default now()
);
comment on table private.search_log is
  'Searches of the last 90 days: the normalised query, its language and how many results it had. No address, no user.';
create index search_log_searched_at_idx on private.search_log (searched_at);
revoke all on private.search_log from public, anon, authenticated;

-- Who logged how much in the last hour; the client key is stored only as a keyed hash and only for that hour.
create table private.search_log_clients (
  client_hash text not null,
  logged_at timestamptz not null default now()
);
create index search_log_clients_idx on private.search_log_clients (client_hash, logged_at);
revoke all on private.search_log_clients from public, anon, authenticated;

create function private.search_log_limit()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 60;
$$;
revoke all on function private.search_log_limit() from public;

-- Logs a visitor's search unless this client has logged search_log_limit() searches within the hour.
-- Never fails the search itself.
create function private.log_search(query text, language text, result_count integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- Keyed with the site's own secret: an address space is small enough to reverse a plain hash.
  client text := encode(extensions.hmac(private.request_client_key(),
                                        coalesce((select m.form_secret from private.mail_settings m), ''), 'sha256'), 'hex');
begin
  if not private.is_visitor_request() then
    return;
  end if;
  delete from private.search_log_clients c where c.logged_at < now() - interval '1 hour';
  if (select count(*) from private.search_log_clients c where c.client_hash = client) >= private.search_log_limit() then
    return;
  end if;
  insert into private.search_log_clients (client_hash) values (client);
  delete from private.search_log l where l.searched_at < now() - interval '90 days';
  insert into private.search_log (query, language, result_count) values (query, language, result_count);
end;
$$;
revoke all on function private.log_search(text, text, integer) from public;

-- ============================================================================
-- The public RPC
-- ============================================================================

-- Every word must match, the last one as a prefix (the visitor is still typing); title matches first, then
-- rank. The snippet is HTML: ts_headline marks the matches with two private-use characters (removed from
-- the indexed text), the result is escaped, and only then do the marks become <mark>…</mark>.
create function public.search_site(query text, language text, max_results integer default 10)
returns table (kind text, title text, snippet text, path text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  normalised text := left(lower(btrim(regexp_replace(coalesce(query, ''), '\s+', ' ', 'g'))), 200);
  words text[];
  tsq tsquery;
  config regconfig;
  found integer := 0;
begin
  if language is null or language not in ('cs', 'en', 'de') then
    raise exception 'Unknown language %', language using errcode = '22023';
  end if;
  config := private.search_config(language);
  select array_agg(w order by n) into words
  from (
    select w, n
    from unnest(regexp_split_to_array(private.unaccent_immutable(normalised), '[^[:alnum:]]+')) with ordinality as t(w, n)
    where w <> ''
    order by n
    limit 10
  ) as split;
  if coalesce(char_length(array_to_string(words, '')), 0) < 2 then
    return;
  end if;
  select to_tsquery(config, string_agg(quote_literal(w) || case when n = cardinality(words) then ':*' else '' end, ' & ' order by n))
  into tsq
  from unnest(words) with ordinality as t(w, n);

  if tsq is not null and numnode(tsq) > 0 then
    return query
    with hits as (
      select d.kind, d.title, d.body, d.path,
             d.title_vector @@ tsq as in_title,
             ts_rank(d.document_vector, tsq) as rank
      from private.search_documents d
      where d.language = search_site.language
        and d.document_vector @@ tsq
        and case d.kind
              when 'post' then exists (select 1 from public.blog_posts p where p.id = d.record_id and p.published
                                                                          and (p.publish_at is null or p.publish_at <= now()))
              when 'module' then exists (select 1 from public.modules m where m.id = d.record_id and m.active)
              when 'pricing_plan' then exists (select 1 from public.pricing_plans p where p.id = d.record_id and p.active)
              else true
            end
    ), distinct_hits as (
      -- The monthly and yearly rows of one plan are one thing on the site.
      select distinct on (h.kind, h.path, h.title) h.*
      from hits h
      order by h.kind, h.path, h.title, h.in_title desc, h.rank desc
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
           b.path
    from best b
    order by b.in_title desc, b.rank desc, b.title;
    get diagnostics found = row_count;
  end if;

  perform private.log_search(normalised, language, found);
end;
$$;
comment on function public.search_site(text, text, integer) is
  'Public site search in one language (cs, en, de): kind (post, module, pricing_plan, reference, service, faq), title (plain text), snippet (HTML-escaped text with <mark> around matches) and path. Visitors'' searches are logged without personal data.';
revoke all on function public.search_site(text, text, integer) from public, anon, authenticated;
grant execute on function public.search_site(text, text, integer) to anon, authenticated, service_role;

-- ============================================================================
-- Insights for staff
-- ============================================================================

-- The most frequent searches and the most frequent ones that found nothing within `days` (1–90).
create function public.search_insights(days integer default 30)
returns table (list text, query text, language text, searches bigint, last_searched_at timestamptz)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  since timestamptz := now() - make_interval(days => least(greatest(coalesce(days, 30), 1), 90));
begin
  if not private.is_staff() then
    raise exception 'Only staff may read search insights.' using errcode = '42501';
  end if;
  delete from private.search_log l where l.searched_at < now() - interval '90 days';
  return query
  (select 'top'::text, l.query, l.language, count(*), max(l.searched_at)
   from private.search_log l
   where l.searched_at >= since
   group by l.query, l.language
   order by count(*) desc, max(l.searched_at) desc
   limit 50)
  union all
  (select 'zero_results'::text, l.query, l.language, count(*), max(l.searched_at)
   from private.search_log l
   where l.searched_at >= since and l.result_count = 0
   group by l.query, l.language
   order by count(*) desc, max(l.searched_at) desc
   limit 50);
end;
$$;
comment on function public.search_insights(integer) is
  'Staff: the 50 most frequent searches (list = top) and the 50 most frequent that found nothing (list = zero_results) of the last `days` days (default 30, at most 90).';
revoke all on function public.search_insights(integer) from public, anon, authenticated;
grant execute on function public.search_insights(integer) to authenticated, service_role;
