import type { ScheduleDay } from "@/features/attendance/api/attendance";
import type { ClassList, AttendanceStatus } from "@/features/attendance/schemas/attendance-schema";
import type { QueuedMark } from "@/features/attendance/lib/mark-queue";

const WEEKDAYS = ["Min", "Sen", "Sel", "Rab", "Kam", "Jum", "Sab"] as const;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "Mei", "Jun", "Jul", "Agt", "Sep", "Okt", "Nov", "Des"] as const;

/** 'Sen, 1 Des 2026' for a database date (yyyy-mm-dd, a calendar day: no time zone involved). */
export function formatClassDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return `${WEEKDAYS[weekday]}, ${d} ${MONTHS[m - 1]} ${y}`;
}

/** The day the screen opens on: today when it is a training day, else the last training day before it, else the first. */
export function defaultClassDay(days: readonly ScheduleDay[], today: string): string | undefined {
  const training = days.filter((d) => d.is_training_day).map((d) => d.day);
  if (training.includes(today)) return today;
  return training.filter((d) => d < today).at(-1) ?? training[0] ?? days[0]?.day;
}

/** A percentage as the panel writes it: one decimal with a comma, e.g. '66,7 %'. */
export const formatPercent = (value: number | null) =>
  value === null ? "–" : `${value.toLocaleString("id-ID", { maximumFractionDigits: 1 })} %`;

export interface ParticipantDay {
  status: AttendanceStatus | null;
  /** The mark on screen waits in the device's queue. */
  pending?: QueuedMark;
}

/**
 * What the screen shows of a participant: each day's mark (the device's unsaved one over the stored one) and the
 * running percentage over them, as the database counts it (Hadir ÷ training days up to today, one decimal).
 */
export function participantView(list: ClassList, participant: ClassList["participants"][number], pending: readonly QueuedMark[]) {
  const mine = new Map(pending.filter((m) => m.registration_id === participant.registration_id).map((m) => [m.day, m]));
  const dayOf = (day: string): ParticipantDay => {
    const queued = mine.get(day);
    if (queued) return { status: queued.status, pending: queued };
    return { status: participant.attendance[day]?.status ?? null };
  };
  const soFar = list.training_days.filter((d) => d <= list.today);
  const present = soFar.filter((d) => dayOf(d).status === "hadir").length;
  const percentage = soFar.length === 0 ? null : Math.round((present * 1000) / soFar.length) / 10;
  return { dayOf, present, daysSoFar: soFar.length, percentage };
}
