import { z } from "zod";

/*
 * The shapes of attendance and completion (migration 20261128000003_attendance.sql, docs/attendance.md): the
 * vocabularies with their names (the database's private.attendance_status_label() and
 * private.assessment_result_label() answer the same; tests/integration/attendance.test.ts compares them), the answers
 * of the jsonb functions (parsed, so a change of the database's answer fails loudly), and the panel's forms.
 */

export const ATTENDANCE_STATUSES = ["hadir", "izin", "sakit", "alpa"] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
export const ATTENDANCE_STATUS_LABEL: Record<AttendanceStatus, string> = { hadir: "Hadir", izin: "Izin", sakit: "Sakit", alpa: "Alpa" };

export const ASSESSMENT_RESULTS = ["kompeten", "belum_kompeten"] as const;
export type AssessmentResult = (typeof ASSESSMENT_RESULTS)[number];
export const ASSESSMENT_RESULT_LABEL: Record<AssessmentResult, string> = { kompeten: "Kompeten", belum_kompeten: "Belum Kompeten" };

/** A calendar day as the database writes a date (yyyy-mm-dd). */
export const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One mark as mark_attendance() takes it: the device's time of marking decides which of two marks is newer. */
export const attendanceMarkSchema = z.object({
  registration_id: z.number().int().positive(),
  day: isoDay,
  status: z.enum(ATTENDANCE_STATUSES),
  marked_at: z.iso.datetime({ offset: true }),
});
export type AttendanceMark = z.infer<typeof attendanceMarkSchema>;

/** mark_attendance()'s answer: how many were stored, how many met a newer mark, and what is stored for each. */
export const markResultSchema = z.object({
  saved: z.number().int(),
  kept: z.number().int(),
  marks: z.array(attendanceMarkSchema.extend({ marked_at: z.string() })),
});
export type MarkResult = z.infer<typeof markResultSchema>;

/** class_list(): per participant only the registration id, the name and the attendance. */
export const classListSchema = z.object({
  schedule: z.object({ id: z.number(), program: z.string(), batch: z.string(), start_date: isoDay, end_date: isoDay }),
  today: isoDay,
  training_days: z.array(isoDay),
  days_so_far: z.number().int(),
  // strict: an answer with anything more about a participant is not a class list (fails loudly in the panel)
  participants: z.array(
    z.strictObject({
      registration_id: z.number(),
      /** Null once the applicant's data is erased. */
      full_name: z.string().nullable(),
      attendance: z.record(isoDay, z.object({ status: z.enum(ATTENDANCE_STATUSES), marked_at: z.string() })),
      present: z.number().int(),
      /** Hadir ÷ training days up to today × 100, one decimal; null before the first training day. */
      percentage: z.number().nullable(),
    }),
  ),
});
export type ClassList = z.infer<typeof classListSchema>;

/** completion_overview(): the minimum and, per participant, the attendance over all training days and the assessment. */
export const completionOverviewSchema = z.object({
  schedule_id: z.number(),
  min_attendance: z.number(),
  training_days: z.number().int(),
  participants: z.array(
    z.object({
      registration_id: z.number(),
      full_name: z.string().nullable(),
      status: z.enum(["peserta", "selesai"]),
      present: z.number().int(),
      attendance: z.number().nullable(),
      assessment: z
        .object({ result: z.enum(ASSESSMENT_RESULTS), score: z.number().nullable(), note: z.string().nullable(), assessed_at: z.string() })
        .nullable(),
      meets_rule: z.boolean(),
    }),
  ),
});
export type CompletionOverview = z.infer<typeof completionOverviewSchema>;

/** complete_participants()' refusal: who does not meet the rule, with the figures (in the error's details). */
export const notMetSchema = z.object({
  not_met: z.array(
    z.object({
      registration_id: z.number(),
      code: z.string(),
      full_name: z.string().nullable(),
      reason: z.string(),
      attendance: z.number().nullable(),
      minimum: z.number(),
      result: z.enum(ASSESSMENT_RESULTS).nullable(),
    }),
  ),
});
export type NotMet = z.infer<typeof notMetSchema>["not_met"];

export const ATTENDANCE_MESSAGES = {
  result: "Pilih hasil penilaian: Kompeten atau Belum Kompeten.",
  score: "Nilai antara 0 dan 100.",
  note: "Catatan paling banyak 1000 karakter.",
  minimum: "Kehadiran minimum antara 0 dan 100 persen.",
  reason: "Keterangan paling banyak 200 karakter.",
} as const;

/** A number typed in a field ("", "80", "80,5"): empty is none; a comma is the decimal point. */
const typedNumber = (message: string) =>
  z
    .string()
    .trim()
    .transform((v, ctx) => {
      if (v === "") return null;
      const n = Number(v.replace(",", "."));
      if (!/^\d+([.,]\d+)?$/.test(v) || n < 0 || n > 100) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return n;
    });

/** 'Penilaian Akhir': the result, an optional score 0-100 and an optional note (the database checks them again). */
export const assessmentFormSchema = z.object({
  result: z.enum(ASSESSMENT_RESULTS, { error: ATTENDANCE_MESSAGES.result }),
  score: typedNumber(ATTENDANCE_MESSAGES.score),
  note: z
    .string()
    .trim()
    .max(1000, ATTENDANCE_MESSAGES.note)
    .transform((v) => v || null),
});

/** 'Kehadiran Minimum' of a batch, in percent (required). */
export const minAttendanceFormSchema = z.object({
  minAttendance: typedNumber(ATTENDANCE_MESSAGES.minimum).pipe(z.number({ error: ATTENDANCE_MESSAGES.minimum })),
});

/** 'Jadikan Hari Libur' / 'Jadikan Hari Pelatihan': an optional reason (e.g. a public holiday). */
export const trainingDayFormSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(200, ATTENDANCE_MESSAGES.reason)
    .transform((v) => v || null),
});
