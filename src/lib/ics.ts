// Builds iCalendar (RFC 5545) files with the `ics` library. Loaded on demand (the public pages import it
// only when a visitor asks for a calendar file).
import { createEvents, type DateArray, type EventAttributes } from "ics";
import { CENTRE_TIME_ZONE, type AllDayEvent } from "@/lib/calendar-links";
import { toLocalDay } from "@/lib/dates";
import { addDays } from "date-fns";

function dateArray(value: string, plusDays = 0): DateArray {
  const day = toLocalDay(value);
  if (!day) throw new Error(`invalid date: ${value}`);
  const d = addDays(day, plusDays);
  return [d.getFullYear(), d.getMonth() + 1, d.getDate()];
}

/**
 * An iCalendar text with one all-day VEVENT per event (DTSTART;VALUE=DATE, exclusive DTEND), CRLF line
 * endings, folded lines, escaped text, and X-WR-TIMEZONE Asia/Jakarta so calendar apps place the days in WIB.
 * Throws on invalid dates.
 */
export function buildIcs(events: AllDayEvent[], calendarName: string): string {
  const attributes: EventAttributes[] = events.map((e) => ({
    uid: e.uid,
    title: e.title,
    start: dateArray(e.first),
    end: dateArray(e.last, 1),
    description: e.description,
    location: e.location,
    url: e.url,
    status: "CONFIRMED",
    busyStatus: "FREE",
    transp: "TRANSPARENT",
    productId: "kejuruan-tik-blk-banda-aceh/jadwal",
    calName: calendarName,
  }));
  const { error, value } = createEvents(attributes, { productId: "kejuruan-tik-blk-banda-aceh/jadwal", calName: calendarName });
  if (error || !value) throw error ?? new Error("calendar not built");
  const crlf = value.replace(/\r?\n/g, "\r\n");
  return crlf.replace("X-WR-CALNAME:", `X-WR-TIMEZONE:${CENTRE_TIME_ZONE}\r\nX-WR-CALNAME:`);
}

/** A file name such as 'jadwal-desain-grafis-muda-batch-2.ics'. */
export function icsFileName(program: string, batch: string): string {
  const slug = `${program} ${batch}`
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `jadwal-${slug || "pelatihan"}.ics`;
}
