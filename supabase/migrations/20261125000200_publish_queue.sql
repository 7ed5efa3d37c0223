-- Publishing to live: every committed change to what the prerendered public pages show (blog posts,
-- modules, pricing plans, references, the contact info) lands in a queue that the publisher reads, and,
-- when a webhook URL is configured and pg_net is available (hosted Supabase: Database Webhooks' extension),
-- also wakes the publisher (or a static host's build hook) at once. Scheduled posts are announced when
-- they fall due. Nothing here is exposed to anon or authenticated; the publisher uses the service_role key.

create table private.publish_events (
  id bigint generated always as identity primary key,
  table_name text not null,
  operation text not null,
  created_at timestamptz not null default clock_timestamp()
);
comment on table private.publish_events is 'One row per committed statement that changed public content (or a scheduled post that fell due); the publisher re-renders, then deletes what it handled.';

create table private.publish_settings (
  id boolean primary key default true check (id),
  webhook_url text,
  webhook_secret text,
  scheduled_checked_at timestamptz not null default now()
);
comment on table private.publish_settings is 'The single row of publishing settings. webhook_url: called (POST, JSON) through pg_net after each change, with the header X-Publish-Secret: webhook_secret. scheduled_checked_at: scheduled posts due up to this moment have been announced.';
insert into private.publish_settings default values;

-- ============================================================================
-- Announcing a change
-- ============================================================================

-- Queues the change and calls the webhook. pg_net's http_post is looked up at run time, so this migration
-- runs where pg_net is not installed (the queue alone is then the mechanism); its request is sent only
-- after the transaction commits, like the queue row becomes visible only then.
create function private.announce_publish_change(changed_table text, operation text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.publish_settings;
begin
  insert into private.publish_events (table_name, operation) values (changed_table, operation);
  select * into settings from private.publish_settings;
  if settings.webhook_url is null
     or to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is null then
    return;
  end if;
  execute 'select net.http_post(url => $1, body => $2, headers => $3, timeout_milliseconds => 5000)'
  using settings.webhook_url,
        jsonb_build_object('type', 'content_changed', 'table', changed_table, 'operation', operation),
        jsonb_build_object('Content-Type', 'application/json', 'X-Publish-Secret', coalesce(settings.webhook_secret, ''));
end;
$$;

create function private.publish_on_statement()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.announce_publish_change(tg_table_name, tg_op);
  return null;
end;
$$;

-- site_settings also holds admin-only keys; only the contact info is on the public pages.
create function private.publish_on_contact_info()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (case tg_op when 'DELETE' then old.setting_key else new.setting_key end) = 'contact_info' then
    perform private.announce_publish_change(tg_table_name, tg_op);
  end if;
  return null;
end;
$$;

create trigger blog_posts_publish
  after insert or update or delete on public.blog_posts
  for each statement execute function private.publish_on_statement();
create trigger modules_publish
  after insert or update or delete on public.modules
  for each statement execute function private.publish_on_statement();
create trigger pricing_plans_publish
  after insert or update or delete on public.pricing_plans
  for each statement execute function private.publish_on_statement();
create trigger references_publish
  after insert or update or delete on public."references"
  for each statement execute function private.publish_on_statement();
create trigger site_settings_publish
  after insert or update or delete on public.site_settings
  for each row execute function private.publish_on_contact_info();

-- ============================================================================
-- Scheduled posts
-- ============================================================================

-- Announces posts whose publish_at has passed since the last check. Called by the publisher's status
-- request and, on hosted Supabase with pg_cron, every minute (below).
create function private.announce_due_posts()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  checked_at timestamptz;
  due integer;
begin
  select s.scheduled_checked_at into checked_at from private.publish_settings s for update;
  select count(*) into due
  from public.blog_posts p
  where p.published and p.publish_at > checked_at and p.publish_at <= now();
  update private.publish_settings set scheduled_checked_at = now();
  if due > 0 then
    perform private.announce_publish_change('blog_posts', 'SCHEDULED');
  end if;
  return due;
end;
$$;

do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform cron.schedule('announce-due-posts', '* * * * *', 'select private.announce_due_posts()');
  end if;
end
$$;

-- ============================================================================
-- The publisher's API (service_role only)
-- ============================================================================

create function public.publish_queue_status()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.announce_due_posts();
  return jsonb_build_object(
    'latest_event_id', (select max(e.id) from private.publish_events e),
    'pending', (select count(*) from private.publish_events),
    'next_scheduled_at', (
      select min(p.publish_at) from public.blog_posts p where p.published and p.publish_at > now()
    )
  );
end;
$$;
comment on function public.publish_queue_status() is 'For the publisher: announces scheduled posts that fell due, then returns {latest_event_id, pending, next_scheduled_at}.';

create function public.publish_queue_ack(through_id bigint)
returns integer
language sql
security definer
set search_path = ''
as $$
  with handled as (delete from private.publish_events e where e.id <= through_id returning 1)
  select count(*)::integer from handled
$$;
comment on function public.publish_queue_ack(bigint) is 'For the publisher: forgets the events it has rendered (ids up to through_id); returns how many.';

revoke execute on function public.publish_queue_status() from public, anon, authenticated;
revoke execute on function public.publish_queue_ack(bigint) from public, anon, authenticated;
grant execute on function public.publish_queue_status() to service_role;
grant execute on function public.publish_queue_ack(bigint) to service_role;
