import type { Schedule } from "@/features/schedules/api/schedules";
import { formatDateRange, toLocalDay } from "@/lib/dates";
import { getRegistrationStatus, sortByStatus, type RegistrationStatus } from "@/lib/status";

/** Columns of the public schedule table (SPEC §2.8). */
export const SCHEDULE_COLUMNS = [
  "Program Kejuruan",
  "Kategori",
  "Instruktur",
  "Periode Pelaksanaan",
  "Batch",
  "Status Pendaftaran",
] as const;

export type ScheduleRow = Schedule & { computedStatus: RegistrationStatus; period: string; instructors: string };

function startTime(schedule: Schedule): number {
  return toLocalDay(schedule.startDate)?.getTime() ?? Number.NEGATIVE_INFINITY;
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
  const rows = byStartDesc.map((s) => ({
    ...s,
    computedStatus: getRegistrationStatus(s.startDate, s.endDate, today),
    period: formatDateRange(s.startDate, s.endDate),
    instructors: (s.instructorName ?? []).filter(Boolean).join(", ") || "-",
  }));
  return sortByStatus(rows, (r) => r.computedStatus);
}

/** Upcoming or running schedules (not Ditutup), at most `limit`. */
export function upcomingScheduleRows(schedules: readonly Schedule[], limit = 4, today: Date = new Date()): ScheduleRow[] {
  return toScheduleRows(schedules, today)
    .filter((r) => r.computedStatus !== "Ditutup")
    .slice(0, limit);
}
