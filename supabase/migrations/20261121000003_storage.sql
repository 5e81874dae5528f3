-- Storage buckets: public read, images only, 5 MiB per file, admin-only writes.
-- Avatars: each administrator writes only inside the folder named after their
-- own user id ("{auth.uid()}/1700000000000.jpg").

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('programs',     'programs',     true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']),
  ('facilities',   'facilities',   true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']),
  ('gallery',      'gallery',      true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']),
  ('hero_banners', 'hero_banners', true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']),
  ('avatars',      'avatars',      true, 5242880, array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "content images are public"
  on storage.objects for select to anon, authenticated
  using (bucket_id in ('programs', 'facilities', 'gallery', 'hero_banners', 'avatars'));

create policy "admins upload content images"
  on storage.objects for insert to authenticated
  with check (
    bucket_id in ('programs', 'facilities', 'gallery', 'hero_banners')
    and (select public.is_admin())
  );
create policy "admins update content images"
  on storage.objects for update to authenticated
  using (
    bucket_id in ('programs', 'facilities', 'gallery', 'hero_banners')
    and (select public.is_admin())
  )
  with check (
    bucket_id in ('programs', 'facilities', 'gallery', 'hero_banners')
    and (select public.is_admin())
  );
create policy "admins delete content images"
  on storage.objects for delete to authenticated
  using (
    bucket_id in ('programs', 'facilities', 'gallery', 'hero_banners')
    and (select public.is_admin())
  );

create policy "admins upload own avatar"
  on storage.objects for insert to authenticated
  with check (
    bucket_id = 'avatars'
    and (select public.is_admin())
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );
create policy "admins update own avatar"
  on storage.objects for update to authenticated
  using (
    bucket_id = 'avatars'
    and (select public.is_admin())
    and (storage.foldername(name))[1] = (select auth.uid())::text
  )
  with check (
    bucket_id = 'avatars'
    and (select public.is_admin())
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );
create policy "admins delete own avatar"
  on storage.objects for delete to authenticated
  using (
    bucket_id = 'avatars'
    and (select public.is_admin())
    and (storage.foldername(name))[1] = (select auth.uid())::text
  );
