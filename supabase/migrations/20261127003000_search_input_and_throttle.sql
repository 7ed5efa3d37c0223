-- Searching must not stall the API.
-- search_site lowered and rewrote the whole query before cutting it to 200 characters, so one query of
-- megabytes held the database for most of a second; and nothing limited how often a client searched.
-- Now the argument is cut first thing, and searching goes through the per-client throttle of the public
-- forms (private.throttle_form), which answers HTTP 429 past its limit and now keeps clients only as a
-- keyed hash.

-- ============================================================================
-- Per-client limit: searching joins the forms' throttle
-- ============================================================================

alter table private.form_submissions drop constraint form_submissions_form_check;
alter table private.form_submissions
  add constraint form_submissions_form_check check (form in ('enquiry', 'newsletter', 'search'));

-- Searching writes a row per request, so the throttle's clean-up of expired rows should not read them all.
create index form_submissions_submitted_at_idx on private.form_submissions (submitted_at);

-- The privacy page promises searchers that no address is stored, only a keyed one-way hash of it (as the
-- search log keeps it). The throttle now keeps every client that way, forms included; the rows of the
-- last 10 minutes with plain addresses simply no longer count.
-- Latest definition: 20261126000500_leads.sql; only the client key changed.
create or replace function private.throttle_form(form text, allowed integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  client text := private.sign(private.request_client_key());
begin
  delete from private.form_submissions s where s.submitted_at < now() - interval '10 minutes';
  if (select count(*) from private.form_submissions s where s.form = throttle_form.form and s.client_key = client) >= allowed then
    raise sqlstate 'PT429' using
      message = 'Too many submissions',
      detail = format('At most %s per client per 10 minutes.', allowed),
      hint = 'Try again later.';
  end if;
  insert into private.form_submissions (client_key, form) values (client, throttle_form.form);
end;
$$;
comment on column private.form_submissions.client_key is
  'The client as private.sign(private.request_client_key()): a keyed hash of its address, never the address.';

-- Searches per client in throttle_form's 10 minutes: 60 a minute on average. A visitor typing letter by
-- letter (the site waits 150 ms after each keystroke) sends a few a second for a few seconds, far below it.
create function private.search_request_limit()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 600;
$$;
revoke all on function private.search_request_limit() from public;

-- ============================================================================
-- What search may show: one owner for the rule
-- ============================================================================

-- Whether a search document may be shown now: its post published and due, its module or plan active.
-- Services, FAQ answers and references are always shown.
create function private.search_document_visible(kind text, record_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select case search_document_visible.kind
           when 'post' then exists (select 1 from public.blog_posts p
                                    where p.id = search_document_visible.record_id and p.published
                                      and (p.publish_at is null or p.publish_at <= now()))
           when 'module' then exists (select 1 from public.modules m where m.id = search_document_visible.record_id and m.active)
           when 'pricing_plan' then exists (select 1 from public.pricing_plans p where p.id = search_document_visible.record_id and p.active)
           else true
         end;
$$;
revoke all on function private.search_document_visible(text, uuid) from public;

-- The words of a query as search compares them: lower case, diacritics folded, split on anything but
-- letters and digits, at most the first 10. Expects a query already cut to its 200 characters.
create function private.search_query_words(query text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(array_agg(w order by n), '{}')
  from (
    select w, n
    from unnest(regexp_split_to_array(private.unaccent_immutable(lower(coalesce(query, ''))), '[^[:alnum:]]+')) with ordinality as t(w, n)
    where w <> ''
    order by n
    limit 10
  ) as split;
$$;
revoke all on function private.search_query_words(text) from public;

-- ============================================================================
-- The public RPC (latest definition: 20261126001000_site_search.sql)
-- ============================================================================

-- Every word must match, the last one as a prefix (the visitor is still typing); title matches first, then
-- rank. The snippet is HTML: ts_headline marks the matches with two private-use characters (removed from
-- the indexed text), the result is escaped, and only then do the marks become <mark>…</mark>.
create or replace function public.search_site(query text, language text, max_results integer default 10)
returns table (kind text, title text, snippet text, path text)
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
      select d.kind, d.title, d.body, d.path,
             d.title_vector @@ tsq as in_title,
             ts_rank(d.document_vector, tsq) as rank
      from private.search_documents d
      where d.language = search_site.language
        and d.document_vector @@ tsq
        and private.search_document_visible(d.kind, d.record_id)
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
  'Public site search in one language (cs, en, de): kind (post, module, pricing_plan, reference, service, faq), title (plain text), snippet (HTML-escaped text with <mark> around matches) and path. Reads only the first 200 characters of the query; a visitor may search private.search_request_limit() times per 10 minutes (PT429, HTTP 429, past it). Visitors'' searches are logged without personal data.';
