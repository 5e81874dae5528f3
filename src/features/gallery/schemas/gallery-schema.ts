import { z } from "zod";
import { requiredText, TEXT_MAX } from "@/lib/validators";
import { requiredImageFileField } from "@/lib/image";
import type { GalleryItemInput } from "@/features/gallery/api/gallery";

/** Gallery photo form (docs/product.md, Validation): exactly one image file, caption and alt text. */
export const galleryPhotoSchema = z.object({
  file: requiredImageFileField("Foto harus diunggah.").transform((file) => file as File),
  caption: requiredText("Keterangan harus diisi", "Keterangan", TEXT_MAX.galleryCaption),
  alt: requiredText("Teks alternatif harus diisi", "Teks alternatif", TEXT_MAX.galleryAlt),
});

export type GalleryPhotoFormInput = z.input<typeof galleryPhotoSchema>;
export type GalleryPhotoFormValues = z.output<typeof galleryPhotoSchema>;

export const galleryPhotoDefaults: GalleryPhotoFormInput = { file: null, caption: "", alt: "" };

/** Maps valid form values (and the possibly compressed file) to the create-gallery-item input. */
export function toGalleryItemInput(values: GalleryPhotoFormValues, file: File = values.file): GalleryItemInput {
  return { caption: values.caption, alt: values.alt, file };
}
