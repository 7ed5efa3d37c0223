-- Issue 12: enquiries are read or unread (apart from handled), and lists of thousands page by date.

alter table public.contact_enquiries add column read_at timestamptz;
comment on column public.contact_enquiries.read_at is 'When a staff member marked the enquiry read; null = unread.';

-- Staff may set it (the update policy "staff mark enquiries handled" already limits updates to staff).
grant update (read_at) on public.contact_enquiries to authenticated;

create index newsletter_subscribers_created_at_idx on public.newsletter_subscribers (created_at desc);
