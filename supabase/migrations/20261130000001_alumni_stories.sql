-- Alumni stories ("Cerita Alumni", issue 34 §3; docs/outcomes.md "Alumni stories").
--
-- The survey's consent (`quote_consent`: "Saya setuju jawaban saya dikutip tanpa nama di situs BLK.") covers an
-- anonymous quote only, so a story is a verbatim excerpt of one of the graduate's own text answers of that round,
-- shown with the program, the year the batch ended, the status and (for Bekerja) the sector: never a name, photo,
-- employer or business field.
-- - public.alumni_stories: one per round at most; deleted with the round (an erased application takes its rounds).
--   Personal data (tied to a round): no API grants, outside the change history, changed only through the functions.
-- - private.alumni_story_state(): shown / unpublished / consent_withdrawn / answer_changed, read on every call, so a
--   graduate who withdraws consent or rewrites the answer within the correction window hides the story at once.
-- - Admins and super admins at aal2, POST only: alumni_stories_admin(), save_alumni_story(), delete_alumni_story().
-- - Everyone, GET allowed (stable, no secret): public_alumni_stories(program), the shown stories only, no ids.
-- Plain PostgreSQL 15.

create table public.alumni_stories (
  id bigint generated always as identity primary key,
  round_id bigint not null unique references public.tracer_rounds (id) on delete cascade,
  question_id bigint not null references public.tracer_questions (id) on delete restrict,
  -- stored trimmed; the functions check it is inside the answer
  quote text not null check (quote = pg_catalog.btrim(quote) and pg_catalog.char_length(quote) between 20 and 300),
  published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.alumni_stories is
  'Alumni stories: a verbatim excerpt of a graduate''s text answer, shown anonymously while published, consented and still in the answer. Personal data (tied to a round): no API access but through the functions; outside the change history.';

alter table public.alumni_stories enable row level security;
revoke all on public.alumni_stories from anon, authenticated;
grant all on public.alumni_stories to service_role;

-- A round's answer to one question (null when not answered).
create or replace function private.tracer_answer_value(p_round_id bigint, p_key text)
returns jsonb language sql stable security definer set search_path = ''
as $$
  select a.value from public.tracer_answers a join public.tracer_questions q on q.id = a.question_id
   where a.round_id = p_round_id and q.key = p_key
$$;
revoke execute on function private.tracer_answer_value(bigint, text) from public;

-- Why a story is or is not shown, from the answers as they are now (no job: every read asks again).
create or replace function private.alumni_story_state(s public.alumni_stories)
returns text language sql stable security definer set search_path = ''
as $$
  select case
    when private.tracer_answer_value(s.round_id, 'quote_consent') is distinct from 'true'::jsonb then 'consent_withdrawn'
    when not exists (select 1 from public.tracer_answers a
                      where a.round_id = s.round_id and a.question_id = s.question_id
                        and pg_catalog.jsonb_typeof(a.value) = 'string' and pg_catalog.strpos(a.value #>> '{}', s.quote) > 0)
      then 'answer_changed'
    when not s.published then 'unpublished'
    else 'shown'
  end
$$;
revoke execute on function private.alumni_story_state(public.alumni_stories) from public;

-- The text questions a quote may come from: every text question but the employer's name and the business field
-- (free text that can identify a graduate).
create or replace function private.quotable_question(q public.tracer_questions)
returns boolean language sql immutable set search_path = ''
as $$ select q.kind = 'text' and q.key not in ('employer', 'business_field') $$;
revoke execute on function private.quotable_question(public.tracer_questions) from public;

-- A round as the panel shows it: the graduate (admins read personal data), the training, the status and sector, and
-- the quotable text answers with the wording they were given to.
create or replace function private.alumni_story_round(p_round_id bigint)
returns jsonb language sql stable security definer set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
           'round_id', t.id, 'full_name', r.full_name, 'program', s.program, 'batch', s.batch,
           'year', extract(year from s."endDate")::integer, 'round_month', t.round_month,
           'status', private.tracer_answer_value(t.id, 'status') #>> '{}',
           'sector', case when private.tracer_answer_value(t.id, 'status') = '"Bekerja"'::jsonb
                          then private.tracer_answer_value(t.id, 'sector') #>> '{}' end,
           'answers', coalesce((
             select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('key', q.key, 'wording', a.wording, 'value', a.value #>> '{}')
                                         order by q.position, q.id)
               from public.tracer_answers a join public.tracer_questions q on q.id = a.question_id
              where a.round_id = t.id and private.quotable_question(q) and pg_catalog.jsonb_typeof(a.value) = 'string'), '[]'::jsonb))
    from public.tracer_rounds t
    join public.registrations r on r.id = t.registration_id
    join public.schedules s on s.id = r.schedule_id
   where t.id = p_round_id
$$;
revoke execute on function private.alumni_story_round(bigint) from public;

-- ---------------------------------------------------------------------------
-- The panel (admins and super admins at aal2, POST only)
-- ---------------------------------------------------------------------------
-- The stories (with their state) and the rounds that may become one: answered, consent true, a quotable answer,
-- no story yet.
create or replace function private.alumni_stories_admin()
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform private.require_personal_data_reader();
  return pg_catalog.jsonb_build_object(
    'stories', coalesce((
      select pg_catalog.jsonb_agg(private.alumni_story_round(x.round_id) || pg_catalog.jsonb_build_object(
               'id', x.id, 'question_key', q.key, 'question_wording', q.wording, 'quote', x.quote,
               'published', x.published, 'state', private.alumni_story_state(x), 'created_at', x.created_at,
               'updated_at', x.updated_at)
               order by x.created_at desc, x.id desc)
        from public.alumni_stories x join public.tracer_questions q on q.id = x.question_id), '[]'::jsonb),
    'candidates', coalesce((
      select pg_catalog.jsonb_agg(c.round order by c.answered_at desc, c.id desc)
        from (select t.id, t.answered_at, private.alumni_story_round(t.id) as round
                from public.tracer_rounds t
               where t.answered_at is not null
                 and private.tracer_answer_value(t.id, 'quote_consent') = 'true'::jsonb
                 and not exists (select 1 from public.alumni_stories x where x.round_id = t.id)) c
       where pg_catalog.jsonb_array_length(c.round -> 'answers') > 0), '[]'::jsonb));
end;
$$;
revoke execute on function private.alumni_stories_admin() from public;
grant execute on function private.alumni_stories_admin() to authenticated, service_role;
create or replace function public.alumni_stories_admin()
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.alumni_stories_admin() $$;

-- Creates or changes the round's story. The quote, trimmed, must be inside the graduate's answer to that question
-- as it is now: an admin may shorten an answer, never write one.
create or replace function private.save_alumni_story(p_round_id bigint, p_question_key text, p_quote text, p_published boolean)
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$
declare
  t public.tracer_rounds;
  q public.tracer_questions;
  answer jsonb;
  v_quote text := pg_catalog.btrim(coalesce(p_quote, ''));
  x public.alumni_stories;
begin
  perform private.require_personal_data_reader();
  select * into t from public.tracer_rounds where id = p_round_id for update;
  if t.id is null or t.answered_at is null then
    raise exception 'Jawaban survei tidak ditemukan. Muat ulang halaman.' using errcode = 'PT404';
  end if;
  if private.tracer_answer_value(t.id, 'quote_consent') is distinct from 'true'::jsonb then
    raise exception 'Lulusan ini tidak menyetujui jawabannya dikutip.' using errcode = 'PT409';
  end if;
  select * into q from public.tracer_questions where key = p_question_key;
  if q.id is null or not private.quotable_question(q) then
    raise exception 'Kutipan hanya dapat diambil dari jawaban teks lulusan, bukan nama tempat kerja atau bidang usaha.'
      using errcode = 'PT422';
  end if;
  answer := private.tracer_answer_value(t.id, q.key);
  if answer is null or pg_catalog.jsonb_typeof(answer) <> 'string' then
    raise exception 'Lulusan ini tidak menjawab pertanyaan "%".', q.wording using errcode = 'PT422';
  end if;
  if pg_catalog.char_length(v_quote) not between 20 and 300 then
    raise exception 'Kutipan harus 20 sampai 300 karakter.' using errcode = 'PT422';
  end if;
  if pg_catalog.strpos(answer #>> '{}', v_quote) = 0 then
    raise exception 'Kutipan harus diambil apa adanya dari jawaban lulusan.' using errcode = 'PT422',
      hint = 'Hapus bagian yang tidak dikutip; jangan menambah atau mengubah kata.';
  end if;
  insert into public.alumni_stories (round_id, question_id, quote, published)
  values (t.id, q.id, v_quote, coalesce(p_published, false))
  on conflict (round_id) do update
    set question_id = excluded.question_id, quote = excluded.quote, published = excluded.published,
        updated_at = pg_catalog.now()
  returning * into x;
  return pg_catalog.jsonb_build_object('id', x.id, 'round_id', x.round_id, 'question_key', q.key, 'quote', x.quote,
    'published', x.published, 'state', private.alumni_story_state(x));
end;
$$;
revoke execute on function private.save_alumni_story(bigint, text, text, boolean) from public;
grant execute on function private.save_alumni_story(bigint, text, text, boolean) to authenticated, service_role;
create or replace function public.save_alumni_story(p_round_id bigint, p_question_key text, p_quote text, p_published boolean default false)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.save_alumni_story(p_round_id, p_question_key, p_quote, p_published) $$;

create or replace function private.delete_alumni_story(p_id bigint)
returns void language plpgsql volatile security definer set search_path = ''
as $$
begin
  perform private.require_personal_data_reader();
  delete from public.alumni_stories where id = p_id;
  if not found then
    raise exception 'Cerita alumni tidak ditemukan. Muat ulang halaman.' using errcode = 'PT404';
  end if;
end;
$$;
revoke execute on function private.delete_alumni_story(bigint) from public;
grant execute on function private.delete_alumni_story(bigint) to authenticated, service_role;
create or replace function public.delete_alumni_story(p_id bigint)
returns void language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.delete_alumni_story(p_id) $$;

-- ---------------------------------------------------------------------------
-- Everyone: the shown stories, anonymous (no ids that lead to a round)
-- ---------------------------------------------------------------------------
-- cut_before / cut_after: the quote is not where the answer begins / ends, so the page marks the cut with "…".
create or replace function private.public_alumni_stories(p_program text)
returns table (quote text, cut_before boolean, cut_after boolean, program text, year integer, status text, sector text)
language sql stable security definer set search_path = ''
as $$
  select x.quote, pg_catalog.strpos(a.text, x.quote) > 1,
         pg_catalog.strpos(a.text, x.quote) + pg_catalog.char_length(x.quote) <= pg_catalog.char_length(a.text),
         s.program, extract(year from s."endDate")::integer, st.status,
         case when st.status = 'Bekerja' then private.tracer_answer_value(t.id, 'sector') #>> '{}' end
    from public.alumni_stories x
    join public.tracer_rounds t on t.id = x.round_id
    join public.registrations r on r.id = t.registration_id
    join public.schedules s on s.id = r.schedule_id
    cross join lateral (select a.value #>> '{}' as text from public.tracer_answers a
                         where a.round_id = x.round_id and a.question_id = x.question_id) a
    cross join lateral (select private.tracer_answer_value(t.id, 'status') #>> '{}' as status) st
   where private.alumni_story_state(x) = 'shown' and (p_program is null or s.program = p_program)
   order by x.created_at desc, x.id desc
$$;
revoke execute on function private.public_alumni_stories(text) from public;
grant execute on function private.public_alumni_stories(text) to anon, authenticated, service_role;
create or replace function public.public_alumni_stories(p_program text default null)
returns table (quote text, cut_before boolean, cut_after boolean, program text, year integer, status text, sector text)
language sql stable security invoker set search_path = ''
as $$ select * from private.public_alumni_stories(p_program) $$;

do $$
declare
  fn regprocedure;
begin
  foreach fn in array array[
    'public.alumni_stories_admin()', 'public.save_alumni_story(bigint,text,text,boolean)', 'public.delete_alumni_story(bigint)'
  ]::regprocedure[] loop
    execute format('revoke execute on function %s from public, anon', fn);
    execute format('grant execute on function %s to authenticated, service_role', fn);
  end loop;
end;
$$;
revoke execute on function public.public_alumni_stories(text) from public;
grant execute on function public.public_alumni_stories(text) to anon, authenticated, service_role;
