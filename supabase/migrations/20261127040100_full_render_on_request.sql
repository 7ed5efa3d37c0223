-- "Zkusit znovu" (request_republish, a manual/RETRY event) asks for a full render: the publisher otherwise
-- re-renders only the pages whose data changed, and a request from staff should leave nothing to chance.

create or replace function public.publish_queue_status()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  metrics jsonb;
begin
  perform private.announce_due_posts();
  metrics := private.queue_metrics('publish');
  return jsonb_build_object(
    'latest_event_id', (select max(e.id) from private.publish_events e),
    'pending', (metrics ->> 'queue_length')::integer,
    'queue_lag_seconds', (metrics ->> 'oldest_msg_age_sec')::numeric,
    'next_scheduled_at', (
      select min(p.publish_at) from public.blog_posts p where p.published and p.publish_at > now()
    ),
    'full_render_requested', exists (
      select 1 from private.publish_events e
      where e.table_name = 'manual' and e.status in ('queued', 'sending', 'retrying')
    )
  );
end;
$$;
