import { z } from "zod";
import { PLACEHOLDERS, unknownPlaceholders } from "@/features/registrations/lib/message";
import { characterCount, hasVisibleText } from "@/lib/validators";

export const MESSAGE_TEMPLATE_MESSAGES = {
  required: "Isi pesan harus diisi.",
  max: "Isi pesan maksimal 1000 karakter.",
  unknown: (names: string[]) =>
    `Placeholder tidak dikenal: ${names.map((n) => `{${n}}`).join(", ")}. Gunakan ${PLACEHOLDERS.map((p) => `{${p}}`).join(", ")}.`,
} as const;

/** A status's message (the database checks the same rules). */
export const messageTemplateSchema = z.object({
  body: z
    .string()
    .refine(hasVisibleText, { error: MESSAGE_TEMPLATE_MESSAGES.required })
    .refine((v) => characterCount(v) <= 1000, { error: MESSAGE_TEMPLATE_MESSAGES.max })
    .superRefine((v, ctx) => {
      const unknown = unknownPlaceholders(v);
      if (unknown.length > 0) ctx.addIssue({ code: "custom", message: MESSAGE_TEMPLATE_MESSAGES.unknown(unknown) });
    }),
});

export type MessageTemplateFormInput = z.input<typeof messageTemplateSchema>;
export type MessageTemplateFormValues = z.output<typeof messageTemplateSchema>;
export const messageTemplateDefaults = (template?: { body: string }): MessageTemplateFormInput => ({ body: template?.body ?? "" });
