import { FormDialog, type FormDialogOpenProps } from "@/components/form-dialog";
import { TextField } from "@/components/form-fields";
import { runWithToast } from "@/components/mutation-toast";
import { useZodForm } from "@/hooks/use-zod-form";
import { useCreateInstructor, useUpdateInstructor, type Instructor } from "@/features/instructors/api/instructors";
import {
  instructorFormDefaults,
  instructorSchema,
  toInstructorInput,
  type InstructorFormValues,
} from "@/features/instructors/schemas/instructor-schema";

interface InstructorFormDialogProps extends FormDialogOpenProps {
  /** Edit mode when an instructor is passed. */
  instructor?: Instructor;
}

export function InstructorFormDialog({ open, onOpenChange, instructor }: InstructorFormDialogProps) {
  const isEdit = !!instructor;
  const create = useCreateInstructor();
  const update = useUpdateInstructor();
  const form = useZodForm(instructorSchema, instructorFormDefaults(instructor));

  async function onSubmit(values: InstructorFormValues) {
    const input = toInstructorInput(values);
    const saved = await runWithToast(
      () => (instructor ? update.mutateAsync({ id: instructor.id, ...input }) : create.mutateAsync(input)),
      isEdit
        ? { success: "Instruktur berhasil diperbarui.", failure: "Gagal memperbarui instruktur." }
        : { success: "Instruktur berhasil ditambahkan.", failure: "Gagal menambahkan instruktur." },
    );
    if (saved) onOpenChange(false);
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isEdit ? "Edit Instruktur" : "Tambah Instruktur Baru"}
      description="Isi detail instruktur di bawah ini."
      form={form}
      values={instructorFormDefaults(instructor)}
      onSubmit={onSubmit}
    >
      <TextField control={form.control} name="name" label="Nama" placeholder="Nama lengkap instruktur" autoComplete="off" />
      <TextField
        control={form.control}
        name="title"
        label="Jabatan"
        placeholder="Contoh: Instruktur Madya"
        autoComplete="off"
      />
    </FormDialog>
  );
}
