-- Online registration (issue 22): a visitor applies for a batch on the site and can follow the application.
-- Plain SQL for PostgreSQL 15+, deployable unchanged to a hosted Supabase project. docs/registration.md
-- describes the flow, the data and the privacy rules.
--
-- Who may do what:
-- - Nobody reads, lists, updates or deletes registrations, their documents or the bookkeeping tables through
--   the table API except administrators, who read registrations and documents (the selection of issue 23
--   builds on that). Visitors act only through the functions below, which re-check every rule:
--   start_registration_upload() (a fresh, unguessable folder for the documents), submit_registration(),
--   check_registration() and withdraw_registration() (code + birth date).
-- - The documents live in the PRIVATE bucket `registration-documents`: no public URL; anonymous clients may
--   only add new files under a folder start_registration_upload() gave out less than 24 hours ago and that
--   no registration uses yet (no SELECT, UPDATE or DELETE policy for them, so no upsert, listing or removal).
-- - Refusals are answers, not errors: the functions set PostgREST's `response.status` (400, 404, 409, 429)
--   and return {message, code, details, hint} like PostgREST's own errors, so the transaction commits the
--   rate-limit bookkeeping (hashed keys only) and nothing else.
-- - Personal data is never kept in the change history (no record_change trigger on these tables), never in
--   a URL (every function takes its input in the POST body) and is erased on withdrawal and a set number of
--   months after the batch ends (registration_cleanup(), run by the backend's scheduled clean-up).

-- ---------------------------------------------------------------------------
-- 1. Schedules: how a batch takes registrations on this site
-- ---------------------------------------------------------------------------
alter table public.schedules
  add column online_registration boolean not null default false,
  add column required_documents text[] not null default '{ktp,ijazah}'::text[],
  add column min_age smallint,
  add column max_age smallint;

alter table public.schedules
  add constraint schedules_required_documents_check
    check (required_documents <@ array['ktp', 'ijazah', 'pas_foto', 'kk']::text[] and cardinality(required_documents) <= 4),
  add constraint schedules_min_age_check check (min_age is null or min_age between 15 and 99),
  add constraint schedules_max_age_check check (max_age is null or max_age between 15 and 99),
  add constraint schedules_age_order_check check (min_age is null or max_age is null or min_age <= max_age),
  -- Online registration needs a registration period to be open in.
  add constraint schedules_online_registration_check
    check (not online_registration or registration_start is not null);

comment on column public.schedules.online_registration is 'The batch takes registrations on this site (/jadwal/{id}/daftar) while its registration period is open in Asia/Jakarta.';
comment on column public.schedules.required_documents is 'Documents applicants upload: ktp, ijazah (Ijazah Terakhir), pas_foto, kk (Kartu Keluarga).';
comment on column public.schedules.min_age is 'Youngest age accepted, on the first day of training (inclusive).';
comment on column public.schedules.max_age is 'Oldest age accepted, on the first day of training (inclusive).';

-- The data-protection officer's e-mail, shown on /kebijakan-privasi (set with the contact information).
alter table public.contact_info
  add column privacy_email text;
alter table public.contact_info
  add constraint contact_info_privacy_email_text check (public.is_valid_text(privacy_email, 254)),
  add constraint contact_info_privacy_email_check
    check (privacy_email is null or privacy_email ~* '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$');

-- ---------------------------------------------------------------------------
-- 2. Settings: one public row (what the privacy notice states), one private row (limits, the hashing key)
-- ---------------------------------------------------------------------------
create table public.registration_settings (
  id integer primary key default 1 check (id = 1),
  -- Personal data and documents are erased this many months after the batch's last day.
  retention_months smallint not null default 12 check (retention_months between 1 and 60),
  -- The version of /kebijakan-privasi applicants consent to (src/features/registrations/privacy.ts).
  privacy_notice_version text not null default '2026-11-25'
    check (public.is_valid_text(privacy_notice_version, 40)),
  updated_at timestamptz not null default now()
);
insert into public.registration_settings (id) values (1) on conflict (id) do nothing;
-- Administrators' changes to the settings are in the change history like every content table; the tables with
-- applicants' data below are not (their personal data must never be kept in readable history).
create trigger record_change after insert or update or delete on public.registration_settings
  for each row execute function public.record_change();
comment on table public.registration_settings is 'What the privacy notice states: retention (months after the batch ends) and the notice version consent is given to. Everyone reads; administrators update.';

-- Never exposed: no grants to the API roles, row-level security on without policies.
create table public.registration_limits (
  id integer primary key default 1 check (id = 1),
  -- Keyed hashing of client addresses and NIKs in registration_attempts (never stored in clear).
  hash_key text not null default encode(extensions.gen_random_bytes(32), 'hex'),
  submit_per_client_per_hour integer not null default 20 check (submit_per_client_per_hour > 0),
  submit_per_nik_per_day integer not null default 5 check (submit_per_nik_per_day > 0),
  folders_per_client_per_hour integer not null default 30 check (folders_per_client_per_hour > 0),
  lookup_failures_per_code integer not null default 5 check (lookup_failures_per_code > 0),
  lookup_failures_per_client integer not null default 20 check (lookup_failures_per_client > 0),
  -- Failures older than this no longer count.
  lookup_window interval not null default interval '15 minutes'
);
insert into public.registration_limits (id) values (1) on conflict (id) do nothing;
comment on table public.registration_limits is 'Rate limits of the registration functions and the key their bookkeeping hashes with. No API access; change with SQL (docs/registration.md).';

create table public.registration_attempts (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('submit-client', 'submit-nik', 'folder-client', 'lookup-client', 'lookup-code')),
  key_hash text not null check (char_length(key_hash) = 64),
  at timestamptz not null default now()
);
create index registration_attempts_key_idx on public.registration_attempts (kind, key_hash, at);
comment on table public.registration_attempts is 'Rate-limit bookkeeping: hashed client addresses, NIKs and codes with a time; pruned after a day. No API access.';

-- ---------------------------------------------------------------------------
-- 3. Registrations, their documents, and the upload folders handed out
-- ---------------------------------------------------------------------------
create table public.registration_uploads (
  folder uuid primary key default gen_random_uuid(),
  schedule_id bigint not null references public.schedules (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index registration_uploads_schedule_idx on public.registration_uploads (schedule_id);
create index registration_uploads_created_idx on public.registration_uploads (created_at);
comment on table public.registration_uploads is 'Folders of the registration-documents bucket handed out by start_registration_upload(); anonymous uploads go only into one less than 24 hours old that no registration uses.';

create table public.registrations (
  id bigint generated always as identity primary key,
  -- TIK-XXXX-XXXX: 40 random bits in Crockford's base 32 (no I, L, O, U).
  code text not null unique check (code ~ '^TIK-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$'),
  schedule_id bigint not null references public.schedules (id) on delete restrict,
  upload_folder uuid not null unique references public.registration_uploads (folder) on delete restrict,
  idempotency_key uuid not null unique,
  status text not null default 'diterima'
    check (status in ('diterima', 'perlu_perbaikan', 'lulus', 'cadangan', 'tidak_lulus', 'mengundurkan_diri')),
  -- The administrators' message to the applicant, shown on /cek-pendaftaran.
  applicant_message text check (public.is_valid_text(applicant_message, 1000)),
  -- Personal data: null once erased (withdrawal, retention).
  full_name text check (public.is_valid_text(full_name, 120)),
  nik text check (nik ~ '^[0-9]{16}$'),
  birth_place text check (public.is_valid_text(birth_place, 60)),
  birth_date date,
  gender text check (gender in ('L', 'P')),
  address text check (public.is_valid_text(address, 300)),
  regency text check (public.is_valid_text(regency, 60)),
  whatsapp text check (whatsapp ~ '^62[1-9][0-9]{7,12}$'),
  email text check (public.is_valid_text(email, 254)),
  education text check (public.is_valid_text(education, 60)),
  employment text check (public.is_valid_text(employment, 60)),
  source text check (public.is_valid_text(source, 100)),
  motivation text check (public.is_valid_text(motivation, 1000)),
  -- sha256(code ':' birth date): the status check and the withdrawal keep working after erasure.
  lookup_hash text not null check (char_length(lookup_hash) = 64),
  -- Consent (UU PDP Art. 22-25): the notice version agreed to, when, and a guardian's consent for minors.
  consent_version text not null check (public.is_valid_text(consent_version, 40)),
  consent_at timestamptz not null,
  guardian_consent boolean not null default false,
  submitted_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  erased_at timestamptz,
  -- One registration per NIK per batch (an erased one no longer counts: its NIK is null).
  constraint registrations_schedule_nik_key unique (schedule_id, nik),
  constraint registrations_personal_check check (
    erased_at is not null
    or (full_name is not null and nik is not null and birth_place is not null and birth_date is not null
        and gender is not null and address is not null and regency is not null and whatsapp is not null
        and education is not null and employment is not null))
);
create index registrations_status_idx on public.registrations (schedule_id, status);
comment on table public.registrations is 'Applications for a batch, written only by submit_registration(). Administrators read; personal columns are erased on withdrawal and after registration_settings.retention_months.';

create table public.registration_documents (
  registration_id bigint not null references public.registrations (id) on delete cascade,
  kind text not null check (kind in ('ktp', 'ijazah', 'pas_foto', 'kk')),
  object_name text not null unique check (public.is_valid_text(object_name, 1024)),
  mime_type text not null check (mime_type in ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')),
  size_bytes integer not null check (size_bytes > 0),
  constraint registration_documents_pkey primary key (registration_id, kind)
);
comment on table public.registration_documents is 'The files of a registration in the private bucket registration-documents (object_name). Administrators read.';

alter table public.registration_settings enable row level security;
alter table public.registration_limits enable row level security;
alter table public.registration_attempts enable row level security;
alter table public.registration_uploads enable row level security;
alter table public.registrations enable row level security;
alter table public.registration_documents enable row level security;

-- Supabase's default privileges give the API roles everything on new tables: start from nothing.
revoke all on public.registration_settings, public.registration_limits, public.registration_attempts,
  public.registration_uploads, public.registrations, public.registration_documents
  from anon, authenticated;
grant select on public.registration_settings to anon, authenticated;
grant update (retention_months) on public.registration_settings to authenticated;
grant select on public.registrations, public.registration_documents to authenticated;

create policy "everyone reads the registration settings" on public.registration_settings
  for select to anon, authenticated using (true);
create policy "admins update the registration settings" on public.registration_settings
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins read registrations" on public.registrations
  for select to authenticated using ((select public.is_admin()));
create policy "admins read registration documents" on public.registration_documents
  for select to authenticated using ((select public.is_admin()));

-- ---------------------------------------------------------------------------
-- 4. The private bucket, and who may add files to it
-- ---------------------------------------------------------------------------
-- SECURITY DEFINER functions the API roles call live in `private`, a schema PostgREST does not expose: the
-- visitor reaches them only through the SECURITY INVOKER wrappers in `public` (section 6), as Supabase's
-- linter asks (anon_security_definer_function_executable).
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- ---------------------------------------------------------------------------
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('registration-documents', 'registration-documents', false, 5242880,
        array['image/jpeg', 'image/png', 'image/webp', 'application/pdf'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- True when `p_name` is `<folder>/<kind>-<digits>.<ext>` in a folder handed out less than 24 hours ago that
-- no registration uses yet. SECURITY DEFINER: the storage policy runs as the visitor, who cannot read the
-- folders (an unguessable uuid is what makes the folder the visitor's own).
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
    else false
  end
$$;
revoke execute on function private.can_upload_registration_document(text) from public;
grant execute on function private.can_upload_registration_document(text) to anon, authenticated, service_role;

-- The storage policies again (one per action and role, as Supabase's linter asks), with the registration
-- documents added: anyone may INSERT into a folder of their own (above); administrators read them (to sign a
-- URL); nobody updates or removes them through the API (the clean-up uses the service role).
drop policy if exists "admins read their images" on storage.objects;
drop policy if exists "admins upload images" on storage.objects;

create policy "admins read their images" on storage.objects
  for select to authenticated
  using (
    (select public.is_admin())
    and (
      bucket_id in ('programs', 'facilities', 'gallery', 'hero_banners', 'announcements', 'registration-documents')
      or (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
    )
  );
create policy "admins upload images, applicants their documents" on storage.objects
  for insert to anon, authenticated
  with check (
    (bucket_id = 'registration-documents' and private.can_upload_registration_document(name))
    or (
      (select public.is_admin())
      and (
        bucket_id in ('programs', 'facilities', 'gallery', 'hero_banners', 'announcements')
        or (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
      )
    )
  );

-- ---------------------------------------------------------------------------
-- 5. Helpers (not callable through the API)
-- ---------------------------------------------------------------------------

-- The caller's address as the API gateway forwards it (the first X-Forwarded-For entry: hosted Supabase's
-- gateway and the embedded one set it; the embedded gateway replaces any copy the client sent).
create or replace function public.registration_client()
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    nullif(pg_catalog.btrim(pg_catalog.split_part(
      (pg_catalog.current_setting('request.headers', true)::json) ->> 'x-forwarded-for', ',', 1)), ''),
    'unknown')
$$;

create or replace function public.registration_hash(p_value text)
returns text
language sql
stable
set search_path = ''
as $$
  select pg_catalog.encode(extensions.hmac(p_value, (select l.hash_key from public.registration_limits l where l.id = 1), 'sha256'), 'hex')
$$;

-- How many attempts of a kind for a key in the window.
create or replace function public.registration_attempt_count(p_kind text, p_key_hash text, p_window interval)
returns integer
language sql
stable
set search_path = ''
as $$
  select count(*)::integer from public.registration_attempts a
  where a.kind = p_kind and a.key_hash = p_key_hash and a.at > pg_catalog.now() - p_window
$$;

-- A refusal: the HTTP status for PostgREST and the body of a PostgREST error.
create or replace function public.registration_refusal(p_status integer, p_code text, p_message text, p_field text default null, p_hint text default null)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
begin
  perform pg_catalog.set_config('response.status', p_status::text, true);
  return pg_catalog.jsonb_build_object('message', p_message, 'code', p_code, 'details', p_field, 'hint', p_hint);
end;
$$;

create or replace function public.jakarta_today()
returns date
language sql
stable
set search_path = ''
as $$
  select (pg_catalog.now() at time zone 'Asia/Jakarta')::date
$$;

-- Normalises a code as typed (lower case, spaces, O for 0, I/L for 1, with or without dashes) to TIK-XXXX-XXXX.
create or replace function public.normalize_registration_code(p_code text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when c ~ '^[0-9A-HJKMNP-TV-Z]{8}$'
              then 'TIK-' || pg_catalog.substr(c, 1, 4) || '-' || pg_catalog.substr(c, 5, 4)
         end
  from (select pg_catalog.translate(pg_catalog.regexp_replace(
                 pg_catalog.upper(pg_catalog.regexp_replace(coalesce(p_code, ''), '[[:space:]-]', '', 'g')), '^TIK', ''),
               'OIL', '011') as c) s
$$;

create or replace function public.new_registration_code()
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  alphabet constant text := '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  bytes bytea := extensions.gen_random_bytes(5);
  bits bigint := 0;
  result text := '';
  i integer;
begin
  for i in 0..4 loop
    bits := (bits << 8) | pg_catalog.get_byte(bytes, i);
  end loop;
  for i in 0..7 loop
    result := result || pg_catalog.substr(alphabet, ((bits >> (35 - 5 * i)) & 31)::integer + 1, 1);
  end loop;
  return 'TIK-' || pg_catalog.substr(result, 1, 4) || '-' || pg_catalog.substr(result, 5, 4);
end;
$$;

-- Full years between a birth date and a day.
create or replace function public.age_on(p_birth date, p_day date)
returns integer
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.date_part('year', pg_catalog.age(p_day, p_birth))::integer
$$;

-- Mu***d Ri***i: the first two letters and the last of each word (one letter of words of three or fewer).
create or replace function public.mask_name(p_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.string_agg(
           case when pg_catalog.char_length(w) <= 3 then pg_catalog.left(w, 1) || '**'
                else pg_catalog.left(w, 2) || '***' || pg_catalog.right(w, 1) end,
           ' ' order by n)
  from pg_catalog.regexp_split_to_table(pg_catalog.btrim(p_name), '\s+') with ordinality as t(w, n)
  where w <> ''
$$;

-- Registration is open for a batch today (Asia/Jakarta).
-- (Plain arguments, not the row: a function of a table's row type would be a computed column of the API.)
create or replace function public.registration_open(p_online boolean, p_start date, p_end date)
returns boolean
language sql
stable
set search_path = ''
as $$
  select p_online and p_start is not null and public.jakarta_today() between p_start and p_end
$$;


-- ---------------------------------------------------------------------------
-- 6. The visitor's functions (SECURITY DEFINER in `private`, wrapped in `public` below)
-- ---------------------------------------------------------------------------

-- A fresh folder for a registration's documents. Refused when the batch does not take registrations on the
-- site today, and after too many folders from one client in an hour.
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
  new_folder uuid;
begin
  select * into lim from public.registration_limits where id = 1;
  select * into s from public.schedules where id = p_schedule_id;
  if not found or not public.registration_open(s.online_registration, s.registration_start, s.registration_end) then
    return public.registration_refusal(400, 'registration_closed', 'Pendaftaran untuk jadwal ini sedang tidak dibuka.');
  end if;
  if public.registration_attempt_count('folder-client', client_hash, interval '1 hour') >= lim.folders_per_client_per_hour then
    return public.registration_refusal(429, 'rate_limited', 'Terlalu banyak percobaan dari perangkat ini. Coba lagi dalam 1 jam.');
  end if;
  insert into public.registration_attempts (kind, key_hash) values ('folder-client', client_hash);
  insert into public.registration_uploads (schedule_id) values (s.id) returning folder into new_folder;
  return pg_catalog.jsonb_build_object('folder', new_folder);
end;
$$;

-- Submits a registration. Every rule is checked again here; a refusal writes nothing but the hashed attempt.
-- `p_application`: schedule_id, idempotency_key, upload_folder, full_name, nik, birth_place, birth_date
-- (yyyy-mm-dd), gender (L/P), address, regency, whatsapp (62...), email?, education, employment, source?,
-- motivation?, documents [{kind, name}], consent (true), guardian_consent, consent_version, website (honeypot).
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
  if public.registration_attempt_count('submit-client', client_hash, interval '1 hour') >= lim.submit_per_client_per_hour then
    return public.registration_refusal(429, 'rate_limited', 'Terlalu banyak pendaftaran dari perangkat ini. Coba lagi dalam 1 jam.');
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

  -- Per NIK (counted once the NIK is well-formed)
  nik_hash := public.registration_hash('nik:' || (a ->> 'nik'));
  if public.registration_attempt_count('submit-nik', nik_hash, interval '1 day') >= lim.submit_per_nik_per_day then
    return public.registration_refusal(429, 'rate_limited', 'Terlalu banyak percobaan pendaftaran dengan NIK ini. Coba lagi besok.', 'nik');
  end if;
  insert into public.registration_attempts (kind, key_hash) values ('submit-nik', nik_hash);

  if exists (select 1 from public.registrations where schedule_id = s.id and nik = (a ->> 'nik')) then
    return public.registration_refusal(409, 'duplicate_nik', 'NIK ini sudah terdaftar pada jadwal ini.', 'nik',
      'Cek status pendaftaran Anda di halaman Cek Pendaftaran dengan kode pendaftaran dan tanggal lahir.');
  end if;

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
    if doc_kind is null or not (doc_kind = any (s.required_documents)) or doc_kind = any (kinds)
       or doc_name is null or pg_catalog.split_part(doc_name, '/', 1) <> v_folder::text
       or pg_catalog.split_part(pg_catalog.split_part(doc_name, '/', 2), '-', 1) <> doc_kind then
      return public.registration_refusal(400, 'invalid_document', 'Dokumen yang dikirim tidak sesuai. Unggah ulang dokumen yang diminta.', 'documents');
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

-- The status of a registration for whoever knows its code and the applicant's birth date. A wrong code and a
-- wrong birth date get the same answer; failures are counted per code and per client and then refused for a
-- while (429). Only what the applicant needs: the masked name, program, batch, status, message, dates.
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
  r := public.find_registration(p_code, p_birth_date);
  if r.id is null then
    return public.registration_lookup_refusal();
  end if;
  return public.registration_status_view(r.id);
end;
$$;

-- Withdraws a registration ("Batalkan Pendaftaran"): status mengundurkan_diri, personal fields erased and the
-- documents detached at once (their files are removed by the clean-up: the Storage API is the only way).
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
  delete from public.registration_documents where registration_id = r.id;
  update public.registrations set
    status = 'mengundurkan_diri',
    full_name = null, nik = null, birth_place = null, birth_date = null, gender = null, address = null,
    regency = null, whatsapp = null, email = null, education = null, employment = null, source = null,
    motivation = null, erased_at = pg_catalog.now(), updated_at = pg_catalog.now()
  where id = r.id
  returning * into r;
  return public.registration_status_view(r.id);
end;
$$;

-- ---------------------------------------------------------------------------
-- 7. Helpers of the visitor's functions (not callable through the API)
-- ---------------------------------------------------------------------------
create or replace function public.document_label(p_kind text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_kind when 'ktp' then 'KTP' when 'ijazah' then 'Ijazah Terakhir' when 'pas_foto' then 'Pas Foto'
                     when 'kk' then 'Kartu Keluarga' else p_kind end
$$;

create or replace function public.registration_lookup_hash(p_code text, p_birth date)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.encode(extensions.digest(p_code || ':' || p_birth::text, 'sha256'), 'hex')
$$;

-- What the applicant sees after submitting (and on an idempotent retry).
create or replace function public.registration_receipt(p_id bigint)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'code', r.code, 'submitted_at', r.submitted_at, 'full_name', r.full_name,
    'schedule_id', s.id, 'program', s.program, 'batch', s.batch,
    'start_date', s."startDate", 'end_date', s."endDate", 'registration_end', s.registration_end,
    'contact_name', s.contact_name, 'contact_whatsapp', s.contact_whatsapp)
  from public.registrations r join public.schedules s on s.id = r.schedule_id
  where r.id = p_id
$$;

create or replace function public.registration_status_view(p_id bigint)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'code', r.code, 'masked_name', public.mask_name(r.full_name), 'status', r.status,
    'message', r.applicant_message, 'submitted_at', r.submitted_at, 'erased', r.erased_at is not null,
    'schedule_id', s.id, 'program', s.program, 'batch', s.batch,
    'start_date', s."startDate", 'end_date', s."endDate", 'registration_end', s.registration_end,
    'contact_name', s.contact_name, 'contact_whatsapp', s.contact_whatsapp)
  from public.registrations r join public.schedules s on s.id = r.schedule_id
  where r.id = p_id
$$;

-- The registration for a code and birth date, or an empty row after counting the failure. The same work is
-- done whether the code exists or not (one index lookup, one hash), so the answer takes the same time.
create or replace function public.find_registration(p_code text, p_birth_date text)
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
  birth date;
  r public.registrations;
  given_hash text;
begin
  select * into lim from public.registration_limits where id = 1;
  if public.registration_attempt_count('lookup-client', client_hash, lim.lookup_window) >= lim.lookup_failures_per_client
     or public.registration_attempt_count('lookup-code', code_hash, lim.lookup_window) >= lim.lookup_failures_per_code then
    perform pg_catalog.set_config('registration.limited', 'on', true);
    return r;
  end if;
  begin
    birth := case when p_birth_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then p_birth_date::date end;
  exception when others then
    birth := null;
  end;
  select * into r from public.registrations x where x.code = coalesce(v_code, '');
  given_hash := public.registration_lookup_hash(coalesce(v_code, ''), coalesce(birth, date '1900-01-01'));
  if r.id is null or birth is null or r.lookup_hash <> given_hash then
    insert into public.registration_attempts (kind, key_hash) values ('lookup-client', client_hash), ('lookup-code', code_hash);
    r := null;
  end if;
  return r;
end;
$$;

create or replace function public.registration_lookup_refusal()
returns jsonb
language sql
volatile
set search_path = ''
as $$
  select case when pg_catalog.current_setting('registration.limited', true) = 'on'
    then public.registration_refusal(429, 'rate_limited', 'Terlalu banyak percobaan yang gagal. Coba lagi dalam 15 menit.')
    else public.registration_refusal(404, 'not_found', 'Data pendaftaran tidak ditemukan. Periksa kode dan tanggal lahir.')
  end
$$;


-- The API: SECURITY INVOKER wrappers (POST /rest/v1/rpc/<name>, input in the body, never in the URL).
create or replace function public.start_registration_upload(p_schedule_id bigint)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.start_registration_upload(p_schedule_id) $$;
create or replace function public.submit_registration(p_application jsonb)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.submit_registration(p_application) $$;
create or replace function public.check_registration(p_code text, p_birth_date text)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.check_registration(p_code, p_birth_date) $$;
create or replace function public.withdraw_registration(p_code text, p_birth_date text)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.withdraw_registration(p_code, p_birth_date) $$;

-- Who may execute what: the helpers only the functions' owner (and the service role); the visitor's functions
-- and their wrappers the API roles.
do $$
declare
  fn regprocedure;
begin
  foreach fn in array array[
    'public.registration_client()', 'public.registration_hash(text)', 'public.registration_attempt_count(text,text,interval)',
    'public.registration_refusal(integer,text,text,text,text)', 'public.normalize_registration_code(text)',
    'public.new_registration_code()', 'public.age_on(date,date)', 'public.mask_name(text)',
    'public.registration_open(boolean,date,date)', 'public.jakarta_today()',
    'public.document_label(text)', 'public.registration_lookup_hash(text,date)', 'public.registration_receipt(bigint)',
    'public.registration_status_view(bigint)', 'public.find_registration(text,text)', 'public.registration_lookup_refusal()'
  ]::regprocedure[] loop
    execute format('revoke execute on function %s from public, anon, authenticated', fn);
    execute format('grant execute on function %s to service_role', fn);
  end loop;
  foreach fn in array array[
    'private.start_registration_upload(bigint)', 'private.submit_registration(jsonb)',
    'private.check_registration(text,text)', 'private.withdraw_registration(text,text)',
    'public.start_registration_upload(bigint)', 'public.submit_registration(jsonb)',
    'public.check_registration(text,text)', 'public.withdraw_registration(text,text)'
  ]::regprocedure[] loop
    execute format('revoke execute on function %s from public', fn);
    execute format('grant execute on function %s to anon, authenticated, service_role', fn);
  end loop;
end;
$$;

-- ---------------------------------------------------------------------------
-- 8. The clean-up (service role only), run by the backend's scheduled clean-up
-- ---------------------------------------------------------------------------
-- Erases the personal data of registrations whose batch ended more than retention_months ago, forgets
-- upload folders and attempts older than a day, and returns the files of the bucket no registration uses
-- any more (withdrawn or erased registrations, uploads never submitted within 24 hours) for the caller to
-- remove through the Storage API.
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
  delete from public.registration_documents d
  using public.registrations r, public.schedules s
  where d.registration_id = r.id and s.id = r.schedule_id
    and s."endDate" + pg_catalog.make_interval(months => months) < (p_now at time zone 'Asia/Jakarta')::date;
  update public.registrations r set
    full_name = null, nik = null, birth_place = null, birth_date = null, gender = null, address = null,
    regency = null, whatsapp = null, email = null, education = null, employment = null, source = null,
    motivation = null, erased_at = p_now, updated_at = p_now
  from public.schedules s
  where s.id = r.schedule_id and r.erased_at is null
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
revoke execute on function public.registration_cleanup(timestamptz) from public, anon, authenticated;
grant execute on function public.registration_cleanup(timestamptz) to service_role;
