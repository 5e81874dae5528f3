import { toLocalDay, type DateInput } from "@/lib/dates";

export type RegistrationStatus = "Berlangsung" | "Segera Dibuka" | "Ditutup";

/** Display order of registration statuses (docs/product.md, Rules, Constants). */
export const STATUS_ORDER: Record<RegistrationStatus, number> = {
  Berlangsung: 1,
  "Segera Dibuka": 2,
  Ditutup: 3,
};

export const REGISTRATION_STATUSES: readonly RegistrationStatus[] = ["Berlangsung", "Segera Dibuka", "Ditutup"];

type Period = "within" | "future" | "past" | "invalid";

function classify(start: DateInput, end: DateInput, today: Date): Period {
  const s = toLocalDay(start);
  const e = toLocalDay(end);
  const t = toLocalDay(today);
  if (!s || !e || !t) return "invalid";
  const time = t.getTime();
  if (s.getTime() <= time && time <= e.getTime()) return "within";
  if (s.getTime() > time) return "future";
  return "past";
}

/**
 * Registration status from today's local calendar date (time of day ignored):
 * 'Berlangsung' when today lies within start..end (both inclusive), 'Segera Dibuka'
 * when the start is still in the future, otherwise 'Ditutup'. Invalid or missing dates give 'Ditutup'.
 */
export function getRegistrationStatus(
  start: DateInput,
  end: DateInput,
  today: Date = new Date(),
): RegistrationStatus {
  switch (classify(start, end, today)) {
    case "within":
      return "Berlangsung";
    case "future":
      return "Segera Dibuka";
    default:
      return "Ditutup";
  }
}

/**
 * Returns a new array sorted by status order (Berlangsung, Segera Dibuka, Ditutup).
 * The sort is stable: items with the same status keep their incoming order
 * (schedules arrive ordered by start date descending).
 */
export function sortByStatus<T>(items: readonly T[], getStatus: (item: T) => RegistrationStatus): T[] {
  return items
    .map((item, index) => ({ item, index, rank: STATUS_ORDER[getStatus(item)] ?? 99 }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.item);
}
