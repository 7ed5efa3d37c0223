-- Schedules and visibility through the registry.
-- Scheduled publishing knew only posts: private.announce_due_posts and publish_queue_status's
-- next_scheduled_at read public.blog_posts' published and publish_at themselves, and the enquiry screening
-- decided by modules.active which module an enquiry may name. Now a content type may register when its rows
-- go public by schedule (private.content_types.scheduled_public_at: (row) -> timestamptz), the publisher's
-- wake-ups and announcements ask every type that has one, and the screening asks the module type's
-- visibility predicate.

alter table private.content_types add column scheduled_public_at regprocedure;
comment on column private.content_types.scheduled_public_at is
  'When a row goes public by its schedule: (row) -> timestamptz, null for a row with no schedule (the time may have passed: the row is public since). Null for types without schedules.';

create function private.blog_post_scheduled_public_at(post public.blog_posts)
returns timestamptz
language sql
stable
set search_path = ''
as $$ select case when post.published then post.publish_at end $$;
comment on function private.blog_post_scheduled_public_at(public.blog_posts) is
  'A published post with a publish_at goes public then (private.blog_post_is_public agrees once it has passed).';
revoke all on function private.blog_post_scheduled_public_at(public.blog_posts) from public;

-- Gives a registered type its schedule; scheduled_public_at must take the type's row and return timestamptz.
create function private.register_content_schedule(kind text, scheduled_public_at regprocedure)
returns void
language plpgsql
set search_path = ''
as $$
declare
  target regclass;
  schedule pg_catalog.pg_proc;
begin
  select format('public.%I', c.table_name)::regclass into target
  from private.content_types c where c.kind = register_content_schedule.kind and c.table_name is not null;
  if target is null then
    raise exception 'no registered content table of kind %', kind using errcode = '22023';
  end if;
  select * into schedule from pg_catalog.pg_proc p where p.oid = scheduled_public_at;
  if schedule.pronargs <> 1 or schedule.proargtypes[0] <> (select c.reltype from pg_catalog.pg_class c where c.oid = target)
     or schedule.prorettype <> 'timestamptz'::regtype then
    raise exception '% must take a row of % and return timestamptz', scheduled_public_at, target using errcode = '22023';
  end if;
  update private.content_types c set scheduled_public_at = register_content_schedule.scheduled_public_at
  where c.kind = register_content_schedule.kind;
end;
$$;
revoke all on function private.register_content_schedule(text, regprocedure) from public;

select private.register_content_schedule('post', 'private.blog_post_scheduled_public_at(public.blog_posts)');

-- The earliest time still ahead at which a row of any type goes public by its schedule.
create function private.next_scheduled_public_at()
returns timestamptz
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  type_row private.content_types;
  candidate timestamptz;
  earliest timestamptz;
begin
  for type_row in select * from private.content_types c where c.scheduled_public_at is not null loop
    execute format('select min(at) from (select %s(t) as at from public.%I t) s where at > now()',
                   type_row.scheduled_public_at::regproc, type_row.table_name)
      into candidate;
    if candidate is not null and (earliest is null or candidate < earliest) then
      earliest := candidate;
    end if;
  end loop;
  return earliest;
end;
$$;
revoke all on function private.next_scheduled_public_at() from public;

-- Announces, per type, rows that went public by their schedule since the last check. Called by the
-- publisher's status request and, on hosted Supabase with pg_cron, every minute.
create function private.announce_due_content()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  checked_at timestamptz;
  type_row private.content_types;
  due integer;
  total integer := 0;
begin
  select s.scheduled_checked_at into checked_at from private.publish_settings s for update;
  for type_row in select * from private.content_types c where c.scheduled_public_at is not null loop
    execute format('select count(*) from public.%I t where %s(t) > $1 and %s(t) <= now()',
                   type_row.table_name, type_row.scheduled_public_at::regproc, type_row.scheduled_public_at::regproc)
      into due using checked_at;
    if due > 0 then
      perform private.announce_publish_change(type_row.table_name, 'SCHEDULED');
    end if;
    total := total + due;
  end loop;
  update private.publish_settings set scheduled_checked_at = now();
  return total;
end;
$$;
revoke all on function private.announce_due_content() from public;

create or replace function public.publish_queue_status()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  metrics jsonb;
begin
  perform private.announce_due_content();
  metrics := private.queue_metrics('publish');
  return jsonb_build_object(
    'latest_event_id', (select max(e.id) from private.publish_events e),
    'pending', (metrics ->> 'queue_length')::integer,
    'queue_lag_seconds', (metrics ->> 'oldest_msg_age_sec')::numeric,
    'next_scheduled_at', private.next_scheduled_public_at(),
    'full_render_requested', exists (
      select 1 from private.publish_events e
      where e.table_name = 'manual' and e.status in ('queued', 'sending', 'retrying')
    )
  );
end;
$$;

do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform cron.unschedule('announce-due-posts');
    perform cron.schedule('announce-due-content', '* * * * *', 'select private.announce_due_content()');
  end if;
end
$$;

drop function private.announce_due_posts();

-- The module an enquiry names is one the public sees, by the module type's own predicate.
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
    where private.module_is_public(m) and (m.slug = btrim(new.module_key) or m.id::text = lower(btrim(new.module_key)))
    limit 1;
  end if;
  new.honeypot := null;
  new.form_token := null;
  new.module_key := null;
  return new;
end;
$$;
