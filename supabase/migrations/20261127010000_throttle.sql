-- One per-client throttle.
-- The public forms and search (private.throttle_form) and the maintenance password
-- (validate_maintenance_password) each counted requests in a table of their own with the same
-- delete-count-insert steps. Now both call private.throttle, which keeps every bucket's hits in one
-- table; the limits, the client keys and the errors stay as they were.

-- ============================================================================
-- The throttle
-- ============================================================================

create table private.throttle_hits (
  bucket text not null,
  client_key text not null,
  hit_at timestamptz not null default now()
);
comment on table private.throttle_hits is
  'Counted requests per bucket (what is limited) and client, kept for the bucket''s window (see private.throttle).';
comment on column private.throttle_hits.client_key is
  'Whatever the caller keys the client by: the forms and search a keyed hash of the address (private.sign), '
  'the maintenance password the address.';
create index throttle_hits_client_idx on private.throttle_hits (bucket, client_key, hit_at);
-- The clean-up of expired hits should not read a whole busy bucket (search writes a row per request).
create index throttle_hits_expiry_idx on private.throttle_hits (bucket, hit_at);
revoke all on private.throttle_hits from public, anon, authenticated;

-- Each caller raises its own error, so the function only answers. A bucket has one window: its callers
-- pass the same `per`, since each call forgets the bucket's hits older than its own window.
create function private.throttle(bucket text, client_key text, allowed integer, per interval, record_hit boolean default true)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from private.throttle_hits h where h.bucket = throttle.bucket and h.hit_at < now() - throttle.per;
  if (select count(*) from private.throttle_hits h where h.bucket = throttle.bucket and h.client_key = throttle.client_key)
     >= throttle.allowed then
    return false;
  end if;
  if record_hit then
    insert into private.throttle_hits (bucket, client_key) values (throttle.bucket, throttle.client_key);
  end if;
  return true;
end;
$$;
comment on function private.throttle(text, text, integer, interval, boolean) is
  'False when the client already has `allowed` hits in the bucket within `per` (nothing counted); else true, '
  'counting this hit unless record_hit is false (to count only some outcomes, e.g. wrong guesses).';
revoke all on function private.throttle(text, text, integer, interval, boolean) from public;

-- Hits of the last 10 minutes keep counting across the change.
insert into private.throttle_hits (bucket, client_key, hit_at)
select s.form, s.client_key, s.submitted_at from private.form_submissions s where s.submitted_at >= now() - interval '10 minutes';
insert into private.throttle_hits (bucket, client_key, hit_at)
select 'maintenance_password', f.client_key, f.failed_at
from private.maintenance_password_failures f
where f.failed_at >= now() - interval '10 minutes';

-- ============================================================================
-- The forms and search: at most `allowed` per client per 10 minutes
-- ============================================================================

-- Latest definition: 20261127003000_search_input_and_throttle.sql; the counting moved to private.throttle.
create or replace function private.throttle_form(form text, allowed integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.throttle(throttle_form.form, private.sign(private.request_client_key()), allowed, interval '10 minutes') then
    raise sqlstate 'PT429' using
      message = 'Too many submissions',
      detail = format('At most %s per client per 10 minutes.', allowed),
      hint = 'Try again later.';
  end if;
end;
$$;
comment on function private.throttle_form(text, integer) is
  'Raises PT429 (HTTP 429) past `allowed` requests of the form (enquiry, newsletter, search) from this client '
  'in 10 minutes; counts this one. The client is a keyed hash of its address.';

drop table private.form_submissions;

-- ============================================================================
-- Maintenance password: at most 10 wrong guesses per client per 10 minutes
-- ============================================================================

-- Latest definition: 20261125000300_maintenance_password_throttle.sql; the counting moved to private.throttle.
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
  if not private.throttle('maintenance_password', client, 10, interval '10 minutes', record_hit => false) then
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

  -- Only wrong guesses count; the check above has just let this client through, so this one is counted.
  if not matches then
    perform private.throttle('maintenance_password', client, 10, interval '10 minutes');
  end if;
  return matches;
end;
$$;

drop table private.maintenance_password_failures;
