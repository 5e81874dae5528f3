/**
 * The panel's attendance data layer (src/features/attendance) against the embedded Supabase: the class list parsed as
 * the database answers it, the offline queue sending through markAttendance (a refusal isolated, the rest saved),
 * completion refused as CompletionNotMet with the names, and the panel's vocabularies equal to the database's.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "../helpers/supabase";
import { insertApplication } from "../helpers/applications";

// The app's modules read the backend's URL when first imported: all of them are imported after the env is set.
let api: typeof import("@/features/attendance/api/attendance");
let queueModule: typeof import("@/features/attendance/lib/mark-queue");
let schema: typeof import("@/features/attendance/schemas/attendance-schema");
let today: string;

beforeAll(async () => {
  vi.stubEnv("VITE_SUPABASE_URL", process.env.SUPABASE_TEST_URL as string);
  vi.stubEnv("VITE_SUPABASE_ANON_KEY", process.env.SUPABASE_TEST_ANON_KEY as string);
  const { authClient } = await import("@/lib/auth-client");
  const { error } = await authClient.auth.signInWithPassword({ email: "admin@example.com", password: "admin12345" });
  if (error) throw error;
  api = await import("@/features/attendance/api/attendance");
  queueModule = await import("@/features/attendance/lib/mark-queue");
  schema = await import("@/features/attendance/schemas/attendance-schema");
  [{ today }] = await sql<{ today: string }>("select private.jakarta_today()::text as today");
});

/** A batch running from two weeks ago to today, with two participants; its training days up to today. */
async function batch() {
  const [s] = await sql<{ id: number }>(
    `insert into public.schedules (program, "programCategory", "instructorName", batch, "startDate", "endDate", status)
     values ('Data Presensi Uji', 'PBK', array['Uji'], $1, $2::date - 14, $2::date, 'Berlangsung') returning id`,
    [`Batch ${Date.now()}${Math.random()}`, today],
  );
  const a = await insertApplication(s.id, { full_name: "Ayu Data", status: "peserta" });
  const b = await insertApplication(s.id, { full_name: "Budi Data", status: "peserta" });
  const days = (await sql<{ d: string }>("select d::text from private.training_days($1) d", [s.id])).map((r) => r.d);
  return { id: s.id, a, b, days };
}

describe("the attendance data layer", () => {
  it("the queue sends through markAttendance: saved marks leave it, a refused one stays with the database's message", async () => {
    const c = await batch();
    const storage = { value: null as string | null, load: () => storage.value, save: (v: string) => void (storage.value = v) };
    const queue = new queueModule.MarkQueue({ storage, send: api.markAttendance });
    queue.add(c.id, { registration_id: c.a.id, day: c.days[0], status: "hadir" });
    queue.add(c.id, { registration_id: c.b.id, day: c.days[0], status: "sakit" });
    // a weekend day of the period: refused by the database
    const [{ d: weekend }] = await sql<{ d: string }>(
      "select d::date::text as d from generate_series($1::date, $2::date, interval '1 day') d where extract(isodow from d) >= 6 limit 1",
      [c.days[0], today],
    );
    queue.add(c.id, { registration_id: c.a.id, day: weekend, status: "hadir" });
    await vi.waitFor(async () => {
      await queue.flush();
      expect(queue.pending().map((m) => m.day)).toEqual([weekend]);
    });
    expect(queue.pending()[0].refused).toMatch(/^Bukan hari pelatihan: /);
    queue.stop();

    const list = await api.fetchClassList(c.id);
    expect(list.participants.map((p) => [p.full_name, p.attendance[c.days[0]]?.status])).toEqual([
      ["Ayu Data", "hadir"],
      ["Budi Data", "sakit"],
    ]);
    expect(list.training_days).toEqual(c.days);
    const overview = await api.fetchCompletionOverview(c.id);
    expect(overview).toMatchObject({ schedule_id: c.id, min_attendance: 75, training_days: c.days.length });
  });

  it("completion refused names who falls short; asked as an exception it is done", async () => {
    const c = await batch();
    await api.setAssessment({ registrationId: c.a.id, result: "kompeten", score: 81.5, note: "Baik" });
    const refused = await api.completeParticipants({ ids: [c.a.id] }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(api.CompletionNotMet);
    expect((refused as InstanceType<typeof api.CompletionNotMet>).notMet).toMatchObject([{ registration_id: c.a.id, full_name: "Ayu Data", result: "kompeten", attendance: 0 }]);
    expect(await api.completeParticipants({ ids: [c.a.id], allowExceptions: true })).toEqual({ changed: 1, unchanged: 0, status: "selesai", exceptions: 1 });
    expect(await api.setMinAttendance({ scheduleId: c.id, minAttendance: 70 })).toBe(70);
    expect((await api.setTrainingDay({ scheduleId: c.id, day: c.days.at(-1)!, isTrainingDay: false, reason: "Rapat" })).reason).toBe("Rapat");
    expect((await api.fetchScheduleDays(c.id)).find((d) => d.day === c.days.at(-1))).toMatchObject({ is_training_day: false, reason: "Rapat" });
    expect((await api.fetchClassSchedules()).some((s) => s.id === c.id)).toBe(true);
  });

  it("the panel's vocabularies are the database's, with the same names", async () => {
    const rows = await sql<{ v: string; label: string | null }>("select v, private.attendance_status_label(v) as label from unnest($1::text[]) v", [
      [...schema.ATTENDANCE_STATUSES, "terlambat"],
    ]);
    expect(Object.fromEntries(rows.map((r) => [r.v, r.label]))).toEqual({ ...schema.ATTENDANCE_STATUS_LABEL, terlambat: null });
    const results = await sql<{ v: string; label: string | null }>("select v, private.assessment_result_label(v) as label from unnest($1::text[]) v", [
      [...schema.ASSESSMENT_RESULTS, "lulus"],
    ]);
    expect(Object.fromEntries(results.map((r) => [r.v, r.label]))).toEqual({ ...schema.ASSESSMENT_RESULT_LABEL, lulus: null });
  });
});
