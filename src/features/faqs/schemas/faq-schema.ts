import { z } from "zod";
import { requiredText } from "@/lib/validators";

export const FAQ_MESSAGES = {
  question: "Pertanyaan harus diisi",
  answer: "Jawaban harus diisi",
} as const;

export const faqSchema = z.object({
  question: requiredText(FAQ_MESSAGES.question, "Pertanyaan", 300),
  answer: requiredText(FAQ_MESSAGES.answer, "Jawaban", 3000),
});

export type FaqFormInput = z.input<typeof faqSchema>;
export type FaqFormValues = z.output<typeof faqSchema>;

export function faqFormDefaults(faq?: { question: string; answer: string } | null): FaqFormInput {
  return { question: faq?.question ?? "", answer: faq?.answer ?? "" };
}
