-- Selecting trainees (issue 23), exports for the national system and the office (docs/selection.md, "Ekspor"):
-- public.export_registrations() is the only way to take a batch's applications out of the panel with their NIK, and
-- it records every export before answering: who, when, which batch, which statuses, how many rows, in the security
-- activity (the record of processing UU PDP asks for; super admins read it), and "included in an export" on each
-- exported application's timeline. No client can export without the record: the NIK is not a column the API serves
-- (migration 20261127000004), so the rows come only from here.

alter table public.security_events drop constraint security_events_kind_check;
alter table public.security_events add constraint security_events_kind_check check (kind in (
  'member_added', 'member_invited', 'role_changed', 'member_deactivated', 'member_reactivated', 'member_removed',
  'signed_in', 'signed_in_with_code', 'two_factor_enabled', 'two_factor_disabled', 'two_factor_reset',
  'two_factor_required', 'two_factor_not_required', 'sign_in_failed', 'two_factor_code_failed', 'invite_accepted',
  'registrations_exported'
));

alter table public.registration_events drop constraint registration_events_kind_check;
alter table public.registration_events add constraint registration_events_kind_check
  check (kind in ('submitted', 'status_changed', 'nik_revealed', 'document_reviewed', 'message_sent', 'exported'));

create or replace function private.export_registrations(p_schedule_id bigint, p_statuses text[])
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  v_email text := private.user_email(actor);
  s record;
  unknown text;
  exported jsonb;
  ids bigint[];
  n integer;
begin
  perform private.require_personal_data_reader();
  if p_statuses is null or cardinality(p_statuses) = 0 then
    raise exception 'Pilih minimal satu status yang diekspor.' using errcode = 'PT400';
  end if;
  select string_agg(x, ', ') into unknown from unnest(p_statuses) x
   where x not in ('diterima', 'diverifikasi', 'perlu_perbaikan', 'lulus', 'cadangan', 'tidak_lulus', 'peserta', 'selesai', 'mengundurkan_diri');
  if unknown is not null then
    raise exception 'Status tidak dikenal: %.', unknown using errcode = 'PT400';
  end if;
  select id, program, batch, "startDate", "endDate" into s from public.schedules where id = p_schedule_id;
  if not found then
    raise exception 'Jadwal tidak ditemukan. Muat ulang halaman.' using errcode = 'PT404';
  end if;

  -- Applications whose personal data was erased have nothing left to export.
  select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
           'code', r.code, 'status', r.status, 'full_name', r.full_name, 'nik', r.nik, 'birth_place', r.birth_place,
           'birth_date', r.birth_date, 'gender', r.gender, 'address', r.address, 'regency', r.regency,
           'whatsapp', r.whatsapp, 'email', r.email, 'education', r.education, 'employment', r.employment,
           'submitted_at', r.submitted_at) order by r.submitted_at, r.id),
         pg_catalog.array_agg(r.id order by r.submitted_at, r.id)
    into exported, ids
    from public.registrations r
   where r.schedule_id = s.id and r.status = any (p_statuses) and r.erased_at is null;
  n := coalesce(cardinality(ids), 0);
  if n = 0 then
    raise exception 'Tidak ada pendaftar dengan status yang dipilih di jadwal ini.' using errcode = 'PT404';
  end if;

  insert into public.security_events (kind, actor_id, actor_email, details)
  values ('registrations_exported', actor, v_email, pg_catalog.jsonb_build_object(
    'schedule_id', s.id, 'batch', s.program || ' (' || s.batch || ')', 'statuses', pg_catalog.to_jsonb(p_statuses), 'rows', n));
  insert into public.registration_events (registration_id, kind, actor_id, actor_email, details)
  select id, 'exported', actor, v_email, pg_catalog.jsonb_build_object('statuses', pg_catalog.to_jsonb(p_statuses), 'rows', n)
    from unnest(ids) id;

  return pg_catalog.jsonb_build_object(
    'schedule', pg_catalog.jsonb_build_object('id', s.id, 'program', s.program, 'batch', s.batch, 'start_date', s."startDate", 'end_date', s."endDate"),
    'exported_at', pg_catalog.now(),
    'rows', exported);
end;
$$;
revoke execute on function private.export_registrations(bigint, text[]) from public;
grant execute on function private.export_registrations(bigint, text[]) to authenticated, service_role;

create or replace function public.export_registrations(p_schedule_id bigint, p_statuses text[])
returns jsonb
language sql
volatile
security invoker
set search_path = ''
as $$ select private.export_registrations(p_schedule_id, p_statuses) $$;
revoke execute on function public.export_registrations(bigint, text[]) from public, anon;
grant execute on function public.export_registrations(bigint, text[]) to authenticated, service_role;
