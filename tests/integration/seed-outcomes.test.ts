/**
 * The outcomes' demo content (supabase/seed/outcomes.ts from supabase/seed/data.ts; docs/local-backend.md "Demo
 * content"): what a fresh `npm run dev` shows on /lowongan, a program's page and /hasil-pelatihan. The database is
 * shared with the other files, so every check reads the seed's own rows (by name, NIK or position).
 */
import { describe, expect, it } from "vitest";
import { anonClient, serviceClient, sql } from "../helpers/supabase";
import { GRADUATES, GRADUATE_BATCH, PARTNERS, VACANCIES } from "../../supabase/seed/data";

const positions = VACANCIES.map((v) => v.position);

describe("the seeded partners and vacancies", () => {
  it("visitors see the two open vacancies, nearest deadline first, with their partner and programs; the past one only the panel", async () => {
    const { data: partners } = await anonClient().from("partners").select("name, sector, cooperation, website").in("name", PARTNERS.map((p) => p.name)).order("position").throwOnError();
    expect(partners).toEqual(PARTNERS.map(({ name, sector, cooperation, website }) => ({ name, sector, cooperation, website })));

    const { data: open } = await anonClient().from("vacancies").select("position, deadline, program_ids, partners(name)").in("position", positions).order("deadline").throwOnError();
    const expected = VACANCIES.filter((v) => v.deadlineDay >= 0).sort((a, b) => a.deadlineDay - b.deadlineDay);
    expect(open.map((v) => v.position)).toEqual(expected.map((v) => v.position));
    const { data: programs } = await anonClient().from("programs").select("id, name").throwOnError();
    const idOf = (name: string) => programs.find((p) => p.name === name)!.id;
    for (const [i, v] of expected.entries()) {
      expect(open[i].program_ids).toEqual(v.programs.map(idOf).sort((a, b) => a - b));
      expect(open[i].partners?.name ?? null).toBe(v.partner ?? null);
    }
    const { data: all } = await serviceClient().from("vacancies").select("position, deadline").in("position", positions).throwOnError();
    const [{ today }] = await sql<{ today: string }>("select private.jakarta_today()::text as today");
    const past = all.filter((v) => v.deadline < today).map((v) => v.position);
    expect(past).toEqual(VACANCIES.filter((v) => v.deadlineDay < 0).map((v) => v.position));
  });
});

describe("the seeded graduates", () => {
  it("a batch of a seeded program that ended last year, every graduate Selesai with the completion rule met", async () => {
    const [batch] = await sql<{ id: number; year: number; this_year: number; end_day: number; retention_ok: boolean }>(
      `select s.id, extract(year from s."endDate")::int as year, extract(year from current_date)::int as this_year,
              extract(isodow from s."endDate")::int as end_day,
              s."endDate" + make_interval(months => (select retention_months from public.registration_settings where id = 1)) >= current_date as retention_ok
         from public.schedules s where s.program = $1 and s.batch = $2`,
      [GRADUATE_BATCH.program, GRADUATE_BATCH.batch],
    );
    expect(batch.year).toBe(batch.this_year - 1);
    expect(batch.end_day).toBe(5); // a Friday
    expect(batch.retention_ok).toBe(true); // the clean-up has not erased them
    const rows = await sql<{ nik: string; status: string; days: number; present: number; result: string }>(
      `select r.nik, r.status, (select count(*)::int from private.training_days(r.schedule_id)) as days,
              (select count(*)::int from public.attendance a where a.registration_id = r.id and a.status = 'hadir') as present,
              (select result from public.assessments a where a.registration_id = r.id) as result
         from public.registrations r where r.schedule_id = $1 order by r.nik`,
      [batch.id],
    );
    expect(rows.map((r) => r.nik)).toEqual(GRADUATES.map((g) => g.nik).sort());
    for (const r of rows) {
      expect(r.nik).toMatch(/^999999\d{10}$/); // invented: no region has that code
      expect(r).toMatchObject({ status: "selesai", present: r.days, result: "kompeten" });
    }
  });

  it("their answers follow the seeded questions, were given after their round opened, and make a public figure", async () => {
    const faults = await sql<{ nik: string; key: string; fault: string }>(
      `with answered as (
         select r.nik, t.id as round_id, t.opens_on, t.answered_at,
                (select a.value #>> '{}' from public.tracer_answers a join public.tracer_questions q on q.id = a.question_id
                  where a.round_id = t.id and q.key = 'status') as status
           from public.tracer_rounds t join public.registrations r on r.id = t.registration_id
           join public.schedules s on s.id = r.schedule_id
          where s.program = $1 and s.batch = $2 and t.answered_at is not null)
       select x.nik, q.key,
              case when a.value is null and q.required then 'missing'
                   when a.value is not null and q.kind = 'choice' and not (q.options ? (a.value #>> '{}')) then 'not an option'
                   when a.value is not null and q.kind = 'number' and ((a.value #>> '{}')::int not between q.min_value and q.max_value) then 'out of range'
                   when a.value is not null and a.wording <> q.wording then 'wording' end as fault
         from answered x cross join public.tracer_questions q
         left join public.tracer_answers a on a.round_id = x.round_id and a.question_id = q.id
        where q.retired_at is null
          and (q.shown_when is null or (q.shown_when -> 'status') ? x.status)
       union all
       select x.nik, q.key, 'answered while hidden'
         from answered x join public.tracer_answers a on a.round_id = x.round_id join public.tracer_questions q on q.id = a.question_id
        where q.shown_when is not null and not ((q.shown_when -> 'status') ? x.status)
       union all
       select x.nik, '', 'answered before the round opened or in the future'
         from answered x where x.answered_at < x.opens_on or x.answered_at > now()`,
      [GRADUATE_BATCH.program, GRADUATE_BATCH.batch],
    );
    const answered = GRADUATES.filter((g) => g.answer);
    // every answered round was checked against every question shown for its status (at least 4 each)
    expect(faults.filter((f) => f.fault === null).length).toBeGreaterThanOrEqual(answered.length * 4);
    expect(faults.filter((f) => f.fault !== null)).toEqual([]);

    const placed = answered.filter((g) => g.answer!.status === "Bekerja" || g.answer!.status === "Wirausaha");
    expect(answered.length).toBeGreaterThanOrEqual(5);
    expect(new Set(answered.map((g) => g.answer!.status))).toEqual(new Set(["Bekerja", "Wirausaha", "Belum Bekerja"]));
    expect(answered.some((g) => g.answer!.quote_consent === true && typeof g.answer!.helped_most === "string")).toBe(true);

    const { data } = await anonClient().rpc("public_outcomes").throwOnError();
    const year = new Date().getFullYear() - 1;
    expect(data.find((o) => o.program === GRADUATE_BATCH.program && o.year === year)).toMatchObject({
      graduates: GRADUATES.length,
      reached: answered.length,
      placed: placed.length,
    });
  });
});
