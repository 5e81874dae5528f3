-- Attendance and completion (issue 33 §1 and §2; docs/attendance.md, docs/admin-team.md).
--
-- 1. A fourth role, `instruktur`: a member tied to one row of public.instructors. Not public.is_admin() (no public
--    content) and not public.can_read_personal_data() (no applications, documents or their timeline). The batches an
--    instructor teaches are the schedules whose "instructorName" holds their instructor's name (how schedules name
--    instructors); a rename of the instructor renames it in the schedules, so the link stays true.
-- 2. Training days: the weekdays of a schedule's period, unless an admin marks a weekday off or a weekend day on
--    (public.training_day_changes). private.training_days() is the one answer every rule below uses.
-- 3. Attendance per participant (Peserta or Selesai of the batch) per training day: Hadir / Izin / Sakit / Alpa, with
--    who marked it and the client's time of marking. Marks arrive in batches through public.mark_attendance()
--    (the phone's offline queue retries them): all or nothing, idempotent, an older mark never overwrites a newer one.
-- 4. Completion: a minimum attendance per batch (75 % unless changed) and a final assessment per participant
--    (Kompeten / Belum Kompeten, optional score and note). Peserta → Selesai only when Hadir ÷ all training days ≥ the
--    minimum AND Kompeten, checked by the registrations' transition trigger whatever the path; exceptions only when
--    asked for (public.complete_participants(..., p_allow_exceptions => true)) and recorded on the timeline.
-- Instructors never read a table of this migration or of the applications: they read through SECURITY DEFINER
-- functions that check that they teach the batch and answer only registration ids, names and attendance.
-- Plain PostgreSQL 15.

-- ---------------------------------------------------------------------------
-- 1. The role
-- ---------------------------------------------------------------------------
alter table public.admin_members drop constraint admin_members_role_check;
alter table public.admin_members
  add column instructor_id bigint references public.instructors (id) on delete restrict,
  add constraint admin_members_role_check check (role in ('super_admin', 'admin', 'operator', 'instruktur')),
  -- exactly the instructors' accounts name their instructor
  add constraint admin_members_instructor_check check ((role = 'instruktur') = (instructor_id is not null));
-- one account per instructor
create unique index admin_members_instructor_key on public.admin_members (instructor_id) where instructor_id is not null;
comment on column public.admin_members.instructor_id is
  'For role instruktur: the row of public.instructors this account is (the batches whose "instructorName" holds its name).';

-- The caller's instructor name: an active instruktur member whose token says so (public.member_role()); null otherwise.
create or replace function private.caller_instructor_name()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select i.name
    from public.admin_members m
    join public.instructors i on i.id = m.instructor_id
   where m.user_id = (select auth.uid()) and m.active and m.role = 'instruktur'
     and (select public.member_role()) = 'instruktur'
$$;
revoke execute on function private.caller_instructor_name() from public;
grant execute on function private.caller_instructor_name() to authenticated, service_role;

-- True when the caller is the instructor of the batch.
create or replace function private.teaches(p_schedule_id bigint)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select n is not null and n = any (s."instructorName")
      from public.schedules s, (select private.caller_instructor_name() as n) c
     where s.id = p_schedule_id), false)
$$;
revoke execute on function private.teaches(bigint) from public;
grant execute on function private.teaches(bigint) to authenticated, service_role;

-- An instructor linked to an account must be unambiguous in the schedules: no other instructor may carry its name.
create or replace function private.check_linkable_instructor(p_instructor_id bigint, p_user_id uuid)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_name text;
begin
  select i.name into v_name from public.instructors i where i.id = p_instructor_id;
  if v_name is null then
    raise exception 'Instruktur tidak ditemukan. Muat ulang halaman.' using errcode = 'PT404';
  end if;
  if exists (select 1 from public.admin_members m where m.instructor_id = p_instructor_id and m.user_id is distinct from p_user_id) then
    raise exception 'Instruktur ini sudah terhubung dengan akun anggota tim lain.' using errcode = 'PT409';
  end if;
  if exists (select 1 from public.instructors i where i.name = v_name and i.id <> p_instructor_id) then
    raise exception 'Nama instruktur % dipakai lebih dari satu instruktur.', v_name using errcode = 'PT409',
      hint = 'Ubah nama salah satunya di menu Instruktur agar jadwal yang diajar jelas.';
  end if;
end;
$$;
revoke execute on function private.check_linkable_instructor(bigint, uuid) from public;
grant execute on function private.check_linkable_instructor(bigint, uuid) to authenticated, service_role;

-- Instructors: a linked one keeps a name of its own, is renamed in the schedules with it, and is not deleted while
-- an account is tied to it. SECURITY DEFINER: editors do not read admin_members.
create or replace function private.guard_instructor()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if exists (select 1 from public.admin_members m where m.instructor_id = old.id) then
      raise exception 'Instruktur % terhubung dengan akun anggota tim dan tidak dapat dihapus.', old.name using errcode = 'PT409',
        hint = 'Minta super admin mengubah peran akun itu atau menghapusnya dari tim terlebih dahulu.';
    end if;
    return old;
  end if;
  if (tg_op = 'INSERT' or new.name is distinct from old.name) and exists (
       select 1 from public.instructors i
        where i.name = new.name and i.id <> new.id
          and (exists (select 1 from public.admin_members m where m.instructor_id = i.id)
               or exists (select 1 from public.admin_members m where m.instructor_id = new.id))) then
    raise exception 'Nama instruktur % sudah dipakai instruktur lain yang terhubung dengan akun tim.', new.name using errcode = 'PT409',
      hint = 'Gunakan nama yang berbeda.';
  end if;
  return new;
end;
$$;
revoke execute on function private.guard_instructor() from public;
create trigger guard_instructor
  before insert or update of name or delete on public.instructors
  for each row execute function private.guard_instructor();

-- The schedules follow a rename (each name once, in its first place); left alone while another instructor still
-- carries the old name, whose batches they may be. As the caller: whoever may rename an instructor edits schedules.
create or replace function private.rename_instructor_in_schedules()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.name is distinct from old.name
     and not exists (select 1 from public.instructors i where i.name = old.name and i.id <> new.id) then
    update public.schedules s
       set "instructorName" = (
         select pg_catalog.array_agg(x.n order by x.o)
           from (select u.n, min(u.o) as o
                   from unnest(pg_catalog.array_replace(s."instructorName", old.name, new.name)) with ordinality as u (n, o)
                  group by u.n) x)
     where old.name = any (s."instructorName");
  end if;
  return null;
end;
$$;
revoke execute on function private.rename_instructor_in_schedules() from public;
create trigger rename_instructor_in_schedules
  after update of name on public.instructors
  for each row execute function private.rename_instructor_in_schedules();

-- Instructors read whether two-factor is required (the panel asks them to enrol, as every member).
drop policy "members read the security settings" on public.security_settings;
create policy "members read the security settings" on public.security_settings
  for select to authenticated using ((select public.is_admin()) or (select public.member_role()) = 'instruktur');

-- ---------------------------------------------------------------------------
-- 2. The team's functions learn the role and its instructor
-- ---------------------------------------------------------------------------
-- The record of a team change names the instructor of an instruktur account; re-linking is a role change too.
create or replace function private.record_team_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := coalesce((select auth.uid()), case when tg_op = 'INSERT' then new.invited_by end);
  subject uuid := coalesce(new.user_id, old.user_id);
  kind text;
  details jsonb := '{}'::jsonb;
begin
  if tg_op = 'INSERT' then
    kind := 'member_added';
    details := pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object('role', new.role, 'instructor_id', new.instructor_id));
  elsif tg_op = 'DELETE' then
    kind := 'member_removed';
    details := pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object('role', old.role, 'instructor_id', old.instructor_id));
  elsif new.active is distinct from old.active then
    kind := case when new.active then 'member_reactivated' else 'member_deactivated' end;
  elsif new.role is distinct from old.role or new.instructor_id is distinct from old.instructor_id then
    kind := 'role_changed';
    details := pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
      'from', old.role, 'to', new.role, 'instructor_from', old.instructor_id, 'instructor_to', new.instructor_id));
  else
    return null;
  end if;
  insert into public.security_events (kind, actor_id, actor_email, subject_id, subject_email, details)
  values (kind, actor, private.user_email(actor), subject, private.user_email(subject), details);
  -- a role change together with a (de)activation is two events
  if tg_op = 'UPDATE' and new.active is distinct from old.active
     and (new.role is distinct from old.role or new.instructor_id is distinct from old.instructor_id) then
    insert into public.security_events (kind, actor_id, actor_email, subject_id, subject_email, details)
    values ('role_changed', actor, private.user_email(actor), subject, private.user_email(subject),
            pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
              'from', old.role, 'to', new.role, 'instructor_from', old.instructor_id, 'instructor_to', new.instructor_id)));
  end if;
  return null;
end;
$$;

drop function public.team_members();
drop function public.update_team_member(uuid, text, boolean);
drop function private.update_team_member(uuid, text, boolean);
drop function private.team_members();
drop function public.add_invited_member(uuid, text, uuid, boolean);

create function private.team_members()
returns table (
  user_id uuid, email text, first_name text, last_name text, role text, active boolean,
  last_sign_in_at timestamptz, created_at timestamptz, invited_by_email text, two_factor boolean,
  instructor_id bigint, instructor_name text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_super_admin();
  return query
    select m.user_id, u.email::text, p.first_name, p.last_name, m.role, m.active, u.last_sign_in_at, m.created_at,
           i.email::text,
           exists (select 1 from auth.mfa_factors f where f.user_id = m.user_id and f.status = 'verified'),
           m.instructor_id, ins.name
    from public.admin_members m
    join auth.users u on u.id = m.user_id
    left join public.profiles p on p.id = m.user_id
    left join auth.users i on i.id = m.invited_by
    left join public.instructors ins on ins.id = m.instructor_id
    order by (m.role = 'super_admin') desc, (m.role = 'admin') desc, (m.role = 'operator') desc, lower(u.email::text);
end;
$$;

-- Changes a member's role, their instructor (role instruktur) and/or whether they are active (null: unchanged).
create function private.update_team_member(
  p_user_id uuid, p_role text default null, p_active boolean default null, p_instructor_id bigint default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  member public.admin_members;
  new_role text;
  new_instructor bigint;
  result jsonb;
begin
  perform private.require_super_admin();
  if p_role is not null and p_role not in ('super_admin', 'admin', 'operator', 'instruktur') then
    raise exception 'Peran tidak dikenal. Pilih Super Admin, Admin, Operator, atau Instruktur.' using errcode = '22023';
  end if;
  select * into member from public.admin_members m where m.user_id = p_user_id for update;
  if not found then
    raise exception 'Anggota tim tidak ditemukan. Muat ulang halaman.' using errcode = 'PT404';
  end if;
  new_role := coalesce(p_role, member.role);
  if new_role = 'instruktur' then
    new_instructor := coalesce(p_instructor_id, member.instructor_id);
    if new_instructor is null then
      raise exception 'Pilih instruktur untuk peran Instruktur.' using errcode = '22023';
    end if;
    perform private.check_linkable_instructor(new_instructor, p_user_id);
  elsif p_instructor_id is not null then
    raise exception 'Instruktur hanya dipilih untuk peran Instruktur.' using errcode = '22023';
  end if;
  update public.admin_members
     set role = new_role, instructor_id = new_instructor, active = coalesce(p_active, active)
   where user_id = p_user_id;
  select pg_catalog.to_jsonb(t) into result from private.team_members() t where t.user_id = p_user_id;
  return result;
end;
$$;

revoke execute on function private.team_members(), private.update_team_member(uuid, text, boolean, bigint) from public;
grant execute on function private.team_members(), private.update_team_member(uuid, text, boolean, bigint) to authenticated, service_role;

create function public.team_members()
returns table (
  user_id uuid, email text, first_name text, last_name text, role text, active boolean,
  last_sign_in_at timestamptz, created_at timestamptz, invited_by_email text, two_factor boolean,
  instructor_id bigint, instructor_name text
)
language sql stable security invoker set search_path = ''
as $$ select private.require_post(); select * from private.team_members() $$;

create function public.update_team_member(
  p_user_id uuid, p_role text default null, p_active boolean default null, p_instructor_id bigint default null
)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.update_team_member(p_user_id, p_role, p_active, p_instructor_id) $$;

revoke execute on function public.team_members(), public.update_team_member(uuid, text, boolean, bigint) from public, anon;
grant execute on function public.team_members(), public.update_team_member(uuid, text, boolean, bigint) to authenticated, service_role;

-- The invitation's membership (service role: the Edge Function invite-member), with the instructor of an instruktur.
create function public.add_invited_member(
  p_user_id uuid, p_role text, p_invited_by uuid, p_sent boolean, p_instructor_id bigint default null
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if p_role is null or p_role not in ('super_admin', 'admin', 'operator', 'instruktur') then
    raise exception 'Peran tidak dikenal. Pilih Super Admin, Admin, Operator, atau Instruktur.' using errcode = '22023';
  end if;
  if p_role = 'instruktur' then
    if p_instructor_id is null then
      raise exception 'Pilih instruktur untuk peran Instruktur.' using errcode = '22023';
    end if;
    perform private.check_linkable_instructor(p_instructor_id, p_user_id);
  elsif p_instructor_id is not null then
    raise exception 'Instruktur hanya dipilih untuk peran Instruktur.' using errcode = '22023';
  end if;
  insert into public.admin_members (user_id, role, invited_by, instructor_id) values (p_user_id, p_role, p_invited_by, p_instructor_id);
  if p_sent then
    insert into public.security_events (kind, actor_id, actor_email, subject_id, subject_email, details)
    values ('member_invited', p_invited_by, private.user_email(p_invited_by), p_user_id, private.user_email(p_user_id),
            pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object('role', p_role, 'instructor_id', p_instructor_id)));
  end if;
end;
$$;
revoke execute on function public.add_invited_member(uuid, text, uuid, boolean, bigint) from public, anon, authenticated;
grant execute on function public.add_invited_member(uuid, text, uuid, boolean, bigint) to service_role;

-- Whether an instructor can be invited (service role: invite-member asks before any e-mail is sent): null, or the
-- refusal's HTTP status and Indonesian message.
create function public.team_invitation_instructor(p_instructor_id bigint)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_message text;
  v_hint text;
  v_state text;
begin
  perform private.check_linkable_instructor(p_instructor_id, null);
  return null;
exception when sqlstate 'PT404' or sqlstate 'PT409' then
  get stacked diagnostics v_message = message_text, v_hint = pg_exception_hint, v_state = returned_sqlstate;
  return pg_catalog.jsonb_build_object('status', pg_catalog.substr(v_state, 3)::integer,
    'message', v_message || coalesce(' ' || nullif(v_hint, ''), ''));
end;
$$;
revoke execute on function public.team_invitation_instructor(bigint) from public, anon, authenticated;
grant execute on function public.team_invitation_instructor(bigint) to service_role;

-- ---------------------------------------------------------------------------
-- 3. Who may do what with a batch's attendance and completion
-- ---------------------------------------------------------------------------
-- Today in Asia/Jakarta (the calendar of the training, as of the registration periods).
create or replace function private.jakarta_today()
returns date
language sql
stable
set search_path = ''
as $$ select (pg_catalog.now() at time zone 'Asia/Jakarta')::date $$;
revoke execute on function private.jakarta_today() from public;
grant execute on function private.jakarta_today() to authenticated, service_role;

-- Admins and super admins for every batch, an instructor for the batches they teach; at aal2 where two-factor is due.
create or replace function private.require_class_staff(p_schedule_id bigint)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not ((select public.can_read_personal_data()) or private.teaches(p_schedule_id)) then
    raise exception 'Hanya admin, super admin, dan instruktur jadwal ini yang dapat membuka presensi dan penilaiannya.'
      using errcode = '42501';
  end if;
  if not (select private.two_factor_satisfied()) then
    raise exception 'Masukkan kode verifikasi dua langkah terlebih dahulu.' using errcode = '42501',
      hint = 'Keluar, lalu masuk lagi dengan kata sandi dan kode dari aplikasi autentikator.';
  end if;
end;
$$;
revoke execute on function private.require_class_staff(bigint) from public;
grant execute on function private.require_class_staff(bigint) to authenticated, service_role;

create or replace function private.require_schedule(p_schedule_id bigint)
returns public.schedules
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  s public.schedules;
begin
  select * into s from public.schedules where id = p_schedule_id;
  if not found then
    raise exception 'Jadwal tidak ditemukan. Muat ulang halaman.' using errcode = 'PT404';
  end if;
  return s;
end;
$$;
revoke execute on function private.require_schedule(bigint) from public;
grant execute on function private.require_schedule(bigint) to authenticated, service_role;

-- A day as the panel writes it: 5 Des 2026.
create or replace function private.day_label(p_day date)
returns text
language sql
immutable
set search_path = ''
as $$
  select extract(day from p_day)::integer || ' '
         || (array['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'])[extract(month from p_day)::integer]
         || ' ' || extract(year from p_day)::integer
$$;
revoke execute on function private.day_label(date) from public;
grant execute on function private.day_label(date) to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- 4. Training days
-- ---------------------------------------------------------------------------
create table public.training_day_changes (
  schedule_id bigint not null references public.schedules (id) on delete cascade,
  day date not null,
  -- false: a weekday off; true: a weekend day on (a row that repeats the default is never kept)
  is_training_day boolean not null,
  reason text check (public.is_valid_text(reason, 200)),
  changed_by uuid references auth.users (id) on delete set null,
  changed_at timestamptz not null default now(),
  constraint training_day_changes_pkey primary key (schedule_id, day)
);
comment on table public.training_day_changes is
  'Departures from a batch''s default training days (the weekdays of its period): a weekday off or a weekend day on. Written by set_training_day().';

-- The batch's training days, in order: the one answer attendance, percentages and completion use.
create or replace function private.training_days(p_schedule_id bigint)
returns setof date
language sql
stable
security definer
set search_path = ''
as $$
  select d.day
    from public.schedules s
   cross join lateral (select s."startDate" + g.i as day from pg_catalog.generate_series(0, s."endDate" - s."startDate") as g (i)) d
    left join public.training_day_changes c on c.schedule_id = s.id and c.day = d.day
   where s.id = p_schedule_id
     and coalesce(c.is_training_day, extract(isodow from d.day) < 6)
   order by d.day
$$;
revoke execute on function private.training_days(bigint) from public;
grant execute on function private.training_days(bigint) to authenticated, service_role;

-- Every day of the period: whether it is a training day, why not (or why a weekend day is), and how many marks it has.
create or replace function private.schedule_days(p_schedule_id bigint)
returns table (day date, is_training_day boolean, is_weekend boolean, reason text, marks integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  s public.schedules;
begin
  perform private.require_class_staff(p_schedule_id);
  s := private.require_schedule(p_schedule_id);
  return query
    select d.day,
           coalesce(c.is_training_day, extract(isodow from d.day) < 6),
           extract(isodow from d.day) >= 6,
           c.reason,
           (select count(*)::integer from public.attendance a join public.registrations r on r.id = a.registration_id
             where r.schedule_id = s.id and a.day = d.day)
      from (select s."startDate" + g.i as day from pg_catalog.generate_series(0, s."endDate" - s."startDate") as g (i)) d
      left join public.training_day_changes c on c.schedule_id = s.id and c.day = d.day
     order by d.day;
end;
$$;

-- Marks a day of the period off (p_is_training_day false, with an optional reason) or on. Admins and super admins.
-- A day that already has attendance is not taken off: the marks would no longer count.
create or replace function private.set_training_day(p_schedule_id bigint, p_day date, p_is_training_day boolean, p_reason text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  s public.schedules;
  weekday boolean;
  v_reason text := nullif(pg_catalog.btrim(coalesce(p_reason, '')), '');
begin
  perform private.require_personal_data_reader();
  s := private.require_schedule(p_schedule_id);
  if p_day is null or p_is_training_day is null then
    raise exception 'Pilih tanggal dan apakah hari itu hari pelatihan.' using errcode = '22023';
  end if;
  if p_day < s."startDate" or p_day > s."endDate" then
    raise exception 'Tanggal % di luar periode pelatihan (% sampai %).',
      private.day_label(p_day), private.day_label(s."startDate"), private.day_label(s."endDate") using errcode = '22023';
  end if;
  if v_reason is not null and not public.is_valid_text(v_reason, 200) then
    raise exception 'Keterangan paling banyak 200 karakter.' using errcode = '22023';
  end if;
  -- the batch's row first: two changes of one batch wait for each other, and a mark cannot slip in between
  perform 1 from public.schedules where id = s.id for update;
  if not p_is_training_day and exists (
       select 1 from public.attendance a join public.registrations r on r.id = a.registration_id
        where r.schedule_id = s.id and a.day = p_day) then
    raise exception 'Presensi tanggal % sudah diisi; hari itu tidak dapat dijadikan hari libur.', private.day_label(p_day)
      using errcode = 'PT409', hint = 'Hari dengan presensi tetap menjadi hari pelatihan.';
  end if;
  weekday := extract(isodow from p_day) < 6;
  if p_is_training_day = weekday then
    delete from public.training_day_changes where schedule_id = s.id and day = p_day;
  else
    insert into public.training_day_changes (schedule_id, day, is_training_day, reason, changed_by)
    values (s.id, p_day, p_is_training_day, v_reason, (select auth.uid()))
    on conflict (schedule_id, day) do update
      set is_training_day = excluded.is_training_day, reason = excluded.reason,
          changed_by = excluded.changed_by, changed_at = pg_catalog.now();
  end if;
  return pg_catalog.jsonb_build_object('day', p_day, 'is_training_day', p_is_training_day,
    'reason', case when p_is_training_day = weekday then null else v_reason end);
end;
$$;

-- ---------------------------------------------------------------------------
-- 5. Attendance
-- ---------------------------------------------------------------------------
-- The vocabulary: one place (the table's check, the marking function and the panel's test read it).
create or replace function private.attendance_status_label(p_status text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_status when 'hadir' then 'Hadir' when 'izin' then 'Izin' when 'sakit' then 'Sakit' when 'alpa' then 'Alpa' end
$$;
revoke execute on function private.attendance_status_label(text) from public;
grant execute on function private.attendance_status_label(text) to authenticated, service_role;

create table public.attendance (
  registration_id bigint not null references public.registrations (id) on delete cascade,
  day date not null,
  status text not null check (private.attendance_status_label(status) is not null),
  -- when the mark was made on the device (never later than its arrival): a retried older mark loses to a newer one
  marked_at timestamptz not null,
  marked_by uuid references auth.users (id) on delete set null,
  saved_at timestamptz not null default now(),
  constraint attendance_pkey primary key (registration_id, day)
);
create index attendance_marked_by_idx on public.attendance (marked_by);
comment on table public.attendance is
  'Attendance per participant per training day (hadir, izin, sakit, alpa), written only by mark_attendance().';

-- Attendance is counted over the training days; an unmarked day counts as not present.
create or replace function private.attendance_summary(p_registration_id bigint, p_until date default null)
returns table (present integer, days integer)
language sql
stable
security definer
set search_path = ''
as $$
  select count(*) filter (where a.status = 'hadir')::integer, count(*)::integer
    from public.registrations r
   cross join lateral private.training_days(r.schedule_id) as t (day)
    left join public.attendance a on a.registration_id = r.id and a.day = t.day
   where r.id = p_registration_id and (p_until is null or t.day <= p_until)
$$;
revoke execute on function private.attendance_summary(bigint, date) from public;
grant execute on function private.attendance_summary(bigint, date) to authenticated, service_role;

-- Hadir ÷ days × 100, one decimal; null without days.
create or replace function private.attendance_percent(p_present integer, p_days integer)
returns numeric
language sql
immutable
set search_path = ''
as $$ select case when p_days > 0 then pg_catalog.round(p_present * 100.0 / p_days, 1) end $$;
revoke execute on function private.attendance_percent(integer, integer) from public;
grant execute on function private.attendance_percent(integer, integer) to authenticated, service_role;

-- Marks of one batch, all or nothing: [{registration_id, day: 'yyyy-mm-dd', status, marked_at: ISO time}, ...].
-- A mark replaces the stored one only if it was made later; the same mark again changes nothing. Refused: a batch
-- the caller does not teach, a registration that is not a participant of the batch (Peserta or Selesai), a day that
-- is not a training day or is still to come (Asia/Jakarta), malformed marks. Answers what is stored for each mark.
create or replace function private.mark_attendance(p_schedule_id bigint, p_marks jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  today date := private.jakarta_today();
  mark jsonb;
  n integer := 0;
  ids bigint[] := '{}';
  days date[] := '{}';
  statuses text[] := '{}';
  times timestamptz[] := '{}';
  v_day date;
  v_time timestamptz;
  bad text;
  changed integer;
  stored jsonb;
begin
  perform private.require_class_staff(p_schedule_id);
  perform private.require_schedule(p_schedule_id);
  if p_marks is null or pg_catalog.jsonb_typeof(p_marks) <> 'array' or pg_catalog.jsonb_array_length(p_marks) = 0 then
    raise exception 'Kirim minimal satu tanda presensi.' using errcode = '22023';
  end if;
  if pg_catalog.jsonb_array_length(p_marks) > 1000 then
    raise exception 'Paling banyak 1000 tanda presensi sekaligus.' using errcode = '22023';
  end if;
  for mark in select value from pg_catalog.jsonb_array_elements(p_marks) loop
    n := n + 1;
    if pg_catalog.jsonb_typeof(mark) <> 'object'
       or pg_catalog.jsonb_typeof(mark -> 'registration_id') <> 'number' or (mark ->> 'registration_id') !~ '^[0-9]{1,18}$'
       or coalesce(mark ->> 'day', '') !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
       or private.attendance_status_label(mark ->> 'status') is null
       or coalesce(mark ->> 'marked_at', '') !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]+(Z|[+-][0-9]{2}:?[0-9]{2})$' then
      raise exception 'Tanda presensi ke-% tidak valid. Tidak ada yang disimpan.', n using errcode = '22023',
        hint = 'Setiap tanda: registration_id, day (yyyy-mm-dd), status (hadir, izin, sakit, alpa), marked_at (waktu ISO).';
    end if;
    begin
      v_day := (mark ->> 'day')::date;
      v_time := (mark ->> 'marked_at')::timestamptz;
    exception when others then
      raise exception 'Tanda presensi ke-% tidak valid. Tidak ada yang disimpan.', n using errcode = '22023';
    end;
    ids := ids || (mark ->> 'registration_id')::bigint;
    days := days || v_day;
    statuses := statuses || (mark ->> 'status');
    -- a device clock ahead of the server cannot make its marks win forever
    times := times || least(v_time, pg_catalog.now());
  end loop;

  -- the batch's row first: a day cannot be taken off while its marks are written (set_training_day)
  perform 1 from public.schedules where id = p_schedule_id for share;
  select string_agg(distinct m.id::text, ', ') into bad
    from unnest(ids) as m (id)
   where not exists (select 1 from public.registrations r
                      where r.id = m.id and r.schedule_id = p_schedule_id and r.status in ('peserta', 'selesai'));
  if bad is not null then
    raise exception 'Bukan peserta jadwal ini: pendaftaran %. Tidak ada yang disimpan.', bad using errcode = 'PT409',
      hint = 'Muat ulang daftar kelas.';
  end if;
  select string_agg(private.day_label(d.day), ', ' order by d.day) into bad
    from (select distinct x as day from unnest(days) as x) d
   where d.day > today;
  if bad is not null then
    raise exception 'Presensi belum dapat diisi untuk hari yang belum tiba: %. Tidak ada yang disimpan.', bad using errcode = 'PT409';
  end if;
  select string_agg(private.day_label(d.day), ', ' order by d.day) into bad
    from (select distinct x as day from unnest(days) as x) d
   where d.day not in (select private.training_days(p_schedule_id));
  if bad is not null then
    raise exception 'Bukan hari pelatihan: %. Tidak ada yang disimpan.', bad using errcode = 'PT409';
  end if;

  -- the newest of each participant and day wins, within this call and against what is stored
  insert into public.attendance as a (registration_id, day, status, marked_at, marked_by)
  select distinct on (m.id, m.day) m.id, m.day, m.status, m.made, actor
    from unnest(ids, days, statuses, times) as m (id, day, status, made)
   order by m.id, m.day, m.made desc, m.status
  on conflict (registration_id, day) do update
    set status = excluded.status, marked_at = excluded.marked_at, marked_by = excluded.marked_by, saved_at = pg_catalog.now()
    where a.marked_at < excluded.marked_at;
  get diagnostics changed = row_count;

  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
           'registration_id', a.registration_id, 'day', a.day, 'status', a.status, 'marked_at', a.marked_at)
           order by a.registration_id, a.day), '[]'::jsonb)
    into stored
    from public.attendance a
   where (a.registration_id, a.day) in (select m.id, m.day from unnest(ids, days) as m (id, day));
  return pg_catalog.jsonb_build_object('saved', changed, 'kept', pg_catalog.jsonb_array_length(stored) - changed, 'marks', stored);
end;
$$;

-- The class of a batch as its instructor sees it: per participant (Peserta or Selesai) ONLY the registration id, the
-- full name and the attendance (per training day, and the running percentage: Hadir ÷ training days up to today).
create or replace function private.class_list(p_schedule_id bigint)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  s public.schedules;
  today date := private.jakarta_today();
  days date[];
  so_far integer;
begin
  perform private.require_class_staff(p_schedule_id);
  s := private.require_schedule(p_schedule_id);
  days := array(select private.training_days(s.id));
  select count(*) into so_far from unnest(days) as d where d <= today;
  return pg_catalog.jsonb_build_object(
    'schedule', pg_catalog.jsonb_build_object('id', s.id, 'program', s.program, 'batch', s.batch,
                                              'start_date', s."startDate", 'end_date', s."endDate"),
    'today', today,
    'training_days', pg_catalog.to_jsonb(days),
    'days_so_far', so_far,
    'participants', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'registration_id', r.id,
               'full_name', r.full_name,
               'attendance', coalesce((
                 select pg_catalog.jsonb_object_agg(a.day::text, pg_catalog.jsonb_build_object('status', a.status, 'marked_at', a.marked_at))
                   from public.attendance a where a.registration_id = r.id and a.day = any (days)), '{}'::jsonb),
               'present', p.present,
               'percentage', private.attendance_percent(p.present, so_far))
             order by r.full_name, r.id)
        from public.registrations r
       cross join lateral (
         select count(*)::integer as present from public.attendance a
          where a.registration_id = r.id and a.status = 'hadir' and a.day = any (days) and a.day <= today) p
       where r.schedule_id = s.id and r.status in ('peserta', 'selesai')), '[]'::jsonb));
end;
$$;

-- The batches whose attendance the caller keeps: an instructor's own, every batch with participants for admins.
create or replace function private.class_schedules()
returns table (id bigint, program text, batch text, start_date date, end_date date, participants integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  reads_all boolean := (select public.can_read_personal_data());
  teacher text := private.caller_instructor_name();
begin
  if not reads_all and teacher is null then
    raise exception 'Hanya admin, super admin, dan instruktur yang dapat membuka presensi.' using errcode = '42501';
  end if;
  if not (select private.two_factor_satisfied()) then
    raise exception 'Masukkan kode verifikasi dua langkah terlebih dahulu.' using errcode = '42501',
      hint = 'Keluar, lalu masuk lagi dengan kata sandi dan kode dari aplikasi autentikator.';
  end if;
  return query
    select s.id, s.program, s.batch, s."startDate", s."endDate",
           (select count(*)::integer from public.registrations r where r.schedule_id = s.id and r.status in ('peserta', 'selesai'))
      from public.schedules s
     where case when reads_all
                then exists (select 1 from public.registrations r where r.schedule_id = s.id and r.status in ('peserta', 'selesai'))
                else teacher = any (s."instructorName") end
     order by s."startDate" desc, s.id desc;
end;
$$;

-- ---------------------------------------------------------------------------
-- 6. Completion: the minimum, the assessment, the rule
-- ---------------------------------------------------------------------------
create table public.schedule_completion (
  schedule_id bigint primary key references public.schedules (id) on delete cascade,
  min_attendance numeric(5, 2) not null default 75 check (min_attendance between 0 and 100),
  updated_by uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now()
);
comment on table public.schedule_completion is
  'A batch''s minimum attendance for Selesai (75 % without a row). Written by set_min_attendance().';

create or replace function private.assessment_result_label(p_result text)
returns text
language sql
immutable
set search_path = ''
as $$ select case p_result when 'kompeten' then 'Kompeten' when 'belum_kompeten' then 'Belum Kompeten' end $$;
revoke execute on function private.assessment_result_label(text) from public;
grant execute on function private.assessment_result_label(text) to authenticated, service_role;

create table public.assessments (
  registration_id bigint primary key references public.registrations (id) on delete cascade,
  result text not null check (private.assessment_result_label(result) is not null),
  score numeric(5, 2) check (score between 0 and 100),
  note text check (public.is_valid_text(note, 1000)),
  assessed_by uuid references auth.users (id) on delete set null,
  assessed_at timestamptz not null default now()
);
create index assessments_assessed_by_idx on public.assessments (assessed_by);
comment on table public.assessments is
  'The final assessment of a participant (kompeten, belum_kompeten; optional score 0-100 and note). Written by set_assessment().';

create or replace function private.min_attendance(p_schedule_id bigint)
returns numeric
language sql
stable
security definer
set search_path = ''
as $$ select coalesce((select c.min_attendance from public.schedule_completion c where c.schedule_id = p_schedule_id), 75.00) $$;
revoke execute on function private.min_attendance(bigint) from public;
grant execute on function private.min_attendance(bigint) to authenticated, service_role;

-- Where a participant stands against the rule: Hadir ÷ ALL training days of the period ≥ the minimum, and Kompeten.
create or replace function private.completion_check(p_registration_id bigint)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
           'present', s.present, 'training_days', s.days,
           'attendance', private.attendance_percent(s.present, s.days),
           'minimum', m.minimum, 'result', a.result,
           'meets', s.days > 0 and s.present * 100.0 >= m.minimum * s.days and a.result is not distinct from 'kompeten')
    from public.registrations r
   cross join lateral private.attendance_summary(r.id) s
   cross join lateral (select private.min_attendance(r.schedule_id) as minimum) m
    left join public.assessments a on a.registration_id = r.id
   where r.id = p_registration_id
$$;
revoke execute on function private.completion_check(bigint) from public;
grant execute on function private.completion_check(bigint) to authenticated, service_role;

-- Why a participant falls short, in the panel's words (null when the rule is met).
create or replace function private.completion_shortfall(p_check jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when (p_check ->> 'meets')::boolean then null else pg_catalog.concat_ws('; ',
    case when (p_check ->> 'training_days')::integer = 0 then 'tidak ada hari pelatihan'
         when (p_check ->> 'present')::numeric * 100 < (p_check ->> 'minimum')::numeric * (p_check ->> 'training_days')::numeric
         then 'kehadiran ' || pg_catalog.replace(coalesce(p_check ->> 'attendance', '0'), '.', ',') || ' % dari minimum '
              || pg_catalog.replace(pg_catalog.rtrim(pg_catalog.rtrim(p_check ->> 'minimum', '0'), '.'), '.', ',') || ' %' end,
    case when p_check ->> 'result' is null then 'belum dinilai'
         when p_check ->> 'result' <> 'kompeten' then 'Belum Kompeten' end) end
$$;
revoke execute on function private.completion_shortfall(jsonb) from public;
grant execute on function private.completion_shortfall(jsonb) to authenticated, service_role;

-- The minimum attendance of a batch (percent, 0-100). Admins, super admins and the batch's instructor.
create or replace function private.set_min_attendance(p_schedule_id bigint, p_min_attendance numeric)
returns numeric
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_class_staff(p_schedule_id);
  perform private.require_schedule(p_schedule_id);
  if p_min_attendance is null or p_min_attendance < 0 or p_min_attendance > 100 then
    raise exception 'Kehadiran minimum antara 0 dan 100 persen.' using errcode = '22023';
  end if;
  insert into public.schedule_completion (schedule_id, min_attendance, updated_by)
  values (p_schedule_id, pg_catalog.round(p_min_attendance, 2), (select auth.uid()))
  on conflict (schedule_id) do update
    set min_attendance = excluded.min_attendance, updated_by = excluded.updated_by, updated_at = pg_catalog.now();
  return private.min_attendance(p_schedule_id);
end;
$$;

-- The final assessment of a participant still at Peserta (once Selesai it is what the completion was decided on).
-- Admins, super admins and the batch's instructor; recorded on the application's timeline.
create or replace function private.set_assessment(p_registration_id bigint, p_result text, p_score numeric default null, p_note text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  r public.registrations;
  v_note text := nullif(pg_catalog.btrim(coalesce(p_note, '')), '');
  v_before public.assessments;
  v_after public.assessments;
begin
  select * into r from public.registrations where id = p_registration_id for update;
  -- an unknown id and another batch's get the same refusal from an instructor
  perform private.require_class_staff(r.schedule_id);
  if r.id is null or r.status not in ('peserta', 'selesai') then
    raise exception 'Peserta tidak ditemukan pada jadwal ini. Muat ulang halaman.' using errcode = 'PT404';
  end if;
  if r.status = 'selesai' then
    raise exception 'Peserta ini sudah Selesai; penilaiannya tidak dapat diubah.' using errcode = 'PT409';
  end if;
  if private.assessment_result_label(p_result) is null then
    raise exception 'Pilih hasil penilaian: Kompeten atau Belum Kompeten.' using errcode = '22023';
  end if;
  if p_score is not null and (p_score < 0 or p_score > 100) then
    raise exception 'Nilai antara 0 dan 100.' using errcode = '22023';
  end if;
  if v_note is not null and not public.is_valid_text(v_note, 1000) then
    raise exception 'Catatan paling banyak 1000 karakter.' using errcode = '22023';
  end if;
  select * into v_before from public.assessments where registration_id = r.id;
  insert into public.assessments as a (registration_id, result, score, note, assessed_by)
  values (r.id, p_result, pg_catalog.round(p_score, 2), v_note, (select auth.uid()))
  on conflict (registration_id) do update
    set result = excluded.result, score = excluded.score, note = excluded.note,
        assessed_by = excluded.assessed_by, assessed_at = pg_catalog.now()
    where (a.result, a.score, a.note) is distinct from (excluded.result, excluded.score, excluded.note)
  returning * into v_after;
  if v_after.registration_id is not null then
    insert into public.registration_events (registration_id, kind, actor_id, actor_email, details)
    values (r.id, 'assessed', (select auth.uid()), private.user_email((select auth.uid())),
            pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object('result', v_after.result, 'score', v_after.score,
              'previous_result', v_before.result)));
  else
    v_after := v_before;
  end if;
  return pg_catalog.jsonb_build_object('registration_id', v_after.registration_id, 'result', v_after.result, 'score', v_after.score,
    'note', v_after.note, 'assessed_at', v_after.assessed_at);
end;
$$;

-- A batch's completion as the admins and its instructor see it: the minimum, and per participant the attendance over
-- all training days, the assessment and whether the rule is met (names, attendance and the assessment only).
create or replace function private.completion_overview(p_schedule_id bigint)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  s public.schedules;
begin
  perform private.require_class_staff(p_schedule_id);
  s := private.require_schedule(p_schedule_id);
  return pg_catalog.jsonb_build_object(
    'schedule_id', s.id,
    'min_attendance', private.min_attendance(s.id),
    'training_days', (select count(*) from private.training_days(s.id)),
    'participants', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'registration_id', r.id, 'full_name', r.full_name, 'status', r.status,
               'present', (c.v ->> 'present')::integer, 'attendance', (c.v ->> 'attendance')::numeric,
               'assessment', case when a.registration_id is null then null else pg_catalog.jsonb_build_object(
                 'result', a.result, 'score', a.score, 'note', a.note, 'assessed_at', a.assessed_at) end,
               'meets_rule', (c.v ->> 'meets')::boolean)
             order by r.full_name, r.id)
        from public.registrations r
       cross join lateral (select private.completion_check(r.id) as v) c
        left join public.assessments a on a.registration_id = r.id
       where r.schedule_id = s.id and r.status in ('peserta', 'selesai')), '[]'::jsonb));
end;
$$;

-- Peserta → Selesai for one or many participants, all or nothing. Those who do not meet the rule are refused by name
-- (409, the figures in `details`) unless p_allow_exceptions; an exception is written on the timeline.
-- Admins and super admins (at aal2 where due), as every status change.
create or replace function private.complete_participants(p_ids bigint[], p_allow_exceptions boolean default false, p_message text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  wanted bigint[];
  found_count integer;
  bad text;
  short jsonb;
  changed integer;
  message text := nullif(pg_catalog.btrim(coalesce(p_message, '')), '');
begin
  perform private.require_personal_data_reader();
  if message is not null and not public.is_valid_text(message, 1000) then
    raise exception 'Pesan untuk pendaftar paling banyak 1000 karakter.' using errcode = '22023';
  end if;
  select coalesce(array_agg(distinct i), '{}') into wanted from unnest(coalesce(p_ids, '{}')) as i where i is not null;
  if cardinality(wanted) = 0 then
    raise exception 'Pilih minimal satu peserta.' using errcode = '22023';
  end if;
  if cardinality(wanted) > 500 then
    raise exception 'Paling banyak 500 peserta sekaligus.' using errcode = '22023';
  end if;
  perform 1 from public.registrations r where r.id = any (wanted) order by r.id for update;
  select count(*) into found_count from public.registrations r where r.id = any (wanted);
  if found_count <> cardinality(wanted) then
    raise exception 'Sebagian pendaftar tidak ditemukan. Muat ulang halaman.' using errcode = 'PT404';
  end if;
  select string_agg(r.code || ' (' || private.registration_status_label(r.status) || ')', ', ' order by r.code) into bad
    from public.registrations r where r.id = any (wanted) and r.status not in ('peserta', 'selesai');
  if bad is not null then
    raise exception 'Tidak dapat diubah menjadi Selesai: %. Tidak ada yang diubah.', bad using errcode = 'PT409',
      hint = 'Hanya Peserta yang dapat menjadi Selesai.';
  end if;

  select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('registration_id', r.id, 'code', r.code,
           'full_name', r.full_name, 'reason', private.completion_shortfall(c.v)) || c.v order by r.full_name, r.id)
    into short
    from public.registrations r
   cross join lateral (select private.completion_check(r.id) as v) c
   where r.id = any (wanted) and r.status = 'peserta' and not (c.v ->> 'meets')::boolean;
  if short is not null and not coalesce(p_allow_exceptions, false) then
    raise exception 'Belum memenuhi syarat Selesai: %. Tidak ada yang diubah.',
      (select string_agg(coalesce(x ->> 'full_name', x ->> 'code') || ' (' || (x ->> 'reason') || ')', ', ')
         from pg_catalog.jsonb_array_elements(short) x)
      using errcode = 'PT409',
            detail = pg_catalog.jsonb_build_object('not_met', short)::text,
            hint = 'Syaratnya: kehadiran minimal sesuai batas jadwal dan hasil penilaian Kompeten. Konfirmasi pengecualian untuk tetap menandai Selesai.';
  end if;

  -- the transition trigger lets through exactly the exceptions asked for here
  perform pg_catalog.set_config('app.completion_exceptions',
    coalesce((select ',' || string_agg((x ->> 'registration_id'), ',') || ',' from pg_catalog.jsonb_array_elements(short) x), ''), true);
  perform pg_catalog.set_config('app.registration_message', coalesce(message, ''), true);
  update public.registrations r
     set status = 'selesai', applicant_message = message, updated_at = pg_catalog.now()
   where r.id = any (wanted) and r.status <> 'selesai';
  get diagnostics changed = row_count;
  perform pg_catalog.set_config('app.registration_message', '', true);
  perform pg_catalog.set_config('app.completion_exceptions', '', true);
  return pg_catalog.jsonb_build_object('changed', changed, 'unchanged', cardinality(wanted) - changed, 'status', 'selesai',
    'exceptions', coalesce(pg_catalog.jsonb_array_length(short), 0));
end;
$$;

-- Every path to Selesai checks the rule (the API, SQL, the service role): only an exception complete_participants()
-- was asked for passes without it.
create or replace function private.check_registration_transition()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  shortfall text;
begin
  if new.status is distinct from old.status and not private.registration_transition_allowed(old.status, new.status) then
    raise exception 'Status % tidak dapat diubah menjadi % (pendaftaran %).',
      private.registration_status_label(old.status), private.registration_status_label(new.status), old.code
      using errcode = 'PT409',
            hint = 'Urutannya: Baru → Diverifikasi atau Perlu Perbaikan → Lulus Seleksi, Cadangan atau Tidak Lulus → Peserta → Selesai.';
  end if;
  if new.status = 'selesai' and old.status is distinct from 'selesai'
     and pg_catalog.strpos(coalesce(pg_catalog.current_setting('app.completion_exceptions', true), ''), ',' || new.id || ',') = 0 then
    shortfall := private.completion_shortfall(private.completion_check(new.id));
    if shortfall is not null then
      raise exception 'Belum memenuhi syarat Selesai: % (%). Tidak ada yang diubah.', coalesce(new.full_name, new.code), shortfall
        using errcode = 'PT409',
              hint = 'Syaratnya: kehadiran minimal sesuai batas jadwal dan hasil penilaian Kompeten. Konfirmasi pengecualian untuk tetap menandai Selesai.';
    end if;
  end if;
  return new;
end;
$$;

-- The timeline's status change to Selesai carries the figures it was decided on, and whether it was an exception.
create or replace function private.record_registration_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  message text := nullif(pg_catalog.current_setting('app.registration_message', true), '');
  details jsonb := '{}'::jsonb;
  c jsonb;
begin
  if tg_op = 'INSERT' then
    insert into public.registration_events (registration_id, at, kind, to_status)
    values (new.id, new.submitted_at, 'submitted', new.status);
  elsif new.status is distinct from old.status then
    if message is not null then
      details := pg_catalog.jsonb_build_object('message', message);
    end if;
    if new.status = 'selesai' then
      c := private.completion_check(new.id);
      details := details || pg_catalog.jsonb_build_object('completion', pg_catalog.jsonb_build_object(
        'attendance', c -> 'attendance', 'present', c -> 'present', 'training_days', c -> 'training_days',
        'minimum', c -> 'minimum', 'result', c -> 'result',
        'exception', pg_catalog.strpos(coalesce(pg_catalog.current_setting('app.completion_exceptions', true), ''), ',' || new.id || ',') > 0));
    end if;
    insert into public.registration_events (registration_id, kind, actor_id, actor_email, from_status, to_status, details)
    values (new.id, 'status_changed', actor, private.user_email(actor), old.status, new.status, details);
  end if;
  return null;
end;
$$;

alter table public.registration_events drop constraint registration_events_kind_check;
alter table public.registration_events add constraint registration_events_kind_check
  check (kind in ('submitted', 'status_changed', 'nik_revealed', 'document_reviewed', 'message_sent', 'exported',
                  'data_downloaded', 'data_erased', 'document_viewed', 'assessed'));

-- ---------------------------------------------------------------------------
-- 7. Row-level security: admins and super admins read the tables (at aal2 where due); nobody writes them through the
--    API; instructors read nothing of them (the functions above answer them what they may see)
-- ---------------------------------------------------------------------------
do $$
declare
  t text;
begin
  foreach t in array array['training_day_changes', 'attendance', 'schedule_completion', 'assessments'] loop
    execute pg_catalog.format('alter table public.%I enable row level security', t);
    execute pg_catalog.format('revoke all on public.%I from anon, authenticated', t);
    execute pg_catalog.format('grant select on public.%I to authenticated', t);
    execute pg_catalog.format('grant all on public.%I to service_role', t);
    execute pg_catalog.format(
      'create policy "admins read %s" on public.%I for select to authenticated using ((select public.can_read_personal_data()))',
      pg_catalog.replace(t, '_', ' '), t);
    execute pg_catalog.format(
      'create policy "two-factor where it is due" on public.%I as restrictive for all to authenticated '
      'using ((select private.two_factor_satisfied())) with check ((select private.two_factor_satisfied()))', t);
  end loop;
end;
$$;

-- ---------------------------------------------------------------------------
-- 8. The API: SECURITY INVOKER wrappers in `public`; every one refuses GET and HEAD first except the reads
-- ---------------------------------------------------------------------------
create function public.class_schedules()
returns table (id bigint, program text, batch text, start_date date, end_date date, participants integer)
language sql stable security invoker set search_path = ''
as $$ select * from private.class_schedules() $$;
create function public.schedule_days(p_schedule_id bigint)
returns table (day date, is_training_day boolean, is_weekend boolean, reason text, marks integer)
language sql stable security invoker set search_path = ''
as $$ select * from private.schedule_days(p_schedule_id) $$;
create function public.class_list(p_schedule_id bigint)
returns jsonb language sql stable security invoker set search_path = ''
as $$ select private.class_list(p_schedule_id) $$;
create function public.completion_overview(p_schedule_id bigint)
returns jsonb language sql stable security invoker set search_path = ''
as $$ select private.completion_overview(p_schedule_id) $$;

create function public.set_training_day(p_schedule_id bigint, p_day date, p_is_training_day boolean, p_reason text default null)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.set_training_day(p_schedule_id, p_day, p_is_training_day, p_reason) $$;
create function public.mark_attendance(p_schedule_id bigint, p_marks jsonb)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.mark_attendance(p_schedule_id, p_marks) $$;
create function public.set_min_attendance(p_schedule_id bigint, p_min_attendance numeric)
returns numeric language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.set_min_attendance(p_schedule_id, p_min_attendance) $$;
create function public.set_assessment(p_registration_id bigint, p_result text, p_score numeric default null, p_note text default null)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.set_assessment(p_registration_id, p_result, p_score, p_note) $$;
create function public.complete_participants(p_ids bigint[], p_allow_exceptions boolean default false, p_message text default null)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.complete_participants(p_ids, p_allow_exceptions, p_message) $$;

-- Selesai through the status change of the panel is the same completion, without exceptions.
create or replace function public.set_registration_status(p_ids bigint[], p_status text, p_message text default null, p_allow_over_quota boolean default false)
returns jsonb language sql volatile security invoker set search_path = ''
as $$
  select private.require_post();
  select case when p_status = 'selesai' then private.complete_participants(p_ids, false, p_message) - 'exceptions'
              else private.set_registration_status(p_ids, p_status, p_message, p_allow_over_quota) end
$$;

do $$
declare
  fn regprocedure;
begin
  foreach fn in array array[
    'private.class_schedules()', 'private.schedule_days(bigint)', 'private.class_list(bigint)',
    'private.completion_overview(bigint)', 'private.set_training_day(bigint,date,boolean,text)',
    'private.mark_attendance(bigint,jsonb)', 'private.set_min_attendance(bigint,numeric)',
    'private.set_assessment(bigint,text,numeric,text)', 'private.complete_participants(bigint[],boolean,text)',
    'public.class_schedules()', 'public.schedule_days(bigint)', 'public.class_list(bigint)',
    'public.completion_overview(bigint)', 'public.set_training_day(bigint,date,boolean,text)',
    'public.mark_attendance(bigint,jsonb)', 'public.set_min_attendance(bigint,numeric)',
    'public.set_assessment(bigint,text,numeric,text)', 'public.complete_participants(bigint[],boolean,text)'
  ]::regprocedure[] loop
    execute format('revoke execute on function %s from public, anon', fn);
    execute format('grant execute on function %s to authenticated, service_role', fn);
  end loop;
end;
$$;
