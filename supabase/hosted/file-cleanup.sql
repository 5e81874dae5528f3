-- Hosted Supabase only: the daily clean-up of the files of deleted rows, the registrations' clean-up
-- (personal data past its retention) every 5 minutes, the removal of applicants' documents no application holds
-- (erased, withdrawn, never submitted) every 10 seconds, and the moves of withheld images (no public URL for what a
-- visitor cannot see) every 10 seconds.
-- NOT a migration (it needs the pg_cron and pg_net extensions and two Vault
-- secrets, which not every project has): run it ONCE in the SQL editor after
-- `supabase db push`. See docs/change-history.md.
--
-- Deleting a program, facility, gallery photo or hero banner keeps its image so
-- it can be restored from "Riwayat Perubahan". public.expired_files() lists the
-- images no row uses whose deletion is older than public.file_retention()
-- (30 days). Hosted Supabase refuses `delete from storage.objects`, so this job
-- removes each one through the Storage API (DELETE /storage/v1/object/{bucket}/{name})
-- with pg_net, authenticated with the service-role key kept in Vault.

-- 1. Extensions (Dashboard -> Database -> Extensions does the same).
create extension if not exists pg_cron;
create extension if not exists pg_net;

-- 2. Secrets: the project URL and the service-role key (Settings -> API).
--    Replace the two values, run once; never commit the real key.
select vault.create_secret('https://<project-ref>.supabase.co', 'project_url');
select vault.create_secret('<service-role-key>', 'service_role_key');

-- 3. The job: one Storage API DELETE per expired file. pg_net sends the
--    requests asynchronously after the transaction commits; their answers land
--    in net._http_response (kept 6 hours) for checking.
-- One Storage API DELETE per file a listing function returns (`expired_files`, `registration_cleanup` or
-- `registration_document_removals`).
create or replace function public.purge_listed_files_via_storage_api(p_list text)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  f record;
  n integer := 0;
  base text;
  service_key text;
begin
  if p_list not in ('expired_files', 'registration_cleanup', 'registration_document_removals', 'complaint_cleanup', 'complaint_attachment_removals') then
    raise exception 'unknown file listing %', p_list;
  end if;
  select decrypted_secret into base from vault.decrypted_secrets where name = 'project_url';
  select decrypted_secret into service_key from vault.decrypted_secrets where name = 'service_role_key';
  if base is null or service_key is null then
    raise exception 'Vault secrets project_url and service_role_key are missing';
  end if;
  for f in execute format('select bucket_id, name from public.%I()', p_list) loop
    perform net.http_delete(
      -- every path segment percent-encoded (migration 20261126000003): a name with `?` or `#` is that object,
      -- never a shorter name's
      url := public.storage_object_api_url(base, f.bucket_id, f.name),
      headers := jsonb_build_object('Authorization', 'Bearer ' || service_key, 'apikey', service_key),
      timeout_milliseconds := 10000
    );
    n := n + 1;
  end loop;
  return n;
end;
$$;

revoke execute on function public.purge_listed_files_via_storage_api(text) from public, anon, authenticated;

create or replace function public.purge_expired_files_via_storage_api()
returns integer
language sql
security invoker
set search_path = ''
as $$ select public.purge_listed_files_via_storage_api('expired_files') $$;

revoke execute on function public.purge_expired_files_via_storage_api() from public, anon, authenticated;

-- 4. Every day at 03:30 UTC (10:30 in Banda Aceh). Re-running this file
--    replaces the job of the same name.
select cron.schedule('purge-deleted-files', '30 3 * * *', 'select public.purge_expired_files_via_storage_api()');

-- 5. The registrations' clean-up (migration 20261125000001_registrations.sql, docs/registration.md):
--    public.registration_cleanup() erases the personal data of registrations whose batch ended more than
--    registration_settings.retention_months ago and lists the document files no registration uses any more
--    (withdrawn or erased registrations, uploads never submitted within 24 hours); each is removed through
--    the Storage API (the function of step 3). Every 5 minutes.
select cron.schedule('purge-registration-data', '*/5 * * * *', $$select public.purge_listed_files_via_storage_api('registration_cleanup')$$);

-- 5b. Applicants' documents no application holds (migration 20261128000002_document_erasure.sql,
--    docs/registration.md "Documents"): public.registration_document_removals() lists the files of erased and
--    withdrawn applications from the moment of the erasure, and uploads never submitted once their folder is a day
--    old; each is deleted through the Storage API. A signed URL cannot be revoked, only its object deleted: every
--    10 seconds (pg_cron 1.5+ accepts seconds), so a link made before an erasure stops serving within about 10
--    seconds of it. A file a previous run already deleted answers "not found".
select cron.schedule('remove-erased-documents', '10 seconds', $$select public.purge_listed_files_via_storage_api('registration_document_removals')$$);

-- 5c. Complaint attachments never sent with a complaint (migration 20261201000001_complaints.sql, docs/complaints.md):
--    public.complaint_attachment_removals() lists them once their upload folder is a day old.
select cron.schedule('remove-unsent-complaint-attachments', '*/10 * * * *', $$select public.purge_listed_files_via_storage_api('complaint_attachment_removals')$$);

-- 5d. Complaints past their retention (migration 20261201000020_complaint_retention.sql, docs/complaints.md
--    "Retention"): public.complaint_cleanup() erases the message, contact and attachment of complaints Selesai for
--    longer than complaint_settings.retention_months and lists the files to delete. Every 5 minutes, as 5.
select cron.schedule('purge-complaint-data', '*/5 * * * *', $$select public.purge_listed_files_via_storage_api('complaint_cleanup')$$);

-- 6. Withheld images (migration 20261127000001_withheld_images.sql, docs/change-history.md): a public URL reaches
--    exactly the images a visitor can see. public.image_moves() lists the files to move into the private
--    bucket withheld-images (a deleted row's image and variants, a replaced image, an announcement before its
--    publish date, a banner before its period) and back (a restore, a publish date reached); each is moved
--    through the Storage API (POST /storage/v1/object/move with destinationBucket). Every 10 seconds
--    (pg_cron 1.5+ accepts seconds), so a deleted row's image leaves public view within about 10 seconds and
--    an announcement's image arrives with it. A move a previous run already made answers "not found".
--    Public files may stay in the CDN's cache for their max-age (uploads: 3600 s) unless the project's
--    Smart CDN (Pro plan) purges them on the move.
create or replace function public.move_withheld_images_via_storage_api()
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  f record;
  n integer := 0;
  base text;
  service_key text;
begin
  select decrypted_secret into base from vault.decrypted_secrets where name = 'project_url';
  select decrypted_secret into service_key from vault.decrypted_secrets where name = 'service_role_key';
  if base is null or service_key is null then
    raise exception 'Vault secrets project_url and service_role_key are missing';
  end if;
  for f in select * from public.image_moves() loop
    perform net.http_post(
      url := rtrim(base, '/') || '/storage/v1/object/move',
      body := jsonb_build_object('bucketId', f.bucket_id, 'sourceKey', f.name,
                                 'destinationBucket', f.destination_bucket, 'destinationKey', f.destination_name),
      headers := jsonb_build_object('Authorization', 'Bearer ' || service_key, 'apikey', service_key,
                                    'Content-Type', 'application/json'),
      timeout_milliseconds := 10000
    );
    n := n + 1;
  end loop;
  return n;
end;
$$;

revoke execute on function public.move_withheld_images_via_storage_api() from public, anon, authenticated;

select cron.schedule('move-withheld-images', '10 seconds', 'select public.move_withheld_images_via_storage_api()');

-- Checks:
--   select * from public.expired_files();                  -- what the next run removes
--   select * from public.image_moves();                    -- what the next withholding run moves
--   select * from public.registration_document_removals(); -- applicants' files the next 10-second run deletes
--   select * from cron.job_run_details order by start_time desc limit 5;
--   select status_code, content from net._http_response order by created desc limit 20;
