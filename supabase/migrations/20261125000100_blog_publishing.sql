-- Blog publishing: scheduled posts, per-language SEO and sharing fields, old slugs that keep links alive,
-- and the author's public name.

alter table public.blog_posts
  add column publish_at timestamptz,
  add column meta_title_cs text check (char_length(meta_title_cs) <= 300),
  add column meta_title_en text check (char_length(meta_title_en) <= 300),
  add column meta_title_de text check (char_length(meta_title_de) <= 300),
  add column meta_description_cs text check (char_length(meta_description_cs) <= 1000),
  add column meta_description_en text check (char_length(meta_description_en) <= 1000),
  add column meta_description_de text check (char_length(meta_description_de) <= 1000),
  add column og_image_url_cs text,
  add column og_image_url_en text,
  add column og_image_url_de text;

comment on column public.blog_posts.publish_at is 'When a published post goes live; null = as soon as published. A published post with a future publish_at is not public until then.';
comment on column public.blog_posts.meta_title_cs is 'Optional <title> and og:title of the post page; the title when empty. Same for _en and _de.';
comment on column public.blog_posts.meta_description_cs is 'Optional meta description and og:description; the excerpt when empty. Same for _en and _de.';
comment on column public.blog_posts.og_image_url_cs is 'Optional og:image of the post page; the cover image (image_url) when empty. Same for _en and _de.';

create index blog_posts_publish_at_idx on public.blog_posts (publish_at) where publish_at is not null;

-- ============================================================================
-- Slug history: the old URL of a published post redirects (301) to its current one
-- ============================================================================

create table public.blog_post_slug_redirects (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references public.blog_posts (id) on delete cascade,
  locale text not null check (locale in ('cs', 'en', 'de')),
  old_slug text not null check (char_length(old_slug) between 1 and 300),
  created_at timestamptz not null default now(),
  unique (locale, old_slug)
);
comment on table public.blog_post_slug_redirects is 'Slugs a published post had before (per language, as the public URL used them). Written only by a trigger on blog_posts; the site answers /blog/<old_slug> with a 301 to the post''s current URL.';
comment on column public.blog_post_slug_redirects.old_slug is 'The slug as the URL of that language used it: for en/de the translated slug, or the Czech one when the translation had none.';

create index blog_post_slug_redirects_post_id_idx on public.blog_post_slug_redirects (post_id);

-- The slug a language's URL uses: the translated one, else the Czech one (the public site's fallback).
create function private.blog_url_slug(slug_cs text, translated_slug text)
returns text
language sql
immutable
set search_path = ''
as $$ select coalesce(nullif(translated_slug, ''), slug_cs) $$;

-- Records the old URL slugs of a post that was published, and frees a slug that a post takes (again).
create function private.track_blog_slugs()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  lang text;
  previous_slug text;
  new_slug text;
begin
  foreach lang in array array['cs', 'en', 'de'] loop
    new_slug := case lang
      when 'cs' then new.slug_cs
      when 'en' then private.blog_url_slug(new.slug_cs, new.slug_en)
      else private.blog_url_slug(new.slug_cs, new.slug_de) end;
    delete from public.blog_post_slug_redirects r where r.locale = lang and r.old_slug = new_slug;

    if tg_op = 'UPDATE' and old.published then
      previous_slug := case lang
        when 'cs' then old.slug_cs
        when 'en' then private.blog_url_slug(old.slug_cs, old.slug_en)
        else private.blog_url_slug(old.slug_cs, old.slug_de) end;
      if previous_slug is distinct from new_slug then
        insert into public.blog_post_slug_redirects (post_id, locale, old_slug)
        values (new.id, lang, previous_slug)
        on conflict (locale, old_slug) do update set post_id = excluded.post_id, created_at = now();
      end if;
    end if;
  end loop;
  return null;
end;
$$;

create trigger blog_posts_track_slugs
  after insert or update of slug_cs, slug_en, slug_de on public.blog_posts
  for each row execute function private.track_blog_slugs();

-- ============================================================================
-- The author's public name (profiles are private to their owner and admins)
-- ============================================================================

create function public.blog_post_author_name(post_id uuid)
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
    and p.published
    and (p.publish_at is null or p.publish_at <= now())
$$;
comment on function public.blog_post_author_name(uuid) is 'The display name of a public post''s author (null when the post is not public or the author has no name): the byline and structured data of the post page.';
revoke execute on function public.blog_post_author_name(uuid) from public;
grant execute on function public.blog_post_author_name(uuid) to anon, authenticated, service_role;

-- ============================================================================
-- Row-level security
-- ============================================================================

-- A published post is public once its publish_at (if any) has passed; staff keep reading every post.
drop policy "published posts are public" on public.blog_posts;
create policy "published posts are public"
  on public.blog_posts for select to anon, authenticated
  using (published and (publish_at is null or publish_at <= now()));

alter table public.blog_post_slug_redirects enable row level security;

revoke all on public.blog_post_slug_redirects from anon, authenticated;
grant select on public.blog_post_slug_redirects to anon, authenticated;
grant all on public.blog_post_slug_redirects to service_role;

-- Readable where the post is (blog_posts' own policies apply inside the subquery): public posts for
-- everyone, every post for staff. No one writes them through the API; the trigger above does.
create policy "redirects of readable posts are readable"
  on public.blog_post_slug_redirects for select to anon, authenticated
  using (exists (select 1 from public.blog_posts p where p.id = post_id));
