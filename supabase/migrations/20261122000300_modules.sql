-- Product modules (invoicing, HR, CRM, AI assistant) shown on the home and modules pages.

create table public.modules (
  id uuid primary key default gen_random_uuid(),
  slug text unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name_cs text not null check (char_length(btrim(name_cs)) between 1 and 200),
  name_en text,
  name_de text,
  description_cs text not null check (char_length(btrim(description_cs)) >= 1),
  description_en text,
  description_de text,
  icon text not null default 'FileText' check (icon in ('FileText', 'Users', 'Handshake', 'Bot')),
  features_cs text[] not null default '{}' check (array_position(features_cs, null) is null),
  features_en text[] check (array_position(features_en, null) is null),
  features_de text[] check (array_position(features_de, null) is null),
  image_url text,
  images text check (images is null or jsonb_typeof(images::jsonb) = 'array'),
  display_order integer not null default 0 check (display_order >= 0),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.modules is 'Product modules. Active ones are public, ordered by display_order; inactive ones only for staff.';
comment on column public.modules.slug is 'Stable anchor for the modules page (e.g. invoicing); optional.';
comment on column public.modules.features_cs is 'Feature list (text[]; PostgREST reads and writes it as a JSON array of strings).';
comment on column public.modules.images is 'Slider images as serialized JSON text: an array of URL strings or {"url", "active"} objects (active defaults to true). Only active images are shown publicly.';
comment on column public.modules.image_url is 'Main image; optional.';

create index modules_active_display_order_idx on public.modules (active, display_order);

create trigger modules_set_updated_at
  before update on public.modules
  for each row execute function private.set_updated_at();

-- ============================================================================
-- Row-level security
-- ============================================================================

alter table public.modules enable row level security;

revoke all on public.modules from anon, authenticated;
grant select on public.modules to anon;
grant select, insert, update, delete on public.modules to authenticated;
grant all on public.modules to service_role;

create policy "active modules are public"
  on public.modules for select to anon, authenticated
  using (active);

create policy "staff read all modules"
  on public.modules for select to authenticated
  using ((select private.is_staff()));

create policy "staff create modules"
  on public.modules for insert to authenticated
  with check ((select private.is_staff()));

create policy "staff update modules"
  on public.modules for update to authenticated
  using ((select private.is_staff()))
  with check ((select private.is_staff()));

create policy "staff delete modules"
  on public.modules for delete to authenticated
  using ((select private.is_staff()));
