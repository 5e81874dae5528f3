import { useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";
import { useInvalidatingMutation } from "@/lib/query";
import { MarkRefused } from "@/features/attendance/lib/mark-queue";
import {
  classListSchema,
  completionOverviewSchema,
  markResultSchema,
  notMetSchema,
  type AssessmentResult,
  type AttendanceMark,
  type ClassList,
  type CompletionOverview,
  type MarkResult,
  type NotMet,
} from "@/features/attendance/schemas/attendance-schema";
import type { Database } from "@/types/database.types";

/*
 * Attendance and completion (docs/attendance.md): every call is a function of the database, which decides who may
 * (admins and super admins for every batch, an instructor for the batches they teach, at aal2 where due) and answers
 * an instructor nothing but names and attendance. Errors carry the database's Indonesian message.
 */

export type ClassSchedule = Database["public"]["Functions"]["class_schedules"]["Returns"][number];
export type ScheduleDay = Database["public"]["Functions"]["schedule_days"]["Returns"][number];

export const attendanceKeys = {
  all: ["attendance"] as const,
  schedules: ["attendance", "schedules"] as const,
  days: (scheduleId: number) => ["attendance", "days", scheduleId] as const,
  classList: (scheduleId: number) => ["attendance", "class", scheduleId] as const,
  completion: (scheduleId: number) => ["attendance", "completion", scheduleId] as const,
};

/** The batches whose attendance the caller keeps: an instructor's own, every batch with participants for admins. */
export async function fetchClassSchedules(): Promise<ClassSchedule[]> {
  const { data } = await supabase.rpc("class_schedules").throwOnError();
  return data;
}

/** Every day of a batch's period: training day or not, why, and how many marks it has. */
export async function fetchScheduleDays(scheduleId: number): Promise<ScheduleDay[]> {
  const { data } = await supabase.rpc("schedule_days", { p_schedule_id: scheduleId }).throwOnError();
  return data;
}

/** The class list: per participant the registration id, the name, the attendance per day and the running percentage. */
export async function fetchClassList(scheduleId: number): Promise<ClassList> {
  const { data } = await supabase.rpc("class_list", { p_schedule_id: scheduleId }).throwOnError();
  return classListSchema.parse(data);
}

/** The minimum attendance and, per participant, the attendance over all training days and the assessment. */
export async function fetchCompletionOverview(scheduleId: number): Promise<CompletionOverview> {
  const { data } = await supabase.rpc("completion_overview", { p_schedule_id: scheduleId }).throwOnError();
  return completionOverviewSchema.parse(data);
}

export const useClassSchedules = () => useQuery({ queryKey: attendanceKeys.schedules, queryFn: fetchClassSchedules });
export const useScheduleDays = (scheduleId: number) =>
  useQuery({ queryKey: attendanceKeys.days(scheduleId), queryFn: () => fetchScheduleDays(scheduleId) });
export const useClassList = (scheduleId: number) =>
  useQuery({ queryKey: attendanceKeys.classList(scheduleId), queryFn: () => fetchClassList(scheduleId) });
export const useCompletionOverview = (scheduleId: number) =>
  useQuery({ queryKey: attendanceKeys.completion(scheduleId), queryFn: () => fetchCompletionOverview(scheduleId) });

/**
 * Sends marks of one batch (the offline queue's `send`). A refusal the database would repeat (4xx but a timeout or a
 * limit) is a MarkRefused with its message; anything else (no connection, 5xx) is an Error the queue retries.
 */
export async function markAttendance(scheduleId: number, marks: AttendanceMark[]): Promise<MarkResult> {
  const { data, error, status } = await supabase.rpc("mark_attendance", { p_schedule_id: scheduleId, p_marks: marks });
  if (error) {
    if (status >= 400 && status < 500 && status !== 408 && status !== 429) throw new MarkRefused(error.message);
    throw new Error(error.message || "Tidak dapat terhubung ke server.");
  }
  return markResultSchema.parse(data);
}

export interface TrainingDayChange {
  scheduleId: number;
  day: string;
  isTrainingDay: boolean;
  reason?: string | null;
}

/** Marks a day of the period off (with a reason) or on; admins and super admins. */
export async function setTrainingDay({ scheduleId, day, isTrainingDay, reason }: TrainingDayChange) {
  const { data } = await supabase
    .rpc("set_training_day", { p_schedule_id: scheduleId, p_day: day, p_is_training_day: isTrainingDay, ...(reason ? { p_reason: reason } : {}) })
    .throwOnError();
  return data as { day: string; is_training_day: boolean; reason: string | null };
}

/** A batch's minimum attendance for Selesai, in percent. */
export async function setMinAttendance({ scheduleId, minAttendance }: { scheduleId: number; minAttendance: number }): Promise<number> {
  const { data } = await supabase.rpc("set_min_attendance", { p_schedule_id: scheduleId, p_min_attendance: minAttendance }).throwOnError();
  return data;
}

export interface AssessmentInput {
  registrationId: number;
  result: AssessmentResult;
  score?: number | null;
  note?: string | null;
}

/** The final assessment of a participant still at Peserta. */
export async function setAssessment({ registrationId, result, score, note }: AssessmentInput) {
  const { data } = await supabase
    .rpc("set_assessment", {
      p_registration_id: registrationId,
      p_result: result,
      ...(score !== null && score !== undefined ? { p_score: score } : {}),
      ...(note ? { p_note: note } : {}),
    })
    .throwOnError();
  return data as { registration_id: number; result: AssessmentResult; score: number | null; note: string | null; assessed_at: string };
}

/** Some participants do not meet the rule for Selesai: the database names them (docs/attendance.md, Completion). */
export class CompletionNotMet extends Error {
  constructor(
    message: string,
    readonly notMet: NotMet,
  ) {
    super(message);
    this.name = "CompletionNotMet";
  }
}

export interface Completion {
  ids: number[];
  /** Make Selesai also those who do not meet the rule (after the administrator confirmed it); recorded as exceptions. */
  allowExceptions?: boolean;
  message?: string;
}

/** Peserta → Selesai for one or many, all or nothing; refused with CompletionNotMet unless the exceptions are asked for. */
export async function completeParticipants({ ids, allowExceptions = false, message }: Completion) {
  const { data, error } = await supabase.rpc("complete_participants", {
    p_ids: ids,
    p_allow_exceptions: allowExceptions,
    ...(message ? { p_message: message } : {}),
  });
  if (error) {
    const parsed = error.code === "PT409" && error.details ? notMetSchema.safeParse(safeJson(error.details)) : null;
    if (parsed?.success) throw new CompletionNotMet(error.message, parsed.data.not_met);
    throw new Error(error.message);
  }
  return data as { changed: number; unchanged: number; status: "selesai"; exceptions: number };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export const useSetTrainingDay = () => useInvalidatingMutation(setTrainingDay, attendanceKeys.all);
export const useSetMinAttendance = () => useInvalidatingMutation(setMinAttendance, attendanceKeys.all);
export const useSetAssessment = () => useInvalidatingMutation(setAssessment, attendanceKeys.all);
/** Also refreshes the applications (their status and timeline). */
export const useCompleteParticipants = () => useInvalidatingMutation(completeParticipants, attendanceKeys.all, ["applications"]);
