-- A public post's author name by the posts' one visibility rule (private.blog_post_is_public), and the
-- names of many posts in one call for the publisher, which renders every post page: one request instead
-- of one per post. Each name is blog_post_author_name's (null for a post that is not public).

create or replace function public.blog_post_author_name(post_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select nullif(btrim(pr.full_name), '')
  from public.blog_posts p
  join public.profiles pr on pr.user_id = p.author_id
  where p.id = post_id
    and private.blog_post_is_public(p)
$$;

create function public.blog_post_author_names(post_ids uuid[])
returns table (post_id uuid, author_name text)
language sql
stable
set search_path = ''
as $$
  select requested.id, public.blog_post_author_name(requested.id)
  from unnest(post_ids) as requested(id)
$$;
comment on function public.blog_post_author_names(uuid[]) is 'blog_post_author_name of each post in post_ids (null for a post that is not public): the bylines of many posts in one request.';
revoke execute on function public.blog_post_author_names(uuid[]) from public;
grant execute on function public.blog_post_author_names(uuid[]) to anon, authenticated, service_role;
