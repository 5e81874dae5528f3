-- Selecting trainees, part 2: one application's NIK and documents (issue 23, "One application, in full";
-- docs/selection.md).
-- * The full NIK is reachable only through public.reveal_registration_nik(id), which records who saw it on the
--   application's timeline: SELECT on registrations.nik is revoked from the API roles (a column privilege, so no
--   query of the table API can read it), and `nik_last4` (the last 4 digits, for the masked view and the search)
--   is readable instead.
-- * Each document is marked "Sesuai" or "Perlu perbaikan" with a reason by public.review_registration_document(),
--   with who and when, on the timeline too.
-- Both for admins and super admins, at aal2 where two-factor is due. Plain PostgreSQL 15.

alter table public.registrations add column nik_last4 text generated always as (right(nik, 4)) stored;
create index registrations_nik_last4_idx on public.registrations (nik_last4);

-- Every column but the NIK (and the lookup hash, which only the applicant's own functions need).
revoke select on public.registrations from anon, authenticated;
do $$
declare
  cols text;
begin
  select string_agg(pg_catalog.quote_ident(a.attname), ', ' order by a.attnum) into cols
  from pg_catalog.pg_attribute a
  where a.attrelid = 'public.registrations'::regclass and a.attnum > 0 and not a.attisdropped
    and a.attname not in ('nik', 'lookup_hash');
  execute pg_catalog.format('grant select (%s) on public.registrations to authenticated', cols);
end;
$$;

alter table public.registration_documents
  add column review_status text check (review_status in ('sesuai', 'perlu_perbaikan')),
  add column review_reason text check (public.is_valid_text(review_reason, 500)),
  add column reviewed_by uuid references auth.users (id) on delete set null,
  add column reviewed_at timestamptz,
  add constraint registration_documents_review_check check (
    (review_status is null and review_reason is null and reviewed_at is null)
    or (review_status = 'sesuai' and reviewed_at is not null)
    or (review_status = 'perlu_perbaikan' and review_reason is not null and reviewed_at is not null));
create index registration_documents_reviewed_by_idx on public.registration_documents (reviewed_by);

alter table public.registration_events drop constraint registration_events_kind_check;
alter table public.registration_events add constraint registration_events_kind_check
  check (kind in ('submitted', 'status_changed', 'nik_revealed', 'document_reviewed'));

create or replace function private.reveal_registration_nik(p_id bigint)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  r record;
begin
  perform private.require_personal_data_reader();
  select id, nik, erased_at into r from public.registrations where id = p_id;
  if not found then
    raise exception 'Pendaftar tidak ditemukan. Muat ulang halaman.' using errcode = 'PT404';
  end if;
  if r.nik is null then
    raise exception 'Data pribadi pendaftar ini sudah dihapus.' using errcode = 'PT410';
  end if;
  insert into public.registration_events (registration_id, kind, actor_id, actor_email)
  values (r.id, 'nik_revealed', actor, private.user_email(actor));
  return r.nik;
end;
$$;
revoke execute on function private.reveal_registration_nik(bigint) from public;
grant execute on function private.reveal_registration_nik(bigint) to authenticated, service_role;

create or replace function public.reveal_registration_nik(p_id bigint)
returns text
language sql
volatile
security invoker
set search_path = ''
as $$ select private.reveal_registration_nik(p_id) $$;
revoke execute on function public.reveal_registration_nik(bigint) from public, anon;
grant execute on function public.reveal_registration_nik(bigint) to authenticated, service_role;

create or replace function private.review_registration_document(p_registration_id bigint, p_kind text, p_verdict text, p_reason text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  reason text := nullif(pg_catalog.btrim(coalesce(p_reason, '')), '');
  d public.registration_documents;
begin
  perform private.require_personal_data_reader();
  if p_verdict is null or p_verdict not in ('sesuai', 'perlu_perbaikan') then
    raise exception 'Pilih "Sesuai" atau "Perlu perbaikan".' using errcode = '22023';
  end if;
  if p_verdict = 'perlu_perbaikan' and reason is null then
    raise exception 'Tuliskan alasan dokumen perlu diperbaiki.' using errcode = '22023';
  end if;
  if reason is not null and not public.is_valid_text(reason, 500) then
    raise exception 'Alasan paling banyak 500 karakter.' using errcode = '22023';
  end if;
  update public.registration_documents
     set review_status = p_verdict, review_reason = reason, reviewed_by = actor, reviewed_at = pg_catalog.now()
   where registration_id = p_registration_id and kind = p_kind
  returning * into d;
  if not found then
    raise exception 'Dokumen tidak ditemukan. Muat ulang halaman.' using errcode = 'PT404';
  end if;
  insert into public.registration_events (registration_id, kind, actor_id, actor_email, details)
  values (p_registration_id, 'document_reviewed', actor, private.user_email(actor),
          pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object('document', p_kind, 'verdict', p_verdict, 'reason', reason)));
  return pg_catalog.jsonb_build_object('kind', d.kind, 'review_status', d.review_status, 'review_reason', d.review_reason,
                                       'reviewed_at', d.reviewed_at);
end;
$$;
revoke execute on function private.review_registration_document(bigint, text, text, text) from public;
grant execute on function private.review_registration_document(bigint, text, text, text) to authenticated, service_role;

create or replace function public.review_registration_document(p_registration_id bigint, p_kind text, p_verdict text, p_reason text default null)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
as $$ select private.review_registration_document(p_registration_id, p_kind, p_verdict, p_reason) $$;
revoke execute on function public.review_registration_document(bigint, text, text, text) from public, anon;
grant execute on function public.review_registration_document(bigint, text, text, text) to authenticated, service_role;
