-- The authors' names of many public posts in one call, for the publisher, which renders every post page:
-- one request instead of one per post. Each name is blog_post_author_name's (null for a post that is not
-- public), so the rule of which names may be read stays in that one function.

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
