import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormDialog } from "@/components/form-dialog";
import { ImageInput } from "@/components/image-input";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { useCreateFacility, useUpdateFacility, type Facility } from "@/features/facilities/api/facilities";
import {
  facilityFormDefaults,
  makeFacilitySchema,
  toFacilityInput,
  type FacilityFormInput,
  type FacilityFormValues,
} from "@/features/facilities/schemas/facility-schema";
import { compressImage } from "@/lib/image";

interface FacilityFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit mode when a facility is passed (then the photo is optional). */
  facility?: Facility;
}

export function FacilityFormDialog({ open, onOpenChange, facility }: FacilityFormDialogProps) {
  const isEdit = !!facility;
  const create = useCreateFacility();
  const update = useUpdateFacility();
  const schema = useMemo(() => makeFacilitySchema({ isEdit }), [isEdit]);
  const form = useForm<FacilityFormInput, unknown, FacilityFormValues>({
    resolver: zodResolver(schema),
    defaultValues: facilityFormDefaults(facility),
  });

  async function onSubmit(values: FacilityFormValues) {
    const image = values.image ? await compressImage(values.image, { kind: "foto" }) : null;
    const input = toFacilityInput(values, image);
    try {
      if (facility) await update.mutateAsync({ id: facility.id, current: facility, ...input });
      else await create.mutateAsync(input);
      toast({ title: isEdit ? "Fasilitas berhasil diperbarui." : "Fasilitas berhasil ditambahkan." });
      onOpenChange(false);
    } catch (error) {
      toast({
        title: isEdit ? "Gagal memperbarui fasilitas." : "Gagal menambahkan fasilitas.",
        description: error instanceof Error ? error.message : undefined,
        variant: "destructive",
      });
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isEdit ? "Edit Fasilitas" : "Tambah Fasilitas Baru"}
      description="Isi detail fasilitas di bawah ini."
      form={form}
      values={facilityFormDefaults(facility)}
      onSubmit={onSubmit}
    >
      <FormField
        control={form.control}
        name="name"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Nama Fasilitas</FormLabel>
            <FormControl>
              <Input placeholder="Contoh: Laboratorium Jaringan" autoComplete="off" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="description"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Deskripsi</FormLabel>
            <FormControl>
              <Textarea rows={4} placeholder="Jelaskan fasilitas ini" {...field} />
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
            <FormLabel>{isEdit ? "Foto (opsional)" : "Foto"}</FormLabel>
            <FormControl>
              <ImageInput
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                existingUrl={facility?.image_url}
                previewAlt={facility ? `Foto ${facility.name}` : "Pratinjau foto"}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </FormDialog>
  );
}
