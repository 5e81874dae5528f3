import { z } from "zod";
import { requiredText, TEXT_MAX, wholeNumber } from "@/lib/validators";

/** One syllabus item (docs/product.md, Validation): title, lesson hours (JP, at least 1) and unit code. */
export const syllabusItemSchema = z.object({
  title: requiredText("Judul materi harus diisi", "Judul materi", TEXT_MAX.syllabusTitle),
  // A number input gives text; empty, non-numeric, fractional or < 1 all read 'Durasi harus diisi'.
  duration_jp: wholeNumber("Durasi harus diisi", { min: 1 }),
  kode_unit: requiredText("Kode unit harus diisi", "Kode unit", TEXT_MAX.syllabusUnitCode),
});

/** The whole syllabus of a program, saved at once; the order of the list is item_order 1..n. */
export const syllabusSchema = z.object({
  items: z.array(syllabusItemSchema),
});

export type SyllabusItemFormInput = z.input<typeof syllabusItemSchema>;
export type SyllabusFormInput = z.input<typeof syllabusSchema>;
export type SyllabusFormValues = z.output<typeof syllabusSchema>;

export const emptySyllabusItem: SyllabusItemFormInput = { title: "", duration_jp: 1, kode_unit: "" };

export function syllabusFormDefaults(
  items?: readonly { title: string; duration_jp: number; kode_unit: string | null; item_order?: number }[] | null,
): SyllabusFormInput {
  const sorted = [...(items ?? [])].sort((a, b) => (a.item_order ?? 0) - (b.item_order ?? 0));
  return {
    items: sorted.map((item) => ({ title: item.title, duration_jp: item.duration_jp, kode_unit: item.kode_unit ?? "" })),
  };
}

/** Maps valid form values to the save-syllabus mutation input. */
export function toSyllabusInput(programId: number, values: SyllabusFormValues) {
  return {
    programId,
    items: values.items.map((item) => ({ title: item.title, duration_jp: item.duration_jp, kode_unit: item.kode_unit })),
  };
}
