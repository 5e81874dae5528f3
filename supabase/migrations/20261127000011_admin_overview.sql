-- Selecting trainees (issue 23), the overview that says what to do today (docs/selection.md, "Overview: Perlu
-- Tindakan and charts"): public.admin_overview() answers the panel's /dashboard in one request, computed here with
-- the days of Asia/Jakarta (the calendar the registration periods, banners and the applicants follow).
--
-- * Every member of the team gets the content part: banners ending within 3 days, announcements scheduled for
--   later, batches whose registration closes within 3 days.
-- * Only those who read applicants' data (admins and super admins, at aal2 where two-factor is due) get the
--   applications part: new applications per batch, applications waiting for a fix for more than 3 days, batches
--   starting within 7 days with fewer accepted than their quota, and the charts' series. For anyone else it is
--   null: not counted as zeros (an operator would read "nobody accepted yet"), not there at all.
-- * SECURITY INVOKER: the tables' own policies still decide what is read; the role check above them only keeps an
--   operator's answer from looking like an empty selection. Visitors and non-members are refused (42501).
-- Plain PostgreSQL 15.

create or replace function public.admin_overview()
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  -- (public.jakarta_today() is not executable by the API roles; this function runs as the caller)
  today date := (pg_catalog.now() at time zone 'Asia/Jakarta')::date;
  content jsonb;
  applications jsonb := null;
begin
  if not (select public.is_admin()) then
    raise exception 'Hanya anggota tim admin yang dapat membuka ringkasan.' using errcode = '42501';
  end if;

  select pg_catalog.jsonb_build_object(
    -- ends today (0) up to 3 days from today, inclusive (end_date is the banner's last day)
    'banners_ending', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'id', b.id, 'title', b.title, 'end_date', b.end_date, 'days_left', b.end_date - today)
             order by b.end_date, b.id)
      from public.hero_banners b
      where b.end_date between today and today + 3), '[]'::jsonb),
    -- published_at still to come: the public does not see them yet
    'announcements_scheduled', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('id', a.id, 'title', a.title, 'published_at', a.published_at)
             order by a.published_at, a.id)
      from public.announcements a
      where a.published_at > pg_catalog.now()), '[]'::jsonb),
    -- the registration period's last day is today up to 3 days from today (online or elsewhere)
    'registration_closing', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'schedule_id', s.id, 'program', s.program, 'batch', s.batch,
               'registration_end', s.registration_end, 'days_left', s.registration_end - today)
             order by s.registration_end, s.id)
      from public.schedules s
      where s.registration_end between today and today + 3), '[]'::jsonb))
  into content;

  if (select public.can_read_personal_data()) and (select private.two_factor_satisfied()) then
    with batches as (
      -- the batches the selection is about: the training has not ended, and they take registrations on the site
      -- or already have applications
      select s.id, s.program, s.batch, s."startDate" as start_date, s.quota, s.online_registration,
             s.registration_start, s.registration_end
      from public.schedules s
      where s."endDate" >= today
        and (s.online_registration or exists (select 1 from public.registrations r where r.schedule_id = s.id))
    ),
    counts as (
      select r.schedule_id,
             pg_catalog.count(*) as total,
             pg_catalog.count(*) filter (where r.status = 'diterima') as new,
             pg_catalog.count(*) filter (where r.status in ('lulus', 'peserta', 'selesai')) as accepted
      from public.registrations r
      group by r.schedule_id
    ),
    -- since when each application has waited for a fix: the latest time it was set to Perlu Perbaikan
    fixing as (
      select r.schedule_id, r.id,
             (coalesce((select pg_catalog.max(e.at) from public.registration_events e
                         where e.registration_id = r.id and e.to_status = 'perlu_perbaikan'),
                       r.updated_at) at time zone 'Asia/Jakarta')::date as since
      from public.registrations r
      where r.status = 'perlu_perbaikan'
    ),
    statuses as (
      select r.schedule_id, r.status, pg_catalog.count(*) as n
      from public.registrations r
      group by r.schedule_id, r.status
    )
    select pg_catalog.jsonb_build_object(
      -- every batch with applications still at Baru (whatever its dates: they wait for a decision)
      'new_by_batch', coalesce((
        select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                 'schedule_id', s.id, 'program', s.program, 'batch', s.batch, 'count', c.new)
               order by s."startDate", s.id)
        from public.schedules s join counts c on c.schedule_id = s.id
        where c.new > 0), '[]'::jsonb),
      -- set to Perlu Perbaikan on a day more than 3 days before today (the 4th day on) and not fixed since
      'fix_overdue', coalesce((
        select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                 'schedule_id', s.id, 'program', s.program, 'batch', s.batch, 'count', f.n, 'oldest_since', f.oldest)
               order by s."startDate", s.id)
        from public.schedules s
        join (select schedule_id, pg_catalog.count(*) as n, pg_catalog.min(since) as oldest
              from fixing where since < today - 3 group by schedule_id) f on f.schedule_id = s.id), '[]'::jsonb),
      -- starts today up to 7 days from today, takes registrations on the site, has a quota not yet filled
      'starting_unfilled', coalesce((
        select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                 'schedule_id', b.id, 'program', b.program, 'batch', b.batch, 'start_date', b.start_date,
                 'days_left', b.start_date - today, 'quota', b.quota, 'accepted', coalesce(c.accepted, 0))
               order by b.start_date, b.id)
        from batches b left join counts c on c.schedule_id = b.id
        where b.online_registration and b.quota is not null
          and b.start_date between today and today + 7
          and coalesce(c.accepted, 0) < b.quota), '[]'::jsonb),
      -- applications per day, the last 14 days at most, for each batch whose registration is open today
      'daily', coalesce((
        select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                 'schedule_id', b.id, 'program', b.program, 'batch', b.batch,
                 'days', (select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                                   'day', d.day::date,
                                   'count', (select pg_catalog.count(*) from public.registrations r
                                              where r.schedule_id = b.id
                                                and (r.submitted_at at time zone 'Asia/Jakarta')::date = d.day::date))
                                 order by d.day)
                          from pg_catalog.generate_series(greatest(b.registration_start, today - 13)::timestamp,
                                                          today::timestamp, interval '1 day') as d (day)))
               order by b.start_date, b.id)
        from batches b
        where b.online_registration and today between b.registration_start and b.registration_end), '[]'::jsonb),
      -- every status of the pipeline, 0 included, for each batch that has applications
      'by_status', coalesce((
        select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                 'schedule_id', b.id, 'program', b.program, 'batch', b.batch, 'total', c.total,
                 'counts', (select pg_catalog.jsonb_object_agg(k.status, coalesce(st.n, 0))
                            from unnest(array['diterima', 'diverifikasi', 'perlu_perbaikan', 'lulus', 'cadangan',
                                              'tidak_lulus', 'peserta', 'selesai', 'mengundurkan_diri']) as k (status)
                            left join statuses st on st.schedule_id = b.id and st.status = k.status))
               order by b.start_date, b.id)
        from batches b join counts c on c.schedule_id = b.id), '[]'::jsonb),
      -- accepted (Lulus Seleksi, Peserta, Selesai) against the quota, for each batch that has one
      'quota', coalesce((
        select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
                 'schedule_id', b.id, 'program', b.program, 'batch', b.batch, 'quota', b.quota,
                 'accepted', coalesce(c.accepted, 0))
               order by b.start_date, b.id)
        from batches b left join counts c on c.schedule_id = b.id
        where b.quota is not null), '[]'::jsonb))
    into applications;
  end if;

  return pg_catalog.jsonb_build_object('today', today, 'content', content, 'applications', applications);
end;
$$;
revoke execute on function public.admin_overview() from public, anon;
grant execute on function public.admin_overview() to authenticated, service_role;
comment on function public.admin_overview() is
  'The panel''s overview in Asia/Jakarta days: what needs doing and the selection''s charts. Team members only; the applications part for admins and super admins at aal2 where due (null for anyone else).';
