import { FormDialog, type FormDialogOpenProps } from "@/components/form-dialog";
import { ImageField, TextareaField, TextField } from "@/components/form-fields";
import { runWithToast } from "@/components/mutation-toast";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useZodForm } from "@/components/use-zod-form";
import { useCreateProgram, useUpdateProgram, type Program } from "@/features/programs/api/programs";
import {
  programFormDefaults,
  programSchema,
  toProgramInput,
  type ProgramFormValues,
} from "@/features/programs/schemas/program-schema";
import { CATEGORY_ORDER } from "@/lib/categories";
import { compressImage } from "@/lib/image";

interface ProgramFormDialogProps extends FormDialogOpenProps {
  /** Edit mode when a program is passed. */
  program?: Program;
}

export function ProgramFormDialog({ open, onOpenChange, program }: ProgramFormDialogProps) {
  const isEdit = !!program;
  const create = useCreateProgram();
  const update = useUpdateProgram();
  const form = useZodForm(programSchema, programFormDefaults(program));

  async function onSubmit(values: ProgramFormValues) {
    const image = values.image ? await compressImage(values.image, { kind: "gambar" }) : null;
    const input = toProgramInput(values, image);
    const saved = await runWithToast(
      () => (program ? update.mutateAsync({ id: program.id, current: program, ...input }) : create.mutateAsync(input)),
      isEdit
        ? { success: "Program berhasil diperbarui.", failure: "Gagal memperbarui program." }
        : { success: "Program berhasil ditambahkan.", failure: "Gagal menambahkan program." },
    );
    if (saved) onOpenChange(false);
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isEdit ? "Edit Program" : "Tambah Program Baru"}
      description="Isi detail program pelatihan di bawah ini."
      form={form}
      values={programFormDefaults(program)}
      onSubmit={onSubmit}
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
        <FormField
          control={form.control}
          name="category"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Kategori</FormLabel>
              <Select value={field.value} onValueChange={field.onChange}>
                <FormControl>
                  <SelectTrigger onBlur={field.onBlur}>
                    <SelectValue placeholder="Pilih kategori" />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {CATEGORY_ORDER.map((category) => (
                    <SelectItem key={category} value={category}>
                      {category}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormMessage />
            </FormItem>
          )}
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
    </FormDialog>
  );
}
