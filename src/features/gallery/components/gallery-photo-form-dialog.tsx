import { EntityFormDialog, type EntityFormTexts } from "@/components/entity-form-dialog";
import type { FormDialogOpenProps } from "@/components/form-dialog";
import { ImageField, TextField } from "@/components/form-fields";
import { useZodForm } from "@/hooks/use-zod-form";
import { useCreateGalleryItem } from "@/features/gallery/api/gallery";
import { galleryPhotoDefaults, galleryPhotoSchema, toGalleryItemInput } from "@/features/gallery/schemas/gallery-schema";

/** A photo is only added (and deleted); there is no edit mode. */
const TEXTS: EntityFormTexts = {
  description: "Unggah foto kegiatan beserta keterangannya.",
  add: { title: "Tambah Foto", success: "Foto berhasil ditambahkan.", failure: "Gagal menambahkan foto." },
};

/** 'Tambah Foto': one image (compressed when over 1 MB), a caption and an alt text. */
export function GalleryPhotoFormDialog(dialog: FormDialogOpenProps) {
  const create = useCreateGalleryItem();
  const form = useZodForm(galleryPhotoSchema, galleryPhotoDefaults);

  return (
    <EntityFormDialog
      {...dialog}
      item={undefined}
      texts={TEXTS}
      form={form}
      values={galleryPhotoDefaults}
      image={{ kind: "foto", name: "file" }}
      toInput={toGalleryItemInput}
      create={create.mutateAsync}
    >
      <ImageField control={form.control} name="file" label="Foto" />
      <TextField
        control={form.control}
        name="caption"
        label="Keterangan"
        placeholder="Contoh: Praktik jaringan komputer"
        autoComplete="off"
      />
      <TextField
        control={form.control}
        name="alt"
        label="Teks Alternatif"
        placeholder="Deskripsi singkat isi foto"
        autoComplete="off"
      />
    </EntityFormDialog>
  );
}
