/**
 * The story form (src/features/tracer-study/schemas/alumni-story-schema.ts) and the database agree: the length and
 * the sentences are read back from private.save_alumni_story and the table's check in
 * supabase/migrations/20261130000001_alumni_stories.sql, and the schema is tested at each boundary.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ALUMNI_STORY_LIMITS, ALUMNI_STORY_MESSAGES, alumniStorySchema } from "@/features/tracer-study/schemas/alumni-story-schema";

const migration = readFileSync(new URL("../../supabase/migrations/20261130000001_alumni_stories.sql", import.meta.url), "utf8");

const ANSWER = "Praktik jaringan setiap hari membuat saya berani melamar 😊 sebagai teknisi.";
const answers = [
  { key: "helped_most", value: ANSWER },
  { key: "improve", value: "Tambah jam praktik konfigurasi router." },
];
const parse = (input: Partial<{ questionKey: string; quote: string; published: boolean }>) =>
  alumniStorySchema(answers).safeParse({ questionKey: "helped_most", quote: ANSWER, published: true, ...input });
const messagesOf = (input: Parameters<typeof parse>[0]) => {
  const result = parse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("alumni story limits", () => {
  it("are the database's, with its sentences", () => {
    const [, min, max] = /char_length\(v_quote\) not between (\d+) and (\d+)/.exec(migration) ?? [];
    expect([Number(min), Number(max)]).toEqual([ALUMNI_STORY_LIMITS.min, ALUMNI_STORY_LIMITS.max]);
    expect(migration).toContain(`char_length(quote) between ${ALUMNI_STORY_LIMITS.min} and ${ALUMNI_STORY_LIMITS.max}`);
    expect(migration).toContain(`'${ALUMNI_STORY_MESSAGES.length}'`);
    expect(migration).toContain(`'${ALUMNI_STORY_MESSAGES.verbatim}'`);
  });

  it("accepts a trimmed excerpt of the chosen answer at both lengths, counting characters as the database does", () => {
    expect(parse({ quote: "  membuat saya berani melamar  " })).toMatchObject({ success: true, data: { quote: "membuat saya berani melamar" } });
    // 19 characters: refused; 20 with an emoji (2 UTF-16 units, 1 character): accepted
    expect(messagesOf({ quote: "membuat saya berani" })).toEqual([ALUMNI_STORY_MESSAGES.length]);
    expect(messagesOf({ quote: "melamar 😊 sebagai te" })).toEqual([]);
    const long = "a".repeat(ALUMNI_STORY_LIMITS.max + 1);
    expect(alumniStorySchema([{ key: "helped_most", value: long }]).safeParse({ questionKey: "helped_most", quote: long, published: false }).success).toBe(false);
    expect(alumniStorySchema([{ key: "helped_most", value: long }]).safeParse({ questionKey: "helped_most", quote: long.slice(1), published: false }).success).toBe(true);
  });

  it("refuses words the graduate did not write, another answer's words and no answer chosen", () => {
    expect(messagesOf({ quote: "Praktik jaringan membuat saya berani melamar" })).toEqual([ALUMNI_STORY_MESSAGES.verbatim]);
    expect(messagesOf({ quote: "Praktik jaringan … sebagai teknisi." })).toEqual([ALUMNI_STORY_MESSAGES.verbatim]);
    expect(messagesOf({ quote: "Tambah jam praktik konfigurasi router." })).toEqual([ALUMNI_STORY_MESSAGES.verbatim]);
    expect(messagesOf({ questionKey: "improve", quote: "Tambah jam praktik konfigurasi router." })).toEqual([]);
    expect(messagesOf({ questionKey: "employer" })).toEqual([ALUMNI_STORY_MESSAGES.answer]);
  });
});
