-- The panel's "Survei Alumni" page (docs/outcomes.md, "Sending from the panel"):
-- 1. tracer_link(round) also hands the panel the graduate's WhatsApp number and e-mail, the two addresses the link
--    can go to, so the message is built from one answer at the moment it is sent (admins and super admins at aal2,
--    who read those columns anyway). The token still never leaves through anything but this function.
-- 2. tracer_due_summary(): for "Perlu Tindakan", per batch and round, how many graduates wait for a link this week
--    (the round opens within 7 days, is still open, is unanswered and was never sent). Counts only, no names; read
--    only (it creates no round, so the overview stays a read that may go over GET). Every member of the team may call
--    it, as admin_overview; only the personal-data readers at aal2 get the counts, everyone else null.

create or replace function private.tracer_link(p_round_id bigint)
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$
declare
  t public.tracer_rounds;
  r record;
begin
  perform private.require_personal_data_reader();
  select * into t from public.tracer_rounds where id = p_round_id;
  if t.id is null then
    raise exception 'Survei tidak ditemukan. Muat ulang halaman.' using errcode = 'PT404';
  end if;
  select whatsapp, email into r from public.registrations where id = t.registration_id;
  return pg_catalog.jsonb_build_object('round_id', t.id, 'token', t.token, 'path', '/survei-alumni#' || t.token,
                                       'whatsapp', r.whatsapp, 'email', r.email);
end;
$$;

create or replace function private.tracer_due_summary()
returns jsonb language sql stable security definer set search_path = ''
as $$
  with due as (
    select r.schedule_id, m as round_month,
           (s."endDate" + pg_catalog.make_interval(months => m))::date as opens_on,
           (s."endDate" + pg_catalog.make_interval(months => m))::date + t.answer_days as closes_on
      from public.registrations r
      join public.schedules s on s.id = r.schedule_id
      cross join public.tracer_settings t
      cross join lateral pg_catalog.unnest(t.months) m
     where r.status = 'selesai' and r.erased_at is null
       and not exists (select 1 from public.tracer_rounds x
                        where x.registration_id = r.id and x.round_month = m
                          and (x.sends > 0 or x.answered_at is not null))
  )
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
           'schedule_id', g.schedule_id, 'program', s.program, 'batch', s.batch, 'round_month', g.round_month,
           'count', g.n, 'opens_on', g.opens_on) order by g.opens_on, s.program, g.round_month), '[]'::jsonb)
    from (select schedule_id, round_month, pg_catalog.min(opens_on) as opens_on, pg_catalog.count(*) as n
            from due
           where opens_on <= private.jakarta_today() + 7 and closes_on >= private.jakarta_today()
           group by schedule_id, round_month) g
    join public.schedules s on s.id = g.schedule_id
$$;
revoke execute on function private.tracer_due_summary() from public;
grant execute on function private.tracer_due_summary() to authenticated, service_role;

create or replace function public.tracer_due_summary()
returns jsonb language plpgsql stable security invoker set search_path = ''
as $$
begin
  if not (select public.is_admin()) then
    raise exception 'Hanya anggota tim admin yang dapat membuka ringkasan.' using errcode = '42501';
  end if;
  if (select public.can_read_personal_data()) and (select private.two_factor_satisfied()) then
    return private.tracer_due_summary();
  end if;
  return null;
end;
$$;
revoke execute on function public.tracer_due_summary() from public, anon;
grant execute on function public.tracer_due_summary() to authenticated, service_role;
comment on function public.tracer_due_summary() is
  'Perlu Tindakan: per batch and round, graduates whose survey link is due this week and was never sent (counts only; null unless the caller reads personal data at aal2).';
