import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormDialog } from "@/components/form-dialog";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { useCreateInstructor, useUpdateInstructor, type Instructor } from "@/features/instructors/api/instructors";
import {
  instructorFormDefaults,
  instructorSchema,
  toInstructorInput,
  type InstructorFormInput,
  type InstructorFormValues,
} from "@/features/instructors/schemas/instructor-schema";

interface InstructorFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit mode when an instructor is passed. */
  instructor?: Instructor;
}

export function InstructorFormDialog({ open, onOpenChange, instructor }: InstructorFormDialogProps) {
  const isEdit = !!instructor;
  const create = useCreateInstructor();
  const update = useUpdateInstructor();
  const form = useForm<InstructorFormInput, unknown, InstructorFormValues>({
    resolver: zodResolver(instructorSchema),
    defaultValues: instructorFormDefaults(instructor),
  });

  async function onSubmit(values: InstructorFormValues) {
    const input = toInstructorInput(values);
    try {
      if (instructor) await update.mutateAsync({ id: instructor.id, ...input });
      else await create.mutateAsync(input);
      toast({ title: isEdit ? "Instruktur berhasil diperbarui." : "Instruktur berhasil ditambahkan." });
      onOpenChange(false);
    } catch (error) {
      toast({
        title: isEdit ? "Gagal memperbarui instruktur." : "Gagal menambahkan instruktur.",
        description: error instanceof Error ? error.message : undefined,
        variant: "destructive",
      });
    }
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
      <FormField
        control={form.control}
        name="name"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Nama</FormLabel>
            <FormControl>
              <Input placeholder="Nama lengkap instruktur" autoComplete="off" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="title"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Jabatan</FormLabel>
            <FormControl>
              <Input placeholder="Contoh: Instruktur Madya" autoComplete="off" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </FormDialog>
  );
}
