-- Responsive images (docs/decisions/0014-image-variants.md): every library image gets smaller copies in
-- AVIF, WebP and JPEG (PNG when it has transparency) at a few widths, and a 1200 × 630 Open Graph JPEG, made
-- on upload by the image-variants worker through the one job queue (20261127030000_job_queues.sql) and
-- stored in the bucket `media` next to the original. The asset's row records them, so the pages build
-- srcset without probing files; the original stays as it was.

-- The variants are AVIF too. Staff still upload only JPG, PNG, WebP and GIF (the upload policy's file
-- extensions, the back office's check); the service writes the variants.
update storage.buckets
   set allowed_mime_types = array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']
 where id = 'media';

alter table public.media_assets
  add column variants jsonb not null default '[]'::jsonb check (jsonb_typeof(variants) = 'array'),
  add column og_image_path text check (og_image_path is null or char_length(og_image_path) between 1 and 500),
  add column variants_status text not null default 'pending' check (variants_status in ('pending', 'ready', 'failed')),
  add column variants_error text;
comment on column public.media_assets.width is 'Width of the original in pixels, as shown (EXIF orientation applied); the image-variants worker corrects what the upload recorded.';
comment on column public.media_assets.variants is
  'The resized copies in the bucket `media`, written by the image-variants worker: [{path, format (avif | webp | jpeg | png), width, height, bytes}], widths never above the original''s. Empty until made (pages use the original).';
comment on column public.media_assets.og_image_path is 'The 1200 × 630 JPEG (cover crop) for Open Graph, in the bucket `media`; null until made.';
comment on column public.media_assets.variants_status is 'pending (queued), ready (variants made), failed (not an image the worker can read: variants_error says why; the original is shown as it is).';

-- Everyone reads them (the table's select grant); only the service writes them: staff keep their column
-- grants (insert of the description, update of the alt texts).

-- ============================================================================
-- The queue: one message per asset, keyed by the asset
-- ============================================================================

create table private.media_variant_jobs (
  id uuid primary key references public.media_assets (id) on delete cascade,
  status text not null default 'queued' check (status in ('queued', 'sending', 'retrying', 'done', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  last_error text,
  created_at timestamptz not null default now()
);
comment on table private.media_variant_jobs is
  'The image-variants queue (private.job_queues ''image_variants''): an asset whose variants are to be made. done or failed are final.';
revoke all on private.media_variant_jobs from public, anon, authenticated;
create index media_variant_jobs_due_idx on private.media_variant_jobs (next_attempt_at) where status in ('queued', 'sending', 'retrying');

select private.queue_create('image_variants', 'private.media_variant_jobs', 'X-Image-Variants-Secret');

-- An upload (a new row) is a job.
create function private.enqueue_media_variants()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.media_variant_jobs (id) values (new.id) on conflict (id) do nothing;
  return null;
end;
$$;
revoke all on function private.enqueue_media_variants() from public, anon, authenticated;

create trigger media_assets_enqueue_variants
  after insert on public.media_assets
  for each row execute function private.enqueue_media_variants();

create function private.wake_image_variants_worker()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.queue_wake('image_variants', jsonb_build_object('type', 'image_queued'));
  return null;
end;
$$;
revoke all on function private.wake_image_variants_worker() from public, anon, authenticated;

create trigger media_variant_jobs_wake_worker
  after insert on private.media_variant_jobs
  for each statement execute function private.wake_image_variants_worker();

-- Images uploaded before this migration get theirs too.
insert into private.media_variant_jobs (id) select a.id from public.media_assets a on conflict (id) do nothing;

-- ============================================================================
-- The worker's RPCs (service_role)
-- ============================================================================

-- Leases up to `batch` due jobs: each asset's id, object path and type, and the attempt.
create function public.media_variants_claim(batch integer default 2, lease_seconds integer default 300)
returns table (id uuid, path text, mime_type text, attempts integer)
language sql
volatile
security definer
set search_path = ''
as $$
  select a.id, a.path, a.mime_type, r.attempts
  from private.queue_read('image_variants', media_variants_claim.lease_seconds, media_variants_claim.batch) r
  join public.media_assets a on a.id = r.msg_id::uuid
$$;
comment on function public.media_variants_claim(integer, integer) is 'Image-variants worker only (service_role): leases due jobs.';
revoke all on function public.media_variants_claim(integer, integer) from public, anon, authenticated;
grant execute on function public.media_variants_claim(integer, integer) to service_role;

-- The outcome of a job: the variants (recorded on the asset, with the original's true size); a failure
-- that no retry can mend (not an image: `permanent`), recorded on the asset for the library; else a retry
-- after the queue's backoff.
create function public.media_variants_complete(
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
  elsif coalesce(media_variants_complete.permanent, false) then
    perform private.queue_archive('image_variants', array[media_variants_complete.asset_id::text], 'failed', media_variants_complete.error);
    update public.media_assets a
       set variants_status = 'failed', variants_error = left(media_variants_complete.error, 2000)
     where a.id = media_variants_complete.asset_id;
  else
    perform private.queue_set_vt('image_variants', array[media_variants_complete.asset_id::text], media_variants_complete.error);
  end if;
end;
$$;
comment on function public.media_variants_complete(uuid, integer, integer, jsonb, text, text, boolean) is
  'Image-variants worker only (service_role): records a job''s variants, its final failure (permanent) or a retry after the backoff.';
revoke all on function public.media_variants_complete(uuid, integer, integer, jsonb, text, text, boolean) from public, anon, authenticated;
grant execute on function public.media_variants_complete(uuid, integer, integer, jsonb, text, text, boolean) to service_role;

create function public.media_variants_queue_status()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$ select private.queue_metrics('image_variants') $$;
comment on function public.media_variants_queue_status() is
  'Image-variants worker only (service_role): the queue''s metrics (queue_length, due, retrying, oldest_msg_age_sec, due_lag_sec, last_error).';
revoke all on function public.media_variants_queue_status() from public, anon, authenticated;
grant execute on function public.media_variants_queue_status() to service_role;
