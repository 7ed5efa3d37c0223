-- Module images get responsive variants too (docs/images.md): every image uploaded into the bucket
-- `module-images` (the module form's slider images, the back office's image generator) is queued on the
-- image-variants queue (20261127080000_image_variants.sql) by a trigger on storage.objects, and the same
-- worker makes the same variants next to the original. They are recorded in `public.storage_image_variants`,
-- keyed by (bucket, path); the media library keeps its own rows (`public.media_assets`) as they are, and
-- module uploads do not appear in it.

-- The service writes the variants, AVIF among them; staff uploads keep the types the back office offers.
update storage.buckets
   set allowed_mime_types = array['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif']
 where id = 'module-images';

create table public.storage_image_variants (
  id uuid primary key default gen_random_uuid(),
  bucket_id text not null check (bucket_id = 'module-images'),
  path text not null check (char_length(path) between 1 and 500),
  width integer check (width is null or width > 0),
  height integer check (height is null or height > 0),
  variants jsonb not null default '[]'::jsonb check (jsonb_typeof(variants) = 'array'),
  og_image_path text check (og_image_path is null or char_length(og_image_path) between 1 and 500),
  variants_status text not null default 'pending' check (variants_status in ('pending', 'ready', 'failed')),
  variants_error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (bucket_id, path)
);
comment on table public.storage_image_variants is
  'The responsive variants of an image uploaded into a bucket other than the media library (`module-images`), by (bucket, object path); written by the image-variants worker, read by everyone.';
comment on column public.storage_image_variants.width is 'Width of the original in pixels, as shown (EXIF orientation applied); null until the worker has read it.';
comment on column public.storage_image_variants.variants is
  'The resized copies next to the original in the same bucket: [{path, format (avif | webp | jpeg | png), width, height, bytes}]. Empty until made (pages use the original).';
comment on column public.storage_image_variants.variants_status is 'pending (queued), ready (variants made), failed (not an image the worker can read: variants_error says why).';

create trigger storage_image_variants_set_updated_at
  before update on public.storage_image_variants
  for each row execute function private.set_updated_at();

alter table public.storage_image_variants enable row level security;
revoke all on public.storage_image_variants from anon, authenticated;
grant select on public.storage_image_variants to anon, authenticated;
grant all on public.storage_image_variants to service_role;
create policy storage_image_variants_select_all
  on public.storage_image_variants for select to anon, authenticated
  using (true);

-- The recorded variants change the pages showing the image: publish again, as for the library's.
create trigger storage_image_variants_publish
  after update or delete on public.storage_image_variants
  for each statement execute function private.publish_on_statement();

-- ============================================================================
-- One queue for both: a job's id is a library asset's or a stored image's
-- ============================================================================

alter table private.media_variant_jobs drop constraint media_variant_jobs_id_fkey;
comment on table private.media_variant_jobs is
  'The image-variants queue (private.job_queues ''image_variants''): a library asset (public.media_assets) or a stored image (public.storage_image_variants) whose variants are to be made, by its id. done or failed are final.';

-- What the foreign key's cascade did: a removed image's job goes with it.
create function private.forget_image_variant_job()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.media_variant_jobs j where j.id = old.id;
  return null;
end;
$$;
revoke all on function private.forget_image_variant_job() from public, anon, authenticated;

create trigger media_assets_forget_variant_job
  after delete on public.media_assets
  for each row execute function private.forget_image_variant_job();
create trigger storage_image_variants_forget_variant_job
  after delete on public.storage_image_variants
  for each row execute function private.forget_image_variant_job();

create trigger storage_image_variants_enqueue
  after insert on public.storage_image_variants
  for each row execute function private.enqueue_media_variants();

-- The worker's own files (`x.w640.avif`, `x.og.jpg`) are variants, not uploads.
create function private.is_image_variant_name(name text)
returns boolean
language sql
immutable
set search_path = ''
as $$ select name ~ '\.(w[0-9]+|og)\.(avif|webp|jpg|png)$' $$;
revoke all on function private.is_image_variant_name(text) from public, anon, authenticated;

-- An upload into `module-images` (the storage API inserts its storage.objects row, locally and on hosted
-- Supabase) is a stored image to make variants of; its removal removes the record, a move (a new name)
-- makes a new one.
create function private.track_stored_image()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and old.bucket_id = new.bucket_id and old.name = new.name then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') and old.bucket_id = 'module-images' then
    delete from public.storage_image_variants v where v.bucket_id = old.bucket_id and v.path = old.name;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.bucket_id = 'module-images' and not private.is_image_variant_name(new.name) then
    insert into public.storage_image_variants (bucket_id, path) values (new.bucket_id, new.name)
    on conflict (bucket_id, path) do nothing;
  end if;
  return null;
end;
$$;
revoke all on function private.track_stored_image() from public, anon, authenticated;

create trigger objects_track_stored_image
  after insert or update or delete on storage.objects
  for each row execute function private.track_stored_image();

-- Module images uploaded before this migration get theirs too.
insert into public.storage_image_variants (bucket_id, path)
select o.bucket_id, o.name from storage.objects o
 where o.bucket_id = 'module-images' and not private.is_image_variant_name(o.name)
on conflict (bucket_id, path) do nothing;

-- ============================================================================
-- The worker's RPCs: the job says which bucket; the outcome is recorded where the image is described
-- ============================================================================

drop function public.media_variants_claim(integer, integer);
create function public.media_variants_claim(batch integer default 2, lease_seconds integer default 300)
returns table (id uuid, bucket text, path text, attempts integer)
language sql
volatile
security definer
set search_path = ''
as $$
  select r.msg_id::uuid, coalesce(v.bucket_id, 'media'), coalesce(a.path, v.path), r.attempts
  from private.queue_read('image_variants', media_variants_claim.lease_seconds, media_variants_claim.batch) r
  left join public.media_assets a on a.id = r.msg_id::uuid
  left join public.storage_image_variants v on v.id = r.msg_id::uuid
  where a.id is not null or v.id is not null
$$;
comment on function public.media_variants_claim(integer, integer) is 'Image-variants worker only (service_role): leases due jobs (the image''s bucket and object path).';
revoke all on function public.media_variants_claim(integer, integer) from public, anon, authenticated;
grant execute on function public.media_variants_claim(integer, integer) to service_role;

create or replace function public.media_variants_complete(
  asset_id uuid,
  width integer default null,
  height integer default null,
  variants jsonb default null,
  og_image_path text default null,
  error text default null,
  permanent boolean default false
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if media_variants_complete.error is null then
    if media_variants_complete.variants is null or jsonb_typeof(media_variants_complete.variants) <> 'array'
       or media_variants_complete.width is null or media_variants_complete.height is null then
      raise exception 'Variants, width and height are required' using errcode = '22023';
    end if;
    perform private.queue_archive('image_variants', array[media_variants_complete.asset_id::text], 'done');
    update public.media_assets a
       set width = media_variants_complete.width,
           height = media_variants_complete.height,
           variants = media_variants_complete.variants,
           og_image_path = media_variants_complete.og_image_path,
           variants_status = 'ready',
           variants_error = null
     where a.id = media_variants_complete.asset_id;
    update public.storage_image_variants v
       set width = media_variants_complete.width,
           height = media_variants_complete.height,
           variants = media_variants_complete.variants,
           og_image_path = media_variants_complete.og_image_path,
           variants_status = 'ready',
           variants_error = null
     where v.id = media_variants_complete.asset_id;
  elsif coalesce(media_variants_complete.permanent, false) then
    perform private.queue_archive('image_variants', array[media_variants_complete.asset_id::text], 'failed', media_variants_complete.error);
    update public.media_assets a
       set variants_status = 'failed', variants_error = left(media_variants_complete.error, 2000)
     where a.id = media_variants_complete.asset_id;
    update public.storage_image_variants v
       set variants_status = 'failed', variants_error = left(media_variants_complete.error, 2000)
     where v.id = media_variants_complete.asset_id;
  else
    perform private.queue_set_vt('image_variants', array[media_variants_complete.asset_id::text], media_variants_complete.error);
  end if;
end;
$$;
