-- Complaints' personal data is kept only as long as it is needed (issue 35 §2 "Personal data as for applications";
-- docs/complaints.md "Retention"): once a complaint has been Selesai for complaint_settings.retention_months
-- (default 12), public.complaint_cleanup() erases what the sender wrote and who they are (the message, the contact,
-- the attachment, whose file is then removed through the Storage API) and stamps erased_at. What stays: the
-- category, the dates, the status and the centre's own answer, so the sender's code still shows the outcome and the
-- unit's yearly report can still count complaints per category. A reopened complaint is not Selesai and waits.
-- Plain PostgreSQL 15.

alter table public.complaint_settings
  add column retention_months smallint not null default 12
    constraint complaint_settings_retention_range check (retention_months between 1 and 60);
grant update (retention_months) on public.complaint_settings to authenticated;
comment on column public.complaint_settings.retention_months is
  'Months a complaint stays Selesai before complaint_cleanup() erases its message, contact and attachment (1–60).';

alter table public.complaints add column erased_at timestamptz;
alter table public.complaints alter column message drop not null;
alter table public.complaints
  add constraint complaints_erased check ((message is null) = (erased_at is not null)),
  drop constraint complaints_contact,
  add constraint complaints_contact check (
    case when anonymous or erased_at is not null then contact_name is null and contact_phone is null and contact_email is null
         else contact_name is not null end),
  add constraint complaints_erased_attachment check (erased_at is null or attachment_name is null);
grant select (erased_at) on public.complaints to authenticated;
comment on column public.complaints.erased_at is
  'When complaint_cleanup() erased the message, contact and attachment (retention_months after Selesai); null while kept.';

-- Erases the complaints Selesai for longer than retention_months, forgets old attempts and upload folders, and lists
-- the files to remove (the erased ones' attachments and uploads never sent): service role only, for the clean-up
-- jobs (supabase/local/server.ts; supabase/hosted/file-cleanup.sql), which delete each through the Storage API.
create or replace function public.complaint_cleanup(p_now timestamptz default now())
returns table (bucket_id text, name text)
language plpgsql volatile security invoker set search_path = ''
as $$
declare
  months integer := (select s.retention_months from public.complaint_settings s where s.id = 1);
begin
  update public.complaints c
     set message = null, contact_name = null, contact_phone = null, contact_email = null,
         attachment_name = null, attachment_type = null, attachment_size = null, erased_at = p_now
   where c.erased_at is null
     and c.status = 'selesai'
     and c.status_changed_at + pg_catalog.make_interval(months => coalesce(months, 12)) < p_now;
  delete from public.complaint_attempts a where a.at < p_now - interval '1 day';
  return query select r.bucket_id, r.name from public.complaint_attachment_removals(p_now) r;
end;
$$;
revoke execute on function public.complaint_cleanup(timestamptz) from public, anon, authenticated;
grant execute on function public.complaint_cleanup(timestamptz) to service_role;
