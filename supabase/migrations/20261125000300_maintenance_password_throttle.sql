-- ============================================================================
-- Maintenance password: at most 10 wrong guesses per client per 10 minutes
-- ============================================================================
-- validate_maintenance_password is callable by anyone over /rest/v1/rpc, and on hosted Supabase
-- nothing in front of PostgREST limits it, so the limit lives here. A client is the address the
-- platform's gateway reports in the request headers PostgREST hands to the transaction
-- (request.headers): Cloudflare's cf-connecting-ip on hosted Supabase, otherwise the first
-- x-forwarded-for entry; calls without headers (SQL sessions) share one bucket.
-- Past the limit the call fails with SQLSTATE PT429, which PostgREST answers as HTTP 429.

create table private.maintenance_password_failures (
  client_key text not null,
  failed_at timestamptz not null default now()
);
comment on table private.maintenance_password_failures is
  'Wrong maintenance-password guesses of the last 10 minutes, per client (see validate_maintenance_password).';
create index maintenance_password_failures_client_idx
  on private.maintenance_password_failures (client_key, failed_at);
revoke all on private.maintenance_password_failures from public, anon, authenticated;

create function private.request_client_key()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  headers jsonb;
begin
  begin
    headers := nullif(current_setting('request.headers', true), '')::jsonb;
  exception
    when others then
      headers := null;
  end;
  return coalesce(
    nullif(btrim(headers ->> 'cf-connecting-ip'), ''),
    nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', 1)), ''),
    'unknown'
  );
end;
$$;
comment on function private.request_client_key() is
  'The calling client''s address as the API gateway reports it in request.headers; ''unknown'' without headers.';
revoke all on function private.request_client_key() from public;

-- Volatile now: it records wrong guesses (PostgREST runs stable functions read-only).
create or replace function public.validate_maintenance_password(password text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  settings jsonb;
  stored_hash text;
  client text := private.request_client_key();
  matches boolean;
begin
  delete from private.maintenance_password_failures f where f.failed_at < now() - interval '10 minutes';

  if (select count(*) from private.maintenance_password_failures f where f.client_key = client) >= 10 then
    raise sqlstate 'PT429' using
      message = 'Too many maintenance password attempts',
      detail = 'At most 10 wrong guesses per client per 10 minutes.',
      hint = 'Try again later.';
  end if;

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

  begin
    matches := extensions.crypt(validate_maintenance_password.password, stored_hash) = stored_hash;
  exception
    when others then
      matches := false;
  end;

  if not matches then
    insert into private.maintenance_password_failures (client_key) values (client);
  end if;
  return matches;
end;
$$;
comment on function public.validate_maintenance_password(text) is
  'Public: true when maintenance mode is on and the password matches the stored bcrypt hash; '
  'after 10 wrong guesses from one client within 10 minutes it raises PT429 (HTTP 429).';
