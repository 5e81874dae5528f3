-- Selecting trainees (issue 23), published results (docs/selection.md, "Hasil Seleksi"): per batch an administrator
-- may publish the selection's outcome from a chosen day. The public page /jadwal/{id}/hasil-seleksi then lists the
-- registration codes and masked names (public.mask_name: Mu***d Ri***i) of the accepted and of the reserve list, and
-- the batch's page links to it. Optionally the publication is announced as a pengumuman, published the same moment.
--
-- What is public is decided here: selection_results holds only the publication (day, note, the announcement); the
-- names are masked inside public.published_selection_results() and never leave the database whole. Publishing and
-- withdrawing are recorded in the security activity (UU PDP: a record of processing).

alter table public.security_events drop constraint security_events_kind_check;
alter table public.security_events add constraint security_events_kind_check check (kind in (
  'member_added', 'member_invited', 'role_changed', 'member_deactivated', 'member_reactivated', 'member_removed',
  'signed_in', 'signed_in_with_code', 'two_factor_enabled', 'two_factor_disabled', 'two_factor_reset',
  'two_factor_required', 'two_factor_not_required', 'sign_in_failed', 'two_factor_code_failed', 'invite_accepted',
  'registrations_exported', 'personal_data_downloaded', 'personal_data_erased',
  'selection_results_published', 'selection_results_withdrawn'
));

create table public.selection_results (
  schedule_id bigint primary key references public.schedules (id) on delete cascade,
  -- From when the results are public: 00:00 WIB of the chosen day (Asia/Jakarta).
  published_at timestamptz not null,
  -- Shown above the lists, e.g. when and where the accepted report.
  note text check (public.is_valid_text(note, 1000)),
  announcement_id bigint references public.announcements (id) on delete set null,
  published_by uuid,
  updated_at timestamptz not null default now()
);
create index selection_results_announcement_id_idx on public.selection_results (announcement_id);
comment on table public.selection_results is
  'Published selection results per batch (the public page /jadwal/{id}/hasil-seleksi). Written only by publish_selection_results().';

alter table public.selection_results enable row level security;
revoke all on public.selection_results from anon, authenticated;
-- Visitors learn that (and from when) a batch's results are out, so its page can link them; administrators see all.
grant select (schedule_id, published_at) on public.selection_results to anon;
grant select on public.selection_results to authenticated;
create policy "Published results are public" on public.selection_results
  for select to anon, authenticated using (published_at <= now() or (select public.can_read_personal_data()));

-- The page's content: the batch, the note, and the codes with masked names of the accepted (Lulus Seleksi and on)
-- and the reserve list, in code order. Before the chosen day only administrators may preview it. Applications
-- erased or withdrawn are not listed.
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
  return pg_catalog.jsonb_build_object(
    'schedule', pg_catalog.jsonb_build_object('id', s.id, 'program', s.program, 'batch', s.batch, 'start_date', s."startDate", 'end_date', s."endDate"),
    'published_at', r.published_at,
    'note', r.note,
    'accepted', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('code', g.code, 'name', public.mask_name(g.full_name)) order by g.code)
        from public.registrations g
       where g.schedule_id = s.id and g.status in ('lulus', 'peserta', 'selesai') and g.erased_at is null), '[]'::jsonb),
    'reserve', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('code', g.code, 'name', public.mask_name(g.full_name)) order by g.code)
        from public.registrations g
       where g.schedule_id = s.id and g.status = 'cadangan' and g.erased_at is null), '[]'::jsonb));
end;
$$;
revoke execute on function private.published_selection_results(bigint) from public;
grant execute on function private.published_selection_results(bigint) to anon, authenticated, service_role;

create or replace function public.published_selection_results(p_schedule_id bigint)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$ select private.published_selection_results(p_schedule_id) $$;
revoke execute on function public.published_selection_results(bigint) from public;
grant execute on function public.published_selection_results(bigint) to anon, authenticated, service_role;

-- Publishes (or changes) a batch's results: from p_publish_on (a day, WIB), with an optional note. With
-- p_announcement ({title, body}) a pengumuman of the batch is published at the same moment (created, or updated
-- when the publication already has one); without it, the publication's announcement is removed.
create or replace function private.publish_selection_results(p_schedule_id bigint, p_publish_on date, p_note text, p_announcement jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  s record;
  v_at timestamptz;
  v_note text := nullif(pg_catalog.btrim(coalesce(p_note, '')), '');
  v_title text;
  v_body text;
  v_announcement bigint;
  r public.selection_results;
begin
  perform private.require_personal_data_reader();
  select id, program, batch into s from public.schedules where id = p_schedule_id;
  if not found then
    raise exception 'Jadwal tidak ditemukan. Muat ulang halaman.' using errcode = 'PT404';
  end if;
  if p_publish_on is null then
    raise exception 'Tanggal tampil wajib diisi.' using errcode = 'PT400';
  end if;
  v_at := p_publish_on::timestamp at time zone 'Asia/Jakarta';
  if p_announcement is not null then
    v_title := nullif(pg_catalog.btrim(coalesce(p_announcement ->> 'title', '')), '');
    v_body := nullif(pg_catalog.btrim(coalesce(p_announcement ->> 'body', '')), '');
    if v_title is null or v_body is null then
      raise exception 'Judul dan isi pengumuman wajib diisi.' using errcode = 'PT400';
    end if;
  end if;

  select * into r from public.selection_results where schedule_id = s.id for update;
  v_announcement := r.announcement_id;
  if p_announcement is null and v_announcement is not null then
    delete from public.announcements where id = v_announcement;
    v_announcement := null;
  elsif p_announcement is not null and v_announcement is not null then
    update public.announcements set title = v_title, body = v_body, published_at = v_at, schedule_id = s.id
     where id = v_announcement;
  elsif p_announcement is not null then
    insert into public.announcements (title, body, published_at, schedule_id)
    values (v_title, v_body, v_at, s.id) returning id into v_announcement;
  end if;

  insert into public.selection_results (schedule_id, published_at, note, announcement_id, published_by, updated_at)
  values (s.id, v_at, v_note, v_announcement, actor, pg_catalog.now())
  on conflict (schedule_id) do update
    set published_at = excluded.published_at, note = excluded.note, announcement_id = excluded.announcement_id,
        published_by = excluded.published_by, updated_at = excluded.updated_at
  returning * into r;

  insert into public.security_events (kind, actor_id, actor_email, details)
  values ('selection_results_published', actor, private.user_email(actor), pg_catalog.jsonb_build_object(
    'schedule_id', s.id, 'batch', s.program || ' (' || s.batch || ')', 'from', p_publish_on, 'announced', v_announcement is not null));
  return pg_catalog.to_jsonb(r);
end;
$$;
revoke execute on function private.publish_selection_results(bigint, date, text, jsonb) from public;
grant execute on function private.publish_selection_results(bigint, date, text, jsonb) to authenticated, service_role;

create or replace function public.publish_selection_results(p_schedule_id bigint, p_publish_on date, p_note text default null, p_announcement jsonb default null)
returns jsonb
language sql
volatile
security invoker
set search_path = ''
as $$ select private.publish_selection_results(p_schedule_id, p_publish_on, p_note, p_announcement) $$;
revoke execute on function public.publish_selection_results(bigint, date, text, jsonb) from public, anon;
grant execute on function public.publish_selection_results(bigint, date, text, jsonb) to authenticated, service_role;

-- Withdraws a batch's results: the page and its link disappear, with the announcement made for them.
create or replace function private.withdraw_selection_results(p_schedule_id bigint)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  r public.selection_results;
  s record;
begin
  perform private.require_personal_data_reader();
  delete from public.selection_results where schedule_id = p_schedule_id returning * into r;
  if not found then
    raise exception 'Hasil seleksi jadwal ini tidak sedang diumumkan.' using errcode = 'PT404';
  end if;
  if r.announcement_id is not null then
    delete from public.announcements where id = r.announcement_id;
  end if;
  select id, program, batch into s from public.schedules where id = p_schedule_id;
  insert into public.security_events (kind, actor_id, actor_email, details)
  values ('selection_results_withdrawn', actor, private.user_email(actor), pg_catalog.jsonb_build_object(
    'schedule_id', s.id, 'batch', s.program || ' (' || s.batch || ')'));
end;
$$;
revoke execute on function private.withdraw_selection_results(bigint) from public;
grant execute on function private.withdraw_selection_results(bigint) to authenticated, service_role;

create or replace function public.withdraw_selection_results(p_schedule_id bigint)
returns void
language sql
volatile
security invoker
set search_path = ''
as $$ select private.withdraw_selection_results(p_schedule_id) $$;
revoke execute on function public.withdraw_selection_results(bigint) from public, anon;
grant execute on function public.withdraw_selection_results(bigint) to authenticated, service_role;
