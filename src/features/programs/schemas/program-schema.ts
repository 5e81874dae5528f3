import { z } from "zod";
import { CATEGORY_ORDER, type KnownCategory } from "@/lib/categories";
import { imageFileField } from "@/lib/image";

export const DEFAULT_PROGRAM_CATEGORY: KnownCategory = "PBK Reguler";

/** Program form (SPEC §5). The image is optional: a new file, or keep the current one. */
export const programSchema = z.object({
  name: z.string().trim().min(1, { error: "Nama program harus diisi" }),
  description: z.string().trim().min(1, { error: "Deskripsi harus diisi" }),
  duration: z.string().trim().min(1, { error: "Durasi harus diisi" }),
  category: z.enum(CATEGORY_ORDER, { error: "Kategori program harus dipilih." }).default(DEFAULT_PROGRAM_CATEGORY),
  image: imageFileField(),
});

export type ProgramFormInput = z.input<typeof programSchema>;
export type ProgramFormValues = z.output<typeof programSchema>;

export function programFormDefaults(
  program?: { name: string; description: string; duration: string; category: string } | null,
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

/** Maps valid form values (and the possibly compressed image) to the create/update program input. */
export function toProgramInput(values: ProgramFormValues, image: File | null = values.image ?? null) {
  return {
    name: values.name,
    description: values.description,
    duration: values.duration,
    category: values.category,
    image,
  };
}
