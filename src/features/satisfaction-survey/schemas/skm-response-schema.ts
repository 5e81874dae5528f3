import { z } from "zod";
import type { SkmForm } from "@/features/satisfaction-survey/api/skm";

/*
 * A response to the satisfaction survey, checked in the browser with the database's own sentences (skm_submit in
 * migration 20261130000020_skm.sql checks everything again and names the first field at fault): every element
 * answered 1–4, age a whole number in the profile's range, sex, education and occupation among the profile's choices,
 * a suggestion of at most 1 000 characters. The choices and the range come from skm_form(), never from here.
 */

export const SUGGESTION_MAX = 1000;

export type SkmValues = Record<string, string>;

/** The keys (u1…u9) come from the database, so the schema's type is the form's record of text answers. */
export function responseSchema(form: SkmForm): z.ZodType<SkmValues, SkmValues> {
  const { age } = form.profile;
  const ageMessage = `Umur harus bilangan bulat ${age.min} sampai ${age.max} tahun.`;
  const choice = (options: readonly string[], message: string) =>
    z.string({ error: message }).refine((v) => options.includes(v), { message });
  return z.object({
    ...Object.fromEntries(
      form.elements.map((e) => [e.key, choice(["1", "2", "3", "4"], `Pilih salah satu jawaban untuk unsur "${e.name}".`)]),
    ),
    age: z
      .string({ error: ageMessage })
      .trim()
      .refine((v) => /^\d{1,3}$/.test(v) && Number(v) >= age.min && Number(v) <= age.max, { message: ageMessage }),
    gender: choice(form.profile.gender, "Pilih jenis kelamin."),
    education: choice(form.profile.education, "Pilih pendidikan terakhir."),
    occupation: choice(form.profile.occupation, "Pilih pekerjaan utama."),
    suggestion: z.string().trim().max(SUGGESTION_MAX, { message: "Saran paling banyak 1.000 karakter." }).optional(),
  }) as unknown as z.ZodType<SkmValues, SkmValues>;
}

/** What skm_submit is sent: scores and age as numbers, the suggestion trimmed (left out when empty). */
export function responseToSubmit(form: SkmForm, values: SkmValues, idempotencyKey: string, website: string) {
  const suggestion = (values.suggestion ?? "").trim();
  return {
    ...Object.fromEntries(form.elements.map((e) => [e.key, Number(values[e.key])])),
    age: Number(values.age),
    gender: values.gender,
    education: values.education,
    occupation: values.occupation,
    ...(suggestion ? { suggestion } : {}),
    idempotency_key: idempotencyKey,
    website,
  };
}
