/**
 * The tracer study (migration 20261128000008_tracer_study.sql, docs/outcomes.md): rounds of graduates, the token
 * that answers exactly one round, the public form and submission (POST only, one answer for unknown and expired,
 * validation all or nothing, corrections), who reads answers, and the figures (both denominators, rounding, the
 * 5-answer floor, the months distribution).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { adminClient, createInstructor, createMember, sql, type TestClient } from "../helpers/supabase";
import { rpcRequest, type Json } from "../helpers/gateway-request";
import { insertApplication, insertBatch } from "../helpers/applications";
import { paths } from "@/config/paths";

/** This file's own client address, so its failure counts depend on no other file. */
const FROM = "127.0.0.34";

const rpc = (client: TestClient | null, name: string, args: Json, method = "POST") => rpcRequest(FROM, client, name, args, method);

/** A batch that ended `monthsAgo` months (and a few days) ago, with `n` graduates. */
async function endedBatch(n: number, monthsAgo = 7, program = `Tracer Uji ${Date.now()}${Math.random()}`) {
  const b = await insertBatch({ program });
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push((await insertApplication(b.id, { status: "selesai", full_name: `Teuku Lulusan ${i}` })).id);
  await sql(
    `update public.schedules set "startDate" = (current_date - make_interval(months => $2::int))::date - 40,
       "endDate" = (current_date - make_interval(months => $2::int))::date - 3 where id = $1`,
    [b.id, monthsAgo],
  );
  return { ...b, ids };
}
/** The rounds of the given graduates (created as the panel's list creates them), all still open. */
async function roundsOf(ids: number[]) {
  await sql("select private.create_due_tracer_rounds()");
  await sql("update public.tracer_rounds set closes_on = current_date + 30 where registration_id = any($1::bigint[])", [ids]);
  return sql<{ id: number; registration_id: number; round_month: number; token: string }>(
    "select id, registration_id, round_month, token from public.tracer_rounds where registration_id = any($1::bigint[]) order by registration_id, round_month",
    [ids],
  );
}
const working = (months = 2) => ({ status: "Bekerja", employer: "PT Uji", sector: "Pemerintahan", work_fits: "Sesuai", months_to_first: months });
const submit = (token: string, answers: unknown) => rpc(null, "tracer_submit", { p_token: token, p_answers: answers });

let admin: TestClient;
beforeAll(async () => {
  admin = await adminClient();
});

describe("the public form", () => {
  it("refuses GET and answers POST for anon; a token opens exactly its own graduate's round", async () => {
    const b = await endedBatch(2);
    const rounds = await roundsOf(b.ids);
    expect(rounds.map((r) => r.round_month)).toEqual([3, 6, 3, 6]);
    for (const [name, args] of [["tracer_form", { p_token: rounds[0].token }], ["tracer_submit", { p_token: rounds[0].token, p_answers: "{}" }]] as const) {
      const got = await rpc(null, name, args, "GET");
      expect(got.status, name).toBe(405);
      expect(got.headers.allow).toBe("POST");
    }
    const form = await rpc(null, "tracer_form", { p_token: rounds[1].token });
    expect(form.status).toBe(200);
    expect(form.body).toMatchObject({ program: b.program, batch: b.batch, round_month: 6, first_name: "Teuku", answers: {} });
    expect(JSON.stringify(form.body)).not.toMatch(/Lulusan|9171|1999/);
    // answering round 6 of graduate 0 leaves round 3 and graduate 1 untouched
    expect((await submit(rounds[1].token, working())).status).toBe(200);
    const answered = await sql<{ id: number }>("select id from public.tracer_rounds where answered_at is not null and id = any($1::bigint[])", [rounds.map((r) => r.id)]);
    expect(answered.map((r) => r.id)).toEqual([rounds[1].id]);
  });

  it("carries the program's id (the oldest program of the schedule's name; null without one) and nothing else personal", async () => {
    const b = await endedBatch(1);
    const [r] = await roundsOf(b.ids);
    const before = await rpc(null, "tracer_form", { p_token: r.token });
    expect(before.body).toMatchObject({ program: b.program, program_id: null });
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const [p] = await sql<{ id: number }>("insert into public.programs (name, category, duration, description) values ($1, 'PBL', '40 JP', 'Uji') returning id", [b.program]);
      ids.push(Number(p.id));
    }
    const form = await rpc(null, "tracer_form", { p_token: r.token });
    expect(form.status).toBe(200);
    expect((form.body as Record<string, unknown>).program_id).toBe(ids[0]);
    // the same keys as before plus the program's id: no NIK, no phone, no full name
    expect(Object.keys(form.body as object).sort()).toEqual(["answered_at", "answers", "batch", "editable_until", "first_name", "program", "program_id", "questions", "round_month"]);
    expect(JSON.stringify(form.body)).not.toMatch(/Lulusan|9171|1999/);
    // the answer to a submission carries it too (the thank-you asks the program's vacancies with it)
    expect((await submit(r.token, working())).body).toMatchObject({ program_id: ids[0] });
  });

  it("validates every answer all or nothing, with an Indonesian message naming the field", async () => {
    const b = await endedBatch(1);
    const [r] = await roundsOf(b.ids);
    const cases: [unknown, string][] = [
      [{ status: "Bekerja" }, "employer"],
      [{ ...working(), status: "Pengangguran" }, "status"],
      [{ ...working(), months_to_first: 2.5 }, "months_to_first"],
      [{ ...working(), months_to_first: 61 }, "months_to_first"],
      [{ ...working(), helped_most: "x".repeat(501) }, "helped_most"],
      [{ status: "Belum Bekerja", employer: "PT Uji" }, "employer"],
      [{ ...working(), quote_consent: "ya" }, "quote_consent"],
      [{ ...working(), nope: 1 }, "nope"],
    ];
    for (const [answers, field] of cases) {
      const res = await submit(r.token, answers);
      expect(res.status, JSON.stringify(answers)).toBe(422);
      expect(res.body.details).toBe(field);
      expect(String(res.body.message)).toMatch(/wajib|Pilih|bilangan|paling banyak|tidak berlaku|ya atau tidak|berubah/);
    }
    const [{ n }] = await sql<{ n: number }>("select count(*)::int n from public.tracer_answers where round_id = $1", [r.id]);
    expect(n).toBe(0);
    // optional income may be skipped; a status that hides questions needs none of them
    expect((await submit(r.token, { status: "Belum Bekerja" })).status).toBe(200);
  });

  it("answers once, corrects within the window (same link), refuses after it and after erasure with the same answer", async () => {
    const b = await endedBatch(2);
    const rounds = await roundsOf(b.ids);
    const r = rounds[1];
    const first = await submit(r.token, working(1));
    expect(first.status).toBe(200);
    const second = await submit(r.token, { status: "Wirausaha", business_field: "Jasa servis komputer", months_to_first: 3, quote_consent: true });
    expect(second.status).toBe(200);
    const [row] = await sql<{ answered_at: string; corrected_at: string | null; keys: string[] }>(
      `select t.answered_at::text, t.corrected_at::text, array(select q.key from public.tracer_answers a join public.tracer_questions q on q.id = a.question_id
        where a.round_id = t.id order by q.key) keys from public.tracer_rounds t where t.id = $1`,
      [r.id],
    );
    expect(row.corrected_at).not.toBeNull();
    expect(row.keys).toEqual(["business_field", "months_to_first", "quote_consent", "status"]);
    expect((await rpc(null, "tracer_form", { p_token: r.token })).body).toMatchObject({ answers: { status: "Wirausaha" } });

    // after the round closed and the correction window passed: nothing written
    await sql("update public.tracer_rounds set closes_on = current_date - 1, answered_at = now() - interval '15 days' where id = $1", [r.id]);
    const late = await submit(r.token, working());
    expect(late.status).toBe(404);
    expect((await sql<{ v: string }>("select value #>> '{}' v from public.tracer_answers a join public.tracer_questions q on q.id = a.question_id where a.round_id = $1 and q.key = 'status'", [r.id]))[0].v).toBe("Wirausaha");
    // an unanswered round past its closing date, an unknown token: the same answer
    await sql("update public.tracer_rounds set closes_on = current_date - 1 where id = $1", [rounds[0].id]);
    const expired = await rpc(null, "tracer_form", { p_token: rounds[0].token });
    const unknown = await rpc(null, "tracer_form", { p_token: "A".repeat(43) });
    expect(expired.status).toBe(404);
    expect(unknown.body).toEqual(expired.body);

    // erasure takes the graduate's rounds with them
    const other = rounds[2];
    await sql("select public.erase_registration($1, now())", [b.ids[1]]);
    const erased = await submit(other.token, working());
    expect(erased.status).toBe(404);
    expect(erased.body).toEqual(expired.body);
  });

  it("limits failures per client with Retry-After", async () => {
    await sql("delete from public.tracer_attempts");
    await sql("update public.tracer_limits set failures_per_client = 3");
    try {
      for (let i = 0; i < 3; i++) expect((await rpc(null, "tracer_form", { p_token: "B".repeat(43) })).status).toBe(404);
      const limited = await rpc(null, "tracer_form", { p_token: "B".repeat(43) });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      await sql("update public.tracer_limits set failures_per_client = 30");
      await sql("delete from public.tracer_attempts");
    }
  });
});

describe("who reads what", () => {
  it("only admins read answers; operators and instructors read none; the token is readable by no API role", async () => {
    const b = await endedBatch(1);
    const [r] = await roundsOf(b.ids);
    await submit(r.token, working());
    const operator = (await createMember("operator")).client;
    const instructor = (await createInstructor()).client;
    for (const c of [operator, instructor]) {
      const { data } = await c.from("tracer_answers").select("*").eq("round_id", r.id);
      expect(data ?? []).toEqual([]);
      expect((await rpc(c, "tracer_answers", { p_round_id: r.id })).status).toBe(403);
      expect((await rpc(c, "tracer_link", { p_round_id: r.id })).status).toBe(403);
    }
    expect((await rpc(null, "tracer_due", {})).status).toBeGreaterThanOrEqual(401);
    const { error } = await admin.from("tracer_rounds").select("token").eq("id", r.id);
    expect(error).not.toBeNull();
    const link = await rpc(admin, "tracer_link", { p_round_id: r.id });
    expect(link.body).toMatchObject({ path: `${paths.alumniSurvey.getHref()}#${r.token}` });
    const answers = await rpc(admin, "tracer_answers", { p_round_id: r.id });
    expect(answers.body).toEqual(expect.arrayContaining([expect.objectContaining({ key: "status", value: "Bekerja" })]));
  });

  it("the survey's template must carry {tautan}; the other templates may not", async () => {
    const [survey] = await sql<{ id: number; body: string }>("select id, body from public.message_templates where status = 'survei_alumni'");
    expect(survey.body).toContain("{tautan}");
    const without = await admin.from("message_templates").update({ body: "Halo {nama}, isi survei kami." }).eq("id", survey.id).select("id");
    expect(without.error?.code).toBe("23514");
    const [lulus] = await sql<{ id: number; body: string }>("select id, body from public.message_templates where status = 'lulus'");
    const other = await admin.from("message_templates").update({ body: `${lulus.body} {tautan}` }).eq("id", lulus.id).select("id");
    expect(other.error?.code).toBe("23514");
  });

  it("sending records the channel on the timeline, nothing personal", async () => {
    const b = await endedBatch(1);
    const [r] = await roundsOf(b.ids);
    expect((await rpc(admin, "record_tracer_sent", { p_round_id: r.id, p_channel: "whatsapp" })).status).toBe(200);
    const [ev] = await sql<{ details: Json }>("select details from public.registration_events where registration_id = $1 and kind = 'tracer_sent'", [b.ids[0]]);
    expect(ev.details).toEqual({ round_month: 3, channel: "whatsapp" });
    expect((await rpc(admin, "record_tracer_sent", { p_round_id: r.id, p_channel: "email" })).status).toBe(410);
  });
});

describe("sending from the panel (migration 20261129000001)", () => {
  it("tracer_link hands the link with the two addresses it may go to", async () => {
    const b = await endedBatch(1);
    await sql("update public.registrations set email = 'lulusan@example.com' where id = $1", [b.ids[0]]);
    const [r] = await roundsOf(b.ids);
    const link = await rpc(admin, "tracer_link", { p_round_id: r.id });
    expect(link.body).toEqual({ round_id: r.id, token: r.token, path: `${paths.alumniSurvey.getHref()}#${r.token}`, whatsapp: "6281234567890", email: "lulusan@example.com" });
  });

  it("tracer_due_summary counts, per batch and round, the graduates due this week never sent: no names, read only", async () => {
    const b = await endedBatch(3, 3); // ended 3 months and 3 days ago: round 3 open, round 6 not yet
    const summary = async () =>
      ((await rpc(admin, "tracer_due_summary", {}, "GET")).body as unknown as Json[]).filter((x) => x.schedule_id === b.id);
    const rows = await sql<{ n: number }>("select count(*)::int n from public.tracer_rounds where registration_id = any($1::bigint[])", [b.ids]);
    expect(await summary()).toEqual([expect.objectContaining({ program: b.program, batch: b.batch, round_month: 3, count: 3 })]);
    // a read: it created no round
    expect((await sql<{ n: number }>("select count(*)::int n from public.tracer_rounds where registration_id = any($1::bigint[])", [b.ids]))[0].n).toBe(rows[0].n);
    expect(JSON.stringify(await summary())).not.toMatch(/Lulusan/);
    const rounds = await roundsOf(b.ids);
    const three = rounds.filter((r) => r.round_month === 3);
    expect((await rpc(admin, "record_tracer_sent", { p_round_id: three[0].id, p_channel: "whatsapp" })).status).toBe(200);
    expect((await submit(three[1].token, { status: "Belum Bekerja" })).status).toBe(200);
    expect(await summary()).toEqual([expect.objectContaining({ round_month: 3, count: 1 })]);
    // the round closed (ended 3 months and 10 days ago, open for 7 days): no longer due
    await sql("update public.tracer_settings set answer_days = 7");
    await sql(`update public.schedules set "endDate" = (current_date - interval '3 months')::date - 10 where id = $1`, [b.id]);
    try {
      expect(await summary()).toEqual([]);
    } finally {
      await sql("update public.tracer_settings set answer_days = 60");
    }
  });

  it("tracer_due_summary: null for a member who does not read personal data, refused for visitors", async () => {
    const operator = (await createMember("operator")).client;
    const got = await rpc(operator, "tracer_due_summary", {});
    expect(got.status).toBe(200);
    expect(got.body).toBeNull();
    expect((await rpc(null, "tracer_due_summary", {})).status).toBeGreaterThanOrEqual(401);
  });
});

describe("the questions", () => {
  it("admins add, edit, reorder and retire; the core keys stay; answers keep the wording they were given to", async () => {
    const b = await endedBatch(1);
    const [r] = await roundsOf(b.ids);
    const added = await rpc(admin, "add_tracer_question", { p_kind: "choice", p_wording: "Apakah Anda memiliki sertifikat BNSP?", p_options: ["Ya", "Tidak"] });
    expect(added.status).toBe(200);
    const id = added.body.id as number;
    expect(added.body.key).toBe(`q${id}`);
    expect((await rpc(admin, "add_tracer_question", { p_kind: "choice", p_wording: "Satu pilihan?", p_options: ["Ya"] })).status).toBe(400);
    await submit(r.token, { status: "Belum Bekerja", [`q${id}`]: "Ya" });
    expect((await rpc(admin, "edit_tracer_question", { p_id: id, p_wording: "Sertifikat BNSP?", p_options: ["Ya", "Tidak", "Sedang proses"] })).status).toBe(200);
    const answers = (await rpc(admin, "tracer_answers", { p_round_id: r.id })).body as unknown as Json[];
    expect(answers.find((a) => a.key === `q${id}`)).toMatchObject({ wording: "Apakah Anda memiliki sertifikat BNSP?", options: ["Ya", "Tidak"], value: "Ya" });

    const active = await sql<{ id: number }>("select id from public.tracer_questions where retired_at is null order by position");
    const order = [id, ...active.map((q) => q.id).filter((q) => q !== id)];
    expect((await rpc(admin, "reorder_tracer_questions", { p_ids: order })).body).toEqual(order);
    expect((await rpc(admin, "reorder_tracer_questions", { p_ids: order.slice(1) })).status).toBe(400);
    const form = await rpc(null, "tracer_form", { p_token: r.token });
    expect((form.body.questions as Json[])[0].key).toBe(`q${id}`);

    for (const key of ["status", "months_to_first"]) {
      const [q] = await sql<{ id: number }>("select id from public.tracer_questions where key = $1", [key]);
      const refused = await rpc(admin, "retire_tracer_question", { p_id: q.id });
      expect(refused.status).toBe(400);
      expect(String(refused.body.message)).toMatch(/tidak dapat dihentikan/);
    }
    expect((await rpc(admin, "retire_tracer_question", { p_id: id })).status).toBe(200);
    const after = await rpc(null, "tracer_form", { p_token: r.token });
    expect((after.body.questions as Json[]).map((q) => q.key)).not.toContain(`q${id}`);
    // the answer given to the retired question stays for the admins
    expect(((await rpc(admin, "tracer_answers", { p_round_id: r.id })).body as unknown as Json[]).some((a) => a.key === `q${id}`)).toBe(true);
    await sql("update public.tracer_questions set position = id where retired_at is null");
  });

  it("a question's \"hanya untuk\" and required are set on add and edit; status stays required and always shown", async () => {
    const b = await endedBatch(1);
    const [r] = await roundsOf(b.ids);
    const added = await rpc(admin, "add_tracer_question", {
      p_kind: "text", p_wording: "Jabatan Anda", p_required: true, p_shown_when: { status: ["Bekerja"] },
    });
    expect(added.status).toBe(200);
    const id = added.body.id as number;
    expect(added.body.shown_when).toEqual({ status: ["Bekerja"] });
    // hidden for another status (and not required then), required for Bekerja
    expect((await submit(r.token, { status: "Belum Bekerja" })).status).toBe(200);
    expect((await submit(r.token, { status: "Bekerja", employer: "PT A", sector: "Pemerintahan", work_fits: "Sesuai", months_to_first: 1 })).status).toBe(422);
    for (const bad of [{ status: [] }, { status: ["Pensiun"] }, { status: ["Bekerja", "Bekerja"] }, { program: ["Bekerja"] }, { status: "Bekerja" }, ["Bekerja"]]) {
      const refused = await rpc(admin, "add_tracer_question", { p_kind: "text", p_wording: "Salah?", p_shown_when: bad });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(String(refused.body.message)).toBe('Batasan "hanya untuk" harus memuat satu atau lebih status yang berbeda: Bekerja, Wirausaha, Melanjutkan Pendidikan, Belum Bekerja.');
    }
    // null keeps, {} clears
    const kept = await rpc(admin, "edit_tracer_question", { p_id: id, p_wording: "Jabatan" });
    expect(kept.body).toMatchObject({ wording: "Jabatan", required: true, shown_when: { status: ["Bekerja"] } });
    const changed = await rpc(admin, "edit_tracer_question", { p_id: id, p_wording: "Jabatan", p_required: false, p_shown_when: {} });
    expect(changed.body).toMatchObject({ required: false, shown_when: null });
    const [status] = await sql<{ id: number; wording: string; options: string[] }>("select id, wording, options from public.tracer_questions where key = 'status'");
    const notRequired = await rpc(admin, "edit_tracer_question", { p_id: status.id, p_wording: status.wording, p_options: status.options, p_required: false });
    expect(notRequired.status).toBe(400);
    expect(String(notRequired.body.message)).toMatch(/status selalu wajib/);
    const limited = await rpc(admin, "edit_tracer_question", { p_id: status.id, p_wording: status.wording, p_options: status.options, p_shown_when: { status: ["Bekerja"] } });
    expect(limited.status).toBe(400);
    expect(String(limited.body.message)).toBe("Pertanyaan status selalu ditampilkan.");
    expect((await rpc(admin, "retire_tracer_question", { p_id: id })).status).toBe(200);
  });
});

describe("the figures", () => {
  it("both denominators, rounding half up, the months distribution, the latest round within 6 months", async () => {
    const b = await endedBatch(7, 7);
    const rounds = await roundsOf(b.ids);
    const r6 = (i: number) => rounds.find((r) => r.registration_id === b.ids[i] && r.round_month === 6)!;
    const r3 = (i: number) => rounds.find((r) => r.registration_id === b.ids[i] && r.round_month === 3)!;
    // graduate 0: Belum Bekerja at 3 months, Bekerja at 6 (the 6 counts)
    await submit(r3(0).token, { status: "Belum Bekerja" });
    await submit(r6(0).token, working(5));
    await submit(r6(1).token, working(0));
    await submit(r3(2).token, { status: "Wirausaha", business_field: "Kuliner", months_to_first: 9 });
    await submit(r6(3).token, working(2));
    await submit(r6(4).token, { status: "Melanjutkan Pendidikan" });
    await submit(r6(5).token, { status: "Belum Bekerja" });
    // graduate 6 never answers
    const figures = (await rpc(admin, "placement_figures", { p_year: null })).body as unknown as Json[];
    const g = figures.find((f) => f.schedule_id === b.id)!;
    // 6 of 7 reached: 85.714 -> 85.7; 4 placed of 6 reached: 66.666 -> 66.7; 4 of 7: 57.142 -> 57.1
    expect(g).toMatchObject({ graduates: 7, reached: 6, placed: 4, response_rate: 85.7, placement_rate: 66.7, placed_of_graduates: 57.1 });
    expect(g.months_to_first).toEqual({ "0-1": 1, "2-3": 1, "4-6": 1, ">6": 1 });
    const pub = await rpc(null, "public_outcomes", {});
    expect(pub.status).toBe(200);
    expect((pub.body as unknown as Json[]).find((p) => p.program === b.program)).toMatchObject({ graduates: 7, reached: 6, placed: 4, placement_rate: 66.7 });
  });

  it("per program (migration 20261129000020): its batches added up, each rate over the program's own graduates; at aal2 for admins, POST only", async () => {
    const program = `Tracer Program ${Date.now()}${Math.random()}`;
    const a = await endedBatch(3, 7, program);
    const b = await endedBatch(4, 7, program);
    const ra = (await roundsOf(a.ids)).filter((r) => r.round_month === 6);
    const rb = (await roundsOf(b.ids)).filter((r) => r.round_month === 6);
    await submit(ra[0].token, working(1));
    await submit(ra[1].token, { status: "Belum Bekerja" });
    await submit(rb[0].token, { status: "Wirausaha", business_field: "Kuliner", months_to_first: 7 });
    const [{ year }] = await sql<{ year: number }>(`select extract(year from "endDate")::int as year from public.schedules where id = $1`, [a.id]);
    const res = await rpc(admin, "placement_by_program", { p_year: year });
    expect(res.status).toBe(200);
    const g = (res.body as unknown as Json[]).find((f) => f.program === program);
    // 3 of 7 answered: 42.857 -> 42.9; 2 placed of 3: 66.7 (the batches' own rates, 50 and 100, average 75: not used);
    // 2 of 7 graduates: 28.571 -> 28.6
    expect(g).toEqual({
      program, year, batches: 2, graduates: 7, reached: 3, placed: 2, response_rate: 42.9, placement_rate: 66.7, placed_of_graduates: 28.6,
      months_to_first: { "0-1": 1, "2-3": 0, "4-6": 0, ">6": 1 },
    });
    // the same as the batches' figures added up
    const batches = ((await rpc(admin, "placement_figures", { p_year: year })).body as unknown as Json[]).filter((f) => f.program === program);
    expect(batches.map((f) => [f.graduates, f.reached, f.placed, f.placement_rate])).toEqual(
      expect.arrayContaining([[3, 2, 1, 50], [4, 1, 1, 100]]),
    );
    // another year: not there
    expect(((await rpc(admin, "placement_by_program", { p_year: year - 5 })).body as unknown as Json[]).some((f) => f.program === program)).toBe(false);
    // GET refused; operators and visitors refused
    expect((await rpc(admin, "placement_by_program", {}, "GET")).status).toBe(405);
    const operator = (await createMember("operator")).client;
    expect((await rpc(operator, "placement_by_program", { p_year: year })).status).toBe(403);
    expect((await rpc(null, "placement_by_program", { p_year: year })).status).toBeGreaterThanOrEqual(401);
  });

  it("the export lists answered rounds and is recorded in the security activity", async () => {
    const b = await endedBatch(1, 7);
    const [r] = await roundsOf(b.ids);
    await submit(r.token, working(4));
    const [{ year }] = await sql<{ year: number }>(`select extract(year from "endDate")::int as year from public.schedules where id = $1`, [b.id]);
    const before = await sql("select id from public.security_events where kind = 'tracer_exported'");
    const res = await rpc(admin, "export_tracer", { p_year: year });
    expect(res.status).toBe(200);
    expect((res.body.rows as Json[]).some((x) => x.batch === b.batch && (x.answers as Json).status === "Bekerja")).toBe(true);
    const after = await sql<{ details: Json }>("select details from public.security_events where kind = 'tracer_exported' order by id");
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)!.details).toMatchObject({ year });
  });

  it("the 5-answer floor: 4 answers say nothing publicly, 5 do; 100 % and half-up rounding; an erased graduate counts as not reached", async () => {
    const b = await endedBatch(8, 7);
    const rounds = (await roundsOf(b.ids)).filter((r) => r.round_month === 6);
    for (let i = 0; i < 4; i++) await submit(rounds[i].token, working());
    const find = async () => ((await rpc(null, "public_outcomes", {})).body as unknown as Json[]).find((p) => p.program === b.program);
    expect(await find()).toBeUndefined();
    await submit(rounds[4].token, working());
    // 5 of 8 = 62.5 (exact), 5 of 5 = 100
    expect(await find()).toMatchObject({ graduates: 8, reached: 5, placed: 5, response_rate: 62.5, placement_rate: 100, placed_of_graduates: 62.5 });
    const [{ half }] = await sql<{ half: string }>("select private.percent(1, 8)::text half");
    expect(half).toBe("12.5");
    const [{ up }] = await sql<{ up: string }>("select private.percent(1, 16)::text up"); // 6.25 -> 6.3
    expect(up).toBe("6.3");
    const [{ none }] = await sql<{ none: string | null }>("select private.percent(0, 0)::text none");
    expect(none).toBeNull();
    // an erased graduate who had answered stays a graduate, no longer reached: back under the floor
    await sql("select public.erase_registration($1, now())", [b.ids[0]]);
    expect(await find()).toBeUndefined();
    const figures = (await rpc(admin, "placement_figures", { p_year: null })).body as unknown as Json[];
    expect(figures.find((f) => f.schedule_id === b.id)).toMatchObject({ graduates: 8, reached: 4, placed: 4, response_rate: 50, placed_of_graduates: 50 });
  });
});
