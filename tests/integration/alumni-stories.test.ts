/**
 * Alumni stories (migration 20261130000001_alumni_stories.sql, docs/outcomes.md "Alumni stories"): only with the
 * graduate's consent, only a verbatim excerpt of their own answer, shown while the answer still consents and still
 * holds the quote (checked on every read), gone with an erased application; admins at aal2 only; the public list
 * anonymous.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { adminClient, createInstructor, createMember, sql, type TestClient } from "../helpers/supabase";
import { rpcRequest, type Json } from "../helpers/gateway-request";
import { insertApplication, insertBatch } from "../helpers/applications";

/** This file's own client address, so its failure counts depend on no other file. */
const FROM = "127.0.0.36";

const rpc = (client: TestClient | null, name: string, args: Json, method = "POST") => rpcRequest(FROM, client, name, args, method);

const HELPED = "Praktik jaringan setiap hari membuat saya berani melamar sebagai teknisi di kantor dinas.";

/** One graduate of a batch that ended 7 months ago, with an open round 6 answered as given. */
async function answeredRound(answers: Json, program = `Cerita Uji ${Date.now()}${Math.random()}`) {
  const b = await insertBatch({ program });
  const { id } = await insertApplication(b.id, { status: "selesai", full_name: "Cut Rahmawati Lulusan" });
  await sql(
    `update public.schedules set "startDate" = (current_date - interval '7 months')::date - 40,
       "endDate" = (current_date - interval '7 months')::date - 3 where id = $1`,
    [b.id],
  );
  await sql("select private.create_due_tracer_rounds()");
  await sql("update public.tracer_rounds set closes_on = current_date + 30 where registration_id = $1", [id]);
  const [round] = await sql<{ id: number; token: string }>(
    "select id, token from public.tracer_rounds where registration_id = $1 and round_month = 6",
    [id],
  );
  const res = await rpc(null, "tracer_submit", { p_token: round.token, p_answers: answers });
  expect(res.status).toBe(200);
  const [{ year }] = await sql<{ year: number }>(`select extract(year from "endDate")::int as year from public.schedules where id = $1`, [b.id]);
  return { program, registrationId: id, roundId: round.id, token: round.token, year };
}
const working = { status: "Bekerja", employer: "Dinas Kominfo Aceh", sector: "Pemerintahan", work_fits: "Sesuai", months_to_first: 2 };
const consenting = { ...working, helped_most: HELPED, improve: "Tambah jam praktik konfigurasi router.", quote_consent: true };

const save = (client: TestClient | null, roundId: number, quote: string, published = true, key = "helped_most") =>
  rpc(client, "save_alumni_story", { p_round_id: roundId, p_question_key: key, p_quote: quote, p_published: published });
const shown = async (program: string) => {
  const res = await rpc(null, "public_alumni_stories", { p_program: program }, "GET");
  expect(res.status).toBe(200);
  return res.body as unknown as Json[];
};

let admin: TestClient;
beforeAll(async () => {
  admin = await adminClient();
});

describe("saving a story", () => {
  it("refuses without consent, an answer not given, a quote not in the answer, the employer's name", async () => {
    const refused = await answeredRound({ ...working, helped_most: HELPED, quote_consent: false });
    const noConsent = await save(admin, refused.roundId, HELPED);
    expect(noConsent.status).toBe(409);
    expect(noConsent.body.message).toBe("Lulusan ini tidak menyetujui jawabannya dikutip.");
    // consent never answered: the same
    const silent = await answeredRound({ ...working, helped_most: HELPED });
    expect((await save(admin, silent.roundId, HELPED)).status).toBe(409);

    const r = await answeredRound(consenting);
    for (const quote of [
      "Praktik jaringan setiap hari membuat saya berani melamar sebagai programmer.", // words changed
      "Pelatihan ini sangat membantu saya mendapat pekerjaan.", // words put in the graduate's mouth
      "Praktik jaringan … kantor dinas.", // an ellipsis the answer does not have
    ]) {
      const res = await save(admin, r.roundId, quote);
      expect(res.status, quote).toBe(422);
      expect(res.body.message).toBe("Kutipan harus diambil apa adanya dari jawaban lulusan.");
    }
    expect((await save(admin, r.roundId, "Praktik")).body.message).toBe("Kutipan harus 20 sampai 300 karakter.");
    const employer = await save(admin, r.roundId, "Dinas Kominfo Aceh", true, "employer");
    expect(employer.status).toBe(422);
    expect(employer.body.message).toMatch(/bukan nama tempat kerja/);
    const business = await answeredRound({ status: "Wirausaha", business_field: "Servis laptop dan jaringan kantor", months_to_first: 1, quote_consent: true });
    expect((await save(admin, business.roundId, "Servis laptop dan jaringan kantor", true, "business_field")).status).toBe(422);
    expect((await save(admin, business.roundId, HELPED)).body.message).toMatch(/tidak menjawab pertanyaan/);
    expect(await sql("select id from public.alumni_stories where round_id = any($1::bigint[])", [[refused.roundId, silent.roundId, r.roundId, business.roundId]])).toEqual([]);
  });

  it("keeps a shortened excerpt, trimmed; one story per round, saved again it is changed", async () => {
    const r = await answeredRound(consenting);
    const first = await save(admin, r.roundId, "  membuat saya berani melamar sebagai teknisi  ", false);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ quote: "membuat saya berani melamar sebagai teknisi", published: false, state: "unpublished" });
    expect(await shown(r.program)).toEqual([]);
    const second = await save(admin, r.roundId, "Tambah jam praktik konfigurasi router.", true, "improve");
    expect(second.body).toMatchObject({ id: first.body.id, question_key: "improve", state: "shown" });
    expect(await sql("select id from public.alumni_stories where round_id = $1", [r.roundId])).toHaveLength(1);
  });
});

describe("what the public sees", () => {
  it("the shown story, anonymous: quote, cut marks, program, year, status and sector; no name, employer or ids", async () => {
    const r = await answeredRound(consenting);
    expect((await save(admin, r.roundId, "membuat saya berani melamar sebagai teknisi")).status).toBe(200);
    const list = await shown(r.program);
    expect(list).toEqual([
      { quote: "membuat saya berani melamar sebagai teknisi", cut_before: true, cut_after: true, program: r.program, year: r.year, status: "Bekerja", sector: "Pemerintahan" },
    ]);
    expect(JSON.stringify(await shown(r.program))).not.toMatch(/Rahmawati|Cut |Kominfo|round|"id"/);
    // the whole answer: no cut; another program's list does not have it; without a program every program's
    await save(admin, r.roundId, HELPED);
    expect((await shown(r.program))[0]).toMatchObject({ cut_before: false, cut_after: false });
    expect(await shown(`${r.program} lain`)).toEqual([]);
    const all = (await rpc(null, "public_alumni_stories", {}, "GET")).body as unknown as Json[];
    expect(all.some((s) => s.program === r.program)).toBe(true);
    // a graduate who is not working: no sector
    const study = await answeredRound({ status: "Melanjutkan Pendidikan", helped_most: HELPED, quote_consent: true });
    await save(admin, study.roundId, HELPED);
    expect((await shown(study.program))[0]).toMatchObject({ status: "Melanjutkan Pendidikan", sector: null });
  });

  it("the graduate's correction hides it at once: consent withdrawn, back; the quote no longer in the answer", async () => {
    const r = await answeredRound(consenting);
    const story = await save(admin, r.roundId, "berani melamar sebagai teknisi di kantor dinas");
    expect(await shown(r.program)).toHaveLength(1);

    await rpc(null, "tracer_submit", { p_token: r.token, p_answers: { ...consenting, quote_consent: false } });
    expect(await shown(r.program)).toEqual([]);
    const stateOf = async () =>
      (((await rpc(admin, "alumni_stories_admin", {})).body.stories as Json[]).find((s) => s.id === story.body.id) ?? {}).state;
    expect(await stateOf()).toBe("consent_withdrawn");
    // nor may it be saved again meanwhile
    expect((await save(admin, r.roundId, "berani melamar sebagai teknisi di kantor dinas")).status).toBe(409);

    await rpc(null, "tracer_submit", { p_token: r.token, p_answers: consenting });
    expect(await shown(r.program)).toHaveLength(1);
    expect(await stateOf()).toBe("shown");

    await rpc(null, "tracer_submit", { p_token: r.token, p_answers: { ...consenting, helped_most: "Praktik jaringan membuat saya berani melamar kerja." } });
    expect(await shown(r.program)).toEqual([]);
    expect(await stateOf()).toBe("answer_changed");
  });

  it("an erased application takes its story with it", async () => {
    const r = await answeredRound(consenting);
    await save(admin, r.roundId, HELPED);
    expect(await shown(r.program)).toHaveLength(1);
    await sql("select public.erase_registration($1, now())", [r.registrationId]);
    expect(await shown(r.program)).toEqual([]);
    expect(await sql("select id from public.alumni_stories where round_id = $1", [r.roundId])).toEqual([]);
  });
});

describe("the panel's list and who may call what", () => {
  it("lists consenting rounds not yet used with their quotable answers, and the stories with their state", async () => {
    const r = await answeredRound(consenting);
    const refused = await answeredRound({ ...consenting, quote_consent: false });
    const list = (await rpc(admin, "alumni_stories_admin", {})).body as { candidates: Json[]; stories: Json[] };
    const candidate = list.candidates.find((c) => c.round_id === r.roundId);
    expect(candidate).toMatchObject({
      full_name: "Cut Rahmawati Lulusan", program: r.program, year: r.year, round_month: 6, status: "Bekerja", sector: "Pemerintahan",
      answers: [
        { key: "helped_most", wording: "Apa dari pelatihan yang paling membantu Anda?", value: HELPED },
        { key: "improve", wording: "Apa yang perlu kami perbaiki?", value: "Tambah jam praktik konfigurasi router." },
      ],
    });
    expect(list.candidates.some((c) => c.round_id === refused.roundId)).toBe(false);

    await save(admin, r.roundId, HELPED, false);
    const after = (await rpc(admin, "alumni_stories_admin", {})).body as { candidates: Json[]; stories: Json[] };
    expect(after.candidates.some((c) => c.round_id === r.roundId)).toBe(false);
    expect(after.stories.find((s) => s.round_id === r.roundId)).toMatchObject({
      full_name: "Cut Rahmawati Lulusan", question_key: "helped_most", quote: HELPED, published: false, state: "unpublished",
    });
  });

  it("deletes a story; operators, instructors and visitors call none of the panel's functions; GET 405", async () => {
    const r = await answeredRound(consenting);
    const story = await save(admin, r.roundId, HELPED);
    const operator = (await createMember("operator")).client;
    const instructor = (await createInstructor()).client;
    for (const c of [operator, instructor]) {
      expect((await rpc(c, "alumni_stories_admin", {})).status).toBe(403);
      expect((await save(c, r.roundId, HELPED)).status).toBe(403);
      expect((await rpc(c, "delete_alumni_story", { p_id: story.body.id })).status).toBe(403);
      const { data } = await c.from("alumni_stories").select("*");
      expect(data ?? []).toEqual([]);
    }
    expect((await rpc(null, "alumni_stories_admin", {})).status).toBeGreaterThanOrEqual(401);
    expect((await save(null, r.roundId, HELPED)).status).toBeGreaterThanOrEqual(401);
    for (const [name, args] of [
      ["alumni_stories_admin", {}],
      ["save_alumni_story", { p_round_id: r.roundId, p_question_key: "helped_most", p_quote: HELPED }],
      ["delete_alumni_story", { p_id: story.body.id }],
    ] as const) {
      const got = await rpc(admin, name, args, "GET");
      expect(got.status, name).toBe(405);
    }
    expect((await rpc(admin, "delete_alumni_story", { p_id: story.body.id })).status).toBeLessThan(300);
    expect(await shown(r.program)).toEqual([]);
    expect((await rpc(admin, "delete_alumni_story", { p_id: story.body.id })).status).toBe(404);
  });
});
