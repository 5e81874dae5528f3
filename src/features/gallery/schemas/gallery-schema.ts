import { z } from "zod";
import { requiredImageFileField } from "@/lib/image";

/** Gallery photo form (SPEC §5): exactly one image file, caption and alt text. */
export const galleryPhotoSchema = z.object({
  file: requiredImageFileField("Foto harus diunggah.").transform((file) => file as File),
  caption: z.string().trim().min(1, { error: "Keterangan harus diisi" }),
  alt: z.string().trim().min(1, { error: "Teks alternatif harus diisi" }),
});

export type GalleryPhotoFormInput = z.input<typeof galleryPhotoSchema>;
export type GalleryPhotoFormValues = z.output<typeof galleryPhotoSchema>;

export const galleryPhotoDefaults: GalleryPhotoFormInput = { file: null, caption: "", alt: "" };

/** Maps valid form values (and the possibly compressed file) to the create-gallery-item input. */
export function toGalleryItemInput(values: GalleryPhotoFormValues, file: File = values.file) {
  return { caption: values.caption, alt: values.alt, file };
}
