-- Applicants' keys and the registration functions (issue 32; docs/registration.md, docs/selection.md).
--
-- 1. No function that counts attempts, writes, or takes a secret or personal value runs over GET or HEAD. PostgREST
--    runs `GET /rest/v1/rpc/f?…` for ANY function, volatile ones included, in a read-only transaction: a function
--    that records a failed attempt before answering then fails (25006) on a wrong secret and answers on the right
--    one, with nothing recorded and the secret in a URL. Each such function of `public` now calls
--    private.require_post() first, which refuses every method but POST with 405 (and `Allow: POST`) before anything
--    is looked up, on the embedded backend and on hosted Supabase alike (both read PostgREST's `request.method`).
--    Functions with a plpgsql body move to `private` under the same name, behind a SQL wrapper in `public`.
-- 2. A published code is not half of the key: the published results list the first 3 of the code's 8 characters
--    (25 of its 40 bits stay hidden), and failed lookups are also counted per such prefix, so the hidden part cannot
--    be enumerated from many addresses.
-- 3. Withdrawal (it erases personal data) also asks for the last 4 digits of the NIK, with its own failure limit; a
--    wrong code, birth date or NIK digits get one answer.
-- 4. Every 429 of the registration functions carries `Retry-After` (seconds until the window frees).
-- 5. duplicate_nik is answered only once the rest of a submission is complete and valid, documents included.
-- 6. A document from another upload folder is refused with its name ('Dokumen KTP tidak sesuai. …').
-- 7. Per-address ceilings fit a class of 40 registering from one network in an hour; an upload folder holds at
--    most `files_per_folder` files.
-- Plain PostgreSQL 15.

-- ---------------------------------------------------------------------------
-- 1. GET and HEAD refused
-- ---------------------------------------------------------------------------
-- PostgREST sets request.method for every request; a call from SQL (the service role's jobs, the seed through
-- psql, pg-verify) has none and passes. The refusal is raised with SQLSTATE 'PGRST', which PostgREST (11.2 and
-- later) answers with the given status, body and headers; nothing the function would do has happened.
create or replace function private.require_post()
returns void
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if coalesce(pg_catalog.current_setting('request.method', true), '') not in ('', 'POST') then
    raise sqlstate 'PGRST' using
      message = pg_catalog.json_build_object(
        'code', 'PT405',
        'message', 'Fungsi ini hanya dapat dipanggil dengan metode POST.',
        'details', null,
        'hint', 'Kirim data di badan permintaan POST, bukan di alamat (URL).')::text,
      detail = pg_catalog.json_build_object('status', 405, 'headers', pg_catalog.json_build_object('Allow', 'POST'))::text;
  end if;
end;
$$;
revoke execute on function private.require_post() from public;
grant execute on function private.require_post() to anon, authenticated, service_role;
comment on function private.require_post() is
  'Refuses a call through any HTTP method but POST (405, Allow: POST). Called first by every function of public that counts attempts, writes, or takes a secret or personal value.';

-- The wrappers of SECURITY DEFINER functions: the same signature, the check first (grants stay with the function).
create or replace function public.start_registration_upload(p_schedule_id bigint)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.start_registration_upload(p_schedule_id) $$;
create or replace function public.submit_registration(p_application jsonb)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.submit_registration(p_application) $$;
create or replace function public.check_registration(p_code text, p_birth_date text)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.check_registration(p_code, p_birth_date) $$;

create or replace function public.applicant_data(p_id bigint)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.applicant_data(p_id) $$;
create or replace function public.erase_applicant_data(p_id bigint)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.erase_applicant_data(p_id) $$;
create or replace function public.export_registrations(p_schedule_id bigint, p_statuses text[])
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.export_registrations(p_schedule_id, p_statuses) $$;
create or replace function public.record_message_sent(p_registration_id bigint)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.record_message_sent(p_registration_id) $$;
create or replace function public.reveal_registration_nik(p_id bigint)
returns text language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.reveal_registration_nik(p_id) $$;
create or replace function public.review_registration_document(p_registration_id bigint, p_kind text, p_verdict text, p_reason text default null)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.review_registration_document(p_registration_id, p_kind, p_verdict, p_reason) $$;
create or replace function public.set_registration_status(p_ids bigint[], p_status text, p_message text default null, p_allow_over_quota boolean default false)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.set_registration_status(p_ids, p_status, p_message, p_allow_over_quota) $$;
create or replace function public.publish_selection_results(p_schedule_id bigint, p_publish_on date, p_note text default null, p_announcement jsonb default null)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.publish_selection_results(p_schedule_id, p_publish_on, p_note, p_announcement) $$;
create or replace function public.withdraw_selection_results(p_schedule_id bigint)
returns void language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.withdraw_selection_results(p_schedule_id) $$;

-- Volatile: PostgREST's HEAD of a stable scalar function never evaluates it (nothing is done, 200 without a body);
-- as volatile it runs and refuses HEAD like every other function here.
create or replace function public.authorize_team_change()
returns uuid language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.authorize_team_change() $$;
create or replace function public.team_members()
returns table (user_id uuid, email text, first_name text, last_name text, role text, active boolean,
               last_sign_in_at timestamptz, created_at timestamptz, invited_by_email text, two_factor boolean)
language sql stable security invoker set search_path = ''
as $$ select private.require_post(); select * from private.team_members() $$;
create or replace function public.update_team_member(p_user_id uuid, p_role text default null, p_active boolean default null)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.update_team_member(p_user_id, p_role, p_active) $$;
create or replace function public.remove_team_member(p_user_id uuid)
returns void language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.remove_team_member(p_user_id) $$;
create or replace function public.reset_member_two_factor(p_user_id uuid)
returns integer language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.reset_member_two_factor(p_user_id) $$;
create or replace function public.set_require_two_factor(p_required boolean)
returns boolean language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.set_require_two_factor(p_required) $$;

-- The administrators' search takes the searched text (a name, a code, NIK digits): never in a URL.
create or replace function public.search_registrations(p_query text default '')
returns table (id bigint, code text, schedule_id bigint, status text, full_name text, nik_last4 text, whatsapp text,
               submitted_at timestamptz, erased_at timestamptz)
language sql
stable
security invoker
set search_path = ''
as $$
  select private.require_post();
  -- The text is matched anywhere, case-insensitively; LIKE's own characters (\ % _) match themselves.
  with term as (
    select pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(
             pg_catalog.left(pg_catalog.btrim(coalesce(p_query, '')), 100), '\', '\\'), '%', '\%'), '_', '\_') as t
  )
  select r.id, r.code, r.schedule_id, r.status, r.full_name, r.nik_last4, r.whatsapp, r.submitted_at, r.erased_at
    from public.registrations r, term
   where term.t = ''
      or r.full_name ilike '%' || term.t || '%'
      or r.code ilike '%' || term.t || '%'
      or r.nik_last4 ilike '%' || term.t || '%'
$$;

-- The content editors' writing functions (SECURITY INVOKER, plpgsql): moved to `private` with their body, grants and
-- owner unchanged, and wrapped under their old name.
alter function public.reorder_faq(bigint[]) set schema private;
alter function public.replace_syllabus_items(bigint, jsonb) set schema private;
alter function public.restore_deleted(bigint) set schema private;

create function public.reorder_faq(p_ids bigint[])
returns setof public.faq language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select * from private.reorder_faq(p_ids) $$;
create function public.replace_syllabus_items(p_program_id bigint, p_items jsonb)
returns setof public.syllabus_items language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select * from private.replace_syllabus_items(p_program_id, p_items) $$;
create function public.restore_deleted(p_history_id bigint)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.restore_deleted(p_history_id) $$;
do $$
declare
  fn regprocedure;
begin
  foreach fn in array array['public.reorder_faq(bigint[])', 'public.replace_syllabus_items(bigint,jsonb)', 'public.restore_deleted(bigint)']::regprocedure[] loop
    execute format('revoke execute on function %s from public, anon', fn);
    execute format('grant execute on function %s to authenticated, service_role', fn);
  end loop;
end;
$$;

-- ---------------------------------------------------------------------------
-- 2. Limits: new kinds, per-address ceilings for a class on one network, Retry-After
-- ---------------------------------------------------------------------------
alter table public.registration_attempts drop constraint registration_attempts_kind_check;
alter table public.registration_attempts add constraint registration_attempts_kind_check check (kind in (
  'submit-client', 'submit-nik', 'folder-client', 'lookup-client', 'lookup-code', 'lookup-prefix', 'withdraw-code'));

-- A class of 40 applicants registering from the centre's Wi-Fi or behind a carrier's shared address (CGNAT) in one
-- hour: 40 folders and 40 submissions with room for retries, and their typos on /cek-pendaftaran. The abuse limits
-- are per code, per code prefix, per NIK and per upload folder, which no address sharing affects.
alter table public.registration_limits
  alter column submit_per_client_per_hour set default 120,
  alter column folders_per_client_per_hour set default 120,
  alter column lookup_failures_per_client set default 60,
  add column lookup_failures_per_prefix integer not null default 50 check (lookup_failures_per_prefix > 0),
  -- At most a day: older attempts are pruned by registration_cleanup().
  add column lookup_prefix_window interval not null default interval '1 day'
    check (lookup_prefix_window > interval '0' and lookup_prefix_window <= interval '1 day'),
  add column withdraw_failures_per_code integer not null default 5 check (withdraw_failures_per_code > 0),
  add column withdraw_window interval not null default interval '1 day'
    check (withdraw_window > interval '0' and withdraw_window <= interval '1 day'),
  add column files_per_folder integer not null default 20 check (files_per_folder between 1 and 100);
-- The shipped row gets the new ceilings; a value someone changed with SQL stays.
update public.registration_limits set submit_per_client_per_hour = 120 where id = 1 and submit_per_client_per_hour = 20;
update public.registration_limits set folders_per_client_per_hour = 120 where id = 1 and folders_per_client_per_hour = 30;
update public.registration_limits set lookup_failures_per_client = 60 where id = 1 and lookup_failures_per_client = 20;

-- Seconds until a key's attempts in the window fall below the limit again, or null when they already are. The
-- limit-th newest attempt is the one whose expiry frees the window.
create or replace function public.registration_retry_after(p_kind text, p_key_hash text, p_window interval, p_limit integer)
returns integer
language sql
stable
set search_path = ''
as $$
  select greatest(1, pg_catalog.ceil(extract(epoch from (a.at + p_window - pg_catalog.now())))::integer)
  from (
    select x.at from public.registration_attempts x
    where x.kind = p_kind and x.key_hash = p_key_hash and x.at > pg_catalog.now() - p_window
    order by x.at desc
    offset greatest(p_limit - 1, 0) limit 1
  ) a
$$;

-- A 429 with Retry-After (PostgREST's response.headers; hosted PostgREST honours it too).
create or replace function public.registration_rate_limited(p_retry_after integer, p_message text, p_field text default null)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
begin
  perform pg_catalog.set_config('response.headers',
    pg_catalog.json_build_array(pg_catalog.json_build_object('Retry-After', greatest(coalesce(p_retry_after, 1), 1)::text))::text, true);
  return public.registration_refusal(429, 'rate_limited', p_message, p_field);
end;
$$;

-- The part of a code the published results show (TIK-7K3): 15 of its 40 bits.
create or replace function public.registration_code_prefix(p_code text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when p_code is null then null else pg_catalog.left(p_code, 7) end
$$;

-- ---------------------------------------------------------------------------
-- 3. Upload folders: at most files_per_folder files in one
-- ---------------------------------------------------------------------------
create or replace function private.can_upload_registration_document(p_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when p_name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/(ktp|ijazah|pas_foto|kk)-[0-9]{10,16}\.(jpg|png|webp|pdf)$'
    then exists (
       select 1 from public.registration_uploads u
       where u.folder = pg_catalog.split_part(p_name, '/', 1)::uuid
         and u.created_at > pg_catalog.now() - interval '24 hours'
         and not exists (select 1 from public.registrations r where r.upload_folder = u.folder))
     and (select pg_catalog.count(*) from storage.objects o
           where o.bucket_id = 'registration-documents'
             and o.name like pg_catalog.split_part(p_name, '/', 1) || '/%')
         < (select l.files_per_folder from public.registration_limits l where l.id = 1)
    else false
  end
$$;

create or replace function private.start_registration_upload(p_schedule_id bigint)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  s public.schedules;
  lim public.registration_limits;
  client_hash text := public.registration_hash(public.registration_client());
  wait integer;
  new_folder uuid;
begin
  select * into lim from public.registration_limits where id = 1;
  select * into s from public.schedules where id = p_schedule_id;
  if not found or not public.registration_open(s.online_registration, s.registration_start, s.registration_end) then
    return public.registration_refusal(400, 'registration_closed', 'Pendaftaran untuk jadwal ini sedang tidak dibuka.');
  end if;
  wait := public.registration_retry_after('folder-client', client_hash, interval '1 hour', lim.folders_per_client_per_hour);
  if wait is not null then
    return public.registration_rate_limited(wait, 'Terlalu banyak percobaan dari perangkat ini. Coba lagi dalam 1 jam.');
  end if;
  insert into public.registration_attempts (kind, key_hash) values ('folder-client', client_hash);
  insert into public.registration_uploads (schedule_id) values (s.id) returning folder into new_folder;
  return pg_catalog.jsonb_build_object('folder', new_folder);
end;
$$;

-- ---------------------------------------------------------------------------
-- 4. Submissions: duplicate_nik last, documents named, Retry-After
-- ---------------------------------------------------------------------------
create or replace function private.submit_registration(p_application jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  a jsonb := p_application;
  s public.schedules;
  lim public.registration_limits;
  settings public.registration_settings;
  client_hash text := public.registration_hash(public.registration_client());
  nik_hash text;
  wait integer;
  v_key uuid;
  v_folder uuid;
  v_birth date;
  v_age_today integer;
  v_age_start integer;
  v_name text;
  v_whatsapp text;
  v_email text;
  v_code text;
  v_id bigint;
  existing public.registrations;
  doc jsonb;
  doc_kind text;
  doc_name text;
  obj record;
  kinds text[] := '{}';
  field text;
  max_len integer;
  optional_fields constant jsonb := '{"email": 254, "source": 100, "motivation": 1000}';
  required_fields constant jsonb := '{"full_name": 120, "birth_place": 60, "address": 300, "regency": 60, "education": 60, "employment": 60}';
  labels constant jsonb := '{"full_name": "Nama lengkap", "birth_place": "Tempat lahir", "address": "Alamat domisili", "regency": "Kabupaten/kota", "education": "Pendidikan terakhir", "employment": "Status pekerjaan", "email": "Email", "source": "Sumber informasi", "motivation": "Motivasi"}';
begin
  if a is null or pg_catalog.jsonb_typeof(a) <> 'object' then
    return public.registration_refusal(400, 'invalid', 'Data pendaftaran tidak lengkap.');
  end if;
  select * into lim from public.registration_limits where id = 1;
  select * into settings from public.registration_settings where id = 1;

  -- Per client: every attempt counts (committed even when refused).
  wait := public.registration_retry_after('submit-client', client_hash, interval '1 hour', lim.submit_per_client_per_hour);
  if wait is not null then
    return public.registration_rate_limited(wait, 'Terlalu banyak pendaftaran dari perangkat ini. Coba lagi dalam 1 jam.');
  end if;
  insert into public.registration_attempts (kind, key_hash) values ('submit-client', client_hash);

  -- Honeypot: a field people never see and bots fill in.
  if coalesce(a ->> 'website', '') <> '' then
    return public.registration_refusal(400, 'rejected', 'Pendaftaran tidak dapat diproses. Muat ulang halaman lalu coba lagi.');
  end if;

  begin
    v_key := (a ->> 'idempotency_key')::uuid;
    v_folder := (a ->> 'upload_folder')::uuid;
  exception when others then
    v_key := null;
  end;
  if v_key is null or v_folder is null then
    return public.registration_refusal(400, 'invalid', 'Data pendaftaran tidak lengkap. Muat ulang halaman lalu coba lagi.');
  end if;

  -- A retry of a submission that already went through (e.g. after a timeout) gets the same registration.
  select * into existing from public.registrations where idempotency_key = v_key;
  if found then
    if existing.nik is distinct from (a ->> 'nik') or existing.schedule_id::text is distinct from (a ->> 'schedule_id') then
      return public.registration_refusal(409, 'idempotency_conflict', 'Data pendaftaran tidak cocok dengan pengiriman sebelumnya. Muat ulang halaman lalu coba lagi.');
    end if;
    return public.registration_receipt(existing.id);
  end if;

  -- The batch
  begin
    select * into s from public.schedules where id = (a ->> 'schedule_id')::bigint;
  exception when others then
    s := null;
  end;
  if s.id is null then
    return public.registration_refusal(404, 'schedule_not_found', 'Jadwal pelatihan tidak ditemukan.');
  end if;
  if not s.online_registration then
    return public.registration_refusal(400, 'registration_elsewhere', 'Jadwal ini tidak menerima pendaftaran melalui situs ini.');
  end if;
  if s.registration_start is null or public.jakarta_today() < s.registration_start then
    return public.registration_refusal(400, 'registration_not_open', 'Pendaftaran untuk jadwal ini belum dibuka.');
  end if;
  if public.jakarta_today() > s.registration_end then
    return public.registration_refusal(400, 'registration_closed', 'Pendaftaran untuk jadwal ini sudah ditutup.');
  end if;

  -- Fields: types, lengths, formats
  for field, max_len in select key, value::integer from pg_catalog.jsonb_each_text(required_fields) loop
    if pg_catalog.jsonb_typeof(a -> field) is distinct from 'string' or not coalesce(public.is_valid_text(a ->> field, 100000), false) then
      return public.registration_refusal(400, 'invalid_field', (labels ->> field) || ' harus diisi.', field);
    end if;
    if pg_catalog.char_length(a ->> field) > max_len then
      return public.registration_refusal(400, 'invalid_field', (labels ->> field) || ' maksimal ' || max_len || ' karakter.', field);
    end if;
  end loop;
  for field, max_len in select key, value::integer from pg_catalog.jsonb_each_text(optional_fields) loop
    if a ? field and pg_catalog.jsonb_typeof(a -> field) not in ('string', 'null') then
      return public.registration_refusal(400, 'invalid_field', (labels ->> field) || ' tidak valid.', field);
    end if;
    if pg_catalog.char_length(coalesce(a ->> field, '')) > max_len then
      return public.registration_refusal(400, 'invalid_field', (labels ->> field) || ' maksimal ' || max_len || ' karakter.', field);
    end if;
  end loop;
  v_name := pg_catalog.btrim(a ->> 'full_name');
  if pg_catalog.char_length(v_name) < 3 then
    return public.registration_refusal(400, 'invalid_field', 'Nama lengkap minimal 3 karakter.', 'full_name');
  end if;
  if coalesce(a ->> 'nik', '') !~ '^[0-9]{16}$' then
    return public.registration_refusal(400, 'invalid_field', 'NIK harus 16 digit angka.', 'nik');
  end if;
  if coalesce(a ->> 'gender', '') not in ('L', 'P') then
    return public.registration_refusal(400, 'invalid_field', 'Pilih jenis kelamin.', 'gender');
  end if;
  begin
    v_birth := (a ->> 'birth_date')::date;
  exception when others then
    v_birth := null;
  end;
  if v_birth is null or coalesce(a ->> 'birth_date', '') !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' or v_birth > public.jakarta_today() or v_birth < date '1900-01-01' then
    return public.registration_refusal(400, 'invalid_field', 'Tanggal lahir tidak valid.', 'birth_date');
  end if;
  v_whatsapp := a ->> 'whatsapp';
  if coalesce(v_whatsapp, '') !~ '^62[1-9][0-9]{7,12}$' then
    return public.registration_refusal(400, 'invalid_field', 'Nomor WhatsApp tidak valid. Contoh: 081234567890.', 'whatsapp');
  end if;
  v_email := nullif(pg_catalog.btrim(coalesce(a ->> 'email', '')), '');
  if v_email is not null and v_email !~* '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
    return public.registration_refusal(400, 'invalid_field', 'Format email tidak valid.', 'email');
  end if;

  -- Age: a plausible age today, and the batch's limits on its first day
  v_age_today := public.age_on(v_birth, public.jakarta_today());
  v_age_start := public.age_on(v_birth, s."startDate");
  if v_age_today < 10 or v_age_today > 100 then
    return public.registration_refusal(400, 'invalid_field', 'Tanggal lahir tidak valid.', 'birth_date');
  end if;
  if s.min_age is not null and v_age_start < s.min_age then
    return public.registration_refusal(400, 'age_limit', 'Usia minimal ' || s.min_age || ' tahun pada hari pertama pelatihan.', 'birth_date');
  end if;
  if s.max_age is not null and v_age_start > s.max_age then
    return public.registration_refusal(400, 'age_limit', 'Usia maksimal ' || s.max_age || ' tahun pada hari pertama pelatihan.', 'birth_date');
  end if;

  -- Consent
  if (a -> 'consent') is distinct from 'true'::jsonb then
    return public.registration_refusal(400, 'consent_required', 'Anda harus menyetujui Kebijakan Privasi untuk mendaftar.', 'consent');
  end if;
  if v_age_today < 18 and (a -> 'guardian_consent') is distinct from 'true'::jsonb then
    return public.registration_refusal(400, 'guardian_consent_required', 'Pendaftar di bawah 18 tahun memerlukan persetujuan orang tua atau wali.', 'guardian_consent');
  end if;
  if (a ->> 'consent_version') is distinct from settings.privacy_notice_version then
    return public.registration_refusal(409, 'notice_changed', 'Kebijakan Privasi telah diperbarui. Muat ulang halaman, baca kembali, lalu kirim lagi.', 'consent');
  end if;

  -- Per NIK (counted once the NIK is well-formed, whatever follows)
  nik_hash := public.registration_hash('nik:' || (a ->> 'nik'));
  wait := public.registration_retry_after('submit-nik', nik_hash, interval '1 day', lim.submit_per_nik_per_day);
  if wait is not null then
    return public.registration_rate_limited(wait, 'Terlalu banyak percobaan pendaftaran dengan NIK ini. Coba lagi besok.', 'nik');
  end if;
  insert into public.registration_attempts (kind, key_hash) values ('submit-nik', nik_hash);

  -- Documents: exactly the ones the batch asks for, uploaded into this folder
  if not exists (
    select 1 from public.registration_uploads u
    where u.folder = v_folder and u.schedule_id = s.id and u.created_at > pg_catalog.now() - interval '24 hours'
  ) or exists (select 1 from public.registrations r where r.upload_folder = v_folder) then
    return public.registration_refusal(400, 'upload_expired', 'Sesi unggah dokumen sudah berakhir. Muat ulang halaman lalu unggah dokumen lagi.', 'documents');
  end if;
  if pg_catalog.jsonb_typeof(a -> 'documents') is distinct from 'array' then
    return public.registration_refusal(400, 'missing_document', 'Unggah dokumen yang diminta.', 'documents');
  end if;
  for doc in select value from pg_catalog.jsonb_array_elements(a -> 'documents') loop
    doc_kind := doc ->> 'kind';
    doc_name := doc ->> 'name';
    if doc_kind is null or not (doc_kind = any (s.required_documents)) or doc_kind = any (kinds) then
      return public.registration_refusal(400, 'invalid_document', 'Dokumen yang dikirim tidak sesuai. Unggah ulang dokumen yang diminta.', 'documents');
    end if;
    -- A document the batch asks for, but not a file of this application's folder: name it, so it is redone.
    if doc_name is null or pg_catalog.split_part(doc_name, '/', 1) <> v_folder::text
       or pg_catalog.split_part(pg_catalog.split_part(doc_name, '/', 2), '-', 1) <> doc_kind then
      return public.registration_refusal(400, 'invalid_document',
        'Dokumen ' || public.document_label(doc_kind) || ' tidak sesuai. Unggah ulang ' || public.document_label(doc_kind) || ' lalu kirim lagi.',
        'documents.' || doc_kind);
    end if;
    if not exists (select 1 from storage.objects o where o.bucket_id = 'registration-documents' and o.name = doc_name) then
      return public.registration_refusal(400, 'missing_document', 'Dokumen ' || public.document_label(doc_kind) || ' belum terunggah. Unggah ulang lalu kirim lagi.', 'documents');
    end if;
    kinds := kinds || doc_kind;
  end loop;
  for doc_kind in select unnest(s.required_documents) loop
    if not (doc_kind = any (kinds)) then
      return public.registration_refusal(400, 'missing_document', 'Unggah ' || public.document_label(doc_kind) || '.', 'documents');
    end if;
  end loop;

  -- Only a complete, valid application learns that its NIK is already registered for the batch (within the
  -- NIK's own limit above): anyone could otherwise confirm that a NIK applied, with no documents at all.
  if exists (select 1 from public.registrations where schedule_id = s.id and nik = (a ->> 'nik')) then
    return public.registration_refusal(409, 'duplicate_nik', 'NIK ini sudah terdaftar pada jadwal ini.', 'nik',
      'Cek status pendaftaran Anda di halaman Cek Pendaftaran dengan kode pendaftaran dan tanggal lahir.');
  end if;

  -- Everything holds: write the registration and its documents in this one transaction.
  loop
    v_code := public.new_registration_code();
    begin
      insert into public.registrations (
        code, schedule_id, upload_folder, idempotency_key, full_name, nik, birth_place, birth_date, gender,
        address, regency, whatsapp, email, education, employment, source, motivation, lookup_hash,
        consent_version, consent_at, guardian_consent)
      values (
        v_code, s.id, v_folder, v_key, v_name, a ->> 'nik', pg_catalog.btrim(a ->> 'birth_place'), v_birth, a ->> 'gender',
        pg_catalog.btrim(a ->> 'address'), pg_catalog.btrim(a ->> 'regency'), v_whatsapp, v_email,
        pg_catalog.btrim(a ->> 'education'), pg_catalog.btrim(a ->> 'employment'),
        nullif(pg_catalog.btrim(coalesce(a ->> 'source', '')), ''), nullif(pg_catalog.btrim(coalesce(a ->> 'motivation', '')), ''),
        public.registration_lookup_hash(v_code, v_birth),
        settings.privacy_notice_version, pg_catalog.now(), coalesce((a -> 'guardian_consent') = 'true'::jsonb, false))
      returning id into v_id;
      exit;
    exception when unique_violation then
      -- Which one: a concurrent retry with the same key, the same NIK at the same moment, or (rarely) the code.
      select * into existing from public.registrations where idempotency_key = v_key;
      if found then
        return public.registration_receipt(existing.id);
      end if;
      if exists (select 1 from public.registrations where schedule_id = s.id and nik = (a ->> 'nik')) then
        return public.registration_refusal(409, 'duplicate_nik', 'NIK ini sudah terdaftar pada jadwal ini.', 'nik',
          'Cek status pendaftaran Anda di halaman Cek Pendaftaran dengan kode pendaftaran dan tanggal lahir.');
      end if;
      if exists (select 1 from public.registrations where upload_folder = v_folder) then
        return public.registration_refusal(400, 'upload_expired', 'Sesi unggah dokumen sudah dipakai. Muat ulang halaman lalu unggah dokumen lagi.', 'documents');
      end if;
    end;
  end loop;

  for obj in
    select o.name, coalesce(o.metadata ->> 'mimetype', 'application/octet-stream') as mime,
           coalesce((o.metadata ->> 'size')::bigint, 0) as size
    from pg_catalog.jsonb_array_elements(a -> 'documents') d
    join storage.objects o on o.bucket_id = 'registration-documents' and o.name = d ->> 'name'
  loop
    insert into public.registration_documents (registration_id, kind, object_name, mime_type, size_bytes)
    values (v_id, pg_catalog.split_part(pg_catalog.split_part(obj.name, '/', 2), '-', 1), obj.name, obj.mime, greatest(obj.size, 1)::integer);
  end loop;

  return public.registration_receipt(v_id);
end;
$$;

-- ---------------------------------------------------------------------------
-- 5. The status check and the withdrawal
-- ---------------------------------------------------------------------------
-- The registration for a code and birth date (and, for a withdrawal, the NIK's last 4 digits), or an empty row after
-- counting the failure per client, per code, per code prefix (the part the results publish) and, for a withdrawal,
-- per code in its own window. Over a limit nothing is looked up or counted: the row is empty and
-- registration.limited says which window ('window': 15 minutes, 'day') with registration.retry_after. A wrong code,
-- birth date or NIK digits are counted the same way, so no limit tells them apart either.
create or replace function public.registration_lookup(p_code text, p_birth_date text, p_nik_last4 text, p_withdraw boolean)
returns public.registrations
language plpgsql
volatile
set search_path = ''
as $$
declare
  lim public.registration_limits;
  client_hash text := public.registration_hash(public.registration_client());
  v_code text := public.normalize_registration_code(p_code);
  code_hash text := public.registration_hash('code:' || coalesce(v_code, ''));
  prefix_hash text := public.registration_hash('prefix:' || coalesce(public.registration_code_prefix(v_code), ''));
  short_wait integer;
  long_wait integer;
  birth date;
  r public.registrations;
  given_hash text;
  key_ok boolean;
begin
  perform pg_catalog.set_config('registration.limited', '', true);
  select * into lim from public.registration_limits where id = 1;
  short_wait := greatest(
    public.registration_retry_after('lookup-client', client_hash, lim.lookup_window, lim.lookup_failures_per_client),
    public.registration_retry_after('lookup-code', code_hash, lim.lookup_window, lim.lookup_failures_per_code));
  long_wait := greatest(
    public.registration_retry_after('lookup-prefix', prefix_hash, lim.lookup_prefix_window, lim.lookup_failures_per_prefix),
    case when p_withdraw then public.registration_retry_after('withdraw-code', code_hash, lim.withdraw_window, lim.withdraw_failures_per_code) end);
  if short_wait is not null or long_wait is not null then
    perform pg_catalog.set_config('registration.limited', case when long_wait is not null then 'day' else 'window' end, true);
    perform pg_catalog.set_config('registration.retry_after', greatest(short_wait, long_wait)::text, true);
    return r;
  end if;
  begin
    birth := case when p_birth_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then p_birth_date::date end;
  exception when others then
    birth := null;
  end;
  select * into r from public.registrations x where x.code = coalesce(v_code, '');
  given_hash := public.registration_lookup_hash(coalesce(v_code, ''), coalesce(birth, date '1900-01-01'));
  -- A withdrawal also needs the NIK's last 4 digits; an application already withdrawn has none left (the retry
  -- of a withdrawal whose answer was lost gets its status, as the status check would).
  key_ok := not p_withdraw or r.status = 'mengundurkan_diri'
            or (r.nik_last4 is not null and r.nik_last4 = coalesce(p_nik_last4, ''));
  if r.id is null or birth is null or r.lookup_hash <> given_hash or not coalesce(key_ok, false) then
    insert into public.registration_attempts (kind, key_hash)
    values ('lookup-client', client_hash), ('lookup-code', code_hash), ('lookup-prefix', prefix_hash);
    if p_withdraw then
      insert into public.registration_attempts (kind, key_hash) values ('withdraw-code', code_hash);
    end if;
    r := null;
  end if;
  return r;
end;
$$;

create or replace function public.registration_lookup_refusal(p_withdraw boolean)
returns jsonb
language sql
volatile
set search_path = ''
as $$
  select case pg_catalog.current_setting('registration.limited', true)
    when 'day' then public.registration_rate_limited(
      pg_catalog.current_setting('registration.retry_after', true)::integer,
      'Terlalu banyak percobaan yang gagal untuk kode ini. Coba lagi besok.')
    when 'window' then public.registration_rate_limited(
      pg_catalog.current_setting('registration.retry_after', true)::integer,
      'Terlalu banyak percobaan yang gagal. Coba lagi dalam 15 menit.')
    else public.registration_refusal(404, 'not_found', case when p_withdraw
      then 'Data pendaftaran tidak ditemukan. Periksa kode, tanggal lahir, dan 4 digit terakhir NIK.'
      else 'Data pendaftaran tidak ditemukan. Periksa kode dan tanggal lahir.' end)
  end
$$;

-- The earlier helpers, kept for whatever still names them, with the new limits.
create or replace function public.find_registration(p_code text, p_birth_date text)
returns public.registrations
language sql
volatile
set search_path = ''
as $$ select public.registration_lookup(p_code, p_birth_date, null, false) $$;
create or replace function public.registration_lookup_refusal()
returns jsonb
language sql
volatile
set search_path = ''
as $$ select public.registration_lookup_refusal(false) $$;

create or replace function private.check_registration(p_code text, p_birth_date text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  r public.registrations;
begin
  r := public.registration_lookup(p_code, p_birth_date, null, false);
  if r.id is null then
    return public.registration_lookup_refusal(false);
  end if;
  return public.registration_status_view(r.id);
end;
$$;

-- Withdraws a registration ("Batalkan Pendaftaran"): status mengundurkan_diri, personal fields erased and the
-- documents detached at once, through public.erase_registration(). The code and birth date open the status; the
-- withdrawal also needs the last 4 digits of the NIK (not given away by the NIK's region or date).
drop function public.withdraw_registration(text, text);
drop function private.withdraw_registration(text, text);
create function private.withdraw_registration(p_code text, p_birth_date text, p_nik_last4 text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  r public.registrations;
begin
  r := public.registration_lookup(p_code, p_birth_date, p_nik_last4, true);
  if r.id is null then
    return public.registration_lookup_refusal(true);
  end if;
  if r.status = 'mengundurkan_diri' then
    return public.registration_status_view(r.id);
  end if;
  update public.registrations set status = 'mengundurkan_diri' where id = r.id;
  perform public.erase_registration(r.id, pg_catalog.now());
  return public.registration_status_view(r.id);
end;
$$;
create function public.withdraw_registration(p_code text, p_birth_date text, p_nik_last4 text)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.withdraw_registration(p_code, p_birth_date, p_nik_last4) $$;

-- ---------------------------------------------------------------------------
-- 6. Published results: the code's first 3 characters, never the whole code
-- ---------------------------------------------------------------------------
create or replace function private.published_selection_results(p_schedule_id bigint)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  r public.selection_results;
  s record;
begin
  select * into r from public.selection_results where schedule_id = p_schedule_id;
  if not found or (r.published_at > pg_catalog.now()
                   and not ((select public.can_read_personal_data()) and (select private.two_factor_satisfied()))) then
    raise exception 'Hasil seleksi untuk jadwal ini belum diumumkan.' using errcode = 'PT404';
  end if;
  select id, program, batch, "startDate", "endDate" into s from public.schedules where id = p_schedule_id;
  -- In the order of what is shown (prefix, masked name): the order of the whole codes would tell about the rest.
  return pg_catalog.jsonb_build_object(
    'schedule', pg_catalog.jsonb_build_object('id', s.id, 'program', s.program, 'batch', s.batch, 'start_date', s."startDate", 'end_date', s."endDate"),
    'published_at', r.published_at,
    'note', r.note,
    'accepted', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('code_prefix', g.prefix, 'name', g.name) order by g.prefix, g.name, g.id)
        from (select x.id, public.registration_code_prefix(x.code) as prefix, public.mask_name(x.full_name) as name
                from public.registrations x
               where x.schedule_id = s.id and x.status in ('lulus', 'peserta', 'selesai') and x.erased_at is null) g), '[]'::jsonb),
    'reserve', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('code_prefix', g.prefix, 'name', g.name) order by g.prefix, g.name, g.id)
        from (select x.id, public.registration_code_prefix(x.code) as prefix, public.mask_name(x.full_name) as name
                from public.registrations x
               where x.schedule_id = s.id and x.status = 'cadangan' and x.erased_at is null) g), '[]'::jsonb));
end;
$$;

-- ---------------------------------------------------------------------------
-- 7. Who may execute what
-- ---------------------------------------------------------------------------
do $$
declare
  fn regprocedure;
begin
  foreach fn in array array[
    'public.registration_retry_after(text,text,interval,integer)', 'public.registration_rate_limited(integer,text,text)',
    'public.registration_code_prefix(text)', 'public.registration_lookup(text,text,text,boolean)',
    'public.registration_lookup_refusal(boolean)'
  ]::regprocedure[] loop
    execute format('revoke execute on function %s from public, anon, authenticated', fn);
    execute format('grant execute on function %s to service_role', fn);
  end loop;
  foreach fn in array array['private.withdraw_registration(text,text,text)', 'public.withdraw_registration(text,text,text)']::regprocedure[] loop
    execute format('revoke execute on function %s from public', fn);
    execute format('grant execute on function %s to anon, authenticated, service_role', fn);
  end loop;
end;
$$;
