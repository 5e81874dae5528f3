import { EntityFormDialog, type EntityFormTexts } from "@/components/entity-form-dialog";
import type { FormDialogOpenProps } from "@/components/form-dialog";
import { ImageField, SelectField, TextareaField, TextField } from "@/components/form-fields";
import { useZodForm } from "@/hooks/use-zod-form";
import { useCreateProgram, useUpdateProgram, type Program } from "@/features/programs/api/programs";
import {
  programFormDefaults,
  programListDefaults,
  programSchema,
  toProgramInput,
  toProgramListInput,
  type ProgramFormValues,
} from "@/features/programs/schemas/program-schema";
import { CATEGORY_ORDER } from "@/features/programs/lib/categories";

const TEXTS: EntityFormTexts = {
  description: "Isi detail program pelatihan di bawah ini.",
  add: { title: "Tambah Program Baru", success: "Program berhasil ditambahkan.", failure: "Gagal menambahkan program." },
  edit: { title: "Edit Program", success: "Program berhasil diperbarui.", failure: "Gagal memperbarui program." },
};

/** The spec's fields and the ordered lists of a program (or of a new one). */
function formValues(program?: Program) {
  return { ...programFormDefaults(program), ...programListDefaults(program) };
}

/** The mutation's input: the spec's fields with the compressed image, and the ordered lists. */
function toInput(values: ProgramFormValues, image: File | null) {
  return { ...toProgramInput(values, image), ...toProgramListInput(values) };
}

interface ProgramFormDialogProps extends FormDialogOpenProps {
  /** Edit mode when a program is passed. */
  program?: Program;
}

export function ProgramFormDialog({ program, ...dialog }: ProgramFormDialogProps) {
  const create = useCreateProgram();
  const update = useUpdateProgram();
  const form = useZodForm(programSchema, formValues(program));

  return (
    <EntityFormDialog
      {...dialog}
      item={program}
      texts={TEXTS}
      form={form}
      values={formValues(program)}
      image={{ kind: "gambar", name: "image" }}
      toInput={toInput}
      create={create.mutateAsync}
      update={(input, current) => update.mutateAsync({ id: current.id, current, ...input })}
      className="sm:max-w-2xl"
    >
      <TextField
        control={form.control}
        name="name"
        label="Nama Program"
        placeholder="Contoh: Junior Web Developer"
        autoComplete="off"
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <SelectField
          control={form.control}
          name="category"
          label="Kategori"
          placeholder="Pilih kategori"
          options={CATEGORY_ORDER.map((category) => ({ value: category, label: category }))}
        />
        <TextField
          control={form.control}
          name="duration"
          label="Durasi"
          placeholder="Contoh: 240 JP / 30 hari"
          autoComplete="off"
        />
      </div>
      <TextareaField
        control={form.control}
        name="description"
        label="Deskripsi"
        rows={5}
        placeholder="Jelaskan tujuan dan isi program"
      />
      <ImageField
        control={form.control}
        name="image"
        label="Gambar Program (opsional)"
        existingUrl={program?.image_url}
        previewAlt={program ? `Gambar ${program.name}` : "Pratinjau gambar"}
      />
      <TextareaField
        control={form.control}
        name="requirements"
        label="Persyaratan (opsional)"
        rows={5}
        placeholder={"Satu persyaratan per baris, misalnya:\nUsia 17 sampai 45 tahun\nPendidikan minimal SMA/SMK sederajat"}
        description="Satu butir per baris; urutan baris menjadi urutan tampilan."
      />
      <TextareaField
        control={form.control}
        name="benefits"
        label="Yang Anda Dapatkan (opsional)"
        rows={5}
        placeholder={"Satu butir per baris, misalnya:\nPelatihan tanpa biaya\nSertifikat pelatihan"}
        description="Satu butir per baris; urutan baris menjadi urutan tampilan."
      />
    </EntityFormDialog>
  );
}
