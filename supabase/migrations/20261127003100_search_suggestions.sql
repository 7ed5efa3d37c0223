-- Search forgives typos. When a search finds nothing, the site asks search_suggestion for the
-- query with each word that matches nothing replaced by the closest word that the language's visible
-- documents contain (candidates by trigram similarity, pg_trgm's index; the closest by edit distance,
-- fuzzystrmatch, since trigrams favour a shorter word over a long one with two letters swapped), and offers it: "Měli jste na mysli …?", "Did you mean …?",
-- "Meinten Sie …?". The words come only from what a visitor may see, so a draft never leaks through a
-- suggestion.

create extension if not exists pg_trgm with schema extensions;
create extension if not exists fuzzystrmatch with schema extensions;

-- ============================================================================
-- The words of each document
-- ============================================================================

create table private.search_document_words (
  kind text not null,
  record_key text not null,
  language text not null,
  folded text not null,
  word text not null,
  primary key (kind, record_key, language, folded),
  foreign key (kind, record_key, language) references private.search_documents (kind, record_key, language) on delete cascade
);
comment on table private.search_document_words is
  'The distinct words of each search document (title and text), for suggestions: folded (lower case, no diacritics) is compared with what a visitor typed, word is how a suggestion shows it.';
create index search_document_words_folded_trgm_idx on private.search_document_words using gin (folded extensions.gin_trgm_ops);
revoke all on private.search_document_words from public, anon, authenticated;

-- The words of a text as the parser of the text search configurations finds them (letters only, 3 to 40
-- of them; the parts of hyphenated words apart). A suggestion shows a word in lower case if the text ever
-- writes it so, else as written (German nouns).
create function private.search_words_of(value text)
returns table (folded text, word text)
language sql
stable
parallel safe
set search_path = ''
as $$
  select private.unaccent_immutable(lower(t.token)) as folded,
         case when bool_or(t.token = lower(t.token)) then lower(min(t.token)) else min(t.token) end as word
  from pg_catalog.ts_parse('default', coalesce(value, '')) as t
  where t.tokid in (1, 2, 10, 11) and char_length(t.token) between 3 and 40
  group by 1;
$$;
revoke all on function private.search_words_of(text) from public;

create function private.search_document_words_refresh()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.search_document_words w
  where w.kind = new.kind and w.record_key = new.record_key and w.language = new.language;
  insert into private.search_document_words (kind, record_key, language, folded, word)
  select new.kind, new.record_key, new.language, f.folded, f.word
  from private.search_words_of(new.title || ' ' || new.body) as f;
  return null;
end;
$$;
revoke all on function private.search_document_words_refresh() from public;

create trigger search_documents_words_insert
  after insert on private.search_documents
  for each row execute function private.search_document_words_refresh();
create trigger search_documents_words_update
  after update of title, body on private.search_documents
  for each row
  when (old.title is distinct from new.title or old.body is distinct from new.body)
  execute function private.search_document_words_refresh();

insert into private.search_document_words (kind, record_key, language, folded, word)
select d.kind, d.record_key, d.language, f.folded, f.word
from private.search_documents d
cross join lateral private.search_words_of(d.title || ' ' || d.body) as f;

-- ============================================================================
-- The public RPC
-- ============================================================================

-- A word is left as typed when on its own it finds a visible document (the last one as a prefix, as
-- search_site matches it), and replaced otherwise by the word of a visible document that is at least
-- pg_trgm's similarity threshold (0.3) alike and the fewest edits away (then the most alike, then the one
-- in more documents). The result is offered only if it finds
-- something. Counts against the same per-client allowance as search_site.
create function public.search_suggestion(query text, language text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  -- Cut before anything else reads it, as search_site does.
  typed text := left(search_suggestion.query, 200);
  words text[];
  suggested text[] := '{}';
  config regconfig;
  word_query tsquery;
  replacement text;
  changed boolean := false;
  whole tsquery;
begin
  if language is null or language not in ('cs', 'en', 'de') then
    raise exception 'Unknown language %', language using errcode = '22023';
  end if;
  if private.is_visitor_request() then
    perform private.throttle_form('search', private.search_request_limit());
  end if;
  config := private.search_config(language);
  words := private.search_query_words(typed);
  if coalesce(char_length(array_to_string(words, '')), 0) < 2 then
    return null;
  end if;

  for idx in 1 .. cardinality(words) loop
    word_query := to_tsquery(config, quote_literal(words[idx]) || case when idx = cardinality(words) then ':*' else '' end);
    if numnode(word_query) = 0
       or char_length(words[idx]) < 3
       or exists (select 1 from private.search_documents d
                  where d.language = search_suggestion.language and d.document_vector @@ word_query
                    and private.search_document_visible(d.kind, d.record_id)) then
      suggested := suggested || words[idx];
      continue;
    end if;
    select c.word into replacement
    from (
      select w.folded,
             case when bool_or(w.word = lower(w.word)) then lower(min(w.word)) else min(w.word) end as word,
             extensions.levenshtein(w.folded, words[idx]) as edits,
             extensions.similarity(w.folded, words[idx]) as score, count(*) as documents
      from private.search_document_words w
      join private.search_documents d on d.kind = w.kind and d.record_key = w.record_key and d.language = w.language
      where w.language = search_suggestion.language
        and w.folded operator(extensions.%) words[idx]
        and private.search_document_visible(d.kind, d.record_id)
      group by w.folded
    ) as c
    order by c.edits, c.score desc, c.documents desc, c.folded
    limit 1;
    if replacement is null then
      return null;
    end if;
    suggested := suggested || replacement;
    changed := true;
  end loop;

  if not changed then
    return null;
  end if;
  select to_tsquery(config, string_agg(quote_literal(private.unaccent_immutable(lower(w))) || case when n = cardinality(suggested) then ':*' else '' end, ' & ' order by n))
  into whole
  from unnest(suggested) with ordinality as t(w, n);
  if not exists (select 1 from private.search_documents d
                 where d.language = search_suggestion.language and d.document_vector @@ whole
                   and private.search_document_visible(d.kind, d.record_id)) then
    return null;
  end if;
  return array_to_string(suggested, ' ');
end;
$$;
comment on function public.search_suggestion(text, text) is
  'Public: for a site search (cs, en, de) that found nothing, the same query with each word that matches nothing replaced by the closest word of the language''s visible documents, or null when there is none or it would find nothing either. Reads only the first 200 characters; counts against the search allowance (PT429).';
revoke all on function public.search_suggestion(text, text) from public, anon, authenticated;
grant execute on function public.search_suggestion(text, text) to anon, authenticated, service_role;
