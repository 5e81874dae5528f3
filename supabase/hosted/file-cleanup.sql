-- Hosted Supabase only: the daily clean-up of the files of deleted rows, and the registrations' clean-up
-- (personal data past its retention, documents no registration uses) every 5 minutes.
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
-- One Storage API DELETE per file a listing function returns (`expired_files` or `registration_cleanup`).
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
  if p_list not in ('expired_files', 'registration_cleanup') then
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
--    the Storage API (the function of step 3). Every 5 minutes, so a withdrawal's documents are gone within
--    minutes.
select cron.schedule('purge-registration-data', '*/5 * * * *', $$select public.purge_listed_files_via_storage_api('registration_cleanup')$$);

-- Checks:
--   select * from public.expired_files();                  -- what the next run removes
--   select * from cron.job_run_details order by start_time desc limit 5;
--   select status_code, content from net._http_response order by created desc limit 20;
