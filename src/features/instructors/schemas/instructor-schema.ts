import { z } from "zod";

/** Instructor form (SPEC §5). */
export const instructorSchema = z.object({
  name: z.string().trim().min(1, { error: "Nama harus diisi" }),
  title: z.string().trim().min(1, { error: "Jabatan harus diisi" }),
});

export type InstructorFormInput = z.input<typeof instructorSchema>;
export type InstructorFormValues = z.output<typeof instructorSchema>;

export function instructorFormDefaults(instructor?: { name: string; title: string } | null): InstructorFormInput {
  return { name: instructor?.name ?? "", title: instructor?.title ?? "" };
}

/** Maps valid form values to the create/update instructor mutation input. */
export function toInstructorInput(values: InstructorFormValues) {
  return { name: values.name, title: values.title };
}
