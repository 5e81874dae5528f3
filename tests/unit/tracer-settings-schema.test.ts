/**
 * The survey's settings and message forms (src/features/tracer-study/schemas/tracer-settings-schema.ts) agree with the
 * database: the limits are read back from migration 20261128000008 (tracer_settings' checks, valid_tracer_months,
 * the survey template's check), and each rule is tested at its boundaries.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  SURVEY_MESSAGE_MESSAGES,
  TRACER_SETTINGS_LIMITS,
  TRACER_SETTINGS_MESSAGES,
  parseMonths,
  surveyMessageSchema,
  tracerSettingsSchema,
} from "@/features/tracer-study/schemas/tracer-settings-schema";

const migration = readFileSync(new URL("../../supabase/migrations/20261128000008_tracer_study.sql", import.meta.url), "utf8");

const settings = (values: Partial<Record<"months" | "answerDays" | "correctionDays", string>>) =>
  tracerSettingsSchema.safeParse({ months: "3, 6", answerDays: "60", correctionDays: "14", ...values });
const messages = (result: ReturnType<typeof settings> | ReturnType<typeof surveyMessageSchema.safeParse>) =>
  result.success ? [] : result.error.issues.map((issue) => issue.message);

describe("tracer settings", () => {
  it("have the database's limits", () => {
    const { month, maxRounds, answerDays, correctionDays } = TRACER_SETTINGS_LIMITS;
    expect(migration).toContain(`cardinality(p_months) between 1 and ${maxRounds}`);
    expect(migration).toContain(`${month.min} <= all (p_months) and ${month.max} >= all (p_months)`);
    expect(migration).toContain(`check (answer_days between ${answerDays.min} and ${answerDays.max})`);
    expect(migration).toContain(`check (correction_days between ${correctionDays.min} and ${correctionDays.max})`);
  });

  it("months: sorted and distinct as the database keeps them; commas or spaces", () => {
    expect(parseMonths("6, 3")).toEqual([3, 6]);
    expect(parseMonths("12 6,6;1")).toEqual([1, 6, 12]);
    expect(parseMonths("24")).toEqual([24]);
    for (const bad of ["0", "25", "3.5", "-3", "enam", "3, x"]) expect(parseMonths(bad), bad).toBeNull();
    expect(settings({ months: "6, 3, 3" })).toMatchObject({ success: true, data: { months: [3, 6], answerDays: 60, correctionDays: 14 } });
    expect(messages(settings({ months: " " }))).toEqual([TRACER_SETTINGS_MESSAGES.monthsRequired]);
    expect(messages(settings({ months: "1, 2, 3, 4" }))).toEqual([]);
    expect(messages(settings({ months: "1, 2, 3, 4, 5" }))).toEqual([TRACER_SETTINGS_MESSAGES.tooManyRounds]);
    expect(messages(settings({ months: "0" }))).toEqual([TRACER_SETTINGS_MESSAGES.months]);
  });

  it("days at their edges; empty is not zero", () => {
    for (const ok of ["7", "365"]) expect(messages(settings({ answerDays: ok })), ok).toEqual([]);
    for (const bad of ["6", "366", "", "1.5", "10 hari"]) expect(messages(settings({ answerDays: bad })), bad).toEqual([TRACER_SETTINGS_MESSAGES.answerDays]);
    for (const ok of ["0", "90"]) expect(messages(settings({ correctionDays: ok })), ok).toEqual([]);
    for (const bad of ["91", "", "-1"]) expect(messages(settings({ correctionDays: bad })), bad).toEqual([TRACER_SETTINGS_MESSAGES.correctionDays]);
  });
});

describe("the survey's message", () => {
  it("must carry {tautan}, as the database's check says", () => {
    expect(migration).toMatch(/status <> 'survei_alumni' or pg_catalog\.strpos\(body, '\{tautan\}'\) > 0/);
    expect(messages(surveyMessageSchema.safeParse({ body: "Halo {nama}, {program} ({batch}): {tautan}" }))).toEqual([]);
    expect(messages(surveyMessageSchema.safeParse({ body: "Halo {nama}" }))).toEqual([SURVEY_MESSAGE_MESSAGES.link]);
    expect(messages(surveyMessageSchema.safeParse({ body: " " }))).toContain(SURVEY_MESSAGE_MESSAGES.required);
  });

  it("uses only the placeholders the panel fills, and at most 1000 characters", () => {
    expect(messages(surveyMessageSchema.safeParse({ body: "{tautan} {kode} {tanggal} {kode}" }))).toEqual([SURVEY_MESSAGE_MESSAGES.placeholders(["kode", "tanggal"])]);
    expect(SURVEY_MESSAGE_MESSAGES.placeholders(["kode"])).toBe("Pesan survei hanya dapat memakai {nama}, {program}, {batch} dan {tautan}; hapus {kode}.");
    expect(messages(surveyMessageSchema.safeParse({ body: `{tautan}${"a".repeat(992)}` }))).toEqual([]);
    expect(messages(surveyMessageSchema.safeParse({ body: `{tautan}${"a".repeat(993)}` }))).toEqual([SURVEY_MESSAGE_MESSAGES.tooLong]);
  });
});
