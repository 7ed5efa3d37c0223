-- A stand-in for the pg_net extension that hosted Supabase offers (Database Webhooks call it): the same
-- net.http_post signature, queueing the request in net.http_request_queue; the local backend's worker
-- (src/net/pg-net-worker.ts) sends queued requests after their transaction commits and keeps each answer in
-- net._http_response, as pg_net's background worker does. Only the API roles' EXECUTE is withheld: like
-- the real extension, only definer functions (webhook triggers) call it.

create schema if not exists net;
revoke all on schema net from public;

create table if not exists net.http_request_queue (
  id bigserial primary key,
  method text not null,
  url text not null,
  headers jsonb not null default '{}'::jsonb,
  body bytea,
  timeout_milliseconds integer not null
);

create table if not exists net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out boolean,
  error_msg text,
  created timestamptz not null default now()
);

create or replace function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds integer default 5000
)
returns bigint
language plpgsql
as $$
declare
  request_id bigint;
  target text := url;
begin
  if params is not null and params <> '{}'::jsonb then
    target := target || case when position('?' in target) > 0 then '&' else '?' end || (
      select string_agg(key || '=' || value, '&') from jsonb_each_text(params)
    );
  end if;
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values ('POST', target, coalesce(headers, '{}'::jsonb), convert_to(coalesce(body, '{}'::jsonb)::text, 'UTF8'), timeout_milliseconds)
  returning id into request_id;
  return request_id;
end;
$$;

revoke all on function net.http_post(text, jsonb, jsonb, jsonb, integer) from public;
