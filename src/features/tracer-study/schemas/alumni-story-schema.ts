import { z } from "zod";
import { characterCount } from "@/lib/validators";

/**
 * The database's rule for a quote (private.save_alumni_story, migration 20261130000001): trimmed, 20 to 300
 * characters, and found as it is inside the chosen answer. The same sentences, checked before sending.
 */
export const ALUMNI_STORY_LIMITS = { min: 20, max: 300 } as const;

export const ALUMNI_STORY_MESSAGES = {
  answer: "Pilih jawaban yang akan dikutip.",
  length: `Kutipan harus ${ALUMNI_STORY_LIMITS.min} sampai ${ALUMNI_STORY_LIMITS.max} karakter.`,
  verbatim: "Kutipan harus diambil apa adanya dari jawaban lulusan.",
} as const;

/** The form of one story, checked against the graduate's own answers (by question key). */
export const alumniStorySchema = (answers: readonly { key: string; value: string }[]) =>
  z
    .object({ questionKey: z.string(), quote: z.string(), published: z.boolean() })
    .superRefine((values, ctx) => {
      const answer = answers.find((a) => a.key === values.questionKey);
      if (!answer) return ctx.addIssue({ code: "custom", path: ["questionKey"], message: ALUMNI_STORY_MESSAGES.answer });
      const quote = values.quote.trim();
      const length = characterCount(quote);
      if (length < ALUMNI_STORY_LIMITS.min || length > ALUMNI_STORY_LIMITS.max) {
        return ctx.addIssue({ code: "custom", path: ["quote"], message: ALUMNI_STORY_MESSAGES.length });
      }
      if (!answer.value.includes(quote)) ctx.addIssue({ code: "custom", path: ["quote"], message: ALUMNI_STORY_MESSAGES.verbatim });
    })
    .transform(({ questionKey, quote, published }) => ({ questionKey, quote: quote.trim(), published }));

export type AlumniStoryFormInput = z.input<ReturnType<typeof alumniStorySchema>>;
export type AlumniStoryFormValues = z.output<ReturnType<typeof alumniStorySchema>>;
