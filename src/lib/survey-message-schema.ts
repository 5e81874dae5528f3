import { z } from "zod";
import { hasVisibleText } from "@/lib/validators";

/*
 * The rule of a survey's message (the alumni survey's `survei_alumni`, the satisfaction survey's `survei_kepuasan`):
 * the panel fills {nama}, {program}, {batch} and the personal link {tautan}, which the message must carry; the
 * database checks the same (migrations 20261128000008 and 20261201000010).
 */

/** The placeholders a survey's message may use: the panel fills these four (the database also allows others). */
export const SURVEY_PLACEHOLDERS = ["nama", "program", "batch", "tautan"] as const;
export const SURVEY_MESSAGE_MAX = 1000;

export type SurveyMessageMessages = {
  required: string;
  link: string;
  placeholders: (unknown: string[]) => string;
  tooLong: string;
};

/** The messages of one survey's template; `whose` names the link's owner ("lulusan", "peserta"). */
export const surveyMessageMessages = (whose: string): SurveyMessageMessages => ({
  required: "Pesan survei harus diisi.",
  link: `Pesan survei harus memuat {tautan}: di situlah tautan pribadi ${whose} ditempatkan.`,
  placeholders: (unknown: string[]) =>
    `Pesan survei hanya dapat memakai {nama}, {program}, {batch} dan {tautan}; hapus ${unknown.map((p) => `{${p}}`).join(", ")}.`,
  tooLong: `Pesan survei paling banyak ${SURVEY_MESSAGE_MAX} karakter.`,
});

/** "Ubah Pesan Survei": a survey's template, which must carry {tautan}. */
export const makeSurveyMessageSchema = (messages: SurveyMessageMessages) =>
  z.object({
    body: z
      .string()
      .trim()
      .refine(hasVisibleText, { error: messages.required })
      .refine((v) => v.length <= SURVEY_MESSAGE_MAX, { error: messages.tooLong })
      .refine((v) => v.includes("{tautan}"), { error: messages.link })
      .superRefine((v, ctx) => {
        const unknown = [...v.matchAll(/\{([A-Za-z_]*)\}/g)].map((m) => m[1]).filter((p) => !(SURVEY_PLACEHOLDERS as readonly string[]).includes(p));
        if (unknown.length > 0) ctx.addIssue({ code: "custom", message: messages.placeholders([...new Set(unknown)]) });
      }),
  });
