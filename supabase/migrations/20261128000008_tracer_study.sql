-- The tracer study and placement figures (issue 34 §1-§2, §3's public figures; docs/outcomes.md).
--
-- - public.tracer_settings (one row): the rounds' months after the batch's end (default 3 and 6), how long a round
--   stays open (60 days) and how long an answer may be corrected (14 days). Admins edit; the change history keeps it.
-- - public.tracer_questions: the questionnaire, in the database (add, edit, reorder, retire); the figures read the
--   core keys `status` and `months_to_first`, which cannot be retired.
-- - public.tracer_rounds: one per graduate (registration Selesai) and month, created when due; its token (32 random
--   bytes, base64url) is readable by no API role, only handed out by tracer_link() and found by its sha256.
-- - public.tracer_answers: personal data, read by admins and super admins at aal2 only; each keeps the wording and
--   options it was given to. Outside the change history (like attendance).
-- - Public, POST only, failures limited per client with Retry-After: tracer_form(token), tracer_submit(token, answers).
-- - Figures: placement_figures(year) for the panel, public_outcomes() for everyone (groups of at least 5 answers).
-- Plain PostgreSQL 15.

-- ---------------------------------------------------------------------------
-- 1. Tables
-- ---------------------------------------------------------------------------
-- 1 to 4 months, each 1..24, sorted and distinct.
create or replace function private.valid_tracer_months(p_months integer[])
returns boolean language sql immutable set search_path = ''
as $$
  select p_months is not null and pg_catalog.cardinality(p_months) between 1 and 4
     and pg_catalog.array_position(p_months, null) is null
     and 1 <= all (p_months) and 24 >= all (p_months)
     and p_months = (select pg_catalog.array_agg(distinct m order by m) from pg_catalog.unnest(p_months) m)
$$;
revoke execute on function private.valid_tracer_months(integer[]) from public;
grant execute on function private.valid_tracer_months(integer[]) to authenticated, service_role;

create table public.tracer_settings (
  id integer primary key default 1 check (id = 1),
  months integer[] not null default '{3,6}' check (private.valid_tracer_months(months)),
  answer_days integer not null default 60 check (answer_days between 7 and 365),
  correction_days integer not null default 14 check (correction_days between 0 and 90),
  updated_at timestamptz not null default now()
);
insert into public.tracer_settings (id) values (1) on conflict (id) do nothing;
comment on table public.tracer_settings is
  'The tracer study''s rounds: months after the batch''s end, days a round stays open, days an answer may be corrected. Admins and super admins edit; changes are in the change history.';
create trigger record_change after insert or update or delete on public.tracer_settings
  for each row execute function public.record_change();

create table public.tracer_questions (
  id bigint generated always as identity primary key,
  key text not null unique check (key ~ '^[a-z][a-z0-9_]{0,39}$'),
  kind text not null check (kind in ('choice', 'text', 'number', 'consent')),
  wording text not null check (public.is_valid_text(wording, 300)),
  options jsonb check (options is null or (pg_catalog.jsonb_typeof(options) = 'array' and pg_catalog.jsonb_array_length(options) between 2 and 12)),
  required boolean not null default true,
  -- {"status": ["Bekerja"]}: shown (and required) only when the answer to `status` is one of these
  shown_when jsonb check (shown_when is null or pg_catalog.jsonb_typeof(shown_when) = 'object'),
  min_value integer,
  max_value integer,
  position integer not null,
  retired_at timestamptz,
  constraint tracer_questions_kind_options_check check ((kind = 'choice') = (options is not null))
);
comment on table public.tracer_questions is
  'The tracer study''s questionnaire, in order; retired questions stay for the answers given to them. Admins and super admins read it and change it through the functions.';

insert into public.tracer_questions (key, kind, wording, options, required, shown_when, min_value, max_value, position) values
  ('status', 'choice', 'Apa kegiatan utama Anda saat ini?', '["Bekerja", "Wirausaha", "Melanjutkan Pendidikan", "Belum Bekerja"]', true, null, null, null, 1),
  ('employer', 'text', 'Nama tempat Anda bekerja', null, true, '{"status": ["Bekerja"]}', null, null, 2),
  ('sector', 'choice', 'Bidang usaha tempat Anda bekerja',
   '["Teknologi Informasi dan Komunikasi", "Pemerintahan", "Pendidikan", "Perdagangan", "Jasa Keuangan", "Industri/Manufaktur", "Lainnya"]',
   true, '{"status": ["Bekerja"]}', null, null, 3),
  ('work_fits', 'choice', 'Apakah pekerjaan Anda sesuai dengan pelatihan yang Anda ikuti?', '["Sesuai", "Cukup sesuai", "Tidak sesuai"]',
   true, '{"status": ["Bekerja"]}', null, null, 4),
  ('business_field', 'text', 'Bidang usaha Anda', null, true, '{"status": ["Wirausaha"]}', null, null, 5),
  ('months_to_first', 'number', 'Berapa bulan setelah pelatihan selesai Anda mulai bekerja atau berwirausaha?', null,
   true, '{"status": ["Bekerja", "Wirausaha"]}', 0, 60, 6),
  ('income_band', 'choice', 'Penghasilan per bulan (boleh dilewati)',
   '["Kurang dari Rp1.000.000", "Rp1.000.000 - Rp2.999.999", "Rp3.000.000 - Rp4.999.999", "Rp5.000.000 atau lebih"]',
   false, '{"status": ["Bekerja", "Wirausaha"]}', null, null, 7),
  ('helped_most', 'text', 'Apa dari pelatihan yang paling membantu Anda?', null, false, null, null, null, 8),
  ('improve', 'text', 'Apa yang perlu kami perbaiki?', null, false, null, null, null, 9),
  ('quote_consent', 'consent', 'Saya setuju jawaban saya dikutip tanpa nama di situs BLK.', null, false, null, null, null, 10);

create table public.tracer_rounds (
  id bigint generated always as identity primary key,
  registration_id bigint not null references public.registrations (id) on delete cascade,
  round_month integer not null check (round_month between 1 and 24),
  opens_on date not null,
  closes_on date not null check (closes_on >= opens_on),
  token text not null default pg_catalog.translate(pg_catalog.encode(extensions.gen_random_bytes(32), 'base64'), '+/=', '-_'),
  token_hash text not null unique,
  first_sent_at timestamptz,
  last_sent_at timestamptz,
  sends integer not null default 0 check (sends >= 0),
  answered_at timestamptz,
  corrected_at timestamptz,
  unique (registration_id, round_month)
);
create index tracer_rounds_opens_idx on public.tracer_rounds (opens_on);
comment on table public.tracer_rounds is
  'One survey round per graduate and month. The token is readable by no API role (tracer_link hands it out); the public functions find a round by token_hash.';

create or replace function private.tracer_token_hash()
returns trigger language plpgsql set search_path = ''
as $$
begin
  new.token_hash := public.registration_hash('tracer:' || new.token);
  return new;
end;
$$;
revoke execute on function private.tracer_token_hash() from public;
create trigger tracer_token_hash before insert or update of token on public.tracer_rounds
  for each row execute function private.tracer_token_hash();

create table public.tracer_answers (
  round_id bigint not null references public.tracer_rounds (id) on delete cascade,
  question_id bigint not null references public.tracer_questions (id) on delete restrict,
  wording text not null,
  options jsonb,
  value jsonb not null,
  answered_at timestamptz not null default now(),
  primary key (round_id, question_id)
);
comment on table public.tracer_answers is
  'Graduates'' answers with the wording (and options) they were given to. Personal data: admins and super admins at aal2 read; outside the change history.';

create table public.tracer_limits (
  id integer primary key default 1 check (id = 1),
  failures_per_client integer not null default 30 check (failures_per_client > 0),
  window_length interval not null default interval '15 minutes' check (window_length > interval '0' and window_length <= interval '1 day')
);
insert into public.tracer_limits (id) values (1) on conflict (id) do nothing;
comment on table public.tracer_limits is 'Failure limit of the public survey functions. No API access; change with SQL.';

create table public.tracer_attempts (
  id bigint generated always as identity primary key,
  key_hash text not null check (char_length(key_hash) = 64),
  at timestamptz not null default now()
);
create index tracer_attempts_key_idx on public.tracer_attempts (key_hash, at);
comment on table public.tracer_attempts is 'Failed public survey calls (unknown or expired token): hashed client address and time. No API access.';

alter table public.tracer_settings enable row level security;
alter table public.tracer_questions enable row level security;
alter table public.tracer_rounds enable row level security;
alter table public.tracer_answers enable row level security;
alter table public.tracer_limits enable row level security;
alter table public.tracer_attempts enable row level security;
revoke all on public.tracer_settings, public.tracer_questions, public.tracer_rounds, public.tracer_answers,
  public.tracer_limits, public.tracer_attempts from anon, authenticated;
grant all on public.tracer_settings, public.tracer_questions, public.tracer_rounds, public.tracer_answers,
  public.tracer_limits, public.tracer_attempts to service_role;

grant select on public.tracer_settings to authenticated;
grant update (months, answer_days, correction_days) on public.tracer_settings to authenticated;
create policy "admins read the tracer settings" on public.tracer_settings for select to authenticated
  using ((select public.can_read_personal_data()));
create policy "admins edit the tracer settings" on public.tracer_settings for update to authenticated
  using ((select public.can_read_personal_data())) with check ((select public.can_read_personal_data()));
create policy "two-factor where it is due" on public.tracer_settings as restrictive for all to authenticated
  using ((select private.two_factor_satisfied())) with check ((select private.two_factor_satisfied()));
create policy "tracer settings' history for personal-data readers" on public.change_history
  as restrictive for select to authenticated
  using (table_name <> 'tracer_settings' or ((select public.can_read_personal_data()) and (select private.two_factor_satisfied())));

-- read in the panel by the admins who manage them (the graduate's form gets them through tracer_form)
grant select on public.tracer_questions to authenticated;
create policy "admins read the questions" on public.tracer_questions for select to authenticated
  using ((select public.can_read_personal_data()));
create policy "two-factor where it is due" on public.tracer_questions as restrictive for all to authenticated
  using ((select private.two_factor_satisfied())) with check ((select private.two_factor_satisfied()));

-- every column but the token
grant select (id, registration_id, round_month, opens_on, closes_on, first_sent_at, last_sent_at, sends, answered_at, corrected_at)
  on public.tracer_rounds to authenticated;
create policy "admins read rounds" on public.tracer_rounds for select to authenticated
  using ((select public.can_read_personal_data()));
create policy "two-factor where it is due" on public.tracer_rounds as restrictive for all to authenticated
  using ((select private.two_factor_satisfied())) with check ((select private.two_factor_satisfied()));

grant select on public.tracer_answers to authenticated;
create policy "admins read answers" on public.tracer_answers for select to authenticated
  using ((select public.can_read_personal_data()));
create policy "two-factor where it is due" on public.tracer_answers as restrictive for all to authenticated
  using ((select private.two_factor_satisfied())) with check ((select private.two_factor_satisfied()));

-- An erased application takes its rounds (and answers) with it: the token answers "not found" from then on.
create or replace function private.drop_erased_tracer_rounds()
returns trigger language plpgsql security definer set search_path = ''
as $$
begin
  delete from public.tracer_rounds where registration_id = new.id;
  return null;
end;
$$;
revoke execute on function private.drop_erased_tracer_rounds() from public;
create trigger drop_erased_tracer_rounds after update of erased_at on public.registrations
  for each row when (old.erased_at is null and new.erased_at is not null)
  execute function private.drop_erased_tracer_rounds();

-- ---------------------------------------------------------------------------
-- 2. Timeline, security activity, message template
-- ---------------------------------------------------------------------------
do $$
declare
  kinds text[];
  t text;
begin
  foreach t in array array['registration_events', 'security_events'] loop
    select pg_catalog.array_agg(m[1]) into kinds
      from pg_catalog.pg_constraint c,
           pg_catalog.regexp_matches(pg_catalog.pg_get_constraintdef(c.oid), '''([a-z0-9_]+)''', 'g') m
     where c.conrelid = ('public.' || t)::regclass and c.conname = t || '_kind_check';
    kinds := kinds || case when t = 'registration_events' then array['tracer_sent'] else array['tracer_exported'] end;
    execute format('alter table public.%I drop constraint %I', t, t || '_kind_check');
    execute format('alter table public.%I add constraint %I check (kind in (', t, t || '_kind_check')
      || (select pg_catalog.string_agg(pg_catalog.quote_literal(k), ', ' order by k) from (select distinct unnest(kinds) k) x)
      || '))';
  end loop;
end;
$$;

alter table public.message_templates drop constraint message_templates_status_check;
alter table public.message_templates add constraint message_templates_status_check
  check (status in ('diterima', 'diverifikasi', 'perlu_perbaikan', 'lulus', 'cadangan', 'tidak_lulus', 'peserta', 'selesai', 'survei_alumni'));
alter table public.message_templates drop constraint message_templates_body_check;
-- {tautan} (the survey link) only in the survey's template, which must carry it.
alter table public.message_templates add constraint message_templates_body_check check (
  public.is_valid_text(body, 1000)
  and pg_catalog.regexp_replace(body, case when status = 'survei_alumni' then '\{(nama|program|batch|kode|tanggal|tautan)\}'
                                           else '\{(nama|program|batch|kode|tanggal)\}' end, '', 'g') !~ '\{[A-Za-z_]*\}'
  and (status <> 'survei_alumni' or pg_catalog.strpos(body, '{tautan}') > 0)
);
insert into public.message_templates (status, body) values
  ('survei_alumni', 'Halo {nama}, apa kabar setelah pelatihan {program} ({batch})? Mohon isi survei alumni singkat (kurang dari 2 menit) di tautan pribadi ini: {tautan} . Jawaban Anda membantu kami memperbaiki pelatihan. Terima kasih. - UPTD BLK Banda Aceh')
on conflict (status) do nothing;

-- ---------------------------------------------------------------------------
-- 3. Rounds and the panel's functions (admins and super admins at aal2)
-- ---------------------------------------------------------------------------
-- Creates the rounds of every graduate that open within the next 7 days (insert … on conflict do nothing: the months
-- changed later add rounds, answered ones stay).
create or replace function private.create_due_tracer_rounds()
returns void language sql volatile security definer set search_path = ''
as $$
  insert into public.tracer_rounds (registration_id, round_month, opens_on, closes_on)
  select r.id, m, (s."endDate" + pg_catalog.make_interval(months => m))::date,
         (s."endDate" + pg_catalog.make_interval(months => m))::date + t.answer_days
    from public.registrations r
    join public.schedules s on s.id = r.schedule_id
    cross join public.tracer_settings t
    cross join lateral pg_catalog.unnest(t.months) m
   where r.status = 'selesai' and r.erased_at is null
     and (s."endDate" + pg_catalog.make_interval(months => m))::date <= private.jakarta_today() + 7
  on conflict (registration_id, round_month) do nothing
$$;
revoke execute on function private.create_due_tracer_rounds() from public;

create or replace function private.tracer_due()
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform private.require_personal_data_reader();
  perform private.create_due_tracer_rounds();
  return coalesce((
    select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
             'round_id', t.id, 'registration_id', r.id, 'full_name', r.full_name, 'program', s.program, 'batch', s.batch,
             'round_month', t.round_month, 'opens_on', t.opens_on, 'closes_on', t.closes_on, 'sends', t.sends,
             'last_sent_at', t.last_sent_at, 'has_whatsapp', r.whatsapp is not null, 'has_email', r.email is not null)
             order by t.opens_on, s.program, r.full_name)
      from public.tracer_rounds t
      join public.registrations r on r.id = t.registration_id
      join public.schedules s on s.id = r.schedule_id
     where t.answered_at is null and t.opens_on <= private.jakarta_today() + 7 and t.closes_on >= private.jakarta_today()),
    '[]'::jsonb);
end;
$$;
revoke execute on function private.tracer_due() from public;
grant execute on function private.tracer_due() to authenticated, service_role;
create or replace function public.tracer_due()
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.tracer_due() $$;

-- The token for the link /survei-alumni#<token>: in the fragment, which no server or log receives.
create or replace function private.tracer_link(p_round_id bigint)
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$
declare
  t public.tracer_rounds;
begin
  perform private.require_personal_data_reader();
  select * into t from public.tracer_rounds where id = p_round_id;
  if t.id is null then
    raise exception 'Survei tidak ditemukan. Muat ulang halaman.' using errcode = 'PT404';
  end if;
  return pg_catalog.jsonb_build_object('round_id', t.id, 'token', t.token, 'path', '/survei-alumni#' || t.token);
end;
$$;
revoke execute on function private.tracer_link(bigint) from public;
grant execute on function private.tracer_link(bigint) to authenticated, service_role;
create or replace function public.tracer_link(p_round_id bigint)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.tracer_link(p_round_id) $$;

create or replace function private.record_tracer_sent(p_round_id bigint, p_channel text)
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  t public.tracer_rounds;
  r record;
begin
  perform private.require_personal_data_reader();
  if p_channel is null or p_channel not in ('whatsapp', 'email') then
    raise exception 'Saluran harus whatsapp atau email.' using errcode = '22023';
  end if;
  select * into t from public.tracer_rounds where id = p_round_id for update;
  if t.id is null then
    raise exception 'Survei tidak ditemukan. Muat ulang halaman.' using errcode = 'PT404';
  end if;
  select id, whatsapp, email into r from public.registrations where id = t.registration_id;
  if (p_channel = 'whatsapp' and r.whatsapp is null) or (p_channel = 'email' and r.email is null) then
    raise exception '% lulusan ini tidak ada.', case when p_channel = 'whatsapp' then 'Nomor WhatsApp' else 'Alamat e-mail' end
      using errcode = 'PT410';
  end if;
  update public.tracer_rounds
     set sends = sends + 1, first_sent_at = coalesce(first_sent_at, pg_catalog.now()), last_sent_at = pg_catalog.now()
   where id = t.id;
  insert into public.registration_events (registration_id, kind, actor_id, actor_email, details)
  values (r.id, 'tracer_sent', actor, private.user_email(actor),
          pg_catalog.jsonb_build_object('round_month', t.round_month, 'channel', p_channel));
  return pg_catalog.jsonb_build_object('round_id', t.id, 'sends', t.sends + 1);
end;
$$;
revoke execute on function private.record_tracer_sent(bigint, text) from public;
grant execute on function private.record_tracer_sent(bigint, text) to authenticated, service_role;
create or replace function public.record_tracer_sent(p_round_id bigint, p_channel text)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.record_tracer_sent(p_round_id, p_channel) $$;

create or replace function private.tracer_answers(p_round_id bigint)
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform private.require_personal_data_reader();
  if not exists (select 1 from public.tracer_rounds where id = p_round_id) then
    raise exception 'Survei tidak ditemukan. Muat ulang halaman.' using errcode = 'PT404';
  end if;
  return coalesce((
    select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
             'question_id', a.question_id, 'key', q.key, 'wording', a.wording, 'options', a.options, 'value', a.value,
             'answered_at', a.answered_at) order by q.position, q.id)
      from public.tracer_answers a join public.tracer_questions q on q.id = a.question_id
     where a.round_id = p_round_id), '[]'::jsonb);
end;
$$;
revoke execute on function private.tracer_answers(bigint) from public;
grant execute on function private.tracer_answers(bigint) to authenticated, service_role;
create or replace function public.tracer_answers(p_round_id bigint)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.tracer_answers(p_round_id) $$;

-- ---------------------------------------------------------------------------
-- 4. The questions: add, edit, reorder, retire
-- ---------------------------------------------------------------------------
create or replace function private.check_tracer_question(p_kind text, p_wording text, p_options jsonb)
returns void language plpgsql immutable set search_path = ''
as $$
begin
  if p_kind is null or p_kind not in ('choice', 'text', 'number', 'consent') then
    raise exception 'Jenis pertanyaan harus pilihan, teks, angka atau persetujuan.' using errcode = '22023';
  end if;
  if not coalesce(public.is_valid_text(p_wording, 300), false) then
    raise exception 'Pertanyaan wajib diisi, paling banyak 300 karakter.' using errcode = '22023';
  end if;
  if p_kind = 'choice' and (p_options is null or pg_catalog.jsonb_typeof(p_options) <> 'array'
      or pg_catalog.jsonb_array_length(p_options) not between 2 and 12
      or exists (select 1 from pg_catalog.jsonb_array_elements(p_options) o
                  where pg_catalog.jsonb_typeof(o) <> 'string' or not coalesce(public.is_valid_text(o #>> '{}', 120), false))
      or (select pg_catalog.count(distinct o) from pg_catalog.jsonb_array_elements_text(p_options) o) <> pg_catalog.jsonb_array_length(p_options)) then
    raise exception 'Pertanyaan pilihan memerlukan 2 sampai 12 pilihan berbeda, masing-masing paling banyak 120 karakter.' using errcode = '22023';
  end if;
end;
$$;
revoke execute on function private.check_tracer_question(text, text, jsonb) from public;

create or replace function private.add_tracer_question(p_kind text, p_wording text, p_options jsonb, p_required boolean)
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$
declare
  q public.tracer_questions;
begin
  perform private.require_personal_data_reader();
  perform private.check_tracer_question(p_kind, p_wording, p_options);
  insert into public.tracer_questions (key, kind, wording, options, required, position)
  values ('q_new_' || pg_catalog.md5(pg_catalog.random()::text), p_kind, p_wording,
          case when p_kind = 'choice' then p_options end, coalesce(p_required, false),
          (select coalesce(pg_catalog.max(position), 0) + 1 from public.tracer_questions))
  returning * into q;
  update public.tracer_questions set key = 'q' || q.id where id = q.id returning * into q;
  return pg_catalog.to_jsonb(q);
end;
$$;
revoke execute on function private.add_tracer_question(text, text, jsonb, boolean) from public;
grant execute on function private.add_tracer_question(text, text, jsonb, boolean) to authenticated, service_role;
create or replace function public.add_tracer_question(p_kind text, p_wording text, p_options jsonb default null, p_required boolean default false)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.add_tracer_question(p_kind, p_wording, p_options, p_required) $$;

-- The wording and options may change; answers given before keep theirs. The core status's options are fixed (the
-- figures read them).
create or replace function private.edit_tracer_question(p_id bigint, p_wording text, p_options jsonb)
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$
declare
  q public.tracer_questions;
begin
  perform private.require_personal_data_reader();
  select * into q from public.tracer_questions where id = p_id for update;
  if q.id is null then
    raise exception 'Pertanyaan tidak ditemukan. Muat ulang halaman.' using errcode = 'PT404';
  end if;
  perform private.check_tracer_question(q.kind, p_wording, p_options);
  if q.key = 'status' and p_options is distinct from q.options then
    raise exception 'Pilihan status tidak dapat diubah: angka penempatan menghitung Bekerja dan Wirausaha.' using errcode = '22023';
  end if;
  update public.tracer_questions set wording = p_wording, options = case when q.kind = 'choice' then p_options end
   where id = p_id returning * into q;
  return pg_catalog.to_jsonb(q);
end;
$$;
revoke execute on function private.edit_tracer_question(bigint, text, jsonb) from public;
grant execute on function private.edit_tracer_question(bigint, text, jsonb) to authenticated, service_role;
create or replace function public.edit_tracer_question(p_id bigint, p_wording text, p_options jsonb default null)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.edit_tracer_question(p_id, p_wording, p_options) $$;

-- One call with the full order of the active questions.
create or replace function private.reorder_tracer_questions(p_ids bigint[])
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform private.require_personal_data_reader();
  perform 1 from public.tracer_questions for update;
  if p_ids is null or pg_catalog.array_position(p_ids, null) is not null
     or (select pg_catalog.array_agg(x order by x) from pg_catalog.unnest(p_ids) x)
        is distinct from (select pg_catalog.array_agg(id order by id) from public.tracer_questions where retired_at is null) then
    raise exception 'Urutan harus memuat setiap pertanyaan aktif tepat sekali. Muat ulang halaman.' using errcode = '22023';
  end if;
  update public.tracer_questions q set position = o.n
    from pg_catalog.unnest(p_ids) with ordinality as o (id, n) where q.id = o.id;
  return (select pg_catalog.jsonb_agg(id order by position) from public.tracer_questions where retired_at is null);
end;
$$;
revoke execute on function private.reorder_tracer_questions(bigint[]) from public;
grant execute on function private.reorder_tracer_questions(bigint[]) to authenticated, service_role;
create or replace function public.reorder_tracer_questions(p_ids bigint[])
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.reorder_tracer_questions(p_ids) $$;

create or replace function private.retire_tracer_question(p_id bigint)
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$
declare
  q public.tracer_questions;
begin
  perform private.require_personal_data_reader();
  select * into q from public.tracer_questions where id = p_id for update;
  if q.id is null then
    raise exception 'Pertanyaan tidak ditemukan. Muat ulang halaman.' using errcode = 'PT404';
  end if;
  if q.key in ('status', 'months_to_first') then
    raise exception 'Pertanyaan ini tidak dapat dihentikan: angka penempatan dan lama mendapat pekerjaan dihitung dari jawabannya.'
      using errcode = '22023';
  end if;
  update public.tracer_questions set retired_at = coalesce(retired_at, pg_catalog.now()) where id = p_id returning * into q;
  return pg_catalog.to_jsonb(q);
end;
$$;
revoke execute on function private.retire_tracer_question(bigint) from public;
grant execute on function private.retire_tracer_question(bigint) to authenticated, service_role;
create or replace function public.retire_tracer_question(p_id bigint)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.retire_tracer_question(p_id) $$;

-- ---------------------------------------------------------------------------
-- 5. The graduate's form: POST only, unknown and expired tokens one answer, failures limited per client
-- ---------------------------------------------------------------------------
-- The round a token answers while it is valid: until the round closes, or until the correction window of its
-- answer ends when that is later (Asia/Jakarta dates).
create or replace function private.tracer_round_for(p_token text)
returns public.tracer_rounds language sql stable security definer set search_path = ''
as $$
  select t.* from public.tracer_rounds t cross join public.tracer_settings st
   where p_token ~ '^[A-Za-z0-9_-]{43}$'
     and t.token_hash = public.registration_hash('tracer:' || p_token)
     and private.jakarta_today() <= greatest(t.closes_on,
           ((t.answered_at at time zone 'Asia/Jakarta')::date + st.correction_days))
$$;
revoke execute on function private.tracer_round_for(text) from public;

-- null when the client may go on; else the 429 answer (with Retry-After).
create or replace function private.tracer_limited(p_client_hash text)
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$
declare
  lim public.tracer_limits;
  wait integer;
begin
  select * into lim from public.tracer_limits where id = 1;
  select greatest(1, pg_catalog.ceil(extract(epoch from (a.at + lim.window_length - pg_catalog.now())))::integer) into wait
    from (select x.at from public.tracer_attempts x
           where x.key_hash = p_client_hash and x.at > pg_catalog.now() - lim.window_length
           order by x.at desc offset greatest(lim.failures_per_client - 1, 0) limit 1) a;
  if wait is not null then
    return public.registration_rate_limited(wait, 'Terlalu banyak percobaan dengan tautan yang tidak berlaku. Coba lagi dalam 15 menit.');
  end if;
  return null;
end;
$$;
revoke execute on function private.tracer_limited(text) from public;

create or replace function private.tracer_not_found(p_client_hash text)
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$
begin
  insert into public.tracer_attempts (key_hash) values (p_client_hash);
  return public.registration_refusal(404, 'not_found',
    'Tautan survei tidak ditemukan atau sudah tidak berlaku. Hubungi UPTD BLK Banda Aceh bila Anda memerlukan tautan baru.');
end;
$$;
revoke execute on function private.tracer_not_found(text) from public;

create or replace function private.tracer_form_answer(t public.tracer_rounds)
returns jsonb language sql stable security definer set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'program', s.program, 'batch', s.batch, 'round_month', t.round_month,
    'first_name', pg_catalog.split_part(pg_catalog.btrim(r.full_name), ' ', 1),
    'answered_at', t.answered_at,
    'editable_until', greatest(t.closes_on, (t.answered_at at time zone 'Asia/Jakarta')::date + st.correction_days),
    'questions', coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                   'key', q.key, 'kind', q.kind, 'wording', q.wording, 'options', q.options, 'required', q.required,
                   'shown_when', q.shown_when, 'min', q.min_value, 'max', q.max_value) order by q.position, q.id)
                   from public.tracer_questions q where q.retired_at is null), '[]'::jsonb),
    'answers', coalesce((select pg_catalog.jsonb_object_agg(q.key, a.value)
                 from public.tracer_answers a join public.tracer_questions q on q.id = a.question_id
                where a.round_id = t.id and q.retired_at is null), '{}'::jsonb))
    from public.registrations r join public.schedules s on s.id = r.schedule_id cross join public.tracer_settings st
   where r.id = t.registration_id
$$;
revoke execute on function private.tracer_form_answer(public.tracer_rounds) from public;

create or replace function private.tracer_form(p_token text)
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$
declare
  client_hash text := public.registration_hash('tracer-client:' || public.registration_client());
  refusal jsonb := private.tracer_limited(client_hash);
  t public.tracer_rounds;
begin
  if refusal is not null then
    return refusal;
  end if;
  t := private.tracer_round_for(p_token);
  if t.id is null then
    return private.tracer_not_found(client_hash);
  end if;
  return private.tracer_form_answer(t);
end;
$$;
revoke execute on function private.tracer_form(text) from public;
grant execute on function private.tracer_form(text) to anon, authenticated, service_role;
create or replace function public.tracer_form(p_token text)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.tracer_form(p_token) $$;

-- Every answer checked against its question; one refusal names the first field at fault and nothing is written.
-- A submission replaces the round's answers as a whole (a correction sends the whole form again).
create or replace function private.tracer_submit(p_token text, p_answers jsonb)
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$
declare
  client_hash text := public.registration_hash('tracer-client:' || public.registration_client());
  refusal jsonb := private.tracer_limited(client_hash);
  t public.tracer_rounds;
  q public.tracer_questions;
  v jsonb;
  v_status text;
  visible boolean;
  unknown text;
begin
  if refusal is not null then
    return refusal;
  end if;
  t := private.tracer_round_for(p_token);
  if t.id is null then
    return private.tracer_not_found(client_hash);
  end if;
  select * into t from public.tracer_rounds where id = t.id for update;
  if p_answers is null or pg_catalog.jsonb_typeof(p_answers) <> 'object' then
    return public.registration_refusal(422, 'invalid', 'Jawaban tidak terbaca. Muat ulang halaman lalu isi kembali.');
  end if;
  select k into unknown from pg_catalog.jsonb_object_keys(p_answers) k
   where not exists (select 1 from public.tracer_questions x where x.key = k and x.retired_at is null) limit 1;
  if unknown is not null then
    return public.registration_refusal(422, 'invalid', 'Daftar pertanyaan sudah berubah. Muat ulang halaman lalu isi kembali.', unknown);
  end if;
  v_status := case when pg_catalog.jsonb_typeof(p_answers -> 'status') = 'string' then p_answers ->> 'status' end;
  for q in select * from public.tracer_questions where retired_at is null order by position, id loop
    v := p_answers -> q.key;
    if v = 'null'::jsonb then v := null; end if;
    if q.kind = 'text' and pg_catalog.jsonb_typeof(v) = 'string' and pg_catalog.btrim(v #>> '{}') = '' then v := null; end if;
    visible := q.shown_when is null or (v_status is not null and coalesce(q.shown_when -> 'status', '[]'::jsonb) ? v_status);
    if not visible and v is not null then
      return public.registration_refusal(422, 'invalid', 'Pertanyaan "' || q.wording || '" tidak berlaku untuk status Anda.', q.key);
    end if;
    if visible and q.required and v is null then
      return public.registration_refusal(422, 'invalid', 'Pertanyaan "' || q.wording || '" wajib dijawab.', q.key);
    end if;
    if v is not null and not (case q.kind
        when 'choice' then pg_catalog.jsonb_typeof(v) = 'string' and q.options @> pg_catalog.jsonb_build_array(v)
        when 'text' then pg_catalog.jsonb_typeof(v) = 'string' and coalesce(public.is_valid_text(v #>> '{}', 500), false)
        when 'number' then pg_catalog.jsonb_typeof(v) = 'number' and (v #>> '{}') ~ '^[0-9]+$'
                           and (v #>> '{}')::numeric between coalesce(q.min_value, 0) and coalesce(q.max_value, 1000)
        when 'consent' then pg_catalog.jsonb_typeof(v) = 'boolean'
      end) then
      return public.registration_refusal(422, 'invalid', case q.kind
        when 'choice' then 'Pilih salah satu pilihan untuk "' || q.wording || '".'
        when 'text' then 'Jawaban "' || q.wording || '" paling banyak 500 karakter.'
        when 'number' then 'Jawaban "' || q.wording || '" harus bilangan bulat ' || coalesce(q.min_value, 0) || ' sampai ' || coalesce(q.max_value, 1000) || '.'
        else 'Jawaban "' || q.wording || '" harus ya atau tidak.' end, q.key);
    end if;
  end loop;
  delete from public.tracer_answers where round_id = t.id;
  insert into public.tracer_answers (round_id, question_id, wording, options, value)
  select t.id, x.id, x.wording, x.options,
         case when x.kind = 'text' then pg_catalog.to_jsonb(pg_catalog.btrim(p_answers ->> x.key)) else p_answers -> x.key end
    from public.tracer_questions x
   where x.retired_at is null and p_answers ? x.key and p_answers -> x.key <> 'null'::jsonb
     and not (x.kind = 'text' and pg_catalog.btrim(p_answers ->> x.key) = '');
  update public.tracer_rounds
     set answered_at = coalesce(answered_at, pg_catalog.now()),
         corrected_at = case when answered_at is not null then pg_catalog.now() end
   where id = t.id returning * into t;
  return private.tracer_form_answer(t);
end;
$$;
revoke execute on function private.tracer_submit(text, jsonb) from public;
grant execute on function private.tracer_submit(text, jsonb) to anon, authenticated, service_role;
create or replace function public.tracer_submit(p_token text, p_answers jsonb)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.tracer_submit(p_token, p_answers) $$;

-- ---------------------------------------------------------------------------
-- 6. Figures
-- ---------------------------------------------------------------------------
-- Per graduate (registration Selesai): the answer of its latest answered round of at most 6 months.
create or replace function private.tracer_outcomes()
returns table (program text, batch text, schedule_id bigint, year integer, registration_id bigint, reached boolean,
               status text, months integer)
language sql stable security definer set search_path = ''
as $$
  select s.program, s.batch, s.id, extract(year from s."endDate")::integer, r.id, a.round_id is not null,
         a.status, a.months
    from public.registrations r
    join public.schedules s on s.id = r.schedule_id
    left join lateral (
      select t.id as round_id,
             (select x.value #>> '{}' from public.tracer_answers x join public.tracer_questions q on q.id = x.question_id
               where x.round_id = t.id and q.key = 'status') as status,
             (select (x.value #>> '{}')::integer from public.tracer_answers x join public.tracer_questions q on q.id = x.question_id
               where x.round_id = t.id and q.key = 'months_to_first' and pg_catalog.jsonb_typeof(x.value) = 'number') as months
        from public.tracer_rounds t
       where t.registration_id = r.id and t.answered_at is not null and t.round_month <= 6
       order by t.round_month desc limit 1) a on true
   where r.status = 'selesai'
$$;
revoke execute on function private.tracer_outcomes() from public;

-- One decimal, half up, in SQL (numeric round() rounds halves away from zero); null without a denominator.
create or replace function private.percent(p_part bigint, p_whole bigint)
returns numeric language sql immutable set search_path = ''
as $$ select case when p_whole > 0 then pg_catalog.round(p_part::numeric * 100 / p_whole, 1) end $$;
revoke execute on function private.percent(bigint, bigint) from public;

create or replace function private.placement_figures(p_year integer)
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform private.require_personal_data_reader();
  return coalesce((
    select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
             'program', g.program, 'batch', g.batch, 'schedule_id', g.schedule_id, 'year', g.year,
             'graduates', g.graduates, 'reached', g.reached, 'placed', g.placed,
             'response_rate', private.percent(g.reached, g.graduates),
             'placement_rate', private.percent(g.placed, g.reached),
             'placed_of_graduates', private.percent(g.placed, g.graduates),
             'months_to_first', pg_catalog.jsonb_build_object('0-1', g.m01, '2-3', g.m23, '4-6', g.m46, '>6', g.m7))
             order by g.year desc, g.program, g.batch)
      from (select o.program, o.batch, o.schedule_id, o.year, pg_catalog.count(*) as graduates,
                   pg_catalog.count(*) filter (where o.reached) as reached,
                   pg_catalog.count(*) filter (where o.status in ('Bekerja', 'Wirausaha')) as placed,
                   pg_catalog.count(*) filter (where o.status in ('Bekerja', 'Wirausaha') and o.months <= 1) as m01,
                   pg_catalog.count(*) filter (where o.status in ('Bekerja', 'Wirausaha') and o.months between 2 and 3) as m23,
                   pg_catalog.count(*) filter (where o.status in ('Bekerja', 'Wirausaha') and o.months between 4 and 6) as m46,
                   pg_catalog.count(*) filter (where o.status in ('Bekerja', 'Wirausaha') and o.months > 6) as m7
              from private.tracer_outcomes() o
             where p_year is null or o.year = p_year
             group by o.program, o.batch, o.schedule_id, o.year) g),
    '[]'::jsonb);
end;
$$;
revoke execute on function private.placement_figures(integer) from public;
grant execute on function private.placement_figures(integer) to authenticated, service_role;
create or replace function public.placement_figures(p_year integer default null)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.placement_figures(p_year) $$;

-- For everyone: per program and year, only where at least 5 graduates answered (smaller groups would identify
-- people; they are left out).
create or replace function private.public_outcomes()
returns table (program text, year integer, graduates integer, reached integer, placed integer, response_rate numeric,
               placement_rate numeric, placed_of_graduates numeric)
language sql stable security definer set search_path = ''
as $$
  select g.program, g.year, g.graduates::integer, g.reached::integer, g.placed::integer,
         private.percent(g.reached, g.graduates), private.percent(g.placed, g.reached), private.percent(g.placed, g.graduates)
    from (select o.program, o.year, pg_catalog.count(*) as graduates, pg_catalog.count(*) filter (where o.reached) as reached,
                 pg_catalog.count(*) filter (where o.status in ('Bekerja', 'Wirausaha')) as placed
            from private.tracer_outcomes() o group by o.program, o.year) g
   where g.reached >= 5
   order by g.year desc, g.program
$$;
revoke execute on function private.public_outcomes() from public;
grant execute on function private.public_outcomes() to anon, authenticated, service_role;
create or replace function public.public_outcomes()
returns table (program text, year integer, graduates integer, reached integer, placed integer, response_rate numeric,
               placement_rate numeric, placed_of_graduates numeric)
language sql stable security invoker set search_path = ''
as $$ select * from private.public_outcomes() $$;
revoke execute on function public.public_outcomes() from public;
grant execute on function public.public_outcomes() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- 7. Export (recorded like the applications' export)
-- ---------------------------------------------------------------------------
create or replace function private.export_tracer(p_year integer)
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  exported jsonb;
  n integer;
begin
  perform private.require_personal_data_reader();
  select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
           'registration_code', r.code, 'full_name', r.full_name, 'program', s.program, 'batch', s.batch,
           'end_date', s."endDate", 'round_month', t.round_month, 'answered_at', t.answered_at, 'corrected_at', t.corrected_at,
           'answers', (select coalesce(pg_catalog.jsonb_object_agg(q.key, a.value), '{}'::jsonb)
                         from public.tracer_answers a join public.tracer_questions q on q.id = a.question_id where a.round_id = t.id))
           order by s."endDate", s.program, r.full_name, t.round_month),
         pg_catalog.count(*)::integer
    into exported, n
    from public.tracer_rounds t join public.registrations r on r.id = t.registration_id join public.schedules s on s.id = r.schedule_id
   where t.answered_at is not null and (p_year is null or extract(year from s."endDate") = p_year);
  if n = 0 then
    raise exception 'Belum ada jawaban survei alumni untuk tahun ini.' using errcode = 'PT404';
  end if;
  insert into public.security_events (kind, actor_id, actor_email, details)
  values ('tracer_exported', actor, private.user_email(actor), pg_catalog.jsonb_build_object('year', p_year, 'rows', n));
  return pg_catalog.jsonb_build_object('year', p_year, 'exported_at', pg_catalog.now(),
    'figures', private.placement_figures(p_year), 'rows', exported);
end;
$$;
revoke execute on function private.export_tracer(integer) from public;
grant execute on function private.export_tracer(integer) to authenticated, service_role;
create or replace function public.export_tracer(p_year integer default null)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.export_tracer(p_year) $$;

-- ---------------------------------------------------------------------------
-- 8. Who may execute what
-- ---------------------------------------------------------------------------
do $$
declare
  fn regprocedure;
begin
  foreach fn in array array[
    'public.tracer_due()', 'public.tracer_link(bigint)', 'public.record_tracer_sent(bigint,text)',
    'public.tracer_answers(bigint)', 'public.placement_figures(integer)', 'public.export_tracer(integer)',
    'public.add_tracer_question(text,text,jsonb,boolean)', 'public.edit_tracer_question(bigint,text,jsonb)',
    'public.reorder_tracer_questions(bigint[])', 'public.retire_tracer_question(bigint)'
  ]::regprocedure[] loop
    execute format('revoke execute on function %s from public, anon', fn);
    execute format('grant execute on function %s to authenticated, service_role', fn);
  end loop;
  foreach fn in array array['public.tracer_form(text)', 'public.tracer_submit(text,jsonb)']::regprocedure[] loop
    execute format('revoke execute on function %s from public', fn);
    execute format('grant execute on function %s to anon, authenticated, service_role', fn);
  end loop;
end;
$$;
