-- The certificate register (issue 33 §3, §4; docs/certificates.md).
--
-- - public.certificate_settings (one row): the number pattern, the signatory and the place printed on every
--   certificate; admins and super admins (at aal2 where due) read and edit it, the change history keeps its changes.
-- - public.certificates: one certificate per participant whose registration is Selesai, issued for a whole batch
--   by public.issue_certificates() in one transaction. Every printed field is a snapshot taken at issue (the name,
--   place and date of birth from the registration, the program's units of competence and hours from its syllabus,
--   the period, the signatory and the place from the settings), so a certificate stays what was printed whatever
--   changes later. The number comes from the pattern and a counter per year (public.certificate_counters) that only
--   grows: a number is never given twice, even after a revocation. public_id is a random UUID, the certificate's
--   only public handle (the QR code's and the status check's): it is not derived from the number, the row id or
--   the registration code.
-- - Revocation (revoke_certificate) and a corrected reissue (reissue_certificate: a fresh snapshot with a new
--   number; the old one answers "diganti" with the new number) are recorded in the security activity, never in the
--   change history (the register has no record_change trigger: its rows hold personal values).
-- - The credential: the Edge Function sign-certificates signs what certificates_to_sign() hands it (the caller's
--   token decides) and stores the result through store_certificate_credentials() (service role only), which also
--   publishes the public key in public.certificate_keys, where it stays after a rotation.
-- - Public status: certificate_status(public_id) and, for paper, check_certificate(number, birth date): POST only,
--   failures limited per client (and per number), nothing personal in the answer.
-- - export_certificates(): the register for .xlsx, recorded like the applications' export.
-- An application's erasure (erase_applicant_data, the retention clean-up) leaves the register as it is: a
-- certificate is an official record of the centre (docs/certificates.md, "Erasure").
-- Plain PostgreSQL 15.

-- ---------------------------------------------------------------------------
-- 1. Settings
-- ---------------------------------------------------------------------------
create table public.certificate_settings (
  id integer primary key default 1 check (id = 1),
  -- {urut}: the number within the year, at least 3 digits; {tahun}: the year of issue. Both required, nothing else
  -- in braces, so every number is unique.
  number_pattern text not null default '{urut}/TIK/BLK-BNA/{tahun}' check (
    public.is_valid_text(number_pattern, 80)
    and pg_catalog.strpos(number_pattern, '{urut}') > 0
    and pg_catalog.strpos(number_pattern, '{tahun}') > 0
    and pg_catalog.regexp_replace(number_pattern, '\{(urut|tahun)\}', '', 'g') !~ '[{}]'
  ),
  signatory_name text check (public.is_valid_text(signatory_name, 120)),
  signatory_position text check (public.is_valid_text(signatory_position, 120)),
  -- NIP of a civil servant: 18 digits
  signatory_nip text check (signatory_nip ~ '^[0-9]{18}$'),
  issue_place text not null default 'Banda Aceh' check (public.is_valid_text(issue_place, 60)),
  updated_at timestamptz not null default now()
);
insert into public.certificate_settings (id) values (1) on conflict (id) do nothing;
comment on table public.certificate_settings is
  'What every certificate prints besides the participant: the number pattern ({urut}, {tahun}), the signatory (name, position, NIP) and the place. Admins and super admins read and edit; changes are in the change history.';

create trigger record_change after insert or update or delete on public.certificate_settings
  for each row execute function public.record_change();

-- The settings' entries of the change history: for admins and super admins only, as the settings themselves (the
-- content's entries stay for every member).
create policy "certificate settings' history for personal-data readers" on public.change_history
  as restrictive for select to authenticated
  using (table_name <> 'certificate_settings' or ((select public.can_read_personal_data()) and (select private.two_factor_satisfied())));

create or replace function private.touch_certificate_settings()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;
revoke execute on function private.touch_certificate_settings() from public;
create trigger touch_certificate_settings before update on public.certificate_settings
  for each row execute function private.touch_certificate_settings();

-- ---------------------------------------------------------------------------
-- 2. The register
-- ---------------------------------------------------------------------------
create table public.certificate_counters (
  year integer primary key check (year between 2000 and 2999),
  last_number integer not null check (last_number >= 0)
);
comment on table public.certificate_counters is
  'The last certificate number given per year. Only grows (numbers are never reused); no API access.';

create table public.certificates (
  id bigint generated always as identity primary key,
  -- the only public handle (QR code, status check): random, unrelated to the number, the row id or the code
  public_id uuid not null unique default gen_random_uuid(),
  registration_id bigint not null references public.registrations (id) on delete restrict,
  schedule_id bigint not null references public.schedules (id) on delete restrict,
  number text not null unique check (public.is_valid_text(number, 120)),
  year integer not null check (year between 2000 and 2999),
  seq integer not null check (seq >= 1),
  -- what is printed, as issued
  full_name text not null check (public.is_valid_text(full_name, 120)),
  birth_place text not null check (public.is_valid_text(birth_place, 60)),
  birth_date date not null,
  program text not null check (public.is_valid_text(program, 200)),
  batch text not null check (public.is_valid_text(batch, 200)),
  jp integer not null check (jp >= 1),
  -- [{kode, judul, jp}] in the syllabus's order
  units jsonb not null check (pg_catalog.jsonb_typeof(units) = 'array' and pg_catalog.jsonb_array_length(units) >= 1),
  period_start date not null,
  period_end date not null,
  result text not null default 'Kompeten' check (result in ('Kompeten')),
  issued_place text not null check (public.is_valid_text(issued_place, 60)),
  issued_on date not null,
  signatory_name text not null check (public.is_valid_text(signatory_name, 120)),
  signatory_position text not null check (public.is_valid_text(signatory_position, 120)),
  signatory_nip text not null check (signatory_nip ~ '^[0-9]{18}$'),
  issued_at timestamptz not null default now(),
  issued_by uuid,
  -- the signed forms (sign-certificates): the QR code's compact JWS and the Open Badges 3.0 VC-JWT
  qr_token text check (qr_token ~ '^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$' and char_length(qr_token) <= 4000),
  credential text check (credential ~ '^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$' and char_length(credential) <= 20000),
  kid text,
  signed_at timestamptz,
  -- revocation, and the corrected reissue that replaced it
  revoked_at timestamptz,
  revoked_reason text check (public.is_valid_text(revoked_reason, 500)),
  revoked_by uuid,
  replaces bigint unique references public.certificates (id) on delete restrict,
  replaced_by bigint unique references public.certificates (id) on delete restrict,
  constraint certificates_year_seq_key unique (year, seq),
  constraint certificates_period_check check (period_end >= period_start),
  constraint certificates_signed_check check ((qr_token is null) = (credential is null) and (credential is null) = (kid is null)),
  constraint certificates_revoked_check check ((revoked_at is null) = (revoked_reason is null)),
  constraint certificates_replaced_check check (replaced_by is null or revoked_at is not null)
);
-- one first certificate per participant (a reissue replaces it), and at most one valid at any time
create unique index certificates_first_per_registration on public.certificates (registration_id) where replaces is null;
create unique index certificates_valid_per_registration on public.certificates (registration_id) where revoked_at is null;
create index certificates_schedule_idx on public.certificates (schedule_id);
comment on table public.certificates is
  'The certificate register: one per participant who completed a batch, every printed field as issued. Admins and super admins read; written only by the certificate functions.';

create table public.certificate_keys (
  kid text primary key check (kid ~ '^[A-Za-z0-9_-]{8,64}$'),
  -- the PUBLIC half only (no "d")
  jwk jsonb not null check (
    jwk ->> 'kty' = 'OKP' and jwk ->> 'crv' = 'Ed25519' and jwk ->> 'kid' = kid
    and jwk ->> 'x' ~ '^[A-Za-z0-9_-]{43}$' and not (jwk ? 'd')
  ),
  created_at timestamptz not null default now()
);
comment on table public.certificate_keys is
  'Public keys that signed certificates (JWK, Ed25519), published by the Edge Function certificate-keys; a key stays here after a rotation so older certificates still verify.';

create table public.certificate_limits (
  id integer primary key default 1 check (id = 1),
  status_failures_per_client integer not null default 60 check (status_failures_per_client > 0),
  paper_failures_per_client integer not null default 20 check (paper_failures_per_client > 0),
  paper_failures_per_number integer not null default 5 check (paper_failures_per_number > 0),
  window_length interval not null default interval '15 minutes'
    check (window_length > interval '0' and window_length <= interval '1 day')
);
insert into public.certificate_limits (id) values (1) on conflict (id) do nothing;
comment on table public.certificate_limits is 'Failure limits of the public certificate checks. No API access; change with SQL.';

create table public.certificate_attempts (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('status-client', 'paper-client', 'paper-number')),
  key_hash text not null check (char_length(key_hash) = 64),
  at timestamptz not null default now()
);
create index certificate_attempts_key_idx on public.certificate_attempts (kind, key_hash, at);
comment on table public.certificate_attempts is 'Failed public certificate checks: hashed client addresses and numbers with a time. No API access.';

alter table public.certificate_settings enable row level security;
alter table public.certificate_counters enable row level security;
alter table public.certificates enable row level security;
alter table public.certificate_keys enable row level security;
alter table public.certificate_limits enable row level security;
alter table public.certificate_attempts enable row level security;

-- Supabase's default privileges give the API roles everything on new tables: start from nothing.
revoke all on public.certificate_settings, public.certificate_counters, public.certificates, public.certificate_keys,
  public.certificate_limits, public.certificate_attempts from anon, authenticated;
grant all on public.certificate_settings, public.certificate_counters, public.certificates, public.certificate_keys,
  public.certificate_limits, public.certificate_attempts to service_role;

grant select on public.certificate_settings to authenticated;
grant update (number_pattern, signatory_name, signatory_position, signatory_nip, issue_place) on public.certificate_settings to authenticated;
create policy "personal-data readers read the certificate settings" on public.certificate_settings
  for select to authenticated using ((select public.can_read_personal_data()));
create policy "personal-data readers edit the certificate settings" on public.certificate_settings
  for update to authenticated
  using ((select public.can_read_personal_data())) with check ((select public.can_read_personal_data()));

grant select on public.certificates to authenticated;
create policy "personal-data readers read the register" on public.certificates
  for select to authenticated using ((select public.can_read_personal_data()));

grant select on public.certificate_keys to anon, authenticated;
create policy "everyone reads the public keys" on public.certificate_keys for select to anon, authenticated using (true);

do $$
declare
  t text;
begin
  foreach t in array array['certificate_settings', 'certificates'] loop
    execute pg_catalog.format(
      'create policy "two-factor where it is due" on public.%I as restrictive for all to authenticated '
      'using ((select private.two_factor_satisfied())) with check ((select private.two_factor_satisfied()))', t);
  end loop;
end;
$$;

-- ---------------------------------------------------------------------------
-- 3. The security activity's new kinds (added to whatever the list holds by now)
-- ---------------------------------------------------------------------------
do $$
declare
  kinds text[];
begin
  select pg_catalog.array_agg(m[1]) into kinds
    from pg_catalog.pg_constraint c,
         pg_catalog.regexp_matches(pg_catalog.pg_get_constraintdef(c.oid), '''([a-z0-9_]+)''', 'g') m
   where c.conrelid = 'public.security_events'::regclass and c.conname = 'security_events_kind_check';
  kinds := kinds || array['certificates_issued', 'certificates_signed', 'certificate_revoked', 'certificate_reissued',
                          'certificates_exported'];
  alter table public.security_events drop constraint security_events_kind_check;
  execute 'alter table public.security_events add constraint security_events_kind_check check (kind in ('
    || (select pg_catalog.string_agg(pg_catalog.quote_literal(k), ', ' order by k) from (select distinct unnest(kinds) k) x)
    || '))';
end;
$$;

-- ---------------------------------------------------------------------------
-- 4. Helpers
-- ---------------------------------------------------------------------------
-- Who manages the register: admins and super admins, at aal2 where two-factor is due (as for applicants' data).
create or replace function private.require_certificate_manager()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not (select public.can_read_personal_data()) then
    raise exception 'Hanya admin dan super admin yang dapat mengelola sertifikat.' using errcode = '42501';
  end if;
  if not (select private.two_factor_satisfied()) then
    raise exception 'Masukkan kode verifikasi dua langkah terlebih dahulu.' using errcode = '42501',
      hint = 'Keluar, lalu masuk lagi dengan kata sandi dan kode dari aplikasi autentikator.';
  end if;
end;
$$;
revoke execute on function private.require_certificate_manager() from public;
grant execute on function private.require_certificate_manager() to authenticated, service_role;

-- A number as typed: no white space, upper case (the pattern's own letters are upper case).
create or replace function public.certificate_number_key(p_number text)
returns text
language sql
immutable
set search_path = ''
as $$ select pg_catalog.upper(pg_catalog.regexp_replace(coalesce(p_number, ''), '\s', '', 'g')) $$;

-- The number for a place in a year: {urut} at least 3 digits.
create or replace function private.certificate_number(p_pattern text, p_year integer, p_seq integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.replace(pg_catalog.replace(p_pattern, '{urut}', pg_catalog.lpad(p_seq::text, greatest(3, pg_catalog.length(p_seq::text)), '0')),
                            '{tahun}', p_year::text)
$$;

-- The printed content of a registration's certificate as of now, or an error saying what is missing.
create or replace function private.certificate_snapshot(p_registration_id bigint, p_issued_on date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  r public.registrations;
  s public.schedules;
  settings public.certificate_settings;
  v_units jsonb;
  v_jp integer;
begin
  select * into r from public.registrations where id = p_registration_id;
  select * into s from public.schedules where id = r.schedule_id;
  select * into settings from public.certificate_settings where id = 1;
  if settings.signatory_name is null or settings.signatory_position is null or settings.signatory_nip is null then
    raise exception 'Lengkapi nama, jabatan, dan NIP penanda tangan di Pengaturan Sertifikat terlebih dahulu.' using errcode = 'PT409';
  end if;
  -- the program's syllabus: the units of competence and their hours (JP), in order
  select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('kode', coalesce(i.kode_unit, ''), 'judul', i.title, 'jp', i.duration_jp)
                              order by i.item_order),
         sum(i.duration_jp)::integer
    into v_units, v_jp
    from public.syllabus_items i
   where i.program_id = (select p.id from public.programs p where p.name = s.program order by p.id limit 1);
  if v_units is null then
    raise exception 'Silabus program "%" belum diisi. Lengkapi silabus (Kelola Silabus) sebelum menerbitkan sertifikat.', s.program
      using errcode = 'PT409';
  end if;
  return pg_catalog.jsonb_build_object(
    'full_name', r.full_name, 'birth_place', r.birth_place, 'birth_date', r.birth_date,
    'program', s.program, 'batch', s.batch, 'jp', v_jp, 'units', v_units,
    'period_start', s."startDate", 'period_end', s."endDate", 'result', 'Kompeten',
    'issued_place', settings.issue_place, 'issued_on', p_issued_on,
    'signatory_name', settings.signatory_name, 'signatory_position', settings.signatory_position,
    'signatory_nip', settings.signatory_nip);
end;
$$;
revoke execute on function private.certificate_snapshot(bigint, date) from public;

-- Writes a certificate for a snapshot with the next number of its year (the counter row's lock orders concurrent
-- issuers; a rolled-back issue gives its numbers back with the transaction, so there are no gaps and no reuse).
create or replace function private.insert_certificate(p_registration_id bigint, p_schedule_id bigint, p_snapshot jsonb, p_seq integer, p_replaces bigint)
returns public.certificates
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_year integer := extract(year from (p_snapshot ->> 'issued_on')::date)::integer;
  c public.certificates;
begin
  insert into public.certificates (
    registration_id, schedule_id, number, year, seq, full_name, birth_place, birth_date, program, batch, jp, units,
    period_start, period_end, result, issued_place, issued_on, signatory_name, signatory_position, signatory_nip,
    issued_by, replaces)
  values (
    p_registration_id, p_schedule_id,
    private.certificate_number((select number_pattern from public.certificate_settings where id = 1), v_year, p_seq),
    v_year, p_seq, p_snapshot ->> 'full_name', p_snapshot ->> 'birth_place', (p_snapshot ->> 'birth_date')::date,
    p_snapshot ->> 'program', p_snapshot ->> 'batch', (p_snapshot ->> 'jp')::integer, p_snapshot -> 'units',
    (p_snapshot ->> 'period_start')::date, (p_snapshot ->> 'period_end')::date, p_snapshot ->> 'result',
    p_snapshot ->> 'issued_place', (p_snapshot ->> 'issued_on')::date, p_snapshot ->> 'signatory_name',
    p_snapshot ->> 'signatory_position', p_snapshot ->> 'signatory_nip', (select auth.uid()), p_replaces)
  returning * into c;
  return c;
end;
$$;
revoke execute on function private.insert_certificate(bigint, bigint, jsonb, integer, bigint) from public;

-- Reserves p_count numbers of a year; answers the first.
create or replace function private.reserve_certificate_numbers(p_year integer, p_count integer)
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.certificate_counters as c (year, last_number) values (p_year, p_count)
  on conflict (year) do update set last_number = c.last_number + excluded.last_number
  returning last_number - p_count + 1
$$;
revoke execute on function private.reserve_certificate_numbers(integer, integer) from public;

create or replace function private.certificate_status_answer(c public.certificates)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'status', case when c.replaced_by is not null then 'diganti' when c.revoked_at is not null then 'dicabut' else 'sah' end,
    'number', c.number,
    'issued_on', c.issued_on,
    'revoked_on', (c.revoked_at at time zone 'Asia/Jakarta')::date,
    'revoked_reason', case when c.replaced_by is null then c.revoked_reason end,
    'replaced_by', (select n.number from public.certificates n where n.id = c.replaced_by),
    -- the program's units and the centre's signatory, nothing of the holder: the QR token signs them as one digest
    -- (they would make its QR code too large to scan from paper), so the page shows them once they match it
    'units', c.units,
    'signatory', pg_catalog.jsonb_build_object('name', c.signatory_name, 'position', c.signatory_position, 'nip', c.signatory_nip))
$$;
revoke execute on function private.certificate_status_answer(public.certificates) from public;

-- Seconds until a key's failures in the window fall below the limit, or null when they already are.
create or replace function private.certificate_retry_after(p_kind text, p_key_hash text, p_window interval, p_limit integer)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select greatest(1, pg_catalog.ceil(extract(epoch from (a.at + p_window - pg_catalog.now())))::integer)
  from (
    select x.at from public.certificate_attempts x
    where x.kind = p_kind and x.key_hash = p_key_hash and x.at > pg_catalog.now() - p_window
    order by x.at desc
    offset greatest(p_limit - 1, 0) limit 1
  ) a
$$;
revoke execute on function private.certificate_retry_after(text, text, interval, integer) from public;

-- ---------------------------------------------------------------------------
-- 5. Issue, revoke, reissue (admins and super admins, at aal2 where due)
-- ---------------------------------------------------------------------------
create or replace function private.issue_certificates(p_schedule_id bigint, p_issued_on date)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  s public.schedules;
  v_on date := coalesce(p_issued_on, public.jakarta_today());
  due bigint[];
  skipped jsonb;
  already integer;
  first_seq integer;
  i integer := 0;
  rid bigint;
  c public.certificates;
  issued jsonb := '[]'::jsonb;
begin
  perform private.require_certificate_manager();
  -- one issue of a batch at a time: a second caller waits, then finds these certificates and issues nothing twice
  select * into s from public.schedules where id = p_schedule_id for update;
  if not found then
    raise exception 'Jadwal tidak ditemukan. Muat ulang halaman.' using errcode = 'PT404';
  end if;
  if v_on > public.jakarta_today() or v_on < s."startDate" then
    raise exception 'Tanggal terbit harus antara awal pelatihan (%) dan hari ini.', pg_catalog.to_char(s."startDate", 'DD-MM-YYYY')
      using errcode = 'PT400';
  end if;

  select pg_catalog.array_agg(r.id order by pg_catalog.lower(r.full_name), r.id) into due
    from public.registrations r
   where r.schedule_id = s.id and r.status = 'selesai' and r.erased_at is null
     and not exists (select 1 from public.certificates c2 where c2.registration_id = r.id);
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('code', r.code, 'reason', 'data_erased') order by r.code), '[]'::jsonb)
    into skipped
    from public.registrations r
   where r.schedule_id = s.id and r.status = 'selesai' and r.erased_at is not null
     and not exists (select 1 from public.certificates c2 where c2.registration_id = r.id);
  select pg_catalog.count(*)::integer into already from public.certificates c2 where c2.schedule_id = s.id and c2.replaces is null;

  if coalesce(cardinality(due), 0) = 0 then
    if already = 0 and pg_catalog.jsonb_array_length(skipped) = 0 then
      raise exception 'Belum ada peserta berstatus Selesai di jadwal ini.' using errcode = 'PT404';
    end if;
    return pg_catalog.jsonb_build_object('schedule_id', s.id, 'issued', '[]'::jsonb, 'already', already, 'skipped', skipped);
  end if;

  first_seq := private.reserve_certificate_numbers(extract(year from v_on)::integer, cardinality(due));
  foreach rid in array due loop
    c := private.insert_certificate(rid, s.id, private.certificate_snapshot(rid, v_on), first_seq + i, null);
    i := i + 1;
    issued := issued || pg_catalog.jsonb_build_object('id', c.id, 'public_id', c.public_id, 'number', c.number,
      'code', (select r.code from public.registrations r where r.id = rid));
  end loop;

  insert into public.security_events (kind, actor_id, actor_email, details)
  values ('certificates_issued', actor, private.user_email(actor), pg_catalog.jsonb_build_object(
    'schedule_id', s.id, 'batch', s.program || ' (' || s.batch || ')', 'count', cardinality(due),
    'first_number', issued -> 0 ->> 'number', 'last_number', issued -> -1 ->> 'number'));
  return pg_catalog.jsonb_build_object('schedule_id', s.id, 'issued', issued, 'already', already, 'skipped', skipped);
end;
$$;
revoke execute on function private.issue_certificates(bigint, date) from public;
grant execute on function private.issue_certificates(bigint, date) to authenticated, service_role;

create or replace function public.issue_certificates(p_schedule_id bigint, p_issued_on date default null)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.issue_certificates(p_schedule_id, p_issued_on) $$;

create or replace function private.check_certificate_reason(p_reason text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_reason is null or pg_catalog.char_length(pg_catalog.btrim(p_reason)) < 5 then
    raise exception 'Tuliskan alasannya (minimal 5 karakter).' using errcode = 'PT400';
  end if;
  if not public.is_valid_text(pg_catalog.btrim(p_reason), 500) then
    raise exception 'Alasan maksimal 500 karakter.' using errcode = 'PT400';
  end if;
  return pg_catalog.btrim(p_reason);
end;
$$;
revoke execute on function private.check_certificate_reason(text) from public;

-- A certificate of the register, locked, that is still valid; or a refusal.
create or replace function private.valid_certificate_for_update(p_id bigint)
returns public.certificates
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  c public.certificates;
begin
  select * into c from public.certificates where id = p_id for update;
  if not found then
    raise exception 'Sertifikat tidak ditemukan. Muat ulang halaman.' using errcode = 'PT404';
  end if;
  if c.replaced_by is not null then
    raise exception 'Sertifikat ini sudah diganti dengan nomor %.', (select n.number from public.certificates n where n.id = c.replaced_by)
      using errcode = 'PT409';
  end if;
  if c.revoked_at is not null then
    raise exception 'Sertifikat ini sudah dicabut.' using errcode = 'PT409';
  end if;
  return c;
end;
$$;
revoke execute on function private.valid_certificate_for_update(bigint) from public;

create or replace function private.revoke_certificate(p_id bigint, p_reason text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  v_reason text;
  c public.certificates;
begin
  perform private.require_certificate_manager();
  v_reason := private.check_certificate_reason(p_reason);
  c := private.valid_certificate_for_update(p_id);
  update public.certificates set revoked_at = pg_catalog.now(), revoked_reason = v_reason, revoked_by = actor
   where id = c.id returning * into c;
  insert into public.security_events (kind, actor_id, actor_email, details)
  values ('certificate_revoked', actor, private.user_email(actor), pg_catalog.jsonb_build_object(
    'certificate_id', c.id, 'number', c.number, 'reason', v_reason));
  return private.certificate_status_answer(c) || pg_catalog.jsonb_build_object('id', c.id);
end;
$$;
revoke execute on function private.revoke_certificate(bigint, text) from public;
grant execute on function private.revoke_certificate(bigint, text) to authenticated, service_role;

create or replace function public.revoke_certificate(p_id bigint, p_reason text)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.revoke_certificate(p_id, p_reason) $$;

-- A corrected certificate: a fresh snapshot (the registration's data as corrected, the settings and syllabus as they
-- are now, issued today) under a new number; the old one is revoked and points to it. The answer names the printed
-- fields that changed (the security activity names them too, without their values).
create or replace function private.reissue_certificate(p_id bigint, p_reason text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  v_reason text;
  old public.certificates;
  fresh public.certificates;
  snap jsonb;
  before jsonb;
  changed text[];
begin
  perform private.require_certificate_manager();
  v_reason := private.check_certificate_reason(p_reason);
  old := private.valid_certificate_for_update(p_id);
  if (select r.erased_at from public.registrations r where r.id = old.registration_id) is not null then
    raise exception 'Data pribadi peserta ini sudah dihapus; sertifikat pengganti tidak dapat dibuat. Cabut sertifikat bila perlu.'
      using errcode = 'PT409';
  end if;
  snap := private.certificate_snapshot(old.registration_id, public.jakarta_today());
  before := pg_catalog.to_jsonb(old);
  select coalesce(pg_catalog.array_agg(k order by k), '{}') into changed
    from pg_catalog.jsonb_object_keys(snap) k
   where k not in ('issued_on') and snap -> k is distinct from before -> k;

  update public.certificates set revoked_at = pg_catalog.now(), revoked_reason = v_reason, revoked_by = actor where id = old.id;
  fresh := private.insert_certificate(old.registration_id, old.schedule_id, snap,
    private.reserve_certificate_numbers(extract(year from public.jakarta_today())::integer, 1), old.id);
  update public.certificates set replaced_by = fresh.id where id = old.id;

  insert into public.security_events (kind, actor_id, actor_email, details)
  values ('certificate_reissued', actor, private.user_email(actor), pg_catalog.jsonb_build_object(
    'certificate_id', old.id, 'number', old.number, 'new_certificate_id', fresh.id, 'new_number', fresh.number,
    'reason', v_reason, 'changed', pg_catalog.to_jsonb(changed)));
  return pg_catalog.jsonb_build_object(
    'old', pg_catalog.jsonb_build_object('id', old.id, 'number', old.number),
    'new', pg_catalog.jsonb_build_object('id', fresh.id, 'public_id', fresh.public_id, 'number', fresh.number),
    'changed', (select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('field', k, 'from', before -> k, 'to', snap -> k) order by k), '[]'::jsonb)
                  from unnest(changed) k));
end;
$$;
revoke execute on function private.reissue_certificate(bigint, text) from public;
grant execute on function private.reissue_certificate(bigint, text) to authenticated, service_role;

create or replace function public.reissue_certificate(p_id bigint, p_reason text)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.reissue_certificate(p_id, p_reason) $$;

-- ---------------------------------------------------------------------------
-- 6. Signing (the Edge Function sign-certificates)
-- ---------------------------------------------------------------------------
-- What to sign: the valid certificates of a batch (every batch when null) without a credential, every printed
-- field; asked with the CALLER's token, so the database decides who may have them signed.
create or replace function private.certificates_to_sign(p_schedule_id bigint)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_certificate_manager();
  if p_schedule_id is not null and not exists (select 1 from public.schedules where id = p_schedule_id) then
    raise exception 'Jadwal tidak ditemukan. Muat ulang halaman.' using errcode = 'PT404';
  end if;
  return pg_catalog.jsonb_build_object(
    'actor', (select auth.uid()),
    'certificates', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'id', c.id, 'public_id', c.public_id, 'number', c.number, 'full_name', c.full_name,
               'birth_place', c.birth_place, 'birth_date', c.birth_date, 'program', c.program, 'batch', c.batch,
               'jp', c.jp, 'units', c.units, 'period_start', c.period_start, 'period_end', c.period_end,
               'result', c.result, 'issued_place', c.issued_place, 'issued_on', c.issued_on,
               'signatory_name', c.signatory_name, 'signatory_position', c.signatory_position,
               'signatory_nip', c.signatory_nip) order by c.id)
        from public.certificates c
       where (p_schedule_id is null or c.schedule_id = p_schedule_id) and c.credential is null and c.revoked_at is null),
      '[]'::jsonb));
end;
$$;
revoke execute on function private.certificates_to_sign(bigint) from public;
grant execute on function private.certificates_to_sign(bigint) to authenticated, service_role;

create or replace function public.certificates_to_sign(p_schedule_id bigint default null)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.certificates_to_sign(p_schedule_id) $$;

-- Stores what the function signed (service role only): publishes the key first, then fills each certificate that
-- has no credential yet (a second run for the same certificate changes nothing).
create or replace function private.store_certificate_credentials(p_kid text, p_jwk jsonb, p_actor uuid, p_items jsonb)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  n integer;
begin
  insert into public.certificate_keys (kid, jwk) values (p_kid, p_jwk) on conflict (kid) do nothing;
  if (select k.jwk from public.certificate_keys k where k.kid = p_kid) is distinct from p_jwk then
    raise exception 'Another key is published under kid %.', p_kid using errcode = 'PT409';
  end if;
  update public.certificates c
     set qr_token = i.qr_token, credential = i.credential, kid = p_kid, signed_at = pg_catalog.now()
    from pg_catalog.jsonb_to_recordset(p_items) as i (id bigint, qr_token text, credential text)
   where c.id = i.id and c.credential is null and c.revoked_at is null;
  get diagnostics n = row_count;
  if n > 0 then
    insert into public.security_events (kind, actor_id, actor_email, details)
    values ('certificates_signed', p_actor, private.user_email(p_actor), pg_catalog.jsonb_build_object('count', n, 'kid', p_kid));
  end if;
  return n;
end;
$$;
revoke execute on function private.store_certificate_credentials(text, jsonb, uuid, jsonb) from public, anon, authenticated;
grant execute on function private.store_certificate_credentials(text, jsonb, uuid, jsonb) to service_role;

create or replace function public.store_certificate_credentials(p_kid text, p_jwk jsonb, p_actor uuid, p_items jsonb)
returns integer language sql volatile security invoker set search_path = ''
as $$ select private.store_certificate_credentials(p_kid, p_jwk, p_actor, p_items) $$;
revoke execute on function public.store_certificate_credentials(text, jsonb, uuid, jsonb) from public, anon, authenticated;
grant execute on function public.store_certificate_credentials(text, jsonb, uuid, jsonb) to service_role;

-- ---------------------------------------------------------------------------
-- 7. Public status: by the unguessable identifier, or by number + birth date for paper
-- ---------------------------------------------------------------------------
create or replace function private.certificate_status(p_id text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  lim public.certificate_limits;
  client_hash text := public.registration_hash('certificate-client:' || public.registration_client());
  wait integer;
  c public.certificates;
begin
  select * into lim from public.certificate_limits where id = 1;
  wait := private.certificate_retry_after('status-client', client_hash, lim.window_length, lim.status_failures_per_client);
  if wait is not null then
    return public.registration_rate_limited(wait, 'Terlalu banyak pemeriksaan yang gagal. Coba lagi dalam 15 menit.');
  end if;
  if p_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    select * into c from public.certificates where public_id = p_id::uuid;
  end if;
  if c.id is null then
    insert into public.certificate_attempts (kind, key_hash) values ('status-client', client_hash);
    return public.registration_refusal(404, 'not_found', 'Sertifikat tidak ditemukan.');
  end if;
  return private.certificate_status_answer(c);
end;
$$;
revoke execute on function private.certificate_status(text) from public;
grant execute on function private.certificate_status(text) to anon, authenticated, service_role;

create or replace function public.certificate_status(p_id text)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.certificate_status(p_id) $$;

create or replace function private.check_certificate(p_number text, p_birth_date text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  lim public.certificate_limits;
  client_hash text := public.registration_hash('certificate-client:' || public.registration_client());
  v_key text := public.certificate_number_key(p_number);
  number_hash text := public.registration_hash('certificate-number:' || v_key);
  wait integer;
  birth date;
  c public.certificates;
begin
  select * into lim from public.certificate_limits where id = 1;
  wait := greatest(
    private.certificate_retry_after('paper-client', client_hash, lim.window_length, lim.paper_failures_per_client),
    private.certificate_retry_after('paper-number', number_hash, lim.window_length, lim.paper_failures_per_number));
  if wait is not null then
    return public.registration_rate_limited(wait, 'Terlalu banyak pemeriksaan yang gagal. Coba lagi dalam 15 menit.');
  end if;
  begin
    birth := case when p_birth_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then p_birth_date::date end;
  exception when others then
    birth := null;
  end;
  -- a wrong number and a wrong birth date: one answer, one count
  select * into c from public.certificates x
   where public.certificate_number_key(x.number) = v_key and x.birth_date = birth;
  if c.id is null then
    insert into public.certificate_attempts (kind, key_hash) values ('paper-client', client_hash), ('paper-number', number_hash);
    return public.registration_refusal(404, 'not_found', 'Sertifikat tidak ditemukan. Periksa nomor sertifikat dan tanggal lahir.');
  end if;
  return private.certificate_status_answer(c);
end;
$$;
revoke execute on function private.check_certificate(text, text) from public;
grant execute on function private.check_certificate(text, text) to anon, authenticated, service_role;

create or replace function public.check_certificate(p_number text, p_birth_date text)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.check_certificate(p_number, p_birth_date) $$;

-- ---------------------------------------------------------------------------
-- 8. The register's export (recorded like the applications' export)
-- ---------------------------------------------------------------------------
create or replace function private.export_certificates(p_schedule_id bigint)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  s record;
  exported jsonb;
  n integer;
begin
  perform private.require_certificate_manager();
  if p_schedule_id is not null then
    select id, program, batch into s from public.schedules where id = p_schedule_id;
    if not found then
      raise exception 'Jadwal tidak ditemukan. Muat ulang halaman.' using errcode = 'PT404';
    end if;
  end if;
  select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
           'number', c.number, 'status', case when c.replaced_by is not null then 'diganti' when c.revoked_at is not null then 'dicabut' else 'sah' end,
           'full_name', c.full_name, 'birth_place', c.birth_place, 'birth_date', c.birth_date,
           'program', c.program, 'batch', c.batch, 'jp', c.jp, 'period_start', c.period_start, 'period_end', c.period_end,
           'result', c.result, 'issued_place', c.issued_place, 'issued_on', c.issued_on,
           'signatory_name', c.signatory_name, 'signed', c.credential is not null,
           'revoked_at', c.revoked_at, 'revoked_reason', c.revoked_reason,
           'replaced_by', (select x.number from public.certificates x where x.id = c.replaced_by),
           'registration_code', (select r.code from public.registrations r where r.id = c.registration_id))
           order by c.year, c.seq),
         pg_catalog.count(*)::integer
    into exported, n
    from public.certificates c
   where p_schedule_id is null or c.schedule_id = p_schedule_id;
  if n = 0 then
    raise exception 'Belum ada sertifikat yang diterbitkan.' using errcode = 'PT404';
  end if;
  insert into public.security_events (kind, actor_id, actor_email, details)
  values ('certificates_exported', actor, private.user_email(actor), pg_catalog.jsonb_build_object(
    'schedule_id', p_schedule_id, 'batch', case when s.id is not null then s.program || ' (' || s.batch || ')' end, 'rows', n));
  return pg_catalog.jsonb_build_object('schedule_id', p_schedule_id, 'exported_at', pg_catalog.now(), 'rows', exported);
end;
$$;
revoke execute on function private.export_certificates(bigint) from public;
grant execute on function private.export_certificates(bigint) to authenticated, service_role;

create or replace function public.export_certificates(p_schedule_id bigint default null)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.export_certificates(p_schedule_id) $$;

-- ---------------------------------------------------------------------------
-- 9. Who may execute what
-- ---------------------------------------------------------------------------
do $$
declare
  fn regprocedure;
begin
  foreach fn in array array[
    'public.issue_certificates(bigint,date)', 'public.revoke_certificate(bigint,text)',
    'public.reissue_certificate(bigint,text)', 'public.certificates_to_sign(bigint)', 'public.export_certificates(bigint)'
  ]::regprocedure[] loop
    execute format('revoke execute on function %s from public, anon', fn);
    execute format('grant execute on function %s to authenticated, service_role', fn);
  end loop;
  foreach fn in array array['public.certificate_status(text)', 'public.check_certificate(text,text)']::regprocedure[] loop
    execute format('revoke execute on function %s from public', fn);
    execute format('grant execute on function %s to anon, authenticated, service_role', fn);
  end loop;
  execute 'revoke execute on function public.certificate_number_key(text) from public, anon, authenticated';
  execute 'grant execute on function public.certificate_number_key(text) to service_role';
end;
$$;
