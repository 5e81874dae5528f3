import { z } from "zod";
import { hasVisibleText } from "@/lib/validators";
import { makeSurveyMessageSchema, surveyMessageMessages } from "@/lib/survey-message-schema";

/**
 * The database's limits of the tracer study's settings (tracer_settings' checks and private.valid_tracer_months,
 * migration 20261128000008): tests/unit/tracer-settings-schema.test.ts reads them back from the migration.
 */
export const TRACER_SETTINGS_LIMITS = {
  month: { min: 1, max: 24 },
  maxRounds: 4,
  answerDays: { min: 7, max: 365 },
  correctionDays: { min: 0, max: 90 },
} as const;

const { month, maxRounds, answerDays, correctionDays } = TRACER_SETTINGS_LIMITS;

export const TRACER_SETTINGS_MESSAGES = {
  monthsRequired: "Isi bulan survei, misalnya 3, 6.",
  months: `Bulan survei berupa bilangan bulat ${month.min} sampai ${month.max}, dipisahkan koma.`,
  tooManyRounds: `Paling banyak ${maxRounds} survei untuk setiap lulusan.`,
  answerDays: `Lama tautan berlaku harus bilangan bulat ${answerDays.min} sampai ${answerDays.max} hari.`,
  correctionDays: `Masa perbaikan jawaban harus bilangan bulat ${correctionDays.min} sampai ${correctionDays.max} hari.`,
} as const;

const dayCount = (message: string, { min, max }: { min: number; max: number }) =>
  z
    .string()
    .trim()
    .refine((v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max, { error: message })
    .transform(Number);

/** "3, 6" (commas or spaces) as the database keeps it: distinct, in order. */
export function parseMonths(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  if (!parts.every((p) => /^\d+$/.test(p) && Number(p) >= month.min && Number(p) <= month.max)) return null;
  return [...new Set(parts.map(Number))].sort((a, b) => a - b);
}

/** "Ubah Jadwal Survei": months after the batch's end, days a link stays open, days an answer may be corrected. */
export const tracerSettingsSchema = z.object({
  months: z
    .string()
    .refine(hasVisibleText, { error: TRACER_SETTINGS_MESSAGES.monthsRequired })
    .transform((text, ctx) => {
      const months = parseMonths(text);
      if (!months) ctx.addIssue({ code: "custom", message: TRACER_SETTINGS_MESSAGES.months });
      else if (months.length > maxRounds) ctx.addIssue({ code: "custom", message: TRACER_SETTINGS_MESSAGES.tooManyRounds });
      return months ?? [];
    }),
  answerDays: dayCount(TRACER_SETTINGS_MESSAGES.answerDays, answerDays),
  correctionDays: dayCount(TRACER_SETTINGS_MESSAGES.correctionDays, correctionDays),
});
export type TracerSettingsFormInput = z.input<typeof tracerSettingsSchema>;
export type TracerSettingsFormValues = z.output<typeof tracerSettingsSchema>;

// the rule is shared with the satisfaction survey's message (src/lib/survey-message-schema.ts)
export { SURVEY_MESSAGE_MAX, SURVEY_PLACEHOLDERS } from "@/lib/survey-message-schema";
export const SURVEY_MESSAGE_MESSAGES = surveyMessageMessages("lulusan");

/** "Ubah Pesan Survei": the `survei_alumni` template, which must carry {tautan} (the database checks it too). */
export const surveyMessageSchema = makeSurveyMessageSchema(SURVEY_MESSAGE_MESSAGES);
