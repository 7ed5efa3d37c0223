-- Site search log: one search typed letter by letter counts once.
-- The public site searches while the visitor types, so "faktura" arrives as "fa", "fak", "faktu", "faktura".
-- Logged one by one, the prefixes would crowd the staff's most frequent searches and those that found nothing,
-- and eat the client's hourly allowance. A query that extends or shortens the one the same client logged a
-- moment ago replaces that row instead.
--
-- Which client logged which row is known only here, in the keyed-hash table that keeps a client for at most
-- an hour; private.search_log itself stays free of anything about the visitor.

alter table private.search_log_clients
  add column search_log_id bigint references private.search_log (id) on delete set null;
comment on column private.search_log_clients.search_log_id is
  'The log row this client entry stands for, so that the next keystrokes of the same search can replace it. Gone with the entry after an hour.';

-- How long after a client's last logged search a query that extends or shortens it is still the same search.
create function private.search_log_typing_window()
returns interval
language sql
immutable
set search_path = ''
as $$
  select interval '10 seconds';
$$;
revoke all on function private.search_log_typing_window() from public;

-- Logs a visitor's search. When the same client's last search, within search_log_typing_window() and in the
-- same language, is a prefix of this one or this one a prefix of it (the visitor typing on or deleting), that
-- row is replaced and the client's allowance is not charged again. Otherwise a new row, unless this client has
-- logged search_log_limit() searches within the hour. An identical query within the window is the same search
-- too (the dialog's results page asking again for what the dialog just showed).
-- Never fails the search itself.
create or replace function private.log_search(query text, language text, result_count integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- Keyed with the site's own secret: an address space is small enough to reverse a plain hash.
  client text := encode(extensions.hmac(private.request_client_key(),
                                        coalesce((select m.form_secret from private.mail_settings m), ''), 'sha256'), 'hex');
  last_entry record;
  new_log_id bigint;
begin
  if not private.is_visitor_request() then
    return;
  end if;
  delete from private.search_log_clients c where c.logged_at < now() - interval '1 hour';

  select l.id as log_id, l.query as logged_query, l.language as logged_language, c.logged_at
  into last_entry
  from private.search_log_clients c
  join private.search_log l on l.id = c.search_log_id
  where c.client_hash = client
  order by c.logged_at desc, l.id desc
  limit 1;

  if found
     and last_entry.logged_at >= now() - private.search_log_typing_window()
     and last_entry.logged_language = log_search.language
     and (starts_with(log_search.query, last_entry.logged_query) or starts_with(last_entry.logged_query, log_search.query)) then
    update private.search_log l
    set query = log_search.query, result_count = log_search.result_count, searched_at = now()
    where l.id = last_entry.log_id;
    update private.search_log_clients c set logged_at = now()
    where c.client_hash = client and c.search_log_id = last_entry.log_id;
    return;
  end if;

  if (select count(*) from private.search_log_clients c where c.client_hash = client) >= private.search_log_limit() then
    return;
  end if;
  delete from private.search_log l where l.searched_at < now() - interval '90 days';
  insert into private.search_log (query, language, result_count) values (query, language, result_count)
  returning id into new_log_id;
  insert into private.search_log_clients (client_hash, search_log_id) values (client, new_log_id);
end;
$$;
revoke all on function private.log_search(text, text, integer) from public;
