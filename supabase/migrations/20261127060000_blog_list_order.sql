-- The public blog list's order as a column of its own: newest publication first (publish_at, else
-- created_at), so one page of the list is one range request (PostgREST orders by columns only).

alter table public.blog_posts add column listed_at timestamptz not null default now();
update public.blog_posts set listed_at = coalesce(publish_at, created_at);

comment on column public.blog_posts.listed_at is 'Where the post stands in the public list: publish_at, else created_at. Set by a trigger on every write; the list sorts by it, newest first.';

create function private.blog_posts_set_listed_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.listed_at := coalesce(new.publish_at, new.created_at);
  return new;
end;
$$;

create trigger blog_posts_set_listed_at
  before insert or update on public.blog_posts
  for each row execute function private.blog_posts_set_listed_at();

create index blog_posts_listed_at_idx on public.blog_posts (listed_at desc, id) where published;
