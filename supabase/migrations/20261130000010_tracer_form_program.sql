-- The survey's thank-you lists the open vacancies of the graduate's program (issue 34 §4, docs/outcomes.md "The
-- graduate's page"): the form now carries the program's id beside its name. A schedule names its program by text
-- (schedules.program); the id is the oldest program of that name, as the certificates pick the syllabus
-- (migration 20261128000004_certificates.sql), and null when no program has that name any more (renamed or
-- deleted): the thank-you then lists none. A program's id is public (its page is /program-pelatihan/<id>); nothing
-- personal is added. Everything else is exactly as in migration 20261128000008_tracer_study.sql; tracer_form and
-- tracer_submit both answer with this.
create or replace function private.tracer_form_answer(t public.tracer_rounds)
returns jsonb language sql stable security definer set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'program', s.program,
    'program_id', (select p.id from public.programs p where p.name = s.program order by p.id limit 1),
    'batch', s.batch, 'round_month', t.round_month,
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
