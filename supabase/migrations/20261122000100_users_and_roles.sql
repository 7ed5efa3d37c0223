-- Users and roles: profiles, system roles, invitations, the role helpers every policy uses,
-- the trigger that gives a new auth user its profile, and the admin-only user RPCs.
-- Design: docs/decisions/0004-roles-and-policies.md; policy table: docs/rls-matrix.md.

create extension if not exists pgcrypto with schema extensions;

-- Helpers that policies call but that must not be callable over REST live here:
-- PostgREST exposes only the schemas in config.toml [api].schemas (public, graphql_public).
create schema if not exists private;
comment on schema private is 'Helpers for policies and triggers; not exposed over the REST API.';
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

create function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
comment on function private.set_updated_at() is 'BEFORE UPDATE trigger: stamps updated_at.';

-- ============================================================================
-- Tables
-- ============================================================================

create table public.profiles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  full_name text check (char_length(full_name) <= 200),
  role text not null default 'user' check (role in ('user', 'admin')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.profiles is 'One row per auth user, created by a trigger on auth.users. Readable by its owner and admins.';
comment on column public.profiles.role is 'Profile role (user or admin). Admin here OR in user_roles makes a user admin. Only admins can change it.';
comment on column public.profiles.full_name is 'Display name; copied from sign-up metadata full_name, editable by the user.';

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null check (role in ('user', 'editor', 'admin')),
  created_at timestamptz not null default now(),
  unique (user_id, role)
);
comment on table public.user_roles is 'System roles of a user (user, editor, admin). Managed by admins only; never derived from user-writable metadata.';

create table public.invitations (
  id uuid primary key default gen_random_uuid(),
  email text not null unique check (email = lower(email) and char_length(email) <= 320),
  role text not null check (role in ('user', 'editor', 'admin')),
  invited_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  accepted_at timestamptz
);
comment on table public.invitations is 'Pending role grants by e-mail, created by an admin. The auth.users trigger grants the role when that e-mail signs up (or at once if the account exists).';
comment on column public.invitations.email is 'Lower-cased by a trigger before the row is written.';

create index user_roles_user_id_idx on public.user_roles (user_id);
create index invitations_invited_by_idx on public.invitations (invited_by);

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function private.set_updated_at();

-- ============================================================================
-- Role helpers (used by policies of every table)
-- ============================================================================

-- SECURITY DEFINER so that policies on user_roles/profiles can call them without recursing into
-- their own policies; the owner (the migration role) owns those tables and is not subject to RLS.
create function private.is_admin(uid uuid default auth.uid())
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.user_roles r where r.user_id = is_admin.uid and r.role = 'admin')
      or exists (select 1 from public.profiles p where p.user_id = is_admin.uid and p.role = 'admin');
$$;
comment on function private.is_admin(uuid) is 'True when user_roles holds admin for the user OR the profile role is admin (spec section 6). Defaults to the caller.';

create function private.is_staff(uid uuid default auth.uid())
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.is_admin(is_staff.uid)
      or exists (select 1 from public.user_roles r where r.user_id = is_staff.uid and r.role = 'editor');
$$;
comment on function private.is_staff(uuid) is 'True for admins and editors: the people who manage site content.';

revoke all on function private.is_admin(uuid), private.is_staff(uuid) from public;
grant execute on function private.is_admin(uuid), private.is_staff(uuid) to authenticated, service_role;

-- ============================================================================
-- Guards and the new-user trigger
-- ============================================================================

-- Column privileges cannot tell an admin from a user (both are the database role "authenticated"),
-- so changing a profile's role is checked here.
create function private.guard_profile_role()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.role is distinct from old.role
     and current_user in ('anon', 'authenticated')
     and not private.is_admin() then
    raise exception 'Only an administrator may change a profile role'
      using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger profiles_guard_role
  before update on public.profiles
  for each row execute function private.guard_profile_role();

create function private.normalize_invitation_email()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.email := lower(btrim(new.email));
  return new;
end;
$$;

create trigger invitations_normalize_email
  before insert or update of email on public.invitations
  for each row execute function private.normalize_invitation_email();

create function private.grant_invited_role(target_user_id uuid, invitation_role text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.user_roles (user_id, role)
  values (target_user_id, invitation_role)
  on conflict (user_id, role) do nothing;

  if invitation_role = 'admin' then
    update public.profiles set role = 'admin' where user_id = target_user_id;
  end if;
end;
$$;
revoke all on function private.grant_invited_role(uuid, text) from public;

-- The profile role is always 'user': raw_user_meta_data is written by the signing-up user and is
-- never trusted for roles. Roles come only from an invitation an admin created.
create function private.handle_new_auth_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  pending public.invitations%rowtype;
begin
  insert into public.profiles (user_id, full_name, role, created_at)
  values (
    new.id,
    left(nullif(btrim(new.raw_user_meta_data ->> 'full_name'), ''), 200),
    'user',
    coalesce(new.created_at, now())
  )
  on conflict (user_id) do nothing;

  select * into pending
  from public.invitations i
  where i.email = lower(btrim(new.email)) and i.accepted_at is null;

  if found then
    perform private.grant_invited_role(new.id, pending.role);
    update public.invitations set accepted_at = now() where id = pending.id;
  end if;

  return new;
end;
$$;
revoke all on function private.handle_new_auth_user() from public;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_auth_user();

-- An invitation for an e-mail that already has an account is honoured at once.
create function private.accept_invitation_for_existing_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  existing_user_id uuid;
begin
  select u.id into existing_user_id
  from auth.users u
  where lower(u.email) = new.email
  limit 1;

  if existing_user_id is not null then
    perform private.grant_invited_role(existing_user_id, new.role);
    update public.invitations set accepted_at = now() where id = new.id;
  end if;

  return null;
end;
$$;
revoke all on function private.accept_invitation_for_existing_user() from public;

create trigger invitations_accept_for_existing_user
  after insert on public.invitations
  for each row execute function private.accept_invitation_for_existing_user();

-- ============================================================================
-- Row-level security: profiles
-- ============================================================================

alter table public.profiles enable row level security;

revoke all on public.profiles from anon, authenticated;
grant select, insert, delete on public.profiles to authenticated;
-- Only these columns can be changed over the API; the role change is further limited by the guard above.
grant update (full_name, role) on public.profiles to authenticated;
grant all on public.profiles to service_role;

create policy "users read their own profile"
  on public.profiles for select to authenticated
  using (user_id = (select auth.uid()));

create policy "admins read all profiles"
  on public.profiles for select to authenticated
  using ((select private.is_admin()));

create policy "admins create profiles"
  on public.profiles for insert to authenticated
  with check ((select private.is_admin()));

create policy "users update their own profile"
  on public.profiles for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "admins update all profiles"
  on public.profiles for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "admins delete profiles"
  on public.profiles for delete to authenticated
  using ((select private.is_admin()));

-- ============================================================================
-- Row-level security: user_roles
-- ============================================================================

alter table public.user_roles enable row level security;

revoke all on public.user_roles from anon, authenticated;
grant select, insert, update, delete on public.user_roles to authenticated;
grant all on public.user_roles to service_role;

create policy "users read their own roles"
  on public.user_roles for select to authenticated
  using (user_id = (select auth.uid()));

create policy "admins read all roles"
  on public.user_roles for select to authenticated
  using ((select private.is_admin()));

create policy "admins grant roles"
  on public.user_roles for insert to authenticated
  with check ((select private.is_admin()));

create policy "admins change roles"
  on public.user_roles for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "admins revoke roles"
  on public.user_roles for delete to authenticated
  using ((select private.is_admin()));

-- ============================================================================
-- Row-level security: invitations
-- ============================================================================

alter table public.invitations enable row level security;

revoke all on public.invitations from anon, authenticated;
grant select, insert, update, delete on public.invitations to authenticated;
grant all on public.invitations to service_role;

create policy "admins read invitations"
  on public.invitations for select to authenticated
  using ((select private.is_admin()));

create policy "admins create invitations"
  on public.invitations for insert to authenticated
  with check ((select private.is_admin()));

create policy "admins change invitations"
  on public.invitations for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "admins delete invitations"
  on public.invitations for delete to authenticated
  using ((select private.is_admin()));

-- ============================================================================
-- Admin RPCs: reading and deleting auth users is not possible over REST
-- ============================================================================

create function public.admin_list_users()
returns table (
  id uuid,
  email text,
  created_at timestamptz,
  last_sign_in_at timestamptz,
  email_confirmed_at timestamptz,
  full_name text,
  profile_role text,
  roles text[]
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Only administrators may list users' using errcode = '42501';
  end if;

  return query
    select u.id,
           u.email::text,
           u.created_at,
           u.last_sign_in_at,
           u.email_confirmed_at,
           p.full_name,
           p.role,
           coalesce(
             (select array_agg(r.role order by r.role) from public.user_roles r where r.user_id = u.id),
             '{}'::text[]
           )
    from auth.users u
    left join public.profiles p on p.user_id = u.id
    order by u.created_at desc;
end;
$$;
comment on function public.admin_list_users() is 'Admins only (else 42501): every auth user with e-mail, sign-in dates, profile and system roles.';

create function public.admin_delete_user(target uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Only administrators may delete users' using errcode = '42501';
  end if;

  if private.is_admin(target) then
    raise exception 'Administrátora nelze odstranit ze systému.'
      using errcode = '42501', hint = 'Remove the admin role first.';
  end if;

  delete from auth.users u where u.id = target;
  if not found then
    raise exception 'User % not found', target using errcode = 'P0002';
  end if;
end;
$$;
comment on function public.admin_delete_user(uuid) is 'Admins only: deletes a non-admin auth user; the profile and roles go with it (on delete cascade).';

revoke all on function public.admin_list_users(), public.admin_delete_user(uuid) from public, anon;
grant execute on function public.admin_list_users(), public.admin_delete_user(uuid) to authenticated, service_role;
