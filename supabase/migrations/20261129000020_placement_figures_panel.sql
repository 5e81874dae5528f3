-- The placement figures per program and year for the panel (issue 34 §2, the overview's placement chart;
-- docs/outcomes.md "The overview's placement chart"). placement_figures() answers per batch; a program's figure is
-- its batches added up here, so each rate is computed once over the program's own graduates (never an average of
-- its batches' rates) with the same rounding (private.percent: one decimal, half up). Admins and super admins at
-- aal2, POST only, like placement_figures.
create or replace function private.placement_by_program(p_year integer)
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform private.require_personal_data_reader();
  return coalesce((
    select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
             'program', g.program, 'year', g.year, 'batches', g.batches,
             'graduates', g.graduates, 'reached', g.reached, 'placed', g.placed,
             'response_rate', private.percent(g.reached, g.graduates),
             'placement_rate', private.percent(g.placed, g.reached),
             'placed_of_graduates', private.percent(g.placed, g.graduates),
             'months_to_first', pg_catalog.jsonb_build_object('0-1', g.m01, '2-3', g.m23, '4-6', g.m46, '>6', g.m7))
             order by g.year desc, g.program)
      from (select o.program, o.year, pg_catalog.count(distinct o.schedule_id) as batches, pg_catalog.count(*) as graduates,
                   pg_catalog.count(*) filter (where o.reached) as reached,
                   pg_catalog.count(*) filter (where o.status in ('Bekerja', 'Wirausaha')) as placed,
                   pg_catalog.count(*) filter (where o.status in ('Bekerja', 'Wirausaha') and o.months <= 1) as m01,
                   pg_catalog.count(*) filter (where o.status in ('Bekerja', 'Wirausaha') and o.months between 2 and 3) as m23,
                   pg_catalog.count(*) filter (where o.status in ('Bekerja', 'Wirausaha') and o.months between 4 and 6) as m46,
                   pg_catalog.count(*) filter (where o.status in ('Bekerja', 'Wirausaha') and o.months > 6) as m7
              from private.tracer_outcomes() o
             where p_year is null or o.year = p_year
             group by o.program, o.year) g),
    '[]'::jsonb);
end;
$$;
revoke execute on function private.placement_by_program(integer) from public;
grant execute on function private.placement_by_program(integer) to authenticated, service_role;

create or replace function public.placement_by_program(p_year integer default null)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.placement_by_program(p_year) $$;
revoke execute on function public.placement_by_program(integer) from public, anon;
grant execute on function public.placement_by_program(integer) to authenticated, service_role;
