/**
 * The question form (src/features/tracer-study/schemas/tracer-question-schema.ts) and the database agree on every
 * limit: the numbers and kinds are read back from the latest definition of private.check_tracer_question in
 * supabase/migrations, and the schema is tested at each boundary.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  TRACER_QUESTION_KINDS,
  TRACER_QUESTION_LIMITS,
  TRACER_QUESTION_MESSAGES,
  tracerQuestionSchema,
} from "@/features/tracer-study/schemas/tracer-question-schema";

function latestCheckFunction(): string {
  const dir = new URL("../../supabase/migrations/", import.meta.url);
  const bodies = readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .sort()
    .flatMap((name) => readFileSync(new URL(name, dir), "utf8").split(/create or replace function /i).slice(1))
    .filter((part) => part.startsWith("private.check_tracer_question("));
  expect(bodies.length).toBeGreaterThan(0);
  return bodies.at(-1)!.split(/\$\$;/)[0];
}

const messagesOf = (input: Record<string, unknown>) => {
  const result = tracerQuestionSchema.safeParse({ kind: "choice", wording: "Pertanyaan", options: "A\nB", required: false, shownWhen: [], ...input });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("tracer question limits", () => {
  it("are the database's", () => {
    const sql = latestCheckFunction();
    const kinds = /p_kind not in \(([^)]*)\)/.exec(sql)?.[1].match(/'([a-z]+)'/g)?.map((k) => k.slice(1, -1));
    expect(kinds).toEqual([...TRACER_QUESTION_KINDS]);
    expect(Number(/is_valid_text\(p_wording, (\d+)\)/.exec(sql)?.[1])).toBe(TRACER_QUESTION_LIMITS.wording);
    expect(Number(/is_valid_text\(o #>> '\{\}', (\d+)\)/.exec(sql)?.[1])).toBe(TRACER_QUESTION_LIMITS.option);
    const [, min, max] = /jsonb_array_length\(p_options\) not between (\d+) and (\d+)/.exec(sql) ?? [];
    expect([Number(min), Number(max)]).toEqual([TRACER_QUESTION_LIMITS.minOptions, TRACER_QUESTION_LIMITS.maxOptions]);
    // Options must be distinct there too.
    expect(sql).toMatch(/count\(distinct o\)/);
  });

  it("hold at each boundary in the form", () => {
    const { wording, option, minOptions, maxOptions } = TRACER_QUESTION_LIMITS;
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `P${i}`).join("\n");
    expect(messagesOf({ wording: "é".repeat(wording) })).toEqual([]);
    expect(messagesOf({ wording: "é".repeat(wording + 1) })).toEqual([`Pertanyaan maksimal ${wording} karakter.`]);
    expect(messagesOf({ wording: "\u200B \u00A0" })).toEqual([TRACER_QUESTION_MESSAGES.wordingRequired]);
    expect(messagesOf({ kind: "soal" })).toEqual([TRACER_QUESTION_MESSAGES.kind]);
    expect(messagesOf({ options: lines(minOptions) })).toEqual([]);
    expect(messagesOf({ options: lines(minOptions - 1) })).toEqual([TRACER_QUESTION_MESSAGES.tooFewOptions]);
    expect(messagesOf({ options: lines(maxOptions) })).toEqual([]);
    expect(messagesOf({ options: lines(maxOptions + 1) })).toEqual([TRACER_QUESTION_MESSAGES.tooManyOptions]);
    // Characters as the database counts them (code points): an emoji is one.
    expect(messagesOf({ options: `A\n${"😀".repeat(option)}` })).toEqual([]);
    expect(messagesOf({ options: `A\n${"😀".repeat(option + 1)}` })).toEqual([TRACER_QUESTION_MESSAGES.optionTooLong(2)]);
    expect(messagesOf({ options: "A\nB\nA" })).toEqual([TRACER_QUESTION_MESSAGES.duplicate("A")]);
    // Other kinds carry no options, whatever the field holds.
    expect(tracerQuestionSchema.parse({ kind: "number", wording: "Berapa?", options: "x", required: true, shownWhen: ["Bekerja"] })).toEqual({
      kind: "number",
      wording: "Berapa?",
      options: null,
      required: true,
      shownWhen: ["Bekerja"],
    });
  });
});
