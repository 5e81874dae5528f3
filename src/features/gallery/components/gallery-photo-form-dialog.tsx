import { FormDialog, type FormDialogOpenProps } from "@/components/form-dialog";
import { ImageField, TextField } from "@/components/form-fields";
import { useImageSave } from "@/components/use-image-save";
import { useZodForm } from "@/hooks/use-zod-form";
import { useCreateGalleryItem } from "@/features/gallery/api/gallery";
import {
  galleryPhotoDefaults,
  galleryPhotoSchema,
  toGalleryItemInput,
  type GalleryPhotoFormValues,
} from "@/features/gallery/schemas/gallery-schema";

/** 'Tambah Foto': one image (compressed when over 1 MB), a caption and an alt text. */
export function GalleryPhotoFormDialog({ open, onOpenChange }: FormDialogOpenProps) {
  const create = useCreateGalleryItem();
  const image = useImageSave("foto");
  const form = useZodForm(galleryPhotoSchema, galleryPhotoDefaults);

  async function onSubmit(values: GalleryPhotoFormValues) {
    const saved = await image.save(
      values.file,
      (file, upload) => create.mutateAsync({ ...toGalleryItemInput(values, file), upload }),
      { success: "Foto berhasil ditambahkan.", failure: "Gagal menambahkan foto." },
    );
    if (saved) onOpenChange(false);
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Tambah Foto"
      description="Unggah foto kegiatan beserta keterangannya."
      form={form}
      values={galleryPhotoDefaults}
      onSubmit={onSubmit}
      status={image.status}
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
    </FormDialog>
  );
}
