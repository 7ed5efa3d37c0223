-- Storage: the public bucket for module slider images. Anyone reads; staff upload, replace, delete.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('module-images', 'module-images', true, 5242880, array['image/jpeg', 'image/png', 'image/gif', 'image/webp'])
on conflict (id) do nothing;

-- ============================================================================
-- Row-level security on storage.objects (enabled by the platform)
-- ============================================================================

create policy "module images are public"
  on storage.objects for select to anon, authenticated
  using (bucket_id = 'module-images');

create policy "staff upload module images"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'module-images' and (select private.is_staff()));

create policy "staff replace module images"
  on storage.objects for update to authenticated
  using (bucket_id = 'module-images' and (select private.is_staff()))
  with check (bucket_id = 'module-images' and (select private.is_staff()));

create policy "staff delete module images"
  on storage.objects for delete to authenticated
  using (bucket_id = 'module-images' and (select private.is_staff()));
