/**
 * The Standar Pelayanan's forms (src/features/service-standard/schemas/service-standard-schema.ts) agree with the
 * database: the limits are read back from migration 20261130000030 (its is_valid_text checks and is_sane_date), and
 * each rule is tested at its boundary. The body's lines (one item per line) as the pages split them.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  SERVICE_STANDARD_LIMITS,
  SIGNED_ON_MESSAGE,
  servicePledgeSchema,
  serviceSectionSchema,
} from "@/features/service-standard/schemas/service-standard-schema";
import { bodyItems, formatLongDate } from "@/features/service-standard/lib/service-standard";

const migration = readFileSync(new URL("../../supabase/migrations/20261130000030_service_standard.sql", import.meta.url), "utf8");
const sane = readFileSync(new URL("../../supabase/migrations/20261126000004_sane_values.sql", import.meta.url), "utf8");

const PLEDGE = {
  statement: "Dengan ini, kami menyatakan sanggup menyelenggarakan pelayanan sesuai standar pelayanan.",
  signer_name: "Ir. Uji",
  signer_position: "Kepala UPTD",
  place: "Banda Aceh",
  signed_on: "2026-01-02",
};
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe("the limits", () => {
  it("are the migration's, in the table's checks and in the triggers' messages", () => {
    const { body, statement, signerName, signerPosition, place, year } = SERVICE_STANDARD_LIMITS;
    expect(migration).toContain(`check (public.is_valid_text(body, ${body}))`);
    expect(migration).toContain(`harus diisi, paling banyak ${body} karakter.`);
    expect(migration).toContain(`check (public.is_valid_text(statement, ${statement}))`);
    expect(migration).toContain(`check (public.is_valid_text(signer_name, ${signerName}))`);
    expect(migration).toContain(`check (public.is_valid_text(signer_position, ${signerPosition}))`);
    expect(migration).toContain(`check (public.is_valid_text(place, ${place}))`);
    expect(migration).toContain("check (public.is_sane_date(signed_on))");
    expect(sane).toContain(`between date '${year.min}-01-01' and date '${year.max}-12-31'`);
    // the form's date message is the database's
    expect(migration).toContain(SIGNED_ON_MESSAGE);
  });
});

describe("a component's text", () => {
  it("is required and at most 3000 characters", () => {
    expect(messages(serviceSectionSchema.safeParse({ body: "x".repeat(3000) }))).toEqual([]);
    expect(messages(serviceSectionSchema.safeParse({ body: "x".repeat(3001) }))).toEqual(["Isi komponen maksimal 3000 karakter."]);
    expect(messages(serviceSectionSchema.safeParse({ body: " \n\u200B " }))).toEqual(["Isi komponen harus diisi"]);
  });

  it("has one item per non-empty line, trimmed", () => {
    expect(bodyItems("  Satu \r\n\nDua\rTiga\n ")).toEqual(["Satu", "Dua", "Tiga"]);
    expect(bodyItems("Tidak dipungut biaya (gratis)")).toEqual(["Tidak dipungut biaya (gratis)"]);
  });
});

describe("the pledge", () => {
  it("takes every field at its limit", () => {
    const { statement, signerName, signerPosition, place } = SERVICE_STANDARD_LIMITS;
    const full = { statement: "a".repeat(statement), signer_name: "b".repeat(signerName), signer_position: "c".repeat(signerPosition), place: "d".repeat(place), signed_on: "2099-12-31" };
    expect(messages(servicePledgeSchema.safeParse(full))).toEqual([]);
  });

  it("refuses a field over its limit or blank, and a date outside 2000-2099", () => {
    const cases: [Partial<typeof PLEDGE>, string][] = [
      [{ statement: "a".repeat(1001) }, "Isi maklumat maksimal 1000 karakter."],
      [{ signer_name: " " }, "Nama penanda tangan harus diisi"],
      [{ signer_position: "c".repeat(121) }, "Jabatan penanda tangan maksimal 120 karakter."],
      [{ place: "" }, "Tempat penetapan harus diisi"],
      [{ signed_on: "1999-12-31" }, SIGNED_ON_MESSAGE],
      [{ signed_on: "2100-01-01" }, SIGNED_ON_MESSAGE],
      [{ signed_on: "" }, SIGNED_ON_MESSAGE],
    ];
    for (const [change, message] of cases) expect(messages(servicePledgeSchema.safeParse({ ...PLEDGE, ...change })), message).toEqual([message]);
    expect(messages(servicePledgeSchema.safeParse({ ...PLEDGE, signed_on: "2000-01-01" }))).toEqual([]);
  });

  it("is dated as a document writes it", () => {
    expect(formatLongDate("2026-01-02")).toBe("2 Januari 2026");
    expect(formatLongDate("2026-11-30")).toBe("30 November 2026");
  });
});
