import { formatDate, toLocalDay, type DateInput } from "@/lib/dates";

/** Where the visitor's local calendar date lies relative to a registration period (both ends inclusive). */
export type RegistrationPhase = "open" | "not-yet" | "closed";

export const REGISTRATION_LABELS: Record<RegistrationPhase, string> = {
  open: "Pendaftaran Dibuka",
  "not-yet": "Pendaftaran Belum Dibuka",
  closed: "Pendaftaran Ditutup",
};

/**
 * The registration phase from today's local calendar date (time of day ignored):
 * 'open' from the first to the last day inclusive, 'not-yet' before, 'closed' after.
 * Null when there is no (valid) registration period: the schedule's own status is shown alone.
 */
export function getRegistrationPhase(start: DateInput, end: DateInput, today: Date = new Date()): RegistrationPhase | null {
  const s = toLocalDay(start);
  const e = toLocalDay(end);
  const t = toLocalDay(today);
  if (!s || !e || !t || e.getTime() < s.getTime()) return null;
  if (t.getTime() < s.getTime()) return "not-yet";
  if (t.getTime() > e.getTime()) return "closed";
  return "open";
}

export interface RegistrationBadge {
  phase: RegistrationPhase;
  label: string;
  /** Secondary text, e.g. 'hingga 4 Des 2026' while open, 'mulai 7 Des 2026' before it opens. */
  detail: string;
}

/** Badge text for a registration period, or null without one. */
export function getRegistrationBadge(start: DateInput, end: DateInput, today: Date = new Date()): RegistrationBadge | null {
  const phase = getRegistrationPhase(start, end, today);
  if (!phase) return null;
  const detail =
    phase === "open"
      ? `hingga ${formatDate(end)}`
      : phase === "not-yet"
        ? `mulai ${formatDate(start)}`
        : `sejak ${formatDate(end)}`;
  return { phase, label: REGISTRATION_LABELS[phase], detail };
}

/** 'Batas pendaftaran 4 Des 2026': the deadline shown as secondary text in lists; null without a valid period. */
export function registrationDeadlineText(start: DateInput, end: DateInput): string | null {
  if (!toLocalDay(start) || !toLocalDay(end)) return null;
  return `Batas pendaftaran ${formatDate(end)}`;
}

export type StepState = "done" | "now" | "upcoming";
export type StepKey = "registration-open" | "registration-close" | "training-start" | "training-end";

export interface TimelineStep {
  key: StepKey;
  label: string;
  /** 'yyyy-MM-dd' as stored. */
  date: string;
  state: StepState;
}

const STEP_LABELS: Record<StepKey, string> = {
  "registration-open": "Pendaftaran dibuka",
  "registration-close": "Pendaftaran ditutup",
  "training-start": "Pelatihan dimulai",
  "training-end": "Pelatihan selesai",
};

/**
 * The dated steps of a schedule (registration opens → closes → training starts → ends; the first two only with
 * a registration period), each marked from today's local date:
 * - 'now' for the step whose phase is under way: registration opened and not yet closed, training started and not
 *   yet ended; a step dated today is 'now' (on the last day of registration, the closing step). At most one step is
 *   'now' (the latest one when several qualify).
 * - 'done' for a step dated before today (or before the current step), 'upcoming' for one after today.
 */
export function getTimeline(
  schedule: { startDate: string; endDate: string; registration_start?: string | null; registration_end?: string | null },
  today: Date = new Date(),
): TimelineStep[] {
  const t = toLocalDay(today)?.getTime() ?? Number.NaN;
  const withRegistration =
    toLocalDay(schedule.registration_start) !== null && toLocalDay(schedule.registration_end) !== null;
  const raw: { key: StepKey; date: string; until?: string }[] = [
    ...(withRegistration
      ? [
          { key: "registration-open" as const, date: schedule.registration_start!, until: schedule.registration_end! },
          { key: "registration-close" as const, date: schedule.registration_end! },
        ]
      : []),
    { key: "training-start", date: schedule.startDate, until: schedule.endDate },
    { key: "training-end", date: schedule.endDate },
  ];
  const time = (d: string | undefined) => toLocalDay(d)?.getTime() ?? Number.NaN;
  let nowIndex = -1;
  raw.forEach((step, i) => {
    const at = time(step.date);
    const underWay = step.until !== undefined && at <= t && t <= time(step.until);
    if (at === t || underWay) nowIndex = i;
  });
  return raw.map((step, i) => {
    let state: StepState;
    if (i === nowIndex) state = "now";
    else if (nowIndex >= 0 && i < nowIndex) state = "done";
    else state = time(step.date) < t ? "done" : "upcoming";
    return { key: step.key, label: STEP_LABELS[step.key], date: step.date, state };
  });
}
