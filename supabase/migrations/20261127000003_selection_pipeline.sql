-- Selecting trainees, part 1: the status pipeline in the database (issue 23, "Status pipeline"; docs/selection.md).
--
-- * Statuses: Baru (`diterima`, the applicant's "Diterima untuk diverifikasi") → Diverifikasi / Perlu Perbaikan →
--   Lulus Seleksi / Cadangan / Tidak Lulus → Peserta → Selesai, plus the applicant's own Mengundurkan Diri.
-- * Which change is allowed is one function, private.registration_transition_allowed(from, to), and a trigger on
--   registrations refuses any other change from every path (the API, SQL, the service role): e.g. Selesai before
--   Peserta. Withdrawal stays the applicant's (withdraw_registration), from any status but Selesai.
-- * public.registration_events: the application's timeline (submitted, status changes with who and when and the
--   message), written only by the database; read by those who read applicants' data (admins, super admins), at aal2
--   where two-factor is due. Personal values never go in it.
-- * public.set_registration_status(ids, status, message, allow_over_quota): one change for one or many applications,
--   all or nothing; accepting beyond the batch's quota is refused (HTTP 409, how many over in `details`) unless the
--   caller confirms. The message is what the applicant reads on /cek-pendaftaran.
-- Plain PostgreSQL 15.

alter table public.registrations drop constraint registrations_status_check;
alter table public.registrations add constraint registrations_status_check check (status in (
  'diterima', 'diverifikasi', 'perlu_perbaikan', 'lulus', 'cadangan', 'tidak_lulus', 'peserta', 'selesai', 'mengundurkan_diri'
));

-- ---------------------------------------------------------------------------
-- 1. The allowed changes
-- ---------------------------------------------------------------------------
create or replace function private.registration_transition_allowed(p_from text, p_to text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when p_to = 'mengundurkan_diri' then p_from not in ('mengundurkan_diri', 'selesai')
    else (p_from, p_to) in (
      ('diterima', 'diverifikasi'), ('diterima', 'perlu_perbaikan'), ('diterima', 'tidak_lulus'),
      ('perlu_perbaikan', 'diverifikasi'), ('perlu_perbaikan', 'tidak_lulus'),
      ('diverifikasi', 'lulus'), ('diverifikasi', 'cadangan'), ('diverifikasi', 'tidak_lulus'), ('diverifikasi', 'perlu_perbaikan'),
      ('cadangan', 'lulus'), ('cadangan', 'tidak_lulus'),
      ('lulus', 'peserta'), ('lulus', 'cadangan'), ('lulus', 'tidak_lulus'),
      ('tidak_lulus', 'diverifikasi'),
      ('peserta', 'selesai')
    )
  end
$$;
revoke execute on function private.registration_transition_allowed(text, text) from public;
grant execute on function private.registration_transition_allowed(text, text) to authenticated, service_role;

-- The statuses' names in the panel (the refusals quote them).
create or replace function private.registration_status_label(p_status text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_status
    when 'diterima' then 'Baru' when 'diverifikasi' then 'Diverifikasi' when 'perlu_perbaikan' then 'Perlu Perbaikan'
    when 'lulus' then 'Lulus Seleksi' when 'cadangan' then 'Cadangan' when 'tidak_lulus' then 'Tidak Lulus'
    when 'peserta' then 'Peserta' when 'selesai' then 'Selesai' when 'mengundurkan_diri' then 'Mengundurkan Diri'
    else p_status end
$$;
revoke execute on function private.registration_status_label(text) from public;
grant execute on function private.registration_status_label(text) to authenticated, service_role;

create or replace function private.check_registration_transition()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status and not private.registration_transition_allowed(old.status, new.status) then
    raise exception 'Status % tidak dapat diubah menjadi % (pendaftaran %).',
      private.registration_status_label(old.status), private.registration_status_label(new.status), old.code
      using errcode = 'PT409',
            hint = 'Urutannya: Baru → Diverifikasi atau Perlu Perbaikan → Lulus Seleksi, Cadangan atau Tidak Lulus → Peserta → Selesai.';
  end if;
  return new;
end;
$$;

create trigger check_registration_transition
  before update of status on public.registrations
  for each row execute function private.check_registration_transition();

-- ---------------------------------------------------------------------------
-- 2. The timeline
-- ---------------------------------------------------------------------------
create table public.registration_events (
  id bigint generated always as identity primary key,
  registration_id bigint not null references public.registrations (id) on delete cascade,
  at timestamptz not null default now(),
  kind text not null check (kind in ('submitted', 'status_changed')),
  -- who (null: the applicant, or SQL); e-mails kept as they were, for reading
  actor_id uuid,
  actor_email text check (public.is_valid_text(actor_email, 320)),
  from_status text,
  to_status text,
  -- never personal values: e.g. {"message": "..."} (the administrators' own words to the applicant)
  details jsonb not null default '{}'::jsonb check (pg_catalog.jsonb_typeof(details) = 'object')
);
create index registration_events_registration_idx on public.registration_events (registration_id, at, id);
create index registration_events_actor_idx on public.registration_events (actor_id);
comment on table public.registration_events is
  'Timeline of each application: written only by the database, read by admins and super admins (at aal2 where due).';

alter table public.registration_events enable row level security;
revoke all on public.registration_events from anon, authenticated;
grant select on public.registration_events to authenticated;
grant all on public.registration_events to service_role;
create policy "personal-data readers read the timeline" on public.registration_events
  for select to authenticated using ((select public.can_read_personal_data()));
create policy "two-factor where it is due" on public.registration_events
  as restrictive for all to authenticated
  using ((select private.two_factor_satisfied())) with check ((select private.two_factor_satisfied()));

create or replace function private.record_registration_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  message text := nullif(pg_catalog.current_setting('app.registration_message', true), '');
begin
  if tg_op = 'INSERT' then
    insert into public.registration_events (registration_id, at, kind, to_status)
    values (new.id, new.submitted_at, 'submitted', new.status);
  elsif new.status is distinct from old.status then
    insert into public.registration_events (registration_id, kind, actor_id, actor_email, from_status, to_status, details)
    values (new.id, 'status_changed', actor, private.user_email(actor), old.status, new.status,
            case when message is not null then pg_catalog.jsonb_build_object('message', message) else '{}'::jsonb end);
  end if;
  return null;
end;
$$;
revoke execute on function private.record_registration_event() from public;

create trigger record_registration_event
  after insert or update of status on public.registrations
  for each row execute function private.record_registration_event();

-- Applications submitted before the timeline existed start with their submission.
insert into public.registration_events (registration_id, at, kind, to_status)
select r.id, r.submitted_at, 'submitted', r.status from public.registrations r;

-- ---------------------------------------------------------------------------
-- 3. Changing the status of one or many applications
-- ---------------------------------------------------------------------------
create or replace function private.require_personal_data_reader()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not (select public.can_read_personal_data()) then
    raise exception 'Hanya admin dan super admin yang dapat mengelola pendaftar.' using errcode = '42501';
  end if;
  if not (select private.two_factor_satisfied()) then
    raise exception 'Masukkan kode verifikasi dua langkah terlebih dahulu.' using errcode = '42501',
      hint = 'Keluar, lalu masuk lagi dengan kata sandi dan kode dari aplikasi autentikator.';
  end if;
end;
$$;
revoke execute on function private.require_personal_data_reader() from public;
grant execute on function private.require_personal_data_reader() to authenticated, service_role;

create or replace function private.set_registration_status(
  p_ids bigint[], p_status text, p_message text default null, p_allow_over_quota boolean default false
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  wanted bigint[];
  found_count integer;
  illegal text;
  over record;
  changed integer;
  message text := nullif(pg_catalog.btrim(coalesce(p_message, '')), '');
begin
  perform private.require_personal_data_reader();
  if p_status = 'mengundurkan_diri' then
    raise exception 'Status tujuan tidak dikenal.' using errcode = '22023',
      hint = 'Hanya pendaftar yang dapat mengundurkan diri (halaman Cek Pendaftaran).';
  end if;
  if p_status is null or p_status not in ('diterima', 'diverifikasi', 'perlu_perbaikan', 'lulus', 'cadangan', 'tidak_lulus', 'peserta', 'selesai') then
    raise exception 'Status tujuan tidak dikenal.' using errcode = '22023';
  end if;
  if message is not null and not public.is_valid_text(message, 1000) then
    raise exception 'Pesan untuk pendaftar paling banyak 1000 karakter.' using errcode = '22023';
  end if;
  select coalesce(array_agg(distinct i), '{}') into wanted from unnest(coalesce(p_ids, '{}')) as i where i is not null;
  if cardinality(wanted) = 0 then
    raise exception 'Pilih minimal satu pendaftar.' using errcode = '22023';
  end if;
  if cardinality(wanted) > 500 then
    raise exception 'Paling banyak 500 pendaftar sekaligus.' using errcode = '22023';
  end if;

  -- all or nothing: lock them, then refuse the whole change if any is unknown or would jump illegally
  perform 1 from public.registrations r where r.id = any (wanted) order by r.id for update;
  select count(*) into found_count from public.registrations r where r.id = any (wanted);
  if found_count <> cardinality(wanted) then
    raise exception 'Sebagian pendaftar tidak ditemukan. Muat ulang halaman.' using errcode = 'PT404';
  end if;
  select string_agg(r.code || ' (' || private.registration_status_label(r.status) || ')', ', ' order by r.code) into illegal
  from public.registrations r
  where r.id = any (wanted) and r.status <> p_status and not private.registration_transition_allowed(r.status, p_status);
  if illegal is not null then
    raise exception 'Tidak dapat diubah menjadi %: %. Tidak ada yang diubah.', private.registration_status_label(p_status), illegal
      using errcode = 'PT409',
            hint = 'Urutannya: Baru → Diverifikasi atau Perlu Perbaikan → Lulus Seleksi, Cadangan atau Tidak Lulus → Peserta → Selesai.';
  end if;

  -- accepting beyond a batch's quota asks first: how many over (a batch at a time; already accepted ones count,
  -- and moving them on, e.g. Lulus Seleksi → Peserta, accepts nobody new)
  if p_status in ('lulus', 'peserta') and not coalesce(p_allow_over_quota, false) then
    select s.program, s.batch, s.quota, t.accepted into over
    from public.schedules s
    cross join lateral (
      select count(*) filter (where a.status in ('lulus', 'peserta', 'selesai') or a.id = any (wanted)) as accepted,
             count(*) filter (where a.id = any (wanted) and a.status not in ('lulus', 'peserta', 'selesai')) as newly
      from public.registrations a where a.schedule_id = s.id
    ) t
    where s.id in (select r.schedule_id from public.registrations r where r.id = any (wanted))
      and s.quota is not null and t.newly > 0 and t.accepted > s.quota
    order by s.id
    limit 1;
    if found then
      raise exception 'Kuota % % adalah % peserta; dengan perubahan ini % diterima, melebihi kuota sebanyak %.',
        over.program, over.batch, over.quota, over.accepted, over.accepted - over.quota
        using errcode = 'PT409',
              detail = pg_catalog.jsonb_build_object('over_quota', over.accepted - over.quota, 'quota', over.quota, 'accepted', over.accepted)::text,
              hint = 'Konfirmasi untuk tetap menerima melebihi kuota.';
    end if;
  end if;

  perform pg_catalog.set_config('app.registration_message', coalesce(message, ''), true);
  update public.registrations r
     set status = p_status, applicant_message = message, updated_at = pg_catalog.now()
   where r.id = any (wanted) and r.status <> p_status;
  get diagnostics changed = row_count;
  perform pg_catalog.set_config('app.registration_message', '', true);
  return pg_catalog.jsonb_build_object('changed', changed, 'unchanged', cardinality(wanted) - changed, 'status', p_status);
end;
$$;
revoke execute on function private.set_registration_status(bigint[], text, text, boolean) from public;
grant execute on function private.set_registration_status(bigint[], text, text, boolean) to authenticated, service_role;

create or replace function public.set_registration_status(
  p_ids bigint[], p_status text, p_message text default null, p_allow_over_quota boolean default false
)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
as $$ select private.set_registration_status(p_ids, p_status, p_message, p_allow_over_quota) $$;
revoke execute on function public.set_registration_status(bigint[], text, text, boolean) from public, anon;
grant execute on function public.set_registration_status(bigint[], text, text, boolean) to authenticated, service_role;
