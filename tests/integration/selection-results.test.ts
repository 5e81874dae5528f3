/**
 * Published selection results (migration 20261127000010_selection_results.sql, docs/selection.md "Hasil Seleksi"):
 * publish_selection_results() publishes a batch's results from a chosen day (WIB), optionally with an announcement
 * made, changed and removed in the same transaction; published_selection_results() answers visitors the codes and
 * masked names of the accepted and the reserve list only from that day (administrators may preview); the batch's
 * page learns it through a one-to-one embed; withdraw_selection_results() takes it all back. Both are recorded.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { adminClient, anonClient, createMember, sql, type TestClient } from "../helpers/supabase";
import { insertApplication, insertBatch } from "../helpers/applications";

let admin: TestClient;
let today: string;
let tomorrow: string;

beforeAll(async () => {
  admin = await adminClient();
  [{ today, tomorrow }] = await sql<{ today: string; tomorrow: string }>(
    "select to_char((now() at time zone 'Asia/Jakarta')::date, 'YYYY-MM-DD') as today, to_char((now() at time zone 'Asia/Jakarta')::date + 1, 'YYYY-MM-DD') as tomorrow",
  );
});

const events = (scheduleId: number) =>
  sql<{ kind: string; actor_email: string; details: Record<string, unknown> }>(
    "select kind, actor_email, details from public.security_events where kind like 'selection_results_%' and (details ->> 'schedule_id')::bigint = $1 order by id",
    [scheduleId],
  );

/** A batch with one application of each status that matters (and one erased). */
async function batchWithResults() {
  const batch = await insertBatch({ program: "Hasil Uji" });
  const make = (full_name: string, status: string) => insertApplication(batch.id, { full_name, status });
  const accepted = await make("Muhammad Rizki", "lulus");
  const participant = await make("Cut Nyak Dhien", "peserta");
  const finished = await make("Teuku Umar", "selesai");
  const reserve = await make("Nurul Hidayah", "cadangan");
  const rejected = await make("Tidak Lulus Uji", "tidak_lulus");
  const fresh = await make("Masih Baru Uji", "diterima");
  const erased = await make("Terhapus Uji", "lulus");
  await sql("select public.erase_registration($1, now())", [erased.id]);
  return { batch, accepted, participant, finished, reserve, rejected, fresh, erased };
}

describe("publish_selection_results and the public page", () => {
  it("answers visitors the codes and masked names of the accepted and the reserve list, never a whole name", async () => {
    const b = await batchWithResults();
    const anon = anonClient();
    // not published: visitors get the page's refusal, and the batch's page no link
    expect((await anon.rpc("published_selection_results", { p_schedule_id: b.batch.id })).error).toMatchObject({
      code: "PT404",
      message: "Hasil seleksi untuk jadwal ini belum diumumkan.",
    });

    const { error } = await admin.rpc("publish_selection_results", { p_schedule_id: b.batch.id, p_publish_on: today, p_note: "Hadir 5 Januari." });
    expect(error).toBeNull();
    const { data, error: readError } = await anon.rpc("published_selection_results", { p_schedule_id: b.batch.id }, { get: true });
    expect(readError).toBeNull();
    type Entry = { code_prefix: string; name: string };
    const results = data as { accepted: Entry[]; reserve: Entry[]; note: string; schedule: { id: number } };
    // the code's first 3 characters only (TIK-7K3): with a birth date the whole code opens the application
    const prefix = (code: string) => code.slice(0, 7);
    const entry = (e: Entry) => `${e.code_prefix} ${e.name}`;
    expect(results.accepted.map(entry).sort()).toEqual(
      [`${prefix(b.accepted.code)} Mu***d Ri***i`, `${prefix(b.participant.code)} C** Ny***k Dh***n`, `${prefix(b.finished.code)} Te***u Um***r`].sort(),
    );
    expect(results.accepted.map((e) => e.code_prefix)).toEqual(results.accepted.map((e) => e.code_prefix).sort());
    expect(results.reserve).toEqual([{ code_prefix: prefix(b.reserve.code), name: "Nu***l Hi***h" }]);
    expect(results.note).toBe("Hadir 5 Januari.");
    expect(results.schedule.id).toBe(b.batch.id);
    const text = JSON.stringify(data);
    for (const name of ["Muhammad", "Rizki", "Nyak", "Umar", "Nurul", "Hidayah", "Tidak Lulus", "Masih Baru", "Terhapus"]) expect(text).not.toContain(name);
    // no whole code, and nothing past the prefix of any of them
    for (const a of [b.accepted, b.participant, b.finished, b.reserve, b.rejected, b.fresh, b.erased]) {
      expect(text).not.toContain(a.code);
      expect(text).not.toContain(a.code.slice(5));
    }

    // the batch's page learns it in its own request (a one-to-one embed): anon reads only the day
    const { data: schedule } = await anon.from("schedules").select("id, selection_results(published_at)").eq("id", b.batch.id).single();
    expect(schedule?.selection_results).toEqual({ published_at: expect.any(String) });
    expect((await anon.from("selection_results").select("note").eq("schedule_id", b.batch.id)).error).toMatchObject({ code: "42501" });

    expect(await events(b.batch.id)).toEqual([
      { kind: "selection_results_published", actor_email: "admin@example.com", details: { schedule_id: b.batch.id, batch: `Hasil Uji (${b.batch.batch})`, from: today, announced: false } },
    ]);
  });

  it("from a later day: visitors get nothing yet, administrators may preview; the time is 00:00 WIB", async () => {
    const b = await batchWithResults();
    expect((await admin.rpc("publish_selection_results", { p_schedule_id: b.batch.id, p_publish_on: tomorrow })).error).toBeNull();
    const [{ at }] = await sql<{ at: string }>(
      "select to_char(published_at at time zone 'Asia/Jakarta', 'YYYY-MM-DD HH24:MI') as at from public.selection_results where schedule_id = $1",
      [b.batch.id],
    );
    expect(at).toBe(`${tomorrow} 00:00`);
    const anon = anonClient();
    expect((await anon.rpc("published_selection_results", { p_schedule_id: b.batch.id })).error).toMatchObject({ code: "PT404" });
    const { data: schedule } = await anon.from("schedules").select("id, selection_results(published_at)").eq("id", b.batch.id).single();
    expect(schedule?.selection_results).toBeNull();
    const preview = await admin.rpc("published_selection_results", { p_schedule_id: b.batch.id });
    expect(preview.error).toBeNull();
    expect((preview.data as { reserve: unknown[] }).reserve).toHaveLength(1);
  });

  it("announces it as a pengumuman at the same moment, changes it with the publication, removes it without", async () => {
    const b = await batchWithResults();
    const announcement = { title: "Hasil Seleksi Uji", body: "Lihat daftarnya: https://example.test/jadwal/1/hasil-seleksi" };
    expect((await admin.rpc("publish_selection_results", { p_schedule_id: b.batch.id, p_publish_on: tomorrow, p_announcement: announcement })).error).toBeNull();
    const linked = async () =>
      sql<{ id: number; title: string; schedule_id: number; same_moment: boolean }>(
        `select a.id, a.title, a.schedule_id, a.published_at = r.published_at as same_moment
           from public.selection_results r join public.announcements a on a.id = r.announcement_id where r.schedule_id = $1`,
        [b.batch.id],
      );
    const [first] = await linked();
    expect(first).toMatchObject({ title: "Hasil Seleksi Uji", schedule_id: b.batch.id, same_moment: true });

    expect((await admin.rpc("publish_selection_results", { p_schedule_id: b.batch.id, p_publish_on: today, p_announcement: { ...announcement, title: "Hasil Seleksi Diubah" } })).error).toBeNull();
    expect(await linked()).toEqual([{ id: first.id, title: "Hasil Seleksi Diubah", schedule_id: b.batch.id, same_moment: true }]);

    expect((await admin.rpc("publish_selection_results", { p_schedule_id: b.batch.id, p_publish_on: today })).error).toBeNull();
    expect(await linked()).toEqual([]);
    expect(await sql("select id from public.announcements where id = $1", [first.id])).toEqual([]);
    expect((await events(b.batch.id)).map((e) => e.details.announced)).toEqual([true, true, false]);
  });

  it("withdraws the page, its link and its announcement; recorded", async () => {
    const b = await batchWithResults();
    const announcement = { title: "Hasil Seleksi Ditarik", body: "Isi pengumuman." };
    expect((await admin.rpc("publish_selection_results", { p_schedule_id: b.batch.id, p_publish_on: today, p_announcement: announcement })).error).toBeNull();
    const [{ announcement_id }] = await sql<{ announcement_id: number }>("select announcement_id from public.selection_results where schedule_id = $1", [b.batch.id]);
    expect((await admin.rpc("withdraw_selection_results", { p_schedule_id: b.batch.id })).error).toBeNull();
    expect(await sql("select 1 from public.selection_results where schedule_id = $1", [b.batch.id])).toEqual([]);
    expect(await sql("select 1 from public.announcements where id = $1", [announcement_id])).toEqual([]);
    expect((await anonClient().rpc("published_selection_results", { p_schedule_id: b.batch.id })).error).toMatchObject({ code: "PT404" });
    expect((await events(b.batch.id)).map((e) => e.kind)).toEqual(["selection_results_published", "selection_results_withdrawn"]);
    expect((await admin.rpc("withdraw_selection_results", { p_schedule_id: b.batch.id })).error).toMatchObject({
      code: "PT404",
      message: "Hasil seleksi jadwal ini tidak sedang diumumkan.",
    });
  });

  it("refuses bad input with an Indonesian message and writes nothing", async () => {
    const b = await batchWithResults();
    expect((await admin.rpc("publish_selection_results", { p_schedule_id: b.batch.id, p_publish_on: today, p_announcement: { title: " ", body: "Isi" } })).error).toMatchObject({
      code: "PT400",
      message: "Judul dan isi pengumuman wajib diisi.",
    });
    expect((await admin.rpc("publish_selection_results", { p_schedule_id: 2_000_000_000, p_publish_on: today })).error).toMatchObject({ code: "PT404" });
    expect((await admin.rpc("publish_selection_results", { p_schedule_id: b.batch.id, p_publish_on: today, p_note: "x".repeat(1001) })).error).toMatchObject({ code: "23514" });
    expect(await sql("select 1 from public.selection_results where schedule_id = $1", [b.batch.id])).toEqual([]);
    expect(await events(b.batch.id)).toEqual([]);
  });

  it("only admins and super admins publish or withdraw; operators and anon are refused and nothing is recorded", async () => {
    const b = await batchWithResults();
    const operator = await createMember("operator");
    for (const client of [operator.client, anonClient()]) {
      expect((await client.rpc("publish_selection_results", { p_schedule_id: b.batch.id, p_publish_on: today })).error).toMatchObject({ code: "42501" });
      expect((await client.rpc("withdraw_selection_results", { p_schedule_id: b.batch.id })).error).toMatchObject({ code: "42501" });
      expect((await client.from("selection_results").insert({ schedule_id: b.batch.id, published_at: new Date().toISOString() })).error).toMatchObject({ code: "42501" });
    }
    expect(await events(b.batch.id)).toEqual([]);
  });
});
