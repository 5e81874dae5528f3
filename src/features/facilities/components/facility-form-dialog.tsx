import { useMemo } from "react";
import { FormDialog, type FormDialogOpenProps } from "@/components/form-dialog";
import { ImageField, TextareaField, TextField } from "@/components/form-fields";
import { runWithToast } from "@/components/mutation-toast";
import { useZodForm } from "@/components/use-zod-form";
import { useCreateFacility, useUpdateFacility, type Facility } from "@/features/facilities/api/facilities";
import {
  facilityFormDefaults,
  makeFacilitySchema,
  toFacilityInput,
  type FacilityFormValues,
} from "@/features/facilities/schemas/facility-schema";
import { compressImage } from "@/lib/image";

interface FacilityFormDialogProps extends FormDialogOpenProps {
  /** Edit mode when a facility is passed (then the photo is optional). */
  facility?: Facility;
}

export function FacilityFormDialog({ open, onOpenChange, facility }: FacilityFormDialogProps) {
  const isEdit = !!facility;
  const create = useCreateFacility();
  const update = useUpdateFacility();
  const schema = useMemo(() => makeFacilitySchema({ isEdit }), [isEdit]);
  const form = useZodForm(schema, facilityFormDefaults(facility));

  async function onSubmit(values: FacilityFormValues) {
    const image = values.image ? await compressImage(values.image, { kind: "foto" }) : null;
    const input = toFacilityInput(values, image);
    const saved = await runWithToast(
      () => (facility ? update.mutateAsync({ id: facility.id, current: facility, ...input }) : create.mutateAsync(input)),
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
