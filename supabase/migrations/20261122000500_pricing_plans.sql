-- Pricing plans (Start, Business, Enterprise; one row per tier and billing period).

create table public.pricing_plans (
  id uuid primary key default gen_random_uuid(),
  tier text check (tier ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name_cs text not null check (char_length(btrim(name_cs)) between 1 and 200),
  name_en text,
  name_de text,
  description_cs text,
  description_en text,
  description_de text,
  price numeric(12, 2) check (price >= 0),
  currency text not null default 'CZK' check (currency in ('CZK', 'EUR', 'USD')),
  billing_period text not null default 'monthly' check (billing_period in ('monthly', 'yearly', 'one-time')),
  price_note_cs text,
  price_note_en text,
  price_note_de text,
  features_cs text[] not null default '{}' check (array_position(features_cs, null) is null),
  features_en text[] check (array_position(features_en, null) is null),
  features_de text[] check (array_position(features_de, null) is null),
  features_excluded_cs text[] not null default '{}' check (array_position(features_excluded_cs, null) is null),
  features_excluded_en text[] check (array_position(features_excluded_en, null) is null),
  features_excluded_de text[] check (array_position(features_excluded_de, null) is null),
  highlighted boolean not null default false,
  display_order integer not null default 1 check (display_order >= 1),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (tier, billing_period)
);
comment on table public.pricing_plans is 'Pricing plans. Active ones are public, ordered by display_order; inactive ones only for staff.';
comment on column public.pricing_plans.tier is 'Stable tier key (start, business, enterprise) linking the monthly and yearly rows of one plan; optional.';
comment on column public.pricing_plans.price is 'Price excluding VAT in currency per billing_period; null means "on request" (Na míru).';
comment on column public.pricing_plans.price_note_cs is 'Short note under the price, e.g. "Úspora 2 měsíce" on yearly plans.';
comment on column public.pricing_plans.features_excluded_cs is 'Features the plan does not include (shown crossed out).';

create index pricing_plans_active_display_order_idx on public.pricing_plans (active, display_order);

create trigger pricing_plans_set_updated_at
  before update on public.pricing_plans
  for each row execute function private.set_updated_at();

-- ============================================================================
-- Row-level security
-- ============================================================================

alter table public.pricing_plans enable row level security;

revoke all on public.pricing_plans from anon, authenticated;
grant select on public.pricing_plans to anon;
grant select, insert, update, delete on public.pricing_plans to authenticated;
grant all on public.pricing_plans to service_role;

create policy "active pricing plans are public"
  on public.pricing_plans for select to anon, authenticated
  using (active);

create policy "staff read all pricing plans"
  on public.pricing_plans for select to authenticated
  using ((select private.is_staff()));

create policy "staff create pricing plans"
  on public.pricing_plans for insert to authenticated
  with check ((select private.is_staff()));

create policy "staff update pricing plans"
  on public.pricing_plans for update to authenticated
  using ((select private.is_staff()))
  with check ((select private.is_staff()));

create policy "staff delete pricing plans"
  on public.pricing_plans for delete to authenticated
  using ((select private.is_staff()));
