-- The contact form is no relay and a person is never silently discarded.
-- A form token is spent by the first form that sends it and lasts 2 hours. Its age is one signal among
-- others: a form sent quickly after the page became usable (browser autofill) is only doubtful. A doubtful
-- enquiry notifies sales, marked; only the honeypot, a missing, forged, spent or expired token, or two
-- doubts together keep an enquiry as spam (stored, never notified). Moving an enquiry out of spam also
-- sends the visitor's confirmation (once). An enquiry says which module or service it is about.

-- ============================================================================
-- Form tokens: signed, single-use, 2 hours
-- ============================================================================

-- Spent tokens (their signature) until they would have expired anyway.
create table private.spent_form_tokens (
  signature text primary key,
  expires_at timestamptz not null
);
create index spent_form_tokens_expires_idx on private.spent_form_tokens (expires_at);
revoke all on private.spent_form_tokens from public, anon, authenticated;

-- `<issued ms>.<nonce>.<signature>`: the nonce tells apart tokens issued in the same millisecond.
create function private.form_token_at(issued_ms bigint)
returns text
language sql
volatile
security definer
set search_path = ''
as $$
  select t.issued || '.' || t.nonce || '.' || private.sign('form:' || t.issued || '.' || t.nonce)
  from (select issued_ms::text as issued, replace(gen_random_uuid()::text, '-', '') as nonce) t;
$$;
revoke all on function private.form_token_at(bigint) from public;

-- Issuing stays stateless (nothing is written), so a page may ask for a token as it opens; only sending spends one.
create or replace function public.issue_form_token()
returns text
language sql
volatile
security definer
set search_path = ''
as $$
  select private.form_token_at(floor(extract(epoch from clock_timestamp()) * 1000)::bigint);
$$;
comment on function public.issue_form_token() is 'Public: a signed, single-use token (2 hours) the contact and newsletter forms send back; see private.spend_form_token.';

-- The old two-part tokens and their check give way to spend_form_token.
drop function private.form_token_problem(text);

-- Checks the token a form sent and spends it. Returns null for a genuine token at least 3 s old; the soft
-- 'sent too fast' for a younger one; otherwise a hard problem: 'no valid form token', 'form token
-- expired', 'form token used'. A refused insert rolls back, so the token is spent only with a stored form.
create function private.spend_form_token(token text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  issued text := split_part(coalesce(token, ''), '.', 1);
  nonce text := split_part(coalesce(token, ''), '.', 2);
  token_signature text := split_part(coalesce(token, ''), '.', 3);
  issued_at timestamptz;
  spent integer;
begin
  if issued !~ '^[0-9]{10,16}$' or nonce !~ '^[0-9a-f]{32}$'
     or token_signature is distinct from private.sign('form:' || issued || '.' || nonce) then
    return 'no valid form token';
  end if;
  issued_at := to_timestamp(issued::bigint / 1000.0);
  if clock_timestamp() - issued_at > interval '2 hours' then
    return 'form token expired';
  end if;
  delete from private.spent_form_tokens s where s.expires_at < now();
  insert into private.spent_form_tokens (signature, expires_at)
  values (token_signature, issued_at + interval '2 hours')
  on conflict do nothing;
  get diagnostics spent = row_count;
  if spent = 0 then
    return 'form token used';
  end if;
  if clock_timestamp() - issued_at < interval '3 seconds' then
    return 'sent too fast';
  end if;
  return null;
end;
$$;
revoke all on function private.spend_form_token(text) from public;

-- ============================================================================
-- Enquiries: doubts, the module or service, the visitor's confirmation
-- ============================================================================

alter table public.contact_enquiries
  add column doubt_reason text,
  add column module_id uuid references public.modules (id) on delete set null,
  add column module_name text,
  add column service text check (service in ('process-analysis', 'implementation', 'api-integration', 'training', 'support', 'consulting')),
  add column confirmation_queued_at timestamptz,
  -- Written by the form (a module's slug or id from ?modul=), resolved by the insert trigger, never stored.
  add column module_key text;

comment on column public.contact_enquiries.doubt_reason is 'Set when one signal (sent fast after the page opened, links in the message, a link in the name or company) makes the enquiry doubtful: it still notifies sales, marked. Two signals make it spam.';
comment on column public.contact_enquiries.spam_reason is 'Why the database kept the enquiry as spam (honeypot filled, no valid form token, form token expired, form token used, or two doubts joined by ", "); null when staff marked it.';
comment on column public.contact_enquiries.module_id is 'The module whose button led to the form (?modul=); null when it came otherwise or the module was deleted.';
comment on column public.contact_enquiries.module_name is 'The module''s Czech name when the enquiry came, from the modules table (never the visitor''s text).';
comment on column public.contact_enquiries.service is 'The service whose button led to the form (?sluzba=), one of the services page''s cards.';
comment on column public.contact_enquiries.confirmation_queued_at is 'When the visitor''s confirmation e-mail was queued; null for spam until staff take it out.';
comment on column public.contact_enquiries.module_key is 'Always null when stored: the module slug or id the form sent.';

grant insert (service, module_key) on public.contact_enquiries to anon, authenticated;

-- Replaces the trigger function of 20261126000500_leads.sql: a fast form is doubtful, not spam, and the
-- token is spent.
create or replace function private.screen_enquiry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  token_problem text;
  doubts text[] := '{}';
  link constant text := '(https?://|www\.)';
begin
  if private.is_visitor_request() then
    perform private.throttle_form('enquiry', 5);
    token_problem := private.spend_form_token(new.form_token);
    if token_problem = 'sent too fast' then
      doubts := doubts || token_problem;
      token_problem := null;
    end if;
    if new.message ~* link then
      doubts := doubts || 'links in the message'::text;
    end if;
    if concat_ws(' ', new.name, new.company) ~* link then
      doubts := doubts || 'link in the name or company'::text;
    end if;
    new.spam_reason := case
      when nullif(btrim(coalesce(new.honeypot, '')), '') is not null then 'honeypot filled'
      when token_problem is not null then token_problem
      when cardinality(doubts) >= 2 then array_to_string(doubts, ', ')
    end;
    new.is_spam := new.spam_reason is not null;
    new.doubt_reason := case when not new.is_spam and cardinality(doubts) = 1 then doubts[1] end;
  end if;
  if new.intent is distinct from 'plan' then
    new.plan_name := null;
  end if;
  if nullif(btrim(new.module_key), '') is not null then
    select m.id, m.name_cs into new.module_id, new.module_name
    from public.modules m
    where m.active and (m.slug = btrim(new.module_key) or m.id::text = lower(btrim(new.module_key)))
    limit 1;
  end if;
  new.honeypot := null;
  new.form_token := null;
  new.module_key := null;
  return new;
end;
$$;

-- ============================================================================
-- Enquiry mails
-- ============================================================================

create function private.queue_enquiry_confirmation(enquiry public.contact_enquiries)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.mail_outbox (kind, recipient, locale, enquiry_id)
  values ('enquiry_confirmation', enquiry.email, enquiry.locale, enquiry.id);
  update public.contact_enquiries set confirmation_queued_at = now() where id = enquiry.id;
end;
$$;
revoke all on function private.queue_enquiry_confirmation(public.contact_enquiries) from public;

-- Replaces the function of 20261126000500_leads.sql: the confirmation is recorded on the enquiry.
create or replace function private.queue_enquiry_mails()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not new.is_spam then
    perform private.queue_enquiry_notification(new);
    perform private.queue_enquiry_confirmation(new);
  end if;
  return null;
end;
$$;

-- Replaces the function of 20261126000500_leads.sql: out of spam, sales is told and the visitor thanked,
-- each once.
create or replace function private.notify_enquiry_out_of_spam()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.is_spam and not new.is_spam then
    if new.notified_at is null then
      perform private.queue_enquiry_notification(new);
    end if;
    if new.confirmation_queued_at is null then
      perform private.queue_enquiry_confirmation(new);
    end if;
  end if;
  return null;
end;
$$;

-- Enquiries sent before this migration were confirmed when they were not spam.
update public.contact_enquiries e
   set confirmation_queued_at = coalesce(
     (select min(o.created_at) from public.mail_outbox o where o.enquiry_id = e.id and o.kind = 'enquiry_confirmation'),
     e.created_at)
 where not e.is_spam;

-- ============================================================================
-- Newsletter: a fast sign-up is a sign-up
-- ============================================================================

-- Replaces the function of 20261126000500_leads.sql: only the honeypot or a missing, forged, spent or
-- expired token drops a sign-up (a bot's; answered alike); one sent fast is stored and confirmed by e-mail
-- as any other (the double opt-in is the check).
create or replace function private.screen_newsletter_signup()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  known public.newsletter_subscribers%rowtype;
  token text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  target_id uuid;
  is_known boolean;
  token_problem text;
begin
  new.email := lower(btrim(new.email));
  if private.is_visitor_request() then
    perform private.throttle_form('newsletter', 3);
    token_problem := private.spend_form_token(new.form_token);
    if nullif(btrim(coalesce(new.honeypot, '')), '') is not null
       or (token_problem is not null and token_problem <> 'sent too fast') then
      -- Answered like any sign-up; nothing is stored or sent.
      return null;
    end if;
  end if;
  new.honeypot := null;
  new.form_token := null;
  new.consent_version := coalesce(new.consent_version, (select max(v.version) from public.newsletter_consent_versions v));

  select * into known from public.newsletter_subscribers s where lower(s.email) = new.email for update;
  is_known := found;
  if is_known and known.status = 'confirmed' then
    return null;
  end if;
  if is_known and known.confirmation_sent_at > now() - interval '10 minutes' then
    return null;
  end if;

  if is_known then
    update public.newsletter_subscribers s
       set status = 'pending', locale = new.locale, consent_version = new.consent_version,
           confirm_token_hash = sha256(convert_to(token, 'UTF8')), confirmation_sent_at = now(),
           created_at = now(), confirmed_at = null
     where s.id = known.id;
    target_id := known.id;
  else
    new.status := 'pending';
    new.confirm_token_hash := sha256(convert_to(token, 'UTF8'));
    new.confirmation_sent_at := now();
    new.confirmed_at := null;
    new.unsubscribed_at := null;
    target_id := new.id;
  end if;

  insert into public.mail_outbox (kind, recipient, locale, subscriber_id, secret)
  values ('newsletter_confirmation', new.email, new.locale, target_id, jsonb_build_object('confirm_token', token));

  return case when is_known then null else new end;
end;
$$;
