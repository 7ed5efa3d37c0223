-- Contact-form enquiries and newsletter sign-ups. Visitors may only insert (with consent, within
-- the length limits below); they cannot read anything back, so clients insert with
-- Prefer: return=minimal. Staff read them and mark enquiries handled; admins delete (GDPR erasure).

create table public.contact_enquiries (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 200),
  email text not null check (char_length(email) <= 320 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  phone text check (char_length(phone) <= 50),
  company text check (char_length(company) <= 200),
  message text not null check (char_length(btrim(message)) between 1 and 5000),
  gdpr_consent boolean not null check (gdpr_consent),
  handled boolean not null default false,
  created_at timestamptz not null default now()
);
comment on table public.contact_enquiries is 'Messages from the public contact form. Insert-only for visitors; staff read and mark them handled.';
comment on column public.contact_enquiries.gdpr_consent is 'Consent to processing personal data; a row without it is refused.';
comment on column public.contact_enquiries.handled is 'Set by staff once the enquiry was answered.';

create index contact_enquiries_created_at_idx on public.contact_enquiries (created_at desc);

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null check (char_length(email) <= 320 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  created_at timestamptz not null default now()
);
comment on table public.newsletter_subscribers is 'Newsletter sign-ups. Insert-only for visitors; a repeated e-mail is silently ignored.';

create unique index newsletter_subscribers_email_key on public.newsletter_subscribers (lower(email));

-- A repeated sign-up succeeds without inserting, so the answer never reveals who is subscribed.
create function private.skip_known_newsletter_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.email := lower(btrim(new.email));
  if exists (select 1 from public.newsletter_subscribers s where lower(s.email) = new.email) then
    return null;
  end if;
  return new;
end;
$$;
revoke all on function private.skip_known_newsletter_email() from public;

create trigger newsletter_subscribers_skip_known_email
  before insert on public.newsletter_subscribers
  for each row execute function private.skip_known_newsletter_email();

-- ============================================================================
-- Row-level security: contact_enquiries
-- ============================================================================

alter table public.contact_enquiries enable row level security;

revoke all on public.contact_enquiries from anon, authenticated;
grant insert (name, email, phone, company, message, gdpr_consent) on public.contact_enquiries to anon, authenticated;
grant select, delete on public.contact_enquiries to authenticated;
grant update (handled) on public.contact_enquiries to authenticated;
grant all on public.contact_enquiries to service_role;

-- Consent and the limits are CHECK constraints, so a refused form is a 400 (23514) with the
-- constraint's name rather than a policy violation, which the API reports to anon as 401.
create policy "anyone sends an enquiry"
  on public.contact_enquiries for insert to anon, authenticated
  with check (true);

create policy "staff read enquiries"
  on public.contact_enquiries for select to authenticated
  using ((select private.is_staff()));

create policy "staff mark enquiries handled"
  on public.contact_enquiries for update to authenticated
  using ((select private.is_staff()))
  with check ((select private.is_staff()));

create policy "admins delete enquiries"
  on public.contact_enquiries for delete to authenticated
  using ((select private.is_admin()));

-- ============================================================================
-- Row-level security: newsletter_subscribers
-- ============================================================================

alter table public.newsletter_subscribers enable row level security;

revoke all on public.newsletter_subscribers from anon, authenticated;
grant insert (email) on public.newsletter_subscribers to anon, authenticated;
grant select, delete on public.newsletter_subscribers to authenticated;
grant all on public.newsletter_subscribers to service_role;

create policy "anyone subscribes"
  on public.newsletter_subscribers for insert to anon, authenticated
  with check (true);

create policy "staff read subscribers"
  on public.newsletter_subscribers for select to authenticated
  using ((select private.is_staff()));

create policy "admins delete subscribers"
  on public.newsletter_subscribers for delete to authenticated
  using ((select private.is_admin()));
