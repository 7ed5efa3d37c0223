-- Invitations send one e-mail of their own through the outbox (kind 'staff_invitation'), instead of the
-- admin's browser signing the address up and asking the auth service for a recovery e-mail: the auth
-- service's project-wide e-mail budget (which strangers can spend) no longer decides whether staff can be
-- invited, and the invitee gets one message that names the inviter, the role and the site, whose link
-- works as long as the invitation (7 days) and once. The link leads to the mail worker, which checks the
-- invitation (invitation_for_link) and asks the auth service's admin API for a fresh sign-in link (GoTrue
-- generate_link: no e-mail, no e-mail budget) that lands on /auth/update-password?pozvanka=<token>.
-- Design: docs/decisions/0004-roles-and-policies.md; docs/mail.md; docs/auth-security.md.

alter table public.invitations
  add column locale text not null default 'cs' check (locale in ('cs', 'en', 'de'));
comment on column public.invitations.locale is 'Language of the invitation e-mail.';

alter table public.mail_outbox
  add column invitation_id uuid references public.invitations (id) on delete cascade;
create index mail_outbox_invitation_idx on public.mail_outbox (invitation_id);
grant select (invitation_id) on public.mail_outbox to authenticated;

alter table public.mail_outbox drop constraint mail_outbox_kind_check;
alter table public.mail_outbox add constraint mail_outbox_kind_check
  check (kind in ('enquiry_notification', 'enquiry_confirmation', 'newsletter_confirmation', 'staff_invitation'));

-- The token now goes only into the e-mail (the outbox's secret, emptied once sent): the admin no longer
-- receives it, since with it anyone could sign in as the invitee through the link.
drop function public.create_invitation(text, text, text);

create function public.create_invitation(
  invitee_email text,
  invitee_role text,
  invitee_full_name text default null,
  invitee_locale text default 'cs'
)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  normalized text := lower(btrim(invitee_email));
  saved_id uuid;
begin
  if not private.is_admin() then
    raise exception 'Only administrators may invite users' using errcode = '42501';
  end if;
  if invitee_role is null or invitee_role not in ('user', 'editor', 'admin') then
    raise exception 'Neplatná role pozvánky.' using errcode = '22023', hint = 'invalid_role';
  end if;
  if normalized is null or normalized !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' or char_length(normalized) > 320 then
    raise exception 'Neplatný e-mail.' using errcode = '22023', hint = 'invalid_email';
  end if;
  if invitee_locale is null or invitee_locale not in ('cs', 'en', 'de') then
    raise exception 'Neplatný jazyk pozvánky.' using errcode = '22023', hint = 'invalid_locale';
  end if;
  if exists (
    select 1 from auth.users u join public.user_roles r on r.user_id = u.id
    where lower(u.email) = normalized and r.role = invitee_role
  ) then
    raise exception 'Uživatel s tímto e-mailem už tuto roli má.' using errcode = '23505', hint = 'role_already_granted';
  end if;

  -- Inviting the same address again renews the invitation: a new role and link, the old link stops working.
  insert into public.invitations (email, role, full_name, locale, token_hash, invited_by, created_at, expires_at, accepted_at)
  values (
    normalized,
    invitee_role,
    left(nullif(btrim(invitee_full_name), ''), 200),
    invitee_locale,
    sha256(convert_to(token, 'UTF8')),
    auth.uid(),
    now(),
    now() + interval '7 days',
    null
  )
  on conflict (email) do update
    set role = excluded.role,
        full_name = excluded.full_name,
        locale = excluded.locale,
        token_hash = excluded.token_hash,
        invited_by = excluded.invited_by,
        created_at = excluded.created_at,
        expires_at = excluded.expires_at,
        accepted_at = null
  returning id into saved_id;

  -- An earlier e-mail still waiting would carry the link that just stopped working.
  delete from public.mail_outbox o where o.invitation_id = saved_id and o.status <> 'sent';
  begin
    insert into public.mail_outbox (kind, recipient, locale, invitation_id, secret)
    values ('staff_invitation', normalized, invitee_locale, saved_id, jsonb_build_object('invitation_token', token));
  exception when others then
    raise exception 'E-mail s pozvánkou se nepodařilo zařadit k odeslání: %', sqlerrm using errcode = 'P0001', hint = 'mail_not_queued';
  end;

  return saved_id;
end;
$$;
comment on function public.create_invitation(text, text, text, text) is
  'Admins only (else 42501): creates or renews the invitation of an address (7 days) and queues its one e-mail (mail_outbox kind staff_invitation, in the given language) with the one-time token; returns the invitation id. Refusals carry a hint: invalid_role, invalid_email, invalid_locale (22023), role_already_granted (23505), mail_not_queued (P0001).';

revoke all on function public.create_invitation(text, text, text, text) from public, anon;
grant execute on function public.create_invitation(text, text, text, text) to authenticated, service_role;

-- What the mail worker writes into the invitation e-mail (besides what mail_claim gives every message).
create function public.mail_invitation(message_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
           'token', o.secret ->> 'invitation_token',
           'role', i.role,
           'invitee_name', i.full_name,
           'inviter_name', coalesce(nullif(btrim(p.full_name), ''), u.email::text),
           'expires_at', i.expires_at,
           'pending', i.accepted_at is null and i.expires_at > now()
         )
  from public.mail_outbox o
  join public.invitations i on i.id = o.invitation_id
  left join public.profiles p on p.user_id = i.invited_by
  left join auth.users u on u.id = i.invited_by
  where o.id = message_id;
$$;
comment on function public.mail_invitation(uuid) is
  'Mail worker only (service_role): the invitation of a staff_invitation message (token, role, invitee, inviter, expiry, whether still pending).';

-- The mail worker's answer to a click on the invitation link: the invited address while the invitation
-- is pending (else null), whether it already has a confirmed account (the auth service then signs it in
-- with a magic link rather than an invite), and where the link lands.
create function public.invitation_for_link(invitation_token text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
           'email', i.email,
           'full_name', i.full_name,
           'confirmed_account', exists (
             select 1 from auth.users u where lower(u.email) = i.email and u.email_confirmed_at is not null
           ),
           'site_url', (select m.site_url from private.mail_settings m)
         )
  from public.invitations i
  where i.token_hash = sha256(convert_to(coalesce(invitation_token, ''), 'UTF8'))
    and i.accepted_at is null
    and i.expires_at > now();
$$;
comment on function public.invitation_for_link(text) is
  'Mail worker only (service_role): the pending invitation of a link token (email, full_name, confirmed_account, site_url), or null.';

revoke all on function public.mail_invitation(uuid), public.invitation_for_link(text) from public, anon, authenticated;
grant execute on function public.mail_invitation(uuid), public.invitation_for_link(text) to service_role;
