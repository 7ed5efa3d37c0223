-- What only the local backend keeps: captured e-mail and the bytes of stored objects. Hosted Supabase keeps
-- these outside the database (a mail server, S3); here they live in the same database so they persist with
-- it and a reset clears them. The API roles get no grant: only the backend, as the owner, reads and writes.

create schema if not exists local_services;
revoke all on schema local_services from public;

create table if not exists local_services.mail (
  id uuid not null default gen_random_uuid() primary key,
  "to" text not null,
  subject text not null,
  html text not null default '',
  text text not null default '',
  links text[] not null default '{}',
  created_at timestamptz not null default clock_timestamp()
);
-- Added after the table first shipped: existing data folders get them when this file is applied again.
alter table local_services.mail add column if not exists "from" text not null default '';
alter table local_services.mail add column if not exists headers jsonb not null default '{}'::jsonb;
comment on column local_services.mail.headers is 'Header fields by lower-case name, for messages received over SMTP (Reply-To, List-Unsubscribe, ...).';
create index if not exists mail_created_at_idx on local_services.mail (created_at desc);
create index if not exists mail_to_idx on local_services.mail (lower("to"));
comment on table local_services.mail is 'E-mail the local backend would have sent (confirmation, recovery, invitation) and e-mail received by its SMTP listener, newest read first.';

create table if not exists local_services.storage_blobs (
  bucket_id text not null,
  name text not null,
  bytes bytea not null,
  content_type text not null,
  size bigint not null,
  updated_at timestamptz not null default now(),
  primary key (bucket_id, name),
  foreign key (bucket_id, name) references storage.objects (bucket_id, name) on delete cascade on update cascade
);
comment on table local_services.storage_blobs is 'Bytes of the objects whose rows are in storage.objects; removing the row removes the bytes.';
