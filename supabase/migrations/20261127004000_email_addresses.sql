-- One e-mail address syntax for everything that stores an address a person typed: enquiries, newsletter
-- sign-ups, invitations and accounts. An address is an addr-spec only (RFC 5322 dot-atom local part, a
-- domain of DNS labels), never a display name, group, angle brackets, quotes or spaces: `Anyone<v@x.cz>`
-- or `G:v@x.cz;` reach the same mailbox as `v@x.cz` but would escape every per-address rule (one
-- confirmation per address per 10 minutes, personal-data export and erasure) and put an attacker's display
-- name into the To header. The TypeScript mirror the forms use is shared/content/src/email-address.

-- ============================================================================
-- The rule
-- ============================================================================

-- The address as it is stored: surrounding white space removed and the domain lower-cased (the local part
-- keeps its case: only the receiving server may interpret it). Null when the text is not an addr-spec:
-- a dot-atom local part of at most 64 characters (ASCII letters, digits and !#$%&'*+/=?^_`{|}~-, dots only
-- between them), a domain of at least two labels (letters, digits, inner hyphens, at most 63 each) whose
-- last starts with a letter, at most 254 characters in all (RFC 5321's path limit). Internationalised
-- domains are written in their ASCII (xn--) form, as GoTrue and most SMTP servers expect.
create function private.email_address(address text)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  trimmed text := regexp_replace(address, '^[ \t\n\r\f\v\u00a0]+|[ \t\n\r\f\v\u00a0]+$', '', 'g');
  local_part text;
begin
  if trimmed is null
     or char_length(trimmed) > 254
     or trimmed !~ ('^[A-Za-z0-9!#$%&''*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&''*+/=?^_`{|}~-]+)*'
                    '@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]([A-Za-z0-9-]{0,61}[A-Za-z0-9])$') then
    return null;
  end if;
  local_part := split_part(trimmed, '@', 1);
  if char_length(local_part) > 64 then
    return null;
  end if;
  return local_part || '@' || lower(split_part(trimmed, '@', 2));
end;
$$;
comment on function private.email_address(text) is
  'The stored form of an e-mail address (trimmed, domain lower-cased), or null when the text is not an addr-spec (no display name, group, brackets, quotes or spaces).';
revoke all on function private.email_address(text) from public;
-- check_lead_settings runs as the admin who saves Nastavení.
grant execute on function private.email_address(text) to authenticated, service_role;

-- Every table with an `email` a person typed: the address in its stored form, or the row is refused
-- (23514, as a CHECK would). An update that leaves the address as it was passes, so an account or a lead
-- stored before this rule keeps working.
-- SECURITY DEFINER: visitors (anon) and the auth service insert, and neither may use the private schema.
create function private.require_email_address()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  stored text;
begin
  if new.email is null or (tg_op = 'UPDATE' and new.email is not distinct from old.email) then
    return new;
  end if;
  stored := private.email_address(new.email);
  if stored is null then
    raise exception 'Neplatný e-mail: zadejte jen adresu, bez jména, závorek a mezer (např. jana@firma.cz).'
      using errcode = '23514',
            detail = 'An e-mail address must be an addr-spec: no display name, group, angle brackets, quotes or spaces.';
  end if;
  new.email := stored;
  return new;
end;
$$;
revoke all on function private.require_email_address() from public;

-- ============================================================================
-- Addresses stored before the rule
-- ============================================================================

-- Used by this migration only: the mailbox inside what the old, looser check let through
-- (`Name<v@x.cz>`, `"Name"<v@x.cz>`, `Group:v@x.cz;`, `mailto:v@x.cz`), in its stored form.
create function private.legacy_email_address(address text)
returns text
language sql
immutable
set search_path = ''
as $$
  select private.email_address(
    case
      when address ~ '<[^<>]*>' then substring(address from '<([^<>]*)>[^<>]*$')
      else regexp_replace(regexp_replace(btrim(address), '^[^:@"]*:', ''), ';[[:space:]]*$', '')
    end);
$$;

-- Enquiries (leads are never lost): the mailbox is kept in its stored form; a row whose text holds no
-- mailbox at all stays as it was (listed by `private.email_address(email) is distinct from email`).
update public.contact_enquiries e
   set email = private.legacy_email_address(e.email)
 where private.email_address(e.email) is distinct from e.email
   and private.legacy_email_address(e.email) is not null;

-- Sign-ups: several spellings of one mailbox become one subscription. The one already stored plainly
-- stays; otherwise the newest. The others go with their e-mails (on delete cascade).
with spelled as (
  select s.id,
         row_number() over (
           partition by lower(private.legacy_email_address(s.email))
           order by (s.email is not distinct from private.email_address(s.email)) desc, s.created_at desc, s.id
         ) as rank
  from public.newsletter_subscribers s
  where private.legacy_email_address(s.email) is not null
)
delete from public.newsletter_subscribers s
 using spelled
 where s.id = spelled.id and spelled.rank > 1;

update public.newsletter_subscribers s
   set email = lower(private.legacy_email_address(s.email))
 where s.email is distinct from lower(private.legacy_email_address(s.email))
   and private.legacy_email_address(s.email) is not null;

update public.invitations i
   set email = lower(private.legacy_email_address(i.email))
 where private.email_address(i.email) is distinct from i.email
   and private.legacy_email_address(i.email) is not null
   and not exists (select 1 from public.invitations other
                   where other.id <> i.id and other.email = lower(private.legacy_email_address(i.email)));

-- Messages not yet sent go to the bare mailbox (no display name of the sender's choosing); one whose
-- recipient holds no mailbox will never be delivered and is marked so (failed, see the next migration).
update public.mail_outbox o
   set recipient = private.legacy_email_address(o.recipient)
 where o.status <> 'sent'
   and private.email_address(o.recipient) is distinct from o.recipient
   and private.legacy_email_address(o.recipient) is not null;

drop function private.legacy_email_address(text);

-- ============================================================================
-- New and changed addresses (named to run before the tables' other BEFORE triggers, which fire in name
-- order: the screening triggers then see only stored-form addresses)
-- ============================================================================

create trigger contact_enquiries_email_address
  before insert or update of email on public.contact_enquiries
  for each row execute function private.require_email_address();

create trigger newsletter_subscribers_email_address
  before insert or update of email on public.newsletter_subscribers
  for each row execute function private.require_email_address();

create trigger invitations_email_address
  before insert or update of email on public.invitations
  for each row execute function private.require_email_address();

-- Hosted GoTrue refuses most of these itself (400 validation_failed); what its looser check lets through
-- (`a@localhost`, `a..b@x.cz`) is refused here, which GoTrue reports as 500 "Database error saving new user".
create trigger auth_users_email_address
  before insert or update of email on auth.users
  for each row execute function private.require_email_address();

-- The address sales is told at: the same rule (lead_settings.notification_email).
create or replace function private.check_lead_settings()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  notification text := btrim(coalesce(new.setting_value ->> 'notification_email', ''));
  retention jsonb := new.setting_value -> 'retention_months';
begin
  if new.setting_key <> 'lead_settings' then
    return new;
  end if;
  if notification <> '' and private.email_address(notification) is null then
    raise exception 'Neplatný e-mail pro upozornění na poptávky.' using errcode = '23514';
  end if;
  if retention is not null and (jsonb_typeof(retention) <> 'number' or retention::numeric <> trunc(retention::numeric)
     or retention::numeric not between 1 and 120) then
    raise exception 'Doba uchování poptávek musí být celý počet měsíců od 1 do 120.' using errcode = '23514';
  end if;
  return new;
end;
$$;
