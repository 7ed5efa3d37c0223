-- Invitations grant their role only when the invitee accepts through the link e-mailed to the invited
-- address after the invitation: possessing the one-time token from that e-mail, while signed in to the
-- confirmed account of that address, is the proof. Before this, the role went to whichever account
-- held the address when the invitation was created or inserted, including an unconfirmed sign-up whose
-- password was chosen by someone else (anyone can sign up any address).
-- Design: docs/decisions/0004-roles-and-policies.md; policy table: docs/rls-matrix.md.

alter table public.invitations
  add column full_name text check (char_length(full_name) <= 200),
  add column token_hash bytea,
  add column expires_at timestamptz not null default now() + interval '7 days';

comment on table public.invitations is
  'Role grants by e-mail, created by an admin through create_invitation(). The role is granted only by accept_invitation() with the token from the invitation e-mail.';
comment on column public.invitations.token_hash is 'sha256 of the one-time token in the invitation link; the token itself is never stored.';
comment on column public.invitations.full_name is 'Name the admin entered; becomes the profile name on acceptance.';

create unique index invitations_token_hash_idx on public.invitations (token_hash) where token_hash is not null;

-- A new account no longer receives a role on insert: its owner has not proved the address yet.
create or replace function private.handle_new_auth_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (user_id, full_name, role, created_at)
  values (
    new.id,
    left(nullif(btrim(new.raw_user_meta_data ->> 'full_name'), ''), 200),
    'user',
    coalesce(new.created_at, now())
  )
  on conflict (user_id) do nothing;
  return new;
end;
$$;

-- Nor does an existing account when the invitation is created.
drop trigger invitations_accept_for_existing_user on public.invitations;
drop function private.accept_invitation_for_existing_user();

-- Roles that the earlier triggers gave to accounts whose address was never confirmed are withdrawn.
delete from public.user_roles r
using auth.users u
where u.id = r.user_id and u.email_confirmed_at is null;

-- When an invited address is confirmed, a password set before (by whoever signed the address up first)
-- stops working: the invitee sets their own on the page the invitation link opens. A BEFORE trigger
-- changes only the row being written, so it needs no privileges on auth.users.
create function private.forget_credentials_of_invited_address()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.email_confirmed_at is null and new.email_confirmed_at is not null
     and exists (
       select 1 from public.invitations i
       where i.email = lower(btrim(new.email)) and i.accepted_at is null and i.expires_at > now()
     ) then
    new.encrypted_password := '';
  end if;
  return new;
end;
$$;
revoke all on function private.forget_credentials_of_invited_address() from public;

create trigger on_auth_user_confirmed_forget_invited_credentials
  before update of email_confirmed_at on auth.users
  for each row execute function private.forget_credentials_of_invited_address();

-- ============================================================================
-- RPCs
-- ============================================================================

create function public.create_invitation(invitee_email text, invitee_role text, invitee_full_name text default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  normalized text := lower(btrim(invitee_email));
begin
  if not private.is_admin() then
    raise exception 'Only administrators may invite users' using errcode = '42501';
  end if;
  if invitee_role is null or invitee_role not in ('user', 'editor', 'admin') then
    raise exception 'Neplatná role pozvánky.' using errcode = '22023';
  end if;
  if normalized is null or normalized !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or char_length(normalized) > 320 then
    raise exception 'Neplatný e-mail.' using errcode = '22023';
  end if;

  -- Inviting the same address again renews the invitation: a new role and link, the old link stops working.
  insert into public.invitations (email, role, full_name, token_hash, invited_by, created_at, expires_at, accepted_at)
  values (
    normalized,
    invitee_role,
    left(nullif(btrim(invitee_full_name), ''), 200),
    sha256(convert_to(token, 'UTF8')),
    auth.uid(),
    now(),
    now() + interval '7 days',
    null
  )
  on conflict (email) do update
    set role = excluded.role,
        full_name = excluded.full_name,
        token_hash = excluded.token_hash,
        invited_by = excluded.invited_by,
        created_at = excluded.created_at,
        expires_at = excluded.expires_at,
        accepted_at = null;

  return token;
end;
$$;
comment on function public.create_invitation(text, text, text) is
  'Admins only (else 42501): creates or renews the invitation of an address and returns its one-time token (valid 7 days) for the link e-mailed to that address.';

create function public.accept_invitation(invitation_token text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  caller_email text;
  caller_confirmed timestamptz;
  pending public.invitations%rowtype;
begin
  if caller is null then
    raise exception 'Pro přijetí pozvánky otevřete odkaz z e-mailu.' using errcode = '42501';
  end if;

  select lower(u.email), u.email_confirmed_at into caller_email, caller_confirmed
  from auth.users u where u.id = caller;

  select * into pending
  from public.invitations i
  where i.token_hash = sha256(convert_to(coalesce(invitation_token, ''), 'UTF8'))
  for update;

  if not found
     or pending.accepted_at is not null
     or pending.expires_at <= now()
     or caller_confirmed is null
     or pending.email is distinct from caller_email then
    raise exception 'Pozvánka je neplatná nebo vypršela.' using errcode = '22023';
  end if;

  perform private.grant_invited_role(caller, pending.role);
  if pending.full_name is not null then
    update public.profiles set full_name = pending.full_name where user_id = caller;
  end if;
  update public.invitations set accepted_at = now(), token_hash = null where id = pending.id;
  return pending.role;
end;
$$;
comment on function public.accept_invitation(text) is
  'The signed-in invitee (confirmed account of the invited address) accepts with the token from the invitation e-mail; grants the role once. Anything else: 22023.';

revoke all on function public.create_invitation(text, text, text), public.accept_invitation(text) from public, anon;
grant execute on function public.create_invitation(text, text, text), public.accept_invitation(text) to authenticated, service_role;

-- The users list also shows who has an invitation waiting (and for which role).
drop function public.admin_list_users();

create function public.admin_list_users()
returns table (
  id uuid,
  email text,
  created_at timestamptz,
  last_sign_in_at timestamptz,
  email_confirmed_at timestamptz,
  full_name text,
  profile_role text,
  roles text[],
  invited_role text
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
           ),
           (select i.role from public.invitations i
             where i.email = lower(u.email) and i.accepted_at is null and i.expires_at > now())
    from auth.users u
    left join public.profiles p on p.user_id = u.id
    order by u.created_at desc;
end;
$$;
comment on function public.admin_list_users() is
  'Admins only (else 42501): every auth user with e-mail, sign-in dates, profile, system roles and the role of a pending invitation.';

revoke all on function public.admin_list_users() from public, anon;
grant execute on function public.admin_list_users() to authenticated, service_role;
