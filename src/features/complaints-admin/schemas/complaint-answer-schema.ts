import { z } from "zod";

/** answer_complaint's rule: the answer trimmed, 1 to 2 000 characters (the database's message). */
export const COMPLAINT_ANSWER_MAX = 2000;
export const COMPLAINT_ANSWER_MESSAGE = "Jawaban wajib diisi, paling banyak 2.000 karakter.";

export const complaintAnswerSchema = z.object({
  answer: z.string().trim().min(1, COMPLAINT_ANSWER_MESSAGE).max(COMPLAINT_ANSWER_MAX, COMPLAINT_ANSWER_MESSAGE),
  close: z.boolean(),
});

/** complaint_settings.response_working_days: a whole number of working days, 1 to 60 (the table's check). */
export const RESPONSE_DAYS_MESSAGE = "Batas tanggapan harus bilangan bulat 1 sampai 60 hari kerja.";
export const responseDaysSchema = z.object({
  days: z
    .string()
    .trim()
    .regex(/^\d{1,2}$/, RESPONSE_DAYS_MESSAGE)
    .transform(Number)
    .refine((n) => n >= 1 && n <= 60, RESPONSE_DAYS_MESSAGE),
});
