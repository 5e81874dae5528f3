import { describe, expect, it } from "vitest";
import { formatDate, formatDateRange, toISODate, toLocalDay } from "@/lib/dates";

describe("formatDateRange", () => {
  it("uses 'd MMM - d MMM yyyy' when both dates are in the same year", () => {
    expect(formatDateRange("2026-03-01", "2026-04-05")).toBe("1 Mar - 5 Apr 2026");
    expect(formatDateRange("2026-08-17", "2026-12-31")).toBe("17 Agt - 31 Des 2026");
    expect(formatDateRange("2026-05-02", "2026-05-02")).toBe("2 Mei - 2 Mei 2026");
  });
  it("uses 'd MMM yyyy - d MMM yyyy' when the years differ", () => {
    expect(formatDateRange("2025-12-15", "2026-01-20")).toBe("15 Des 2025 - 20 Jan 2026");
    expect(formatDateRange("2026-10-01", "2027-02-28")).toBe("1 Okt 2026 - 28 Feb 2027");
  });
  it("uses the Indonesian month abbreviations", () => {
    const months = ["Jan", "Feb", "Mar", "Apr", "Mei", "Jun", "Jul", "Agt", "Sep", "Okt", "Nov", "Des"];
    months.forEach((abbr, i) => {
      const mm = String(i + 1).padStart(2, "0");
      expect(formatDateRange(`2026-${mm}-01`, `2026-${mm}-02`)).toBe(`1 ${abbr} - 2 ${abbr} 2026`);
    });
  });
  it("shows 'Tanggal tidak valid' when either date is invalid or missing", () => {
    expect(formatDateRange("invalid", "2026-04-05")).toBe("Tanggal tidak valid");
    expect(formatDateRange("2026-03-01", "2026-02-30")).toBe("Tanggal tidak valid");
    expect(formatDateRange(null, "2026-04-05")).toBe("Tanggal tidak valid");
    expect(formatDateRange("2026-03-01", undefined)).toBe("Tanggal tidak valid");
    expect(formatDateRange("", "")).toBe("Tanggal tidak valid");
    expect(formatDateRange(new Date(Number.NaN), new Date(2026, 0, 1))).toBe("Tanggal tidak valid");
  });
  it("accepts Date objects", () => {
    expect(formatDateRange(new Date(2026, 0, 5), new Date(2026, 1, 9))).toBe("5 Jan - 9 Feb 2026");
  });
  it("does not shift a 'yyyy-MM-dd' day by the time zone", () => {
    expect(formatDateRange("2026-01-01", "2026-12-31")).toBe("1 Jan - 31 Des 2026");
  });
});

describe("formatDate", () => {
  it("formats 'd MMM yyyy' in the Indonesian locale", () => {
    expect(formatDate("2026-08-17")).toBe("17 Agt 2026");
    expect(formatDate(new Date(2026, 4, 1, 22, 30))).toBe("1 Mei 2026");
  });
  it("shows 'Tanggal tidak valid' for invalid dates", () => {
    expect(formatDate("nope")).toBe("Tanggal tidak valid");
    expect(formatDate(null)).toBe("Tanggal tidak valid");
  });
});

describe("toISODate", () => {
  it("returns the local calendar day as yyyy-MM-dd", () => {
    expect(toISODate(new Date(2026, 0, 5))).toBe("2026-01-05");
    expect(toISODate(new Date(2026, 11, 31, 23, 59, 59))).toBe("2026-12-31");
    expect(toISODate(new Date(2026, 2, 1, 0, 0, 0))).toBe("2026-03-01");
  });
  it("round-trips with toLocalDay", () => {
    const day = toLocalDay("2026-07-09");
    expect(day).not.toBeNull();
    expect(toISODate(day as Date)).toBe("2026-07-09");
  });
});

describe("toLocalDay", () => {
  it("returns local midnight of the day", () => {
    const d = toLocalDay("2026-03-15");
    expect(d?.getFullYear()).toBe(2026);
    expect(d?.getMonth()).toBe(2);
    expect(d?.getDate()).toBe(15);
    expect(d?.getHours()).toBe(0);
  });
  it("returns null for invalid values", () => {
    expect(toLocalDay("2026-13-01")).toBeNull();
    expect(toLocalDay("abc")).toBeNull();
    expect(toLocalDay(undefined)).toBeNull();
  });
});

describe("Indonesian month abbreviations match date-fns' id locale", () => {
  it("formats every month as date-fns format(d, 'd MMM yyyy', { locale: id }) does", async () => {
    const { format } = await import("date-fns");
    const { id } = await import("date-fns/locale");
    const { formatDate: fmt, toISODate: iso } = await import("@/lib/dates");
    for (let month = 0; month < 12; month++) {
      const day = new Date(2026, month, 7);
      expect(fmt(day)).toBe(format(day, "d MMM yyyy", { locale: id }));
      expect(iso(day)).toBe(format(day, "yyyy-MM-dd"));
    }
  });
});
