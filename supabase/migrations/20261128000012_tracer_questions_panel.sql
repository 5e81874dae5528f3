-- The questions page (docs/outcomes.md, "The questions page"): a question's "hanya untuk" (shown_when) is set when it
-- is added and may change later, and so may whether it is required. add_tracer_question and edit_tracer_question take
-- them (p_shown_when: {"status": [...]} of distinct status options, or {} for always shown; on edit, null keeps the
-- current value). The core `status` question is always shown and always required (the figures read it).
-- Plain PostgreSQL 15.

create or replace function private.tracer_shown_when(p_key text, p_shown_when jsonb)
returns jsonb language plpgsql stable set search_path = ''
as $$
declare
  statuses jsonb := (select options from public.tracer_questions where key = 'status');
begin
  if p_shown_when is null or p_shown_when = '{}'::jsonb or p_shown_when = 'null'::jsonb then
    return null;
  end if;
  if p_key = 'status' then
    raise exception 'Pertanyaan status selalu ditampilkan.' using errcode = '22023';
  end if;
  if pg_catalog.jsonb_typeof(p_shown_when) <> 'object'
     or (select pg_catalog.array_agg(k) from pg_catalog.jsonb_object_keys(p_shown_when) k) <> array['status']
     or pg_catalog.jsonb_typeof(p_shown_when -> 'status') <> 'array'
     or pg_catalog.jsonb_array_length(p_shown_when -> 'status') = 0
     or exists (select 1 from pg_catalog.jsonb_array_elements(p_shown_when -> 'status') s where not (statuses @> pg_catalog.jsonb_build_array(s)))
     or (select pg_catalog.count(distinct s) from pg_catalog.jsonb_array_elements(p_shown_when -> 'status') s)
        <> pg_catalog.jsonb_array_length(p_shown_when -> 'status') then
    raise exception 'Batasan "hanya untuk" harus memuat satu atau lebih status yang berbeda: %.',
      (select pg_catalog.string_agg(s, ', ' order by n) from pg_catalog.jsonb_array_elements_text(statuses) with ordinality as o (s, n))
      using errcode = '22023';
  end if;
  return p_shown_when;
end;
$$;
revoke execute on function private.tracer_shown_when(text, jsonb) from public;

drop function public.add_tracer_question(text, text, jsonb, boolean);
drop function private.add_tracer_question(text, text, jsonb, boolean);
create or replace function private.add_tracer_question(p_kind text, p_wording text, p_options jsonb, p_required boolean, p_shown_when jsonb)
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$
declare
  q public.tracer_questions;
begin
  perform private.require_personal_data_reader();
  perform private.check_tracer_question(p_kind, p_wording, p_options);
  insert into public.tracer_questions (key, kind, wording, options, required, shown_when, position)
  values ('q_new_' || pg_catalog.md5(pg_catalog.random()::text), p_kind, p_wording,
          case when p_kind = 'choice' then p_options end, coalesce(p_required, false),
          private.tracer_shown_when(null, p_shown_when),
          (select coalesce(pg_catalog.max(position), 0) + 1 from public.tracer_questions))
  returning * into q;
  update public.tracer_questions set key = 'q' || q.id where id = q.id returning * into q;
  return pg_catalog.to_jsonb(q);
end;
$$;
revoke execute on function private.add_tracer_question(text, text, jsonb, boolean, jsonb) from public;
grant execute on function private.add_tracer_question(text, text, jsonb, boolean, jsonb) to authenticated, service_role;
create or replace function public.add_tracer_question(p_kind text, p_wording text, p_options jsonb default null,
  p_required boolean default false, p_shown_when jsonb default null)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.add_tracer_question(p_kind, p_wording, p_options, p_required, p_shown_when) $$;

-- The wording, options, required and shown_when may change (null keeps required and shown_when); answers given
-- before keep their wording. The core status's options are fixed, and it stays required and always shown.
drop function public.edit_tracer_question(bigint, text, jsonb);
drop function private.edit_tracer_question(bigint, text, jsonb);
create or replace function private.edit_tracer_question(p_id bigint, p_wording text, p_options jsonb, p_required boolean, p_shown_when jsonb)
returns jsonb language plpgsql volatile security definer set search_path = ''
as $$
declare
  q public.tracer_questions;
begin
  perform private.require_personal_data_reader();
  select * into q from public.tracer_questions where id = p_id for update;
  if q.id is null then
    raise exception 'Pertanyaan tidak ditemukan. Muat ulang halaman.' using errcode = 'PT404';
  end if;
  perform private.check_tracer_question(q.kind, p_wording, p_options);
  if q.key = 'status' and p_options is distinct from q.options then
    raise exception 'Pilihan status tidak dapat diubah: angka penempatan menghitung Bekerja dan Wirausaha.' using errcode = '22023';
  end if;
  if q.key = 'status' and p_required is false then
    raise exception 'Pertanyaan status selalu wajib: angka penempatan dihitung dari jawabannya.' using errcode = '22023';
  end if;
  update public.tracer_questions
     set wording = p_wording,
         options = case when q.kind = 'choice' then p_options end,
         required = coalesce(p_required, q.required),
         shown_when = case when p_shown_when is null then q.shown_when else private.tracer_shown_when(q.key, p_shown_when) end
   where id = p_id returning * into q;
  return pg_catalog.to_jsonb(q);
end;
$$;
revoke execute on function private.edit_tracer_question(bigint, text, jsonb, boolean, jsonb) from public;
grant execute on function private.edit_tracer_question(bigint, text, jsonb, boolean, jsonb) to authenticated, service_role;
create or replace function public.edit_tracer_question(p_id bigint, p_wording text, p_options jsonb default null,
  p_required boolean default null, p_shown_when jsonb default null)
returns jsonb language sql volatile security invoker set search_path = ''
as $$ select private.require_post(); select private.edit_tracer_question(p_id, p_wording, p_options, p_required, p_shown_when) $$;
