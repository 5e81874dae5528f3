import { EntityFormDialog, type EntityFormTexts } from "@/components/entity-form-dialog";
import type { FormDialogOpenProps } from "@/components/form-dialog";
import { CheckboxGroupField, ImageField, TextField } from "@/components/form-fields";
import { useZodForm } from "@/hooks/use-zod-form";
import { COOPERATION_OPTIONS, useCreatePartner, useUpdatePartner, type Partner } from "@/features/partners/api/partners";
import { partnerFormDefaults, partnerSchema, toPartnerInput } from "@/features/partners/schemas/partner-schema";

const TEXTS: EntityFormTexts = {
  description: "Isi detail mitra industri di bawah ini.",
  add: { title: "Tambah Mitra Industri", success: "Mitra berhasil ditambahkan.", failure: "Gagal menambahkan mitra." },
  edit: { title: "Edit Mitra Industri", success: "Mitra berhasil diperbarui.", failure: "Gagal memperbarui mitra." },
};

interface PartnerFormDialogProps extends FormDialogOpenProps {
  /** Edit mode when a partner is passed. */
  partner?: Partner;
}

export function PartnerFormDialog({ partner, ...dialog }: PartnerFormDialogProps) {
  const create = useCreatePartner();
  const update = useUpdatePartner();
  const form = useZodForm(partnerSchema, partnerFormDefaults(partner));

  return (
    <EntityFormDialog
      {...dialog}
      item={partner}
      texts={TEXTS}
      form={form}
      values={partnerFormDefaults(partner)}
      image={{ kind: "gambar", name: "image" }}
      toInput={toPartnerInput}
      create={create.mutateAsync}
      update={(input, current) => update.mutateAsync({ id: current.id, current, ...input })}
    >
      <TextField control={form.control} name="name" label="Nama Mitra" placeholder="Contoh: PT Telkom Indonesia" autoComplete="off" />
      <TextField control={form.control} name="sector" label="Bidang Usaha" placeholder="Contoh: Telekomunikasi" autoComplete="off" />
      <CheckboxGroupField control={form.control} name="cooperation" label="Bentuk Kerja Sama" options={COOPERATION_OPTIONS} />
      <TextField control={form.control} name="website" label="Situs Web (opsional)" placeholder="https://" type="url" autoComplete="off" />
      <TextField control={form.control} name="position" label="Urutan" type="number" inputMode="numeric" min={1} description="Urutan tampil di halaman publik (1 = pertama)." />
      <ImageField
        control={form.control}
        name="image"
        label="Logo (opsional)"
        existingUrl={partner?.image_url}
        previewAlt={partner ? `Logo ${partner.name}` : "Pratinjau logo"}
      />
    </EntityFormDialog>
  );
}
