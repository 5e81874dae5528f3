import { describe, expect, it } from "vitest";
import { calibratedSlowdown, parseCpuSlowdown } from "../../scripts/lib/cpu-slowdown";

describe("calibratedSlowdown (Lighthouse's CPU throttling calculator)", () => {
  it("gives the calculator's multiplier at each of its points", () => {
    expect(calibratedSlowdown(150)).toBe(1);
    expect(calibratedSlowdown(800)).toBe(2);
    expect(calibratedSlowdown(1300)).toBe(3);
    expect(calibratedSlowdown(1533)).toBe(4); // the host Lighthouse's default 4× is meant for
    expect(calibratedSlowdown(1766)).toBeCloseTo(5, 10);
    expect(calibratedSlowdown(2000)).toBeCloseTo(6, 2);
  });

  it("is linear between the points and rises with the host's speed", () => {
    expect(calibratedSlowdown(1050)).toBeCloseTo(2.5, 10);
    expect(calibratedSlowdown(475)).toBeCloseTo(1.5, 10);
    const indexes = [150, 400, 800, 1100, 1300, 1400, 1533, 2000, 2700];
    const multipliers = indexes.map(calibratedSlowdown);
    expect(multipliers).toEqual([...multipliers].sort((a, b) => a - b));
  });

  it("refuses a host too slow to emulate the phone, or no index at all", () => {
    expect(() => calibratedSlowdown(149)).toThrow(/too slow/);
    expect(() => calibratedSlowdown(Number.NaN)).toThrow(/too slow/);
  });
});

describe("parseCpuSlowdown (--cpu-slowdown)", () => {
  it("reads Lighthouse's default, a fixed multiplier or the calibrated one", () => {
    expect(parseCpuSlowdown(undefined)).toEqual({ kind: "default" });
    expect(parseCpuSlowdown("calibrated")).toEqual({ kind: "calibrated" });
    expect(parseCpuSlowdown("2.5")).toEqual({ kind: "fixed", multiplier: 2.5 });
  });

  it("refuses anything else with the accepted values", () => {
    for (const value of ["0", "0.5", "21", "fast", ""]) {
      expect(() => parseCpuSlowdown(value)).toThrow(/a multiplier from 1 to 20, or "calibrated"/);
    }
  });
});
