-- One way to erase an applicant's personal data (docs/registration.md, "Erasure"): the withdrawal, the retention
-- clean-up and, next, an administrator's erasure on request all call public.erase_registration(), so the list of
-- personal columns lives in one place. The registration row stays (code, status, batch, consent record) so the
-- status page keeps answering and the batch's figures stay true; its documents are detached at once and their
-- files are removed by the clean-up (the Storage API is the only way to delete them).

create or replace function public.erase_registration(p_id bigint, p_at timestamptz)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$
  delete from public.registration_documents where registration_id = p_id;
  update public.registrations set
    full_name = null, nik = null, birth_place = null, birth_date = null, gender = null, address = null,
    regency = null, whatsapp = null, email = null, education = null, employment = null, source = null,
    motivation = null, erased_at = p_at, updated_at = p_at
  where id = p_id and erased_at is null;
$$;
revoke execute on function public.erase_registration(bigint, timestamptz) from public, anon, authenticated;

create or replace function private.withdraw_registration(p_code text, p_birth_date text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  r public.registrations;
begin
  r := public.find_registration(p_code, p_birth_date);
  if r.id is null then
    return public.registration_lookup_refusal();
  end if;
  if r.status = 'mengundurkan_diri' then
    return public.registration_status_view(r.id);
  end if;
  update public.registrations set status = 'mengundurkan_diri' where id = r.id;
  perform public.erase_registration(r.id, pg_catalog.now());
  return public.registration_status_view(r.id);
end;
$$;

create or replace function public.registration_cleanup(p_now timestamptz default now())
returns table (bucket_id text, name text)
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  months integer := (select s.retention_months from public.registration_settings s where s.id = 1);
begin
  perform public.erase_registration(r.id, p_now)
  from public.registrations r
  join public.schedules s on s.id = r.schedule_id
  where r.erased_at is null
    and s."endDate" + pg_catalog.make_interval(months => months) < (p_now at time zone 'Asia/Jakarta')::date;
  delete from public.registration_attempts a where a.at < p_now - interval '1 day';
  delete from public.registration_uploads u
  where u.created_at < p_now - interval '24 hours'
    and not exists (select 1 from public.registrations r where r.upload_folder = u.folder);

  return query
    select o.bucket_id::text, o.name::text
    from storage.objects o
    where o.bucket_id = 'registration-documents'
      and not exists (select 1 from public.registration_documents d where d.object_name = o.name)
      and not exists (
        select 1 from public.registration_uploads u
        where u.folder::text = pg_catalog.split_part(o.name, '/', 1)
          and u.created_at >= p_now - interval '24 hours'
          and not exists (select 1 from public.registrations r where r.upload_folder = u.folder))
    order by o.name;
end;
$$;
