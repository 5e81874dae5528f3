import { isValid, parseISO, startOfDay } from "date-fns";

export type DateInput = string | Date | null | undefined;

export const INVALID_DATE_TEXT = "Tanggal tidak valid";

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Turns a date value into the local calendar day it denotes (midnight, local time),
 * or null when it is missing or invalid. A plain 'yyyy-MM-dd' string is read as that
 * calendar day (never shifted by the time zone); a timestamp is read in local time and
 * its time of day is dropped.
 */
export function toLocalDay(value: DateInput): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    return isValid(value) ? startOfDay(value) : null;
  }
  if (typeof value !== "string") return null;
  const text = value.trim();
  if (!text) return null;
  const m = DATE_ONLY.exec(text);
  if (m) {
    const y = Number(m[1]);
    const mo = Number(m[2]);
    const d = Number(m[3]);
    const date = new Date(y, mo - 1, d);
    // Reject overflow such as 2026-02-30 (which Date would roll into March).
    if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d) return null;
    return date;
  }
  const parsed = parseISO(text);
  return isValid(parsed) ? startOfDay(parsed) : null;
}

/**
 * date-fns' Indonesian abbreviated month names (its `id` locale, "MMM"). Spelled out here because
 * date-fns' `format` with a locale adds ~8 KiB gzip to every public page for these two patterns.
 */
const MONTHS_ID = ["Jan", "Feb", "Mar", "Apr", "Mei", "Jun", "Jul", "Agt", "Sep", "Okt", "Nov", "Des"] as const;

/** 'd MMM' */
const dayMonth = (day: Date) => `${day.getDate()} ${MONTHS_ID[day.getMonth()]}`;
/** 'd MMM yyyy' */
const dayMonthYear = (day: Date) => `${dayMonth(day)} ${day.getFullYear()}`;

/** 'd MMM yyyy' in the Indonesian locale, e.g. '1 Agt 2026'; 'Tanggal tidak valid' for a bad date. */
export function formatDate(value: DateInput): string {
  const day = toLocalDay(value);
  return day ? dayMonthYear(day) : INVALID_DATE_TEXT;
}

/**
 * 'd MMM - d MMM yyyy' when both dates fall in the same year, otherwise
 * 'd MMM yyyy - d MMM yyyy'; 'Tanggal tidak valid' when either date is invalid.
 */
export function formatDateRange(start: DateInput, end: DateInput): string {
  const s = toLocalDay(start);
  const e = toLocalDay(end);
  if (!s || !e) return INVALID_DATE_TEXT;
  if (s.getFullYear() === e.getFullYear()) {
    return `${dayMonth(s)} - ${dayMonthYear(e)}`;
  }
  return `${dayMonthYear(s)} - ${dayMonthYear(e)}`;
}

// Made on first use: a formatter with a time zone costs a phone ~50 ms (4× CPU) to create, and every public page
// loads this module while only the panel and the status check format moments.
let jakartaDateTime: Intl.DateTimeFormat | undefined;

/** A moment as read in Banda Aceh, e.g. '25 November 2026 pukul 10.04 WIB' (when an application was sent). */
export const formatJakartaDateTime = (timestamp: string) =>
  `${(jakartaDateTime ??= new Intl.DateTimeFormat("id-ID", { dateStyle: "long", timeStyle: "short", timeZone: "Asia/Jakarta" })).format(new Date(timestamp))} WIB`;

/** 'yyyy-MM-dd' of the local calendar day of `date` (what date columns store). */
export function toISODate(date: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
