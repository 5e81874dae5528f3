/**
 * The attendance schemas (src/features/attendance/schemas/attendance-schema.ts, docs/attendance.md): the forms'
 * Indonesian messages and what they send, and the answers of the database's functions parsed strictly (an answer
 * with a field an instructor must not get does not pass as a class list).
 */
import { describe, expect, it } from "vitest";
import {
  ASSESSMENT_RESULT_LABEL,
  ASSESSMENT_RESULTS,
  ATTENDANCE_STATUS_LABEL,
  ATTENDANCE_STATUSES,
  assessmentFormSchema,
  attendanceMarkSchema,
  classListSchema,
  minAttendanceFormSchema,
} from "@/features/attendance/schemas/attendance-schema";

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? [] : r.error!.issues.map((i) => i.message));

describe("the vocabularies", () => {
  it("name every status and result (the database's names: tests/integration/attendance-api.test.ts)", () => {
    expect(ATTENDANCE_STATUSES.map((s) => ATTENDANCE_STATUS_LABEL[s])).toEqual(["Hadir", "Izin", "Sakit", "Alpa"]);
    expect(ASSESSMENT_RESULTS.map((r) => ASSESSMENT_RESULT_LABEL[r])).toEqual(["Kompeten", "Belum Kompeten"]);
  });
});

describe("assessmentFormSchema", () => {
  it("takes a result, an optional score (a comma is the decimal point) and an optional note", () => {
    expect(assessmentFormSchema.parse({ result: "kompeten", score: " 85,5 ", note: "  Teliti.  " })).toEqual({ result: "kompeten", score: 85.5, note: "Teliti." });
    expect(assessmentFormSchema.parse({ result: "belum_kompeten", score: "", note: "   " })).toEqual({ result: "belum_kompeten", score: null, note: null });
  });

  it("refuses in Indonesian", () => {
    expect(messages(assessmentFormSchema.safeParse({ result: "", score: "", note: "" }))).toEqual(["Pilih hasil penilaian: Kompeten atau Belum Kompeten."]);
    for (const score of ["101", "-1", "abc", "1e2", "80,"]) {
      expect(messages(assessmentFormSchema.safeParse({ result: "kompeten", score, note: "" })), score).toEqual(["Nilai antara 0 dan 100."]);
    }
    expect(messages(assessmentFormSchema.safeParse({ result: "kompeten", score: "", note: "x".repeat(1001) }))).toEqual(["Catatan paling banyak 1000 karakter."]);
  });
});

describe("minAttendanceFormSchema", () => {
  it("is required, 0 to 100", () => {
    expect(minAttendanceFormSchema.parse({ minAttendance: "80" })).toEqual({ minAttendance: 80 });
    expect(minAttendanceFormSchema.parse({ minAttendance: "0" })).toEqual({ minAttendance: 0 });
    for (const minAttendance of ["", "100,5", "-5"]) {
      expect(messages(minAttendanceFormSchema.safeParse({ minAttendance })), minAttendance).toEqual(["Kehadiran minimum antara 0 dan 100 persen."]);
    }
  });
});

describe("the answers", () => {
  it("a mark as mark_attendance takes it", () => {
    expect(attendanceMarkSchema.safeParse({ registration_id: 1, day: "2026-12-01", status: "hadir", marked_at: "2026-12-01T01:00:00.000Z" }).success).toBe(true);
    expect(attendanceMarkSchema.safeParse({ registration_id: 1, day: "2026-12-01", status: "terlambat", marked_at: "2026-12-01T01:00:00.000Z" }).success).toBe(false);
  });

  it("a class list participant has exactly the fields an instructor may read", () => {
    const list = {
      schedule: { id: 1, program: "P", batch: "B", start_date: "2026-12-01", end_date: "2026-12-05" },
      today: "2026-12-02",
      training_days: ["2026-12-01"],
      days_so_far: 1,
      participants: [{ registration_id: 1, full_name: "A", attendance: {}, present: 0, percentage: 0 }],
    };
    expect(classListSchema.parse(list)).toEqual(list);
    // strict: an answer with more (e.g. a NIK) is not a class list
    const more = { ...list, participants: [{ ...list.participants[0], nik: "1171010101990001" }] };
    expect(classListSchema.safeParse(more).success).toBe(false);
  });
});
