-- Issue 12: the media library. Images in the public bucket `media` (JPG, PNG, WebP, GIF; 5 MB), each
-- described by a row of public.media_assets (alt text per language, size, who uploaded, when). A post's
-- cover may point at its asset, so the public site sets width, height and alt text.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('media', 'media', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif'])
on conflict (id) do nothing;

create table public.media_assets (
  id uuid primary key default gen_random_uuid(),
  path text not null unique check (char_length(path) between 1 and 500),
  file_name text not null check (char_length(btrim(file_name)) between 1 and 300),
  mime_type text not null check (mime_type in ('image/jpeg', 'image/png', 'image/webp', 'image/gif')),
  size_bytes integer not null check (size_bytes between 1 and 5242880),
  width integer not null check (width between 1 and 20000),
  height integer not null check (height between 1 and 20000),
  alt_cs text not null check (char_length(btrim(alt_cs)) between 1 and 300),
  alt_en text check (char_length(alt_en) <= 300),
  alt_de text check (char_length(alt_de) <= 300),
  uploaded_by uuid references auth.users (id) on delete set null,
  uploaded_by_name text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.media_assets is 'The media library: one row per image in the storage bucket `media`. Everyone reads (the site shows alt texts and sizes); staff add, describe and remove.';
comment on column public.media_assets.path is 'The object name in the bucket `media` (public URL: /storage/v1/object/public/media/<path>).';
comment on column public.media_assets.alt_cs is 'Alternative text in Czech, required: asked for on upload and used on the public pages.';
comment on column public.media_assets.uploaded_by_name is 'Who uploaded, as the library shows it: the profile name, else the e-mail, at the time of the upload.';

create index media_assets_created_at_idx on public.media_assets (created_at desc);

create trigger media_assets_set_updated_at
  before update on public.media_assets
  for each row execute function private.set_updated_at();

-- The uploader is whoever is signed in, never what the client claims.
create function private.stamp_media_uploader()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.uploaded_by := auth.uid();
  select coalesce(nullif(btrim(p.full_name), ''), u.email) into new.uploaded_by_name
  from auth.users u left join public.profiles p on p.user_id = u.id
  where u.id = new.uploaded_by;
  return new;
end;
$$;
revoke all on function private.stamp_media_uploader() from public, anon, authenticated;

create trigger media_assets_stamp_uploader
  before insert on public.media_assets
  for each row execute function private.stamp_media_uploader();

-- A post's cover image from the library (image_url keeps its URL, as the spec's field).
alter table public.blog_posts add column cover_media_id uuid references public.media_assets (id) on delete set null;
comment on column public.blog_posts.cover_media_id is 'The library image used as image_url, if chosen from the library: its alt text and size reach the public page.';
create index blog_posts_cover_media_id_idx on public.blog_posts (cover_media_id);

-- ============================================================================
-- Row-level security: media_assets
-- ============================================================================

alter table public.media_assets enable row level security;

revoke all on public.media_assets from anon, authenticated;
grant select on public.media_assets to anon;
grant select, delete on public.media_assets to authenticated;
grant insert (path, file_name, mime_type, size_bytes, width, height, alt_cs, alt_en, alt_de) on public.media_assets to authenticated;
grant update (alt_cs, alt_en, alt_de) on public.media_assets to authenticated;
grant all on public.media_assets to service_role;

create policy "media assets are public"
  on public.media_assets for select to anon, authenticated
  using (true);

create policy "staff add media assets"
  on public.media_assets for insert to authenticated
  with check ((select private.is_staff()));

create policy "staff describe media assets"
  on public.media_assets for update to authenticated
  using ((select private.is_staff()))
  with check ((select private.is_staff()));

create policy "staff delete media assets"
  on public.media_assets for delete to authenticated
  using ((select private.is_staff()));

-- ============================================================================
-- Row-level security on storage.objects, bucket `media`
-- ============================================================================

create policy "media files are public"
  on storage.objects for select to anon, authenticated
  using (bucket_id = 'media');

-- Besides the bucket's MIME types and size limit: only image file names.
create policy "staff upload media files"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'media'
    and (select private.is_staff())
    and lower(storage.extension(name)) in ('jpg', 'jpeg', 'png', 'webp', 'gif')
  );

create policy "staff delete media files"
  on storage.objects for delete to authenticated
  using (bucket_id = 'media' and (select private.is_staff()));

-- ============================================================================
-- Where an image is used (asked before deleting it)
-- ============================================================================

create function public.media_asset_usages(asset_id uuid)
returns table (kind text, record_id uuid, title text)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  asset_path text;
begin
  if not private.is_staff() then
    raise exception 'Only staff may look up where an image is used' using errcode = '42501';
  end if;
  select a.path into asset_path from public.media_assets a where a.id = asset_id;
  if asset_path is null then
    return;
  end if;
  return query
    select 'blog_posts'::text, b.id, b.title_cs
    from public.blog_posts b
    where b.cover_media_id = asset_id
       or strpos(coalesce(b.image_url, ''), asset_path) > 0
       or strpos(coalesce(b.content_cs, ''), asset_path) > 0
       or strpos(coalesce(b.content_en, ''), asset_path) > 0
    union all
    select 'modules'::text, m.id, m.name_cs
    from public.modules m
    where strpos(coalesce(m.image_url, ''), asset_path) > 0 or strpos(coalesce(m.images::text, ''), asset_path) > 0
    union all
    select 'references'::text, r.id, r.company_name
    from public."references" r
    where strpos(coalesce(r.image_url, ''), asset_path) > 0
    order by 1, 3;
end;
$$;
comment on function public.media_asset_usages(uuid) is 'Staff only (else 42501): the posts, modules and references that show the image (cover, rich text, slider, logo).';
revoke all on function public.media_asset_usages(uuid) from public, anon;
grant execute on function public.media_asset_usages(uuid) to authenticated;

-- A changed alt text (or a removed image) changes the pages that show it: publish again, as for content.
create trigger media_assets_publish
  after update or delete on public.media_assets
  for each statement execute function private.publish_on_statement();
