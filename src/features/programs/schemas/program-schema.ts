import { z } from "zod";
import { characterCount, hasVisibleText, requiredText, TEXT_MAX } from "@/lib/validators";
import { CATEGORY_ORDER, type KnownCategory } from "@/features/programs/lib/categories";
import { imageFileField } from "@/lib/image";
import type { Program, ProgramInput } from "@/features/programs/api/programs";

export const LIST_MESSAGES = {
  requirementsTooMany: "Maksimal 30 persyaratan.",
  requirementTooLong: "Setiap persyaratan maksimal 300 karakter.",
  benefitsTooMany: "Maksimal 30 butir manfaat.",
  benefitTooLong: "Setiap butir manfaat maksimal 300 karakter.",
} as const;

/** The lines of a textarea as an ordered list: trimmed, without empty or invisible-only lines. */
export function linesToList(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, "").trim())
    .filter(hasVisibleText);
}

/** One item per line, at most 30 items of at most 300 characters each. */
function listField(tooMany: string, tooLong: string) {
  return z
    .string()
    .default("")
    .transform(linesToList)
    .refine((items) => items.length <= 30, { error: tooMany })
    .refine((items) => items.every((item) => characterCount(item) <= 300), { error: tooLong });
}

export const DEFAULT_PROGRAM_CATEGORY: KnownCategory = "PBK Reguler";

/** Program form (docs/product.md, Validation). The image is optional: a new file, or keep the current one. */
export const programSchema = z.object({
  name: requiredText("Nama program harus diisi", "Nama program", TEXT_MAX.programName),
  description: requiredText("Deskripsi harus diisi", "Deskripsi", TEXT_MAX.programDescription),
  duration: requiredText("Durasi harus diisi", "Durasi", TEXT_MAX.programDuration),
  category: z.enum(CATEGORY_ORDER, { error: "Kategori program harus dipilih." }).default(DEFAULT_PROGRAM_CATEGORY),
  image: imageFileField(),
  requirements: listField(LIST_MESSAGES.requirementsTooMany, LIST_MESSAGES.requirementTooLong),
  benefits: listField(LIST_MESSAGES.benefitsTooMany, LIST_MESSAGES.benefitTooLong),
});

export type ProgramFormInput = z.input<typeof programSchema>;
export type ProgramFormValues = z.output<typeof programSchema>;

export function programFormDefaults(
  program?: Partial<Program> | null,
): ProgramFormInput {
  const category = CATEGORY_ORDER.find((c) => c === program?.category) ?? DEFAULT_PROGRAM_CATEGORY;
  return {
    name: program?.name ?? "",
    description: program?.description ?? "",
    duration: program?.duration ?? "",
    category,
    image: null,
  };
}

/** Form values of the ordered lists, one item per line (empty for a new program). */
export function programListDefaults(program?: Partial<Pick<Program, "requirements" | "benefits">> | null) {
  return { requirements: (program?.requirements ?? []).join("\n"), benefits: (program?.benefits ?? []).join("\n") };
}

/** The ordered lists of valid form values, as the program mutations take them. */
export function toProgramListInput(values: ProgramFormValues): Pick<ProgramInput, "requirements" | "benefits"> {
  return { requirements: values.requirements, benefits: values.benefits };
}

/** Maps valid form values (and the possibly compressed image) to the create/update program input. */
export function toProgramInput(values: ProgramFormValues, image: File | null = values.image ?? null): ProgramInput {
  return {
    name: values.name,
    description: values.description,
    duration: values.duration,
    category: values.category,
    image,
  };
}
