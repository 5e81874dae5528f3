import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormDialog } from "@/components/form-dialog";
import { ImageInput } from "@/components/image-input";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { useCreateProgram, useUpdateProgram, type Program } from "@/features/programs/api/programs";
import {
  programFormDefaults,
  programSchema,
  toProgramInput,
  type ProgramFormInput,
  type ProgramFormValues,
} from "@/features/programs/schemas/program-schema";
import { CATEGORY_ORDER } from "@/lib/categories";
import { compressImage } from "@/lib/image";

interface ProgramFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit mode when a program is passed. */
  program?: Program;
}

export function ProgramFormDialog({ open, onOpenChange, program }: ProgramFormDialogProps) {
  const isEdit = !!program;
  const create = useCreateProgram();
  const update = useUpdateProgram();
  const form = useForm<ProgramFormInput, unknown, ProgramFormValues>({
    resolver: zodResolver(programSchema),
    defaultValues: programFormDefaults(program),
  });

  async function onSubmit(values: ProgramFormValues) {
    const image = values.image ? await compressImage(values.image, { kind: "gambar" }) : null;
    const input = toProgramInput(values, image);
    try {
      if (program) await update.mutateAsync({ id: program.id, current: program, ...input });
      else await create.mutateAsync(input);
      toast({ title: isEdit ? "Program berhasil diperbarui." : "Program berhasil ditambahkan." });
      onOpenChange(false);
    } catch (error) {
      toast({
        title: isEdit ? "Gagal memperbarui program." : "Gagal menambahkan program.",
        description: error instanceof Error ? error.message : undefined,
        variant: "destructive",
      });
    }
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
      <FormField
        control={form.control}
        name="name"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Nama Program</FormLabel>
            <FormControl>
              <Input placeholder="Contoh: Junior Web Developer" autoComplete="off" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
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
        <FormField
          control={form.control}
          name="duration"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Durasi</FormLabel>
              <FormControl>
                <Input placeholder="Contoh: 240 JP / 30 hari" autoComplete="off" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      </div>
      <FormField
        control={form.control}
        name="description"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Deskripsi</FormLabel>
            <FormControl>
              <Textarea rows={5} placeholder="Jelaskan tujuan dan isi program" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="image"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Gambar Program (opsional)</FormLabel>
            <FormControl>
              <ImageInput
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                existingUrl={program?.image_url}
                previewAlt={program ? `Gambar ${program.name}` : "Pratinjau gambar"}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </FormDialog>
  );
}
