-- Applicants' document files (issue 32 §2; docs/registration.md "Documents", docs/selection.md "Documents through
-- the function document-url"). Before, an administrator could still sign and download the scans of an erased or
-- withdrawn application until the clean-up (every 5 minutes) removed them, a link signed before kept serving them,
-- any administrator's client could ask storage for a link valid for a year, and uploads never submitted could be
-- listed. Signed URLs cannot be revoked (they stay valid until they expire unless the object is deleted or moved),
-- and storage-api never shows the database the lifetime a client asks for (POST /object/sign only runs a SELECT of
-- the object as the caller: a policy sees who asks for which object, never `expiresIn`). So:
--
-- 1. Nobody reads the bucket through the Storage API: no SELECT policy gives anyone an object of
--    `registration-documents` (so no signing, download, listing or metadata, at any lifetime), and a RESTRICTIVE
--    policy keeps any later permissive one from reaching a file no document row references.
-- 2. A link is made only by the Edge Function `document-url` (supabase/functions/document-url): it asks
--    public.open_registration_document() AS THE CALLER (a personal-data reader, at aal2 where due; the document row
--    must exist; the view is recorded on the application's timeline), then signs that object with the service role
--    for 120 seconds.
-- 3. public.registration_document_removals() (service role only) lists the files no document row references, except
--    those of an upload folder still open for its applicant: an erased application's files at once, an unsubmitted
--    upload's once its folder is 24 hours old. The embedded gateway removes them right after an erasing call
--    answers (and every 10 seconds); hosted projects every 10 seconds (supabase/hosted/file-cleanup.sql), like the
--    withheld images. public.registration_cleanup() still lists the same files too.
-- Plain PostgreSQL 15.

-- ---------------------------------------------------------------------------
-- 1. The bucket: no reader through the API
-- ---------------------------------------------------------------------------
drop policy "admins read their images" on storage.objects;
create policy "admins read their images" on storage.objects
  for select to authenticated
  using (
    (select public.is_admin()) and (
      bucket_id in ('programs', 'facilities', 'gallery', 'hero_banners', 'announcements')
      or (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text))
  );

-- True when a document row of a registration references the object. SECURITY DEFINER: the policy runs as the
-- caller, who may not read registration_documents.
create or replace function private.is_registration_document(p_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.registration_documents d where d.object_name = p_name)
$$;
revoke execute on function private.is_registration_document(text) from public;
grant execute on function private.is_registration_document(text) to anon, authenticated, service_role;

-- Whatever permissive policy a later change adds, an erased or never-submitted file stays out of reach.
create policy "applicants' documents only while an application holds them" on storage.objects
  as restrictive for select to anon, authenticated
  using (bucket_id <> 'registration-documents' or private.is_registration_document(name));

-- ---------------------------------------------------------------------------
-- 2. Opening a document: who may, and the record of it
-- ---------------------------------------------------------------------------
alter table public.registration_events drop constraint registration_events_kind_check;
alter table public.registration_events add constraint registration_events_kind_check
  check (kind in ('submitted', 'status_changed', 'nik_revealed', 'document_reviewed', 'message_sent', 'exported',
                  'data_downloaded', 'data_erased', 'document_viewed'));

-- The object name of one document of an application, for the function document-url to sign, recorded first on the
-- timeline ('document_viewed': a KTP shows the NIK, whose reveal is recorded too). Admins and super admins, at aal2
-- where due (42501 otherwise); PT410 once the applicant's data is erased, PT404 for a document that is not there.
create or replace function private.open_registration_document(p_registration_id bigint, p_kind text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  erased timestamptz;
  object text;
begin
  perform private.require_personal_data_reader();
  select r.erased_at into erased from public.registrations r where r.id = p_registration_id;
  if erased is not null then
    raise exception 'Data pribadi pendaftar ini sudah dihapus.' using errcode = 'PT410';
  end if;
  select d.object_name into object
  from public.registration_documents d where d.registration_id = p_registration_id and d.kind = p_kind;
  if object is null then
    raise exception 'Dokumen tidak ditemukan. Muat ulang halaman.' using errcode = 'PT404';
  end if;
  insert into public.registration_events (registration_id, kind, actor_id, actor_email, details)
  values (p_registration_id, 'document_viewed', actor, private.user_email(actor), pg_catalog.jsonb_build_object('document', p_kind));
  return object;
end;
$$;
revoke execute on function private.open_registration_document(bigint, text) from public;
grant execute on function private.open_registration_document(bigint, text) to authenticated, service_role;

create or replace function public.open_registration_document(p_registration_id bigint, p_kind text)
returns text
language sql
volatile
security invoker
set search_path = ''
-- POST only (private.require_post(), migration 20261128000001): it records, so GET's read-only transaction must not reach it.
as $$ select private.require_post(); select private.open_registration_document(p_registration_id, p_kind) $$;
revoke execute on function public.open_registration_document(bigint, text) from public, anon;
grant execute on function public.open_registration_document(bigint, text) to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- 3. The files to remove (service role only)
-- ---------------------------------------------------------------------------
-- Files of the bucket no document row references (an erasure or withdrawal deleted the rows; a submission left a
-- replaced upload behind), except those in an upload folder handed out less than 24 hours ago that no registration
-- uses yet (the applicant may still send them). Listing only: a worker removes each through the Storage API, the
-- only way hosted Supabase deletes bytes.
create or replace function public.registration_document_removals(p_now timestamptz default now())
returns table (bucket_id text, name text)
language sql
stable
security invoker
set search_path = ''
as $$
  select o.bucket_id::text, o.name::text
  from storage.objects o
  where o.bucket_id = 'registration-documents'
    and not exists (select 1 from public.registration_documents d where d.object_name = o.name)
    and not exists (
      select 1 from public.registration_uploads u
      where u.folder::text = pg_catalog.split_part(o.name, '/', 1)
        and u.created_at >= p_now - interval '24 hours'
        and not exists (select 1 from public.registrations r where r.upload_folder = u.folder))
  order by o.name
$$;
revoke execute on function public.registration_document_removals(timestamptz) from public, anon, authenticated;
grant execute on function public.registration_document_removals(timestamptz) to service_role;
