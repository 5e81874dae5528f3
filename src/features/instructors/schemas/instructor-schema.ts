import { z } from "zod";
import { requiredText, TEXT_MAX } from "@/lib/validators";
import type { Instructor, InstructorInput } from "@/features/instructors/api/instructors";

/** Instructor form (docs/product.md, Validation). */
export const instructorSchema = z.object({
  name: requiredText("Nama harus diisi", "Nama", TEXT_MAX.instructorName),
  title: requiredText("Jabatan harus diisi", "Jabatan", TEXT_MAX.instructorTitle),
});

export type InstructorFormInput = z.input<typeof instructorSchema>;
export type InstructorFormValues = z.output<typeof instructorSchema>;

export function instructorFormDefaults(instructor?: Partial<Instructor> | null): InstructorFormInput {
  return { name: instructor?.name ?? "", title: instructor?.title ?? "" };
}

/** Maps valid form values to the create/update instructor mutation input. */
export function toInstructorInput(values: InstructorFormValues): InstructorInput {
  return { name: values.name, title: values.title };
}
