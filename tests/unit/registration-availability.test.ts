import { registrationAvailability } from "@/features/registrations/lib/availability";

describe("registrationAvailability (the calendar of Asia/Jakarta, as the database)", () => {
  const batch = { online_registration: true, registration_start: "2026-11-20", registration_end: "2026-11-30" };
  it("is open from the first to the last day, inclusive", () => {
    expect(registrationAvailability(batch, "2026-11-20")).toEqual({ kind: "open", until: "2026-11-30" });
    expect(registrationAvailability(batch, "2026-11-30")).toEqual({ kind: "open", until: "2026-11-30" });
  });
  it("says from when before, since when after", () => {
    expect(registrationAvailability(batch, "2026-11-19")).toEqual({ kind: "not-yet", from: "2026-11-20" });
    expect(registrationAvailability(batch, "2026-12-01")).toEqual({ kind: "closed", since: "2026-11-30" });
  });
  it("sends a batch without online registration (or period) elsewhere", () => {
    expect(registrationAvailability({ ...batch, online_registration: false }, "2026-11-25")).toEqual({ kind: "elsewhere" });
    expect(registrationAvailability({ online_registration: true, registration_start: null, registration_end: null }, "2026-11-25")).toEqual({ kind: "elsewhere" });
  });
});
