-- Selecting trainees (issue 23), the applicant's rights on request (UU PDP; docs/selection.md, "Hak pendaftar"):
-- for one applicant an administrator downloads everything held about them, or erases their personal data and
-- documents. Both go through functions that record them first: in the security activity (who, when, which
-- application by its code) and on the application's timeline.

alter table public.security_events drop constraint security_events_kind_check;
alter table public.security_events add constraint security_events_kind_check check (kind in (
  'member_added', 'member_invited', 'role_changed', 'member_deactivated', 'member_reactivated', 'member_removed',
  'signed_in', 'signed_in_with_code', 'two_factor_enabled', 'two_factor_disabled', 'two_factor_reset',
  'two_factor_required', 'two_factor_not_required', 'sign_in_failed', 'two_factor_code_failed', 'invite_accepted',
  'registrations_exported', 'personal_data_downloaded', 'personal_data_erased'
));

alter table public.registration_events drop constraint registration_events_kind_check;
alter table public.registration_events add constraint registration_events_kind_check
  check (kind in ('submitted', 'status_changed', 'nik_revealed', 'document_reviewed', 'message_sent', 'exported',
                  'data_downloaded', 'data_erased'));

-- Everything held about one applicant: the application (NIK included), its documents (their files stay in the
-- private bucket: the list says what they are), its timeline, and the batch.
create or replace function private.applicant_data(p_id bigint)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  v_email text := private.user_email(actor);
  r public.registrations;
  answer jsonb;
begin
  perform private.require_personal_data_reader();
  select * into r from public.registrations where id = p_id;
  if not found then
    raise exception 'Pendaftar tidak ditemukan. Muat ulang halaman.' using errcode = 'PT404';
  end if;
  -- recorded first, so the timeline in the answer shows this download too
  insert into public.security_events (kind, actor_id, actor_email, details)
  values ('personal_data_downloaded', actor, v_email, pg_catalog.jsonb_build_object('code', r.code));
  insert into public.registration_events (registration_id, kind, actor_id, actor_email)
  values (r.id, 'data_downloaded', actor, v_email);

  select pg_catalog.jsonb_build_object(
    'generated_at', pg_catalog.now(),
    'application', pg_catalog.to_jsonb(r) - 'lookup_hash' - 'idempotency_key' - 'upload_folder' - 'nik_last4',
    'schedule', (select pg_catalog.jsonb_build_object('program', s.program, 'batch', s.batch, 'start_date', s."startDate", 'end_date', s."endDate")
                   from public.schedules s where s.id = r.schedule_id),
    'documents', coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                   'kind', d.kind, 'mime_type', d.mime_type, 'size_bytes', d.size_bytes, 'review_status', d.review_status,
                   'review_reason', d.review_reason, 'reviewed_at', d.reviewed_at) order by d.kind)
                   from public.registration_documents d where d.registration_id = r.id), '[]'::jsonb),
    'timeline', coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                   'at', e.at, 'kind', e.kind, 'actor_email', e.actor_email, 'from_status', e.from_status,
                   'to_status', e.to_status, 'details', e.details) order by e.at, e.id)
                   from public.registration_events e where e.registration_id = r.id), '[]'::jsonb))
    into answer;
  return answer;
end;
$$;
revoke execute on function private.applicant_data(bigint) from public;
grant execute on function private.applicant_data(bigint) to authenticated, service_role;

create or replace function public.applicant_data(p_id bigint)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
as $$ select private.applicant_data(p_id) $$;
revoke execute on function public.applicant_data(bigint) from public, anon;
grant execute on function public.applicant_data(bigint) to authenticated, service_role;

-- Erases one applicant's personal data and detaches their documents (public.erase_registration: the one list of
-- personal columns; the files are removed by the clean-up). The code, batch, status, consent record and timeline
-- stay, so the status page and the batch's figures stay true.
create or replace function private.erase_applicant_data(p_id bigint)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  v_email text := private.user_email(actor);
  r record;
begin
  perform private.require_personal_data_reader();
  select id, code, erased_at into r from public.registrations where id = p_id;
  if not found then
    raise exception 'Pendaftar tidak ditemukan. Muat ulang halaman.' using errcode = 'PT404';
  end if;
  if r.erased_at is not null then
    raise exception 'Data pribadi pendaftar ini sudah dihapus.' using errcode = 'PT410';
  end if;
  perform public.erase_registration(r.id, pg_catalog.now());
  insert into public.security_events (kind, actor_id, actor_email, details)
  values ('personal_data_erased', actor, v_email, pg_catalog.jsonb_build_object('code', r.code));
  insert into public.registration_events (registration_id, kind, actor_id, actor_email)
  values (r.id, 'data_erased', actor, v_email);
  return pg_catalog.jsonb_build_object('id', r.id, 'code', r.code, 'erased_at', pg_catalog.now());
end;
$$;
revoke execute on function private.erase_applicant_data(bigint) from public;
grant execute on function private.erase_applicant_data(bigint) to authenticated, service_role;

create or replace function public.erase_applicant_data(p_id bigint)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
as $$ select private.erase_applicant_data(p_id) $$;
revoke execute on function public.erase_applicant_data(bigint) from public, anon;
grant execute on function public.erase_applicant_data(bigint) to authenticated, service_role;
