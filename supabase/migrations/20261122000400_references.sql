-- Customer references (case studies). "references" is an SQL keyword: always quote the table name.

create table public."references" (
  id uuid primary key default gen_random_uuid(),
  company_name text not null check (char_length(btrim(company_name)) between 1 and 200),
  website_url text,
  image_url text,
  title_cs text not null check (char_length(btrim(title_cs)) between 1 and 300),
  industry_cs text,
  size_cs text,
  result_summary_cs text,
  description_cs text,
  results_cs text[] not null default '{}' check (array_position(results_cs, null) is null),
  title_en text,
  industry_en text,
  size_en text,
  result_summary_en text,
  description_en text,
  results_en text[] check (array_position(results_en, null) is null),
  title_de text,
  industry_de text,
  size_de text,
  result_summary_de text,
  description_de text,
  results_de text[] check (array_position(results_de, null) is null),
  featured boolean not null default false,
  display_order integer not null default 0 check (display_order >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public."references" is 'Customer case studies: company, industry, size, headline result and description in cs/en/de. Public.';
comment on column public."references".size_cs is 'Company size as shown on the references page, e.g. "120 zaměstnanců".';
comment on column public."references".result_summary_cs is 'The headline result of the case study, e.g. "o 70 % rychlejší zpracování faktur".';
comment on column public."references".results_cs is 'Detailed results (text[]; a JSON array of strings over the API).';
comment on column public."references".display_order is 'Order on the public references page (ascending).';

create trigger references_set_updated_at
  before update on public."references"
  for each row execute function private.set_updated_at();

-- ============================================================================
-- Row-level security
-- ============================================================================

alter table public."references" enable row level security;

revoke all on public."references" from anon, authenticated;
grant select on public."references" to anon;
grant select, insert, update, delete on public."references" to authenticated;
grant all on public."references" to service_role;

create policy "references are public"
  on public."references" for select to anon, authenticated
  using (true);

create policy "staff create references"
  on public."references" for insert to authenticated
  with check ((select private.is_staff()));

create policy "staff update references"
  on public."references" for update to authenticated
  using ((select private.is_staff()))
  with check ((select private.is_staff()));

create policy "staff delete references"
  on public."references" for delete to authenticated
  using ((select private.is_staff()));
