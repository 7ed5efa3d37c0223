-- A message the SMTP server refuses for good (a 5xx reply to its recipient or its content) is failed and
-- no longer tried: before, every failure was retried hourly for ever, so a mailbox that does not exist was
-- asked again every hour. A temporary failure (4xx, the server unreachable, a 5xx to the login or the
-- sender, which a corrected setting cures for every message) keeps the backoff.
--
--   queued    waiting for its first attempt
--   sending   claimed by a worker (a lease: locked_until)
--   retrying  an attempt failed for now; tried again at next_attempt_at (10 s doubling to an hour)
--   sent      the SMTP server accepted it
--   failed    the SMTP server refused it for good; last_error holds its reply; never tried again

alter table public.mail_outbox drop constraint mail_outbox_status_check;
update public.mail_outbox set status = 'retrying' where status = 'failed';
-- Left by the address migration before it: a recipient that is no mailbox at all is never delivered.
update public.mail_outbox
   set status = 'failed', locked_until = null, secret = '{}'::jsonb,
       last_error = 'The recipient is not an e-mail address (an addr-spec): not sent.'
 where status <> 'sent' and private.email_address(recipient) is null;
alter table public.mail_outbox
  add constraint mail_outbox_status_check check (status in ('queued', 'sending', 'retrying', 'sent', 'failed'));
comment on column public.mail_outbox.status is
  'queued, sending (claimed), retrying (a temporary failure; again at next_attempt_at), sent, failed (refused for good by the SMTP server: last_error has its reply; not tried again).';

drop index public.mail_outbox_due_idx;
create index mail_outbox_due_idx on public.mail_outbox (next_attempt_at) where status in ('queued', 'retrying', 'sending');

-- From 20261126000500_leads.sql; only the statuses that are due changed ('retrying' instead of 'failed').
create or replace function public.mail_claim(batch integer default 10, lease_seconds integer default 60)
returns setof jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  settings private.mail_settings;
begin
  select * into settings from private.mail_settings;
  return query
  with due as (
    select o.id from public.mail_outbox o
    where o.status in ('queued', 'retrying', 'sending')
      and o.next_attempt_at <= now()
      and (o.locked_until is null or o.locked_until <= now())
    order by o.next_attempt_at
    limit greatest(batch, 1)
    for update skip locked
  ), claimed as (
    update public.mail_outbox o
       set status = 'sending', attempts = o.attempts + 1, locked_until = now() + make_interval(secs => lease_seconds)
      from due where o.id = due.id
    returning o.*
  )
  select jsonb_build_object(
           'id', c.id,
           'kind', c.kind,
           'recipient', c.recipient,
           'locale', c.locale,
           'attempts', c.attempts,
           'from_email', private.contact_setting('email'),
           'from_name', private.contact_setting('company'),
           'site_url', settings.site_url,
           'admin_url', coalesce(settings.admin_url, settings.site_url || '/admin'),
           'enquiry', (select to_jsonb(e) - 'honeypot' - 'form_token' from public.contact_enquiries e where e.id = c.enquiry_id),
           'confirm_token', c.secret ->> 'confirm_token',
           'unsubscribe_token', case when c.subscriber_id is null then null else private.newsletter_unsubscribe_token(c.subscriber_id) end
         )
  from claimed c;
end;
$$;

-- Replaces mail_complete(uuid, text): the worker now says whether the failure is permanent.
drop function public.mail_complete(uuid, text);

-- Records the outcome of one attempt: sent; failed for good (`permanent`: the SMTP server refused the
-- recipient or the message with a 5xx reply, kept in last_error; the link tokens it carried are dropped);
-- or retrying after a backoff of 10 s doubling up to an hour.
create function public.mail_complete(message_id uuid, error text default null, permanent boolean default false)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if error is null then
    update public.mail_outbox
       set status = 'sent', sent_at = now(), locked_until = null, last_error = null, secret = '{}'::jsonb
     where id = message_id;
  elsif coalesce(permanent, false) then
    update public.mail_outbox
       set status = 'failed', locked_until = null, last_error = left(error, 2000), secret = '{}'::jsonb
     where id = message_id;
  else
    update public.mail_outbox
       set status = 'retrying', locked_until = null, last_error = left(error, 2000),
           next_attempt_at = now() + least(interval '1 hour', interval '10 seconds' * power(2, greatest(attempts - 1, 0)))
     where id = message_id;
  end if;
end;
$$;
comment on function public.mail_complete(uuid, text, boolean) is
  'Mail worker only (service_role): marks a claimed message sent, failed for good (permanent: an SMTP 5xx to its recipient or content), or retrying after backoff.';

revoke all on function public.mail_complete(uuid, text, boolean) from public, anon, authenticated;
grant execute on function public.mail_complete(uuid, text, boolean) to service_role;
