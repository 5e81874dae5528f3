// The outcomes' demo content (supabase/seed/data.ts: PARTNERS, VACANCIES, GRADUATE_BATCH, GRADUATES) as SQL for
// supabase/seed.sql. Not table rows of rows.ts: the graduates need a registration each, walked along the pipeline
// the database enforces (attendance and the assessment before Selesai), their survey rounds created by the
// database's own function and their answers stored as tracer_submit stores them, with dates relative to the day
// the seed runs. Pure: no Node imports.
import { GRADUATES, GRADUATE_BATCH, PARTNERS, VACANCIES } from "./data";

const lit = (value: string | null | undefined) => (value === null || value === undefined ? "null" : `'${value.replace(/'/g, "''")}'`);
const textArray = (values: readonly string[]) => `array[${values.map(lit).join(", ")}]::text[]`;
const days = (n: number) => (n >= 0 ? `current_date + ${n}` : `current_date - ${-n}`);

export function outcomesSql(): string[] {
  const partners = PARTNERS.map((p, i) => `  (${lit(p.name)}, ${lit(p.sector)}, ${textArray(p.cooperation)}, ${lit(p.website)}, ${i + 1})`);
  const vacancies = VACANCIES.map((v) => {
    const partner = v.partner ? `(select id from public.partners where name = ${lit(v.partner)} order by id limit 1)` : "null";
    const programs = `array(select id from public.programs where name = any (${textArray(v.programs)}) order by id)`;
    return `  (${lit(v.position)}, ${partner}, ${lit(v.company)}, ${lit(v.location)}, ${lit(v.requirements)}, ${days(v.deadlineDay)}, ${lit(v.apply_url)}, ${lit(v.karirhub_url)}, ${programs}, true)`;
  });
  const graduates = GRADUATES.map(
    (g, i) => `      (${i + 1}, ${lit(g.full_name)}, ${lit(g.nik)}, ${lit(g.gender)}, ${g.answer ? `${lit(JSON.stringify(g.answer))}::jsonb` : "null"})`,
  );
  return [
    "-- Outcomes (issue 34; docs/outcomes.md, docs/local-backend.md): partner companies (no logos), vacancies (two open,",
    "-- one past its deadline: 'Lewat batas' in the panel, gone from /lowongan), and a finished batch whose graduates",
    "-- answered the tracer study. Every company, person and NIK here is invented.",
    "insert into public.partners (name, sector, cooperation, website, position)",
    "values",
    partners.join(",\n") + ";",
    "",
    "insert into public.vacancies (position, partner_id, company, location, requirements, deadline, apply_url, karirhub_url, program_ids, published)",
    "values",
    vacancies.join(",\n") + ";",
    "",
    "-- The batch ends on the last Friday of last year, or earlier while its survey's first round (3 months after) has",
    "-- not opened yet: the figure is for the last completed year, and inside the 12 months before the retention",
    "-- clean-up erases the applications. Each graduate met the completion rule (present every training day,",
    "-- Kompeten) and went Baru → Diverifikasi → Lulus Seleksi → Peserta → Selesai; those who answered did so a few",
    "-- days after their latest round opened (the 6-month one once it has been open a week).",
    "do $$",
    "declare",
    `  last_day date := least(make_date(extract(year from current_date)::int - 1, 12, 31), (current_date - interval '3 months')::date - 14);`,
    "  v_end date := last_day - ((extract(isodow from last_day)::int + 2) % 7);",
    `  v_start date := v_end - ${7 * GRADUATE_BATCH.weeks - 3};`,
    "  v_schedule bigint;",
    "  v_folder uuid;",
    "  v_reg bigint;",
    "  v_round bigint;",
    "  v_code text;",
    "  v_birth date;",
    "  v_version text := (select privacy_notice_version from public.registration_settings where id = 1);",
    "  g record;",
    "  step text;",
    "begin",
    `  insert into public.schedules (program, "programCategory", "instructorName", batch, "startDate", "endDate", status)`,
    `  select p.name, p.category, coalesce((select s."instructorName" from public.schedules s where s.program = p.name order by s.id limit 1), array['Instruktur Contoh']),`,
    `         ${lit(GRADUATE_BATCH.batch)}, v_start, v_end, 'Ditutup'`,
    `    from public.programs p where p.name = ${lit(GRADUATE_BATCH.program)} order by p.id limit 1`,
    "  returning id into v_schedule;",
    "  for g in select * from (values",
    graduates.join(",\n"),
    "    ) as t(n, full_name, nik, gender, answer) loop",
    "    v_code := 'TIK-GRAD-' || lpad(g.n::text, 4, '0');",
    "    v_birth := make_date(1998 + g.n % 5, 1 + g.n, 10 + g.n);",
    "    insert into public.registration_uploads (schedule_id) values (v_schedule) returning folder into v_folder;",
    "    insert into public.registrations (code, schedule_id, upload_folder, idempotency_key, full_name, nik, birth_place, birth_date,",
    "      gender, address, regency, whatsapp, education, employment, lookup_hash, consent_version, consent_at)",
    "    values (v_code, v_schedule, v_folder, gen_random_uuid(), g.full_name, g.nik, 'Banda Aceh', v_birth, g.gender,",
    "      'Jl. Contoh No. ' || g.n, 'Kota Banda Aceh', '628120000000' || g.n, 'SMA/SMK/Sederajat', 'Belum bekerja',",
    "      public.registration_lookup_hash(v_code, v_birth), v_version, v_start - 30)",
    "    returning id into v_reg;",
    "    insert into public.attendance (registration_id, day, status, marked_at)",
    "    select v_reg, d, 'hadir', d + time '09:00' from private.training_days(v_schedule) d;",
    "    insert into public.assessments (registration_id, result, assessed_at) values (v_reg, 'kompeten', v_end + time '15:00');",
    "    foreach step in array array['diverifikasi', 'lulus', 'peserta', 'selesai'] loop",
    "      update public.registrations set status = step where id = v_reg;",
    "    end loop;",
    "  end loop;",
    "  perform private.create_due_tracer_rounds();",
    "  for g in select r.id, x.n, x.answer from public.registrations r join (values",
    GRADUATES.map((gr, i) => `      (${lit(gr.nik)}, ${i + 1}, ${gr.answer ? `${lit(JSON.stringify(gr.answer))}::jsonb` : "null::jsonb"})`).join(",\n"),
    "    ) as x(nik, n, answer) on x.nik = r.nik where r.schedule_id = v_schedule and x.answer is not null loop",
    "    select t.id into v_round from public.tracer_rounds t",
    "     where t.registration_id = g.id and t.opens_on <= current_date - 7 order by t.round_month desc limit 1;",
    "    insert into public.tracer_answers (round_id, question_id, wording, options, value, answered_at)",
    "    select v_round, q.id, q.wording, q.options, a.value, t.opens_on + 1 + g.n % 5 + time '10:00'",
    "      from jsonb_each(g.answer) a join public.tracer_questions q on q.key = a.key and q.retired_at is null",
    "      cross join public.tracer_rounds t where t.id = v_round;",
    "    update public.tracer_rounds t set answered_at = t.opens_on + 1 + g.n % 5 + time '10:00' where t.id = v_round;",
    "  end loop;",
    "end",
    "$$;",
    "",
  ];
}
