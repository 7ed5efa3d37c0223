-- Reading time follows the text: unless an editor sets it by hand, read_time is estimated from the Czech
-- body (200 words a minute, at least one) whenever a post is written, by whichever client writes it.

alter table public.blog_posts add column read_time_manual boolean not null default false;
comment on column public.blog_posts.read_time_manual is 'True when an editor set read_time by hand; otherwise the database estimates it from content_cs.';

create function private.reading_minutes(html text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select greatest(1, ceil(coalesce(array_length(regexp_split_to_array(
    btrim(regexp_replace(regexp_replace(coalesce(html, ''), '<[^>]*>', ' ', 'g'), '&[a-zA-Z#0-9]+;', ' ', 'g')), '\s+'), 1), 0) / 200.0))::integer;
$$;
comment on function private.reading_minutes(text) is 'Minutes to read an HTML text at 200 words a minute, at least 1.';
revoke all on function private.reading_minutes(text) from public;

create function private.estimate_read_time()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not new.read_time_manual or new.read_time is null then
    new.read_time_manual := false;
    new.read_time := private.reading_minutes(new.content_cs);
  end if;
  return new;
end;
$$;
revoke all on function private.estimate_read_time() from public;

create trigger blog_posts_estimate_read_time
  before insert or update of content_cs, read_time, read_time_manual on public.blog_posts
  for each row execute function private.estimate_read_time();

-- Posts whose reading time differs from the old default keep it as set by hand; the others are estimated.
-- Not an edit anyone made, so no revision is recorded for it.
alter table public.blog_posts disable trigger blog_posts_record_revision;
update public.blog_posts set read_time_manual = (read_time is not null and read_time <> 5);
alter table public.blog_posts enable trigger blog_posts_record_revision;
