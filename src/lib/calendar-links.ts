import { addDays, format } from "date-fns";
import { toLocalDay } from "@/lib/dates";

/** The time zone of the training centre (WIB): all-day events are meant in it. */
export const CENTRE_TIME_ZONE = "Asia/Jakarta";

/** An all-day event over calendar days first..last, both inclusive ('yyyy-MM-dd'). */
export interface AllDayEvent {
  /** Stable identifier (becomes the iCalendar UID). */
  uid: string;
  title: string;
  first: string;
  last: string;
  description?: string;
  location?: string;
  url?: string;
}

/** 'yyyyMMdd' of a stored date, or null when invalid. */
function basicDate(value: string): string | null {
  const day = toLocalDay(value);
  return day ? format(day, "yyyyMMdd") : null;
}

/** The day after `value` as 'yyyyMMdd' (iCalendar and Google end dates are exclusive). */
export function exclusiveEnd(value: string): string | null {
  const day = toLocalDay(value);
  return day ? format(addDays(day, 1), "yyyyMMdd") : null;
}

/** A Google Calendar 'add event' link for an all-day event, in Asia/Jakarta; null for invalid dates. */
export function googleCalendarUrl(event: AllDayEvent): string | null {
  const start = basicDate(event.first);
  const end = exclusiveEnd(event.last);
  if (!start || !end) return null;
  const params = new URLSearchParams({ action: "TEMPLATE", text: event.title, dates: `${start}/${end}`, ctz: CENTRE_TIME_ZONE });
  const details = [event.description, event.url].filter(Boolean).join("\n");
  if (details) params.set("details", details);
  if (event.location) params.set("location", event.location);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

export interface ScheduleCalendarInput {
  id: number;
  program: string;
  batch: string;
  startDate: string;
  endDate: string;
  registration_start?: string | null;
  registration_end?: string | null;
  location?: string | null;
  apply_url?: string | null;
}

/**
 * The events of a schedule: the registration deadline (one day, when a registration period exists) and the
 * training period. `pageUrl` is the schedule's detail page.
 */
export function scheduleEvents(schedule: ScheduleCalendarInput, pageUrl: string): AllDayEvent[] {
  const name = `${schedule.program} ${schedule.batch}`;
  const location = schedule.location ?? undefined;
  const events: AllDayEvent[] = [];
  if (schedule.registration_end && toLocalDay(schedule.registration_end)) {
    events.push({
      uid: `jadwal-${schedule.id}-batas-pendaftaran@kejuruan-tik.blk-banda-aceh`,
      title: `Batas akhir pendaftaran: ${name}`,
      first: schedule.registration_end,
      last: schedule.registration_end,
      description: schedule.apply_url
        ? `Hari terakhir pendaftaran pelatihan ${name}. Daftar di ${schedule.apply_url}`
        : `Hari terakhir pendaftaran pelatihan ${name}.`,
      location,
      url: pageUrl,
    });
  }
  events.push({
    uid: `jadwal-${schedule.id}-pelatihan@kejuruan-tik.blk-banda-aceh`,
    title: `Pelatihan ${name}`,
    first: schedule.startDate,
    last: schedule.endDate,
    description: `Pelatihan ${name} di UPTD BLK Banda Aceh.`,
    location,
    url: pageUrl,
  });
  return events;
}
