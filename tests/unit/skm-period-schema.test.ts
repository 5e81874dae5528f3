/**
 * The SKM period form (src/features/skm-admin/schemas/skm-period-schema.ts) agrees with the database: its limits are
 * read back from migration 20261130000020 (skm_periods' checks, is_sane_date), and the browser's minimum sample is
 * skm_minimum_sample's formula, checked on the Krejcie–Morgan table.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SKM_PERIOD_LIMITS, SKM_PERIOD_MESSAGES, skmMinimumSample, skmPeriodSchema } from "@/features/skm-admin/schemas/skm-period-schema";

const skm = readFileSync(new URL("../../supabase/migrations/20261130000020_skm.sql", import.meta.url), "utf8");
const sane = readFileSync(new URL("../../supabase/migrations/20261126000004_sane_values.sql", import.meta.url), "utf8");

const parse = (values: Partial<Record<"name" | "starts_on" | "ends_on" | "population", string>>) =>
  skmPeriodSchema.safeParse({ name: "Semester II 2026", starts_on: "2026-07-01", ends_on: "2026-12-31", population: "100", ...values });
const messages = (result: ReturnType<typeof parse>) => (result.success ? [] : result.error.issues.map((issue) => issue.message));

describe("SKM period form", () => {
  it("has the database's limits", () => {
    const { name, firstDay, lastDay, maxDays, population } = SKM_PERIOD_LIMITS;
    expect(skm).toContain(`public.is_valid_text(name, ${name})`);
    expect(skm).toContain(`ends_on >= starts_on and ends_on - starts_on <= ${maxDays}`);
    expect(skm).toContain(`population between ${population.min} and ${population.max}`);
    expect(sane).toContain(`between date '${firstDay}' and date '${lastDay}'`);
    expect(skm).toContain("round(3.841 * p_population * 0.25 / (0.0025 * (p_population - 1) + 3.841 * 0.25))");
  });

  it("computes the minimum sample as skm_minimum_sample does, on the Krejcie–Morgan table", () => {
    const table: [number, number][] = [[10, 10], [50, 44], [100, 80], [200, 132], [300, 169], [500, 217], [1000, 278], [5000, 357], [1000000, 384]];
    for (const [population, minimum] of table) expect(skmMinimumSample(population), String(population)).toBe(minimum);
    expect(skmMinimumSample(0)).toBeNull();
  });

  it("checks each field at its boundaries", () => {
    expect(parse({ population: " 100 " })).toMatchObject({ success: true, data: { population: 100 } });
    expect(messages(parse({ name: " " }))).toEqual([SKM_PERIOD_MESSAGES.name]);
    expect(messages(parse({ name: "x".repeat(60) }))).toEqual([]);
    expect(messages(parse({ name: "x".repeat(61) }))).toEqual([SKM_PERIOD_MESSAGES.name]);
    expect(messages(parse({ starts_on: "1999-12-31", ends_on: "2000-06-30" }))).toEqual([SKM_PERIOD_MESSAGES.date]);
    expect(messages(parse({ starts_on: "2000-01-01", ends_on: "2000-12-31" }))).toEqual([]);
    expect(messages(parse({ starts_on: "2099-12-31", ends_on: "2099-12-31" }))).toEqual([]);
    expect(messages(parse({ ends_on: "2100-01-01" }))).toEqual([SKM_PERIOD_MESSAGES.date]);
    expect(messages(parse({ ends_on: "2026-06-30" }))).toEqual([SKM_PERIOD_MESSAGES.endBeforeStart]);
    // 366 days from the first day is allowed, as the database's ends_on - starts_on <= 366
    expect(messages(parse({ starts_on: "2026-01-01", ends_on: "2027-01-02" }))).toEqual([]);
    expect(messages(parse({ starts_on: "2026-01-01", ends_on: "2027-01-03" }))).toEqual([SKM_PERIOD_MESSAGES.tooLong]);
    for (const bad of ["0", "1000001", "1,5", "seratus", ""]) expect(messages(parse({ population: bad })), bad).toEqual([SKM_PERIOD_MESSAGES.population]);
    expect(messages(parse({ population: "1000000" }))).toEqual([]);
  });
});
