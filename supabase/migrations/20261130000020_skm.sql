-- Survei Kepuasan Masyarakat (issue 35 §1, docs/satisfaction-survey.md): the questionnaire of PermenPANRB No. 14
-- Tahun 2017, survey periods, responses, and the computation of the index in SQL.
--
-- * skm_elements: the regulation's 9 elements with its question and its four answer texts (score 1..4). Fixed by the
--   regulation: no API role writes them; the form and the results read them from here.
-- * skm_periods: a survey period (e.g. a semester) with the population it serves (for the Krejcie–Morgan minimum),
--   closed by an admin, and the follow-up on its lowest element. Admins and super admins write; change history.
-- * skm_responses: one response = the 9 scores + the respondent profile the regulation asks for + an optional
--   suggestion. Written only through skm_submit(); read by admins and super admins (at aal2 where two-factor is due).
-- * skm_result(period): respondents, NRR per element, IKM = Σ(NRR × 1/9) × 25 with the exact weight, the grade, the
--   minimum sample and whether it was reached. public_skm(): every period that has begun, for everyone, with the
--   figures only from 5 respondents on (a smaller group's scores could be told apart).
-- Plain PostgreSQL 15.

-- ---------------------------------------------------------------------------
-- 1. The questionnaire
-- ---------------------------------------------------------------------------
create table public.skm_elements (
  key text primary key check (key ~ '^u[1-9]$'),
  position integer not null unique check (position between 1 and 9),
  name text not null,
  question text not null,
  -- the answer texts for scores 1, 2, 3, 4
  options text[] not null check (pg_catalog.cardinality(options) = 4)
);
comment on table public.skm_elements is
  'The 9 elements of PermenPANRB 14/2017 with the sample questionnaire''s question and answer texts (score 1..4). Fixed by the regulation; readable by everyone.';

insert into public.skm_elements (key, position, name, question, options) values
  ('u1', 1, 'Persyaratan', 'Bagaimana pendapat Saudara tentang kesesuaian persyaratan pelayanan dengan jenis pelayanannya?',
   '{"Tidak sesuai","Kurang sesuai","Sesuai","Sangat sesuai"}'),
  ('u2', 2, 'Sistem, Mekanisme, dan Prosedur', 'Bagaimana pemahaman Saudara tentang kemudahan prosedur pelayanan di unit ini?',
   '{"Tidak mudah","Kurang mudah","Mudah","Sangat mudah"}'),
  ('u3', 3, 'Waktu Penyelesaian', 'Bagaimana pendapat Saudara tentang kecepatan waktu dalam memberikan pelayanan?',
   '{"Tidak cepat","Kurang cepat","Cepat","Sangat cepat"}'),
  ('u4', 4, 'Biaya/Tarif', 'Bagaimana pendapat Saudara tentang kewajaran biaya/tarif dalam pelayanan?',
   '{"Sangat mahal","Cukup mahal","Murah","Gratis"}'),
  ('u5', 5, 'Produk Spesifikasi Jenis Pelayanan',
   'Bagaimana pendapat Saudara tentang kesesuaian produk pelayanan antara yang tercantum dalam standar pelayanan dengan hasil yang diberikan?',
   '{"Tidak sesuai","Kurang sesuai","Sesuai","Sangat sesuai"}'),
  ('u6', 6, 'Kompetensi Pelaksana', 'Bagaimana pendapat Saudara tentang kompetensi/kemampuan petugas dalam pelayanan?',
   '{"Tidak kompeten","Kurang kompeten","Kompeten","Sangat kompeten"}'),
  ('u7', 7, 'Perilaku Pelaksana', 'Bagaimana pendapat Saudara tentang perilaku petugas dalam pelayanan terkait kesopanan dan keramahan?',
   '{"Tidak sopan dan ramah","Kurang sopan dan ramah","Sopan dan ramah","Sangat sopan dan ramah"}'),
  ('u8', 8, 'Sarana dan Prasarana', 'Bagaimana pendapat Saudara tentang kualitas sarana dan prasarana?',
   '{"Buruk","Cukup","Baik","Sangat baik"}'),
  ('u9', 9, 'Penanganan Pengaduan, Saran dan Masukan', 'Bagaimana pendapat Saudara tentang penanganan pengaduan pengguna layanan?',
   '{"Tidak ada","Ada tetapi tidak berfungsi","Berfungsi kurang maksimal","Dikelola dengan baik"}');

-- The respondent profile's choices (the regulation's profile; "Pelajar/Mahasiswa" and "Belum Bekerja" added: most
-- of the centre's applicants are one or the other). One source for the database's checks and the form.
create or replace function private.skm_profile_options()
returns jsonb language sql immutable set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'gender', pg_catalog.jsonb_build_array('L', 'P'),
    'education', pg_catalog.jsonb_build_array('SD', 'SMP', 'SMA/SMK', 'D1/D2/D3', 'D4/S1', 'S2', 'S3'),
    'occupation', pg_catalog.jsonb_build_array('PNS', 'TNI', 'POLRI', 'Pegawai Swasta', 'Wirausaha', 'Pelajar/Mahasiswa',
                                               'Belum Bekerja', 'Lainnya'),
    'age', pg_catalog.jsonb_build_object('min', 15, 'max', 99))
$$;
revoke execute on function private.skm_profile_options() from public;
grant execute on function private.skm_profile_options() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- 2. Periods and responses
-- ---------------------------------------------------------------------------
create table public.skm_periods (
  id bigint generated always as identity primary key,
  name text not null unique constraint skm_periods_name_text check (public.is_valid_text(name, 60)),
  starts_on date not null constraint skm_periods_starts_on_range check (public.is_sane_date(starts_on)),
  ends_on date not null constraint skm_periods_ends_on_range check (public.is_sane_date(ends_on)),
  -- the people the centre served in the period (the population of the Krejcie–Morgan table)
  population integer not null constraint skm_periods_population_range check (population between 1 and 1000000),
  closed_at timestamptz,
  follow_up text constraint skm_periods_follow_up_text check (follow_up is null or public.is_valid_text(follow_up, 2000)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint skm_periods_dates check (ends_on >= starts_on and ends_on - starts_on <= 366)
);
comment on table public.skm_periods is
  'Survey periods of the SKM. Admins and super admins write (at aal2 where two-factor is due); in the change history.';

-- Periods never overlap: a response belongs to exactly one.
create or replace function private.check_skm_period()
returns trigger language plpgsql set search_path = ''
as $$
declare
  other text;
begin
  select p.name into other from public.skm_periods p
   where p.id <> new.id and p.starts_on <= new.ends_on and new.starts_on <= p.ends_on limit 1;
  if other is not null then
    raise exception 'Periode ini bertumpang tindih dengan periode "%". Setiap tanggal hanya boleh masuk satu periode.', other
      using errcode = '23P01';
  end if;
  if tg_op = 'UPDATE' and (new.starts_on, new.ends_on) is distinct from (old.starts_on, old.ends_on)
     and exists (select 1 from public.skm_responses r where r.period_id = new.id
                  and (r.answered_on < new.starts_on or r.answered_on > new.ends_on)) then
    raise exception 'Tanggal periode tidak dapat diubah: sudah ada jawaban di luar tanggal yang baru.' using errcode = '23514';
  end if;
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;
revoke execute on function private.check_skm_period() from public;

create table public.skm_responses (
  id bigint generated always as identity primary key,
  period_id bigint not null references public.skm_periods (id) on delete restrict,
  -- 'peserta': through a participant's own link (slice 2); 'publik': the public form
  source text not null check (source in ('peserta', 'publik')),
  idempotency_key uuid not null unique,
  u1 smallint not null check (u1 between 1 and 4),
  u2 smallint not null check (u2 between 1 and 4),
  u3 smallint not null check (u3 between 1 and 4),
  u4 smallint not null check (u4 between 1 and 4),
  u5 smallint not null check (u5 between 1 and 4),
  u6 smallint not null check (u6 between 1 and 4),
  u7 smallint not null check (u7 between 1 and 4),
  u8 smallint not null check (u8 between 1 and 4),
  u9 smallint not null check (u9 between 1 and 4),
  age smallint not null check (age between 15 and 99),
  gender text not null check (private.skm_profile_options() -> 'gender' ? gender),
  education text not null check (private.skm_profile_options() -> 'education' ? education),
  occupation text not null check (private.skm_profile_options() -> 'occupation' ? occupation),
  suggestion text check (suggestion is null or public.is_valid_text(suggestion, 1000)),
  answered_on date not null,
  created_at timestamptz not null default now()
);
create index skm_responses_period_idx on public.skm_responses (period_id);
comment on table public.skm_responses is
  'SKM responses: scores, profile, suggestion. Written through skm_submit only; admins and super admins read (at aal2 where two-factor is due); outside the change history.';

create trigger check_skm_period before insert or update on public.skm_periods
  for each row execute function private.check_skm_period();
create trigger record_change after insert or update or delete on public.skm_periods
  for each row execute function public.record_change();

-- Per-client limit of the public form (no API access; change with SQL).
create table public.skm_limits (
  id integer primary key default 1 check (id = 1),
  -- a class answering from the centre's Wi-Fi in one hour, with room for retries
  submissions_per_client integer not null default 40 check (submissions_per_client > 0),
  window_length interval not null default interval '1 hour' check (window_length > interval '0' and window_length <= interval '1 day')
);
insert into public.skm_limits (id) values (1) on conflict (id) do nothing;
comment on table public.skm_limits is 'Submission limit of the public SKM form per client address. No API access; change with SQL.';

create table public.skm_attempts (
  id bigint generated always as identity primary key,
  key_hash text not null check (char_length(key_hash) = 64),
  at timestamptz not null default now()
);
create index skm_attempts_key_idx on public.skm_attempts (key_hash, at);
comment on table public.skm_attempts is 'Public SKM submissions: hashed client address and time, for the limit. No API access.';

alter table public.skm_elements enable row level security;
alter table public.skm_periods enable row level security;
alter table public.skm_responses enable row level security;
alter table public.skm_limits enable row level security;
alter table public.skm_attempts enable row level security;
revoke all on public.skm_elements, public.skm_periods, public.skm_responses, public.skm_limits, public.skm_attempts
  from anon, authenticated;
grant all on public.skm_elements, public.skm_periods, public.skm_responses, public.skm_limits, public.skm_attempts
  to service_role;

grant select on public.skm_elements to anon, authenticated;
create policy "the questionnaire is public" on public.skm_elements for select to anon, authenticated using (true);

grant select, delete on public.skm_periods to authenticated;
grant insert (name, starts_on, ends_on, population, closed_at, follow_up) on public.skm_periods to authenticated;
grant update (name, starts_on, ends_on, population, closed_at, follow_up) on public.skm_periods to authenticated;
create policy "admins read periods" on public.skm_periods for select to authenticated
  using ((select public.can_read_personal_data()));
create policy "admins add periods" on public.skm_periods for insert to authenticated
  with check ((select public.can_read_personal_data()));
create policy "admins edit periods" on public.skm_periods for update to authenticated
  using ((select public.can_read_personal_data())) with check ((select public.can_read_personal_data()));
create policy "admins delete periods" on public.skm_periods for delete to authenticated
  using ((select public.can_read_personal_data()));
create policy "two-factor where it is due" on public.skm_periods as restrictive for all to authenticated
  using ((select private.two_factor_satisfied())) with check ((select private.two_factor_satisfied()));

grant select on public.skm_responses to authenticated;
create policy "admins read responses" on public.skm_responses for select to authenticated
  using ((select public.can_read_personal_data()));
create policy "two-factor where it is due" on public.skm_responses as restrictive for all to authenticated
  using ((select private.two_factor_satisfied())) with check ((select private.two_factor_satisfied()));

-- A period with responses cannot be deleted (the foreign key restricts): say so in Indonesian.
create or replace function private.keep_answered_skm_period()
returns trigger language plpgsql security definer set search_path = ''
as $$
declare
  n integer;
begin
  select pg_catalog.count(*) into n from public.skm_responses where period_id = old.id;
  if n > 0 then
    raise exception 'Periode "%" tidak dapat dihapus: sudah ada % jawaban.', old.name, n using errcode = '23503';
  end if;
  return old;
end;
$$;
revoke execute on function private.keep_answered_skm_period() from public;
create trigger keep_answered_skm_period before delete on public.skm_periods
  for each row execute function private.keep_answered_skm_period();

-- ---------------------------------------------------------------------------
-- 3. The computation
-- ---------------------------------------------------------------------------
-- The minimum number of respondents for a population: Krejcie & Morgan (1970), s = χ²NP(1−P) / (d²(N−1) + χ²P(1−P))
-- with χ² = 3.841 (1 degree of freedom, 95 %), P = 0.5, d = 0.05, rounded half up: the formula their table was
-- computed from (100 → 80, 200 → 132, 500 → 217, 1 000 → 278), so any population gets its value, not only the
-- table's rows.
create or replace function public.skm_minimum_sample(p_population integer)
returns integer language sql immutable set search_path = ''
as $$
  select case when p_population is null or p_population < 1 then null
    else pg_catalog.round(3.841 * p_population * 0.25 / (0.0025 * (p_population - 1) + 3.841 * 0.25))::integer end
$$;
grant execute on function public.skm_minimum_sample(integer) to anon, authenticated, service_role;

-- The grade of an IKM (already rounded to 2 decimals, as published), PermenPANRB 14/2017: A 88.31–100.00 Sangat
-- Baik, B 76.61–88.30 Baik, C 65.00–76.60 Kurang Baik, D 25.00–64.99 Tidak Baik.
create or replace function public.skm_grade(p_ikm numeric)
returns jsonb language sql immutable set search_path = ''
as $$
  select case
    when p_ikm is null then null
    when p_ikm >= 88.31 then '{"grade": "A", "label": "Sangat Baik"}'::jsonb
    when p_ikm >= 76.61 then '{"grade": "B", "label": "Baik"}'::jsonb
    when p_ikm >= 65.00 then '{"grade": "C", "label": "Kurang Baik"}'::jsonb
    else '{"grade": "D", "label": "Tidak Baik"}'::jsonb end
$$;
grant execute on function public.skm_grade(numeric) to anon, authenticated, service_role;

-- A period's figures. NRR per element = total ÷ respondents (shown to 3 decimals); IKM = Σ(NRR × 1/9) × 25 with
-- the exact weight 1/9 (the rounded 0.111 or 0.11 some documents print makes the index lower for no reason: 0.11
-- gives 90.56 where 1/9 gives 91.48 on the same answers), computed from the unrounded NRRs and rounded half up
-- to 2 decimals.
create or replace function private.skm_result(p public.skm_periods)
returns jsonb language sql stable security definer set search_path = ''
as $$
  with totals as (
    select pg_catalog.count(*) as n,
           pg_catalog.sum(u1) s1, pg_catalog.sum(u2) s2, pg_catalog.sum(u3) s3, pg_catalog.sum(u4) s4, pg_catalog.sum(u5) s5,
           pg_catalog.sum(u6) s6, pg_catalog.sum(u7) s7, pg_catalog.sum(u8) s8, pg_catalog.sum(u9) s9
      from public.skm_responses where period_id = p.id),
  nrr as (
    select e.key, e.position, e.name,
           case when t.n > 0 then (array[t.s1, t.s2, t.s3, t.s4, t.s5, t.s6, t.s7, t.s8, t.s9])[e.position]::numeric / t.n end as value
      from public.skm_elements e cross join totals t),
  ikm as (
    select case when (select n from totals) > 0
                then pg_catalog.round(pg_catalog.sum(value * (1::numeric / 9)) * 25, 2) end as value
      from nrr)
  select pg_catalog.jsonb_build_object(
    'period_id', p.id, 'name', p.name, 'starts_on', p.starts_on, 'ends_on', p.ends_on, 'closed', p.closed_at is not null,
    'population', p.population, 'minimum', public.skm_minimum_sample(p.population),
    'respondents', t.n, 'minimum_reached', t.n >= public.skm_minimum_sample(p.population),
    'ikm', (select value from ikm),
    'grade', public.skm_grade((select value from ikm)),
    'elements', (select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                   'key', x.key, 'name', x.name, 'nrr', pg_catalog.round(x.value, 3),
                   'converted', pg_catalog.round(x.value * 25, 2)) order by x.position) from nrr x),
    'lowest', (select pg_catalog.jsonb_agg(x.key order by x.position) from nrr x
                where x.value is not null and x.value = (select pg_catalog.min(y.value) from nrr y)),
    'follow_up', p.follow_up)
  from totals t
$$;
revoke execute on function private.skm_result(public.skm_periods) from public;

-- For admins (at aal2 where due): one period's figures whatever the number of respondents.
create or replace function private.skm_period_result(p_period_id bigint)
returns jsonb language plpgsql stable security definer set search_path = ''
as $$
declare
  p public.skm_periods;
begin
  perform private.require_personal_data_reader();
  select * into p from public.skm_periods where id = p_period_id;
  if p.id is null then
    raise exception 'Periode survei tidak ditemukan. Muat ulang halaman.' using errcode = 'PT404';
  end if;
  return private.skm_result(p);
end;
$$;
revoke execute on function private.skm_period_result(bigint) from public;
grant execute on function private.skm_period_result(bigint) to authenticated, service_role;
create or replace function public.skm_period_result(p_period_id bigint)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.skm_period_result(p_period_id) $$;

-- The smallest group whose figures are public.
create or replace function private.skm_public_floor()
returns integer language sql immutable set search_path = '' as $$ select 5 $$;
revoke execute on function private.skm_public_floor() from public;

-- For everyone: every period that has begun, newest first. Below 5 respondents the figures (IKM, grade, NRRs,
-- lowest) are null and only the count is given. The follow-up text is public once written.
create or replace function private.public_skm()
returns jsonb language sql stable security definer set search_path = ''
as $$
  select coalesce(pg_catalog.jsonb_agg(
           case when (r ->> 'respondents')::integer >= private.skm_public_floor() then r
                else r || pg_catalog.jsonb_build_object('ikm', null, 'grade', null, 'lowest', null,
                  'elements', (select pg_catalog.jsonb_agg(e || '{"nrr": null, "converted": null}'::jsonb)
                                 from pg_catalog.jsonb_array_elements(r -> 'elements') e)) end
           order by p.starts_on desc), '[]'::jsonb)
    from public.skm_periods p cross join lateral (select private.skm_result(p) as r) x
   where p.starts_on <= private.jakarta_today()
$$;
revoke execute on function private.public_skm() from public;
grant execute on function private.public_skm() to anon, authenticated, service_role;
create or replace function public.public_skm()
returns jsonb language sql stable security invoker set search_path = ''
as $$ select private.public_skm() $$;
revoke execute on function public.public_skm() from public;
grant execute on function public.public_skm() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------
-- 4. Answering: the form and the public submission (POST only)
-- ---------------------------------------------------------------------------
create or replace function private.current_skm_period()
returns public.skm_periods language sql stable security definer set search_path = ''
as $$
  select * from public.skm_periods
   where closed_at is null and private.jakarta_today() between starts_on and ends_on
   order by starts_on limit 1
$$;
revoke execute on function private.current_skm_period() from public;

-- The questionnaire and the current period (null when none is open). No secret, nothing personal: GET allowed.
create or replace function private.skm_form()
returns jsonb language sql stable security definer set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'period', (select case when p.id is not null then pg_catalog.jsonb_build_object('id', p.id, 'name', p.name, 'ends_on', p.ends_on) end
                 from private.current_skm_period() p),
    'elements', (select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('key', e.key, 'name', e.name, 'question', e.question,
                                                                        'options', pg_catalog.to_jsonb(e.options)) order by e.position)
                   from public.skm_elements e),
    'profile', private.skm_profile_options())
$$;
revoke execute on function private.skm_form() from public;
grant execute on function private.skm_form() to anon, authenticated, service_role;
create or replace function public.skm_form()
returns jsonb language sql stable security invoker set search_path = ''
as $$ select private.skm_form() $$;
revoke execute on function public.skm_form() from public;
grant execute on function public.skm_form() to anon, authenticated, service_role;

-- Checks a response's fields; the first fault as a 422 refusal (the field in `details`), or null.
create or replace function private.skm_response_fault(a jsonb)
returns jsonb language plpgsql stable security definer set search_path = ''
as $$
declare
  e public.skm_elements;
  opts jsonb := private.skm_profile_options();
  v jsonb;
begin
  if a is null or pg_catalog.jsonb_typeof(a) <> 'object' then
    return public.registration_refusal(422, 'invalid', 'Jawaban tidak terbaca. Muat ulang halaman lalu isi kembali.');
  end if;
  for e in select * from public.skm_elements order by position loop
    v := a -> e.key;
    if v is null or pg_catalog.jsonb_typeof(v) <> 'number' or (v #>> '{}') !~ '^[1-4]$' then
      return public.registration_refusal(422, 'invalid', 'Pilih salah satu jawaban untuk unsur "' || e.name || '".', e.key);
    end if;
  end loop;
  v := a -> 'age';
  if v is null or pg_catalog.jsonb_typeof(v) <> 'number' or (v #>> '{}') !~ '^[0-9]{1,3}$'
     or (v #>> '{}')::integer not between (opts #>> '{age,min}')::integer and (opts #>> '{age,max}')::integer then
    return public.registration_refusal(422, 'invalid',
      'Umur harus bilangan bulat ' || (opts #>> '{age,min}') || ' sampai ' || (opts #>> '{age,max}') || ' tahun.', 'age');
  end if;
  if pg_catalog.jsonb_typeof(a -> 'gender') is distinct from 'string' or not (opts -> 'gender') ? (a ->> 'gender') then
    return public.registration_refusal(422, 'invalid', 'Pilih jenis kelamin.', 'gender');
  end if;
  if pg_catalog.jsonb_typeof(a -> 'education') is distinct from 'string' or not (opts -> 'education') ? (a ->> 'education') then
    return public.registration_refusal(422, 'invalid', 'Pilih pendidikan terakhir.', 'education');
  end if;
  if pg_catalog.jsonb_typeof(a -> 'occupation') is distinct from 'string' or not (opts -> 'occupation') ? (a ->> 'occupation') then
    return public.registration_refusal(422, 'invalid', 'Pilih pekerjaan utama.', 'occupation');
  end if;
  if a ? 'suggestion' and a -> 'suggestion' <> 'null'::jsonb and not (
       pg_catalog.jsonb_typeof(a -> 'suggestion') = 'string'
       and (pg_catalog.btrim(a ->> 'suggestion') = '' or coalesce(public.is_valid_text(pg_catalog.btrim(a ->> 'suggestion'), 1000), false))) then
    return public.registration_refusal(422, 'invalid', 'Saran paling banyak 1.000 karakter.', 'suggestion');
  end if;
  return null;
end;
$$;
revoke execute on function private.skm_response_fault(jsonb) from public;

-- The public form: anyone who used a service. Limited per client address (429 with Retry-After); a honeypot; the
-- idempotency key stores a retried submission once. Answers {u1..u9: 1..4, age, gender, education, occupation,
-- suggestion?, idempotency_key, website}.
create or replace function private.skm_submit(p_response jsonb)
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$
declare
  client_hash text := public.registration_hash('skm-client:' || public.registration_client());
  lim public.skm_limits;
  wait integer;
  p public.skm_periods;
  fault jsonb;
  v_key uuid;
  existing public.skm_responses;
begin
  select * into lim from public.skm_limits where id = 1;
  select greatest(1, pg_catalog.ceil(extract(epoch from (x.at + lim.window_length - pg_catalog.now())))::integer) into wait
    from (select a.at from public.skm_attempts a
           where a.key_hash = client_hash and a.at > pg_catalog.now() - lim.window_length
           order by a.at desc offset greatest(lim.submissions_per_client - 1, 0) limit 1) x;
  if wait is not null then
    return public.registration_rate_limited(wait, 'Terlalu banyak jawaban survei dari jaringan ini. Coba lagi nanti.');
  end if;
  insert into public.skm_attempts (key_hash) values (client_hash);

  if p_response is not null and pg_catalog.jsonb_typeof(p_response) = 'object' and coalesce(p_response ->> 'website', '') <> '' then
    return public.registration_refusal(400, 'rejected', 'Jawaban tidak dapat diproses. Muat ulang halaman lalu coba lagi.');
  end if;
  begin
    v_key := (p_response ->> 'idempotency_key')::uuid;
  exception when invalid_text_representation then
    v_key := null;
  end;
  if v_key is null then
    return public.registration_refusal(422, 'invalid', 'Jawaban tidak terbaca. Muat ulang halaman lalu isi kembali.', 'idempotency_key');
  end if;
  select * into existing from public.skm_responses where idempotency_key = v_key;
  if existing.id is not null then
    return pg_catalog.jsonb_build_object('stored', true, 'period', (select name from public.skm_periods where id = existing.period_id));
  end if;
  fault := private.skm_response_fault(p_response);
  if fault is not null then
    return fault;
  end if;
  p := private.current_skm_period();
  if p.id is null then
    return public.registration_refusal(409, 'closed', 'Survei kepuasan sedang tidak dibuka. Silakan kembali pada periode survei berikutnya.');
  end if;
  insert into public.skm_responses (period_id, source, idempotency_key, u1, u2, u3, u4, u5, u6, u7, u8, u9,
                                    age, gender, education, occupation, suggestion, answered_on)
  values (p.id, 'publik', v_key,
          (p_response ->> 'u1')::smallint, (p_response ->> 'u2')::smallint, (p_response ->> 'u3')::smallint,
          (p_response ->> 'u4')::smallint, (p_response ->> 'u5')::smallint, (p_response ->> 'u6')::smallint,
          (p_response ->> 'u7')::smallint, (p_response ->> 'u8')::smallint, (p_response ->> 'u9')::smallint,
          (p_response ->> 'age')::smallint, p_response ->> 'gender', p_response ->> 'education', p_response ->> 'occupation',
          nullif(pg_catalog.btrim(p_response ->> 'suggestion'), ''), private.jakarta_today())
  on conflict (idempotency_key) do nothing;
  return pg_catalog.jsonb_build_object('stored', true, 'period', p.name);
end;
$$;
revoke execute on function private.skm_submit(jsonb) from public;
grant execute on function private.skm_submit(jsonb) to anon, authenticated, service_role;
create or replace function public.skm_submit(p_response jsonb)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.skm_submit(p_response) $$;

-- ---------------------------------------------------------------------------
-- 5. Export (recorded like the applications' export)
-- ---------------------------------------------------------------------------
do $$
declare
  kinds text[];
begin
  select pg_catalog.array_agg(m[1]) into kinds
    from pg_catalog.pg_constraint c,
         pg_catalog.regexp_matches(pg_catalog.pg_get_constraintdef(c.oid), '''([a-z0-9_]+)''', 'g') m
   where c.conrelid = 'public.security_events'::regclass and c.conname = 'security_events_kind_check';
  kinds := kinds || array['skm_exported'];
  alter table public.security_events drop constraint security_events_kind_check;
  execute 'alter table public.security_events add constraint security_events_kind_check check (kind in ('
    || (select pg_catalog.string_agg(pg_catalog.quote_literal(k), ', ' order by k) from (select distinct unnest(kinds) k) x)
    || '))';
end;
$$;

create or replace function private.export_skm(p_period_id bigint)
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  p public.skm_periods;
  rows jsonb;
  n integer;
begin
  perform private.require_personal_data_reader();
  select * into p from public.skm_periods where id = p_period_id;
  if p.id is null then
    raise exception 'Periode survei tidak ditemukan. Muat ulang halaman.' using errcode = 'PT404';
  end if;
  select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
           'answered_on', r.answered_on, 'source', r.source,
           'u1', r.u1, 'u2', r.u2, 'u3', r.u3, 'u4', r.u4, 'u5', r.u5, 'u6', r.u6, 'u7', r.u7, 'u8', r.u8, 'u9', r.u9,
           'age', r.age, 'gender', r.gender, 'education', r.education, 'occupation', r.occupation, 'suggestion', r.suggestion)
           order by r.answered_on, r.id),
         pg_catalog.count(*)::integer
    into rows, n
    from public.skm_responses r where r.period_id = p.id;
  if n = 0 then
    raise exception 'Belum ada jawaban survei kepuasan pada periode ini.' using errcode = 'PT404';
  end if;
  insert into public.security_events (kind, actor_id, actor_email, details)
  values ('skm_exported', actor, private.user_email(actor), pg_catalog.jsonb_build_object('period', p.name, 'rows', n));
  return pg_catalog.jsonb_build_object('exported_at', pg_catalog.now(), 'result', private.skm_result(p), 'rows', rows);
end;
$$;
revoke execute on function private.export_skm(bigint) from public;
grant execute on function private.export_skm(bigint) to authenticated, service_role;
create or replace function public.export_skm(p_period_id bigint)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.export_skm(p_period_id) $$;

-- ---------------------------------------------------------------------------
-- 6. Who may execute what
-- ---------------------------------------------------------------------------
revoke execute on function public.skm_period_result(bigint), public.export_skm(bigint) from public, anon;
grant execute on function public.skm_period_result(bigint), public.export_skm(bigint) to authenticated, service_role;
revoke execute on function public.skm_submit(jsonb) from public;
grant execute on function public.skm_submit(jsonb) to anon, authenticated, service_role;
