import { z } from "zod";

/** answer_complaint's rule: the answer trimmed, 1 to 2 000 characters (the database's message). */
export const COMPLAINT_ANSWER_MAX = 2000;
export const COMPLAINT_ANSWER_MESSAGE = "Jawaban wajib diisi, paling banyak 2.000 karakter.";

export const complaintAnswerSchema = z.object({
  answer: z.string().trim().min(1, COMPLAINT_ANSWER_MESSAGE).max(COMPLAINT_ANSWER_MAX, COMPLAINT_ANSWER_MESSAGE),
  close: z.boolean(),
});

export type ComplaintAnswerInput = z.input<typeof complaintAnswerSchema>;
