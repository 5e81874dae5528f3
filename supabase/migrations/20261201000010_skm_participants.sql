-- The participants' SKM link (issue 35 §1, docs/satisfaction-survey.md "Participants' link"): a participant near the
-- end of their training answers the satisfaction survey once per period, through a link from their Cek Pendaftaran
-- page or a WhatsApp message the panel writes.
--
-- * skm_participant_links (period, registration): the hash of the participant's current token and when the link was
--   answered. No API role reads it. The response row never points at it or at the registration: the answers stay
--   anonymous, the link only knows *that* the participant answered (days, not moments, so the two rows cannot be
--   matched by time).
-- * Eligible: status Peserta or Selesai, not erased, the batch's last day between 30 days ago and 7 days ahead, while
--   an SKM period is open (private.skm_participant_period).
-- * check_registration also answers `skm`: null, or {period, answered} for an eligible participant.
-- * skm_participant_token(code, birth date): POST, the same lookup and limits as check_registration; a fresh token
--   (32 random bytes, base64url; only its hash is kept), replacing an unanswered one.
-- * skm_participant_link(registration): the same for the panel (admins and super admins at aal2), with the
--   participant's WhatsApp number for the message.
-- * skm_submit: with `token`, stores source 'peserta' and marks the link answered in the same transaction; a token
--   that is unknown, replaced, used or erased gets one 409 for all. Not counted against the per-client limit.
-- Plain PostgreSQL 15.

-- ---------------------------------------------------------------------------
-- 1. The links
-- ---------------------------------------------------------------------------
-- Midnight (Asia/Jakarta) of today: the link keeps days only, as the response's own times would tie the two rows
-- together (a token made at 10:00:05 and an answer stored at 10:03:12).
create or replace function private.jakarta_midnight()
returns timestamptz language sql stable set search_path = ''
as $$ select pg_catalog.date_trunc('day', pg_catalog.now() at time zone 'Asia/Jakarta') at time zone 'Asia/Jakarta' $$;
revoke execute on function private.jakarta_midnight() from public;

create table public.skm_participant_links (
  period_id bigint not null references public.skm_periods (id) on delete cascade,
  registration_id bigint not null references public.registrations (id) on delete cascade,
  token_hash text not null unique check (char_length(token_hash) = 64),
  -- the day the current token was made, and the day it was answered (days only: see private.jakarta_midnight)
  created_at timestamptz not null default private.jakarta_midnight(),
  answered_at timestamptz,
  primary key (period_id, registration_id)
);
-- the erasure's trigger and the registration's deletion find a participant's links by it
create index skm_participant_links_registration_idx on public.skm_participant_links (registration_id);
comment on table public.skm_participant_links is
  'A participant''s SKM link per period: the hash of the current token and the day it was answered. No API access; the responses never point here.';

alter table public.skm_participant_links enable row level security;
revoke all on public.skm_participant_links from anon, authenticated;
grant all on public.skm_participant_links to service_role;

-- An erased application (withdrawal, erase_applicant_data, the retention clean-up: all set erased_at through
-- public.erase_registration) takes its links with it: its token answers as an unknown one from then on.
create or replace function private.drop_erased_skm_links()
returns trigger language plpgsql security definer set search_path = ''
as $$
begin
  delete from public.skm_participant_links where registration_id = new.id;
  return null;
end;
$$;
revoke execute on function private.drop_erased_skm_links() from public;
create trigger drop_erased_skm_links after update of erased_at on public.registrations
  for each row when (old.erased_at is null and new.erased_at is not null)
  execute function private.drop_erased_skm_links();

-- ---------------------------------------------------------------------------
-- 2. Who may answer
-- ---------------------------------------------------------------------------
-- Decision: from 7 days before the batch's last day (the last week of training) to 30 days after it (time to answer
-- a message sent after the closing), as Peserta or Selesai, while a period is open. The open period, or null.
create or replace function private.skm_participant_period(p_registration_id bigint)
returns public.skm_periods language sql stable security definer set search_path = ''
as $$
  select p.*
    from private.current_skm_period() p
    join public.registrations r on r.id = p_registration_id
    join public.schedules s on s.id = r.schedule_id
   where p.id is not null and r.status in ('peserta', 'selesai') and r.erased_at is null
     and private.jakarta_today() between s."endDate" - 7 and s."endDate" + 30
$$;
revoke execute on function private.skm_participant_period(bigint) from public;

-- What Cek Pendaftaran shows: null (no survey for this participant now) or {period, answered}.
create or replace function private.skm_participant_state(p_registration_id bigint)
returns jsonb language sql stable security definer set search_path = ''
as $$
  select case when p.id is not null then pg_catalog.jsonb_build_object(
           'period', p.name,
           'answered', exists (select 1 from public.skm_participant_links l
                                where l.period_id = p.id and l.registration_id = p_registration_id and l.answered_at is not null)) end
    from private.skm_participant_period(p_registration_id) p
$$;
revoke execute on function private.skm_participant_state(bigint) from public;

-- A fresh token for an eligible participant's link in the open period, replacing an unanswered one (the earlier
-- link stops working); only its hash is kept. Refusals in Indonesian, raised for the panel.
create or replace function private.new_skm_participant_token(p_registration_id bigint)
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$
declare
  p public.skm_periods := private.skm_participant_period(p_registration_id);
  v_token text := pg_catalog.translate(pg_catalog.encode(extensions.gen_random_bytes(32), 'base64'), '+/=', '-_');
  v_answered timestamptz;
begin
  if p.id is null then
    return public.registration_refusal(409, 'not_eligible',
      'Survei kepuasan untuk peserta ini tidak sedang dibuka: survei dibuka bagi peserta dari 7 hari sebelum hingga 30 hari sesudah pelatihan berakhir, selama periode survei berjalan.');
  end if;
  select answered_at into v_answered from public.skm_participant_links
   where period_id = p.id and registration_id = p_registration_id for update;
  if v_answered is not null then
    return public.registration_refusal(409, 'answered', 'Survei kepuasan periode ini sudah diisi. Terima kasih.');
  end if;
  -- an answer stored meanwhile keeps its link (its row was locked by the answer): the same refusal
  insert into public.skm_participant_links (period_id, registration_id, token_hash)
  values (p.id, p_registration_id, public.registration_hash('skm:' || v_token))
  on conflict (period_id, registration_id) do update set token_hash = excluded.token_hash, created_at = private.jakarta_midnight()
    where public.skm_participant_links.answered_at is null;
  if not found then
    return public.registration_refusal(409, 'answered', 'Survei kepuasan periode ini sudah diisi. Terima kasih.');
  end if;
  return pg_catalog.jsonb_build_object('token', v_token, 'path', '/survei-kepuasan/isi#' || v_token, 'period', p.name);
end;
$$;
revoke execute on function private.new_skm_participant_token(bigint) from public;

-- ---------------------------------------------------------------------------
-- 3. Cek Pendaftaran and the participant's own token
-- ---------------------------------------------------------------------------
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
  return public.registration_status_view(r.id) || pg_catalog.jsonb_build_object('skm', private.skm_participant_state(r.id));
end;
$$;

-- "Isi Survei Kepuasan": the same two secrets, lookup, limits and counters as check_registration.
create or replace function private.skm_participant_token(p_code text, p_birth_date text)
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$
declare
  r public.registrations;
begin
  r := public.registration_lookup(p_code, p_birth_date, null, false);
  if r.id is null then
    return public.registration_lookup_refusal(false);
  end if;
  return private.new_skm_participant_token(r.id);
end;
$$;
create or replace function public.skm_participant_token(p_code text, p_birth_date text)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.skm_participant_token(p_code, p_birth_date) $$;

-- ---------------------------------------------------------------------------
-- 4. The panel's link (admins and super admins at aal2)
-- ---------------------------------------------------------------------------
create or replace function private.skm_participant_link(p_registration_id bigint)
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$
declare
  r record;
  answer jsonb;
begin
  perform private.require_personal_data_reader();
  select x.id, x.full_name, x.whatsapp, s.program, s.batch into r
    from public.registrations x join public.schedules s on s.id = x.schedule_id where x.id = p_registration_id;
  if r.id is null then
    raise exception 'Pendaftar tidak ditemukan. Muat ulang halaman.' using errcode = 'PT404';
  end if;
  answer := private.new_skm_participant_token(r.id);
  if answer ? 'code' then
    -- the refusal's message, raised so the panel shows it as it is
    raise exception '%', answer ->> 'message' using errcode = 'PT409';
  end if;
  return answer || pg_catalog.jsonb_build_object('registration_id', r.id, 'full_name', r.full_name, 'program', r.program,
                                                 'batch', r.batch, 'whatsapp', r.whatsapp);
end;
$$;
revoke execute on function private.skm_participant_link(bigint) from public;
grant execute on function private.skm_participant_link(bigint) to authenticated, service_role;
create or replace function public.skm_participant_link(p_registration_id bigint)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.skm_participant_link(p_registration_id) $$;

-- ---------------------------------------------------------------------------
-- 5. The submission with a token
-- ---------------------------------------------------------------------------
-- As before for the public form. With `token` (a participant's link): a retry of a stored submission answers
-- "stored"; a live link stores source 'peserta' and is marked answered in the same transaction (locked, so two tabs
-- cannot both answer); any other token gets one 409, counted against the client's limit (guessing a token is
-- hopeless, but not free). Decision: a live token is not counted per client, so a whole class answering from the
-- training room's one address is never turned away; one token answers once, which is its own limit.
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
  v_token text;
  link public.skm_participant_links;
  existing public.skm_responses;
begin
  if p_response is not null and pg_catalog.jsonb_typeof(p_response) = 'object' and p_response ? 'token' then
    v_token := coalesce(p_response ->> 'token', '');
  end if;
  select * into lim from public.skm_limits where id = 1;
  select greatest(1, pg_catalog.ceil(extract(epoch from (x.at + lim.window_length - pg_catalog.now())))::integer) into wait
    from (select a.at from public.skm_attempts a
           where a.key_hash = client_hash and a.at > pg_catalog.now() - lim.window_length
           order by a.at desc offset greatest(lim.submissions_per_client - 1, 0) limit 1) x;
  if v_token is null then
    if wait is not null then
      return public.registration_rate_limited(wait, 'Terlalu banyak jawaban survei dari jaringan ini. Coba lagi nanti.');
    end if;
    insert into public.skm_attempts (key_hash) values (client_hash);
  end if;

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
  if v_token is not null then
    select l.* into link from public.skm_participant_links l
      join public.registrations r on r.id = l.registration_id
     where l.token_hash = public.registration_hash('skm:' || v_token) and l.period_id = p.id and l.answered_at is null
       and r.status in ('peserta', 'selesai') and r.erased_at is null
       for update of l;
    if link.period_id is null then
      if wait is not null then
        return public.registration_rate_limited(wait, 'Terlalu banyak jawaban survei dari jaringan ini. Coba lagi nanti.');
      end if;
      insert into public.skm_attempts (key_hash) values (client_hash);
      return public.registration_refusal(409, 'used',
        'Tautan survei ini sudah dipakai atau tidak berlaku lagi. Setiap peserta mengisi survei kepuasan satu kali per periode; buka kembali halaman Cek Pendaftaran untuk melihat status Anda.');
    end if;
    update public.skm_participant_links set answered_at = private.jakarta_midnight()
     where period_id = link.period_id and registration_id = link.registration_id;
  end if;
  insert into public.skm_responses (period_id, source, idempotency_key, u1, u2, u3, u4, u5, u6, u7, u8, u9,
                                    age, gender, education, occupation, suggestion, answered_on)
  values (p.id, case when v_token is null then 'publik' else 'peserta' end, v_key,
          (p_response ->> 'u1')::smallint, (p_response ->> 'u2')::smallint, (p_response ->> 'u3')::smallint,
          (p_response ->> 'u4')::smallint, (p_response ->> 'u5')::smallint, (p_response ->> 'u6')::smallint,
          (p_response ->> 'u7')::smallint, (p_response ->> 'u8')::smallint, (p_response ->> 'u9')::smallint,
          (p_response ->> 'age')::smallint, p_response ->> 'gender', p_response ->> 'education', p_response ->> 'occupation',
          nullif(pg_catalog.btrim(p_response ->> 'suggestion'), ''), private.jakarta_today())
  on conflict (idempotency_key) do nothing;
  return pg_catalog.jsonb_build_object('stored', true, 'period', p.name);
end;
$$;

-- ---------------------------------------------------------------------------
-- 6. The WhatsApp message (edited like the alumni survey's)
-- ---------------------------------------------------------------------------
alter table public.message_templates drop constraint message_templates_status_check;
alter table public.message_templates add constraint message_templates_status_check
  check (status in ('diterima', 'diverifikasi', 'perlu_perbaikan', 'lulus', 'cadangan', 'tidak_lulus', 'peserta', 'selesai',
                    'survei_alumni', 'survei_kepuasan'));
alter table public.message_templates drop constraint message_templates_body_check;
-- {tautan} (the survey link) only in the two surveys' templates, which must carry it.
alter table public.message_templates add constraint message_templates_body_check check (
  public.is_valid_text(body, 1000)
  and pg_catalog.regexp_replace(body, case when status in ('survei_alumni', 'survei_kepuasan') then '\{(nama|program|batch|kode|tanggal|tautan)\}'
                                           else '\{(nama|program|batch|kode|tanggal)\}' end, '', 'g') !~ '\{[A-Za-z_]*\}'
  and (status not in ('survei_alumni', 'survei_kepuasan') or pg_catalog.strpos(body, '{tautan}') > 0)
);
insert into public.message_templates (status, body) values
  ('survei_kepuasan', 'Halo {nama}, terima kasih telah mengikuti pelatihan {program} ({batch}). Mohon isi Survei Kepuasan Masyarakat (sekitar 3 menit, tanpa nama) di tautan pribadi ini: {tautan} . Jawaban Anda membantu kami memperbaiki pelayanan. Terima kasih. - UPTD BLK Banda Aceh')
on conflict (status) do nothing;

-- ---------------------------------------------------------------------------
-- 7. Who may execute what
-- ---------------------------------------------------------------------------
do $$
declare
  fn regprocedure;
begin
  foreach fn in array array['private.skm_participant_token(text,text)', 'public.skm_participant_token(text,text)']::regprocedure[] loop
    execute format('revoke execute on function %s from public', fn);
    execute format('grant execute on function %s to anon, authenticated, service_role', fn);
  end loop;
end;
$$;
revoke execute on function public.skm_participant_link(bigint) from public, anon;
grant execute on function public.skm_participant_link(bigint) to authenticated, service_role;
