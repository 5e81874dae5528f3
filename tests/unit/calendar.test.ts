// The .ics file is built with the `ics` library and validated by parsing it back with ical.js (RFC 5545).
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { googleCalendarUrl, scheduleEvents } from "@/lib/calendar-links";
import { buildIcs, icsFileName } from "@/lib/ics";

const schedule = {
  id: 4,
  program: "Desain Grafis Muda",
  batch: "Batch 2",
  startDate: "2026-12-07",
  endDate: "2027-01-08",
  registration_start: "2026-11-09",
  registration_end: "2026-12-04",
  location: "Laboratorium Komputer 2, UPTD BLK Banda Aceh",
  apply_url: "https://skillhub.kemnaker.go.id/",
};
const pageUrl = "https://tik.blkbandaaceh.example/jadwal/4";

describe("scheduleEvents", () => {
  it("has the registration deadline and the training period", () => {
    const events = scheduleEvents(schedule, pageUrl);
    expect(events.map((e) => [e.title, e.first, e.last])).toEqual([
      ["Batas akhir pendaftaran: Desain Grafis Muda Batch 2", "2026-12-04", "2026-12-04"],
      ["Pelatihan Desain Grafis Muda Batch 2", "2026-12-07", "2027-01-08"],
    ]);
  });
  it("has only the training without a registration period", () => {
    const events = scheduleEvents({ ...schedule, registration_start: null, registration_end: null }, pageUrl);
    expect(events).toHaveLength(1);
  });
});

describe("buildIcs", () => {
  const text = buildIcs(scheduleEvents(schedule, pageUrl), "Jadwal Pelatihan Kejuruan TIK");

  it("uses CRLF line endings and lines of at most 75 octets", () => {
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(text.trimEnd().endsWith("END:VCALENDAR")).toBe(true);
    const lines = text.split("\r\n");
    expect(lines.every((l) => !l.includes("\n"))).toBe(true);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it("parses back (ical.js) into two all-day events in Asia/Jakarta with the right days", () => {
    const cal = new ICAL.Component(ICAL.parse(text));
    expect(cal.getFirstPropertyValue("version")).toBe("2.0");
    expect(cal.getFirstPropertyValue("prodid")).toBeTruthy();
    expect(cal.getFirstPropertyValue("x-wr-timezone")).toBe("Asia/Jakarta");
    const events = cal.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(2);
    const [deadline, training] = events;

    expect(deadline.summary).toBe("Batas akhir pendaftaran: Desain Grafis Muda Batch 2");
    expect(deadline.startDate.isDate).toBe(true);
    expect(deadline.startDate.toString()).toBe("2026-12-04");
    expect(deadline.endDate.toString()).toBe("2026-12-05");
    expect(deadline.uid).toBe("jadwal-4-batas-pendaftaran@kejuruan-tik.blk-banda-aceh");
    expect(deadline.description).toBe("Hari terakhir pendaftaran pelatihan Desain Grafis Muda Batch 2. Daftar di https://skillhub.kemnaker.go.id/");

    expect(training.summary).toBe("Pelatihan Desain Grafis Muda Batch 2");
    expect(training.startDate.isDate).toBe(true);
    expect(training.startDate.toString()).toBe("2026-12-07");
    // DTEND is exclusive: the day after the last training day.
    expect(training.endDate.toString()).toBe("2027-01-09");
    expect(training.location).toBe("Laboratorium Komputer 2, UPTD BLK Banda Aceh");
    expect(training.component.getFirstPropertyValue("url")).toBe(pageUrl);
    for (const e of events) expect(e.component.getFirstPropertyValue("dtstamp")).toBeTruthy();
  });

  it("throws on an invalid date", () => {
    expect(() => buildIcs([{ uid: "x", title: "x", first: "2026-02-30", last: "2026-03-01" }], "x")).toThrow();
  });

  it("names the file after the program and batch", () => {
    expect(icsFileName("Desain Grafis Muda", "Batch 2")).toBe("jadwal-desain-grafis-muda-batch-2.ics");
    expect(icsFileName("Teknisi (Jaringan) Komputer", "Batch #3")).toBe("jadwal-teknisi-jaringan-komputer-batch-3.ics");
  });
});

describe("googleCalendarUrl", () => {
  it("adds an all-day event with an exclusive end date in Asia/Jakarta", () => {
    const [, training] = scheduleEvents(schedule, pageUrl);
    const url = new URL(googleCalendarUrl(training)!);
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe("Pelatihan Desain Grafis Muda Batch 2");
    expect(url.searchParams.get("dates")).toBe("20261207/20270109");
    expect(url.searchParams.get("ctz")).toBe("Asia/Jakarta");
    expect(url.searchParams.get("location")).toBe("Laboratorium Komputer 2, UPTD BLK Banda Aceh");
    expect(url.searchParams.get("details")).toContain(pageUrl);
  });
  it("is null for invalid dates", () => {
    expect(googleCalendarUrl({ uid: "x", title: "x", first: "nope", last: "2026-01-01" })).toBeNull();
  });
});
