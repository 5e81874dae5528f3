import { z } from "zod";

/*
 * The graduate's questionnaire as tracer_form answers it (migration 20261128000008_tracer_study.sql, docs/outcomes.md)
 * and the rules of an answer. The rules restate the database's checks in tracer_submit, which checks everything again
 * and names the first question at fault: required unless hidden by `shown_when`, a hidden question left unanswered,
 * a choice among its options, a whole number in its range, text of at most 500 characters, consent yes or no.
 */

export const TEXT_MAX = 500;

const questionSchema = z.object({
  key: z.string(),
  kind: z.enum(["choice", "text", "number", "consent"]),
  wording: z.string(),
  options: z.array(z.string()).nullable(),
  required: z.boolean(),
  shown_when: z.object({ status: z.array(z.string()).optional() }).nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
});
export type SurveyQuestion = z.infer<typeof questionSchema>;

/** An answer as the form keeps it: text for choices, text and numbers (as typed), a boolean for consent. */
export type AnswerValue = string | boolean;
export type SurveyValues = Record<string, AnswerValue>;

export const surveySchema = z.object({
  program: z.string(),
  /** The program's id (public) for its vacancies on the thank-you; null when no program has the schedule's name. */
  program_id: z.number().int().nullable(),
  batch: z.string(),
  round_month: z.number().int(),
  first_name: z.string(),
  answered_at: z.string().nullable(),
  editable_until: z.string(),
  questions: z.array(questionSchema),
  answers: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});
export type Survey = z.infer<typeof surveySchema>;

/** Whether a question applies to the status chosen (a question without `shown_when` always does). */
export function isShown(question: SurveyQuestion, status: unknown): boolean {
  const when = question.shown_when?.status;
  return !when || (typeof status === "string" && when.includes(status));
}

const numberRange = (q: SurveyQuestion) => ({ min: q.min ?? 0, max: q.max ?? 1000 });

/** The form's starting values: the answers given so far, numbers as text for their field, nothing for the rest. */
export function initialValues(survey: Survey): SurveyValues {
  return Object.fromEntries(
    survey.questions.map((q) => {
      const given = survey.answers[q.key];
      if (q.kind === "consent") return [q.key, given === true];
      return [q.key, given === undefined ? "" : String(given)];
    }),
  );
}

/**
 * The zod schema of one questionnaire's answers, with the database's messages (the wording in quotes), so the field
 * shows the same sentence whether the browser or the database finds the fault.
 */
export function answersSchema(questions: readonly SurveyQuestion[]) {
  return z.record(z.string(), z.union([z.string(), z.boolean()])).superRefine((values, ctx) => {
    const status = values.status;
    for (const q of questions) {
      if (!isShown(q, status)) continue;
      const value = values[q.key];
      const fault = (message: string) => ctx.addIssue({ code: "custom", path: [q.key], message });
      if (q.kind === "consent") continue;
      const text = typeof value === "string" ? value.trim() : "";
      if (text === "") {
        if (q.required) fault(`Pertanyaan "${q.wording}" wajib dijawab.`);
        continue;
      }
      if (q.kind === "choice" && !(q.options ?? []).includes(text)) fault(`Pilih salah satu pilihan untuk "${q.wording}".`);
      if (q.kind === "text" && text.length > TEXT_MAX) fault(`Jawaban "${q.wording}" paling banyak ${TEXT_MAX} karakter.`);
      if (q.kind === "number") {
        const { min, max } = numberRange(q);
        if (!/^\d+$/.test(text) || Number(text) < min || Number(text) > max) fault(`Jawaban "${q.wording}" harus bilangan bulat ${min} sampai ${max}.`);
      }
    }
  });
}

/**
 * The body tracer_submit takes: only the questions that apply to the status chosen (a hidden one must not be
 * answered), empty ones left out, numbers as numbers, consent as true or false.
 */
export function answersToSubmit(questions: readonly SurveyQuestion[], values: SurveyValues): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const q of questions) {
    if (!isShown(q, values.status)) continue;
    const value = values[q.key];
    if (q.kind === "consent") out[q.key] = value === true;
    else if (typeof value === "string" && value.trim() !== "") out[q.key] = q.kind === "number" ? Number(value.trim()) : value.trim();
  }
  return out;
}
