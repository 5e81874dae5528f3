import { paths } from "@/config/paths";
import type { Schedule } from "@/features/schedules/api/schedules";
import { formatDateRange, toLocalDay } from "@/lib/dates";
import { getRegistrationPhase, registrationDeadlineText } from "@/lib/registration";
import { getRegistrationStatus, sortByStatus, type RegistrationStatus } from "@/lib/status";

export type ScheduleRow = Schedule & {
  computedStatus: RegistrationStatus;
  period: string;
  instructors: string;
  /** 'Batas pendaftaran d MMM yyyy' while registration has not closed; null otherwise or without a period. */
  deadline: string | null;
  /** The registration form while this batch takes registrations on the site today; null otherwise. */
  registerHref: string | null;
};

function startTime(schedule: Schedule): number {
  return toLocalDay(schedule.startDate)?.getTime() ?? Number.NEGATIVE_INFINITY;
}

/** One schedule as a row: status computed from today's date, period, instructors and deadline texts. */
export function toScheduleRow(s: Schedule, today: Date = new Date()): ScheduleRow {
  const phase = getRegistrationPhase(s.registration_start, s.registration_end, today);
  return {
    ...s,
    computedStatus: getRegistrationStatus(s.startDate, s.endDate, today),
    period: formatDateRange(s.startDate, s.endDate),
    instructors: (s.instructorName ?? []).filter(Boolean).join(", ") || "-",
    deadline: phase === "closed" ? null : registrationDeadlineText(s.registration_start, s.registration_end),
    registerHref: s.online_registration && phase === "open" ? paths.scheduleRegistration.getHref(s.id) : null,
  };
}

/**
 * Public schedule rows: status computed from today's date (a stored status goes stale),
 * sorted Berlangsung, Segera Dibuka, Ditutup, and by start date descending within a status.
 */
export function toScheduleRows(schedules: readonly Schedule[], today: Date = new Date()): ScheduleRow[] {
  const byStartDesc = [...schedules].sort((a, b) => {
    const ta = startTime(a);
    const tb = startTime(b);
    return ta === tb ? 0 : tb > ta ? 1 : -1;
  });
  const rows = byStartDesc.map((s) => toScheduleRow(s, today));
  return sortByStatus(rows, (r) => r.computedStatus);
}

/** Upcoming or running schedules (not Ditutup), at most `limit`. */
export function upcomingScheduleRows(schedules: readonly Schedule[], limit = 4, today: Date = new Date()): ScheduleRow[] {
  return toScheduleRows(schedules, today)
    .filter((r) => r.computedStatus !== "Ditutup")
    .slice(0, limit);
}
