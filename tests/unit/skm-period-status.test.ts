import { skmPeriodStatus } from "@/features/skm-admin/lib/skm-period-status";

const period = { starts_on: "2026-07-01", ends_on: "2026-12-31", closed_at: null };

describe("skmPeriodStatus", () => {
  it("is Akan Datang before the first day, Berjalan from the first to the last day, Ditutup after it", () => {
    expect(skmPeriodStatus(period, "2026-06-30")).toBe("Akan Datang");
    expect(skmPeriodStatus(period, "2026-07-01")).toBe("Berjalan");
    expect(skmPeriodStatus(period, "2026-12-31")).toBe("Berjalan");
    expect(skmPeriodStatus(period, "2027-01-01")).toBe("Ditutup");
  });

  it("is Ditutup once closed, whatever the dates", () => {
    const closed = { ...period, closed_at: "2026-09-01T03:00:00Z" };
    expect(skmPeriodStatus(closed, "2026-06-30")).toBe("Ditutup");
    expect(skmPeriodStatus(closed, "2026-09-02")).toBe("Ditutup");
  });
});
