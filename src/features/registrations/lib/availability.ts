import type { Schedule } from "@/features/schedules/api/schedules";

/**
 * Whether a batch takes registrations on this site today, by the calendar of Asia/Jakarta (as the database decides:
 * public.registration_open()), and if not, why: the form page explains each case.
 */
export type Availability =
  | { kind: "open"; until: string }
  | { kind: "not-yet"; from: string }
  | { kind: "closed"; since: string }
  | { kind: "elsewhere" };

export function registrationAvailability(
  schedule: Pick<Schedule, "online_registration" | "registration_start" | "registration_end">,
  todayInJakarta: string,
): Availability {
  const { online_registration: online, registration_start: start, registration_end: end } = schedule;
  if (!online || !start || !end) return { kind: "elsewhere" };
  if (todayInJakarta < start) return { kind: "not-yet", from: start };
  if (todayInJakarta > end) return { kind: "closed", since: end };
  return { kind: "open", until: end };
}
