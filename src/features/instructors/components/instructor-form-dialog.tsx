import { EntityFormDialog, type EntityFormTexts } from "@/components/entity-form-dialog";
import type { FormDialogOpenProps } from "@/components/form-dialog";
import { TextField } from "@/components/form-fields";
import { useZodForm } from "@/hooks/use-zod-form";
import { useCreateInstructor, useUpdateInstructor, type Instructor } from "@/features/instructors/api/instructors";
import { instructorFormDefaults, instructorSchema, toInstructorInput } from "@/features/instructors/schemas/instructor-schema";

const TEXTS: EntityFormTexts = {
  description: "Isi detail instruktur di bawah ini.",
  add: { title: "Tambah Instruktur Baru", success: "Instruktur berhasil ditambahkan.", failure: "Gagal menambahkan instruktur." },
  edit: { title: "Edit Instruktur", success: "Instruktur berhasil diperbarui.", failure: "Gagal memperbarui instruktur." },
};

interface InstructorFormDialogProps extends FormDialogOpenProps {
  /** Edit mode when an instructor is passed. */
  instructor?: Instructor;
}

export function InstructorFormDialog({ instructor, ...dialog }: InstructorFormDialogProps) {
  const create = useCreateInstructor();
  const update = useUpdateInstructor();
  const form = useZodForm(instructorSchema, instructorFormDefaults(instructor));

  return (
    <EntityFormDialog
      {...dialog}
      item={instructor}
      texts={TEXTS}
      form={form}
      values={instructorFormDefaults(instructor)}
      toInput={toInstructorInput}
      create={create.mutateAsync}
      update={(input, { id }) => update.mutateAsync({ id, ...input })}
    >
      <TextField control={form.control} name="name" label="Nama" placeholder="Nama lengkap instruktur" autoComplete="off" />
      <TextField
        control={form.control}
        name="title"
        label="Jabatan"
        placeholder="Contoh: Instruktur Madya"
        autoComplete="off"
      />
    </EntityFormDialog>
  );
}
