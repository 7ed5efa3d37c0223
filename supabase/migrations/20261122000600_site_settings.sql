-- Site settings (contact_info, maintenance_mode) and the maintenance-mode functions.
-- The maintenance password is stored only as a bcrypt hash (password_hash) in the admin-only row;
-- visitors reach maintenance mode only through the two functions below.

create table public.site_settings (
  setting_key text primary key check (setting_key ~ '^[a-z][a-z0-9_]*$'),
  setting_value jsonb not null default '{}'::jsonb,
  updated_at timestamptz not null default now()
);
comment on table public.site_settings is 'Key/value site settings. contact_info is public; maintenance_mode and any other key are admin-only.';
comment on column public.site_settings.setting_value is 'contact_info: {company, address, phone, email, hours}. maintenance_mode: {enabled, message, password_hash}; write {password} in plain text and a trigger stores its bcrypt hash instead.';

create trigger site_settings_set_updated_at
  before update on public.site_settings
  for each row execute function private.set_updated_at();

-- ============================================================================
-- Maintenance password hashing
-- ============================================================================

-- The admin screen upserts {enabled, password, message}. A non-empty password replaces the hash;
-- an empty or absent one keeps the current hash (on insert-or-update the insert trigger runs
-- first and finds the existing row). Writing password_hash directly (e.g. null) sets it as given.
create function private.hash_maintenance_password()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  plain text;
  existing_hash text;
begin
  if jsonb_typeof(new.setting_value) <> 'object' then
    raise exception 'maintenance_mode must be a JSON object' using errcode = '22023';
  end if;

  plain := case when jsonb_typeof(new.setting_value -> 'password') = 'string'
                then new.setting_value ->> 'password' end;
  new.setting_value := new.setting_value - 'password';

  if plain is not null and plain <> '' then
    new.setting_value := new.setting_value
      || jsonb_build_object('password_hash', extensions.crypt(plain, extensions.gen_salt('bf', 8)));
  elsif not (new.setting_value ? 'password_hash') then
    if tg_op = 'UPDATE' then
      existing_hash := old.setting_value ->> 'password_hash';
    else
      select s.setting_value ->> 'password_hash' into existing_hash
      from public.site_settings s
      where s.setting_key = new.setting_key;
    end if;
    if existing_hash is not null then
      new.setting_value := new.setting_value || jsonb_build_object('password_hash', existing_hash);
    end if;
  end if;

  return new;
end;
$$;
revoke all on function private.hash_maintenance_password() from public;

create trigger site_settings_hash_maintenance_password
  before insert or update on public.site_settings
  for each row
  when (new.setting_key = 'maintenance_mode')
  execute function private.hash_maintenance_password();

-- ============================================================================
-- Public maintenance functions (callable by anon over /rest/v1/rpc)
-- ============================================================================

create function public.get_maintenance_settings_public()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'enabled', coalesce(s.setting_value -> 'enabled' = 'true'::jsonb, false),
    'message', coalesce(nullif(s.setting_value ->> 'message', ''), 'Web je momentálně v údržbě. Brzy se vrátíme.')
  )
  from (select 1) as always_one_row
  left join public.site_settings s on s.setting_key = 'maintenance_mode';
$$;
comment on function public.get_maintenance_settings_public() is 'Public: {enabled, message} of maintenance mode, never the password.';

-- False when maintenance is off or no password is set, so the answer never helps while it is off.
create function public.validate_maintenance_password(password text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  settings jsonb;
  stored_hash text;
begin
  select s.setting_value into settings
  from public.site_settings s
  where s.setting_key = 'maintenance_mode';

  stored_hash := settings ->> 'password_hash';
  if settings is null
     or settings -> 'enabled' is distinct from 'true'::jsonb
     or coalesce(stored_hash, '') = ''
     or validate_maintenance_password.password is null then
    return false;
  end if;

  return extensions.crypt(validate_maintenance_password.password, stored_hash) = stored_hash;
exception
  when others then
    return false;
end;
$$;
comment on function public.validate_maintenance_password(text) is 'Public: true when maintenance mode is on and the password matches the stored bcrypt hash.';

revoke all on function public.get_maintenance_settings_public(), public.validate_maintenance_password(text) from public;
grant execute on function public.get_maintenance_settings_public(), public.validate_maintenance_password(text)
  to anon, authenticated, service_role;

-- ============================================================================
-- Row-level security
-- ============================================================================

alter table public.site_settings enable row level security;

revoke all on public.site_settings from anon, authenticated;
grant select on public.site_settings to anon;
grant select, insert, update, delete on public.site_settings to authenticated;
grant all on public.site_settings to service_role;

create policy "contact info is public"
  on public.site_settings for select to anon, authenticated
  using (setting_key = 'contact_info');

create policy "admins read all settings"
  on public.site_settings for select to authenticated
  using ((select private.is_admin()));

create policy "admins create settings"
  on public.site_settings for insert to authenticated
  with check ((select private.is_admin()));

create policy "admins update settings"
  on public.site_settings for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "admins delete settings"
  on public.site_settings for delete to authenticated
  using ((select private.is_admin()));

-- Hosted projects get no seed: start with maintenance off and the default message, no password.
insert into public.site_settings (setting_key, setting_value)
values ('maintenance_mode', '{"enabled": false, "message": "Web je momentálně v údržbě. Brzy se vrátíme."}'::jsonb)
on conflict (setting_key) do nothing;
