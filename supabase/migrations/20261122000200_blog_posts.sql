-- Blog: articles in Czech, English and German. Drafts are visible to staff only.

create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  title_cs text not null check (char_length(title_cs) between 1 and 300),
  slug_cs text not null unique check (char_length(slug_cs) between 1 and 300),
  excerpt_cs text,
  content_cs text,
  category_cs text,
  title_en text,
  slug_en text,
  excerpt_en text,
  content_en text,
  category_en text,
  title_de text,
  slug_de text,
  excerpt_de text,
  content_de text,
  category_de text,
  image_url text,
  read_time integer default 5 check (read_time > 0),
  published boolean not null default false,
  featured boolean not null default false,
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.blog_posts is 'Blog articles. Published ones are public; drafts (published = false) only for staff.';
comment on column public.blog_posts.content_cs is 'HTML from the admin rich-text editor, rendered as given.';
comment on column public.blog_posts.read_time is 'Reading time in minutes; the site shows 5 when empty.';
comment on column public.blog_posts.slug_en is 'English slug; the public site falls back to slug_cs when empty. Same for the _de columns.';
comment on column public.blog_posts.author_id is 'The staff member who saved the post; defaults to the caller.';

-- Unique when set; an editor leaving a translation's slug empty ('') must not collide with another post.
create unique index blog_posts_slug_en_key on public.blog_posts (slug_en) where slug_en <> '';
create unique index blog_posts_slug_de_key on public.blog_posts (slug_de) where slug_de <> '';
create index blog_posts_published_created_at_idx on public.blog_posts (published, created_at desc);
create index blog_posts_author_id_idx on public.blog_posts (author_id);

create trigger blog_posts_set_updated_at
  before update on public.blog_posts
  for each row execute function private.set_updated_at();

-- ============================================================================
-- Row-level security
-- ============================================================================

alter table public.blog_posts enable row level security;

revoke all on public.blog_posts from anon, authenticated;
grant select on public.blog_posts to anon;
grant select, insert, update, delete on public.blog_posts to authenticated;
grant all on public.blog_posts to service_role;

create policy "published posts are public"
  on public.blog_posts for select to anon, authenticated
  using (published);

create policy "staff read all posts"
  on public.blog_posts for select to authenticated
  using ((select private.is_staff()));

create policy "staff create posts"
  on public.blog_posts for insert to authenticated
  with check ((select private.is_staff()));

create policy "staff update posts"
  on public.blog_posts for update to authenticated
  using ((select private.is_staff()))
  with check ((select private.is_staff()));

create policy "staff delete posts"
  on public.blog_posts for delete to authenticated
  using ((select private.is_staff()));
