import { describe, expect, it } from "vitest";
import { getBannerStatus } from "@/features/banners/lib/banners";
import {
  getRegistrationStatus,
  REGISTRATION_STATUSES,
  sortByStatus,
  STATUS_ORDER,
  type RegistrationStatus,
} from "@/lib/status";

// "Today" is 15 March 2026, in the middle of the afternoon (time of day must not matter).
const today = new Date(2026, 2, 15, 16, 45, 12);

describe("getRegistrationStatus", () => {
  it("is 'Berlangsung' on the start day", () => {
    expect(getRegistrationStatus("2026-03-15", "2026-03-20", today)).toBe("Berlangsung");
  });
  it("is 'Berlangsung' on the end day (inclusive, even late in the day)", () => {
    expect(getRegistrationStatus("2026-03-01", "2026-03-15", today)).toBe("Berlangsung");
    expect(getRegistrationStatus("2026-03-01", "2026-03-15", new Date(2026, 2, 15, 23, 59, 59))).toBe("Berlangsung");
  });
  it("is 'Berlangsung' between start and end, and for a one-day period on that day", () => {
    expect(getRegistrationStatus("2026-03-01", "2026-04-01", today)).toBe("Berlangsung");
    expect(getRegistrationStatus("2026-03-15", "2026-03-15", today)).toBe("Berlangsung");
    expect(getRegistrationStatus("2026-03-15", "2026-03-15", new Date(2026, 2, 15, 0, 0, 0))).toBe("Berlangsung");
  });
  it("is 'Segera Dibuka' the day before the start", () => {
    expect(getRegistrationStatus("2026-03-16", "2026-03-30", today)).toBe("Segera Dibuka");
    expect(getRegistrationStatus("2026-03-16", "2026-03-30", new Date(2026, 2, 15, 23, 59, 59))).toBe("Segera Dibuka");
  });
  it("is 'Segera Dibuka' for a start far in the future (next year)", () => {
    expect(getRegistrationStatus("2027-01-05", "2027-02-05", today)).toBe("Segera Dibuka");
  });
  it("is 'Ditutup' the day after the end", () => {
    expect(getRegistrationStatus("2026-03-01", "2026-03-14", today)).toBe("Ditutup");
    expect(getRegistrationStatus("2026-03-01", "2026-03-14", new Date(2026, 2, 15, 0, 0, 1))).toBe("Ditutup");
  });
  it("is 'Ditutup' for a period in a past year", () => {
    expect(getRegistrationStatus("2025-03-01", "2025-12-31", today)).toBe("Ditutup");
  });
  it("is 'Ditutup' for invalid or missing dates", () => {
    expect(getRegistrationStatus(null, "2026-03-20", today)).toBe("Ditutup");
    expect(getRegistrationStatus("2026-03-01", undefined, today)).toBe("Ditutup");
    expect(getRegistrationStatus("", "", today)).toBe("Ditutup");
    expect(getRegistrationStatus("bukan tanggal", "2026-03-20", today)).toBe("Ditutup");
    expect(getRegistrationStatus("2026-02-30", "2026-12-31", today)).toBe("Ditutup");
    expect(getRegistrationStatus("2027-01-01", "2027-13-01", today)).toBe("Ditutup");
    expect(getRegistrationStatus(new Date(Number.NaN), "2026-03-20", today)).toBe("Ditutup");
  });
  it("accepts Date objects and timestamps, ignoring their time of day", () => {
    expect(getRegistrationStatus(new Date(2026, 2, 15, 23, 0), new Date(2026, 2, 15, 1, 0), today)).toBe("Berlangsung");
    expect(getRegistrationStatus(new Date(2026, 2, 10, 9).toISOString(), new Date(2026, 2, 15, 9).toISOString(), today)).toBe(
      "Berlangsung",
    );
  });
  it("reads a 'yyyy-MM-dd' date as that calendar day, whatever the time zone", () => {
    // Just after local midnight on the start day.
    expect(getRegistrationStatus("2026-03-15", "2026-03-15", new Date(2026, 2, 15, 0, 0, 1))).toBe("Berlangsung");
    expect(getRegistrationStatus("2026-03-15", "2026-03-15", new Date(2026, 2, 14, 23, 59, 59))).toBe("Segera Dibuka");
  });
  it("defaults today to the current date", () => {
    const now = new Date();
    const iso = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
    expect(getRegistrationStatus(iso, iso)).toBe("Berlangsung");
  });
});

describe("STATUS_ORDER and sortByStatus", () => {
  it("orders Berlangsung 1, Segera Dibuka 2, Ditutup 3", () => {
    expect(STATUS_ORDER).toEqual({ Berlangsung: 1, "Segera Dibuka": 2, Ditutup: 3 });
    expect(REGISTRATION_STATUSES).toEqual(["Berlangsung", "Segera Dibuka", "Ditutup"]);
  });

  it("sorts by status and keeps the incoming order within a status (stable)", () => {
    const items: { id: string; status: RegistrationStatus }[] = [
      { id: "a", status: "Ditutup" },
      { id: "b", status: "Segera Dibuka" },
      { id: "c", status: "Berlangsung" },
      { id: "d", status: "Ditutup" },
      { id: "e", status: "Berlangsung" },
      { id: "f", status: "Segera Dibuka" },
    ];
    const sorted = sortByStatus(items, (i) => i.status);
    expect(sorted.map((i) => i.id)).toEqual(["c", "e", "b", "f", "a", "d"]);
    // Does not mutate its input.
    expect(items.map((i) => i.id)).toEqual(["a", "b", "c", "d", "e", "f"]);
  });

  it("works with statuses computed from dates", () => {
    const schedules = [
      { id: 1, start: "2026-01-01", end: "2026-01-31" },
      { id: 2, start: "2026-04-01", end: "2026-04-30" },
      { id: 3, start: "2026-03-01", end: "2026-03-31" },
    ];
    const sorted = sortByStatus(schedules, (s) => getRegistrationStatus(s.start, s.end, today));
    expect(sorted.map((s) => s.id)).toEqual([3, 2, 1]);
  });

  it("returns an empty array for no items", () => {
    expect(sortByStatus([], () => "Ditutup")).toEqual([]);
  });
});

describe("getBannerStatus", () => {
  it("is 'Aktif' on the start day, within, and all of the end day", () => {
    expect(getBannerStatus("2026-03-15", "2026-03-31", today)).toBe("Aktif");
    expect(getBannerStatus("2026-03-01", "2026-03-31", today)).toBe("Aktif");
    expect(getBannerStatus("2026-03-01", "2026-03-15", new Date(2026, 2, 15, 23, 59, 59))).toBe("Aktif");
  });
  it("is 'Dijadwalkan' when the start is in the future", () => {
    expect(getBannerStatus("2026-03-16", "2026-03-31", today)).toBe("Dijadwalkan");
  });
  it("is 'Kadaluarsa' after the end day and for invalid dates", () => {
    expect(getBannerStatus("2026-03-01", "2026-03-14", today)).toBe("Kadaluarsa");
    expect(getBannerStatus("invalid", "2026-03-31", today)).toBe("Kadaluarsa");
    expect(getBannerStatus(null, null, today)).toBe("Kadaluarsa");
  });
});
