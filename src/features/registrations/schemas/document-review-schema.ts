import { z } from "zod";

export const DOCUMENT_REVIEW_MESSAGES = {
  reason: "Tuliskan apa yang perlu diperbaiki.",
  reasonMax: "Alasan paling banyak 500 karakter.",
} as const;

/** 'Perlu Perbaikan' on a document: the reason the applicant reads (the database requires it too). */
export const documentFixSchema = z.object({
  reason: z.string().trim().min(1, DOCUMENT_REVIEW_MESSAGES.reason).max(500, DOCUMENT_REVIEW_MESSAGES.reasonMax),
});

export type DocumentFixFormInput = z.input<typeof documentFixSchema>;
export type DocumentFixFormValues = z.output<typeof documentFixSchema>;
export const documentFixDefaults = (): DocumentFixFormInput => ({ reason: "" });
