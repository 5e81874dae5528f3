-- Complaints and suggestions (pengaduan; issue 35 §2, docs/complaints.md): the public form with an optional
-- attachment, a tracking code the sender follows the answer with, the panel's queue and the promised response time.
--
-- * complaints: one complaint. Written only through complaint_submit() (visitors) and complaint_transition() /
--   answer_complaint() (admins); admins and super admins read it (at aal2 where two-factor is due). Personal data:
--   outside the change history. The tracking code itself is never stored: only its keyed hash, which no API role reads.
-- * complaint_settings: the promised response time in working days (the service standard's "paling lama 5 hari
--   kerja"); everyone reads it, admins and super admins change it; in the change history.
-- * complaint_uploads / the bucket complaint-attachments: a folder handed out by start_complaint_upload(), one
--   attachment inside it; nobody reads the bucket through the Storage API.
-- * complaint_limits / complaint_attempts: the per-client limits (429 with Retry-After). No API access.
-- The status rule has one source: private.complaint_transition_allowed(), enforced by a trigger on every path and
-- copied for the panel in src/lib/complaint-statuses.ts (an integration test compares the two for every pair).
-- Plain PostgreSQL 15.

-- ---------------------------------------------------------------------------
-- 1. Settings, limits, upload folders
-- ---------------------------------------------------------------------------
create table public.complaint_settings (
  id integer primary key default 1 check (id = 1),
  response_working_days integer not null default 5
    constraint complaint_settings_days_range check (response_working_days between 1 and 60),
  updated_at timestamptz not null default now()
);
insert into public.complaint_settings (id) values (1) on conflict (id) do nothing;
comment on table public.complaint_settings is
  'The promised response time of complaints in working days (Mon–Fri, Asia/Jakarta; holidays counted as working days). Everyone reads; admins and super admins update; in the change history.';

create table public.complaint_limits (
  id integer primary key default 1 check (id = 1),
  submissions_per_client integer not null default 10 check (submissions_per_client > 0),
  folders_per_client integer not null default 20 check (folders_per_client > 0),
  window_length interval not null default interval '1 hour' check (window_length > interval '0' and window_length <= interval '1 day'),
  lookup_failures_per_client integer not null default 30 check (lookup_failures_per_client > 0),
  lookup_window interval not null default interval '15 minutes' check (lookup_window > interval '0' and lookup_window <= interval '1 day'),
  files_per_folder integer not null default 3 check (files_per_folder > 0)
);
insert into public.complaint_limits (id) values (1) on conflict (id) do nothing;
comment on table public.complaint_limits is 'Per-client limits of the complaint functions. No API access; change with SQL (docs/complaints.md).';

create table public.complaint_attempts (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('submit-client', 'folder-client', 'lookup-client')),
  key_hash text not null check (char_length(key_hash) = 64),
  at timestamptz not null default now()
);
create index complaint_attempts_key_idx on public.complaint_attempts (kind, key_hash, at);
comment on table public.complaint_attempts is 'Complaint submissions, folders and failed lookups: hashed client address and time, for the limits. No API access.';

create table public.complaint_uploads (
  folder uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now()
);
create index complaint_uploads_created_idx on public.complaint_uploads (created_at);
comment on table public.complaint_uploads is
  'Folders of the complaint-attachments bucket handed out by start_complaint_upload(); a visitor uploads only into one less than 24 hours old that no complaint uses. No API access.';

-- ---------------------------------------------------------------------------
-- 2. The status rule (one source)
-- ---------------------------------------------------------------------------
-- Diterima → Diproses → Selesai, Diterima → Selesai directly, Selesai → Diproses to reopen.
create or replace function private.complaint_transition_allowed(p_from text, p_to text)
returns boolean language sql immutable set search_path = ''
as $$
  select (p_from, p_to) in (('diterima', 'diproses'), ('diproses', 'selesai'), ('diterima', 'selesai'), ('selesai', 'diproses'))
$$;
revoke execute on function private.complaint_transition_allowed(text, text) from public;
grant execute on function private.complaint_transition_allowed(text, text) to authenticated, service_role;

create or replace function private.complaint_status_name(p_status text)
returns text language sql immutable set search_path = ''
as $$
  select case p_status when 'diterima' then 'Diterima' when 'diproses' then 'Diproses' when 'selesai' then 'Selesai' else p_status end
$$;
revoke execute on function private.complaint_status_name(text) from public;
grant execute on function private.complaint_status_name(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- 3. Complaints
-- ---------------------------------------------------------------------------
create table public.complaints (
  id bigint generated always as identity primary key,
  category text not null check (category in ('pelayanan', 'pendaftaran', 'pelatihan', 'sarana', 'lainnya')),
  message text not null
    constraint complaints_message_text check (char_length(message) >= 20 and public.is_valid_text(message, 2000)),
  anonymous boolean not null,
  contact_name text constraint complaints_contact_name_text check (public.is_valid_text(contact_name, 120)),
  contact_phone text constraint complaints_contact_phone_format check (contact_phone ~ '^62[1-9][0-9]{7,12}$'),
  contact_email text constraint complaints_contact_email_format
    check (public.is_valid_text(contact_email, 254) and contact_email ~* '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  -- keyed hash of the tracking code (registration_hash('complaint:' || code)); the code itself is never stored
  code_hash text not null unique check (char_length(code_hash) = 64),
  status text not null default 'diterima' check (status in ('diterima', 'diproses', 'selesai')),
  answer text constraint complaints_answer_text check (public.is_valid_text(answer, 2000)),
  answered_at timestamptz,
  answered_by uuid references auth.users (id) on delete set null,
  received_at timestamptz not null default now(),
  status_changed_at timestamptz not null default now(),
  upload_folder uuid unique references public.complaint_uploads (folder) on delete restrict,
  attachment_name text unique constraint complaints_attachment_name_text check (public.is_valid_text(attachment_name, 1024)),
  attachment_type text check (attachment_type in ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')),
  attachment_size integer check (attachment_size between 1 and 5242880),
  idempotency_key uuid not null unique,
  constraint complaints_contact check (
    case when anonymous then contact_name is null and contact_phone is null and contact_email is null
         else contact_name is not null end),
  constraint complaints_attachment check (
    (attachment_name is null and attachment_type is null and attachment_size is null)
    or (attachment_name is not null and attachment_type is not null and attachment_size is not null and upload_folder is not null)),
  constraint complaints_answered check (status <> 'selesai' or answer is not null),
  constraint complaints_answer_time check ((answer is null) = (answered_at is null))
);
create index complaints_open_idx on public.complaints (status, received_at);
create index complaints_answered_by_idx on public.complaints (answered_by);
comment on table public.complaints is
  'Complaints (pengaduan): written through complaint_submit, complaint_transition and answer_complaint only; admins and super admins read (at aal2 where two-factor is due), never code_hash; outside the change history (personal data).';

-- Every path (the functions, the service role, SQL) follows the status rule; Selesai needs an answer (the check).
create or replace function private.check_complaint_status()
returns trigger language plpgsql set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    if not private.complaint_transition_allowed(old.status, new.status) then
      raise exception 'Status pengaduan tidak dapat diubah dari "%" ke "%".',
        private.complaint_status_name(old.status), private.complaint_status_name(new.status) using errcode = 'PT409';
    end if;
    if new.status = 'selesai' and new.answer is null then
      raise exception 'Tulis jawaban untuk pengirim sebelum menandai pengaduan Selesai.' using errcode = 'PT409';
    end if;
    new.status_changed_at := pg_catalog.now();
  end if;
  return new;
end;
$$;
revoke execute on function private.check_complaint_status() from public;
create trigger check_complaint_status before update on public.complaints
  for each row execute function private.check_complaint_status();

create or replace function private.touch_complaint_settings()
returns trigger language plpgsql set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;
revoke execute on function private.touch_complaint_settings() from public;
create trigger touch_complaint_settings before update on public.complaint_settings
  for each row execute function private.touch_complaint_settings();
create trigger record_change after insert or update or delete on public.complaint_settings
  for each row execute function public.record_change();

alter table public.complaint_settings enable row level security;
alter table public.complaint_limits enable row level security;
alter table public.complaint_attempts enable row level security;
alter table public.complaint_uploads enable row level security;
alter table public.complaints enable row level security;
revoke all on public.complaint_settings, public.complaint_limits, public.complaint_attempts, public.complaint_uploads,
  public.complaints from anon, authenticated;
grant all on public.complaint_settings, public.complaint_limits, public.complaint_attempts, public.complaint_uploads,
  public.complaints to service_role;

grant select on public.complaint_settings to anon, authenticated;
grant update (response_working_days) on public.complaint_settings to authenticated;
create policy "everyone reads the complaint settings" on public.complaint_settings for select to anon, authenticated
  using (true);
create policy "admins update the complaint settings" on public.complaint_settings for update to authenticated
  using ((select public.can_read_personal_data())) with check ((select public.can_read_personal_data()));
create policy "two-factor where it is due" on public.complaint_settings as restrictive for update to authenticated
  using ((select private.two_factor_satisfied())) with check ((select private.two_factor_satisfied()));

-- every column but code_hash
grant select (id, category, message, anonymous, contact_name, contact_phone, contact_email, status, answer, answered_at,
              answered_by, received_at, status_changed_at, upload_folder, attachment_name, attachment_type,
              attachment_size, idempotency_key)
  on public.complaints to authenticated;
create policy "admins read complaints" on public.complaints for select to authenticated
  using ((select public.can_read_personal_data()));
create policy "two-factor where it is due" on public.complaints as restrictive for all to authenticated
  using ((select private.two_factor_satisfied())) with check ((select private.two_factor_satisfied()));

-- ---------------------------------------------------------------------------
-- 4. The promised response time
-- ---------------------------------------------------------------------------
-- The day the answer is due: the `p_days`-th working day (Mon–Fri) after the Jakarta date of receipt (the day of
-- receipt itself does not count). Public holidays are not known to the database and count as working days.
create or replace function private.complaint_due_on(p_received_at timestamptz, p_days integer)
returns date language sql immutable set search_path = ''
as $$
  select d::date
    from pg_catalog.generate_series((p_received_at at time zone 'Asia/Jakarta')::date + 1,
                                    (p_received_at at time zone 'Asia/Jakarta')::date + p_days * 2 + 7, interval '1 day') d
   where extract(isodow from d) < 6
   order by d
  offset greatest(p_days, 1) - 1 limit 1
$$;
revoke execute on function private.complaint_due_on(timestamptz, integer) from public;
grant execute on function private.complaint_due_on(timestamptz, integer) to anon, authenticated, service_role;

create or replace function private.complaint_response_days()
returns integer language sql stable security definer set search_path = ''
as $$ select coalesce((select s.response_working_days from public.complaint_settings s where s.id = 1), 5) $$;
revoke execute on function private.complaint_response_days() from public;
grant execute on function private.complaint_response_days() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- 5. The bucket and its upload folders
-- ---------------------------------------------------------------------------
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('complaint-attachments', 'complaint-attachments', false, 5242880,
        array['image/jpeg', 'image/png', 'image/webp', 'application/pdf'])
on conflict (id) do update
  set public = excluded.public, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types;

-- True when `p_name` is `<folder>/lampiran-<digits>.<ext>` in a folder handed out less than 24 hours ago that no
-- complaint uses yet and that holds fewer than files_per_folder files. SECURITY DEFINER: the storage policy runs as
-- the visitor, who reads none of these tables (the unguessable uuid makes the folder the visitor's own).
create or replace function private.can_upload_complaint_attachment(p_name text)
returns boolean language sql stable security definer set search_path = ''
as $$
  select case
    when p_name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/lampiran-[0-9]{10,16}\.(jpg|png|webp|pdf)$'
    then exists (
       select 1 from public.complaint_uploads u
        where u.folder = pg_catalog.split_part(p_name, '/', 1)::uuid
          and u.created_at > pg_catalog.now() - interval '24 hours'
          and not exists (select 1 from public.complaints c where c.upload_folder = u.folder))
     and (select pg_catalog.count(*) from storage.objects o
           where o.bucket_id = 'complaint-attachments' and o.name like pg_catalog.split_part(p_name, '/', 1) || '/%')
         < (select l.files_per_folder from public.complaint_limits l where l.id = 1)
    else false
  end
$$;
revoke execute on function private.can_upload_complaint_attachment(text) from public;
grant execute on function private.can_upload_complaint_attachment(text) to anon, authenticated, service_role;

-- The upload policy again (migration 20261129000010), with the complaint attachments added.
drop policy "admins upload images, applicants their documents" on storage.objects;
create policy "admins upload images, applicants their documents" on storage.objects
  for insert to anon, authenticated
  with check (
    (bucket_id = 'registration-documents' and private.can_upload_registration_document(name))
    or (bucket_id = 'complaint-attachments' and private.can_upload_complaint_attachment(name))
    or (
      (select public.is_admin())
      and (
        bucket_id in ('programs', 'facilities', 'gallery', 'hero_banners', 'announcements', 'partners')
        or (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
      )
    )
  );
-- Nobody reads, lists, signs or downloads an attachment through the Storage API, whatever permissive policy a later
-- change adds: the Edge Function complaint-attachment-url signs with the service role once the database says who.
create policy "complaint attachments are read by no one through the API" on storage.objects
  as restrictive for select to anon, authenticated
  using (bucket_id <> 'complaint-attachments');

-- Anyone may ask for a folder (POST only), limited per client address.
create or replace function private.start_complaint_upload()
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$
declare
  lim public.complaint_limits;
  client_hash text := public.registration_hash('complaint-client:' || public.registration_client());
  wait integer;
  new_folder uuid;
begin
  select * into lim from public.complaint_limits where id = 1;
  wait := private.complaint_retry_after('folder-client', client_hash, lim.window_length, lim.folders_per_client);
  if wait is not null then
    return public.registration_rate_limited(wait, 'Terlalu banyak percobaan unggah dari jaringan ini. Coba lagi nanti.');
  end if;
  insert into public.complaint_attempts (kind, key_hash) values ('folder-client', client_hash);
  insert into public.complaint_uploads default values returning folder into new_folder;
  return pg_catalog.jsonb_build_object('folder', new_folder);
end;
$$;

-- Seconds until a key's attempts in the window fall below the limit, or null when they already are.
create or replace function private.complaint_retry_after(p_kind text, p_key_hash text, p_window interval, p_limit integer)
returns integer language sql stable security definer set search_path = ''
as $$
  select greatest(1, pg_catalog.ceil(extract(epoch from (a.at + p_window - pg_catalog.now())))::integer)
    from (select x.at from public.complaint_attempts x
           where x.kind = p_kind and x.key_hash = p_key_hash and x.at > pg_catalog.now() - p_window
           order by x.at desc offset greatest(p_limit - 1, 0) limit 1) a
$$;
revoke execute on function private.complaint_retry_after(text, text, interval, integer) from public;
revoke execute on function private.start_complaint_upload() from public;
grant execute on function private.start_complaint_upload() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- 6. Tracking codes
-- ---------------------------------------------------------------------------
-- ADU-XXXX-XXXX-XXXX: 60 bits in Crockford's base 32 (no I, L, O, U). Derived from the submission's idempotency key
-- with the server's secret key (HMAC-SHA-256), so a retry of the same submission gets the same code back although
-- the code is never stored. Only the sender's browser holds the key (a random uuid).
create or replace function private.complaint_code(p_key uuid)
returns text language plpgsql stable security definer set search_path = ''
as $$
declare
  alphabet constant text := '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  bytes bytea := extensions.hmac('complaint-code:' || p_key::text,
                                 (select l.hash_key from public.registration_limits l where l.id = 1), 'sha256');
  bits bigint := 0;
  result text := '';
  i integer;
begin
  for i in 0..7 loop
    bits := (bits << 8) | pg_catalog.get_byte(bytes, i);
  end loop;
  bits := (bits >> 4) & ((1::bigint << 60) - 1);
  for i in 0..11 loop
    result := result || pg_catalog.substr(alphabet, ((bits >> (55 - 5 * i)) & 31)::integer + 1, 1);
  end loop;
  return 'ADU-' || pg_catalog.substr(result, 1, 4) || '-' || pg_catalog.substr(result, 5, 4) || '-' || pg_catalog.substr(result, 9, 4);
end;
$$;
revoke execute on function private.complaint_code(uuid) from public;

-- A code as typed (lower case, spaces, dashes, with or without ADU-, O for 0, I/L for 1) to ADU-XXXX-XXXX-XXXX, or
-- null when it cannot be one.
create or replace function private.normalize_complaint_code(p_code text)
returns text language sql immutable set search_path = ''
as $$
  select case when c ~ '^[0-9A-HJKMNP-TV-Z]{12}$'
              then 'ADU-' || pg_catalog.substr(c, 1, 4) || '-' || pg_catalog.substr(c, 5, 4) || '-' || pg_catalog.substr(c, 9, 4) end
    from (select pg_catalog.translate(pg_catalog.regexp_replace(
                   pg_catalog.upper(pg_catalog.regexp_replace(coalesce(p_code, ''), '[[:space:]-]', '', 'g')), '^ADU', ''),
                 'OIL', '011') as c) s
$$;
revoke execute on function private.normalize_complaint_code(text) from public;

create or replace function private.complaint_code_hash(p_code text)
returns text language sql stable security definer set search_path = ''
as $$ select public.registration_hash('complaint:' || coalesce(p_code, '')) $$;
revoke execute on function private.complaint_code_hash(text) from public;

-- ---------------------------------------------------------------------------
-- 7. The public form (POST only)
-- ---------------------------------------------------------------------------
-- Answers 201 {code}; a retry with the same idempotency key within 24 hours answers 200 with the same code.
-- Every field is checked before anything is written; the first fault is a 422 naming the field in `details`.
create or replace function private.complaint_submit(p jsonb)
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$
declare
  client_hash text := public.registration_hash('complaint-client:' || public.registration_client());
  lim public.complaint_limits;
  wait integer;
  v_key uuid;
  existing public.complaints;
  v_category text;
  v_message text;
  v_anonymous boolean;
  v_name text;
  v_phone text;
  v_email text;
  v_attachment text;
  v_folder uuid;
  v_mime text;
  v_size bigint;
  v_field text;
  v_code text;
begin
  select * into lim from public.complaint_limits where id = 1;
  wait := private.complaint_retry_after('submit-client', client_hash, lim.window_length, lim.submissions_per_client);
  if wait is not null then
    return public.registration_rate_limited(wait, 'Terlalu banyak pengaduan dari jaringan ini. Coba lagi nanti.');
  end if;
  insert into public.complaint_attempts (kind, key_hash) values ('submit-client', client_hash);

  if p is null or pg_catalog.jsonb_typeof(p) <> 'object' then
    return public.registration_refusal(422, 'invalid', 'Pengaduan tidak terbaca. Muat ulang halaman lalu isi kembali.');
  end if;
  if coalesce(p ->> 'website', '') <> '' then
    return public.registration_refusal(400, 'rejected', 'Pengaduan tidak dapat diproses. Muat ulang halaman lalu coba lagi.');
  end if;
  begin
    v_key := (p ->> 'idempotency_key')::uuid;
  exception when invalid_text_representation then
    v_key := null;
  end;
  if v_key is null then
    return public.registration_refusal(422, 'invalid', 'Pengaduan tidak terbaca. Muat ulang halaman lalu isi kembali.', 'idempotency_key');
  end if;
  select * into existing from public.complaints where idempotency_key = v_key;
  if existing.id is not null then
    -- the code back only to the same submission: a key reused (a faulty client's fixed key) with other content, or
    -- after a day, gets no one's code
    if existing.received_at < pg_catalog.now() - interval '24 hours'
       or existing.category is distinct from (p ->> 'category')
       or existing.message is distinct from pg_catalog.btrim(p ->> 'message') then
      return public.registration_refusal(409, 'already_sent',
        'Pengaduan ini sudah terkirim sebelumnya. Gunakan kode lacak yang Anda terima saat itu.');
    end if;
    return pg_catalog.jsonb_build_object('code', private.complaint_code(v_key));
  end if;

  v_category := case when pg_catalog.jsonb_typeof(p -> 'category') = 'string' then p ->> 'category' end;
  if v_category is null or v_category not in ('pelayanan', 'pendaftaran', 'pelatihan', 'sarana', 'lainnya') then
    return public.registration_refusal(422, 'invalid', 'Pilih kategori pengaduan.', 'category');
  end if;
  v_message := case when pg_catalog.jsonb_typeof(p -> 'message') = 'string' then pg_catalog.btrim(p ->> 'message') end;
  if v_message is null or pg_catalog.char_length(v_message) < 20 or not coalesce(public.is_valid_text(v_message, 2000), false) then
    return public.registration_refusal(422, 'invalid', 'Isi pengaduan 20 sampai 2.000 karakter.', 'message');
  end if;
  if pg_catalog.jsonb_typeof(p -> 'anonymous') is distinct from 'boolean' then
    return public.registration_refusal(422, 'invalid', 'Pilih apakah Anda ingin tetap anonim.', 'anonymous');
  end if;
  v_anonymous := (p -> 'anonymous')::boolean;
  -- contact fields: a string (empty is none) or null
  foreach v_field in array array['contact_name', 'contact_phone', 'contact_email'] loop
    if p ? v_field and pg_catalog.jsonb_typeof(p -> v_field) not in ('string', 'null') then
      return public.registration_refusal(422, 'invalid', 'Kontak tidak terbaca. Muat ulang halaman lalu isi kembali.', v_field);
    end if;
  end loop;
  v_name := nullif(pg_catalog.btrim(coalesce(p ->> 'contact_name', '')), '');
  v_phone := nullif(pg_catalog.regexp_replace(coalesce(p ->> 'contact_phone', ''), '[[:space:]+().-]', '', 'g'), '');
  v_email := nullif(pg_catalog.btrim(coalesce(p ->> 'contact_email', '')), '');
  if v_anonymous then
    if coalesce(v_name, v_phone, v_email) is not null then
      return public.registration_refusal(422, 'invalid',
        'Pengaduan anonim tidak berisi nama, nomor WhatsApp, atau email. Kosongkan kontak atau batalkan pilihan anonim.',
        case when v_name is not null then 'contact_name' when v_phone is not null then 'contact_phone' else 'contact_email' end);
    end if;
  else
    if v_name is null or not coalesce(public.is_valid_text(v_name, 120), false) then
      return public.registration_refusal(422, 'invalid', 'Isi nama Anda (paling banyak 120 karakter), atau pilih anonim.', 'contact_name');
    end if;
    if v_phone ~ '^0[1-9]' then
      v_phone := '62' || pg_catalog.substr(v_phone, 2);
    end if;
    if v_phone is not null and v_phone !~ '^62[1-9][0-9]{7,12}$' then
      return public.registration_refusal(422, 'invalid', 'Nomor WhatsApp tidak valid. Contoh: 081234567890.', 'contact_phone');
    end if;
    if v_email is not null and (v_email !~* '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
                                or not coalesce(public.is_valid_text(v_email, 254), false)) then
      return public.registration_refusal(422, 'invalid', 'Format email tidak valid.', 'contact_email');
    end if;
  end if;

  -- the attachment: an object name in a folder handed out by start_complaint_upload(), or nothing
  if p ? 'attachment' and p -> 'attachment' <> 'null'::jsonb then
    v_attachment := case when pg_catalog.jsonb_typeof(p -> 'attachment') = 'string' then p ->> 'attachment' end;
    if v_attachment is null
       or v_attachment !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/lampiran-[0-9]{10,16}\.(jpg|png|webp|pdf)$' then
      return public.registration_refusal(422, 'invalid', 'Lampiran tidak sesuai. Unggah ulang lampiran lalu kirim lagi.', 'attachment');
    end if;
    v_folder := pg_catalog.split_part(v_attachment, '/', 1)::uuid;
    if not exists (select 1 from public.complaint_uploads u where u.folder = v_folder and u.created_at > pg_catalog.now() - interval '24 hours')
       or exists (select 1 from public.complaints c where c.upload_folder = v_folder) then
      return public.registration_refusal(422, 'upload_expired',
        'Sesi unggah lampiran sudah berakhir. Muat ulang halaman lalu unggah lampiran lagi.', 'attachment');
    end if;
    select coalesce(o.metadata ->> 'mimetype', 'application/octet-stream'), coalesce((o.metadata ->> 'size')::bigint, 0)
      into v_mime, v_size
      from storage.objects o where o.bucket_id = 'complaint-attachments' and o.name = v_attachment;
    if not found then
      return public.registration_refusal(422, 'missing_attachment', 'Lampiran belum terunggah. Unggah ulang lalu kirim lagi.', 'attachment');
    end if;
    if v_mime not in ('image/jpeg', 'image/png', 'image/webp', 'application/pdf') or v_size > 5242880 then
      return public.registration_refusal(422, 'invalid', 'Lampiran harus JPG, PNG, WebP, atau PDF, paling besar 5 MB.', 'attachment');
    end if;
  end if;

  v_code := private.complaint_code(v_key);
  begin
    insert into public.complaints (category, message, anonymous, contact_name, contact_phone, contact_email, code_hash,
                                   upload_folder, attachment_name, attachment_type, attachment_size, idempotency_key)
    values (v_category, v_message, v_anonymous, v_name, v_phone, v_email, private.complaint_code_hash(v_code),
            v_folder, v_attachment, v_mime, case when v_attachment is not null then greatest(v_size, 1)::integer end, v_key);
  exception when unique_violation then
    -- a concurrent retry with the same key stored it first: the same code; a folder used meanwhile: upload again
    if exists (select 1 from public.complaints where idempotency_key = v_key) then
      return pg_catalog.jsonb_build_object('code', v_code);
    end if;
    return public.registration_refusal(422, 'upload_expired',
      'Sesi unggah lampiran sudah berakhir. Muat ulang halaman lalu unggah lampiran lagi.', 'attachment');
  end;
  perform pg_catalog.set_config('response.status', '201', true);
  return pg_catalog.jsonb_build_object('code', v_code);
end;
$$;
revoke execute on function private.complaint_submit(jsonb) from public;
grant execute on function private.complaint_submit(jsonb) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- 8. Following a complaint with its code (POST only)
-- ---------------------------------------------------------------------------
-- The status, never the message, the contact or the attachment (a code read over a shoulder must not reveal what was
-- written or by whom). An unknown and a malformed code take the same path (the hash of '' is looked up) and get the
-- same 404; each failure counts against the client's limit (429 with Retry-After; over it nothing is looked up).
create or replace function private.complaint_status(p_code text)
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$
declare
  lim public.complaint_limits;
  client_hash text := public.registration_hash('complaint-client:' || public.registration_client());
  wait integer;
  c public.complaints;
begin
  select * into lim from public.complaint_limits where id = 1;
  wait := private.complaint_retry_after('lookup-client', client_hash, lim.lookup_window, lim.lookup_failures_per_client);
  if wait is not null then
    return public.registration_rate_limited(wait, 'Terlalu banyak percobaan yang gagal. Coba lagi dalam 15 menit.');
  end if;
  select * into c from public.complaints x
   where x.code_hash = private.complaint_code_hash(coalesce(private.normalize_complaint_code(p_code), ''));
  if c.id is null then
    insert into public.complaint_attempts (kind, key_hash) values ('lookup-client', client_hash);
    return public.registration_refusal(404, 'not_found', 'Pengaduan tidak ditemukan. Periksa kode lacak Anda.');
  end if;
  return pg_catalog.jsonb_build_object(
    'category', c.category, 'status', c.status, 'received_at', c.received_at, 'status_changed_at', c.status_changed_at,
    'due_on', private.complaint_due_on(c.received_at, private.complaint_response_days()),
    'answer', c.answer, 'answered_at', c.answered_at);
end;
$$;
revoke execute on function private.complaint_status(text) from public;
grant execute on function private.complaint_status(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- 9. The panel: queue, transitions, answers, "Perlu Tindakan"
-- ---------------------------------------------------------------------------
-- The queue: open complaints whose answer is overdue first, then oldest first; a status filter (null: all).
create or replace function private.complaint_queue(p_status text)
returns table (id bigint, category text, message text, anonymous boolean, contact_name text, contact_phone text,
               contact_email text, status text, answer text, answered_at timestamptz, answered_by_email text,
               received_at timestamptz, status_changed_at timestamptz, due_on date, overdue boolean,
               has_attachment boolean, attachment_type text)
language plpgsql stable security definer set search_path = ''
as $$
declare
  days integer := private.complaint_response_days();
begin
  perform private.require_personal_data_reader();
  if p_status is not null and p_status not in ('diterima', 'diproses', 'selesai') then
    raise exception 'Status pengaduan tidak dikenal.' using errcode = 'PT422';
  end if;
  return query
    select c.id, c.category, c.message, c.anonymous, c.contact_name, c.contact_phone, c.contact_email, c.status,
           c.answer, c.answered_at, private.user_email(c.answered_by), c.received_at, c.status_changed_at, d.due_on,
           (c.answer is null and c.status <> 'selesai' and private.jakarta_today() > d.due_on),
           c.attachment_name is not null, c.attachment_type
      from public.complaints c
      cross join lateral (select private.complaint_due_on(c.received_at, days) as due_on) d
     where p_status is null or c.status = p_status
     order by (c.answer is null and c.status <> 'selesai' and private.jakarta_today() > d.due_on) desc, c.received_at, c.id;
end;
$$;
revoke execute on function private.complaint_queue(text) from public;
grant execute on function private.complaint_queue(text) to authenticated, service_role;

create or replace function private.complaint_summary(c public.complaints)
returns jsonb language sql stable security definer set search_path = ''
as $$
  select pg_catalog.jsonb_build_object('id', c.id, 'status', c.status, 'status_changed_at', c.status_changed_at,
                                       'answer', c.answer, 'answered_at', c.answered_at)
$$;
revoke execute on function private.complaint_summary(public.complaints) from public;

create or replace function private.complaint_transition(p_id bigint, p_to_status text)
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$
declare
  c public.complaints;
begin
  perform private.require_personal_data_reader();
  if p_to_status is null or p_to_status not in ('diterima', 'diproses', 'selesai') then
    raise exception 'Status pengaduan tidak dikenal.' using errcode = 'PT422';
  end if;
  select * into c from public.complaints where id = p_id for update;
  if c.id is null then
    raise exception 'Pengaduan tidak ditemukan. Muat ulang halaman.' using errcode = 'PT404';
  end if;
  if c.status <> p_to_status then
    -- the trigger applies the rule (and its message) on every path
    update public.complaints set status = p_to_status where id = c.id returning * into c;
  end if;
  return private.complaint_summary(c);
end;
$$;
revoke execute on function private.complaint_transition(bigint, text) from public;
grant execute on function private.complaint_transition(bigint, text) to authenticated, service_role;

-- Writes (or rewrites) the answer the sender reads. p_close: Selesai; otherwise a Diterima complaint moves to Diproses.
create or replace function private.answer_complaint(p_id bigint, p_answer text, p_close boolean)
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$
declare
  c public.complaints;
  v_answer text := pg_catalog.btrim(p_answer);
  v_to text;
begin
  perform private.require_personal_data_reader();
  if v_answer is null or v_answer = '' or not coalesce(public.is_valid_text(v_answer, 2000), false) then
    raise exception 'Jawaban wajib diisi, paling banyak 2.000 karakter.' using errcode = 'PT422';
  end if;
  select * into c from public.complaints where id = p_id for update;
  if c.id is null then
    raise exception 'Pengaduan tidak ditemukan. Muat ulang halaman.' using errcode = 'PT404';
  end if;
  v_to := case when coalesce(p_close, false) then 'selesai' when c.status = 'diterima' then 'diproses' else c.status end;
  update public.complaints
     set answer = v_answer, answered_at = pg_catalog.now(), answered_by = (select auth.uid()), status = v_to
   where id = c.id returning * into c;
  return private.complaint_summary(c);
end;
$$;
revoke execute on function private.answer_complaint(bigint, text, boolean) from public;
grant execute on function private.answer_complaint(bigint, text, boolean) to authenticated, service_role;

-- "Perlu Tindakan": complaints without an answer, and those of them past the promised response time. Counts only.
create or replace function private.complaint_due_summary()
returns jsonb language sql stable security definer set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
           'unanswered', pg_catalog.count(*),
           'overdue', pg_catalog.count(*) filter (
             where private.jakarta_today() > private.complaint_due_on(c.received_at, private.complaint_response_days())))
    from public.complaints c
   where c.answer is null and c.status <> 'selesai'
$$;
revoke execute on function private.complaint_due_summary() from public;
grant execute on function private.complaint_due_summary() to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- 10. Files to remove (service role only)
-- ---------------------------------------------------------------------------
-- Files of the bucket no complaint references, except those of a folder handed out less than 24 hours ago that no
-- complaint uses yet (the visitor may still send it). Listing only: a worker removes each through the Storage API.
create or replace function public.complaint_attachment_removals(p_now timestamptz default now())
returns table (bucket_id text, name text)
language sql stable security invoker set search_path = ''
as $$
  select o.bucket_id::text, o.name::text
    from storage.objects o
   where o.bucket_id = 'complaint-attachments'
     and not exists (select 1 from public.complaints c where c.attachment_name = o.name)
     and not exists (
       select 1 from public.complaint_uploads u
        where u.folder::text = pg_catalog.split_part(o.name, '/', 1)
          and u.created_at >= p_now - interval '24 hours'
          and not exists (select 1 from public.complaints c where c.upload_folder = u.folder))
   order by o.name
$$;
revoke execute on function public.complaint_attachment_removals(timestamptz) from public, anon, authenticated;
grant execute on function public.complaint_attachment_removals(timestamptz) to service_role;

-- ---------------------------------------------------------------------------
-- 11. The API: SQL wrappers in public (POST only where the function counts, writes or takes a secret)
-- ---------------------------------------------------------------------------
create or replace function public.start_complaint_upload()
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.start_complaint_upload() $$;
create or replace function public.complaint_submit(p jsonb)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.complaint_submit(p) $$;
create or replace function public.complaint_status(p_code text)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.complaint_status(p_code) $$;
revoke execute on function public.start_complaint_upload(), public.complaint_submit(jsonb), public.complaint_status(text) from public;
grant execute on function public.start_complaint_upload(), public.complaint_submit(jsonb), public.complaint_status(text)
  to anon, authenticated, service_role;

create or replace function public.complaint_queue(p_status text default null)
returns table (id bigint, category text, message text, anonymous boolean, contact_name text, contact_phone text,
               contact_email text, status text, answer text, answered_at timestamptz, answered_by_email text,
               received_at timestamptz, status_changed_at timestamptz, due_on date, overdue boolean,
               has_attachment boolean, attachment_type text)
language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select * from private.complaint_queue(p_status) $$;
create or replace function public.complaint_transition(p_id bigint, p_to_status text)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.complaint_transition(p_id, p_to_status) $$;
create or replace function public.answer_complaint(p_id bigint, p_answer text, p_close boolean default false)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.answer_complaint(p_id, p_answer, p_close) $$;
revoke execute on function public.complaint_queue(text), public.complaint_transition(bigint, text),
  public.answer_complaint(bigint, text, boolean) from public, anon;
grant execute on function public.complaint_queue(text), public.complaint_transition(bigint, text),
  public.answer_complaint(bigint, text, boolean) to authenticated, service_role;

-- Any member may ask (the overview asks every member); only the personal-data readers at aal2 get the counts.
create or replace function public.complaint_due_summary()
returns jsonb language plpgsql stable security invoker set search_path = ''
as $$
begin
  if not (select public.is_admin()) then
    raise exception 'Hanya anggota tim admin yang dapat membuka ringkasan.' using errcode = '42501';
  end if;
  if (select public.can_read_personal_data()) and (select private.two_factor_satisfied()) then
    return private.complaint_due_summary();
  end if;
  return null;
end;
$$;
revoke execute on function public.complaint_due_summary() from public, anon;
grant execute on function public.complaint_due_summary() to authenticated, service_role;
comment on function public.complaint_due_summary() is
  'Perlu Tindakan: complaints without an answer and those past the promised response time (counts only; null unless the caller reads personal data at aal2).';
