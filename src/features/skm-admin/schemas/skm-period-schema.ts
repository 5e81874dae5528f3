import { z } from "zod";
import type { SkmPeriod } from "@/features/skm-admin/api/skm-periods";

/** skm_periods' checks (migration 20261130000020; read back by tests/unit/skm-period-schema.test.ts). */
export const SKM_PERIOD_LIMITS = {
  name: 60,
  firstDay: "2000-01-01",
  lastDay: "2099-12-31",
  maxDays: 366,
  population: { min: 1, max: 1000000 },
} as const;

export const SKM_PERIOD_MESSAGES = {
  name: "Nama periode wajib diisi, paling banyak 60 karakter.",
  date: "Isi tanggal antara tahun 2000 dan 2099.",
  endBeforeStart: "Tanggal selesai tidak boleh sebelum tanggal mulai.",
  tooLong: "Satu periode paling lama 366 hari.",
  population: "Jumlah penerima layanan harus bilangan bulat 1 sampai 1.000.000.",
} as const;

/**
 * Krejcie & Morgan's minimum sample for a population, the formula of skm_minimum_sample (χ² 3.841, P 0.5, d 0.05,
 * rounded half up). Decision: computed in the browser so the dialog shows it as the population is typed, without a
 * request per keystroke; tests/unit/skm-period-schema.test.ts checks it against the table's values.
 */
export function skmMinimumSample(population: number): number | null {
  if (!Number.isInteger(population) || population < 1) return null;
  return Math.round((3.841 * population * 0.25) / (0.0025 * (population - 1) + 3.841 * 0.25));
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isSaneDay = (day: string) => DAY.test(day) && day >= SKM_PERIOD_LIMITS.firstDay && day <= SKM_PERIOD_LIMITS.lastDay;
const saneDay = z.string().refine(isSaneDay, SKM_PERIOD_MESSAGES.date);
const days = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86400000);

export const skmPeriodSchema = z
  .object({
    name: z.string().trim().min(1, SKM_PERIOD_MESSAGES.name).max(SKM_PERIOD_LIMITS.name, SKM_PERIOD_MESSAGES.name),
    starts_on: saneDay,
    ends_on: saneDay,
    population: z
      .string()
      .trim()
      .regex(/^\d{1,7}$/, SKM_PERIOD_MESSAGES.population)
      .transform(Number)
      .refine((n) => n >= SKM_PERIOD_LIMITS.population.min && n <= SKM_PERIOD_LIMITS.population.max, SKM_PERIOD_MESSAGES.population),
  })
  .superRefine((value, ctx) => {
    // A date already refused says so alone.
    if (!isSaneDay(value.starts_on) || !isSaneDay(value.ends_on)) return;
    if (value.ends_on < value.starts_on) ctx.addIssue({ code: "custom", path: ["ends_on"], message: SKM_PERIOD_MESSAGES.endBeforeStart });
    else if (days(value.starts_on, value.ends_on) > SKM_PERIOD_LIMITS.maxDays)
      ctx.addIssue({ code: "custom", path: ["ends_on"], message: SKM_PERIOD_MESSAGES.tooLong });
  });

export type SkmPeriodFormInput = z.input<typeof skmPeriodSchema>;
export type SkmPeriodFormValues = z.output<typeof skmPeriodSchema>;

export const skmPeriodDefaults = (period?: SkmPeriod): SkmPeriodFormInput => ({
  name: period?.name ?? "",
  starts_on: period?.starts_on ?? "",
  ends_on: period?.ends_on ?? "",
  population: period ? String(period.population) : "",
});

/** skm_periods.follow_up: at most 2 000 characters (is_valid_text(follow_up, 2000)); empty is none. */
export const SKM_FOLLOW_UP_MAX = 2000;
export const skmFollowUpSchema = z.object({
  follow_up: z
    .string()
    .trim()
    .max(SKM_FOLLOW_UP_MAX, "Tindak lanjut paling banyak 2.000 karakter.")
    .transform((text) => text || null),
});
