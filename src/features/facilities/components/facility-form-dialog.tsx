import { useMemo } from "react";
import { EntityFormDialog, type EntityFormTexts } from "@/components/entity-form-dialog";
import type { FormDialogOpenProps } from "@/components/form-dialog";
import { ImageField, TextareaField, TextField } from "@/components/form-fields";
import { useZodForm } from "@/hooks/use-zod-form";
import { useCreateFacility, useUpdateFacility, type Facility } from "@/features/facilities/api/facilities";
import { facilityFormDefaults, makeFacilitySchema, toFacilityInput } from "@/features/facilities/schemas/facility-schema";

const TEXTS: EntityFormTexts = {
  description: "Isi detail fasilitas di bawah ini.",
  add: { title: "Tambah Fasilitas Baru", success: "Fasilitas berhasil ditambahkan.", failure: "Gagal menambahkan fasilitas." },
  edit: { title: "Edit Fasilitas", success: "Fasilitas berhasil diperbarui.", failure: "Gagal memperbarui fasilitas." },
};

interface FacilityFormDialogProps extends FormDialogOpenProps {
  /** Edit mode when a facility is passed (then the photo is optional). */
  facility?: Facility;
}

export function FacilityFormDialog({ facility, ...dialog }: FacilityFormDialogProps) {
  const isEdit = !!facility;
  const create = useCreateFacility();
  const update = useUpdateFacility();
  const schema = useMemo(() => makeFacilitySchema({ isEdit }), [isEdit]);
  const form = useZodForm(schema, facilityFormDefaults(facility));

  return (
    <EntityFormDialog
      {...dialog}
      item={facility}
      texts={TEXTS}
      form={form}
      values={facilityFormDefaults(facility)}
      image={{ kind: "foto", name: "image" }}
      toInput={toFacilityInput}
      create={create.mutateAsync}
      update={(input, current) => update.mutateAsync({ id: current.id, current, ...input })}
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
    </EntityFormDialog>
  );
}
