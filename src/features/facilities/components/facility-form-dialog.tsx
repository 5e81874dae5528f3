import { useMemo } from "react";
import { FormDialog, type FormDialogOpenProps } from "@/components/form-dialog";
import { ImageField, TextareaField, TextField } from "@/components/form-fields";
import { useImageSave } from "@/components/use-image-save";
import { useZodForm } from "@/hooks/use-zod-form";
import { useCreateFacility, useUpdateFacility, type Facility } from "@/features/facilities/api/facilities";
import {
  facilityFormDefaults,
  makeFacilitySchema,
  toFacilityInput,
  type FacilityFormValues,
} from "@/features/facilities/schemas/facility-schema";

interface FacilityFormDialogProps extends FormDialogOpenProps {
  /** Edit mode when a facility is passed (then the photo is optional). */
  facility?: Facility;
}

export function FacilityFormDialog({ open, onOpenChange, facility }: FacilityFormDialogProps) {
  const isEdit = !!facility;
  const create = useCreateFacility();
  const image = useImageSave("foto");
  const update = useUpdateFacility();
  const schema = useMemo(() => makeFacilitySchema({ isEdit }), [isEdit]);
  const form = useZodForm(schema, facilityFormDefaults(facility));

  async function onSubmit(values: FacilityFormValues) {
    const saved = await image.save(
      values.image,
      (file, upload) => {
        const input = { ...toFacilityInput(values, file), upload };
        return facility ? update.mutateAsync({ id: facility.id, current: facility, ...input }) : create.mutateAsync(input);
      },
      isEdit
        ? { success: "Fasilitas berhasil diperbarui.", failure: "Gagal memperbarui fasilitas." }
        : { success: "Fasilitas berhasil ditambahkan.", failure: "Gagal menambahkan fasilitas." },
    );
    if (saved) onOpenChange(false);
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
      status={image.status}
    >
      <TextField
        control={form.control}
        name="name"
        label="Nama Fasilitas"
        placeholder="Contoh: Laboratorium Jaringan"
        autoComplete="off"
      />
      <TextareaField
        control={form.control}
        name="description"
        label="Deskripsi"
        rows={4}
        placeholder="Jelaskan fasilitas ini"
      />
      <ImageField
        control={form.control}
        name="image"
        label={isEdit ? "Foto (opsional)" : "Foto"}
        existingUrl={facility?.image_url}
        previewAlt={facility ? `Foto ${facility.name}` : "Pratinjau foto"}
      />
    </FormDialog>
  );
}
