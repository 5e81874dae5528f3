import { describe, expect, it } from "vitest";
import {
  getRegistrationBadge,
  getRegistrationPhase,
  getTimeline,
  registrationDeadlineText,
} from "@/lib/registration";

// "Today" is 15 March 2026 in the afternoon (time of day must not matter).
const today = new Date(2026, 2, 15, 16, 45, 12);
const at = (h: number, m = 0) => new Date(2026, 2, 15, h, m, 59);

describe("getRegistrationPhase (visitor's local date, both ends inclusive)", () => {
  it("is 'not-yet' the day before the first day", () => {
    expect(getRegistrationPhase("2026-03-16", "2026-03-20", today)).toBe("not-yet");
  });
  it("is 'open' on the first day, from midnight", () => {
    expect(getRegistrationPhase("2026-03-15", "2026-03-20", at(0, 0))).toBe("open");
  });
  it("is 'open' on the last day, until 23:59", () => {
    expect(getRegistrationPhase("2026-03-01", "2026-03-15", at(23, 59))).toBe("open");
  });
  it("is 'open' for a one-day period on that day", () => {
    expect(getRegistrationPhase("2026-03-15", "2026-03-15", today)).toBe("open");
  });
  it("is 'closed' the day after the last day", () => {
    expect(getRegistrationPhase("2026-03-01", "2026-03-14", at(0, 0))).toBe("closed");
  });
  it("accepts timestamps and Date objects", () => {
    expect(getRegistrationPhase(new Date(2026, 2, 10), "2026-03-15T08:00:00", today)).toBe("open");
  });
  it("is null without a period, with an invalid date or with an end before the start", () => {
    expect(getRegistrationPhase(null, null, today)).toBeNull();
    expect(getRegistrationPhase("2026-03-01", null, today)).toBeNull();
    expect(getRegistrationPhase("2026-02-30", "2026-03-20", today)).toBeNull();
    expect(getRegistrationPhase("2026-03-20", "2026-03-01", today)).toBeNull();
  });
});

describe("getRegistrationBadge", () => {
  it("says 'Pendaftaran Dibuka' until the last day", () => {
    expect(getRegistrationBadge("2026-03-01", "2026-03-20", today)).toEqual({
      phase: "open",
      label: "Pendaftaran Dibuka",
      detail: "hingga 20 Mar 2026",
    });
  });
  it("says 'Pendaftaran Belum Dibuka' with the first day", () => {
    expect(getRegistrationBadge("2026-04-01", "2026-04-20", today)).toMatchObject({
      label: "Pendaftaran Belum Dibuka",
      detail: "mulai 1 Apr 2026",
    });
  });
  it("says 'Pendaftaran Ditutup' after the last day", () => {
    expect(getRegistrationBadge("2026-02-01", "2026-03-14", today)).toMatchObject({
      label: "Pendaftaran Ditutup",
      detail: "sejak 14 Mar 2026",
    });
  });
  it("is null without a registration period", () => {
    expect(getRegistrationBadge(null, undefined, today)).toBeNull();
  });
});

describe("registrationDeadlineText", () => {
  it("names the last day", () => {
    expect(registrationDeadlineText("2026-03-01", "2026-12-04")).toBe("Batas pendaftaran 4 Des 2026");
  });
  it("is null without a valid period", () => {
    expect(registrationDeadlineText(null, "2026-12-04")).toBeNull();
    expect(registrationDeadlineText("x", "2026-12-04")).toBeNull();
  });
});

describe("getTimeline", () => {
  const schedule = {
    registration_start: "2026-03-01",
    registration_end: "2026-03-10",
    startDate: "2026-03-16",
    endDate: "2026-03-27",
  };
  const states = (d: Date, s = schedule) => getTimeline(s, d).map((step) => step.state);
  const day = (n: number) => new Date(2026, 2, n, 12);

  it("lists the four dated steps in order", () => {
    expect(getTimeline(schedule, today).map((s) => [s.label, s.date])).toEqual([
      ["Pendaftaran dibuka", "2026-03-01"],
      ["Pendaftaran ditutup", "2026-03-10"],
      ["Pelatihan dimulai", "2026-03-16"],
      ["Pelatihan selesai", "2026-03-27"],
    ]);
  });
  it("is all upcoming before registration opens", () => {
    expect(states(new Date(2026, 1, 28, 23, 59))).toEqual(["upcoming", "upcoming", "upcoming", "upcoming"]);
  });
  it("marks registration as now from the first day", () => {
    expect(states(day(1))).toEqual(["now", "upcoming", "upcoming", "upcoming"]);
    expect(states(day(9))).toEqual(["now", "upcoming", "upcoming", "upcoming"]);
  });
  it("marks the closing step as now on the last day of registration", () => {
    expect(states(day(10))).toEqual(["done", "now", "upcoming", "upcoming"]);
  });
  it("has no current step between the registration and the training", () => {
    expect(states(day(11))).toEqual(["done", "done", "upcoming", "upcoming"]);
    expect(states(day(15))).toEqual(["done", "done", "upcoming", "upcoming"]);
  });
  it("marks the training as now from its first day, the end on its last day", () => {
    expect(states(day(16))).toEqual(["done", "done", "now", "upcoming"]);
    expect(states(day(26))).toEqual(["done", "done", "now", "upcoming"]);
    expect(states(day(27))).toEqual(["done", "done", "done", "now"]);
  });
  it("is all done after the training", () => {
    expect(states(day(28))).toEqual(["done", "done", "done", "done"]);
  });
  it("has one current step when registration closes on the first training day", () => {
    const s = { ...schedule, registration_end: "2026-03-16" };
    expect(states(day(16), s)).toEqual(["done", "done", "now", "upcoming"]);
  });
  it("shows only the training steps without a registration period", () => {
    const s = { startDate: "2026-03-16", endDate: "2026-03-27", registration_start: null, registration_end: null };
    expect(getTimeline(s, day(20)).map((x) => [x.key, x.state])).toEqual([
      ["training-start", "now"],
      ["training-end", "upcoming"],
    ]);
  });
});
