import { afterEach, describe, expect, it, vi } from "vitest";
import { dayInTimeZone } from "@/lib/today";

describe("dayInTimeZone", () => {
  afterEach(() => vi.restoreAllMocks());

  it("gives the calendar day in the zone, not in UTC", () => {
    expect(dayInTimeZone("2026-11-24T20:00:00Z", "Asia/Jakarta")).toBe("2026-11-25");
    expect(dayInTimeZone("2026-11-24T16:59:59Z", "Asia/Jakarta")).toBe("2026-11-24");
    expect(dayInTimeZone("2026-11-24T20:00:00Z", "UTC")).toBe("2026-11-24");
  });

  it("is null for an invalid value or an unknown zone", () => {
    expect(dayInTimeZone("bukan tanggal", "Asia/Jakarta")).toBeNull();
    expect(dayInTimeZone("2026-11-24T20:00:00Z", "Mars/Olympus_Mons")).toBeNull();
    expect(dayInTimeZone("2026-11-24T20:00:00Z", "Mars/Olympus_Mons")).toBeNull();
  });

  it("builds one formatter per zone, however many timestamps it formats", () => {
    const Real = Intl.DateTimeFormat;
    const constructed = vi.spyOn(Intl, "DateTimeFormat").mockImplementation(function (...args) {
      return new Real(...args);
    } as typeof Intl.DateTimeFormat);
    for (let hour = 0; hour < 24; hour++) {
      dayInTimeZone(`2026-11-24T${String(hour).padStart(2, "0")}:00:00Z`, "Asia/Makassar");
    }
    expect(constructed).toHaveBeenCalledTimes(1);
    expect(dayInTimeZone("2026-11-24T16:00:00Z", "Asia/Makassar")).toBe("2026-11-25");
  });
});
