import { useMemo } from "react";
import { useClientValue, useHydrated } from "@/lib/hydration";

/**
 * "Today" for what a page computes from the date (registration status, deadlines, the footer's year).
 *
 * A prerendered page was rendered on the build day. While React hydrates it, the page must render
 * exactly what the HTML shows, so during hydration (and on the server) today is the day the HTML was
 * rendered; right after hydration the page re-renders with the visitor's real today when it is another day (`useClientValue`,
 * a transition).
 * Client-rendered pages use the real day from the start.
 */
let renderedDay: string | null = null;
let renderedTimeZone: string | null = null;
/** Each timestamp's day in the render's time zone, as the render showed it (value → 'yyyy-MM-dd'). */
let renderedTimestampDays = new Map<string, string>();

/**
 * The day ('yyyy-MM-dd') the HTML was rendered, the time zone its timestamps were shown in and the days it showed
 * for them: set by the prerender on the server and from the page's state on the client.
 */
export function setRenderedDay(day: string | null, timeZone: string | null = null, timestampDays: Record<string, string> = {}) {
  renderedDay = day;
  renderedTimeZone = timeZone;
  renderedTimestampDays = new Map(Object.entries(timestampDays));
}

/**
 * The days this render showed for timestamps, for the page's state: hydration then shows the same days without an
 * `Intl.DateTimeFormat` in the render's time zone, whose first use is slow on a phone (docs/performance.md).
 */
export function renderedTimestampDaysSoFar(): Record<string, string> {
  return Object.fromEntries(renderedTimestampDays);
}

/** One formatter per time zone: building an `Intl.DateTimeFormat` is slow, and a list of dated cards would build one per card. */
const dayFormatters = new Map<string, Intl.DateTimeFormat | null>();
function dayFormatter(timeZone: string): Intl.DateTimeFormat | null {
  if (!dayFormatters.has(timeZone)) {
    let formatter: Intl.DateTimeFormat | null = null;
    try {
      formatter = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    } catch {
      // An unknown zone: null, as for an invalid value.
    }
    dayFormatters.set(timeZone, formatter);
  }
  return dayFormatters.get(timeZone)!;
}

/** 'yyyy-MM-dd' of a timestamp in a time zone; null when the value or the zone is invalid. */
export function dayInTimeZone(value: string, timeZone: string): string | null {
  const date = new Date(value);
  const formatter = dayFormatter(timeZone);
  if (Number.isNaN(date.getTime()) || !formatter) return null;
  const parts = formatter.formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/**
 * A timestamp's calendar day formatted by `format`: in the visitor's time zone, except on the server and
 * while a prerendered page hydrates, where it is the day in the time zone the HTML was rendered in.
 */
export function useTimestampDay(value: string, format: (day: string) => string): string {
  if (useHydrated()) return format(value);
  let day = renderedTimestampDays.get(value) ?? null;
  if (day === null && renderedTimeZone) {
    day = dayInTimeZone(value, renderedTimeZone);
    if (day !== null) renderedTimestampDays.set(value, day);
  }
  return format(day ?? value);
}

const pad = (n: number) => String(n).padStart(2, "0");
/** 'yyyy-MM-dd' of the local day (spelled out: src/lib/dates.ts pulls date-fns into every page's first load). */
const currentDay = () => {
  const now = new Date();
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};
const serverDay = () => renderedDay ?? currentDay();

/**
 * Today's local calendar day (midnight), SSR- and hydration-safe. On a prerendered page opened the day it was
 * built (in the build's time zone) nothing re-renders after hydration.
 */
export function useToday(): Date {
  const day = useClientValue(serverDay, currentDay);
  return useMemo(() => {
    const [year, month, date] = day.split("-").map(Number);
    return new Date(year, month - 1, date);
  }, [day]);
}

/** 'yyyy-MM-dd' of today in Asia/Jakarta: the calendar the database's registration periods follow. */
const jakartaDay = () => dayInTimeZone(new Date().toISOString(), "Asia/Jakarta") ?? currentDay();

/** Today in Asia/Jakarta ('yyyy-MM-dd'), SSR- and hydration-safe like `useToday` (the render's day while hydrating). */
export function useJakartaToday(): string {
  return useClientValue(serverDay, jakartaDay);
}

const currentOrigin = () => globalThis.location?.origin ?? "";

/**
 * The page's origin (https://…) for absolute links such as share URLs; "" on the server and while a
 * prerendered page hydrates (the build does not know where it will be served), the real one right after.
 */
export function useOrigin(): string {
  return useHydrated() ? currentOrigin() : "";
}
