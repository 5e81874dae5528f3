import { z } from "zod";
import { characterCount, hasVisibleText, requiredText } from "@/lib/validators";

/**
 * The database's limits of a question (private.check_tracer_question, migration 20261128000008); the unit test
 * tests/unit/tracer-question-schema.test.ts reads them back from the migration so the two cannot drift apart.
 */
export const TRACER_QUESTION_LIMITS = { wording: 300, option: 120, minOptions: 2, maxOptions: 12 } as const;

export const TRACER_QUESTION_KINDS = ["choice", "text", "number", "consent"] as const;
export type TracerQuestionKind = (typeof TRACER_QUESTION_KINDS)[number];

export const TRACER_KIND_LABEL: Record<TracerQuestionKind, string> = {
  choice: "Pilihan",
  text: "Teks",
  number: "Angka",
  consent: "Persetujuan",
};

const { wording, option, minOptions, maxOptions } = TRACER_QUESTION_LIMITS;

export const TRACER_QUESTION_MESSAGES = {
  kind: "Pilih jenis pertanyaan.",
  wordingRequired: "Pertanyaan harus diisi.",
  tooFewOptions: `Pertanyaan pilihan memerlukan minimal ${minOptions} pilihan, satu per baris.`,
  tooManyOptions: `Pilihan maksimal ${maxOptions}.`,
  optionTooLong: (line: number) => `Pilihan pada baris ${line} maksimal ${option} karakter.`,
  duplicate: (value: string) => `Pilihan "${value}" tertulis lebih dari sekali; setiap pilihan harus berbeda.`,
} as const;

/** The options as written, one per line: trimmed, blank (or invisible-only) lines left out. */
export function optionLines(text: string): { value: string; line: number }[] {
  return text
    .split(/\r?\n/)
    .map((value, i) => ({ value: value.trim(), line: i + 1 }))
    .filter(({ value }) => hasVisibleText(value));
}

/** Add and edit ("Tambah Pertanyaan", "Ubah"): the same rules as the database, an Indonesian message for each. */
export const tracerQuestionSchema = z
  .object({
    kind: z.enum(TRACER_QUESTION_KINDS, { error: TRACER_QUESTION_MESSAGES.kind }),
    wording: requiredText(TRACER_QUESTION_MESSAGES.wordingRequired, "Pertanyaan", wording),
    options: z.string(),
    required: z.boolean(),
    /** The statuses the question is limited to ("hanya untuk"); none: always shown. */
    shownWhen: z.array(z.string()),
  })
  .superRefine((values, ctx) => {
    if (values.kind !== "choice") return;
    const lines = optionLines(values.options);
    const issue = (message: string) => ctx.addIssue({ code: "custom", path: ["options"], message });
    if (lines.length < minOptions) return issue(TRACER_QUESTION_MESSAGES.tooFewOptions);
    if (lines.length > maxOptions) return issue(TRACER_QUESTION_MESSAGES.tooManyOptions);
    const long = lines.find(({ value }) => characterCount(value) > option);
    if (long) return issue(TRACER_QUESTION_MESSAGES.optionTooLong(long.line));
    const seen = new Set<string>();
    for (const { value } of lines) {
      if (seen.has(value)) return issue(TRACER_QUESTION_MESSAGES.duplicate(value));
      seen.add(value);
    }
  })
  .transform(({ kind, wording, options, required, shownWhen }) => ({
    kind,
    wording,
    options: kind === "choice" ? optionLines(options).map(({ value }) => value) : null,
    required,
    shownWhen,
  }));

export type TracerQuestionFormInput = z.input<typeof tracerQuestionSchema>;
export type TracerQuestionFormValues = z.output<typeof tracerQuestionSchema>;

/** `{"status": ["Bekerja"]}` → ["Bekerja"]: the statuses a question is limited to ([] when always shown). */
export function shownForStatuses(shownWhen: unknown): string[] {
  const statuses = shownWhen && typeof shownWhen === "object" ? (shownWhen as { status?: unknown }).status : undefined;
  return Array.isArray(statuses) ? statuses.map(String) : [];
}

export function tracerQuestionDefaults(question?: {
  kind: string;
  wording: string;
  options: unknown;
  required: boolean;
  shown_when: unknown;
}): TracerQuestionFormInput {
  if (!question) return { kind: "text", wording: "", options: "", required: false, shownWhen: [] };
  const options = Array.isArray(question.options) ? question.options.map(String).join("\n") : "";
  return {
    kind: question.kind as TracerQuestionKind,
    wording: question.wording,
    options,
    required: question.required,
    shownWhen: shownForStatuses(question.shown_when),
  };
}
